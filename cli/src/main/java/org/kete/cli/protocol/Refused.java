package org.kete.cli.protocol;

/** A command the protocol refuses, with the reason sent back after "error"; the engine keeps running. */
final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(String reason) {
        super(reason, null, false, false);
    }
}
