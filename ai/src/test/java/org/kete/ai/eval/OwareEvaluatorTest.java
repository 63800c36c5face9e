package org.kete.ai.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.ai.Evaluator;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;

class OwareEvaluatorTest {
    private final Game oware = Oware.TYPE.create();

    /** The same position seen from the other side: rows swapped, scores swapped, the other player to move. */
    private Position mirror(Position p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) sb.append(p.seeds((i + 6) % 12)).append('-');
        sb.append(p.score(Player.NORTH))
                .append('-')
                .append(p.score(Player.SOUTH))
                .append('-');
        sb.append(p.toMove().opponent().letter());
        return oware.parsePosition(sb.toString());
    }

    @Test
    void the_evaluation_is_the_same_from_either_side_of_the_board() {
        OwareEvaluator eval = new OwareEvaluator();
        Random rng = new Random(5);
        for (int g = 0; g < 40; g++) {
            Position p = oware.start(Player.SOUTH);
            int plies = rng.nextInt(80);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                List<Move> moves = oware.legalMoves(p);
                p = oware.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
            if (p.isOver()) continue;
            assertEquals(
                    eval.evaluate(oware.searchState(p)),
                    eval.evaluate(oware.searchState(mirror(p))),
                    "mirror of " + p.text());
        }
    }

    @Test
    void material_only_is_the_captured_seed_difference() {
        Position p = oware.parsePosition("2-1-0-3-1-4-3-0-2-1-5-2-12-12-S");
        assertEquals(0, new OwareEvaluator(OwareEvaluator.Weights.MATERIAL_ONLY).evaluate(oware.searchState(p)));
        Position q = oware.parsePosition("2-1-0-3-1-0-4-1-0-0-5-2-17-12-N");
        assertEquals(-500, new OwareEvaluator(OwareEvaluator.Weights.MATERIAL_ONLY).evaluate(oware.searchState(q)));
        assertEquals(-500, Evaluator.MATERIAL.evaluate(oware.searchState(q)));
    }

    @Test
    void a_capture_threat_counts_for_the_side_to_move() {
        // O2's position: South can capture 5 at once with F; North has no capture ready.
        Position p = oware.parsePosition("2-1-0-3-1-4-3-0-2-1-5-2-12-12-S");
        OwareEvaluator.Weights threatOnly = new OwareEvaluator.Weights(100, 10, 0, 0, 0, 0, 0);
        assertEquals(50, new OwareEvaluator(threatOnly).evaluate(oware.searchState(p)));
        OwareEvaluator.Weights riskOnly = new OwareEvaluator.Weights(100, 0, 10, 0, 0, 0, 0);
        // North's f (2 seeds) would sow into A and B, making 3 and 2: a capture of 5 South must reckon with.
        assertEquals(-50, new OwareEvaluator(riskOnly).evaluate(oware.searchState(p)));
    }

    @Test
    void the_best_capture_worked_out_without_sowing_is_the_one_a_sowing_gives() {
        Random rng = new Random(2026_12_02L);
        int[] board = new int[12];
        int captures = 0;
        for (int k = 0; k < 200_000; k++) {
            // Mostly small pits, where captures happen, and now and then one that laps the board once or twice.
            for (int i = 0; i < 12; i++) board[i] = rng.nextInt(8) == 0 ? rng.nextInt(30) : rng.nextInt(4);
            for (int p = 0; p < 2; p++) {
                int expected = bestCaptureBySowing(board, p);
                assertEquals(expected, OwareEvaluator.bestCapture(board, p), () -> java.util.Arrays.toString(board));
                if (expected > 0) captures++;
            }
        }
        assertTrue(captures > 50_000, "the boards must hold captures: " + captures);
    }

    @Test
    void reach_counts_the_seeds_a_sowing_drops_in_the_other_row() {
        for (int pit = 0; pit < 12; pit++) {
            for (int n = 0; n <= 48; n++) {
                // Sow n seeds from this pit on an empty board, the origin skipped, and count the other row.
                int[] b = new int[12];
                int i = pit;
                for (int left = n; left > 0; ) {
                    i = (i + 1) % 12;
                    if (i == pit) continue;
                    b[i]++;
                    left--;
                }
                int other = 0;
                for (int j = 0; j < 6; j++) other += b[(pit < 6 ? 6 : 0) + j];
                assertEquals(other, OwareEvaluator.reach(n, pit % 6), "pit " + pit + ", " + n + " seeds");
            }
        }
    }

    @Test
    void tempo_and_reach_terms_count_for_each_side() {
        // South: A 1 (stays), E 1 (stays), F 3 (all three cross): tempo 2, reach 3. North: a 12 (5 stay, 6 cross,
        // the last in North's row again), f 1 (crosses): tempo 0, reach 7.
        Position p = oware.parsePosition("1-0-0-0-1-3-12-0-0-0-0-1-16-14-S");
        OwareEvaluator tempoOnly = new OwareEvaluator(new OwareEvaluator.Weights(0, 0, 0, 0, 0, 0, 0, 10, 0));
        assertEquals(20, tempoOnly.evaluate(oware.searchState(p)));
        OwareEvaluator reachOnly = new OwareEvaluator(new OwareEvaluator.Weights(0, 0, 0, 0, 0, 0, 0, 0, 10));
        assertEquals(30 - 70, reachOnly.evaluate(oware.searchState(p)));
    }

    /** The reference: sow on a copy of the board (the origin skipped), then count the capture backwards. */
    private static int bestCaptureBySowing(int[] board, int p) {
        int best = 0;
        int oppFirst = 6 - p * 6;
        for (int h = p * 6; h < p * 6 + 6; h++) {
            int n = board[h];
            if (n == 0) continue;
            int[] b = board.clone();
            b[h] = 0;
            int i = h;
            while (n > 0) {
                i = (i + 1) % 12;
                if (i == h) continue;
                b[i]++;
                n--;
            }
            if (i < oppFirst || i >= oppFirst + 6) continue;
            int total = 0;
            for (int j = i; j >= oppFirst && (b[j] == 2 || b[j] == 3); j--) total += b[j];
            int row = 0;
            for (int j = oppFirst; j < oppFirst + 6; j++) row += b[j];
            if (total < row) best = Math.max(best, total); // taking the whole row is a grand slam: nothing
        }
        return best;
    }
}
