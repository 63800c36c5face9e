package org.kete.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.kete.server.common.Daemons;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The watched games due to be brought up to date from the database (see {@link Live}): a game is queued once
 * however many notifications come, and {@link #THREADS} threads read them, first due first, up to {@link #BATCH}
 * games a read.
 */
final class Refreshes {
    private static final Logger LOG = LoggerFactory.getLogger(Refreshes.class);

    /** Games brought up to date with one read of the database at most. */
    static final int BATCH = 64;

    /** Threads that bring watched games up to date from the database, each a batch at a time. */
    private static final int THREADS = 2;

    /** Games due for a refresh from the database. */
    private final Set<String> due = ConcurrentHashMap.newKeySet();

    /** The due games in the order they became due: the first due is the first read. */
    private final Queue<String> dueOrder = new ConcurrentLinkedQueue<>();

    /** Refreshing tasks running or submitted, at most {@link #THREADS}. */
    private final AtomicInteger refreshing = new AtomicInteger();

    private final ExecutorService workers = Executors.newFixedThreadPool(THREADS, Daemons.named("kete-live-refresh"));
    /** Whether a game still has listeners here (a game without is not read). */
    private final Predicate<String> watched;

    private volatile Consumer<List<String>> refresher;
    private volatile boolean closed;

    Refreshes(Predicate<String> watched) {
        this.watched = watched;
    }

    /** How to bring watched games up to date from the database ({@link Changes#poll}). */
    void with(Consumer<List<String>> refresh) {
        this.refresher = refresh;
    }

    /** Queues the game for a refresh. */
    void soon(String gameId) {
        if (closed || !due.add(gameId)) return;
        dueOrder.add(gameId);
        start();
    }

    /** Runs {@code task} on a refreshing thread (work that must leave the thread that asks for it). */
    void execute(Runnable task) {
        try {
            workers.execute(task);
        } catch (RejectedExecutionException e) {
            // closed
        }
    }

    /** Starts a refreshing task unless {@link #THREADS} are at work already (they take what is queued). */
    private void start() {
        for (int n = refreshing.get(); n < THREADS; n = refreshing.get()) {
            if (!refreshing.compareAndSet(n, n + 1)) continue;
            try {
                workers.execute(this::refreshDue);
            } catch (RejectedExecutionException e) {
                refreshing.decrementAndGet(); // closed
            }
            return;
        }
    }

    /**
     * Brings the due games up to date, first due first, up to {@link #BATCH} with one read of the database, until
     * none is left. Measured with two servers on PostgreSQL at 250 moves/s: a notification reaches the other
     * server 15-50 ms after the write, but with one read a game the two refreshing threads, each waiting for a
     * pooled connection per game, kept the changed games queued 0.3-1.4 s; batches read in the order of a hash
     * set (an earlier try) could leave a game behind newer ones.
     */
    private void refreshDue() {
        try {
            for (List<String> batch = takeDue(); !batch.isEmpty(); batch = takeDue()) now(batch);
        } finally {
            refreshing.decrementAndGet();
        }
        // A game queued after the last look, while this task still counted, started no task of its own.
        if (!dueOrder.isEmpty() && !closed) start();
    }

    /**
     * The next due games, in order. Each leaves the due set before its row is read, so a change announced after
     * that makes it due again.
     */
    private List<String> takeDue() {
        List<String> batch = new ArrayList<>();
        for (String id = dueOrder.poll(); id != null; id = dueOrder.poll()) {
            due.remove(id);
            if (watched.test(id)) batch.add(id);
            if (batch.size() == BATCH) break;
        }
        return batch;
    }

    /** Brings these games up to date now, on the calling thread. */
    void now(List<String> gameIds) {
        Consumer<List<String>> refresh = refresher;
        if (refresh == null) return;
        try {
            refresh.accept(gameIds);
        } catch (RuntimeException e) {
            LOG.warn("bringing the listeners of {} game(s) up to date failed: {}", gameIds.size(), e.toString());
        }
    }

    void close() {
        closed = true;
        workers.shutdownNow();
    }
}
