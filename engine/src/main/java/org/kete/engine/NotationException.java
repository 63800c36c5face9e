package org.kete.engine;

/** A position text, option text or record that cannot be read; the message says what is wrong. */
public final class NotationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
