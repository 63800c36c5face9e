package org.kete.cli.protocol;

import java.util.concurrent.CountDownLatch;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.engine.Game;
import org.kete.engine.Position;

/**
 * {@code go}, {@code stop}, {@code ponderhit} and {@code wait}: searches run on a worker thread so that
 * {@code stop}, {@code isready} and {@code quit} are heard while thinking. Any other command waits for a running
 * search to finish ({@link #awaitIdle}); a {@code go infinite} or {@code go ponder} search must be stopped first.
 * Only the reading thread starts, stops and joins the worker.
 */
final class SearchControl {
    private final Replies replies;
    private final EngineOptions options;

    private Thread worker;
    private Control control;

    SearchControl(Replies replies, EngineOptions options) {
        this.replies = replies;
        this.options = options;
    }

    /** {@code go ...} in {@code current} of {@code game}; {@code go} alone thinks for the default movetime. */
    void go(String[] t, Game game, Position current) {
        Go go = Go.parse(t);
        if (current.isOver()) {
            replies.send("bestmove 0000");
            return;
        }
        long movetime = TimeManager.movetime(go, current.toMove());
        int depth = go.depth();
        long nodes = go.nodes();
        Levels.Level weaker = options.weakerLevel();
        if (weaker != null) {
            depth = Math.min(depth, weaker.depth());
            nodes = Math.min(nodes, weaker.nodes());
        }
        Searcher search = options.searcher(game, TimeManager.isFixed(go, movetime));
        start(search, game, current, depth, nodes, movetime, go.infinite(), go.ponder());
    }

    /** Starts the search on the worker thread; {@code movetime} -1 searches until stopped or the limits. */
    private void start(
            Searcher search,
            Game g,
            Position root,
            int depth,
            long nodes,
            long movetime,
            boolean goInfinite,
            boolean ponder) {
        long started = System.nanoTime();
        Control c = new Control(goInfinite || ponder, ponder, goInfinite ? -1 : movetime);
        if (!ponder && !goInfinite && movetime >= 0) c.setDeadline(started, movetime);
        SearchLimits limits = new SearchLimits(depth, nodes, c::shouldStop);
        control = c;
        worker = new Thread(
                () -> {
                    String best = "bestmove 0000";
                    try {
                        SearchResult r = search.search(
                                g.searchState(root),
                                limits,
                                (d, score, n, pv) ->
                                        replies.send(SearchReport.info(g, root, d, score, n, pv, started)));
                        best = SearchReport.bestMove(g, root, r);
                    } catch (RuntimeException e) {
                        replies.send("error search failed: " + e);
                    }
                    // UCI: after go infinite (or while pondering) the best move waits for stop (or ponderhit),
                    // even when the search itself has ended.
                    c.awaitRelease();
                    replies.send(best);
                },
                "kete-search");
        worker.setDaemon(true);
        worker.start();
    }

    /** {@code ponderhit}: the opponent played the expected move; the ponder search now runs on the clock. */
    void ponderHit() {
        if (worker == null || !control.pondering()) {
            throw new Refused("ponderhit needs a running go ponder search");
        }
        control.hit();
    }

    /** {@code stop} and {@code quit}: the running search, if any, stops and prints its best move. */
    void stop() {
        finish(true);
    }

    /**
     * The end of input: a finite search finishes and prints its best move; go infinite and go ponder, which only
     * stop could end, are stopped.
     */
    void finishAtEnd() {
        finish(control != null && control.waitsForStop());
    }

    /**
     * Commands that need the engine idle wait for a finite search (and Aalina's {@code wait} does only that); go
     * infinite or ponder must be stopped.
     */
    void awaitIdle() {
        if (worker == null) return;
        if (control.waitsForStop()) {
            throw new Refused("a search is running (go infinite or go ponder); send stop first");
        }
        finish(false);
    }

    /** Waits for a running search; with {@code stopIt} it is told to stop first. Its bestmove gets printed. */
    private void finish(boolean stopIt) {
        if (worker == null) return;
        if (stopIt) control.stop();
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        worker = null;
        control = null;
    }

    /**
     * How one search ends: by {@code stop} or {@code quit}, by its deadline, and (for go infinite and go
     * ponder) with its best move held back until {@code stop} or {@code ponderhit} releases it.
     */
    private static final class Control {
        private final CountDownLatch stopped = new CountDownLatch(1);
        private final CountDownLatch released;
        private final boolean ponder;
        /** For go ponder: the time to think once ponderhit arrives (-1: until stop). */
        private final long ponderMovetime;

        private volatile boolean timed;
        private volatile long deadline;

        Control(boolean waitsForStop, boolean ponder, long ponderMovetime) {
            this.released = new CountDownLatch(waitsForStop ? 1 : 0);
            this.ponder = ponder;
            this.ponderMovetime = ponderMovetime;
        }

        void setDeadline(long from, long movetime) {
            deadline = from + movetime * 1_000_000L;
            timed = true;
        }

        boolean shouldStop() {
            return stopped.getCount() == 0 || (timed && System.nanoTime() - deadline >= 0);
        }

        boolean waitsForStop() {
            return released.getCount() > 0;
        }

        boolean pondering() {
            return ponder && waitsForStop();
        }

        void stop() {
            stopped.countDown();
            released.countDown();
        }

        void hit() {
            if (ponderMovetime >= 0) setDeadline(System.nanoTime(), ponderMovetime);
            released.countDown();
        }

        void awaitRelease() {
            while (true) {
                try {
                    released.await();
                    return;
                } catch (InterruptedException e) {
                    // The protocol thread never interrupts the worker; keep waiting for stop.
                }
            }
        }
    }
}
