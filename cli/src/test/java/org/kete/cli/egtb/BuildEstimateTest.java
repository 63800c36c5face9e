package org.kete.cli.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The speed and time-left arithmetic of kete egtb build, on made-up times: nothing sleeps. */
class BuildEstimateTest {
    private static final long S = 1_000_000_000L;
    /** The smallest count that is a measure: about a million positions. */
    private static final long U = BuildEstimate.MIN_TIMED_POSITIONS;

    private static long at(double seconds) {
        return Math.round(seconds * S);
    }

    private static double left(BuildEstimate e, double fraction, double seconds) {
        return e.secondsLeft(fraction, at(seconds)).orElseThrow();
    }

    @Test
    void there_is_no_estimate_until_a_count_large_and_long_enough_to_time_has_finished() {
        BuildEstimate e = new BuildEstimate(new long[] {1000, U, U, 2 * U});
        e.layerStarted(0, at(0));
        assertFalse(e.secondsLeft(0.5, at(1)).isPresent());
        // A thousand positions in 2 s: a small count's cost says little about the large ones.
        e.layerFinished(at(2));
        assertFalse(e.secondsLeft(0, at(2)).isPresent());
        // A million in 0.1 s: too quick to time.
        e.layerStarted(1, at(2));
        e.layerFinished(at(2.1));
        assertFalse(e.secondsLeft(0, at(2.1)).isPresent());
        e.layerStarted(2, at(2.1));
        e.layerFinished(at(4.1));
        // A million in 2 s: the two million left at the same cost.
        assertEquals(4.0, left(e, 0, 4.1), 1e-9);
    }

    @Test
    void the_positions_left_are_charged_at_the_last_cost_grown_as_measured() {
        BuildEstimate e = new BuildEstimate(new long[] {U, 2 * U, 4 * U, 8 * U});
        e.layerStarted(0, at(0));
        e.layerFinished(at(1)); // 1 s a million positions
        assertEquals(14.0, left(e, 0, 1), 1e-9); // 2 + 4 + 8 million at that cost, no growth known yet
        e.layerStarted(1, at(1));
        // Halfway through its charged 2 s: 1.5 s of it left, then the later counts.
        assertEquals(1.5 + 4 + 8, left(e, 0.3, 1.5), 1e-9);
        e.layerFinished(at(3.4)); // 2 million in 2.4 s: the cost grew by 1.2
        assertEquals(1.2, e.growth(), 1e-9);
        // 4 million at 1.2 x 1.2 s a million and 8 at 1.2 x 1.2 x 1.2: the bigger counts cost more a position.
        assertEquals(4 * 1.44 + 8 * 1.728, left(e, 0, 3.4), 1e-9);
    }

    @Test
    void the_growth_is_bounded_and_never_a_shrink() {
        BuildEstimate e = new BuildEstimate(new long[] {U, U, U, U});
        e.layerStarted(0, at(0));
        e.layerFinished(at(1));
        e.layerStarted(1, at(1));
        e.layerFinished(at(4)); // three times the cost: noise, bounded
        assertEquals(BuildEstimate.MAX_GROWTH, e.growth(), 1e-9);
        e.layerStarted(2, at(4));
        e.layerFinished(at(5)); // cheaper again (a warm compiler): the cost does not fall in the estimate
        assertEquals(1.0, e.growth(), 1e-9);
        assertEquals(1.0, left(e, 0, 5), 1e-9);
    }

    @Test
    void a_count_that_overruns_its_charge_slows_the_counts_after_it_and_ends_with_its_pass() {
        BuildEstimate e = new BuildEstimate(new long[] {U, U, 2 * U});
        e.layerStarted(0, at(0));
        e.layerFinished(at(1));
        e.layerStarted(1, at(1)); // charged 1 s
        e.passStarted(at(1));
        e.passFinished(at(2));
        e.passStarted(at(2));
        // At 4 s it has taken three times its charge: its own rest is the rest of its pass (half done in 2 s,
        // so 2 s more), and count 2 is charged three times its 2 s.
        assertEquals(2 + 6, left(e, 0.5, 4), 1e-9);
        // Before any of a pass is done, the previous pass's time stands for it: 2 s, less the 0.5 s gone.
        e.passFinished(at(4));
        e.passStarted(at(4));
        assertEquals(1.5 + 2 * 3.5, left(e, 0, 4.5), 1e-9);
    }

    @Test
    void the_time_left_is_never_negative_at_the_end() {
        BuildEstimate e = new BuildEstimate(new long[] {U, U});
        e.layerStarted(0, at(0));
        e.layerFinished(at(1));
        e.layerStarted(1, at(1));
        e.passStarted(at(50));
        // Long past its charge, the last pass done: nothing is left, not less than nothing.
        assertEquals(0.0, left(e, 1.0, 60), 1e-9);
        assertEquals(0.0, left(e, 0, 60), 1e-9);
        e.layerFinished(at(61));
        assertEquals(0.0, left(e, 0, 61), 1e-9);
    }

    @Test
    void a_finished_counts_speed_is_its_positions_over_its_whole_time() {
        BuildEstimate e = new BuildEstimate(new long[] {U});
        e.layerStarted(0, at(10));
        e.passStarted(at(10));
        e.passFinished(at(12));
        e.passStarted(at(12));
        assertEquals(2.5, e.layerSeconds(at(12.5)), 1e-9);
        assertEquals(1_000_000.0, BuildEstimate.layerSpeed(2_000_000, 2.0).orElseThrow(), 1e-6);
        // Too quick to time: no speed rather than a number made of the clock's noise.
        assertFalse(BuildEstimate.layerSpeed(12, 0.001).isPresent());
        assertTrue(BuildEstimate.layerSpeed(100_000, BuildEstimate.MIN_TIMED_SECONDS)
                .isPresent());
    }
}
