package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOptions;

/**
 * The {@code kete} command. Arguments are parsed by hand (no reflection, exact messages): a bad argument
 * prints a message naming the command's help and exits with code 2; other failures exit with 1.
 */
public final class Main {
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

    static final String USAGE_TEXT = """
            Usage: kete <command> [arguments]

            Commands:
              games    list the games, their boards and rule options
              play     play a game in the terminal, against a person or the computer
              perft    count the move sequences of a given length (rules check and speed)
              bench    measure random playouts and perft speed, per game
              engine   the line-based engine protocol on standard input and output
              serve    the web platform: catalogue, rules, tutorials and play in the browser
              tutorial a step-by-step tutorial of a game in the terminal
              egtb     build and probe the Oware endgame databases
              match    play a match between two computer players (or an external engine) and rate it
              book     build or check Kete's own Oware opening book
              help     show this text, or the help of a command: kete help play

            Run kete <command> --help for the arguments of a command.
            """;

    private Main() {}

    public static void main(String[] args) {
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        // Exit explicitly: a search thread of the engine protocol must not keep the JVM alive after quit.
        System.exit(code);
    }

    /** Runs one command with the given streams (the tests call this in-process); returns the exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(USAGE_TEXT);
            return USAGE;
        }
        String command = args[0];
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        try {
            return switch (command) {
                case "games" -> GamesCommand.run(rest, out);
                case "play" -> PlayCommand.run(rest, in, out);
                case "perft" -> PerftCommand.run(rest, out);
                case "bench" -> BenchCommand.run(rest, out);
                case "engine" -> EngineCommand.run(rest, in, out, err);
                case "serve" -> org.kete.cli.serve.ServeCommand.run(rest.toArray(String[]::new), out, err);
                case "match" -> org.kete.cli.match.MatchCommand.run(rest.toArray(String[]::new), out, err);
                case "egtb" -> org.kete.cli.egtb.EgtbCommand.run(rest.toArray(String[]::new), out, err);
                case "book" -> org.kete.cli.book.BookCommand.run(rest.toArray(String[]::new), out, err);
                case "tutorial" -> org.kete.cli.tutorial.TutorialCommand.run(rest.toArray(String[]::new), in, out, err);
                case "help", "-h", "--help" -> help(rest, in, out, err);
                default ->
                    throw new UsageException(
                            "unknown command '" + command
                                    + "'; the commands are games, play, perft, bench, engine, serve, tutorial, egtb, match, book and help (see kete --help)");
            };
        } catch (UsageException e) {
            err.println("kete: " + e.getMessage());
            return USAGE;
        } catch (RuntimeException e) {
            err.println("kete: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return FAILED;
        }
    }

    private static int help(List<String> rest, InputStream in, PrintStream out, PrintStream err) {
        if (rest.isEmpty()) {
            out.print(USAGE_TEXT);
            return OK;
        }
        return run(new String[] {rest.get(0), "--help"}, in, out, err);
    }

    /** The game named on the command line with its {@code name=value} options; bad ones are usage errors. */
    static Game game(String id, List<String> optionArgs, String command) {
        GameType type;
        try {
            type = Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        for (String o : optionArgs) {
            if (!o.contains("=")) {
                throw new UsageException("unexpected argument '" + o + "': rule options are written name=value "
                        + "(see kete games); see kete " + command + " --help");
            }
        }
        try {
            return type.create(RuleOptions.parse(type.options(), optionArgs));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + " (see kete games)");
        }
    }
}
