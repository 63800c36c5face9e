package org.kete.cli.common;

/**
 * Bad command-line arguments: the message says what is wrong; the command exits with code 2. The message is
 * followed by a pointer to the command's help unless it names the help already, or the help would not help
 * ({@link #withoutHelp}: a bad file named by an option, whose message says what is wrong with the file).
 */
public final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean pointsToHelp;

    public UsageException(String message) {
        this(message, true);
    }

    private UsageException(String message, boolean pointsToHelp) {
        super(message);
        this.pointsToHelp = pointsToHelp;
    }

    /** A usage error whose message is complete as it is. */
    public static UsageException withoutHelp(String message) {
        return new UsageException(message, false);
    }

    public boolean pointsToHelp() {
        return pointsToHelp;
    }
}
