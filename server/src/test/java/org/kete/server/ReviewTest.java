package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.SearchCapacity;
import org.kete.server.config.ServerConfig;
import org.kete.server.review.Reviews;

/**
 * The computer's review of a finished game (docs/api.md, Review): refused while the game is played, computed
 * once in the background and stored, kept across a restart, taken up again after a stop, bounded per requester
 * and by the queue, and asked for with an uploaded record. On H2; PostgresReviewTest runs it on PostgreSQL.
 */
class ReviewTest {
    @TempDir
    Path dir;

    final TestClock time = new TestClock();

    static final Set<String> CLASSES = Set.of("best", "good", "inaccuracy", "mistake", "blunder", "only-move");

    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    /** The quick reviewer, counting its runs. */
    static Reviews.Runner counted(AtomicInteger runs) {
        Reviews.Runner quick = ReviewGames.quick();
        return (game, start, moves, tables, progress, stop) -> {
            runs.incrementAndGet();
            return quick.review(game, start, moves, tables, progress, stop);
        };
    }

    /** A reviewer that starts, says so, and waits until it is stopped (the server stops). */
    static Reviews.Runner blocking(CountDownLatch started) {
        return (game, start, moves, tables, progress, stop) -> {
            started.countDown();
            while (!stop.getAsBoolean()) LockSupport.parkNanos(1_000_000);
            throw new CancellationException("stopped");
        };
    }

    static String upload(Client c, long seed) {
        Client.Response r = c.post("/api/records", null, ReviewGames.finishedRecord(seed), "text/plain");
        assertEquals(201, r.status(), r.body());
        assertEquals("finished", r.json().get("game").get("status").asText(), r.body());
        return r.json().get("game").get("id").asText();
    }

    /** The finished review of game {@code id}, waited for on the game's channel. */
    static JsonNode awaitDone(Client c, String id) {
        Client.Listener l = c.listen(id);
        l.next();
        JsonNode now = c.get("/api/games/" + id + "/review").json();
        while (!now.get("status").asText().equals("done")) {
            JsonNode m = l.next();
            if (!m.path("type").asText().equals("review")) continue;
            assertTrue(Set.of("running", "done").contains(m.get("status").asText()), m.toString());
            if (m.get("status").asText().equals("done")) {
                assertFalse(m.has("done"), "the end carries no counts: " + m);
                now = c.get("/api/games/" + id + "/review").json();
            } else {
                assertTrue(m.get("done").asInt() <= m.get("total").asInt(), m.toString());
            }
        }
        l.socket.abort();
        return now;
    }

    static void checkReview(JsonNode v, String id) {
        assertEquals(id, v.get("game").asText());
        assertEquals("done", v.get("status").asText());
        JsonNode review = v.get("review");
        JsonNode plies = review.get("plies");
        assertTrue(plies.size() > 0, v.toString());
        assertEquals(v.get("progress").get("total").asInt(), plies.size() + 1);
        assertEquals(plies.size() + 1, review.get("graph").size());
        int judged = 0;
        for (int i = 0; i < plies.size(); i++) {
            JsonNode p = plies.get(i);
            assertEquals(i, p.get("ply").asInt());
            assertTrue(CLASSES.contains(p.get("class").asText()), p.toString());
            if (!p.get("class").asText().equals("only-move")) judged++;
            assertTrue(Math.abs(p.get("before").get("chance").asDouble()) <= 1, p.toString());
            assertFalse(p.get("best").asText().isEmpty(), p.toString());
        }
        JsonNode south = review.get("players").get("south");
        JsonNode north = review.get("players").get("north");
        assertEquals(judged, south.get("judged").asInt() + north.get("judged").asInt());
        for (JsonNode player : new JsonNode[] {south, north}) {
            if (player.get("judged").asInt() > 0) {
                double a = player.get("accuracy").asDouble();
                assertTrue(a >= 0 && a <= 100, player.toString());
            }
        }
    }

