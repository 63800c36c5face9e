package org.kete.server.search;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchResult;
import org.kete.engine.Game;
import org.kete.engine.Position;
import org.kete.server.common.ApiException;
import org.kete.server.config.SearchCapacity;
import org.kete.text.Messages;

/**
 * Runs the computer's moves and the hints, each kind on worker threads of its own (the request thread only
 * waits for the result), so that hints can never hold up a move: {@link SearchCapacity} bounds both. A search
 * is bounded by a deadline that the searcher polls. A computer move's deadline counts from when it was asked
 * for, so one that waited for a thread is still answered within its budget; a hint beyond capacity is refused
 * at once with 503, and hints give way to computer moves while they search ({@link SearchPriority}).
 */
public final class ComputerPlayer implements AutoCloseable {
    private final EndgameTables tables;
    private final SearchCapacity capacity;
    private final SearchPriority priority;
    private final ThreadPoolExecutor moves;
    private final ExecutorService hintPool;
    /** One per hint searching; held until its search has really stopped, not only until its request gave up. */
    private final Semaphore hints;

    /** With endgame tables: the strongest level (and so the hint) scores the positions they hold exactly. */
    public ComputerPlayer(SearchCapacity capacity, EndgameTables tables, SearchPriority priority) {
        this.tables = tables;
        this.capacity = capacity;
        this.priority = priority;
        this.moves = new ThreadPoolExecutor(
                capacity.computerThreads(),
                capacity.computerThreads(),
                0,
                TimeUnit.MILLISECONDS,
                capacity.computerQueue() == 0
                        ? new SynchronousQueue<>()
                        : new ArrayBlockingQueue<>(capacity.computerQueue()),
                daemon("kete-computer"));
        this.hintPool = Executors.newFixedThreadPool(Math.max(1, capacity.hints()), daemon("kete-hint"));
        this.hints = new Semaphore(capacity.hints());
    }

    private static ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /** A move at the given level, answered within about {@code millis} from now (level 6 uses all of it). */
    public SearchResult search(Game game, Position position, Levels.Level level, long seed, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        Future<SearchResult> f;
        try {
            f = moves.submit(() -> {
                priority.moveStarted();
                try {
                    return level.searcher(seed, tables.forGame(game))
                            .search(game.searchState(position), level.limits(() -> System.nanoTime() - deadline > 0));
                } finally {
                    priority.moveEnded();
                }
            });
        } catch (RejectedExecutionException e) {
            throw ApiException.busy(
                    "busy",
                    "the computer is already answering " + (capacity.computerThreads() + capacity.computerQueue())
                            + " moves, as many as this server takes at once; try again in a moment",
                    1);
        }
        return await(f, millis);
    }

    /** The strongest search for a hint, bounded by {@code millis}; 503 busy at once if all hint places are taken. */
    public SearchResult strongest(Game game, Position position, long millis) {
        if (!hints.tryAcquire()) {
            throw ApiException.busy(
                    "busy",
                    capacity.hints() == 0
                            ? "this server gives no hints from a search (kete serve --hints 0)"
                            : "the server is already searching " + capacity.hints()
                                    + " hints, as many as it allows at once; try again in a moment",
                    1);
        }
        long deadline = System.nanoTime() + millis * 1_000_000L;
        Levels.Level strongest = Levels.of(Levels.all().size());
        Future<SearchResult> f;
        try {
            f = hintPool.submit(() -> {
                priority.backgroundStarted();
                try {
                    return strongest
                            .searcher(0, tables.forGame(game))
                            .search(
                                    game.searchState(position),
                                    strongest.limits(() -> priority.stopBackground(deadline)));
                } finally {
                    priority.backgroundEnded();
                    hints.release();
                }
            });
        } catch (RejectedExecutionException e) {
            hints.release();
            throw ApiException.busy("busy", "the server is shutting down", 1);
        }
        return await(f, millis);
    }

    /** Hints searching now (for tests and the capacity's description). */
    public int hintsSearching() {
        return capacity.hints() - hints.availablePermits();
    }

    public EndgameTables tables() {
        return tables;
    }

    private static SearchResult await(Future<SearchResult> f, long millis) {
        try {
            // The search stops itself at the deadline; the margin covers finishing its current iteration.
            return f.get(millis + 10_000, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw ApiException.busy("busy", "the computer took too long to answer; try again", 1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while searching", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the search failed", e.getCause());
        }
    }

    public static String scoreText(int score) {
        return scoreText(score, Messages.english());
    }

    /** A search score in words, from the mover's view: "win in 7", "table: loss by 2", "+300" (docs/api.md). */
    public static String scoreText(int score, Messages words) {
        int toEnd = AlphaBeta.pliesToEnd(score);
        if (toEnd >= 0) return words.text(score > 0 ? "score.winIn" : "score.lossIn", "n", toEnd);
        // A line into the endgame tables: the final seed difference at its end is known.
        if (AlphaBeta.isTablebaseScore(score))
            return words.text("score.table", "result", resultText(AlphaBeta.tablebaseSeedDifference(score), words));
        return (score > 0 ? "+" : "") + score; // centi-seeds, a figure for tools: the same in every language
    }

    public static String resultText(int difference) {
        return resultText(difference, Messages.english());
    }

    /** A final seed difference as a result: "win by 3", "draw", "loss by 2". */
    public static String resultText(int difference, Messages words) {
        if (difference == 0) return words.text("score.draw");
        return words.text(difference > 0 ? "score.winBy" : "score.lossBy", "n", Math.abs(difference));
    }

    @Override
    public void close() {
        moves.shutdownNow();
        hintPool.shutdownNow();
    }
}
