package org.kete.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;

/**
 * {@code kete bench}'s two measurements of one game, timed by this thread's CPU time instead of the wall clock,
 * for comparing two builds on a shared machine (other programs then slow the wall clock, not the CPU time a
 * run needs; what they still cost through shared caches is why builds are alternated). A fixed number of seeded
 * random playouts from the start, made to the end and unmade, as {@code kete bench} plays them; then perft from
 * the start with every leaf made and unmade ({@code perftFull}) at the first depth with at least {@code leaves}
 * leaves. Each is run once to warm up the JIT, then five times; the fastest counts. The checksum mixes every
 * move, game length, result and hash, so a build that plays other games shows. Run from the engine module after
 * {@code mvn -B -q test-compile -pl engine}, one JVM per game (so that its call sites see one game only):
 *
 * <pre>java -cp target/classes:target/test-classes org.kete.engine.PlayoutCpuBench GAME [playouts [leaves]]</pre>
 */
public final class PlayoutCpuBench {
    private PlayoutCpuBench() {}

    public static void main(String[] args) {
        Game game = Games.byId(args[0]).create();
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        long leaves = args.length > 2 ? Long.parseLong(args[2]) : 2_000_000;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        SearchState s = game.searchState(game.start(Player.SOUTH));
        int[] moves = new int[SearchState.MAX_MOVES];
        long check = playouts(s, game.maxGameLength(), games, moves); // JIT warm-up
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long t0 = mx.getCurrentThreadCpuTime();
            check = playouts(s, game.maxGameLength(), games, moves);
            best = Math.min(best, mx.getCurrentThreadCpuTime() - t0);
        }
        long plies = lastPlies;
        Perft perft = new Perft(game.searchState(game.start(Player.SOUTH)), 64);
        int depth = 1;
        long n;
        while ((n = perft.perftFull(depth)) < leaves && depth < 64 && n > 0) depth++; // also the warm-up
        long bestPerft = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long t0 = mx.getCurrentThreadCpuTime();
            if (perft.perftFull(depth) != n) throw new IllegalStateException("perft is not repeatable");
            bestPerft = Math.min(bestPerft, mx.getCurrentThreadCpuTime() - t0);
        }
        System.out.printf(
                "%s playouts %,d (%.1f plies) %,.0f/CPU-s checksum %016x | perftFull %d: %,d leaves %,.0f/CPU-s%n",
                args[0], games, plies / (double) games, games / (best / 1e9), check, depth, n, n / (bestPerft / 1e9));
    }

    private static long lastPlies;

    /** Seeded playouts drawn as kete bench draws them; the checksum mixes every move, length, end and hash. */
    private static long playouts(SearchState s, int limit, int games, int[] moves) {
        SplittableRandom rng = new SplittableRandom(20261130L);
        long check = 0;
        long plies = 0;
        for (int i = 0; i < games; i++) {
            int made = 0;
            while (made < limit) {
                int move = s.randomLegalMove(rng, moves);
                if (move < 0) break;
                check = check * 31 + move;
                s.make(move);
                made++;
            }
            plies += made;
            check = check * 31 + made * 7L + s.winner() + s.hash();
            for (int j = 0; j < made; j++) s.unmake();
        }
        lastPlies = plies;
        return check;
    }
}
