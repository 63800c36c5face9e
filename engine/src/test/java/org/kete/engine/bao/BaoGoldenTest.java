package org.kete.engine.bao;

import org.junit.jupiter.api.Test;
import org.kete.engine.GoldenPlaythrough;

class BaoGoldenTest {
    @Test
    void kujifunza_seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Bao.KUJIFUNZA.create(), 20261130L, "bao-la-kujifunza");
    }

    @Test
    void kiswahili_seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Bao.KISWAHILI.create(), 20261130L, "bao-la-kiswahili");
    }

    @Test
    void kiswahili_bga_profile_seeded_random_game_matches_the_golden_transcript() {
        GoldenPlaythrough.check(Bao.KISWAHILI.create(KiswahiliBgaContractTest.BGA), 7L, "bao-la-kiswahili-bga");
    }
}
