package org.kete.server;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The games' time in the tests: the system's time, moved on by the test. A clock running out takes a call to
 * {@link #advance} instead of minutes of waiting, and the server under test needs no hook to set its clocks.
 */
final class TestClock implements InstantSource {
    private final AtomicLong offset = new AtomicLong();
    private volatile long stepMillis;
    /** The system's time at which this clock stopped following it, or -1 while it follows it. */
    private volatile long frozenAt = -1;

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public long millis() {
        long step = stepMillis;
        long frozen = frozenAt;
        long base = frozen >= 0 ? frozen : InstantSource.system().millis();
        return base + (step == 0 ? offset.get() : offset.addAndGet(step));
    }

    /** Moves the time on by {@code d} at once. */
    void advance(Duration d) {
        offset.addAndGet(d.toMillis());
    }

    /**
     * Stops following the system's time: from now on only {@link #advance} moves this clock, so that a test that
     * reads a wait (a Retry-After) gets the same number however slow the machine is.
     */
    void freeze() {
        frozenAt = InstantSource.system().millis();
    }

    /** Follows the system's time again, from where it stands (no step back). */
    void unfreeze() {
        long frozen = frozenAt;
        if (frozen < 0) return;
        offset.addAndGet(frozen - InstantSource.system().millis());
        frozenAt = -1;
    }

    /**
     * From now on every reading of the time moves it on by {@code d} first (zero: no more), so that anything
     * timed between two readings (the computer's search) takes at least {@code d}.
     */
    void stepEachReading(Duration d) {
        stepMillis = d.toMillis();
    }
}
