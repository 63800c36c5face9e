package org.kete.server.game;

import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;

/**
 * The rules of a game's life beyond its moves (docs/api.md, "A game's life"), as plain arithmetic on a stored
 * game and the time. The numbers follow the best chess sites: short limits for fast clocks, longer ones for
 * slow clocks and for games without a clock.
 *
 * <ul>
 *   <li>An online game is <em>started</em> once each player has made a first move. Until then either player may
 *       abort it, its clock does not run, and a first move that does not come within {@link #firstMoveMillis}
 *       of the turn's start (the game's start for the first mover, the first move for the other) aborts it.
 *   <li>A player whose last connection to the game has gone is <em>away</em>. Once it is the away player's turn
 *       and they have been away for {@link #leaveMillis} (counted from the later of their leaving and their turn's
 *       start), the one who stayed may claim the win or a draw. Counting from the turn keeps a program that plays
 *       through the API alone, without the game's channel, from losing while it waits for its opponent.
 *   <li>A game without a clock in which nobody has been at the board for {@link #ABANDONED_MILLIS}, and nobody
 *       has moved for as long, ends: the player to move, who owed the move, loses. A game with a clock needs no
 *       such rule: the clock of the player to move runs out.
 * </ul>
 */
public final class Lifecycle {
    private Lifecycle() {}

    /** Clocks with a base below this are fast (bullet and blitz): the shorter limits apply. */
    public static final long FAST_CLOCK_MILLIS = 10 * 60_000L;

    /** The time for each player's first move: a fast clock, a slow clock, no clock. */
    public static final long FIRST_MOVE_FAST_MILLIS = 30_000, FIRST_MOVE_SLOW_MILLIS = 60_000;

    public static final long FIRST_MOVE_UNTIMED_MILLIS = 120_000;

    /** How long a player may be away on their turn before the opponent may claim: fast, slow, no clock. */
    public static final long LEAVE_FAST_MILLIS = 30_000, LEAVE_SLOW_MILLIS = 60_000;

    public static final long LEAVE_UNTIMED_MILLIS = 300_000;

    /** A game without a clock that nobody has been at, nor moved in, for this long ends. */
    public static final long ABANDONED_MILLIS = 600_000;

    /** The time allowed for a first move in {@code g}. */
    public static long firstMoveMillis(StoredGame g) {
        if (!g.hasClock()) return FIRST_MOVE_UNTIMED_MILLIS;
        return g.clock().initialMs() < FAST_CLOCK_MILLIS ? FIRST_MOVE_FAST_MILLIS : FIRST_MOVE_SLOW_MILLIS;
    }

    /** The time a player may be away on their turn in {@code g} before the opponent may claim. */
    public static long leaveMillis(StoredGame g) {
        if (!g.hasClock()) return LEAVE_UNTIMED_MILLIS;
        return g.clock().initialMs() < FAST_CLOCK_MILLIS ? LEAVE_FAST_MILLIS : LEAVE_SLOW_MILLIS;
    }

    /** When the player to move got the turn; rows older than the column count from their last change. */
    public static long turnSince(StoredGame g) {
        return g.turnSince() != null ? g.turnSince() : g.updatedAt();
    }

    /** Whether the game is an online game in play whose players have not both made a first move. */
    public static boolean opening(StoredGame g) {
        return g.mode() == Mode.ONLINE && g.status() == Status.ACTIVE && !g.started();
    }

    /** An online game can be aborted: it waits for a second player, or its players have not both moved. */
    public static boolean abortable(StoredGame g) {
        return g.mode() == Mode.ONLINE && (g.status() == Status.WAITING || opening(g));
    }

    /** When an opening game aborts for want of a first move, or null if none is awaited. */
    public static Long firstMoveDeadline(StoredGame g) {
        return opening(g) ? turnSince(g) + firstMoveMillis(g) : null;
    }

    /**
     * The earliest moment the rules may act on their own in {@code g} (null: never, as it stands): the first move's
     * deadline, or the end of the running clock that has less time left. Kept in the games table
     * (deadline_at), where the sweep finds the games whose moment has come; for a running clock it may be early
     * (the player to move may be the one with more time), and the sweep then stores the exact moment.
     */
    public static Long deadline(StoredGame g) {
        Long first = firstMoveDeadline(g);
        if (first != null) return first;
        if (!Clocks.running(g)) return null;
        return g.clock().turnStartedAt()
                + Math.min(g.clock().southMs(), g.clock().northMs());
    }
}
