package org.kete.server.common;

import java.util.Map;
import org.kete.engine.Explained;

/**
 * A refused request: its HTTP status, a stable error code and a message for people (docs/api.md, Errors). A
 * refusal that a page shows to people may also carry a {@code key} naming the exact case and its {@code params},
 * so that the page can word it in its own language; the English message stays the fallback. A refusal by the
 * engine (a move, a position text, a game record) carries the engine's own reason too ({@link #why()}), which the
 * page words from the same message files.
 */
public final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final String key;
    private final Map<String, Object> params;
    private final Explained why;
    private final long retryAfter;

    public ApiException(int status, String code, String message) {
        this(status, code, message, null, Map.of());
    }

    public ApiException(int status, String code, String message, String key, Map<String, Object> params) {
        this(status, code, message, key, params, null, 0);
    }

    private ApiException(
            int status,
            String code,
            String message,
            String key,
            Map<String, Object> params,
            Explained why,
            long retryAfter) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.key = key;
        this.params = Map.copyOf(params);
        this.why = why;
        this.retryAfter = retryAfter;
    }

    /** The same refusal naming its case: {@code key} and the values its wording needs. */
    public ApiException keyed(String key, Map<String, Object> params) {
        return new ApiException(status, code, getMessage(), key, params, why, retryAfter);
    }

    /** The same refusal with the engine's reason, if the exception explains itself (docs/api.md, Errors). */
    public ApiException because(Throwable cause) {
        return cause instanceof Explained x
                ? new ApiException(status, code, getMessage(), key, params, x, retryAfter)
                : this;
    }

    /**
     * The seconds the asker is told to wait before asking again ({@code Retry-After}, which the http layer writes
     * from this), or 0 for no such advice.
     */
    public long retryAfter() {
        return retryAfter;
    }

    /** The engine's reason as data (a key of the message files and its parameters), or null. */
    public Explained why() {
        return why;
    }

    public ApiException keyed(String key) {
        return keyed(key, Map.of());
    }

    /** The exact case, for a page to word (null: none beyond the code). */
    public String key() {
        return key;
    }

    public Map<String, Object> params() {
        return params;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, "bad-request", message);
    }

    // ---- a request's fields (400): the English message as it was, and a key with the field for a page to word

    /** A field outside its range (key {@code field-range}); bounds and value as text, as a request writes them. */
    public static ApiException outOfRange(String message, String field, Object min, Object max, Object value) {
        return badRequest(message)
                .keyed(
                        "field-range",
                        Map.of(
                                "field",
                                field,
                                "min",
                                String.valueOf(min),
                                "max",
                                String.valueOf(max),
                                "value",
                                String.valueOf(value)));
    }

    /** A field with a value it does not take (key {@code field-choice}); {@code allowed} lists those it does. */
    public static ApiException notOneOf(String message, String field, Object value, String... allowed) {
        return badRequest(message)
                .keyed(
                        "field-choice",
                        Map.of("field", field, "value", String.valueOf(value), "allowed", String.join(", ", allowed)));
    }

    /** A field the request needs and lacks (key {@code field-required}). */
    public static ApiException required(String message, String field) {
        return badRequest(message).keyed("field-required", Map.of("field", field));
    }

    /**
     * A field of the wrong JSON type (400 bad-json, key {@code field-type.<kind>}): {@code kind} is
     * {@code string}, {@code whole-number}, {@code true-or-false} or {@code object}.
     */
    public static ApiException wrongType(String message, String field, String kind) {
        return new ApiException(400, "bad-json", message, "field-type." + kind, Map.of("field", field));
    }

    /** A body that is not a JSON object (400 bad-json, key {@code body-not-json}). */
    public static ApiException notJson(String message) {
        return new ApiException(400, "bad-json", message, "body-not-json", Map.of());
    }

    public static ApiException notFound(String message) {
        return new ApiException(404, "not-found", message);
    }

    public static ApiException forbidden(String message) {
        return new ApiException(403, "forbidden", message);
    }

    public static ApiException conflict(String message) {
        return new ApiException(409, "conflict", message);
    }

    // ---- refusals that a page words: a conflict, too many, busy. Each is built here and nowhere else.

    /** 409: the request contradicts the state it meets ({@code code}, worded by {@code key} with {@code params}). */
    public static ApiException conflict(String code, String message, String key, Map<String, Object> params) {
        return new ApiException(409, code, message, key, params);
    }

    /** 409 without a wording key of its own (the code names the case). */
    public static ApiException conflict(String code, String message) {
        return new ApiException(409, code, message);
    }

    /**
     * 429: past a limit; ask again in {@code seconds} (at least 1), which is also the wording's {@code seconds}
     * parameter unless {@code params} names it already.
     */
    public static ApiException tooMany(
            String code, String message, String key, Map<String, Object> params, long seconds) {
        return waiting(429, code, message, key, params, seconds);
    }

    /** 503: the work this needs is full (a bounded pool, a busy database); ask again in {@code seconds}. */
    public static ApiException busy(String code, String message, String key, Map<String, Object> params, long seconds) {
        return waiting(503, code, message, key, params, seconds);
    }

    /** 503 without a wording key (the code names the case); ask again in {@code seconds}. */
    public static ApiException busy(String code, String message, long seconds) {
        return new ApiException(503, code, message, null, Map.of(), null, Math.max(1, seconds));
    }

    private static ApiException waiting(
            int status, String code, String message, String key, Map<String, Object> params, long seconds) {
        long wait = Math.max(1, seconds);
        Map<String, Object> worded = params;
        if (!params.containsKey("seconds")) {
            worded = new java.util.HashMap<>(params);
            worded.put("seconds", wait);
        }
        return new ApiException(status, code, message, key, worded, null, wait);
    }

    public static ApiException stale(int expected, int actual) {
        return new ApiException(
                409,
                "stale-version",
                "the game is at version " + actual + ", not " + expected + "; fetch it again and retry");
    }

    public static ApiException gameOver() {
        return new ApiException(409, "game-over", "the game is over");
    }
}
