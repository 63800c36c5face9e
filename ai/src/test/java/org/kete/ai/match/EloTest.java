package org.kete.ai.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloTest {
    @Test
    void an_even_match_is_zero_elo() {
        Elo e = new Elo(10, 20, 10);
        assertEquals(0.5, e.score());
        assertEquals(0.0, e.difference(), 1e-9);
        assertTrue(e.errorMargin() > 0);
    }

    @Test
    void seventy_five_percent_is_about_191_elo() {
        // -400 log10(1/0.75 - 1) = 400 log10(3) = 190.85
        assertEquals(190.85, new Elo(75, 0, 25).difference(), 0.01);
        assertEquals(-190.85, new Elo(25, 0, 75).difference(), 0.01);
    }

    @Test
    void the_error_margin_shrinks_with_more_games() {
        assertTrue(new Elo(60, 20, 20).errorMargin() < new Elo(6, 2, 2).errorMargin());
    }

    @Test
    void a_sweep_is_infinite_and_says_so() {
        assertEquals("+inf +/- inf", new Elo(10, 0, 0).describe());
        assertEquals("+0.0 +/- 0.0", new Elo(0, 10, 0).describe());
    }
}
