package org.kete.cli.match;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Evaluator;
import org.kete.ai.Levels;
import org.kete.ai.Mcts;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchSettings;
import org.kete.ai.Searcher;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.egtb.TablebaseProbe;
import org.kete.ai.eval.Evaluators;
import org.kete.ai.match.Match;
import org.kete.ai.match.Openings;
import org.kete.cli.GameIds;
import org.kete.cli.HelpOption;
import org.kete.cli.Main;
import org.kete.cli.RuleOptionValues;
import org.kete.cli.UsageException;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.record.GameRecord;
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
 * its options; see {@link ExternalEngine}).
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

    @Option(names = "--a", paramLabel = "<player>", completionCandidates = Players.class, description = "player A")
    String a;

    @Option(names = "--b", paramLabel = "<player>", completionCandidates = Players.class, description = "player B")
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
        Game game = Main.game(gameId, options, "match");
        Openings openings = openingsSpec == null ? Openings.none() : openings(openingsSpec, game);
        Limit limit = new Limit(
                depth != null ? depth : nodes == null && movetime == null ? 4 : 0,
                nodes != null ? nodes : 0,
                movetime != null ? movetime : 0);
        // Level 6 with endgame tables only when asked: a match's conditions are its command line.
        OwareTablebase tables = null;
        if (egtb != null) {
            tables = OwareTablebase.openDirectory(egtb);
            tables.loadAll();
        }
        Match.Contestant ca = contestant(a, game, limit, engines, tables);
        Match.Contestant cb = contestant(b, game, limit, engines, tables);
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
            if (dir != null) write(dir, game, g, aName, bName);
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

    /** The per-move limit of the match, as a stop condition where it is a time. */
    record Limit(int depth, long nodes, long movetime) {
        SearchLimits get() {
            if (movetime > 0) {
                long deadline = System.nanoTime() + movetime * 1_000_000L;
                return SearchLimits.until(() -> System.nanoTime() >= deadline);
            }
            return nodes > 0 ? SearchLimits.nodes(nodes) : SearchLimits.depth(depth);
        }

        @Override
        public String toString() {
            return movetime > 0 ? "movetime " + movetime + " ms" : nodes > 0 ? "nodes " + nodes : "depth " + depth;
        }
    }

    static Match.Contestant contestant(
            String spec, Game game, Limit limit, List<AutoCloseable> engines, OwareTablebase tables)
            throws IOException {
        String kind = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        String arg = spec.contains(":") ? spec.substring(spec.indexOf(':') + 1) : "";
        switch (kind) {
            case "level" -> {
                if (arg.contains(",")) return tunedSix(spec, arg, game, limit, tables);
                Levels.Level level = Levels.of(arg);
                Supplier<SearchLimits> limits = level.number() == Levels.all().size()
                        ? limit::get
                        : () -> {
                            SearchLimits l = limit.get();
                            return level.limits(limit.movetime() > 0 ? l.stop() : () -> false);
                        };
                TablebaseProbe probe = tables;
                return new Match.Contestant(spec, seed -> level.searcher(seed, probe), limits);
            }
            case "mcts" -> {
                if (arg.isEmpty()) return new Match.Contestant(spec, Mcts::new, limit::get);
                // mcts:eval or mcts:eval,plies=P,scale=S: the game's evaluation at the leaves after P random
                // plies (default 0) through a logistic curve of scale S centi-seeds (default 400).
                int plies = 0;
                int scale = 400;
                boolean eval = false;
                for (String part : arg.split(",")) {
                    if (part.equals("eval")) eval = true;
                    else if (part.startsWith("plies=")) plies = (int) number(part.substring(6), "mcts plies", 0, 1000);
                    else if (part.startsWith("scale="))
                        scale = (int) number(part.substring(6), "mcts scale", 1, 100_000);
                    else throw new IllegalArgumentException("mcts settings are eval, plies=P, scale=S: " + part);
                }
                if (!eval) throw new IllegalArgumentException("mcts settings need eval (mcts:eval,plies=P): " + spec);
                int p = plies;
                double sc = scale;
                LongFunction<Searcher> make = s -> new Mcts(s, Math.sqrt(2), p, Evaluators.forGame(game.id()), sc);
                return new Match.Contestant(spec, make, limit::get);
            }
            case "ab" -> {
                Map<String, Integer> weights = new LinkedHashMap<>();
                int[] depth = {0};
                boolean material = false;
                boolean reductions = true;
                for (String part : arg.isEmpty() ? new String[0] : arg.split(",")) {
                    if (part.equals("material")) {
                        material = true;
                    } else if (part.equals("plain")) {
                        reductions = false;
                    } else if (part.matches("\\d+")) {
                        depth[0] = (int) number(part, "ab depth", 1, AlphaBeta.MAX_DEPTH);
                    } else if (part.contains("=")) {
                        String k = part.substring(0, part.indexOf('='));
                        long v = number(part.substring(part.indexOf('=') + 1), k, -100_000, 100_000);
                        if (k.equals("depth")) depth[0] = (int) v;
                        else weights.put(k, (int) v);
                    } else {
                        throw new IllegalArgumentException(
                                "ab settings are D, material, plain or term=weight: " + part);
                    }
                }
                Map<String, Integer> w = new LinkedHashMap<>();
                if (material) {
                    for (String t : Evaluators.terms(game.id())) if (!t.equals("material")) w.put(t, 0);
                }
                w.putAll(weights);
                Evaluators.forGame(game.id(), w); // refuses unknown terms now, not in the first game
                boolean lmr = reductions;
                LongFunction<Searcher> make = s -> new AlphaBeta(16, Evaluators.forGame(game.id(), w), lmr);
                Supplier<SearchLimits> limits = depth[0] > 0 ? () -> SearchLimits.depth(depth[0]) : limit::get;
                return new Match.Contestant(spec, make, limits);
            }
            case "engine" -> {
                if (arg.isBlank())
                    throw new IllegalArgumentException("engine: needs a command, e.g. engine:./kete engine");
                ExternalEngine engine = new ExternalEngine(arg, game, limit);
                engines.add(engine);
                return new Match.Contestant(spec, s -> engine.newGame(), limit::get);
            }
            default -> throw new IllegalArgumentException("unknown player '" + spec + "'");
        }
    }

    /**
     * {@code level:6,name=value,...}: the strongest level with other search settings, to compare them by
     * matches: {@code hash=B} (a table of 2^B entries; level 6 has 20), {@code plain} (no reductions),
     * {@code nobook}, and the settings of {@link SearchSettings.Builder#option}, applied over level 6's own
     * ({@link Levels#strongestSettings}); a name of the game's evaluation terms (e.g. {@code mobility=174})
     * replaces that weight of level 6's evaluation, as {@code ab:term=weight} does.
     */
    private static Match.Contestant tunedSix(String spec, String arg, Game game, Limit limit, OwareTablebase tables) {
        String[] parts = arg.split(",");
        if (!parts[0].trim().equals("6")) throw new IllegalArgumentException("only level 6 takes settings: " + spec);
        int bits = 20;
        boolean plain = false;
        boolean book = true;
        Map<String, Integer> settings = new LinkedHashMap<>();
        // Names of the game's evaluation terms (threat=90, ...) change level 6's evaluation weights, as ab:... does.
        Map<String, Integer> weights = new LinkedHashMap<>();
        List<String> terms = Evaluators.terms(game.id());
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].trim();
            if (part.equals("plain")) plain = true;
            else if (part.equals("nobook")) book = false;
            else if (part.contains("=")) {
                String k = part.substring(0, part.indexOf('='));
                long v = number(part.substring(part.indexOf('=') + 1), k, -100_000, 100_000);
                if (k.equals("hash")) bits = (int) number(Long.toString(v), "hash bits", 10, 26);
                else if (terms.contains(k)) weights.put(k, (int) v);
                else settings.put(k, (int) v);
            } else {
                throw new IllegalArgumentException(
                        "level 6 settings are hash=B, plain, nobook, name=value or term=weight: " + part);
            }
        }
        int b = bits;
        boolean lmr = !plain;
        boolean useBook = book;
        LongFunction<Searcher> make = s -> {
            // Level 6's own settings first, so a setting named here is compared against level 6 as it is.
            Evaluator eval = weights.isEmpty() ? Evaluators.forGame(game.id()) : Evaluators.forGame(game.id(), weights);
            AlphaBeta ab = Levels.strongestSettings(new AlphaBeta(b, eval, lmr));
            SearchSettings.Builder named = ab.settings().toBuilder();
            settings.forEach(named::option);
            ab.withSettings(named.build());
            if (tables != null && tables.covers(game)) ab.withTablebase(tables);
            return useBook ? new org.kete.ai.book.BookSearcher(ab) : ab;
        };
        make.apply(0); // refuses unknown settings now, not in the first game
        return new Match.Contestant(spec, make, limit::get);
    }

    private static void write(Path dir, Game game, Match.GameResult g, String a, String b) {
        Position start = game.start();
        GameRecord r = GameRecord.start(game, start);
        Position p = start;
        List<Move> moves = new ArrayList<>();
        for (int code : g.moves()) {
            Move m = game.move(p, code);
            moves.add(m);
            p = game.apply(p, m).after();
        }
        r = GameRecord.of(game, start, moves)
                .withTag("South", g.aSide() == 0 ? a : b)
                .withTag("North", g.aSide() == 0 ? b : a)
                .withTag("Event", "kete match");
        if (g.openingPlies() > 0) r = r.withComment(g.openingPlies(), "end of the opening");
        Path file = dir.resolve(String.format(Locale.ROOT, "%s-%04d.txt", game.id(), g.index() + 1));
        try {
            Files.writeString(file, r.text(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private static void range(String option, long v, long min, long max) {
        if (v < min || v > max) throw new IllegalArgumentException(option + " must be " + min + ".." + max);
    }

    /** What --a and --b take, for the shell completion (engine: is followed by a command). */
    static final class Players implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> all = new ArrayList<>();
            for (Levels.Level l : Levels.all()) all.add("level:" + l.number());
            all.addAll(List.of("mcts", "mcts:eval", "ab", "ab:material", "engine:", "engine:aalina:"));
            return all.iterator();
        }
    }

    /** The kinds of --openings, for the shell completion. */
    static final class OpeningKinds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("random:", "balanced:", "all:", "book:").iterator();
        }
    }

    private static long number(String text, String what, long min, long max) {
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
