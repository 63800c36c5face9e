package org.kete.engine.bao;

import org.junit.jupiter.api.Test;
import org.kete.engine.GoldenPlaythrough;

class BaoGoldenTest {
    @Test
    void kujifunza_seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Bao.KUJIFUNZA.create(), 20261130L, "bao-la-kujifunza");
    }
}
