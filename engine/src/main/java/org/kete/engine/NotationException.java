package org.kete.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A position text, option text or record that cannot be read; the message says what is wrong in English, and
 * {@link #reason()} with its {@link #params()} says it as data (the message {@code notation.<reason>}).
 */
public final class NotationException extends RuntimeException implements Explained {
    private static final long serialVersionUID = 1L;

    /** What is wrong with the text. */
    public enum Reason {
        /** Nothing more precise than the message. */
        UNSPECIFIED,
        /** The text is not laid out as a position of the game ({@code game}), written like {@code example}. */
        FORM,
        /** A count that is not a number ({@code text}). */
        NOT_A_NUMBER,
        /** A negative count ({@code text}). */
        NEGATIVE,
        /** The side to move is not S or N ({@code text}). */
        SIDE,
        /** The position holds {@code found} seeds, not the game's {@code n}. */
        SEED_TOTAL,
        /** The fields read, but together they make a position the game ({@code game}) cannot have. */
        IMPOSSIBLE
    }

    private final Reason reason;
    private final Map<String, Object> params;

    public NotationException(String message) {
        this(Reason.UNSPECIFIED, Map.of(), message);
    }

    public NotationException(Reason reason, Map<String, Object> params, String message) {
        super(message);
        this.reason = reason;
        this.params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** A text not laid out as a position of {@code game}; {@code example} is one that is. */
    public static NotationException form(GameType game, String example, String message) {
        return new NotationException(Reason.FORM, Map.of("game", game.id(), "example", example), message);
    }

    public static NotationException notANumber(String text, String message) {
        return new NotationException(Reason.NOT_A_NUMBER, Map.of("text", text), message);
    }

    public static NotationException negative(String text, String message) {
        return new NotationException(Reason.NEGATIVE, Map.of("text", text), message);
    }

    public static NotationException side(String text) {
        return new NotationException(
                Reason.SIDE, Map.of("text", text), "the side to move is S or N, not '" + text + "'");
    }

    public static NotationException seedTotal(int expected, int found, String message) {
        return new NotationException(Reason.SEED_TOTAL, Map.of("n", expected, "found", found), message);
    }

    public static NotationException impossible(GameType game, String message) {
        return new NotationException(Reason.IMPOSSIBLE, Map.of("game", game.id()), message);
    }

    public Reason reason() {
        return reason;
    }

    @Override
    public String key() {
        return "notation." + reason.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public Map<String, Object> params() {
        return params;
    }
}
