package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Perft;
import org.kete.engine.Player;
import org.kete.engine.Position;

/** Perft from the start positions, pinned and cross-checked against naive second implementations. */
class BaoPerftTest {

    static int[][] rings(Position p) {
        int[][] b = new int[2][16];
        for (int i = 0; i < 32; i++) b[i / 16][i % 16] = p.seeds(i);
        return b;
    }

    @Test
    void kujifunza_perft_from_the_start_agrees_with_the_naive_implementation() {
        Game g = Bao.KUJIFUNZA.create();
        Position start = g.start(Player.SOUTH);
        long[] expected = KUJIFUNZA_PERFT;
        for (int d = 1; d < expected.length; d++) {
            long fast = new Perft(g.searchState(start), d).perft(d);
            long naive = NaiveKujifunza.perft(rings(start), 0, d);
            assertEquals(naive, fast, "perft " + d + " against the naive implementation");
            if (expected[d] >= 0) assertEquals(expected[d], fast, "perft " + d);
        }
    }

    @Test
    void kujifunza_perft_around_a_never_ending_move_agrees_with_the_naive_implementation() {
        Game g = Bao.KUJIFUNZA.create();
        Position p = BaoTesting.kujifunza(
                g,
                BaoTesting.arr(0, 1, 2, 0, 10, 0, 3, 0, 1, 0, 6, 1, 2, 1, 6, 3),
                BaoTesting.arr(1, 0, 0, 0, 0, 0, 7, 1, 1, 3, 3, 3, 3, 0, 3, 3),
                Player.SOUTH);
        for (int d = 1; d <= 6; d++) {
            long fast = new Perft(g.searchState(p), d).perft(d);
            long naive = NaiveKujifunza.perft(rings(p), 0, d);
            assertEquals(naive, fast, "perft " + d + " against the naive implementation");
        }
    }

    @Test
    void kujifunza_perft_from_random_game_positions_agrees_with_the_naive_implementation() {
        Game g = Bao.KUJIFUNZA.create();
        java.util.Random rng = new java.util.Random(98);
        for (int game = 0; game < 10; game++) {
            Position p = g.start(Player.SOUTH);
            int ply = 0;
            while (!p.isOver()) {
                if (ply % 4 == 2) {
                    for (int d = 1; d <= 3; d++) {
                        long fast = new Perft(g.searchState(p), d).perft(d);
                        long naive = NaiveKujifunza.perft(rings(p), p.toMove().index(), d);
                        assertEquals(naive, fast, "perft " + d + " of " + p.text());
                    }
                }
                java.util.List<org.kete.engine.Move> moves = g.legalMoves(p);
                p = g.apply(p, moves.get(rng.nextInt(moves.size()))).after();
                ply++;
            }
        }
    }

    static final long[] KUJIFUNZA_PERFT = {1, 16, 108, 500, 1902, 6550, 23442, 84200, 319524};

    static NaiveKiswahili.S naive(Position p) {
        BaoPosition b = (BaoPosition) p;
        NaiveKiswahili.S s = new NaiveKiswahili.S();
        s.b = rings(p);
        s.store = new int[] {p.score(Player.SOUTH), p.score(Player.NORTH)};
        s.owned = new boolean[] {b.owns(Player.SOUTH), b.owns(Player.NORTH)};
        s.side = p.toMove().index();
        s.takasia = b.takasia() < 0 ? -1 : b.takasia() % 16;
        return s;
    }

    @Test
    void kiswahili_perft_from_the_start_agrees_with_the_naive_implementation() {
        Game g = Bao.KISWAHILI.create();
        Position start = g.start(Player.SOUTH);
        long[] expected = KISWAHILI_PERFT;
        for (int d = 1; d < expected.length; d++) {
            long fast = new Perft(g.searchState(start), d).perft(d);
            long naive = NaiveKiswahili.perft(naive(start), d);
            assertEquals(naive, fast, "perft " + d + " against the naive implementation");
            if (expected[d] >= 0) assertEquals(expected[d], fast, "perft " + d);
        }
    }

    @Test
    void kiswahili_perft_in_the_mtaji_stage_with_takasia_agrees_with_the_naive_implementation() {
        Game g = Bao.KISWAHILI.create();
        Position bk8a = BaoTesting.kiswahili(
                g,
                BaoTesting.arr(0, 0, 2, 1, 0, 2, 1, 1, 9, 0, 1, 0, 2, 1, 2, 4),
                BaoTesting.arr(0, 10, 11, 0, 0, 2, 6, 1, 1, 0, 2, 2, 0, 1, 1, 1),
                0,
                0,
                false,
                false,
                "-",
                Player.SOUTH);
        for (int d = 1; d <= 5; d++) {
            long fast = new Perft(g.searchState(bk8a), d).perft(d);
            assertEquals(NaiveKiswahili.perft(naive(bk8a), d), fast, "BK-8a perft " + d);
        }
        // Positions met in seeded random games, from the namua stage into the mtaji stage.
        java.util.Random rng = new java.util.Random(99);
        for (int game = 0; game < 6; game++) {
            Position p = g.start(Player.SOUTH);
            int ply = 0;
            while (!p.isOver() && ply < 60) {
                if (ply % 10 == 5) {
                    for (int d = 1; d <= 3; d++) {
                        long fast = new Perft(g.searchState(p), d).perft(d);
                        assertEquals(NaiveKiswahili.perft(naive(p), d), fast, "perft " + d + " of " + p.text());
                    }
                }
                java.util.List<org.kete.engine.Move> moves = g.legalMoves(p);
                p = g.apply(p, moves.get(rng.nextInt(moves.size()))).after();
                ply++;
            }
        }
    }

    static final long[] KISWAHILI_PERFT = {1, 4, 14, 38, 124, 405, 1430, 5655, 23270, 105596, 493972};
}
