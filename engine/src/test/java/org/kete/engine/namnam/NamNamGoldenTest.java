package org.kete.engine.namnam;

import org.junit.jupiter.api.Test;
import org.kete.engine.GoldenPlaythrough;

/** Seeds chosen so that the whole game, several rounds long, stays a reviewable transcript. */
class NamNamGoldenTest {
    @Test
    void seeded_random_game_of_eight_rounds_with_six_choices_matches_the_golden_transcript() {
        GoldenPlaythrough.check(NamNam.TYPE.create(), 12L, "nam-nam");
    }

    @Test
    void seeded_random_game_with_fixed_ownership_matches_the_golden_transcript() {
        GoldenPlaythrough.check(NamNam.TYPE.create("ownershipChoice=fixed"), 24L, "nam-nam-fixed");
    }
}
