package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;
import org.kete.server.review.Reviews;

/**
 * Reviews on two servers over one database: each review is computed by one server only, whichever server was
 * asked, and its end reaches the listeners of the other; a review whose server died (its lease lapsed) is taken
 * up by another. On H2 (two servers in this JVM) and on PostgreSQL.
 */
class CrossServerReviewTest {
    @TempDir
    Path dir;

    @Test
    void on_h2() throws InterruptedException {
        run(TestServers.h2(dir));
    }

    @Test
    @EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
    void on_postgresql() throws InterruptedException {
        try {
            run(TestServers.postgres(dir));
        } finally {
            TestServers.wipePostgres();
        }
    }

    /** The quick reviewer, counting its runs per game. */
    private static Reviews.Runner counted(Map<String, AtomicInteger> runs, AtomicInteger all) {
        Reviews.Runner quick = ReviewGames.quick();
        return (game, start, moves, tables, progress, stop) -> {
            all.incrementAndGet();
            runs.computeIfAbsent(start.text() + " " + moves, k -> new AtomicInteger())
                    .incrementAndGet();
            return quick.review(game, start, moves, tables, progress, stop);
        };
    }

    private void run(ServerConfig config) throws InterruptedException {
        TestClock time = new TestClock();
        time.freeze();
        Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
        AtomicInteger all = new AtomicInteger();
        KeteServer a = KeteServer.start(config, time, counted(runs, all));
        KeteServer b = KeteServer.start(config, time, counted(runs, all));
        try {
            Client ca = new Client(a.port());
            Client cb = new Client(b.port());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 4; i++) ids.add(ReviewTest.upload(i % 2 == 0 ? ca : cb, 10 + i));
            // Each asked on both servers by its own requester: both servers hear of it, one computes it.
            for (int i = 0; i < ids.size(); i++) {
                String[] who = {"Cookie", "kete_device=cross-server-requester-" + i};
                for (Client c : new Client[] {ca, cb}) {
                    Client.Response r = c.postWith("/api/games/" + ids.get(i) + "/review", "{}", who);
                    assertTrue(r.status() == 202 || r.status() == 200, r.body());
                }
            }
            for (int i = 0; i < ids.size(); i++) {
                // Waited for on the server that did not (necessarily) compute it.
                ReviewTest.checkReview(ReviewTest.awaitDone(i % 2 == 0 ? cb : ca, ids.get(i)), ids.get(i));
            }
            assertEquals(ids.size(), all.get(), "each review computed once: " + runs);
            runs.values().forEach(n -> assertEquals(1, n.get(), runs.toString()));
            for (String id : ids) {
                assertEquals(
                        ca.get("/api/games/" + id + "/review").json(),
                        cb.get("/api/games/" + id + "/review").json());
            }
        } finally {
            a.stop();
            b.stop();
        }
        aReviewWhoseServerDiedIsTakenUp(config, time);
    }

    /**
     * A server claims a review and then goes silent (as one that died: its clock, and so its lease, stands
     * still); another server, whose time is past the lease, takes the review and computes it.
     */
    private void aReviewWhoseServerDiedIsTakenUp(ServerConfig config, TestClock time) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        KeteServer dying = KeteServer.start(config, time, ReviewTest.blocking(started));
        KeteServer other = null;
        try {
            Client c = new Client(dying.port());
            String id = ReviewTest.upload(c, 20);
            assertEquals(202, c.post("/api/games/" + id + "/review", null, "{}").status());
            assertTrue(started.await(10, TimeUnit.SECONDS), "the first server computes it");
            TestClock later = new TestClock();
            later.freeze();
            later.advance(Duration.ofMinutes(5));
            AtomicInteger runs = new AtomicInteger();
            other = KeteServer.start(config, later, ReviewTest.counted(runs));
            Client co = new Client(other.port());
            ReviewTest.checkReview(ReviewTest.awaitDone(co, id), id);
            assertEquals(1, runs.get());
        } finally {
            if (other != null) other.stop();
            dying.stop();
        }
    }
}
