package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.SearchCapacity;

/**
 * POST /api/analysis: a search with its line and every move's value, exact answers from the Oware endgame
 * tables (0-6 seeds, built here), finished positions, the refusal of a running online game, bad requests, and
 * a busy server.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AnalysisTest {
    /** O8 of the rules: North's f is forced, then South cannot feed North and collects two: 25-23. */
    static final String O8 = EndgameTablesTest.O8;
    /** 5 seeds, South to move, 21-22: A and D win by 2 (E and F do not). */
    static final String WIN_BY_2 = EndgameTablesTest.WIN_BY_2;

    @TempDir
    static Path dir;

    KeteServer plain;
    KeteServer withTables;
    Client client;
    Client tablesClient;

    @BeforeAll
    void start() throws IOException {
        Path tables = TestServers.owareTables(dir, 6);
        plain = KeteServer.start(TestServers.h2(dir.resolve("plain")));
        withTables = KeteServer.start(TestServers.h2(dir.resolve("tables")).withEgtbDir(tables));
        client = new Client(plain.port());
        tablesClient = new Client(withTables.port());
    }

    @AfterAll
    void stop() {
        plain.stop();
        withTables.stop();
    }

    private static JsonNode analyse(Client c, String body) {
        Client.Response r = c.post("/api/analysis", null, body);
        assertEquals(200, r.status(), r.body());
        return r.json();
    }

    private static String position(String game, String text) {
        return "{\"game\":\"" + game + "\",\"position\":\"" + text + "\",\"ms\":300}";
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static void assertError(Client.Response r, int status, String code) {
        assertEquals(status, r.status(), r.body());
        JsonNode j = r.json();
        assertEquals(code, j.get("error").asText(), r.body());
        assertFalse(j.get("message").asText().isBlank(), r.body());
        assertFalse(r.body().contains("Exception"), r.body());
    }

    @Test
    void a_forced_ending_is_found_by_the_search_with_its_line_and_margin() {
        JsonNode a = analyse(client, position("oware", O8));
        assertEquals("north", a.get("toMove").asText());
        assertFalse(a.get("exact").asBoolean(), a.toString());
        assertEquals("f", a.get("bestMove").asText());
        assertEquals(11, a.get("bestCode").asInt());
        assertEquals("f", a.get("pv").get(0).asText(), a.toString());
        assertTrue(a.get("depth").asInt() >= 1);
        // A proven loss for North, the side to move: negative for North, positive from South's view.
        assertTrue(a.get("score").asInt() < -500_000, a.toString());
        assertEquals(-a.get("score").asInt(), a.get("southScore").asInt());
        assertTrue(a.get("scoreText").asText().startsWith("loss in "), a.toString());
        JsonNode result = a.get("result");
        assertEquals("south", result.get("winner").asText());
        assertEquals(2, result.get("margin").asInt(), a.toString());
        assertTrue(result.get("text").asText().startsWith("South wins by 2 in "), a.toString());
        // The only legal move, valued by the per-move search.
        assertEquals(1, a.get("moves").size());
        assertEquals("f", a.get("moves").get(0).get("move").asText());
        assertEquals("search", a.get("movesBy").get("kind").asText());
        assertEquals(6, a.get("level").asInt());
    }

    @Test
    void a_position_of_the_opening_book_shows_the_book_move_and_its_stored_value_beside_the_search() {
        var entry = org.kete.ai.book.OpeningBook.shipped("oware")
                .lookup(
                        org.kete.engine.oware.Oware.TYPE.create(),
                        org.kete.engine.oware.Oware.TYPE.create().start())
                .orElseThrow();
        // Its own time (answers are cached by position and time), so the other tests' searches stay their own.
        JsonNode a = analyse(client, "{\"game\":\"oware\",\"ms\":250}");
        JsonNode book = a.get("book");
        assertEquals(entry.notation(), book.get("move").asText(), a.toString());
        assertEquals(entry.score(), book.get("score").asInt());
        assertEquals(entry.score(), book.get("southScore").asInt(), "South is to move at the start");
        assertEquals(entry.depth(), book.get("depth").asInt());
        // The analysis itself is a search, not the book's answer.
        assertTrue(a.get("nodes").asLong() > 0, a.toString());
        // Out of the book: no book field.
        assertTrue(analyse(client, position("oware", O8)).get("book") == null);
    }

    @Test
    void the_start_is_searched_and_every_legal_move_gets_a_value_best_first() {
        // A second, so that a busy machine still searches past depth 1 (a line of at least two moves).
        JsonNode a = analyse(client, "{\"game\":\"oware\",\"ms\":1000}");
        assertEquals("south", a.get("toMove").asText());
        assertEquals(a.get("score").asInt(), a.get("southScore").asInt());
        assertTrue(a.get("result").isNull(), a.toString());
        assertTrue(a.get("pv").size() >= 2, a.toString());
        assertEquals(a.get("bestMove").asText(), a.get("pv").get(0).asText());
        JsonNode moves = a.get("moves");
        assertEquals(6, moves.size());
        // The best move first (with the main search's value), then the others best first.
        assertEquals(a.get("bestMove").asText(), moves.get(0).get("move").asText());
        for (int i = 2; i < moves.size(); i++) {
            assertTrue(
                    moves.get(i - 1).get("score").asInt()
                            >= moves.get(i).get("score").asInt(),
                    a.toString());
        }
        assertTrue(a.get("movesBy").get("depth").asInt() >= 1, a.toString());
        // The best move's entry carries the main search's value.
        for (JsonNode m : moves) {
            if (m.get("move").asText().equals(a.get("bestMove").asText())) {
                assertEquals(a.get("score").asInt(), m.get("score").asInt(), a.toString());
                assertEquals(a.get("depth").asInt(), m.get("depth").asInt(), a.toString());
            }
        }

        // Other games too: Bao la Kiswahili's start, North to move in a shared position of Nam Nam.
        JsonNode bao = analyse(client, "{\"game\":\"bao-la-kiswahili\",\"ms\":200}");
        assertFalse(bao.get("bestMove").asText().isBlank());
        assertTrue(bao.get("moves").size() > 1, bao.toString());
    }

    @Test
    void no_move_in_the_list_is_rated_above_the_best_move() {
        // Positions along a seeded game of each four-row Bao, where the short per-move searches disagree most.
        for (String game : List.of("bao-la-kujifunza", "bao-la-kiswahili")) {
            JsonNode c = client.create("{\"game\":\"" + game + "\",\"opponent\":{\"type\":\"local\"}}");
            JsonNode g = c.get("game");
            String id = g.get("id").asText();
            java.util.SplittableRandom rng = new java.util.SplittableRandom(15);
            for (int ply = 0; ply < 8 && g.get("status").asText().equals("active"); ply++) {
                JsonNode legal = g.get("legalMoves");
                g = client.act(
                                "/api/games/" + id + "/moves",
                                c.get("token").asText(),
                                g.get("version").asInt(),
                                "\"code\":"
                                        + legal.get(rng.nextInt(legal.size()))
                                                .get("code")
                                                .asInt())
                        .json()
                        .get("game");
                JsonNode a = analyse(client, "{\"gameId\":\"" + id + "\",\"ms\":200}");
                JsonNode moves = a.get("moves");
                assertEquals(
                        a.get("bestMove").asText(), moves.get(0).get("move").asText(), a.toString());
                for (JsonNode m : moves) {
                    assertTrue(m.get("score").asInt() <= a.get("score").asInt(), game + " " + a);
                }
            }
        }
    }

    @Test
    void an_ending_in_the_tables_is_exact_with_every_moves_result() {
        JsonNode a = analyse(tablesClient, position("oware", WIN_BY_2));
        assertTrue(a.get("exact").asBoolean(), a.toString());
        assertEquals("A", a.get("bestMove").asText());
        assertEquals(List.of("A", "D"), texts(a.get("bestMoves")));
        assertEquals("South wins by 2", a.get("result").get("text").asText());
        assertEquals("south", a.get("result").get("winner").asText());
        assertEquals(2, a.get("result").get("margin").asInt());
        assertEquals("win by 2", a.get("scoreText").asText());
        assertEquals("A", a.get("pv").get(0).asText());
        assertTrue(a.get("pv").size() >= 2, a.toString());
        assertEquals("table", a.get("movesBy").get("kind").asText());
        // Every legal move (A, D, E, F) with its exact result: A and D first, winning by 2.
        JsonNode moves = a.get("moves");
        assertEquals(4, moves.size(), a.toString());
        List<String> byTwo = new ArrayList<>();
        for (JsonNode m : moves) {
            JsonNode r = m.get("result");
            if ("south".equals(r.get("winner").asText(null)) && r.get("margin").asInt() == 2) {
                byTwo.add(m.get("move").asText());
            } else {
                assertTrue(
                        r.get("winner").isNull()
                                || r.get("margin").asInt() < 2
                                || !"south".equals(r.get("winner").asText()),
                        m.toString());
            }
        }
        assertEquals(List.of("A", "D"), byTwo);
        assertEquals("A", moves.get(0).get("move").asText());

        // The same position on the server without tables is a search.
        assertFalse(analyse(client, position("oware", WIN_BY_2)).get("exact").asBoolean());
    }

    @Test
    void a_finished_game_is_analysed_at_any_ply_and_a_finished_position_gives_its_result() {
        JsonNode created =
                client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"" + O8 + "\"}");
        String id = created.get("game").get("id").asText();
        String token = created.get("token").asText();
        assertEquals(
                200,
                client.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"f\"")
                        .status());
        JsonNode g = client.get("/api/games/" + id).json();
        assertEquals("finished", g.get("status").asText(), g.toString());

        JsonNode start = analyse(client, "{\"gameId\":\"" + id + "\",\"ply\":0,\"ms\":200}");
        assertEquals(0, start.get("ply").asInt());
        assertEquals(id, start.get("gameId").asText());
        assertEquals("f", start.get("bestMove").asText());

        JsonNode end = analyse(client, "{\"gameId\":\"" + id + "\"}");
        assertEquals(1, end.get("ply").asInt());
        assertTrue(end.get("over").asBoolean(), end.toString());
        assertTrue(end.get("exact").asBoolean());
        assertTrue(end.get("bestMove").isNull());
        assertEquals("south", end.get("result").get("winner").asText());
        assertEquals(2, end.get("result").get("margin").asInt());
        assertTrue(end.get("southScore").asInt() > 0, end.toString());
    }

    /** An analysis asked for with {@code query} after the path and {@code accept} as Accept-Language (or none). */
    private static JsonNode analyseIn(Client c, String body, String query, String accept) {
        java.net.http.HttpRequest.Builder b = java.net.http.HttpRequest.newBuilder(c.uri("/api/analysis" + query))
                .header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body));
        if (accept != null) b.header("Accept-Language", accept);
        try {
            java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient()
                    .send(b.build(), java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            return Client.MAPPER.readTree(r.body());
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Every text for people of an analysis: its score, result, each move's score and result, the book, movesBy. */
    private static List<String> textsForPeople(JsonNode a) {
        List<String> out = new ArrayList<>();
        out.add(a.get("scoreText").asText());
        if (!a.get("result").isNull()) out.add(a.get("result").get("text").asText());
        for (JsonNode m : a.get("moves")) {
            out.add(m.get("scoreText").asText());
            if (m.has("result")) out.add(m.get("result").get("text").asText());
        }
        if (a.has("book")) out.add(a.get("book").get("scoreText").asText());
        if (!a.get("movesBy").isNull()) out.add(a.get("movesBy").get("text").asText());
        return out;
    }

    @Test
    void the_texts_for_people_are_worded_in_the_language_asked_for() {
        String exact = position("oware", WIN_BY_2);
        // ?lang= first, then Accept-Language (the browser sends the page's language), else English.
        JsonNode fr = analyseIn(tablesClient, exact, "?lang=fr", "pt");
        assertEquals("gagne de 2", fr.get("scoreText").asText(), fr.toString());
        assertEquals("Sud gagne de 2", fr.get("result").get("text").asText());
        assertEquals(
                "les tables de finales\u202F: le résultat exact de chaque coup",
                fr.get("movesBy").get("text").asText());
        JsonNode pt = analyseIn(tablesClient, exact, "", "pt-BR,pt;q=0.9");
        assertEquals("ganha por 2", pt.get("scoreText").asText(), pt.toString());
        assertEquals("Sul ganha por 2", pt.get("result").get("text").asText());
        JsonNode de = analyseIn(tablesClient, exact, "?lang=xx", "de");
        assertEquals("South wins by 2", de.get("result").get("text").asText());
        // The data do not change with the language; only the words do (one cached analysis serves all).
        assertEquals(fr.get("moves").size(), pt.get("moves").size());
        assertEquals(de.get("bestMoves"), fr.get("bestMoves"));

        // In the pseudo-language every text is a message: a search (scores, movesBy), the tables' exact results,
        // a proven win in a few plies and a finished game's outcome.
        JsonNode created =
                client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"" + O8 + "\"}");
        String id = created.get("game").get("id").asText();
        assertEquals(
                200,
                client.act("/api/games/" + id + "/moves", created.get("token").asText(), 1, "\"move\":\"f\"")
                        .status());
        JsonNode over = analyseIn(client, "{\"gameId\":\"" + id + "\"}", "?lang=fr", null);
        assertEquals("partie finie", over.get("scoreText").asText(), over.toString());
        assertEquals(
                "Sud gagne 25-23 (aucun coup)", over.get("result").get("text").asText(), over.toString());
        for (JsonNode a : List.of(
                analyseIn(tablesClient, exact, "?lang=x-pseudo", null),
                analyseIn(client, position("oware", O8), "", "x-pseudo"),
                analyseIn(client, "{\"gameId\":\"" + id + "\",\"ply\":0,\"ms\":200}", "?lang=x-pseudo", null),
                analyseIn(client, "{\"gameId\":\"" + id + "\"}", "?lang=x-pseudo", null))) {
            List<String> texts = textsForPeople(a);
            assertTrue(texts.size() >= 2, a.toString());
            for (String t : texts) {
                // A score in centi-seeds is a figure, the same in every language.
                if (t.matches("[+-]?\\d+")) continue;
                assertTrue(t.startsWith("\u27e6") && t.endsWith("\u27e7"), t + " in " + a);
            }
        }
    }

    @Test
    void an_online_game_is_refused_while_it_runs_and_analysed_once_it_ends() {
        JsonNode created = client.create("{\"game\":\"oware\",\"seat\":\"south\",\"opponent\":{\"type\":\"online\"}}");
        String id = created.get("game").get("id").asText();
        String body = "{\"gameId\":\"" + id + "\",\"ply\":0,\"ms\":200}";
        assertError(client.post("/api/analysis", null, body), 409, "analysis-unavailable");
        JsonNode joined = client.post("/api/games/" + id + "/join", null, "{}").json();
        assertEquals("north", joined.get("seat").asText());
        // Neither player (with or without a token) nor a spectator gets an analysis of the running game.
        assertError(client.post("/api/analysis", created.get("token").asText(), body), 409, "analysis-unavailable");
        assertError(client.post("/api/analysis", joined.get("token").asText(), body), 409, "analysis-unavailable");
        assertError(client.post("/api/analysis", null, body), 409, "analysis-unavailable");
        Client.Response resigned =
                client.act("/api/games/" + id + "/resign", created.get("token").asText(), 2, null);
        assertEquals(200, resigned.status(), resigned.body());
        assertEquals(200, client.post("/api/analysis", null, body).status());
    }

    @Test
    void bad_requests_get_clear_errors() {
        assertError(client.post("/api/analysis", null, "{\"game\":\"chess\"}"), 400, "unknown-game");
        assertError(client.post("/api/analysis", null, "{}"), 400, "unknown-game");
        assertError(client.post("/api/analysis", null, position("oware", "1-2-3")), 400, "bad-position");
        assertError(
                client.post("/api/analysis", null, "{\"game\":\"oware\",\"options\":{\"grandSlam\":\"maybe\"}}"),
                400,
                "unknown-option");
        assertError(client.post("/api/analysis", null, "{\"game\":\"oware\",\"ms\":99999}"), 400, "bad-request");
        assertError(client.post("/api/analysis", null, "{\"game\":\"oware\",\"ms\":\"soon\"}"), 400, "bad-json");
        assertError(client.post("/api/analysis", null, "{\"game\":\"oware\",\"ply\":3}"), 400, "bad-request");
        assertError(client.post("/api/analysis", null, "[1]"), 400, "bad-json");
        assertError(client.post("/api/analysis", null, "{\"gameId\":\"nope\"}"), 404, "not-found");
        JsonNode created = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        String id = created.get("game").get("id").asText();
        assertError(client.post("/api/analysis", null, "{\"gameId\":\"" + id + "\",\"ply\":5}"), 400, "bad-request");
        assertError(
                client.post("/api/analysis", null, "{\"gameId\":\"" + id + "\",\"game\":\"oware\"}"),
                400,
                "bad-request");
        assertError(client.get("/api/analysis"), 405, "bad-request");
    }

    @Test
    void a_busy_server_refuses_more_analyses_with_503_and_answers_again_when_free() throws Exception {
        KeteServer one =
                KeteServer.start(TestServers.h2(dir.resolve("one")).withCapacity(new SearchCapacity(1, 0, 0, 1)));
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Client c = new Client(one.port());
            // The one analysis place is taken by a search of two seconds...
            Future<Client.Response> first =
                    pool.submit(() -> c.post("/api/analysis", null, "{\"game\":\"oware\",\"ms\":2000}"));
            long until = System.nanoTime() + 10_000_000_000L;
            while (one.analyst().analysesSearching() < 1 && !first.isDone() && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            assertEquals(1, one.analyst().analysesSearching(), "the first analysis is searching");
            // ...so another position is refused at once (the cache would answer a known one without searching).
            Client.Response r = c.post("/api/analysis", null, position("oware", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"));
            assertError(r, 503, "busy");
            assertEquals("1", r.raw().headers().firstValue("Retry-After").orElse(null));
            assertEquals(200, first.get(30, TimeUnit.SECONDS).status());
            assertEquals(
                    200,
                    c.post("/api/analysis", null, position("oware", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"))
                            .status());
        } finally {
            pool.shutdownNow();
            one.stop();
        }
    }

    @Test
    void a_viewers_newer_analysis_replaces_its_older_one_instead_of_being_refused() throws Exception {
        KeteServer one =
                KeteServer.start(TestServers.h2(dir.resolve("viewer")).withCapacity(new SearchCapacity(1, 0, 0, 1)));
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Client c = new Client(one.port());
            // A page's first step holds the one analysis place with a search of three seconds...
            Future<Client.Response> first = pool.submit(
                    () -> c.post("/api/analysis", null, "{\"game\":\"oware\",\"ms\":3000,\"viewer\":\"page-1\"}"));
            long until = System.nanoTime() + 10_000_000_000L;
            while (one.analyst().analysesSearching() < 1 && !first.isDone() && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            assertEquals(1, one.analyst().analysesSearching(), "the first analysis is searching");
            // ...another page is refused, as before...
            String next = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N";
            assertError(c.post("/api/analysis", null, viewing("page-2", next)), 503, "busy");
            // ...but the same page's next step stops its first and takes its place (which it could not have
            // waited for: the first had seconds left of its search, more than the newer one waits).
            Client.Response second = c.post("/api/analysis", null, viewing("page-1", next));
            assertEquals(200, second.status(), second.body());
            assertEquals(next, second.json().get("position").asText());
            assertError(first.get(30, TimeUnit.SECONDS), 409, "superseded");
        } finally {
            pool.shutdownNow();
            one.stop();
        }
    }

    @Test
    void a_viewer_id_is_short_and_plain() {
        Client.Response r = client.post("/api/analysis", null, viewing("a b", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"));
        assertError(r, 400, "bad-request");
        assertEquals("viewer-id", r.json().get("key").asText(), r.body());
        assertError(
                client.post("/api/analysis", null, viewing("x".repeat(65), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S")),
                400,
                "bad-request");
        assertEquals(
                200,
                client.post("/api/analysis", null, viewing("0123456789abcdef01234567", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"))
                        .status());
    }

    private static String viewing(String viewer, String text) {
        return "{\"game\":\"oware\",\"position\":\"" + text + "\",\"ms\":300,\"viewer\":\"" + viewer + "\"}";
    }
}
