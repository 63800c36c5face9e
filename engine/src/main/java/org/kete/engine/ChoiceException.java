package org.kete.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A game or rule option that the catalogue does not have, told as data ({@link Explained}): the key
 * {@code choice.<reason>} and its parameters, so that the terminal and the browser word it in their reader's
 * language. The message is the English sentence, for logs and API clients (the English message file says the
 * same). Every parameter is text as it is typed on a command line: lists of names or values joined by ", ", the
 * bounds of a number as written (not as a language writes numbers).
 */
public final class ChoiceException extends IllegalArgumentException implements Explained {
    private static final long serialVersionUID = 1L;

    /** What was chosen wrongly. */
    public enum Reason {
        /** No game has the id {@code id}; the catalogue's ids are {@code games}. */
        UNKNOWN_GAME,
        /** Not written {@code name=value}: {@code text}. */
        NOT_AN_ASSIGNMENT,
        /** The game has no rule option {@code name}; its options are {@code names}. */
        UNKNOWN_OPTION,
        /** The game has no rule options at all, yet {@code name} was given. */
        NO_OPTIONS,
        /** Option {@code name} takes a whole number from {@code min} to {@code max}, not {@code value}. */
        NOT_A_WHOLE_NUMBER,
        /** Option {@code name} is a number from {@code min} to {@code max}; {@code value} is outside. */
        OUT_OF_RANGE,
        /** Option {@code name} is true or false, not {@code value}. */
        NOT_TRUE_OR_FALSE,
        /** Option {@code name} has no value {@code value}; it allows {@code allowed}. */
        UNKNOWN_VALUE
    }

    private final Reason reason;
    private final transient Map<String, Object> params;

    public ChoiceException(Reason reason, Map<String, Object> params, String message) {
        super(message);
        this.reason = reason;
        this.params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    public Reason reason() {
        return reason;
    }

    @Override
    public String key() {
        return "choice." + reason.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public Map<String, Object> params() {
        return params;
    }
}
