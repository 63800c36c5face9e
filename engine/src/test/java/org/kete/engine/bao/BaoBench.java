package org.kete.engine.bao;

import java.util.SplittableRandom;
import org.kete.engine.Game;
import org.kete.engine.Perft;
import org.kete.engine.Player;
import org.kete.engine.SearchState;

/**
 * Measures random playouts per second and perft nodes per second for both Bao games (no assertions). Run from
 * the engine module after {@code mvn -B -q test-compile -pl engine}:
 *
 * <pre>java -cp target/classes:target/test-classes org.kete.engine.bao.BaoBench</pre>
 */
public final class BaoBench {
    private BaoBench() {}

    public static void main(String[] args) {
        for (Game g : new Game[] {Bao.KUJIFUNZA.create(), Bao.KISWAHILI.create()}) {
            playouts(g, 2000); // warm-up
            long t0 = System.nanoTime();
            long plies = playouts(g, 20000);
            double secs = (System.nanoTime() - t0) / 1e9;
            System.out.printf(
                    "%s: %,.0f random playouts/s (%,.0f plies/s, %.1f plies a game)%n",
                    g.id(), 20000 / secs, plies / secs, plies / 20000.0);
            int depth = g.id().equals("bao-la-kujifunza") ? 8 : 11;
            new Perft(g.searchState(g.start(Player.SOUTH)), depth).perft(depth - 1); // warm-up
            for (boolean full : new boolean[] {false, true}) {
                Perft p = new Perft(g.searchState(g.start(Player.SOUTH)), depth);
                long t1 = System.nanoTime();
                long nodes = full ? p.perftFull(depth) : p.perft(depth);
                double s = (System.nanoTime() - t1) / 1e9;
                System.out.printf(
                        "%s: perft(%d)%s = %,d in %.2f s: %,.0f nodes/s%n",
                        g.id(), depth, full ? " full" : " bulk", nodes, s, nodes / s);
            }
        }
    }

    static long playouts(Game g, int games) {
        SplittableRandom rng = new SplittableRandom(1);
        int[] moves = new int[SearchState.MAX_MOVES];
        SearchState s = g.searchState(g.start(Player.SOUTH));
        long plies = 0;
        for (int i = 0; i < games; i++) {
            while (true) {
                int n = s.legalMoves(moves);
                if (n == 0) break;
                s.make(moves[rng.nextInt(n)]);
                plies++;
            }
            while (s.ply() > 0) s.unmake();
        }
        return plies;
    }
}
