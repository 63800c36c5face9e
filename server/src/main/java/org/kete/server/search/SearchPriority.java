package org.kete.server.search;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Computer moves before hints and analyses. The computer's move is the one answer a game waits for, and on a
 * machine of two cores a few hint or analysis searches would otherwise take half its time; so while any
 * computer move searches, hint and analysis searches stand still at their next stop check (a millisecond at a
 * time), and go on when no computer move is left. They still end at their own deadline: a hint that had to
 * wait the whole time answers with the shallow search it has (the first iteration always completes).
 */
public final class SearchPriority {
    private static final long PAUSE_NANOS = 1_000_000L;

    private final AtomicInteger moves = new AtomicInteger();

    /** A computer move starts searching; {@link #moveEnded()} must follow. */
    void moveStarted() {
        moves.incrementAndGet();
    }

    void moveEnded() {
        moves.decrementAndGet();
    }

    /** Computer moves searching now. */
    int movesSearching() {
        return moves.get();
    }

    /**
     * The stop condition of a hint's or an analysis's search: true once {@code deadlineNanos} (of
     * {@link System#nanoTime()}) has passed; while a computer move searches, it first waits here.
     */
    boolean stopBackground(long deadlineNanos) {
        return stopBackground(deadlineNanos, () -> false);
    }

    /** As {@link #stopBackground(long)}, and true at once when {@code cancelled} is (even while waiting). */
    boolean stopBackground(long deadlineNanos, BooleanSupplier cancelled) {
        while (moves.get() > 0) {
            if (cancelled.getAsBoolean()) return true;
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) return true;
            LockSupport.parkNanos(Math.min(left, PAUSE_NANOS));
        }
        return cancelled.getAsBoolean() || System.nanoTime() - deadlineNanos > 0;
    }
}
