package org.kete.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.kete.cli.common.GameArgs;
import org.kete.cli.common.GameIds;
import org.kete.cli.common.SpokenCommand;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOption;
import org.kete.narration.Narrator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code kete games}: the catalogue, with every rule option, its allowed values and default, in the player's
 * language ({@link SpokenCommand}: {@code --lang}, else the terminal's). Names, regions, summaries and the
 * options' explanations are the catalogue's messages the browser shows too; option names and values stay as they
 * are typed on a command line.
 */
@Command(name = "games", description = "list the games, their boards and rule options")
final class GamesCommand extends SpokenCommand {
    @Parameters(arity = "0..1", paramLabel = "<game>", descriptionKey = "game", completionCandidates = GameIds.class)
    String game;

    GamesCommand(Io io) {
        super(io.out());
    }

    @Override
    protected int run(Narrator words) {
        List<GameType> types = game == null
                ? Games.all()
                : List.of(GameArgs.game(game, List.of(), "games", words).type());
        boolean first = true;
        for (GameType t : types) {
            if (!first) out.println();
            first = false;
            describe(t, out, words);
        }
        return Main.OK;
    }

    static void describe(GameType t, PrintStream out, Narrator words) {
        String id = t.id();
        out.println(id + "  " + words.text("name." + id) + " - " + words.text("region." + id));
        for (String line : wrap(words.text("summary." + id), 96)) out.println("  " + line);
        List<String> facts = new ArrayList<>(List.of(
                words.text("catalogue.board", "rows", t.rows(), "pits", t.pitsPerRow()),
                words.text("catalogue.seeds", "n", t.seeds())));
        if (t.layout().hasStores()) facts.add(words.text("catalogue.stores"));
        out.println("  " + words.text("term.games.board", "facts", String.join(", ", facts)));
        if (t.options().isEmpty()) {
            out.println("  " + words.text("term.games.noOptions"));
            return;
        }
        out.println("  " + words.text("term.games.options"));
        int width = 0;
        for (RuleOption o : t.options()) width = Math.max(width, o.name().length());
        for (RuleOption o : t.options()) {
            String name = o.name() + " ".repeat(width - o.name().length());
            String allowed = o.kind() == RuleOption.Kind.INTEGER
                    ? words.text("term.games.range", "min", String.valueOf(o.min()), "max", String.valueOf(o.max()))
                    : o.allowedText();
            out.println("    " + name + "  " + o.defaultValue() + "  (" + allowed + ")");
            for (String line : wrap(words.text("opt." + o.name() + ".help"), 98 - width - 6)) {
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
