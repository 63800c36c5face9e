package org.kete.cli;

/** Bad command-line arguments: the message says what is wrong; the command exits with code 2. */
public final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
