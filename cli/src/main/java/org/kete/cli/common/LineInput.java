package org.kete.cli.common;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Where the interactive commands ({@code kete play}, {@code kete tutorial}) read their lines. On a terminal it is
 * JLine: line editing, the Up and Down arrows through the lines typed before, and Tab completing the words the
 * command offers (its commands and the legal moves). Anywhere else (a pipe, a file, the tests) it reads plain
 * lines, so scripted input works exactly as typed.
 */
public abstract class LineInput {
    /** Held here so that the level set on it stays (java.util.logging keeps loggers weakly). */
    private static final Logger JLINE_LOG = Logger.getLogger("org.jline");

    private Supplier<? extends Collection<String>> words = List::of;

    /** Shows {@code prompt} and reads one line; null at the end of input (or Ctrl-D, Ctrl-C on a terminal). */
    public abstract String readLine(String prompt);

    /** The words Tab offers, asked for at each Tab (the legal moves change with the position). */
    public final void complete(Supplier<? extends Collection<String>> words) {
        this.words = words;
    }

    final Collection<String> words() {
        return words.get();
    }

    /** Whether lines are edited on a terminal (JLine) rather than read plainly. */
    public abstract boolean isTerminal();

    /**
     * JLine on the process's own terminal when both standard input and output are one (and {@code in} and
     * {@code out} are them); plain lines otherwise.
     */
    public static LineInput open(InputStream in, PrintStream out) {
        if (in == System.in && out == System.out && System.console() != null) {
            LineInput terminal = JLineInput.open();
            if (terminal != null) return terminal;
        }
        return plain(in, out);
    }

    /** JLine on a terminal made of the given streams (an ANSI terminal): for tests of the editing keys. */
    public static LineInput jline(InputStream in, java.io.OutputStream out) throws IOException {
        JLINE_LOG.setLevel(Level.OFF);
        Terminal t = TerminalBuilder.builder()
                .system(false)
                .streams(in, out)
                .type("xterm")
                .encoding(StandardCharsets.UTF_8)
                .build();
        return new JLineInput(t);
    }

    /** Plain lines from {@code in}; the prompt is printed to {@code out}. */
    public static LineInput plain(InputStream in, PrintStream out) {
        return new Plain(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
    }

    private static final class Plain extends LineInput {
        private final BufferedReader in;
        private final PrintStream out;

        Plain(BufferedReader in, PrintStream out) {
            this.in = in;
            this.out = out;
        }

        @Override
        public String readLine(String prompt) {
            out.print(prompt);
            out.flush();
            try {
                return in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public boolean isTerminal() {
            return false;
        }
    }

    private static final class JLineInput extends LineInput {
        private final LineReader reader;

        private JLineInput(Terminal terminal) {
            this.reader = LineReaderBuilder.builder()
                    .terminal(terminal)
                    .completer((r, line, candidates) -> {
                        for (String w : words()) candidates.add(new Candidate(w));
                    })
                    // Moves contain < > * + which are not word breaks here; completion works on the whole line.
                    .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                    .option(LineReader.Option.AUTO_FRESH_LINE, true)
                    .variable(LineReader.HISTORY_SIZE, 500)
                    .build();
        }

        /** The system terminal, quietly: JLine's own log lines (a dumb terminal, a missing provider) are off. */
        static JLineInput open() {
            JLINE_LOG.setLevel(Level.OFF);
            try {
                Terminal t = TerminalBuilder.builder()
                        .system(true)
                        .dumb(true) // a dumb terminal is fine, and asked for, so JLine does not warn about it
                        // No grapheme cluster mode: its probe of the terminal (a DA1 query) is answered too late
                        // on a busy machine, and the answer "^[[?1;2c" then lands in the line being typed.
                        .graphemeCluster(false)
                        .build();
                return new JLineInput(t);
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }

        @Override
        public String readLine(String prompt) {
            System.out.flush();
            try {
                return reader.readLine(prompt);
            } catch (EndOfFileException | UserInterruptException e) {
                return null;
            }
        }

        @Override
        public boolean isTerminal() {
            return true;
        }
    }
}
