package org.kete.engine.kenyan;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameContract;

/** The shared contract under the default rules and under the non-default options. */
class LapsBaoContractTest implements GameContract {
    @Override
    public Game game() {
        return LapsBao.TYPE.create();
    }

    @Test
    void every_trace_replays_to_the_position_after_it() {
        ChildrensBaoContractTest.checkTraces(this);
    }

    @Nested
    class WithSplitCyclesAndNoMajorityEnd implements GameContract {
        @Override
        public Game game() {
            return LapsBao.TYPE.create("cycleRule=split majorityEnds=false");
        }

        @Test
        void every_trace_replays_to_the_position_after_it() {
            ChildrensBaoContractTest.checkTraces(this);
        }
    }
}
