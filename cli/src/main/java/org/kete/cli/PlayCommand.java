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

/** {@code kete play}: the arguments; the game itself is a {@link PlaySession}. */
final class PlayCommand {
    static final String HELP = """
            Usage: kete play <game> [option=value ...] [--south PLAYER] [--north PLAYER]
                             [--first south|north|random] [--think S] [--seed N] [--egtb DIR]
                             [--verbose] [--save-dir DIR]

            Plays <game> (see kete games) in the terminal, South at the bottom of the board.

              option=value   a rule option of the game, e.g. grandSlam=allowed
              --south, --north PLAYER
                             human, computer, or computer:LEVEL with LEVEL 1-6 or its name
                             (1 beginner, 2 novice, 3 casual, 4 club, 5 expert, 6 strongest);
                             default: South human, North computer:3
              --first        who moves first: south, north, or random ("guess which hand holds
                             the seed"); default: the game's firstPlayer option
              --think S      at most S seconds per computer move (level 6 takes 5 s without it)
              --seed N       seed for the random draw of the first player and the weaker levels
              --egtb DIR     Oware endgame tables (kete egtb build --dir DIR): the strongest level
                             plays from them and the hint of an ending in them is exact
              --verbose      show the search's depth, nodes and time with each computer move
                             and hint
              --save-dir DIR where a game in progress is saved when you quit without naming a
                             file, or the input ends (default ~/.kete/saved-games)

            During the game type a move (its notation, e.g. C in Oware), or a pit alone to see the
            moves from it, or one of: moves, hint, undo, save FILE, load FILE, board, help, quit.
            On a terminal the arrows edit the line and recall earlier ones; Tab completes moves.

            Examples:
              kete play oware
              kete play oware grandSlam=allowed --north computer:club --first random
              kete play oware --south human --north human
            """;

    private PlayCommand() {}

    static int run(List<String> rest, InputStream in, PrintStream out) {
        Args a = Args.parse(
                "play",
                rest,
                Set.of("--south", "--north", "--first", "--think", "--seed", "--egtb", "--save-dir"),
                Set.of("--verbose"));
        if (a.help()) {
            out.print(HELP);
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
                        saveDir)
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
