package org.kete.server.game;

import java.time.InstantSource;
import org.kete.engine.Player;
import org.kete.server.common.ApiException;
import org.kete.server.game.StoredGame.Status;

/**
 * The games' chess clocks, over an injected time source: how long a side has left, whether its time ran out,
 * how long the computer may think, and the clock a new game asks for.
 */
public final class Clocks {
    public static final long COMPUTER_MOVE_MILLIS = 2_000;
    public static final long COMPUTER_MOVE_MAX_MILLIS = 10_000;

    private final InstantSource time;

    public Clocks(InstantSource time) {
        this.time = time;
    }

    /** Now, in epoch milliseconds: the time every game operation reads. */
    public long now() {
        return time.millis();
    }

    /** Whether {@code g}'s running clock (if any) can run out: an active game whose turn's clock was started. */
    static boolean running(StoredGame g) {
        return g.hasClock() && g.status() == Status.ACTIVE && g.clock().turnStartedAt() != null;
    }

    /**
     * The time left to {@code p}, whose clock is the running one (if any clock runs). The computer's clock is
     * charged only with its own search time, measured around the search, so the time a client takes to ask for
     * its move is never counted against it.
     */
    public static long remaining(StoredGame g, Player p, long now) {
        long stored = g.clock().left(p);
        if (p == g.seats().computer()) return stored;
        Long started = g.clock().turnStartedAt();
        return started == null ? stored : stored - (now - started);
    }

    /**
     * How long the computer may think: without a clock, the fixed budget; with one, a share of its remaining
     * time plus most of the increment (the strongest level uses it all; lower levels stop at their node budgets
     * long before), never more than a third of what is left, nor more than {@link #COMPUTER_MOVE_MAX_MILLIS}.
     */
    public static long computerBudget(Long leftMs, Long incrementMs) {
        if (leftMs == null) return COMPUTER_MOVE_MILLIS;
        long budget = leftMs / 25 + incrementMs * 3 / 4;
        budget = Math.min(budget, leftMs / 3);
        return Math.max(10, Math.min(budget, COMPUTER_MOVE_MAX_MILLIS));
    }

    /** The clock a new game asks for (null: none), full; it runs from {@code startedAt} (null: it waits). */
    static StoredGame.Clock of(Requests.ClockRequest clock, Long startedAt) {
        if (clock == null) return null;
        Integer min = clock.minutes();
        Integer sec = clock.seconds();
        if (min == null && sec == null) {
            throw ApiException.badRequest("a clock needs \"minutes\" (and/or \"seconds\") per player")
                    .keyed("clock-needs-time");
        }
        int minutes = min == null ? 0 : min;
        int seconds = sec == null ? 0 : sec;
        int increment = clock.increment() == null ? 0 : clock.increment();
        if (minutes < 0 || minutes > 180)
            throw ApiException.outOfRange("clock minutes are 0..180, not " + minutes, "minutes", 0, 180, minutes);
        if (seconds < 0 || seconds > 3600)
            throw ApiException.outOfRange("clock seconds are 0..3600, not " + seconds, "seconds", 0, 3600, seconds);
        long total = minutes * 60L + seconds;
        if (total < 5 || total > 180 * 60) {
            throw ApiException.badRequest("a clock has 5 seconds to 180 minutes per player, not " + total + " seconds")
                    .keyed("clock-total");
        }
        if (increment < 0 || increment > 60)
            throw ApiException.outOfRange(
                    "clock increment is 0..60 seconds, not " + increment, "increment", 0, 60, increment);
        return StoredGame.Clock.full(total * 1000L, increment * 1000L).startedAt(startedAt);
    }
}
