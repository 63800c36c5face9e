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

    @Test
    void a_sweep_still_has_a_finite_lower_bound() {
        // Wilson interval of 30 wins in 30: the score is above 0.886 with 95% confidence, +357 Elo.
        double[] i = new Elo(30, 0, 0).interval();
        assertEquals(357, i[0], 2);
        assertEquals(Double.POSITIVE_INFINITY, i[1]);
        assertEquals("+357 .. +inf", new Elo(30, 0, 0).describeInterval());
        double[] d = new Elo(0, 10, 0).interval();
        assertTrue(d[0] < 0 && d[1] > 0, "ten draws show no difference");
    }

    @Test
    void the_interval_matches_the_error_margin_when_both_are_finite() {
        Elo e = new Elo(59, 7, 34);
        double[] i = e.interval();
        assertEquals(e.errorMargin(), (i[1] - i[0]) / 2, 1e-9);
        assertTrue(i[0] > 0, "59-7-34 in 100 games is a clear win");
        assertTrue(new Elo(55, 0, 45).interval()[0] < 0, "55-45 is not");
    }
}
