package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.ToIntFunction;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOptions;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code kete} command, parsed by picocli: each command is a class with typed options, its help is generated
 * from them, and {@code kete completion} prints a bash/zsh completion script for the commands, games and options.
 * A bad argument prints one line naming the command's help and exits with code 2; other failures exit with 1.
 *
 * <p>{@code play}, {@code serve}, {@code match}, {@code egtb}, {@code book} and {@code tutorial} still read their
 * own arguments (each prints its own help); picocli hands them everything after the command's name.
 */
@Command(
        name = "kete",
        description = "Kete: traditional mancala games to play, learn and analyse.",
        synopsisSubcommandLabel = "<command>",
        commandListHeading = "%nCommands:%n",
        footer = {
            "",
            "Run kete <command> --help for the arguments of a command.",
            "Shell completion: source <(kete completion)"
        })
public final class Main implements Callable<Integer> {
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    private final Io io;

    private Main(Io io) {
        this.io = io;
    }

    public static void main(String[] args) {
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        // Exit explicitly: a search thread of the engine protocol must not keep the JVM alive after quit.
        System.exit(code);
    }

    /** Runs one command with the given streams (the tests call this in-process); returns the exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        Io io = new Io(in, out, err);
        CommandLine kete = commandLine(io);
        try {
            if (args.length == 0) {
                err.print(kete.getUsageMessage());
                return USAGE;
            }
            return kete.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** {@code kete} alone is a usage error: it prints the list of commands. */
    @Override
    public Integer call() {
        io.err().print(spec.commandLine().getUsageMessage());
        return USAGE;
    }

    static CommandLine commandLine(Io io) {
        CommandLine kete = new CommandLine(new Main(io));
        kete.addSubcommand(new GamesCommand(io));
        kete.addSubcommand(passThrough(
                "play",
                "play a game in the terminal, against a person or the computer",
                rest -> PlayCommand.run(rest, io.in(), io.out())));
        kete.addSubcommand(new PerftCommand(io));
        kete.addSubcommand(new BenchCommand(io));
        kete.addSubcommand(new EngineCommand(io));
        kete.addSubcommand(passThrough(
                "serve",
                "the web platform: catalogue, rules, tutorials and play in the browser",
                rest -> org.kete.cli.serve.ServeCommand.run(rest.toArray(String[]::new), io.out(), io.err())));
        kete.addSubcommand(passThrough(
                "tutorial",
                "a step-by-step tutorial of a game in the terminal",
                rest -> org.kete.cli.tutorial.TutorialCommand.run(
                        rest.toArray(String[]::new), io.in(), io.out(), io.err())));
        kete.addSubcommand(new org.kete.cli.egtb.EgtbCommand(io.out()));
        kete.addSubcommand(passThrough(
                "match",
                "play a match between two computer players (or an external engine) and rate it",
                rest -> org.kete.cli.match.MatchCommand.run(rest.toArray(String[]::new), io.out(), io.err())));
        kete.addSubcommand(new org.kete.cli.book.BookCommand(io.out()));
        kete.addSubcommand(new HelpCommand(io));
        CommandLine completion = new CommandLine(new AutoComplete.GenerateCompletion());
        completion.getCommandSpec().usageMessage().hidden(false).description("print a bash/zsh completion script");
        kete.addSubcommand("completion", completion);
        kete.setOut(new PrintWriter(io.out(), true));
        kete.setErr(new PrintWriter(io.err(), true));
        kete.setParameterExceptionHandler((e, args) -> badArguments(e, io));
        kete.setExecutionExceptionHandler((e, line, parsed) -> failed(e, line, io));
        return kete;
    }

    /** A command that reads its own arguments: picocli gives it everything after its name, unparsed. */
    private static CommandLine passThrough(String name, String description, ToIntFunction<List<String>> run) {
        List<String> rest = new ArrayList<>();
        CommandSpec spec = CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> run.applyAsInt(rest));
        spec.name(name);
        spec.usageMessage().description(description);
        spec.parser().stopAtUnmatched(true);
        spec.addUnmatchedArgsBinding(CommandLine.Model.UnmatchedArgsBinding.forStringArrayConsumer(
                new CommandLine.Model.ISetter() {
                    @Override
                    @SuppressWarnings("unchecked")
                    public <T> T set(T value) {
                        if (value != null) rest.addAll(Arrays.asList((String[]) value));
                        return null;
                    }
                }));
        return new CommandLine(spec);
    }

    /** {@code kete help [command]}: the list of commands, or one command's help. */
    @Command(name = "help", description = "show this text, or the help of a command: kete help play")
    static final class HelpCommand implements Callable<Integer> {
        @Parameters(arity = "0..1", paramLabel = "<command>", description = "the command")
        String command;

        @Spec
        CommandSpec spec;

        private final Io io;

        HelpCommand(Io io) {
            this.io = io;
        }

        @Override
        public Integer call() {
            CommandLine kete = spec.commandLine().getParent();
            if (command == null) {
                io.out().print(kete.getUsageMessage());
                return OK;
            }
            if (!kete.getSubcommands().containsKey(command)) {
                throw new UsageException("unknown command '" + command + "'; " + commandList(kete));
            }
            return kete.execute(command, "--help");
        }
    }

    private static int badArguments(ParameterException e, Io io) {
        CommandLine line = e.getCommandLine();
        String where = line.getCommandSpec().qualifiedName();
        String message;
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            if (line.getParent() == null && !first.startsWith("-")) {
                message = "unknown command '" + first + "'; " + commandList(line) + " (see kete --help)";
            } else if (first.startsWith("-")) {
                message = "unknown option " + first + " for " + where + "; see " + where + " --help";
            } else {
                message = "unexpected argument '" + first + "'; see " + where + " --help";
            }
        } else {
            String m = e.getMessage();
            message = Character.toLowerCase(m.charAt(0)) + m.substring(1) + "; see " + where + " --help";
        }
        io.err().println("kete: " + message);
        return USAGE;
    }

    /** A usage error names the help of the command that refused it; any other failure is reported as it is. */
    private static int failed(Exception e, CommandLine line, Io io) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        if (!(e instanceof UsageException)) {
            io.err().println("kete: " + message);
            return FAILED;
        }
        String where = line.getCommandSpec().qualifiedName();
        boolean ownParser = !line.getCommandSpec().unmatchedArgsBindings().isEmpty();
        io.err()
                .println("kete: " + message
                        + (ownParser || message.contains("--help") ? "" : "; see " + where + " --help"));
        return USAGE;
    }

    private static String commandList(CommandLine kete) {
        List<String> names = new ArrayList<>(kete.getSubcommands().keySet());
        return "the commands are " + String.join(", ", names.subList(0, names.size() - 1)) + " and "
                + names.get(names.size() - 1);
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
