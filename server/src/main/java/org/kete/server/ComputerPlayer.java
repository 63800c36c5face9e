package org.kete.server;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchResult;
import org.kete.engine.Game;
import org.kete.engine.Position;

/**
 * Runs searches on a small pool of worker threads (the machine's cores are shared with the request threads),
 * each bounded by a deadline that the searcher polls; the request thread only waits for the result.
 */
final class ComputerPlayer implements AutoCloseable {
    private final ExecutorService pool;

    ComputerPlayer(int threads) {
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "kete-search");
            t.setDaemon(true);
            return t;
        });
    }

    /** A move at the given level, searching at most {@code millis} (level 6 uses all of it). */
    SearchResult search(Game game, Position position, Levels.Level level, long seed, long millis) {
        Future<SearchResult> f = pool.submit(() -> {
            long deadline = System.nanoTime() + millis * 1_000_000L;
            return level.searcher(seed)
                    .search(game.searchState(position), level.limits(() -> System.nanoTime() > deadline));
        });
        return await(f, millis);
    }

    /** The strongest search for a hint, bounded by {@code millis}. */
    SearchResult strongest(Game game, Position position, long millis) {
        return search(game, position, Levels.of(Levels.all().size()), 0, millis);
    }

    private static SearchResult await(Future<SearchResult> f, long millis) {
        try {
            // The search stops itself at the deadline; the margin covers finishing its current iteration.
            return f.get(millis + 10_000, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new ApiException(503, "busy", "the computer took too long to answer; try again");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while searching", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the search failed", e.getCause());
        }
    }

    static String scoreText(int score) {
        int toEnd = AlphaBeta.pliesToEnd(score);
        if (toEnd >= 0) return (score > 0 ? "win in " : "loss in ") + toEnd;
        return (score > 0 ? "+" : "") + score;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
