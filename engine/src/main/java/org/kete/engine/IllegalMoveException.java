package org.kete.engine;

/**
 * A move that is not legal in the position, or a move text that cannot be read; the message says why in
 * English. Where a game knows which rule refuses the move it says so as data too ({@link #reason()} and the pit
 * concerned), so that a front end can put it in its own words and language.
 */
public final class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Which rule refuses a move. */
    public enum Reason {
        /** The game did not say: the message is all there is. */
        UNSPECIFIED,
        /** The pit is the opponent's. */
        OPPONENTS_PIT,
        /** The pit is empty. */
        EMPTY_PIT,
        /** A capture is possible, and then a move must capture; this one does not. */
        CAPTURE_REQUIRED,
        /** The pit can be sown here, but not in the direction (or with the choices) written. */
        DIRECTION,
        /** The only occupied front pit, at an end, may not be sown towards the back row (it empties the row). */
        LONE_KICHWA,
        /** Bao la Kiswahili: a functional nyumba (6 seeds or more, still owned) is not sown in a takasa. */
        NYUMBA,
        /** Bao la Kiswahili: the pit is blocked by takasia for this move. */
        BLOCKED,
        /** While seeds are left in the store (namua), a move starts in the front row. */
        FRONT_ROW_IN_NAMUA,
        /** A takasa starts in the front row while a front pit holds two seeds or more. */
        FRONT_ROW_FIRST,
        /** A pit with a single seed may not be sown while a pit holds two or more. */
        SINGLE_SEED,
        /** The sowing would never end (the lap limit), so it is not a legal move. */
        NEVER_ENDING,
        /** Bao la Kiswahili (option takasiaObligation): the blocker must capture the pit he blocked. */
        OBLIGATION
    }

    private final Reason reason;
    private final int pit;

    public IllegalMoveException(String message) {
        this(Reason.UNSPECIFIED, -1, message);
    }

    /** A refusal by a known rule; {@code pit} is the pit concerned (the move's start pit), or -1. */
    public IllegalMoveException(Reason reason, int pit, String message) {
        super(message);
        this.reason = reason;
        this.pit = pit;
    }

    public Reason reason() {
        return reason;
    }

    /** The pit concerned, or -1. */
    public int pit() {
        return pit;
    }
}
