package org.kete.engine.kigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Perft;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * Perft (leaf counts with make/unmake on the search state) from the start, pinned, and cross-checked against
 * {@link NaiveKigogo}, an independent implementation written from the pseudo-code; also from positions deep in
 * seeded random games and from the rules file's examples, where singletons, captures, wins, repetitions and
 * never-ending moves occur. Depth 5 runs in the normal build (well under a second); depths 6 and 7 (about 0.4 s
 * and 4 s on an idle core, plus 1.5 s for the naive depth 6) are tagged slow.
 */
class KigogoPerftTest {
    private static final Game GAME = Kigogo.TYPE.create();

    /** perft(1..7) from the start position. */
    static final long[] START_PERFT = {23, 499, 7_393, 111_915, 1_363_518, 16_990_220, 182_271_265};

    private static long perft(Position p, int depth) {
        return new Perft(GAME.searchState(p), depth).perft(depth);
    }

    /** The naive implementation's node for a position read from text (its history is itself only). */
    private static NaiveKigogo.Node naive(Position p) {
        int[][] b = new int[2][24];
        for (int pl = 0; pl < 2; pl++) for (int t = 0; t < 24; t++) b[pl][t] = p.seeds(pl * 24 + t);
        int side = p.toMove().index();
        return new NaiveKigogo.Node(b, side, List.of(NaiveKigogo.key(b, side)), p.isOver());
    }

    @Test
    void perft_from_the_start_is_pinned_to_depth_5() {
        for (int d = 1; d <= 5; d++) assertEquals(START_PERFT[d - 1], perft(GAME.start(), d), "perft " + d);
    }

    @Test
    void perft_from_the_start_agrees_with_the_naive_implementation_to_depth_5() {
        for (int d = 1; d <= 5; d++) {
            assertEquals(NaiveKigogo.perft(NaiveKigogo.start(), d), perft(GAME.start(), d), "perft " + d);
        }
    }

    @Test
    void divide_agrees_with_the_naive_implementation_move_by_move() {
        Position start = GAME.start();
        Map<String, Long> divide = Perft.divide(GAME, start, 3);
        NaiveKigogo.Node root = NaiveKigogo.start();
        List<Integer> naiveMoves = NaiveKigogo.legalMoves(root);
        List<String> names = new ArrayList<>();
        for (int h : naiveMoves) names.add(GAME.pitName(h));
        assertEquals(names, new ArrayList<>(divide.keySet()));
        for (int h : naiveMoves) {
            assertEquals(
                    NaiveKigogo.perft(NaiveKigogo.play(root, h), 2),
                    divide.get(GAME.pitName(h)),
                    "below " + GAME.pitName(h));
        }
    }

    @Test
    void perft_agrees_with_the_naive_implementation_along_seeded_random_games() {
        // Positions from every stage of the game: openings, captures, singleton endgames.
        for (int g = 0; g < 10; g++) {
            Random rng = new Random(77 + g);
            Position p = GAME.start(Player.SOUTH);
            int ply = 0;
            while (!p.isOver()) {
                if (ply % 15 == 7) {
                    Position q = GAME.parsePosition(p.text());
                    for (int d = 1; d <= 4; d++) {
                        assertEquals(NaiveKigogo.perft(naive(q), d), perft(q, d), "perft " + d + " of " + q.text());
                    }
                }
                List<Move> moves = GAME.legalMoves(p);
                p = GAME.apply(p, moves.get(rng.nextInt(moves.size()))).after();
                ply++;
            }
        }
    }

    @Test
    void perft_agrees_with_the_naive_implementation_on_the_rules_examples() {
        List<Position> examples = List.of(
                KigogoBoards.position(GAME, KigogoRulesTest.KG5_S, KigogoRulesTest.KG5_N, Player.SOUTH),
                KigogoBoards.position(GAME, KigogoRulesTest.KG7_S, KigogoRulesTest.KG7_N, Player.NORTH),
                KigogoBoards.position(GAME, KigogoRulesTest.KG8_S, KigogoRulesTest.KG8_N, Player.SOUTH));
        for (Position p : examples) {
            for (int d = 1; d <= 4; d++) {
                assertEquals(NaiveKigogo.perft(naive(p), d), perft(p, d), "perft " + d + " of " + p.text());
            }
        }
    }

    @Test
    @Tag("slow")
    void deep_perft_from_the_start_is_pinned_and_agrees_with_the_naive_implementation() {
        assertEquals(START_PERFT[5], NaiveKigogo.perft(NaiveKigogo.start(), 6));
        assertEquals(START_PERFT[5], perft(GAME.start(), 6));
        assertEquals(START_PERFT[6], perft(GAME.start(), 7));
    }
}
