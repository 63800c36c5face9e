package org.kete.engine.kenyan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameContract;
import org.kete.engine.Move;
import org.kete.engine.Position;

/** The shared contract under the default rules and under both non-default options, plus §5.3's invariants. */
class ChildrensBaoContractTest implements GameContract {
    @Override
    public Game game() {
        return ChildrensBao.TYPE.create();
    }

    @Test
    void every_trace_replays_to_the_position_after_it() {
        checkTraces(this);
    }

    @Test
    void the_origin_is_empty_after_every_move() {
        for (int g = 0; g < randomGames(); g++) {
            Line line = randomLine(7000 + g);
            for (int i = 0; i < line.moves().size(); i++) {
                Position after = line.positions().get(i + 1);
                // A game that ended by an empty row may have collected the origin's row anyway; 0 either way.
                assertEquals(
                        0,
                        after.seeds(line.moves().get(i).code()),
                        "origin after " + line.moves().get(i));
            }
        }
    }

    static void checkTraces(GameContract contract) {
        Game game = contract.game();
        for (int g = 0; g < contract.randomGames(); g++) {
            GameContract.Line line = contract.randomLine(8000 + g);
            List<Position> ps = line.positions();
            List<Move> moves = line.moves();
            for (int i = 0; i < moves.size(); i++) {
                var t = game.apply(ps.get(i), moves.get(i));
                assertTrue(t.after().equals(ps.get(i + 1)));
                TraceReplay.check(t);
            }
        }
    }

    @Nested
    class WithBothStoresAndTheSowingSeedCaptured implements GameContract {
        @Override
        public Game game() {
            return ChildrensBao.TYPE.create("sowOpponentStore=true captureSowingSeed=true");
        }

        @Test
        void every_trace_replays_to_the_position_after_it() {
            checkTraces(this);
        }
    }

    @Nested
    class WithALowThresholdAndNorthFirst implements GameContract {
        @Override
        public Game game() {
            return ChildrensBao.TYPE.create("winThreshold=20 firstPlayer=north");
        }
    }
}
