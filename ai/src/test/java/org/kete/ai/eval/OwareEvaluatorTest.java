package org.kete.ai.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
