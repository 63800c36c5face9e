package org.kete.cli.protocol;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's output: whole lines, flushed at once, from the reading thread and the search thread alike; and
 * the automatic tables' news, held until the GUI has said uci (or isready), then sent as info strings.
 */
final class Replies {
    private final PrintStream out;
    private final List<String> notes = new ArrayList<>();
    private boolean greeted;

    Replies(PrintStream out) {
        this.out = out;
    }

    void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    void error(String reason) {
        String r = reason == null || reason.isBlank() ? "unreadable command" : reason;
        send("error " + r.replace('\n', ' ').replace('\r', ' '));
    }

    /** The automatic tables' news: sent at once after the greeting, held before it. */
    void note(String message) {
        synchronized (notes) {
            if (greeted) send("info string " + message);
            else notes.add(message);
        }
    }

    /** The GUI has said uci or isready: the news held so far goes out, later news at once. */
    void greet() {
        synchronized (notes) {
            greeted = true;
            for (String n : notes) send("info string " + n);
            notes.clear();
        }
    }
}
