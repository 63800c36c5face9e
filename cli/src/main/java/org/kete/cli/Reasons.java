package org.kete.cli;

import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import org.kete.engine.Explained;
import org.kete.narration.Narrator;

/** What went wrong, said to the player in their language. */
final class Reasons {
    private Reasons() {}

    /** In the player's words where the engine explained it (a record, a position, a move). */
    static String describe(Narrator words, Exception e) {
        if (e instanceof Explained x) return withoutFullStop(words.why(x));
        if (e instanceof NoSuchFileException) return words.text("term.error.noSuchFile");
        if (e instanceof AccessDeniedException) return words.text("term.error.accessDenied");
        if (e instanceof MalformedInputException) return words.text("term.error.notText");
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /** A sentence without its full stop, to sit inside another sentence. */
    static String withoutFullStop(String s) {
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** {@code preface} then {@code rest}; {@code rest} starts the sentence when there is no preface. */
    static String sentence(String preface, String rest) {
        return preface.isEmpty() ? capitalised(rest) : preface + rest;
    }
}
