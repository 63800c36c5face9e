package org.kete.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * The {@code kete} command for the tests: run in-process ({@link Main#run}) with a given standard input and the
 * output captured, or only parsed, to look at the options a command received.
 */
public final class Kete {
    private Kete() {}

    /** The exit code and what was written to standard output and standard error. */
    public record Result(int code, String out, String err) {}

    /** {@code kete args...} with nothing on standard input. */
    public static Result run(String... args) {
        return withInput("", args);
    }

    /** {@code kete command args...}: the tests of one command name it once. */
    public static Result command(String command, String... args) {
        String[] all = new String[args.length + 1];
        all[0] = command;
        System.arraycopy(args, 0, all, 1, args.length);
        return run(all);
    }

    /** {@code kete args...} reading {@code stdin}. */
    public static Result withInput(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * The command object of {@code kete command args...} after picocli parsed the arguments, without running it;
     * {@code errors} holds what a spoken command collected instead of throwing.
     */
    public static <T> Parsed<T> parse(Class<T> type, String command, String... args) {
        CommandLine kete = Main.commandLine(new Io(
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream())));
        String[] all = new String[args.length + 1];
        all[0] = command;
        System.arraycopy(args, 0, all, 1, args.length);
        // Parsed from the top, as kete parses it; the command is not run.
        kete.setExecutionStrategy(result -> 0);
        kete.execute(all);
        CommandLine.ParseResult parsed = kete.getParseResult().subcommand();
        return new Parsed<>(
                type.cast(parsed.commandSpec().userObject()), parsed.errors().size());
    }

    /** A parsed command and how many errors its parser collected (spoken commands collect them). */
    public record Parsed<T>(T command, int errors) {}
}
