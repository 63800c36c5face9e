package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.Games;
import org.kete.server.config.Limits;

/** Every endpoint of docs/api.md and every error, against the real app on port 0. */
class ApiTest extends ServerTestBase {
    private JsonNode local() {
        return client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
    }

    // ---- catalogue

    @Test
    void catalogue_lists_every_game_with_layout_pit_names_options_and_levels() {
        JsonNode c = client.get("/api/catalogue").json();
        assertEquals(Games.all().size(), c.get("games").size());
        JsonNode oware = c.get("games").get(0);
        assertEquals("oware", oware.get("id").asText());
        assertEquals(2, oware.get("rows").asInt());
        assertEquals(12, oware.get("pitNames").size());
        assertEquals("A", oware.get("pitNames").get(0).asText());
        assertEquals(11, oware.get("layout").get("grid").get(0).get(0).asInt());
        JsonNode grandSlam = oware.get("options").get(0);
        assertEquals("grandSlam", grandSlam.get("name").asText());
        assertEquals("forfeit", grandSlam.get("default").asText());
        assertFalse(grandSlam.get("description").asText().isBlank());
        assertEquals(6, c.get("levels").size());
        assertEquals(
                "oware", client.get("/api/catalogue/oware").json().get("id").asText());
        // How each game's advantage is worded: seeds where seeds win, a position in the four-row Bao games.
        assertEquals("seeds", oware.get("advantage").asText());
        assertEquals(
                "seeds",
                client.get("/api/catalogue/bao-kenyan-laps")
                        .json()
                        .get("advantage")
                        .asText());
        assertEquals(
                "position",
                client.get("/api/catalogue/bao-la-kiswahili")
                        .json()
                        .get("advantage")
                        .asText());
        assertEquals(
                "position",
                client.get("/api/catalogue/bao-kigogo").json().get("advantage").asText());
        assertError(client.get("/api/catalogue/chess"), 404, "not-found");
    }

    @Test
    void every_game_can_be_created_and_played_one_move() {
        for (var t : Games.all()) {
            JsonNode created = client.create("{\"game\":\"" + t.id() + "\",\"opponent\":{\"type\":\"local\"}}");
            JsonNode g = created.get("game");
            String notation = g.get("legalMoves").get(0).get("notation").asText();
            Client.Response r = client.act(
                    "/api/games/" + g.get("id").asText() + "/moves",
                    created.get("token").asText(),
                    1,
                    "\"move\":\"" + notation + "\"");
            assertEquals(200, r.status(), t.id() + ": " + r.body());
            assertTrue(r.json().get("applied").get(0).get("trace").size() > 0, t.id());
        }
    }

    @Test
    void the_computer_moves_in_every_game() {
        for (var t : Games.all()) {
            JsonNode created = client.create("{\"game\":\"" + t.id() + "\",\"opponent\":{\"type\":\"computer\","
                    + "\"level\":1},\"first\":\"north\"}");
            String id = created.get("game").get("id").asText();
            Client.Response r = client.act(
                    "/api/games/" + id + "/computer", created.get("token").asText(), 1, null);
            assertEquals(200, r.status(), t.id() + ": " + r.body());
            assertEquals("north", r.json().get("applied").get(0).get("by").asText());
            assertEquals("south", r.json().get("game").get("you").asText());
        }
    }

    // ---- create, get, move

    @Test
    void create_returns_the_view_a_token_and_the_seat() {
        JsonNode c = client.create("{\"game\":\"oware\",\"options\":{\"grandSlam\":\"allowed\"},"
                + "\"opponent\":{\"type\":\"computer\",\"level\":2},\"first\":\"north\",\"seat\":\"south\"}");
        assertEquals("south", c.get("seat").asText());
        assertFalse(c.get("token").asText().isBlank());
        JsonNode g = c.get("game");
        assertEquals("computer", g.get("mode").asText());
        assertEquals(2, g.get("level").asInt());
        assertEquals("allowed", g.get("options").get("grandSlam").asText());
        assertEquals("north", g.get("position").get("toMove").asText());
        assertEquals("computer", g.get("seats").get("north").asText());
        assertEquals("south", g.get("you").asText());
        assertEquals(1, g.get("version").asInt());
        String id = g.get("id").asText();
        assertTrue(client.get("/api/games/" + id).json().get("you").isNull());
        assertEquals(
                "south",
                client.get("/api/games/" + id, c.get("token").asText())
                        .json()
                        .get("you")
                        .asText());
    }

