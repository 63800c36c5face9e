package org.kete.cli.common;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.kete.narration.Narrator;
import org.kete.text.Messages;
import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A command that speaks the player's language ({@code play}, {@code tutorial}): its help and its messages for bad
 * arguments come from the message files, in the language of {@code --lang} or else the terminal's. picocli parses
 * the arguments and collects the errors instead of reporting them at once ({@link #collectErrors}), so that the
 * language is known, wherever {@code --lang} stands, before anything is said. {@code --help} wins over errors, as
 * it does for the other commands.
 */
public abstract class SpokenCommand implements Callable<Integer> {
    @Spec
    protected CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            descriptionKey = "help")
    boolean help;

    @Option(names = "--lang", paramLabel = "CODE", descriptionKey = "lang", completionCandidates = LanguageCodes.class)
    protected String lang;

    protected final PrintStream out;

    protected SpokenCommand(PrintStream out) {
        this.out = out;
    }

    /** The code given with {@code --lang}, or null. */
    public String lang() {
        return lang;
    }

    /** Sets up a spoken command's parser: errors are collected for {@link #call} to say in the language. */
    public static CommandLine collectErrors(CommandLine line) {
        line.getCommandSpec().parser().collectErrors(true);
        line.setCaseInsensitiveEnumValuesAllowed(true);
        return line;
    }

    /** The narrator of {@code --lang} (an unknown code is a usage error, in English), else the terminal's. */
    protected Narrator narrator() {
        try {
            return Narrator.of(TerminalLanguage.resolve(lang));
        } catch (IllegalArgumentException e) {
            throw usageText(Narrator.english(), "--lang: " + e.getMessage());
        }
    }

    /** The parameters of the help texts, as name, value pairs: the language codes and the game ids. */
    protected Object[] helpParameters() {
        return new Object[] {"codes", Messages.codes().replace(", ", "|"), "games", String.join(", ", new GameIds())};
    }

    /** Runs the command with parsed, checked arguments; returns the exit code. */
    protected abstract int run(Narrator words);

    @Override
    public final Integer call() {
        Narrator words = narrator();
        CommandLine line = spec.commandLine();
        if (help) {
            line.setResourceBundle(new MessageBundle(words.messages(), spec.name(), helpParameters()));
            out.print(line.getUsageMessage());
            return CommandLine.ExitCode.OK;
        }
        List<Exception> errors = line.getParseResult().errors();
        if (!errors.isEmpty()) throw new UsageException(seeHelp(words, describe(errors.get(0), words, spec.name())));
        return run(words);
    }

    /** A usage error in the language: the message of {@code key}, naming this command's help. */
    protected UsageException usage(Narrator words, String key, Object... params) {
        return new UsageException(seeHelp(words, words.text(key, params)));
    }

    /** The same for a message already written (by the rules or the engine, in English). */
    protected UsageException usageText(Narrator words, String message) {
        return new UsageException(seeHelp(words, message));
    }

    private String seeHelp(Narrator words, String message) {
        return words.text("term.cli.seeHelp", "message", message, "command", spec.name());
    }

    /**
     * What picocli found wrong with the arguments of {@code command} ("play", "egtb build"), in the language:
     * the option and the value, and what the option takes.
     */
    public static String describe(Exception e, Narrator words, String command) {
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            return first.startsWith("-")
                    ? words.text("term.cli.unknownOption", "option", first, "command", command)
                    : words.text("term.cli.unexpected", "argument", first);
        }
        if (e instanceof MissingParameterException m
                && !m.getMissing().isEmpty()
                && m.getMissing().get(0) instanceof OptionSpec o) {
            // picocli says "Missing required option" for an option not given, "... parameter for option" for a value.
            boolean absent = String.valueOf(m.getMessage()).startsWith("Missing required option");
            return words.text(absent ? "term.cli.required" : "term.cli.needsValue", "option", o.longestName());
        }
        if (e instanceof OverwrittenOptionException o && o.getOverwritten() instanceof OptionSpec option) {
            return words.text("term.cli.givenTwice", "option", option.longestName());
        }
        if (e instanceof ParameterException p && p.getArgSpec() instanceof OptionSpec o && p.getValue() != null) {
            Class<?> type = o.type();
            String name = o.longestName();
            if (type.isEnum()) {
                List<String> choices = new ArrayList<>();
                for (Object c : type.getEnumConstants())
                    choices.add(c.toString().toLowerCase(Locale.ROOT));
                return words.text(
                        "term.cli.oneOf", "option", name, "choices", either(words, choices), "value", p.getValue());
            }
            if (type == Double.class || type == double.class) {
                return words.text("term.cli.needsNumber", "option", name, "value", p.getValue());
            }
            if (type == Long.class || type == long.class || type == Integer.class || type == int.class) {
                return words.text("term.cli.needsWholeNumber", "option", name, "value", p.getValue());
            }
        }
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        return Character.toLowerCase(m.charAt(0)) + m.substring(1);
    }

    /** "south, north or random", the language's way. */
    protected static String either(Narrator words, List<String> choices) {
        if (choices.size() == 1) return choices.get(0);
        return String.join(", ", choices.subList(0, choices.size() - 1)) + " " + words.text("term.or") + " "
                + choices.get(choices.size() - 1);
    }
}
