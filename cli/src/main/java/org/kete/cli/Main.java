package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.SpokenCommand;
import org.kete.cli.common.UsageException;
import org.kete.cli.match.MatchCommand;
import org.kete.cli.review.ReviewCommand;
import org.kete.cli.serve.ServeCommand;
import org.kete.cli.tutorial.TutorialCommand;
import org.kete.narration.Narrator;
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
 * <p>{@code play} and {@code tutorial} speak the player's language ({@link SpokenCommand}): their help and their
 * messages for bad arguments come from the message files.
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
        kete.addSubcommand(SpokenCommand.collectErrors(new CommandLine(new GamesCommand(io))));
        kete.addSubcommand(SpokenCommand.collectErrors(new CommandLine(new PlayCommand(io))));
        kete.addSubcommand(new PerftCommand(io));
        kete.addSubcommand(new BenchCommand(io));
        kete.addSubcommand(new EngineCommand(io));
        kete.addSubcommand(new ServeCommand(io.out(), io.err(), System::getenv));
        kete.addSubcommand(SpokenCommand.collectErrors(new CommandLine(new TutorialCommand(io.in(), io.out()))));
        kete.addSubcommand(new org.kete.cli.egtb.EgtbCommand(
                io.out(), org.kete.cli.egtb.EgtbCommand.isTerminal(io.out()), System::nanoTime));
        kete.addSubcommand(SpokenCommand.collectErrors(
                new CommandLine(new ReviewCommand(io.out(), io.err(), ReviewCommand.isTerminal(io.err())))));
        kete.addSubcommand(new MatchCommand(io.out()));
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
        String message;
        if (line.getParent() == null
                && e instanceof UnmatchedArgumentException u
                && !u.getUnmatched().isEmpty()
                && !u.getUnmatched().get(0).startsWith("-")) {
            message = "unknown command '" + u.getUnmatched().get(0) + "'; " + commandList(line) + " (see kete --help)";
        } else {
            String where = line.getCommandSpec().qualifiedName();
            String command = where.substring(where.indexOf(' ') + 1);
            message = SpokenCommand.describe(e, Narrator.english(), command) + "; see " + where + " --help";
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
        boolean pointToHelp = ((UsageException) e).pointsToHelp() && !message.contains("--help");
        io.err().println("kete: " + message + (pointToHelp ? "; see " + where + " --help" : ""));
        return USAGE;
    }

    private static String commandList(CommandLine kete) {
        List<String> names = new ArrayList<>(kete.getSubcommands().keySet());
        return "the commands are " + String.join(", ", names.subList(0, names.size() - 1)) + " and "
                + names.get(names.size() - 1);
    }
}
