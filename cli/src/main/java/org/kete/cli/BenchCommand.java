package org.kete.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import org.kete.cli.common.GameArgs;
import org.kete.cli.common.GameIds;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.UsageException;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Perft;
import org.kete.engine.Player;
import org.kete.engine.SearchState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code kete bench}: speed of every game's search state. Random playouts (seeded) from the start with make
 * only, on one thread or on several independent threads, then single-thread perft from the start at the first depth that takes a good part of the time
 * budget, counted in bulk ({@code perft}) and with every leaf made and unmade ({@code perftFull}).
 */
@Command(
        name = "bench",
        description = {
            "measure random playouts and perft speed, per game",
            "",
            "For each game (or just ID), under the default rule options:",
            "  playouts/s      random games from the start per second (seeded, make only), on N threads together;"
                    + " best of 3",
            "  plies/playout   their average length",
            "  depth           the perft depth chosen so that one run takes about S seconds",
            "  perft leaves/s  leaves per second, last ply counted in bulk (perft); best of 3",
            "  depth           the same for perftFull",
            "  full leaves/s   leaves per second with every leaf made and unmade (perftFull); best of 3"
        })
final class BenchCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Option(names = "--game", paramLabel = "ID", completionCandidates = GameIds.class, description = "only this game")
    String gameId;

    @Option(
            names = "--seconds",
            paramLabel = "S",
            description = "time for each measurement (default 1, from 0.1 to 60)")
    double seconds = 1.0;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "play the random games on N independent threads (default 1, up to 256); perft always runs"
                    + " on one thread")
    int threads = 1;

    private final PrintStream out;

    BenchCommand(Io io) {
        this.out = io.out();
    }

    @Override
    public Integer call() {
        if (!(seconds >= 0.1 && seconds <= 60)) throw new UsageException("--seconds must be from 0.1 to 60");
        if (threads < 1 || threads > 256) {
            throw new UsageException("--threads must be from 1 to 256, not " + threads);
        }
        List<GameType> types = gameId != null
                ? List.of(GameArgs.game(gameId, List.of(), "bench").type())
                : Games.all();
        out.println(String.format(
                "%-20s %12s %14s %6s %16s %6s %16s",
                "game", "playouts/s", "plies/playout", "depth", "perft leaves/s", "depth", "full leaves/s"));
        for (GameType t : types) {
            Game game = t.create();
            Playouts p = threads == 1 ? playouts(game, seconds) : playouts(game, seconds, threads);
            PerftRun bulk = perftRun(game, seconds, false);
            PerftRun full = perftRun(game, seconds, true);
            out.println(String.format(
                    "%-20s %,12d %14.1f %6d %,16d %6d %,16d",
                    t.id(),
                    (long) (p.count * 1e9 / p.nanos),
                    p.plies / (double) p.count,
                    bulk.depth,
                    (long) (bulk.leaves * 1e9 / bulk.nanos),
                    full.depth,
                    (long) (full.leaves * 1e9 / full.nanos)));
            out.flush();
        }
        return Main.OK;
    }

    private record Playouts(long count, long plies, long nanos) {}

    private record PerftRun(int depth, long leaves, long nanos) {}

    /**
     * Random games from the start on one search state: make to the end, unmake back to the start. After a
     * warm-up, three windows of a third of the time each; the fastest counts.
     */
    static Playouts playouts(Game game, double seconds) {
        SearchState s = game.searchState(game.start(Player.SOUTH));
        SplittableRandom rng = new SplittableRandom(20261130L);
        long window = (long) (seconds * 1e9 / 3);
        playoutWindow(s, rng, window / 2, game.maxGameLength()); // JIT warm-up
        Playouts best = null;
        for (int i = 0; i < 3; i++) {
            Playouts p = playoutWindow(s, rng, window, game.maxGameLength());
            if (best == null || p.count * (double) best.nanos > best.count * (double) p.nanos) best = p;
        }
        return best;
    }

    /**
     * The same on {@code threads} threads, each with its own search state and random generator, started
     * together for each window: the playouts of all threads over the longest thread's time of that window.
     */
    static Playouts playouts(Game game, double seconds, int threads) {
        long window = (long) (seconds * 1e9 / 3);
        Playouts[][] windows = new Playouts[3][threads];
        CyclicBarrier together = new CyclicBarrier(threads);
        Thread[] workers = new Thread[threads];
        RuntimeException[] failure = new RuntimeException[1];
        for (int i = 0; i < threads; i++) {
            int id = i;
            workers[i] = new Thread(() -> {
                try {
                    SearchState s = game.searchState(game.start(Player.SOUTH));
                    SplittableRandom rng = new SplittableRandom(20261130L + id);
                    playoutWindow(s, rng, window / 2, game.maxGameLength()); // JIT warm-up
                    for (int w = 0; w < 3; w++) {
                        together.await();
                        windows[w][id] = playoutWindow(s, rng, window, game.maxGameLength());
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    Thread.currentThread().interrupt();
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    together.reset(); // the other threads stop waiting
                }
            });
            workers[i].start();
        }
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("bench interrupted", e);
            }
        }
        synchronized (failure) {
            if (failure[0] != null) throw failure[0];
        }
        Playouts best = null;
        for (Playouts[] w : windows) {
            long count = 0;
            long plies = 0;
            long nanos = 0;
            for (Playouts p : w) {
                if (p == null) throw new IllegalStateException(game.id() + ": a bench thread did not finish");
                count += p.count;
                plies += p.plies;
                nanos = Math.max(nanos, p.nanos);
            }
            Playouts p = new Playouts(count, plies, nanos);
            if (best == null || p.count * (double) best.nanos > best.count * (double) p.nanos) best = p;
        }
        return best;
    }

    /**
     * As many random playouts as fit in {@code budget} nanoseconds (at least one). The moves are drawn by
     * {@link SearchState#randomLegalMove}, which a game may implement without listing every legal move.
     */
    private static Playouts playoutWindow(SearchState s, SplittableRandom rng, long budget, int limit) {
        int[] moves = new int[SearchState.MAX_MOVES];
        long count = 0;
        long plies = 0;
        long t0 = System.nanoTime();
        long elapsed;
        do {
            int made = 0;
            while (made < limit) {
                int move = s.randomLegalMove(rng, moves);
                if (move < 0) break;
                s.make(move);
                made++;
            }
            plies += made;
            for (int i = 0; i < made; i++) s.unmake();
            count++;
            elapsed = System.nanoTime() - t0;
        } while (elapsed < budget);
        return new Playouts(count, plies, elapsed);
    }

    /**
     * Perft at increasing depths (which also warms up the JIT) until one run takes at least a third of the
     * budget; with branching factors of 4 to 6 that depth takes about the budget. It is then timed three times
     * and the fastest run kept, because other programs on a shared machine only ever slow a run down.
     */
    static PerftRun perftRun(Game game, double seconds, boolean full) {
        long budget = (long) (seconds * 1e9);
        Perft perft = new Perft(game.searchState(game.start(Player.SOUTH)), 64);
        for (int d = 1; ; d++) {
            long t0 = System.nanoTime();
            long n = full ? perft.perftFull(d) : perft.perft(d);
            long nanos = System.nanoTime() - t0;
            if (nanos >= budget / 3 || d == 64 || n == 0) {
                long best = Long.MAX_VALUE;
                for (int i = 0; i < 3; i++) {
                    t0 = System.nanoTime();
                    long again = full ? perft.perftFull(d) : perft.perft(d);
                    best = Math.min(best, Math.max(1, System.nanoTime() - t0));
                    if (again != n) throw new IllegalStateException(game.id() + ": perft is not repeatable");
                }
                return new PerftRun(d, n, best);
            }
        }
    }
}
