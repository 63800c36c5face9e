package org.kete.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.kete.engine.SearchState;

/**
 * The computer player's named strength levels, 1 (beginner) to 6 (strongest), each a depth, a node budget
 * and, for the two weakest, a seeded chance of playing a near-best move instead of the best one. Levels 1-5
 * are deterministic for a given seed and never read a clock; level 6 searches until the caller's stop
 * condition (a time limit), so the caller must supply one.
 */
public final class Levels {

    /**
     * One level.
     *
     * @param number 1..6
     * @param name the name shown to players
     * @param depth the deepest iteration, in plies
     * @param nodes the node budget per move (Long.MAX_VALUE: none)
     * @param slipChance the chance, per move, of playing a near-best move other than the best
     * @param slipMargin how much worse (in centi-seeds) a near-best move may be
     */
    public record Level(int number, String name, int depth, long nodes, double slipChance, int slipMargin) {

        /** The limits for one move; the stop condition is the caller's time control (or never). */
        public SearchLimits limits(BooleanSupplier stop) {
            return new SearchLimits(depth, nodes, stop);
        }

        /** A fresh searcher for one player at this level; the seed drives its slips. */
        public Searcher searcher(long seed) {
            // Shallow levels need only a small table; the strongest gets the full one.
            int bits = depth <= 4 ? 14 : number < 6 ? 18 : 20;
            AlphaBeta search = new AlphaBeta(bits);
            return slipChance > 0 ? new Slipping(search, slipChance, slipMargin, seed) : search;
        }
    }

    private static final List<Level> ALL = List.of(
            new Level(1, "beginner", 1, Long.MAX_VALUE, 0.35, 200),
            new Level(2, "novice", 2, Long.MAX_VALUE, 0.15, 100),
            new Level(3, "casual", 4, 20_000, 0, 0),
            new Level(4, "club", 7, 200_000, 0, 0),
            new Level(5, "expert", 12, 2_000_000, 0, 0),
            new Level(6, "strongest", AlphaBeta.MAX_DEPTH, Long.MAX_VALUE, 0, 0));

    private Levels() {}

    public static List<Level> all() {
        return ALL;
    }

    /** The level with this number (1..6) or name, e.g. "3" or "casual"; anything else is refused. */
    public static Level of(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Level l : ALL) {
            if (t.equals(Integer.toString(l.number())) || t.equals(l.name())) return l;
        }
        List<String> names = new ArrayList<>();
        for (Level l : ALL) names.add(l.number() + " (" + l.name() + ")");
        throw new IllegalArgumentException("unknown level '" + text + "'; levels: " + String.join(", ", names));
    }

    public static Level of(int number) {
        return of(Integer.toString(number));
    }

    /**
     * A weak player that still means every move: it values each root move with a full search one ply less,
     * then, with the given chance, plays a random one among the other moves within the margin of the best.
     * It never slips into a move that is proven worse than a non-losing alternative, because proven results
     * lie far outside any margin.
     */
    static final class Slipping implements Searcher {
        private final AlphaBeta search;
        private final double chance;
        private final int margin;
        private final SplittableRandom random;
        private final int[] rootMoves = new int[SearchState.MAX_MOVES];
        private final int[] values = new int[SearchState.MAX_MOVES];

        Slipping(AlphaBeta search, double chance, int margin, long seed) {
            this.search = search;
            this.chance = chance;
            this.margin = margin;
            this.random = new SplittableRandom(seed);
        }

        @Override
        public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
            SearchResult best = search.search(state, limits, listener);
            if (best.bestMove() < 0 || random.nextDouble() >= chance) return best;
            int n = state.legalMoves(rootMoves);
            SearchLimits childLimits = new SearchLimits(best.depth() - 1, limits.maxNodes(), limits.stop());
            long nodes = best.nodes();
            for (int i = 0; i < n; i++) {
                state.make(rootMoves[i]);
                if (state.isOver() || best.depth() <= 1) {
                    values[i] = -search.staticValue(state, 1);
                } else {
                    SearchResult r = search.search(state, childLimits);
                    values[i] = AlphaBeta.parentValue(r.score());
                    nodes += r.nodes();
                }
                state.unmake();
            }
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (rootMoves[i] != best.bestMove() && values[i] >= best.score() - margin) {
                    rootMoves[count] = rootMoves[i];
                    values[count++] = values[i];
                }
            }
            if (count == 0) return best;
            int pick = random.nextInt(count);
            return new SearchResult(rootMoves[pick], values[pick], best.depth(), nodes, new int[] {rootMoves[pick]});
        }
    }
}
