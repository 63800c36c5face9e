package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.kete.ai.GameAi;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.RuleOption;
import org.kete.narration.Narrator;
import org.kete.text.Messages;

/** {@code kete play}: the arguments; the game itself is a {@link PlaySession}. */
final class PlayCommand {
    private PlayCommand() {}

    static int run(List<String> rest, InputStream in, PrintStream out) {
        Args a = Args.parse(
                "play",
                rest,
                Set.of("--south", "--north", "--first", "--think", "--seed", "--egtb", "--save-dir", "--lang"),
                Set.of("--verbose"));
        Narrator words;
        try {
            words = Narrator.of(TerminalLanguage.resolve(a.has("--lang") ? a.get("--lang", "") : null));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--lang: " + e.getMessage());
        }
        if (a.help()) {
            out.println(words.text("term.play.usage", "codes", Messages.codes()));
            return Main.OK;
        }
        if (a.positional.isEmpty()) throw new UsageException("play needs a game, e.g. kete play oware");
        Game game = Main.game(a.positional.get(0), a.positional.subList(1, a.positional.size()), "play");
        String first = firstSetting(game, a);
        if (a.has("--first") && declares(game, "firstPlayer")) {
            game = game.type().create(game.options().with("firstPlayer", first));
        }
        double think = a.getDouble("--think", 0, 0.01, 3600);
        long seed;
        try {
            seed = a.has("--seed") ? Long.parseLong(a.get("--seed", "0").trim()) : System.nanoTime();
        } catch (NumberFormatException e) {
            throw new UsageException("--seed needs a whole number, not '" + a.get("--seed", "") + "'");
        }
        OwareTablebase tables = a.has("--egtb") ? tables(game, a.get("--egtb", "")) : null;
        Seat south = Seat.parse(a.get("--south", "human"), "--south", seed, think, tables);
        Seat north = Seat.parse(a.get("--north", "computer"), "--north", seed + 1, think, tables);
        double hintSeconds = think > 0 ? think : PlaySession.HINT_SECONDS;
        Path saveDir = a.has("--save-dir") ? Path.of(a.get("--save-dir", "")) : PlaySession.defaultSaveDir();
        return new PlaySession(
                        game,
                        new Seat[] {south, north},
                        first,
                        seed,
                        LineInput.open(in, out),
                        out,
                        tables,
                        hintSeconds,
                        a.has("--verbose"),
                        saveDir,
                        words)
                .run();
    }

    /** Opens and reads every table of the directory now, so a bad one is reported before the game starts. */
    private static OwareTablebase tables(Game game, String dir) {
        if (!GameAi.owareTablesApply(game.type())) {
            throw new UsageException("--egtb: the endgame tables are for Oware, not "
                    + game.type().name());
        }
        try {
            OwareTablebase tb = OwareTablebase.openDirectory(Path.of(dir));
            tb.loadAll();
            return tb;
        } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
            throw new UsageException("--egtb: " + e.getMessage());
        } catch (OutOfMemoryError e) {
            throw new UsageException("--egtb: the tables in " + dir + " do not fit the Java heap; give Java more"
                    + " memory (-Xmx) or use a directory with fewer seed counts");
        }
    }

    private static String firstSetting(Game game, Args a) {
        if (a.has("--first")) {
            String f = a.get("--first", "").trim().toLowerCase(Locale.ROOT);
            if (!List.of("south", "north", "random").contains(f)) {
                throw new UsageException("--first is south, north or random, not '" + a.get("--first", "") + "'");
            }
            return f;
        }
        return game.options().asMap().getOrDefault("firstPlayer", "south");
    }

    private static boolean declares(Game game, String option) {
        for (RuleOption o : game.type().options()) {
            if (o.name().equals(option)) return true;
        }
        return false;
    }
}
