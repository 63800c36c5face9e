package org.kete.cli.egtb;

import java.util.OptionalDouble;

/**
 * The arithmetic of a table build's speed and time left, on times given in nanoseconds (the caller's clock, so
 * that the tests give their own).
 *
 * <p>The cost of a seed count is its wall time over its positions, all passes included (the number of passes is
 * not known until the last one changes nothing). That cost grows with the seed count, since every layer reads
 * the layers below it at random and the larger ones leave the CPU caches (BENCHMARKS.md: 0.84 µs a position at 15
 * seeds, 1.45 at 20). So the time left is not the positions left over one rate: each count still to build is
 * charged its positions at the cost of the last count measured, grown by the growth measured between the last two
 * counts ({@link #MAX_GROWTH} at most, never shrinking, so that the noise of small layers cannot run away). A count
 * that runs past what it was charged shows that the machine is slower than measured: the counts after it are
 * charged in proportion, and its own rest is the rest of its current pass at that pass's speed.
 *
 * <p>Only a count of a million positions or more ({@link #MIN_TIMED_POSITIONS}, 12 seeds and up) is a measure. The
 * small ones cost several times more a position (a pass of fewer chunks than threads leaves cores idle, and the
 * fixed cost of a pass and the compiler's warming up weigh on few positions): charged at their cost, 0-17 seeds
 * were announced at 3 minutes, and took 50 s. Until such a count has finished there is no estimate.
 */
final class BuildEstimate {
    /** A count of fewer positions than this is not a measure of the larger ones (4 chunks of a pass). */
    static final long MIN_TIMED_POSITIONS = 1 << 20;

    /** A count that took less than this is not a measure either, nor is its speed shown: the clock's noise. */
    static final double MIN_TIMED_SECONDS = 0.25;

    /** The estimate's cost per position grows by at most this factor from one seed count to the next. */
    static final double MAX_GROWTH = 1.25;

    /** The positions of each seed count to build (0 for a count already built or not asked for). */
    private final long[] sizes;

    private int current = -1;
    /** The last count finished, or -1. */
    private int finished = -1;

    private long layerStart;
    private long passStart;
    /** The wall time of the current count's previous pass, or -1 before its first pass ends. */
    private double lastPassSeconds = -1;

    /** The seconds a position of the last timed count cost ({@code timedSeeds}), and of the one timed before it. */
    private int timedSeeds = -1;

    private double timedCost;
    private int previousSeeds = -1;
    private double previousCost;

    BuildEstimate(long[] sizes) {
        this.sizes = sizes.clone();
    }

    void layerStarted(int seeds, long now) {
        current = seeds;
        layerStart = now;
        passStart = now;
        lastPassSeconds = -1;
    }

    void passStarted(long now) {
        passStart = now;
    }

    void passFinished(long now) {
        lastPassSeconds = seconds(passStart, now);
    }

    /** Ends the current count; returns its wall time in seconds. */
    double layerFinished(long now) {
        double secs = seconds(layerStart, now);
        if (secs >= MIN_TIMED_SECONDS && sizes[current] >= MIN_TIMED_POSITIONS) {
            previousSeeds = timedSeeds;
            previousCost = timedCost;
            timedSeeds = current;
            timedCost = secs / sizes[current];
        }
        finished = current;
        current = -1;
        return secs;
    }

    /** The seconds the current count has taken so far. */
    double layerSeconds(long now) {
        return seconds(layerStart, now);
    }

    /**
     * The positions of a finished count over its seconds, all passes included: the speed at which the tables are
     * made; empty for one too quick to time.
     */
    static OptionalDouble layerSpeed(long positions, double seconds) {
        return seconds < MIN_TIMED_SECONDS ? OptionalDouble.empty() : OptionalDouble.of(positions / seconds);
    }

    /** The growth of the cost per position from one seed count to the next, as measured and bounded. */
    double growth() {
        if (previousSeeds < 0 || previousCost <= 0) return 1.0;
        double perCount = Math.pow(timedCost / previousCost, 1.0 / (timedSeeds - previousSeeds));
        return Math.max(1.0, Math.min(MAX_GROWTH, perCount));
    }

    /** The seconds one count is charged: its positions at the last timed cost, grown to its seed count. */
    private double charged(int seeds) {
        return sizes[seeds] * timedCost * Math.pow(growth(), seeds - timedSeeds);
    }

    /**
     * The seconds left for the whole build, with {@code passFraction} of the current count's current pass done;
     * empty until a count long enough to time has finished. Never negative.
     */
    OptionalDouble secondsLeft(double passFraction, long now) {
        if (timedSeeds < 0) return OptionalDouble.empty();
        double slower = 1.0;
        double left = 0;
        if (current >= 0) {
            double charged = charged(current);
            double elapsed = seconds(layerStart, now);
            if (elapsed <= charged) {
                left = charged - elapsed;
            } else {
                slower = charged > 0 ? elapsed / charged : 1.0;
                left = restOfPass(passFraction, now);
            }
        }
        int next = (current >= 0 ? current : finished) + 1;
        for (int k = next; k < sizes.length; k++) if (sizes[k] > 0) left += charged(k) * slower;
        return OptionalDouble.of(Math.max(0, left));
    }

    /** The current pass's rest at its own speed so far, or, before any of it is done, the previous pass's time. */
    private double restOfPass(double fraction, long now) {
        double elapsed = seconds(passStart, now);
        if (fraction > 0) return elapsed * (1 - Math.min(1, fraction)) / fraction;
        return Math.max(0, lastPassSeconds - elapsed);
    }

    private static double seconds(long from, long to) {
        return Math.max(0, to - from) / 1e9;
    }
}