    @Test
    void who_starts_is_the_request_the_games_option_or_a_draw() {
        JsonNode byOption = client.create(
                "{\"game\":\"oware\",\"options\":{\"firstPlayer\":\"north\"},\"opponent\":{\"type\":\"local\"}}");
        assertEquals("north", byOption.get("game").get("position").get("toMove").asText());
        JsonNode byRequest =
                client.create("{\"game\":\"oware\",\"first\":\"north\",\"opponent\":{\"type\":\"local\"}}");
        assertEquals(
                "north", byRequest.get("game").get("position").get("toMove").asText());
        JsonNode drawn = client.create("{\"game\":\"oware\",\"first\":\"random\",\"seat\":\"random\","
                + "\"opponent\":{\"type\":\"online\"}}");
        assertTrue(List.of("south", "north")
                .contains(drawn.get("game").get("position").get("toMove").asText()));
        assertTrue(List.of("south", "north").contains(drawn.get("seat").asText()));
    }

    @Test
    void a_move_by_notation_or_by_code_returns_the_trace_and_bumps_the_version() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        Client.Response r = client.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"");
        assertEquals(200, r.status(), r.body());
        JsonNode body = r.json();
        assertEquals(2, body.get("game").get("version").asInt());
        assertEquals("[\"C\"]", body.get("game").get("moves").toString());
        JsonNode applied = body.get("applied").get(0);
        assertEquals("south", applied.get("by").asText());
        JsonNode trace = applied.get("trace");
        assertEquals("lift", trace.get(0).get("type").asText());
        assertEquals(2, trace.get(0).get("pit").asInt());
        assertEquals(4, trace.get(0).get("seeds").asInt());
        assertEquals("sow", trace.get(1).get("type").asText());
        assertEquals(3, trace.get(1).get("pit").asInt());
        assertEquals(5, trace.get(1).get("seedsAfter").asInt());
        JsonNode legal = body.get("game").get("legalMoves").get(0);
        r = client.act(
                "/api/games/" + id + "/moves",
                token,
                2,
                "\"code\":" + legal.get("code").asInt());
        assertEquals(200, r.status(), r.body());
        assertEquals(3, r.json().get("game").get("version").asInt());
    }

    @Test
    void move_errors_each_get_their_status_and_change_nothing() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        String path = "/api/games/" + id + "/moves";
        assertError(client.act(path, token, 1, "\"move\":\"Z\""), 422, "illegal-move");
        assertError(client.act(path, token, 1, "\"move\":\"a\""), 422, "illegal-move");
        assertError(client.act(path, token, 1, "\"code\":999"), 422, "illegal-move");
        assertError(client.act(path, token, 7, "\"move\":\"C\""), 409, "stale-version");
        assertError(client.act(path, null, 1, "\"move\":\"C\""), 403, "forbidden");
        assertError(client.act(path, "not-a-token", 1, "\"move\":\"C\""), 403, "forbidden");
        assertError(client.post(path, token, "{\"version\":1,"), 400, "bad-json");
        assertError(client.post(path, token, "[1,2]"), 400, "bad-json");
        assertError(client.post(path, token, "{\"version\":\"one\",\"move\":\"C\"}"), 400, "bad-json");
        assertError(client.post(path, token, "{\"move\":\"C\"}"), 400, "bad-request");
        assertError(client.act(path, token, 1, null), 400, "bad-request");
        assertError(client.act("/api/games/nope/moves", token, 1, "\"move\":\"C\""), 404, "not-found");
        JsonNode g = client.get("/api/games/" + id).json();
        assertEquals(1, g.get("version").asInt());
        assertEquals(0, g.get("moves").size());
    }

    @Test
    void a_move_for_the_seat_not_to_move_is_out_of_turn() {
        JsonNode c = client.create(
                "{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}," + "\"first\":\"north\"}");
        String id = c.get("game").get("id").asText();
        assertError(
                client.act("/api/games/" + id + "/moves", c.get("token").asText(), 1, "\"move\":\"C\""),
                409,
                "not-your-turn");
    }

    @Test
    void create_errors() {
        assertError(
                client.post("/api/games", null, "{\"game\":\"chess\",\"opponent\":{\"type\":\"local\"}}"),
                400,
                "unknown-game");
        assertError(client.post("/api/games", null, "{\"opponent\":{\"type\":\"local\"}}"), 400, "unknown-game");
        assertError(
                client.post(
                        "/api/games",
                        null,
                        "{\"game\":\"oware\",\"options\":{\"castling\":\"yes\"},"
                                + "\"opponent\":{\"type\":\"local\"}}"),
                400,
                "unknown-option");
        assertError(
                client.post(
                        "/api/games",
                        null,
                        "{\"game\":\"oware\",\"options\":{\"grandSlam\":\"sometimes\"},"
                                + "\"opponent\":{\"type\":\"local\"}}"),
                400,
                "unknown-option");
        assertError(client.post("/api/games", null, "{\"game\":\"oware\"}"), 400, "bad-request");
        assertError(
                client.post("/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"robot\"}}"),
                400,
                "bad-request");
        assertError(
                client.post(
                        "/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":9}}"),
                400,
                "bad-request");
        assertError(
                client.post(
                        "/api/games",
                        null,
                        "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"first\":\"east\"}"),
                400,
                "bad-request");
        assertError(
                client.post(
                        "/api/games",
                        null,
                        "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"xyz\"}"),
                400,
                "bad-position");
        assertError(
                client.post(
                        "/api/games",
                        null,
                        "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}," + "\"clock\":{\"minutes\":0}}"),
                400,
                "bad-request");
        assertError(client.post("/api/games", null, "not json"), 400, "bad-json");
    }

    @Test
    void oversized_bodies_are_refused() {
        String big = "{\"game\":\"oware\",\"pad\":\"" + "x".repeat(Limits.DEFAULT.count(Limits.Name.BODY_BYTES) + 10)
                + "\"}";
        String answer = client.postHeadersOnly("/api/games", big.length());
        assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
        assertTrue(answer.contains("\"too-large\""), answer);
    }

    @Test
    void unknown_api_routes_are_json_404s() {
        assertError(client.get("/api/nothing-here"), 404, "not-found");
        assertError(client.get("/api/games/unknown-id"), 404, "not-found");
        assertError(client.post("/api/catalogue", null, "{}"), 405, "bad-request");
    }

    @Test
    void static_placeholder_is_served() {
        Client.Response r = client.get("/");
        assertEquals(200, r.status());
        assertTrue(r.body().contains("Kete"));
    }

    // ---- computer, hint, undo, resign

    @Test
    void computer_replies_then_undo_takes_back_both_moves() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":3}}");
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        assertError(client.act("/api/games/" + id + "/computer", token, 1, null), 409, "conflict");
        assertEquals(
                200,
                client.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"")
                        .status());
        Client.Response r = client.act("/api/games/" + id + "/computer", token, 2, null);
        assertEquals(200, r.status(), r.body());
        JsonNode applied = r.json().get("applied").get(0);
        assertEquals("north", applied.get("by").asText());
        assertEquals(2, r.json().get("game").get("moves").size());
        assertError(client.act("/api/games/" + id + "/computer", null, 3, null), 403, "forbidden");

        Client.Response u = client.act("/api/games/" + id + "/undo", token, 3, null);
        assertEquals(200, u.status(), u.body());
        assertEquals(2, u.json().get("undone").asInt());
        assertEquals(0, u.json().get("game").get("moves").size());
        assertEquals(4, u.json().get("game").get("version").asInt());
        assertError(client.act("/api/games/" + id + "/undo", token, 4, null), 409, "conflict");
    }

    @Test
    void a_finished_position_cannot_start_a_game() {
        // Every pit empty: South, to move, has no move, so the game is over.
        String over = "0-0-0-0-0-0-0-0-0-0-0-0-25-23-S";
        int finished = client.get("/api/games?status=finished&limit=200")
                .json()
                .get("games")
                .size();
        JsonNode shared =
                client.get("/api/position?game=oware&position=" + over).json();
        assertEquals("south", shared.get("outcome").get("winner").asText(), shared.toString());
        for (String opponent : List.of("local", "computer", "online")) {
            Client.Response r = client.post(
                    "/api/games",
                    null,
                    "{\"game\":\"oware\",\"opponent\":{\"type\":\"" + opponent + "\"},\"position\":\"" + over + "\"}");
            assertError(r, 400, "bad-position");
            assertEquals("position-over", r.json().get("key").asText(), r.body());
            assertTrue(r.json().get("message").asText().contains("finished"), r.body());
        }
        // Nothing was stored: no finished game with 0 moves appears among the finished games.
        assertEquals(
                finished,
                client.get("/api/games?status=finished&limit=200")
                        .json()
                        .get("games")
                        .size());
    }

    @Test
    void refusals_a_page_shows_name_their_case_for_translation() {
        Client.Response missing = client.get("/api/games/doesnotexist");
        assertError(missing, 404, "not-found");
        assertEquals("no-game", missing.json().get("key").asText());
        assertEquals("doesnotexist", missing.json().get("params").get("id").asText());
        Client.Response bad = client.post(
                "/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"xyz\"}");
        assertEquals("position-unreadable", bad.json().get("key").asText(), bad.body());
        assertFalse(bad.json().get("params").get("detail").asText().isBlank(), bad.body());
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}}");
        Client.Response undo = client.act(
                "/api/games/" + c.get("game").get("id").asText() + "/undo",
                c.get("token").asText(),
                1,
                null);
        assertError(undo, 409, "conflict");
        assertEquals("no-move-to-take-back", undo.json().get("key").asText(), undo.body());
        // A wrong field of a request is named with the field, so that a page words it in its language.
        JsonNode range = client.get("/api/games?limit=0").json();
        assertEquals("field-range", range.get("key").asText(), range.toString());
        assertEquals("limit", range.get("params").get("field").asText());
    }

    @Test
    void the_view_names_who_made_each_move() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"first\":\"north\"}");
        String id = c.get("game").get("id").asText();
        JsonNode g = c.get("game");
        for (int i = 0; i < 3; i++) {
            g = client.act(
                            "/api/games/" + id + "/moves",
                            c.get("token").asText(),
                            g.get("version").asInt(),
                            "\"code\":" + g.get("legalMoves").get(0).get("code").asInt())
                    .json()
                    .get("game");
        }
        assertEquals(List.of("north", "south", "north"), texts(g.get("movers")));
        JsonNode kenyan = client.create("{\"game\":\"bao-kenyan-children\",\"opponent\":{\"type\":\"local\"}}");
        JsonNode k = kenyan.get("game");
        String kid = k.get("id").asText();
        // Play until some player moves twice in a row (an extra turn), as the view must then say.
        for (int i = 0; i < 40 && k.get("status").asText().equals("active"); i++) {
            JsonNode legal = k.get("legalMoves");
            k = client.act(
                            "/api/games/" + kid + "/moves",
                            kenyan.get("token").asText(),
                            k.get("version").asInt(),
                            "\"code\":"
                                    + legal.get(i % legal.size()).get("code").asInt())
                    .json()
                    .get("game");
        }
        List<String> movers = texts(k.get("movers"));
        assertEquals(k.get("moves").size(), movers.size());
        boolean twice = false;
        for (int i = 1; i < movers.size(); i++) twice |= movers.get(i).equals(movers.get(i - 1));
        assertTrue(twice, "an extra turn shows as two moves by one player: " + movers);
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void hint_gives_the_strongest_levels_move_with_its_score() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        Client.Response r =
                client.get("/api/games/" + id + "/hint?ms=200", c.get("token").asText());
        assertEquals(200, r.status(), r.body());
        JsonNode h = r.json();
        assertEquals(6, h.get("level").asInt());
        assertTrue(h.get("depth").asInt() >= 1);
        assertFalse(h.get("move").asText().isBlank());
        assertNotNull(h.get("scoreText").asText());
        // Structured for the page to word: the side it is for, and the score from South's view.
        assertEquals("south", h.get("side").asText());
        assertEquals(h.get("score").asInt(), h.get("southScore").asInt());
        assertError(client.get("/api/games/" + id + "/hint?ms=1"), 403, "forbidden");
        assertError(client.get("/api/games/" + id + "/hint?ms=1", c.get("token").asText()), 400, "bad-request");
        assertError(
                client.get("/api/games/" + id + "/hint?ms=abc", c.get("token").asText()), 400, "bad-request");
    }

    @Test
    void resign_ends_the_game_and_further_moves_are_refused() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        assertError(client.act("/api/games/" + id + "/resign", token, 1, null), 400, "bad-request");
        Client.Response r = client.act("/api/games/" + id + "/resign", token, 1, "\"seat\":\"north\"");
        assertEquals(200, r.status(), r.body());
        JsonNode outcome = r.json().get("game").get("outcome");
        assertEquals("south", outcome.get("winner").asText());
        assertEquals("resignation", outcome.get("reason").asText());
        assertEquals("1-0", outcome.get("result").asText());
        assertEquals("finished", r.json().get("game").get("status").asText());
        assertError(client.act("/api/games/" + id + "/moves", token, 2, "\"move\":\"C\""), 409, "game-over");
        assertError(client.act("/api/games/" + id + "/undo", token, 2, null), 409, "game-over");
        JsonNode list = client.get("/api/games?status=finished").json().get("games");
        boolean found = false;
        for (JsonNode g : list) found |= g.get("id").asText().equals(id);
        assertTrue(found, "the resigned game is in the finished list");
        assertError(client.get("/api/games?status=paused"), 400, "bad-request");
        assertError(client.get("/api/games?status=waiting"), 400, "bad-request");
        assertError(client.get("/api/games?limit=0"), 400, "bad-request");
        assertError(client.get("/api/games?game=chess"), 400, "unknown-game");
    }

    @Test
    void offers_are_for_online_games() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        assertError(
                client.act("/api/games/" + id + "/draw/offer", c.get("token").asText(), 1, null), 409, "conflict");
    }

    // ---- records and positions

    @Test
    void a_game_record_downloads_and_uploads_back_to_the_same_moves() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        List<String> played = new ArrayList<>();
        for (int v = 1; v <= 6; v++) {
            JsonNode g = client.get("/api/games/" + id).json();
            String m = g.get("legalMoves").get(0).get("notation").asText();
            played.add(m);
            assertEquals(
                    200,
                    client.act("/api/games/" + id + "/moves", token, v, "\"move\":\"" + m + "\"")
                            .status());
        }
        Client.Response rec = client.get("/api/games/" + id + "/record");
        assertEquals(200, rec.status());
        assertTrue(
                rec.raw().headers().firstValue("Content-Disposition").orElse("").contains("attachment"));
        assertTrue(rec.body().contains("[Game \"oware\"]"), rec.body());

        Client.Response up = client.post("/api/records", null, rec.body(), "text/plain");
        assertEquals(201, up.status(), up.body());
        JsonNode g = up.json().get("game");
        assertEquals(
                played.toString().replace(" ", ""), g.get("moves").toString().replace("\"", ""));
        assertEquals("both", up.json().get("seat").asText());
        assertError(client.post("/api/records", null, "[Game \"chess\"]\n\n1. e4 *", "text/plain"), 400, "bad-record");
    }

    @Test
    void positions_of_a_game_and_share_links() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        client.act("/api/games/" + id + "/moves", c.get("token").asText(), 1, "\"move\":\"F\"");
        JsonNode p0 = client.get("/api/games/" + id + "/positions/0").json();
        assertEquals(4, p0.get("position").get("pits").get(5).asInt());
        JsonNode p1 = client.get("/api/games/" + id + "/positions/1").json();
        assertEquals(0, p1.get("position").get("pits").get(5).asInt());
        assertEquals("north", p1.get("position").get("toMove").asText());
        assertError(client.get("/api/games/" + id + "/positions/2"), 404, "not-found");
        assertError(client.get("/api/games/" + id + "/positions/x"), 400, "bad-request");
        // ?then=: a line played on from a ply (the review page's better line): F then f from the start.
        JsonNode line =
                client.get("/api/games/" + id + "/positions/0?then=F%20f").json();
        assertEquals(0, line.get("position").get("pits").get(5).asInt());
        assertEquals(0, line.get("position").get("pits").get(11).asInt());
        assertEquals("south", line.get("position").get("toMove").asText());
        assertEquals(0, line.get("ply").asInt());
        assertEquals(
                p1.get("position"),
                client.get("/api/games/" + id + "/positions/0?then=F").json().get("position"));
        assertError(client.get("/api/games/" + id + "/positions/1?then=F"), 422, "illegal-move");
        assertError(client.get("/api/games/" + id + "/positions/0?then=" + "F%20f%20".repeat(17)), 400, "bad-request");

        String share = p1.get("share").asText();
        assertTrue(share.startsWith("/position?"), share);
        JsonNode shared = client.get("/api" + share).json();
        assertEquals(p1.get("position"), shared.get("position"));
        assertError(client.get("/api/position?game=oware&position=garbage"), 400, "bad-position");
        assertError(client.get("/api/position?game=nope"), 400, "unknown-game");

        // A game can start from a shared position.
        String text = p1.get("position").get("text").asText();
        JsonNode fromShare = client.create(
                "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":" + Client.quote(text) + "}");
        assertEquals(p1.get("position"), fromShare.get("game").get("position"));
    }
}
