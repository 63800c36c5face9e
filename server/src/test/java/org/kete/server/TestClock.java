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

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public long millis() {
        long step = stepMillis;
        return InstantSource.system().millis() + (step == 0 ? offset.get() : offset.addAndGet(step));
    }

    /** Moves the time on by {@code d} at once. */
    void advance(Duration d) {
        offset.addAndGet(d.toMillis());
    }

    /**
     * From now on every reading of the time moves it on by {@code d} first (zero: no more), so that anything
     * timed between two readings (the computer's search) takes at least {@code d}.
     */
    void stepEachReading(Duration d) {
        stepMillis = d.toMillis();
    }
}
