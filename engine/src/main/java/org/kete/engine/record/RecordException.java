package org.kete.engine.record;

/** A game record that cannot be read or does not replay: the line it went wrong on and why. */
public final class RecordException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final String reason;

    public RecordException(int line, String reason) {
        super("line " + line + ": " + reason);
        this.line = line;
        this.reason = reason;
    }

    /** 1-based line of the record text. */
    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
