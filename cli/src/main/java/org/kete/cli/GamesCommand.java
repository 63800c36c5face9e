package org.kete.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOption;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code kete games}: the catalogue, with every rule option, its allowed values and default. */
@Command(
        name = "games",
        description = {
            "list the games, their boards and rule options",
            "",
            "Lists every game Kete plays (or just <game>): its id, name, board and seeds, and its rule options with"
                    + " the allowed values, the default and what each one means. Rule options are given to play"
                    + " and perft as name=value, e.g. grandSlam=allowed."
        })
final class GamesCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Parameters(
            arity = "0..1",
            paramLabel = "<game>",
            completionCandidates = GameIds.class,
            description = "only this game: ${COMPLETION-CANDIDATES}")
    String game;

    private final PrintStream out;

    GamesCommand(Io io) {
        this.out = io.out();
    }

    @Override
    public Integer call() {
        List<GameType> types = game == null
                ? Games.all()
                : List.of(Main.game(game, List.of(), "games").type());
        boolean first = true;
        for (GameType t : types) {
            if (!first) out.println();
            first = false;
            describe(t, out);
        }
        return Main.OK;
    }

    static void describe(GameType t, PrintStream out) {
        out.println(t.id() + "  " + t.name() + " - " + t.region());
        for (String line : wrap(t.summary(), 96)) out.println("  " + line);
        out.println("  Board: " + t.rows() + " rows of " + t.pitsPerRow() + " pits, " + t.seeds() + " seeds"
                + (t.layout().hasStores() ? ", with stores" : ""));
        if (t.options().isEmpty()) {
            out.println("  Options: none");
            return;
        }
        out.println("  Options (name, default, allowed values):");
        int width = 0;
        for (RuleOption o : t.options()) width = Math.max(width, o.name().length());
        for (RuleOption o : t.options()) {
            String name = o.name() + " ".repeat(width - o.name().length());
            out.println("    " + name + "  " + o.defaultValue() + "  (" + o.allowedText() + ")");
            for (String line : wrap(o.description(), 98 - width - 6)) {
                out.println("    " + " ".repeat(width) + "  " + line);
            }
        }
    }

    /** Words of {@code text} in lines of at most {@code width} characters (a longer word has its own line). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }
}
