package org.kete.server;

/** A refused request: its HTTP status, a stable error code and a message for people (docs/api.md, Errors). */
public final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    public ApiException(int status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, "bad-request", message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, "not-found", message);
    }

    static ApiException forbidden(String message) {
        return new ApiException(403, "forbidden", message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, "conflict", message);
    }

    static ApiException stale(int expected, int actual) {
        return new ApiException(
                409,
                "stale-version",
                "the game is at version " + actual + ", not " + expected + "; fetch it again and retry");
    }

    static ApiException gameOver() {
        return new ApiException(409, "game-over", "the game is over");
    }
}
