package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.kete.server.config.SearchCapacity;

/**
 * Computer moves, hints and analyses have separate, bounded capacity (SearchCapacity): a flood of hints and
 * analyses is refused beyond capacity with 503 busy at once, and never delays a computer move. The server runs
 * with the default capacity, as kete serve does.
 */
class SearchCapacityTest extends ServerTestBase {

    /** Counts the answers as they arrive: their order, never how long they took. */
    private static final AtomicLong ORDER = new AtomicLong();

    /** An answer and its place in the order the answers arrived ({@link #ORDER}). */
    private record Timed(Client.Response response, long at) {}

    /** The request once {@code go} opens; {@code answered} counts down when its answer has come. */
    private static Callable<Timed> timed(
            CountDownLatch go, CountDownLatch answered, Callable<Client.Response> request) {
        return () -> {
            go.await();
            Client.Response r = request.call();
            Timed t = new Timed(r, ORDER.incrementAndGet());
            answered.countDown();
            return t;
        };
    }

    /**
     * A middle-game position, far from the opening book (which answers the strongest level, and so the hint,
     * at once without searching) and from the endgame tables: every request here has to search.
     */
    private static final String MIDDLE_GAME = "5-0-6-2-3-7-1-4-0-3-2-5-6-4-";

    private JsonNode computerGame(int level) {
        return client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":" + level
                + "},\"seat\":\"south\",\"position\":\"" + MIDDLE_GAME + "N\"}");
    }

    /** Asks for the computer's move; returns its answer's place in the order of the answers. */
    private long computerMove(JsonNode game) {
        String id = game.get("game").get("id").asText();
        Client.Response r =
                client.act("/api/games/" + id + "/computer", game.get("token").asText(), 1, null);
        long at = ORDER.incrementAndGet();
        assertEquals(200, r.status(), r.body());
        assertEquals("north", r.json().get("applied").get(0).get("by").asText());
        return at;
    }

    @Test
    void a_computer_move_is_answered_in_time_while_fifty_hints_and_analyses_arrive() throws Exception {
        SearchCapacity capacity = SearchCapacity.DEFAULT;
        JsonNode local = client.create(
                "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"" + MIDDLE_GAME + "S\"}");
        String hintPath = "/api/games/" + local.get("game").get("id").asText() + "/hint?ms=5000";
        String token = local.get("token").asText();
        JsonNode weak = computerGame(1);
        JsonNode strongest = computerGame(6);

        ExecutorService pool = Executors.newFixedThreadPool(50);
        CountDownLatch go = new CountDownLatch(1);
        // 1. Everything beyond capacity is refused at once: 46 answers while the accepted searches still run.
        int refusals = 50 - capacity.hints() - capacity.analyses();
        CountDownLatch answered = new CountDownLatch(refusals);
        List<Future<Timed>> hints = new ArrayList<>();
        List<Future<Timed>> analyses = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            hints.add(pool.submit(timed(go, answered, () -> client.get(hintPath, token))));
            // Each analysis its own time, so that none is answered from the analysis cache.
            String body = "{\"game\":\"oware\",\"ms\":" + (3000 - i) + "}";
            analyses.add(pool.submit(timed(go, answered, () -> client.post("/api/analysis", null, body))));
        }
        go.countDown();
        assertTrue(answered.await(30, TimeUnit.SECONDS), "the refusals came");

        // 2. A computer move now, at the lowest level and at the strongest (which thinks its whole budget,
        // Clocks.COMPUTER_MOVE_MILLIS, 2 s): each is answered while the accepted hints (5 s each) still search, so
        // neither waited for the hints or the analyses (3 s each) to end.
        long weakAt = computerMove(weak);
        long strongestAt = computerMove(strongest);

        // 3. Exactly the capacity was searched; every other request was refused with 503 busy and Retry-After,
        // and every refusal came before any accepted search ended: none was queued behind them.
        long lastRefusal = Long.MIN_VALUE;
        long firstAnswer = Long.MAX_VALUE;
        long firstHint = Long.MAX_VALUE;
        int[] ok = new int[2];
        for (int kind = 0; kind < 2; kind++) {
            for (Future<Timed> f : kind == 0 ? hints : analyses) {
                Timed t = f.get(30, TimeUnit.SECONDS);
                if (t.response().status() == 200) {
                    ok[kind]++;
                    firstAnswer = Math.min(firstAnswer, t.at());
                    if (kind == 0) firstHint = Math.min(firstHint, t.at());
                } else {
                    assertError(t.response(), 503, "busy");
                    assertEquals(
                            "1",
                            t.response()
                                    .raw()
                                    .headers()
                                    .firstValue("Retry-After")
                                    .orElse(null));
                    lastRefusal = Math.max(lastRefusal, t.at());
                }
            }
        }
        pool.shutdown();
        assertEquals(capacity.hints(), ok[0], "hints searched");
        assertEquals(capacity.analyses(), ok[1], "analyses searched");
        assertTrue(lastRefusal < firstAnswer, "a refusal waited for an accepted search to end");
        assertTrue(weakAt < firstHint, "the level 1 move waited for an accepted search to end");
        assertTrue(strongestAt < firstHint, "the level 6 move waited for an accepted search to end");
        assertEquals(0, server.computer().hintsSearching());
        assertEquals(0, server.analyst().analysesSearching());
    }

    @Test
    void computer_moves_beyond_their_threads_and_queue_are_refused_with_busy() throws Exception {
        KeteServer small =
                KeteServer.start(TestServers.h2(dir.resolve("small")).withCapacity(new SearchCapacity(1, 0, 0, 0)));
        try {
            Client c = new Client(small.port());
            List<JsonNode> games = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                games.add(c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":6},"
                        + "\"first\":\"north\",\"seat\":\"south\"}"));
            }
            ExecutorService pool = Executors.newFixedThreadPool(2);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Timed>> moves = new ArrayList<>();
            for (JsonNode g : games) {
                String path = "/api/games/" + g.get("game").get("id").asText() + "/computer";
                moves.add(pool.submit(timed(
                        go,
                        new CountDownLatch(1),
                        () -> c.act(path, g.get("token").asText(), 1, null))));
            }
            go.countDown();
            int ok = 0;
            for (Future<Timed> f : moves) {
                Client.Response r = f.get(30, TimeUnit.SECONDS).response();
                if (r.status() == 200) ok++;
                else assertError(r, 503, "busy");
            }
            pool.shutdown();
            assertEquals(1, ok, "one thread, no queue: one move searched, the other refused");

            // No hint or analysis places at all: refused at once, the game untouched.
            JsonNode local = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
            String id = local.get("game").get("id").asText();
            assertError(
                    c.get(
                            "/api/games/" + id + "/hint?ms=200",
                            local.get("token").asText()),
                    503,
                    "busy");
            assertError(c.post("/api/analysis", null, "{\"game\":\"oware\",\"ms\":200}"), 503, "busy");
            assertEquals(1, c.get("/api/games/" + id).json().get("version").asInt());
        } finally {
            small.stop();
        }
    }
}
