package org.kete.engine;

/** A move that is not legal in the position, or a move text that cannot be read; the message says why. */
public final class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