    @Test
    void a_game_in_play_is_refused_and_nothing_of_it_shown() {
        KeteServer server = KeteServer.start(config(dir), time, counted(new AtomicInteger()));
        try {
            Client c = new Client(server.port());
            String id = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}")
                    .get("game")
                    .get("id")
                    .asText();
            for (Client.Response r : new Client.Response[] {
                c.post("/api/games/" + id + "/review", null, "{}"), c.get("/api/games/" + id + "/review")
            }) {
                assertEquals(409, r.status(), r.body());
                assertEquals("game-in-play", r.json().get("error").asText());
                assertEquals("game-in-play", r.json().get("key").asText());
                assertFalse(r.json().has("review"));
                assertFalse(r.json().has("progress"));
            }
            assertEquals(404, c.get("/api/games/nosuchgame/review").status());
        } finally {
            server.stop();
        }
    }

    @Test
    void a_finished_games_review_is_computed_once_stored_and_kept_across_a_restart() {
        AtomicInteger runs = new AtomicInteger();
        ServerConfig config = config(dir);
        KeteServer server = KeteServer.start(config, time, counted(runs));
        String id;
        JsonNode done;
        try {
            Client c = new Client(server.port());
            id = upload(c, 1);
            JsonNode none = c.get("/api/games/" + id + "/review").json();
            assertEquals("none", none.get("status").asText());
            assertFalse(none.has("review"));
            Client.Listener l = c.listen(id);
            l.next();
            Client.Response asked = c.post("/api/games/" + id + "/review", null, "");
            assertEquals(202, asked.status(), asked.body());
            assertEquals("queued", asked.json().get("status").asText());
            assertFalse(asked.json().has("review"));
            JsonNode live = l.next();
            while (!live.path("type").asText().equals("review")) live = l.next();
            assertEquals("running", live.get("status").asText(), live.toString());
            done = awaitDone(c, id);
            checkReview(done, id);
            // Asked again, by this requester or another: the stored review, not computed again.
            Client.Response again = c.post("/api/games/" + id + "/review", null, "{}");
            assertEquals(200, again.status(), again.body());
            assertEquals(done, again.json());
            Client.Response other = c.postWith(
                    "/api/games/" + id + "/review", "{}", "Cookie", "kete_device=another-device-000000000000");
            assertEquals(200, other.status(), other.body());
            assertEquals(1, runs.get());
        } finally {
            server.stop();
        }
        AtomicInteger later = new AtomicInteger();
        KeteServer restarted = KeteServer.start(config, time, counted(later));
        try {
            Client c = new Client(restarted.port());
            Client.Response kept = c.get("/api/games/" + id + "/review");
            assertEquals(200, kept.status());
            assertEquals(done, kept.json());
            assertEquals(200, c.post("/api/games/" + id + "/review", null, "{}").status());
            assertEquals(0, later.get());
        } finally {
            restarted.stop();
        }
    }

    @Test
    void a_review_interrupted_by_a_stop_is_taken_up_after_the_restart() throws InterruptedException {
        ServerConfig config = config(dir);
        CountDownLatch started = new CountDownLatch(1);
        KeteServer server = KeteServer.start(config, time, blocking(started));
        String id;
        try {
            Client c = new Client(server.port());
            id = upload(c, 2);
            assertEquals(202, c.post("/api/games/" + id + "/review", null, "{}").status());
            assertTrue(started.await(10, TimeUnit.SECONDS), "the review started");
            assertEquals(
                    "running",
                    c.get("/api/games/" + id + "/review").json().get("status").asText());
        } finally {
            server.stop();
        }
        AtomicInteger runs = new AtomicInteger();
        KeteServer restarted = KeteServer.start(config, time, counted(runs));
        try {
            Client c = new Client(restarted.port());
            checkReview(awaitDone(c, id), id);
            assertEquals(1, runs.get());
        } finally {
            restarted.stop();
        }
    }

    @Test
    void one_review_at_a_time_per_requester_and_a_bounded_queue() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        ServerConfig config = config(dir).withCapacity(SearchCapacity.DEFAULT.withReviews(1, 1));
        KeteServer server = KeteServer.start(config, time, blocking(started));
        try {
            Client c = new Client(server.port());
            String a = upload(c, 3);
            String b = upload(c, 4);
            String d = upload(c, 5);
            String[] me = {"Cookie", "kete_device=requester-one-0000000000"};
            String[] you = {"Cookie", "kete_device=requester-two-0000000000"};
            String[] them = {"Cookie", "kete_device=requester-three-00000000"};
            assertEquals(
                    202, c.postWith("/api/games/" + a + "/review", "{}", me).status());
            assertTrue(started.await(10, TimeUnit.SECONDS), "the first review is running");
            // The same requester, another game: refused while its first is running.
            Client.Response busy = c.postWith("/api/games/" + b + "/review", "{}", me);
            assertEquals(503, busy.status(), busy.body());
            assertEquals("busy", busy.json().get("error").asText());
            assertEquals("review-busy", busy.json().get("key").asText());
            assertEquals("30", busy.raw().headers().firstValue("Retry-After").orElse(null));
            // Another requester: queued (the queue holds one).
            Client.Response queued = c.postWith("/api/games/" + b + "/review", "{}", you);
            assertEquals(202, queued.status(), queued.body());
            assertEquals("queued", queued.json().get("status").asText());
            // A third: the queue is full.
            Client.Response full = c.postWith("/api/games/" + d + "/review", "{}", them);
            assertEquals(503, full.status(), full.body());
            assertEquals("review-queue-full", full.json().get("key").asText());
            assertEquals("30", full.raw().headers().firstValue("Retry-After").orElse(null));
            // A review already queued or running costs nothing, whoever asks.
            assertEquals(
                    202, c.postWith("/api/games/" + a + "/review", "{}", them).status());
            assertEquals(
                    202, c.postWith("/api/games/" + b + "/review", "{}", them).status());
            assertEquals(
                    "none",
                    c.get("/api/games/" + d + "/review").json().get("status").asText());
        } finally {
            server.stop();
        }
    }

    @Test
    void an_uploaded_record_is_stored_and_reviewed() {
        KeteServer server = KeteServer.start(config(dir), time, counted(new AtomicInteger()));
        try {
            Client c = new Client(server.port());
            Client.Response r = c.post("/api/records/review", null, ReviewGames.finishedRecord(6), "text/plain");
            assertTrue(r.status() == 202 || r.status() == 200, r.body());
            JsonNode v = r.json();
            String id = v.get("game").get("id").asText();
            assertEquals("finished", v.get("game").get("status").asText());
            assertEquals("both", v.get("seat").asText());
            assertNotNull(v.get("token"));
            assertTrue(
                    Set.of("queued", "running", "done").contains(v.get("status").asText()), v.toString());
            checkReview(awaitDone(c, id), id);

            // A record whose game has not ended is refused, and no game is stored.
            Client.Response unfinished =
                    c.post("/api/records/review", null, "[Game \"oware\"]\n[Result \"*\"]\n\n1. C f *\n", "text/plain");
            assertEquals(400, unfinished.status(), unfinished.body());
            assertEquals("unfinished-record", unfinished.json().get("error").asText());
            assertEquals("unfinished-record", unfinished.json().get("key").asText());
        } finally {
            server.stop();
        }
    }

    @Test
    void a_resigned_games_record_has_its_result_and_can_be_reviewed() {
        KeteServer server = KeteServer.start(config(dir), time, counted(new AtomicInteger()));
        try {
            Client c = new Client(server.port());
            JsonNode created = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"first\":\"south\"}");
            String id = created.get("game").get("id").asText();
            String token = created.get("token").asText();
            assertEquals(
                    200,
                    c.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"")
                            .status());
            assertEquals(
                    200,
                    c.act("/api/games/" + id + "/moves", token, 2, "\"move\":\"f\"")
                            .status());
            Client.Response resigned = c.act("/api/games/" + id + "/resign", token, 3, "\"seat\":\"south\"");
            assertEquals(200, resigned.status(), resigned.body());
            String record = c.get("/api/games/" + id + "/record").body();
            assertTrue(record.contains("[Result \"0-1\"]"), record);
            assertTrue(record.contains("[Termination \"North wins: South resigned\"]"), record);
            assertTrue(record.strip().endsWith("0-1"), record);

            Client.Response r = c.post("/api/records/review", null, record, "text/plain");
            assertTrue(r.status() == 202 || r.status() == 200, r.body());
            String copy = r.json().get("game").get("id").asText();
            assertEquals("finished", r.json().get("game").get("status").asText());
            JsonNode done = awaitDone(c, copy);
            checkReview(done, copy);
            assertEquals(2, done.get("review").get("plies").size());
        } finally {
            server.stop();
        }
    }

    @Test
    void a_review_that_fails_says_so_and_is_queued_again_when_asked() {
        AtomicInteger runs = new AtomicInteger();
        Reviews.Runner quick = counted(runs);
        Reviews.Runner firstFails = (game, start, moves, tables, progress, stop) -> {
            if (runs.get() == 0) {
                runs.incrementAndGet();
                throw new IllegalStateException("a review that fails (a test)");
            }
            return quick.review(game, start, moves, tables, progress, stop);
        };
        KeteServer server = KeteServer.start(config(dir), time, firstFails);
        try {
            Client c = new Client(server.port());
            String id = upload(c, 7);
            Client.Listener l = c.listen(id);
            l.next();
            assertEquals(202, c.post("/api/games/" + id + "/review", null, "{}").status());
            JsonNode m = l.next();
            while (!m.path("type").asText().equals("review")
                    || m.get("status").asText().equals("running")) m = l.next();
            assertEquals("failed", m.get("status").asText(), m.toString());
            assertEquals(
                    "failed",
                    c.get("/api/games/" + id + "/review").json().get("status").asText());
            l.socket.abort();
            Client.Response again = c.post("/api/games/" + id + "/review", null, "{}");
            assertEquals(202, again.status(), again.body());
            assertEquals("queued", again.json().get("status").asText());
            checkReview(awaitDone(c, id), id);
            assertEquals(2, runs.get());
        } finally {
            server.stop();
        }
    }

    @Test
    void progress_is_sent_at_most_four_times_a_second() {
        // The games' time stands still: after the start and the first position, nothing more until the end.
        time.freeze();
        KeteServer server = KeteServer.start(config(dir), time, counted(new AtomicInteger()));
        try {
            Client c = new Client(server.port());
            String id = upload(c, 8);
            Client.Listener l = c.listen(id);
            l.next();
            Client.Response asked = c.post("/api/games/" + id + "/review", null, "{}");
            int total = asked.json().get("progress").get("total").asInt();
            assertTrue(total > 4, "a game of several positions: " + total);
            int running = 0;
            JsonNode m = l.next();
            while (!m.path("type").asText().equals("review")
                    || m.get("status").asText().equals("running")) {
                if (m.path("type").asText().equals("review")) running++;
                m = l.next();
            }
            assertEquals("done", m.get("status").asText());
            assertEquals(2, running, "the start (0 of " + total + ") and the first position valued");
        } finally {
            server.stop();
        }
    }
}
