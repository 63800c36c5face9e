package org.kete.engine.record;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.Explained;

/**
 * A game record that cannot be read or does not replay: the line it went wrong on and why, in English
 * ({@link #reason()}) and as data ({@link #why()} and {@link #params()}, the message {@code record.<why>}; the
 * {@code line} is always among the parameters).
 */
public final class RecordException extends IllegalArgumentException implements Explained {
    private static final long serialVersionUID = 1L;

    /** What is wrong with the record. */
    public enum Why {
        /** Nothing more precise than the message. */
        UNSPECIFIED,
        /** A tag line that does not read ({@code text}). */
        TAG_UNREADABLE,
        /** A tag ({@code tag}) given twice. */
        TAG_TWICE,
        /** No Game tag. */
        NO_GAME,
        /** A Game tag naming no game of Kete ({@code text}). */
        UNKNOWN_GAME,
        /** The Options tag does not read ({@code detail}: the English reason). */
        BAD_OPTION,
        /** Both a First tag and a Position tag. */
        FIRST_AND_POSITION,
        /** The Position tag does not read ({@code why}: the reason, explained). */
        BAD_POSITION,
        /** The First tag is not South or North ({@code text}). */
        BAD_FIRST,
        /** The move list does not end with a result. */
        NO_RESULT,
        /** A comment never closed. */
        COMMENT_OPEN,
        /** A move after the end of the game ({@code number}, {@code text}, {@code result}). */
        AFTER_END,
        /** An illegal move ({@code number}, {@code side}, {@code text}, {@code why}: the reason, explained). */
        ILLEGAL_MOVE,
        /** The move list's result and the Result tag disagree ({@code result}, {@code tag}). */
        RESULT_TAG,
        /** The result written ({@code result}) is not the result of the moves ({@code actual}). */
        WRONG_RESULT,
        /** Text after the result ({@code text}). */
        TEXT_AFTER
    }

    private final int line;
    private final String reason;
    private final Why why;
    private final Map<String, Object> params;

    public RecordException(int line, String reason) {
        this(line, Why.UNSPECIFIED, Map.of(), reason);
    }

    public RecordException(int line, Why why, Map<String, Object> params, String reason) {
        super("line " + line + ": " + reason);
        this.line = line;
        this.reason = reason;
        this.why = why;
        Map<String, Object> all = new LinkedHashMap<>(params);
        all.put("line", line);
        this.params = Collections.unmodifiableMap(all);
    }

    /** 1-based line of the record text. */
    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }

    public Why why() {
        return why;
    }

    @Override
    public String key() {
        return "record." + why.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public Map<String, Object> params() {
        return params;
    }
}
