package org.kete.engine.oware;

import org.junit.jupiter.api.Test;
import org.kete.engine.GoldenPlaythrough;

class OwareGoldenTest {
    @Test
    void seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Oware.TYPE.create(), 20261130L, "oware");
    }

    @Test
    void seeded_random_game_with_grand_slam_allowed_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Oware.TYPE.create("grandSlam=allowed cycleRule=draw"), 7L, "oware-allowed-draw");
    }
}
