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
        neverEndingGeneration(
                Bao.KUJIFUNZA.create(), "0,1,2,0,10,0,3,0,1,0,6,1,2,1,6,3/1,0,0,0,0,0,7,1,1,3,3,3,3,0,3,3 S");
        neverEndingGeneration(
                Bao.KISWAHILI.create(), "0,0,7,3,4,1,5,1,2,1,4,0,5,1,3,0/0,10,1,0,1,2,0,4,2,1,2,0,1,2,0,1 0-0 -- - N");
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

    /** Move generation where one candidate is never-ending (it is simulated for the full MAX_LAPS laps). */
    static void neverEndingGeneration(Game g, String position) {
        SearchState s = g.searchState(g.parsePosition(position));
        int[] moves = new int[SearchState.MAX_MOVES];
        for (int round = 0; round < 2; round++) {
            long t0 = System.nanoTime();
            int n = 0;
            for (int i = 0; i < 20000; i++) {
                n = s.legalMoves(moves);
                s.make(moves[0]);
                s.unmake(); // invalidates the cached list, so the next call generates again
            }
            double us = (System.nanoTime() - t0) / 1e3 / 20000;
            if (round == 1)
                System.out.printf(
                        "%s: %.1f us per generation (+ make/unmake), %d moves, in %s%n", g.id(), us, n, position);
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
