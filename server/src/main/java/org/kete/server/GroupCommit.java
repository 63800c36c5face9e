package org.kete.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Group commit: the writes of concurrent requests share one transaction and one commit, so that a busy server
 * pays one disk write (H2's chunk, PostgreSQL's WAL flush) for many changes instead of one each. Durability is
 * unchanged: each request waits until the transaction holding its write has committed, and only then goes on
 * to answer.
 *
 * <p>How: a request queues its item and then either leads (if no batch is being written, it takes every item
 * queued, its own among them, up to {@link #MAX_BATCH}, writes and commits them) or waits for the leader to
 * finish and looks again. With one request at a time, the request leads its own batch of one and waits for
 * nothing. The items of a batch are written in the order of their keys (game ids), so two processes writing
 * batches to the same PostgreSQL lock rows in the same order.
 *
 * <p>Failures: a storage fault or a busy database fails every item of the batch with that exception (nothing of
 * it was committed). Any other error (a bug, a deadlock between processes) rolls the batch back, and its items
 * are written again one by one, each in a transaction of its own, so that one bad item fails alone.
 *
 * @param <I> what an item writes
 * @param <R> what the write of an item gives back
 */
final class GroupCommit<I, R> {
    /** Items in one transaction at most. */
    static final int MAX_BATCH = 64;

    /** Writes the items of one batch on {@code c}, inside a transaction the caller commits. */
    interface Writer<I, R> {
        List<R> write(Connection c, List<I> items) throws SQLException;
    }

    /** Gives a connection (from the pool). */
    interface Connections {
        Connection get() throws SQLException;
    }

    private static final class Item<I, R> {
        final I input;
        final String key;
        R result;
        SQLException failure;
        volatile boolean done;

        Item(I input, String key) {
            this.input = input;
            this.key = key;
        }
    }

    private final Connections connections;
    private final Writer<I, R> writer;
    private final ConcurrentLinkedQueue<Item<I, R>> queue = new ConcurrentLinkedQueue<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition finished = lock.newCondition();
    private boolean leading;
    private long batches;
    private long items;

    GroupCommit(Connections connections, Writer<I, R> writer) {
        this.connections = connections;
        this.writer = writer;
    }

    /**
     * Writes {@code input} (whose rows are identified by {@code key}) in a committed transaction and returns its
     * result; throws the SQLException that kept it from being committed.
     */
    R write(I input, String key) throws SQLException {
        Item<I, R> mine = new Item<>(input, key);
        queue.add(mine);
        while (true) {
            lock.lock();
            try {
                while (leading && !mine.done) finished.awaitUninterruptibly();
                if (mine.done) break;
                leading = true;
            } finally {
                lock.unlock();
            }
            List<Item<I, R>> batch = new ArrayList<>();
            try {
                for (Item<I, R> it; batch.size() < MAX_BATCH && (it = queue.poll()) != null; ) batch.add(it);
                run(batch);
            } finally {
                lock.lock();
                try {
                    leading = false;
                    batches++;
                    items += batch.size();
                    finished.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        }
        if (mine.failure != null) throw mine.failure;
        return mine.result;
    }

    /** Items waiting for a batch (for tests). */
    int queued() {
        return queue.size();
    }

    /** Batches committed and items in them, since the start (for the benchmarks' notes and tests). */
    long[] counts() {
        lock.lock();
        try {
            return new long[] {batches, items};
        } finally {
            lock.unlock();
        }
    }

    private void run(List<Item<I, R>> batch) {
        if (batch.isEmpty()) return;
        batch.sort(Comparator.comparing(it -> it.key));
        try {
            commit(batch);
        } catch (SQLException e) {
            if (batch.size() == 1 || Database.isBusy(e) || Database.isStorageFault(e)) {
                for (Item<I, R> it : batch) it.failure = e;
            } else {
                // One item may be at fault: each alone, so that only it fails.
                for (Item<I, R> it : batch) {
                    try {
                        commit(List.of(it));
                    } catch (SQLException alone) {
                        it.failure = alone;
                    }
                }
            }
        } catch (RuntimeException e) {
            for (Item<I, R> it : batch) it.failure = new SQLException("the write failed: " + e, e);
        } finally {
            for (Item<I, R> it : batch) it.done = true;
        }
    }

    /** One transaction for {@code batch}: every result is set only once the commit has returned. */
    private void commit(List<Item<I, R>> batch) throws SQLException {
        List<I> inputs = new ArrayList<>(batch.size());
        for (Item<I, R> it : batch) inputs.add(it.input);
        List<R> results;
        Connection c = connections.get();
        try {
            c.setAutoCommit(false);
            try {
                results = writer.write(c, inputs);
                c.commit();
            } catch (SQLException | RuntimeException e) {
                // After a storage fault the rollback fails too; the first exception is the one that tells why.
                try {
                    c.rollback();
                } catch (SQLException r) {
                    e.addSuppressed(r);
                }
                throw e;
            }
        } finally {
            // Committed or not, a failure to reset or return the connection is the pool's affair: it drops a
            // connection it cannot take back.
            try {
                c.setAutoCommit(true);
                c.close();
            } catch (SQLException | RuntimeException ignored) {
                try {
                    c.close();
                } catch (SQLException | RuntimeException alsoIgnored) {
                    // Nothing more to do.
                }
            }
        }
        for (int i = 0; i < batch.size(); i++) batch.get(i).result = results.get(i);
    }
}
