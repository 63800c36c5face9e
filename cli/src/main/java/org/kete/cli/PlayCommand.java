package org.kete.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.kete.ai.GameAi;
import org.kete.ai.Levels;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.cli.common.GameArgs;
import org.kete.cli.common.GameIds;
import org.kete.cli.common.LineInput;
import org.kete.cli.common.RuleOptionValues;
import org.kete.cli.common.SpokenCommand;
import org.kete.cli.common.UsageException;
import org.kete.engine.Game;
import org.kete.engine.RuleOption;
import org.kete.narration.Narrator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code kete play}: the arguments, parsed by picocli, and the checks on them; the game itself is a
 * {@link PlaySession}. Its help and its messages are in the player's language ({@link SpokenCommand}).
 */
@Command(
        name = "play",
        sortOptions = false,
        description = "play a game in the terminal, against a person or the computer")
final class PlayCommand extends SpokenCommand {
    /** Who moves first; by default the game's own firstPlayer option. */
    enum First {
        SOUTH,
        NORTH,
        RANDOM
    }

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "<game>",
            descriptionKey = "game",
            completionCandidates = GameIds.class)
    String gameId;

    @Parameters(
            index = "1..*",
            paramLabel = "option=value",
            descriptionKey = "ruleOptions",
            completionCandidates = RuleOptionValues.class)
    List<String> options = new ArrayList<>();

    @Option(names = "--south", paramLabel = "PLAYER", descriptionKey = "south", completionCandidates = Players.class)
    String south = "human";

    @Option(names = "--north", paramLabel = "PLAYER", descriptionKey = "north", completionCandidates = Players.class)
    String north = "computer";

    @Option(
            names = "--first",
            paramLabel = "south|north|random",
            descriptionKey = "first",
            completionCandidates = Firsts.class)
    First first;

    @Option(names = "--think", paramLabel = "S", descriptionKey = "think")
    Double think;

    @Option(names = "--seed", paramLabel = "N", descriptionKey = "seed")
    Long seed;

    @Option(names = "--egtb", paramLabel = "DIR", descriptionKey = "egtb")
    Path egtb;

    @Option(names = "--verbose", descriptionKey = "verbose")
    boolean verbose;

    @Option(names = "--save-dir", paramLabel = "DIR", descriptionKey = "saveDir")
    Path saveDir;

    /** The range of --think, in seconds (written out in the message, which must not group 3600's digits). */
    static final double MIN_THINK = 0.01;

    static final double MAX_THINK = 3600;

    private final Io io;

    PlayCommand(Io io) {
        super(io.out());
        this.io = io;
    }

    @Override
    protected int run(Narrator words) {
        if (gameId == null) throw usage(words, "term.play.needsGame");
        Game game = GameArgs.game(gameId, options, "play", words);
        String firstSetting = first != null
                ? first.name().toLowerCase(Locale.ROOT)
                : game.options().asMap().getOrDefault("firstPlayer", "south");
        if (first != null && declares(game, "firstPlayer")) {
            game = game.type().create(game.options().with("firstPlayer", firstSetting));
        }
        if (think != null && !(think >= MIN_THINK && think <= MAX_THINK)) {
            throw usage(
                    words, "term.cli.range", "option", "--think", "min", "0.01", "max", "3600", "value", plain(think));
        }
        double seconds = think == null ? 0 : think;
        long s = seed != null ? seed : System.nanoTime();
        OwareTablebase tables = egtb != null ? tables(game, egtb, words) : null;
        Seat southSeat = seat(south, "--south", s, seconds, tables, words);
        Seat northSeat = seat(north, "--north", s + 1, seconds, tables, words);
        double hintSeconds = seconds > 0 ? seconds : Hint.HINT_SECONDS;
        return new PlaySession(
                        game,
                        new Seat[] {southSeat, northSeat},
                        firstSetting,
                        s,
                        LineInput.open(io.in(), out),
                        out,
                        tables,
                        hintSeconds,
                        verbose,
                        saveDir != null ? saveDir : SavedGames.defaultSaveDir(),
                        words)
                .run();
    }

    private Seat seat(String text, String option, long seed, double seconds, OwareTablebase tables, Narrator words) {
        try {
            return Seat.parse(text, seed, seconds, tables);
        } catch (IllegalArgumentException e) {
            throw usage(words, "term.play.badPlayer", "option", option, "value", text);
        }
    }

    /** Opens and reads every table of the directory now, so a bad one is reported before the game starts. */
    private OwareTablebase tables(Game game, Path dir, Narrator words) {
        if (!GameAi.owareTablesApply(game.type())) {
            throw UsageException.withoutHelp(
                    words.text("term.play.egtbNotOware", "game", game.type().name()));
        }
        try {
            OwareTablebase tb = OwareTablebase.openDirectory(dir);
            tb.loadAll();
            return tb;
        } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
            throw UsageException.withoutHelp("--egtb: " + e.getMessage());
        } catch (OutOfMemoryError e) {
            throw UsageException.withoutHelp(words.text("term.play.egtbHeap", "dir", dir));
        }
    }

    /** 0.5 as "0.5", 2.0 as "2": the number as it was typed, near enough. */
    private static String plain(double d) {
        return java.math.BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    private static boolean declares(Game game, String option) {
        for (RuleOption o : game.type().options()) {
            if (o.name().equals(option)) return true;
        }
        return false;
    }

    /** What --south and --north take, for the shell completion. */
    static final class Players implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> all = new ArrayList<>(List.of("human", "computer"));
            for (Levels.Level l : Levels.all()) all.add("computer:" + l.number());
            for (Levels.Level l : Levels.all()) all.add("computer:" + l.name());
            return all.iterator();
        }
    }

    /** What --first takes, for the shell completion. */
    static final class Firsts implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("south", "north", "random").iterator();
        }
    }
}
