package org.kete.cli.match;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.kete.engine.Game;

/**
 * The players of {@code kete match} (its --a and --b): {@code level:N}, {@code level:6,name=value,...},
 * {@code mcts}, {@code mcts:eval,...}, {@code ab[:...]} and {@code engine:<command>}, as {@link MatchCommand}'s
 * header describes them. Settings are checked when the player is made, not in the first game.
 */
final class Contestants {
    private Contestants() {}

    static Match.Contestant of(
            String spec, Game game, MatchLimit limit, List<AutoCloseable> engines, OwareTablebase tables)
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
                    else if (part.startsWith("plies="))
                        plies = (int) MatchCommand.number(part.substring(6), "mcts plies", 0, 1000);
                    else if (part.startsWith("scale="))
                        scale = (int) MatchCommand.number(part.substring(6), "mcts scale", 1, 100_000);
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
                        depth[0] = (int) MatchCommand.number(part, "ab depth", 1, AlphaBeta.MAX_DEPTH);
                    } else if (part.contains("=")) {
                        String k = part.substring(0, part.indexOf('='));
                        long v = MatchCommand.number(part.substring(part.indexOf('=') + 1), k, -100_000, 100_000);
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
    private static Match.Contestant tunedSix(
            String spec, String arg, Game game, MatchLimit limit, OwareTablebase tables) {
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
                long v = MatchCommand.number(part.substring(part.indexOf('=') + 1), k, -100_000, 100_000);
                if (k.equals("hash")) bits = (int) MatchCommand.number(Long.toString(v), "hash bits", 10, 26);
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

    /** What --a and --b take, for the shell completion (engine: is followed by a command). */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> all = new ArrayList<>();
            for (Levels.Level l : Levels.all()) all.add("level:" + l.number());
            all.addAll(List.of("mcts", "mcts:eval", "ab", "ab:material", "engine:", "engine:aalina:"));
            return all.iterator();
        }
    }
}
