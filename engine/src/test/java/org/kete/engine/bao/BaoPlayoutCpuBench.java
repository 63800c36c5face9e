package org.kete.engine.bao;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.SearchState;

/**
 * Fixed-work Bao la Kiswahili playouts (or Bao la Kujifunza, with {@code kujifunza}) timed by this thread's
 * CPU time (best of 5), for comparing changes on a shared machine; prints a checksum of the games played so
 * that a change that alters any result shows. Run from the engine module after
 * {@code mvn -B -q test-compile -pl engine}:
 *
 * <pre>java -cp target/classes:target/test-classes org.kete.engine.bao.BaoPlayoutCpuBench [games [kujifunza]]</pre>
 */
public final class BaoPlayoutCpuBench {
    private BaoPlayoutCpuBench() {}

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        boolean kujifunza = args.length > 1 && args[1].equals("kujifunza");
        Game g = (kujifunza ? Bao.KUJIFUNZA : Bao.KISWAHILI).create();
        SearchState s = g.searchState(g.start(Player.SOUTH));
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        run(s, g.maxGameLength(), games / 2); // JIT warm-up
        long best = Long.MAX_VALUE;
        long check = 0;
        for (int round = 0; round < 5; round++) {
            long t0 = mx.getCurrentThreadCpuTime();
            check = run(s, g.maxGameLength(), games);
            best = Math.min(best, mx.getCurrentThreadCpuTime() - t0);
        }
        System.out.printf(
                "%,d playouts (%.1f plies each): best CPU %.3f s = %,.0f playouts/s; checksum %016x%n",
                games, plies / (double) games, best / 1e9, games / (best / 1e9), check);
    }

    static long plies;

    /** Seeded playouts drawn as kete bench draws them; the checksum mixes every move, length and end. */
    static long run(SearchState s, int limit, int games) {
        SplittableRandom rng = new SplittableRandom(7);
        int[] moves = new int[SearchState.MAX_MOVES];
        long check = 0;
        plies = 0;
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
        return check;
    }
}
