package org.kete.engine.kigogo;

import org.junit.jupiter.api.Test;
import org.kete.engine.GoldenPlaythrough;

class KigogoGoldenTest {
    @Test
    void seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Kigogo.TYPE.create(), 20261130L, "bao-kigogo");
    }
}
