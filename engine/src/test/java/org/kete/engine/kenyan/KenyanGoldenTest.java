package org.kete.engine.kenyan;

import org.junit.jupiter.api.Test;
import org.kete.engine.GoldenPlaythrough;

class KenyanGoldenTest {
    @Test
    void childrens_bao_seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(ChildrensBao.TYPE.create(), 20261130L, "bao-kenyan-children");
    }

    @Test
    void childrens_bao_with_both_stores_matches_the_golden_transcript() {
        GoldenPlaythrough.check(
                ChildrensBao.TYPE.create("sowOpponentStore=true captureSowingSeed=true"),
                11L,
                "bao-kenyan-children-both-stores");
    }

    @Test
    void laps_bao_seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(LapsBao.TYPE.create(), 20261130L, "bao-kenyan-laps");
    }

    @Test
    void laps_bao_with_split_cycles_matches_the_golden_transcript() {
        GoldenPlaythrough.check(LapsBao.TYPE.create("cycleRule=split majorityEnds=false"), 5L, "bao-kenyan-laps-split");
    }
}
