package org.kete.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A move that is not legal in the position, or a move text that cannot be read; the message says why in
 * English. The rule or the reading problem is also given as data ({@link #reason()}, the pit concerned and the
 * {@link #params()}), so that a front end can put it in its own words and language: the message
 * {@code illegal.<reason>} ({@link #key()}).
 */
public final class IllegalMoveException extends RuntimeException implements Explained {
    private static final long serialVersionUID = 1L;

    /** Which rule refuses a move, or why its text does not read. */
    public enum Reason {
        /** The game did not say: the message is all there is. */
        UNSPECIFIED,
        /** No move was written. */
        NO_MOVE,
        /** The game is over ({@code result}: the {@link Outcome}). */
        GAME_OVER,
        /** The text ({@code text}) is not written like a move of the game ({@code game}: its id). */
        UNREADABLE,
        /** The text ({@code text}) reads, but no legal move is written so ({@code legal}: the legal moves). */
        NOT_LEGAL,
        /** The text ({@code text}) fits several legal moves ({@code moves}). */
        AMBIGUOUS,
        /** The move names two directions ({@code text}). */
        TWO_DIRECTIONS,
        /** A character ({@code character}) that has no meaning after the pit ({@code text}). */
        UNEXPECTED,
        /** A move code (from a program, not a player) that is no legal move here ({@code code}). */
        NO_SUCH_MOVE,
        /** Bao Kigogo sows one way only: a move written clockwise. */
        ONE_DIRECTION_ONLY,
        /** The pit is the opponent's. */
        OPPONENTS_PIT,
        /** The pit is empty. */
        EMPTY_PIT,
        /** Oware: the opponent has no seeds and this sowing does not reach their row. */
        MUST_FEED,
        /** Oware: the sowing would capture every seed of the opponent, forbidden while another move exists. */
        GRAND_SLAM,
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
        /** Bao Kigogo: a single seed steps only into an empty pit, and the next pit ({@code next}) is not. */
        SINGLE_STEP,
        /** The sowing would never end (the lap limit), so it is not a legal move. */
        NEVER_ENDING,
        /** Bao la Kiswahili (option takasiaObligation): the blocker must capture the pit he blocked. */
        OBLIGATION,
        /** Nam Nam: no pits to choose now; the player sows. */
        NOT_CHOOSING,
        /** Nam Nam: the pits won are chosen ({@code n} of {@code side}'s, written like {@code example}). */
        CHOOSE_PITS,
        /** Nam Nam: a pit named twice in the choice ({@code pit}). */
        NAMED_TWICE,
        /** Nam Nam: a choice naming the wrong number of pits ({@code named}, not {@code n}). */
        WRONG_COUNT,
        /** Nam Nam: a name ({@code text}) that is not one of the opponent's pits. */
        NOT_THEIR_PIT
    }

    private final Reason reason;
    private final int pit;
    private final Map<String, Object> params;

    public IllegalMoveException(String message) {
        this(Reason.UNSPECIFIED, -1, Map.of(), message);
    }

    /** A refusal by a known rule about one pit ({@code pitName}), the move's start pit. */
    public IllegalMoveException(Reason reason, int pit, String pitName, String message) {
        this(reason, pit, Map.of("pit", pitName), message);
    }

    /**
     * A refusal with its data: {@code pit} is the pit concerned (the move's start pit), or -1, and
     * {@code params} the values its wording needs (a pit's name as {@code pit}).
     */
    public IllegalMoveException(Reason reason, int pit, Map<String, Object> params, String message) {
        super(message);
        this.reason = reason;
        this.pit = pit;
        this.params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** No move written. */
    public static IllegalMoveException noMove() {
        return new IllegalMoveException(Reason.NO_MOVE, -1, Map.of(), "no move given");
    }

    /** A move in a finished game. */
    public static IllegalMoveException gameOver(Outcome outcome) {
        return new IllegalMoveException(
                Reason.GAME_OVER, -1, Map.of("result", outcome), "the game is over: " + outcome.describe());
    }

    /**
     * A text that does not read as a move of the game: "'Z' is not {@code what}: {@code how}", {@code what} ("an
     * Oware move") and {@code how} (how one is written) in English.
     */
    public static IllegalMoveException unreadable(String text, GameType game, String what, String how) {
        return new IllegalMoveException(
                Reason.UNREADABLE,
                -1,
                Map.of("text", text, "game", game.id()),
                "'" + text + "' is not " + what + ": " + how);
    }

    /**
     * A text that names no legal move; {@code legal} lists the legal moves' notations, or is empty where they
     * must not be given away (a learner asked to find the move).
     */
    public static IllegalMoveException notLegal(String text, List<String> legal) {
        return new IllegalMoveException(
                Reason.NOT_LEGAL,
                -1,
                Map.of("text", text, "legal", List.copyOf(legal)),
                "'" + text + "' is not a legal move here"
                        + (legal.isEmpty() ? "" : "; legal moves: " + String.join(" ", legal)));
    }

    /** A move code that is no legal move in the position. */
    public static IllegalMoveException noSuchMove(int code, String why) {
        return new IllegalMoveException(Reason.NO_SUCH_MOVE, -1, Map.of("code", code), why);
    }

    public Reason reason() {
        return reason;
    }

    /** The pit concerned, or -1. */
    public int pit() {
        return pit;
    }

    @Override
    public String key() {
        return "illegal." + reason.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public Map<String, Object> params() {
        return params;
    }
}
