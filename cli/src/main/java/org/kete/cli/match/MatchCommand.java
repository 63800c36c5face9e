package org.kete.cli.match;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.kete.ai.AlphaBeta;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.match.Match;
import org.kete.ai.match.Openings;
import org.kete.cli.common.GameArgs;
import org.kete.cli.common.GameIds;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.RuleOptionValues;
import org.kete.cli.common.UsageException;
import org.kete.engine.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code kete match <game> --a <player> --b <player> [--games N] [--depth D | --nodes N | --movetime MS]
 * [--openings random:K|balanced:K|all:K|book:FILE] [--records DIR] [--seed S] [option=value ...]}: plays a match
 * and prints the score and the Elo difference of A over B with its 95% error bar and interval. It is how every
 * strength change is judged (docs/strength.md).
 *
 * <p>Players: {@code level:N} (a named level, 1..6, under its own limits; level 6 takes the match limit),
 * {@code mcts} (UCT with random playouts; --nodes counts playouts), {@code mcts:eval,plies=P,scale=S} (the
 * game's evaluation at the leaves after P random plies), {@code ab} or {@code ab:D} (alpha-beta with the
 * game's evaluation; D overrides the depth), {@code ab:term=weight,...} (some evaluation terms reweighted,
 * {@code ab:material} for material only, {@code ab:depth=3,threat=0}, {@code ab:6,plain} without late-move
 * reductions), and {@code engine:<command>} (an external program speaking docs/protocol.md), or {@code
 * engine:aalina:<command>} (one speaking Aalina's dialect; {@code engine:aalina,OwnBook=false:<command>} sets
 * its options; see {@link Contestants} and {@link ExternalEngine}).
 *
 * <p>{@code --egtb DIR}: level 6 players search with the Oware endgame tables of DIR (loaded at start); without
 * it, none.
 *
 * <p>Openings: {@code random:K} plays K random plies; {@code balanced:K} only those random K-ply openings that
 * a fixed reference search finds even ({@link Openings#balanced}); {@code all:K} every K-ply line;
 * {@code book:FILE} the openings of a file.
 */
@Command(
        name = "match",
        sortOptions = false,
        description = {
            "play a match between two computer players (or an external engine) and rate it",
            "",
            "Plays N games between players A and B, colours alternating, and prints every result as it comes,"
                    + " then A's wins, draws and losses and the Elo difference of A over B with its 95%% error bar"
                    + " and interval. Games 2i and 2i+1 start from the same opening with the colours swapped."
        },
        footer = {
            "",
            "Players: level:N (a level of the computer, 1-6; level 6 takes the match limit, level:6,hash=B,plain,"
                    + "nobook,name=value for other search settings or evaluation weights) | mcts | mcts:eval[,plies=P,scale=S] | ab[:D] |"
                    + " ab:term=weight,... | ab:material | ab:D,plain | engine:[kete|aalina[,Option=value...]:]"
                    + "<command> (an external program speaking docs/protocol.md)",
            "",
            "Example: kete match oware --a level:5 --b mcts --games 20 --movetime 200",
            "See docs/cli.md and docs/strength.md."
        })
public final class MatchCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "<game>",
            completionCandidates = GameIds.class,
            description = "the game")
    String gameId;

    @Parameters(
            index = "1..*",
            paramLabel = "option=value",
            completionCandidates = RuleOptionValues.class,
            description = "a rule option of the game (kete games)")
    List<String> options = new ArrayList<>();

    @Option(
            names = "--a",
            paramLabel = "<player>",
            completionCandidates = Contestants.Names.class,
            description = "player A")
    String a;

    @Option(
            names = "--b",
            paramLabel = "<player>",
            completionCandidates = Contestants.Names.class,
            description = "player B")
    String b;

    @Option(names = "--games", paramLabel = "N", description = "games to play (default 2, 1..1000000)")
    int games = 2;

    @Option(
            names = "--depth",
            paramLabel = "D",
            description = "the depth of every move (default 4 when no other limit is given)")
    Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "the nodes (MCTS: playouts) of every move")
    Long nodes;

    @Option(
            names = "--movetime",
            paramLabel = "MS",
            description = "the milliseconds of every move (the only limit that makes a match unrepeatable)")
    Long movetime;

    @Option(
            names = "--openings",
            paramLabel = "SPEC",
            completionCandidates = OpeningKinds.class,
            description = "random:K (K random plies) | balanced:K (random K-ply openings a reference search finds"
                    + " even) | all:K (every K-ply line) | book:FILE (one opening a line); default: none")
    String openingsSpec;

    @Option(names = "--records", paramLabel = "DIR", description = "write every game as a Kete record into DIR")
    Path records;

    @Option(names = "--seed", paramLabel = "S", description = "the seed of the openings and the players (default 1)")
    long seed = 1;

    @Option(
            names = "--egtb",
            paramLabel = "DIR",
            description =
                    "give level 6 the Oware endgame tables of DIR (default: none, whatever kete serve would find)")
    Path egtb;

    private final PrintStream out;

    public MatchCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        List<AutoCloseable> engines = new ArrayList<>();
        try {
            return match(engines);
        } catch (IllegalArgumentException | IOException e) {
            throw new UsageException(e.getMessage());
        } finally {
            for (AutoCloseable c : engines) {
                try {
                    c.close();
                } catch (Exception ignored) {
                    // the engine is gone either way
                }
            }
        }
    }

    private int match(List<AutoCloseable> engines) throws IOException {
        if (gameId == null) throw new IllegalArgumentException("name the game, e.g. match oware ...");
        if (a == null || b == null) throw new IllegalArgumentException("both players are needed: --a and --b");
        range("--games", games, 1, 1_000_000);
        if (depth != null) range("--depth", depth, 1, AlphaBeta.MAX_DEPTH);
        if (nodes != null) range("--nodes", nodes, 1, Long.MAX_VALUE);
        if (movetime != null) range("--movetime", movetime, 1, 86_400_000);
        if ((depth != null ? 1 : 0) + (nodes != null ? 1 : 0) + (movetime != null ? 1 : 0) > 1) {
            throw new IllegalArgumentException("give one of --depth, --nodes, --movetime");
        }
        Game game = GameArgs.game(gameId, options, "match");
        Openings openings = openingsSpec == null ? Openings.none() : openings(openingsSpec, game);
        MatchLimit limit = new MatchLimit(
                depth != null ? depth : nodes == null && movetime == null ? 4 : 0,
                nodes != null ? nodes : 0,
                movetime != null ? movetime : 0);
        // Level 6 with endgame tables only when asked: a match's conditions are its command line.
        OwareTablebase tables = null;
        if (egtb != null) {
            tables = OwareTablebase.openDirectory(egtb);
            tables.loadAll();
        }
        Match.Contestant ca = Contestants.of(a, game, limit, engines, tables);
        Match.Contestant cb = Contestants.of(b, game, limit, engines, tables);
        if (records != null) Files.createDirectories(records);
        Path dir = records;
        out.printf(
                Locale.ROOT,
                "%s: %s vs %s, %d games, %s%s, seed %d%s%n",
                game.id(),
                a,
                b,
                games,
                limit,
                openingsSpec == null ? "" : ", " + openings.describe(),
                seed,
                tables == null
                        ? ""
                        : ", level 6 with the endgame tables " + tables.describeSeedCounts() + " of " + egtb);
        int[] wdl = new int[3];
        String aName = a;
        String bName = b;
        Match.Result result = new Match(game, ca, cb).play(games, openings, seed, g -> {
            wdl[1 - g.resultForA()]++;
            out.printf(
                    Locale.ROOT,
                    "game %d: A as %s, %s (%d-%d, %d plies)  running +%d =%d -%d%n",
                    g.index() + 1,
                    g.aSide() == 0 ? "South" : "North",
                    g.resultForA() > 0
                            ? "A wins"
                            : g.resultForA() < 0
                                    ? "B wins"
                                    : g.adjudicated() ? "draw (repetition, adjudicated)" : "draw",
                    g.score()[0],
                    g.score()[1],
                    g.moves().length,
                    wdl[0],
                    wdl[1],
                    wdl[2]);
            if (dir != null) MatchRecords.write(dir, game, g, aName, bName);
        });
        var elo = result.elo();
        out.printf(
                Locale.ROOT,
                "score A-B: +%d =%d -%d (%.1f%%)%n",
                elo.wins(),
                elo.draws(),
                elo.losses(),
                100 * elo.score());
        out.println("Elo A-B: " + elo.describe() + " (95%: " + elo.describeInterval() + ")");
        return 0;
    }

    private static void range(String option, long v, long min, long max) {
        if (v < min || v > max) throw new IllegalArgumentException(option + " must be " + min + ".." + max);
    }

    /** The kinds of --openings, for the shell completion. */
    static final class OpeningKinds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("random:", "balanced:", "all:", "book:").iterator();
        }
    }

    static long number(String text, String what, long min, long max) {
        long v;
        try {
            v = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a whole number, not '" + text + "'");
        }
        if (v < min || v > max) throw new IllegalArgumentException(what + " must be " + min + ".." + max);
        return v;
    }

    /** random:K, balanced:K, all:K or book:FILE (docs/cli.md gives each). */
    private static Openings openings(String text, Game game) throws IOException {
        if (text.startsWith("random:")) {
            return Openings.random((int) number(text.substring(7), "--openings random:K", 0, 200));
        }
        if (text.startsWith("balanced:")) {
            return Openings.balanced((int) number(text.substring(9), "--openings balanced:K", 1, 200));
        }
        if (text.startsWith("all:"))
            return Openings.all(game, (int) number(text.substring(4), "--openings all:K", 1, 8));
        if (text.startsWith("book:")) {
            Path file = Path.of(text.substring(5));
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("--openings book:FILE: no such file " + file);
            }
            return Openings.readBook(game, Files.readAllLines(file), file.toString());
        }
        throw new IllegalArgumentException("--openings takes random:K (K random plies), balanced:K (K random plies "
                + "that a reference search finds even), all:K (every K-ply opening) or book:FILE, not '" + text
                + "'");
    }
}
