package org.kete.server.search;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Computer moves before hints and analyses, and all three before reviews. The computer's move is the one answer a game waits for, and on a
 * machine of two cores a few hint or analysis searches would otherwise take half its time; so while any
 * computer move searches, hint and analysis searches stand still at their next stop check (a millisecond at a
 * time), and go on when no computer move is left. They still end at their own deadline: a hint that had to
 * wait the whole time answers with the shallow search it has (the first iteration always completes).
 *
 * <p>A review (docs/review.md) is the lowest: it has no deadline, so its searches stand still while any computer
 * move, hint or analysis searches, as long as it takes ({@link #stopReview}), and a game in play never waits for
 * a review.
 */
public final class SearchPriority {
    private static final long PAUSE_NANOS = 1_000_000L;

    private final AtomicInteger moves = new AtomicInteger();
    /** Hints and analyses searching now. */
    private final AtomicInteger background = new AtomicInteger();

    /** A computer move starts searching; {@link #moveEnded()} must follow. */
    void moveStarted() {
        moves.incrementAndGet();
    }

    void moveEnded() {
        moves.decrementAndGet();
    }

    /** A hint or an analysis starts searching; {@link #backgroundEnded()} must follow. */
    void backgroundStarted() {
        background.incrementAndGet();
    }

    void backgroundEnded() {
        background.decrementAndGet();
    }

    /**
     * The stop condition of a review's searches: true only once {@code cancelled} is (the server stops, or
     * another server took the review over); while any computer move, hint or analysis searches, it waits here
     * (a millisecond at a time), however long that takes.
     */
    public boolean stopReview(BooleanSupplier cancelled) {
        while (moves.get() > 0 || background.get() > 0) {
            if (cancelled.getAsBoolean()) return true;
            LockSupport.parkNanos(PAUSE_NANOS);
        }
        return cancelled.getAsBoolean();
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
