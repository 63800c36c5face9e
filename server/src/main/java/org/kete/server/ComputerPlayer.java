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
    private final EndgameTables tables;

    ComputerPlayer(int threads) {
        this(threads, EndgameTables.NONE);
    }

    /** With endgame tables: the strongest level (and so the hint) scores the positions they hold exactly. */
    ComputerPlayer(int threads, EndgameTables tables) {
        this.tables = tables;
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
            return level.searcher(seed, tables.forGame(game))
                    .search(game.searchState(position), level.limits(() -> System.nanoTime() > deadline));
        });
        return await(f, millis);
    }

    /** The strongest search for a hint, bounded by {@code millis}. */
    SearchResult strongest(Game game, Position position, long millis) {
        return search(game, position, Levels.of(Levels.all().size()), 0, millis);
    }

    EndgameTables tables() {
        return tables;
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
        // A line into the endgame tables: the final seed difference at its end is known.
        if (AlphaBeta.isTablebaseScore(score)) return "table: " + resultText(AlphaBeta.tablebaseSeedDifference(score));
        return (score > 0 ? "+" : "") + score;
    }

    /** A final seed difference as a result: "win by 3", "draw", "loss by 2". */
    static String resultText(int difference) {
        if (difference == 0) return "draw";
        return (difference > 0 ? "win by " : "loss by ") + Math.abs(difference);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
