package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Group commit on a real (in-memory H2) database: writes that arrive while a batch is being written share the
 * next transaction, each gets its own result only after the commit, one bad item fails alone, and a storage
 * fault fails the whole batch, of which nothing is stored.
 */
class GroupCommitTest {
    private final String url = "jdbc:h2:mem:group-commit-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
    private final ExecutorService threads = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() throws SQLException {
        threads.shutdownNow();
        try (Connection c = DriverManager.getConnection(url);
                Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        }
    }

    private Connection connection() throws SQLException {
        Connection c = DriverManager.getConnection(url);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS t (k VARCHAR(16) PRIMARY KEY)");
        }
        return c;
    }

    private List<String> stored() throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = connection();
                Statement s = c.createStatement();
                var r = s.executeQuery("SELECT k FROM t ORDER BY k")) {
            while (r.next()) out.add(r.getString(1));
        }
        return out;
    }

    /** Inserts each item's key; the batches it was given are recorded, and the first one can be held. */
    private static final class Inserts implements GroupCommit.Writer<String, String> {
        final List<List<String>> batches = new ArrayList<>();
        final CountDownLatch firstHeld = new CountDownLatch(1);
        final CountDownLatch releaseFirst = new CountDownLatch(1);
        volatile String failing;
        volatile SQLException failure;

        @Override
        public List<String> write(Connection c, List<String> items) throws SQLException {
            synchronized (batches) {
                batches.add(List.copyOf(items));
            }
            if (firstHeld.getCount() > 0) {
                firstHeld.countDown();
                try {
                    releaseFirst.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
            List<String> out = new ArrayList<>();
            for (String k : items) {
                if (k.equals(failing)) throw failure;
                try (var s = c.prepareStatement("INSERT INTO t VALUES (?)")) {
                    s.setString(1, k);
                    s.executeUpdate();
                }
                out.add("stored " + k);
            }
            return out;
        }
    }

    /** Starts a write of {@code key}, and a first one that holds its batch until the others are queued. */
    private Map<String, Future<String>> writeWhileTheFirstIsHeld(
            GroupCommit<String, String> commits, Inserts writer, List<String> keys) throws Exception {
        Map<String, Future<String>> answers = new ConcurrentHashMap<>();
        answers.put("a", threads.submit(() -> commits.write("a", "a")));
        assertTrue(writer.firstHeld.await(10, TimeUnit.SECONDS));
        for (String k : keys) answers.put(k, threads.submit(() -> commits.write(k, k)));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (commits.queued() < keys.size() && System.nanoTime() < until) Thread.sleep(5);
        assertEquals(keys.size(), commits.queued());
        writer.releaseFirst.countDown();
        return answers;
    }

    @Test
    void writes_that_arrive_during_a_commit_share_the_next_transaction() throws Exception {
        Inserts writer = new Inserts();
        GroupCommit<String, String> commits = new GroupCommit<>(this::connection, writer);
        Map<String, Future<String>> answers = writeWhileTheFirstIsHeld(commits, writer, List.of("c", "b"));
        for (String k : List.of("a", "b", "c"))
            assertEquals("stored " + k, answers.get(k).get(10, TimeUnit.SECONDS));
        // The batch in key order (the order in which PostgreSQL locks the rows).
        assertEquals(List.of(List.of("a"), List.of("b", "c")), writer.batches);
        assertArrayEquals(new long[] {2, 3}, commits.counts());
        assertEquals(List.of("a", "b", "c"), stored());
        // Alone, a write is its own batch and waits for nothing.
        assertEquals("stored d", commits.write("d", "d"));
        assertEquals(List.of("d"), writer.batches.get(2));
    }

    @Test
    void an_item_that_fails_fails_alone_and_the_others_of_its_batch_are_stored() throws Exception {
        Inserts writer = new Inserts();
        writer.failing = "bad";
        writer.failure = new SQLException("a bug", "42000");
        GroupCommit<String, String> commits = new GroupCommit<>(this::connection, writer);
        Map<String, Future<String>> answers = writeWhileTheFirstIsHeld(commits, writer, List.of("bad", "b"));
        assertEquals("stored a", answers.get("a").get(10, TimeUnit.SECONDS));
        assertEquals("stored b", answers.get("b").get(10, TimeUnit.SECONDS));
        var e = assertThrows(
                java.util.concurrent.ExecutionException.class,
                () -> answers.get("bad").get(10, TimeUnit.SECONDS));
        assertSame(writer.failure, e.getCause());
        // The batch [b, bad] was rolled back, then each was written alone.
        assertEquals(List.of(List.of("a"), List.of("b", "bad"), List.of("b"), List.of("bad")), writer.batches);
        assertEquals(List.of("a", "b"), stored());
    }

    @Test
    void a_storage_fault_fails_the_whole_batch_and_stores_none_of_it() throws Exception {
        Inserts writer = new Inserts();
        writer.failing = "full";
        writer.failure = new SQLException("No space left on device", "53100");
        GroupCommit<String, String> commits = new GroupCommit<>(this::connection, writer);
        Map<String, Future<String>> answers = writeWhileTheFirstIsHeld(commits, writer, List.of("b", "full"));
        assertEquals("stored a", answers.get("a").get(10, TimeUnit.SECONDS));
        for (String k : List.of("b", "full")) {
            var e = assertThrows(
                    java.util.concurrent.ExecutionException.class,
                    () -> answers.get(k).get(10, TimeUnit.SECONDS));
            assertSame(writer.failure, e.getCause(), k);
        }
        assertEquals(List.of("a"), stored());
    }
}
