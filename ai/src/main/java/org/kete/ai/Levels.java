package org.kete.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.kete.ai.book.BookSearcher;
import org.kete.ai.egtb.TablebaseProbe;
import org.kete.engine.GameType;
import org.kete.engine.SearchState;

/**
 * The computer player's named strength levels, 1 (beginner) to 6 (strongest). Every level uses the game's
 * own evaluation ({@link GameAi#evaluator()}), chosen when the searcher first sees a position of the game.
 *
 * <ul>
 *   <li>1 beginner: plays like someone who has just learnt the rules ({@link Beginner}): looks one move ahead
 *       for captures, sometimes overlooks one, looks at the opponent's reply only some of the time, and likes
 *       sowing from big pits. Never random: a capture it sees and a win in one it always takes.
 *   <li>2 novice: two plies, and on some moves a near-best move instead of the best.
 *   <li>3 casual to 5 expert: deeper searches with node budgets, so they are deterministic and clock-free.
 *       A game may cap a level's depth lower where the general depth would make it as strong as the level
 *       above ({@link Level#depth(GameType)}; Bao la Kujifunza's expert searches 8 plies, not 12).
 *   <li>6 strongest: the full search until the caller's stop condition (a time limit), which the caller must
 *       supply; it is also the {@link #hint} player.
 * </ul>
 *
 * Levels 1-5 are deterministic for a given seed and never read a clock.
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

        /** A fresh searcher for one player at this level; the seed drives its mistakes. */
        public Searcher searcher(long seed) {
            return searcher(seed, null);
        }

        /**
         * As {@link #searcher(long)}; the strongest level also scores the positions that {@code tables} hold
         * by their exact value ({@link AlphaBeta#withTablebase}), in the games they cover (any other game is
         * searched without them); null for none. The other levels do not use them.
         */
        public Searcher searcher(long seed, TablebaseProbe tables) {
            Searcher search = searcherWithoutBook(seed, tables);
            // The strongest level plays the opening from Kete's own book where it has the position (BookSearcher).
            return number == 6 ? new BookSearcher(search) : search;
        }

        /** As {@link #searcher(long, TablebaseProbe)}, always searching: what the book is made with. */
        public Searcher searcherWithoutBook(long seed, TablebaseProbe tables) {
            if (number == 1) return new Beginner(seed);
            // Shallow levels need only a small table; the strongest gets the full one.
            int bits = depth <= 4 ? 14 : number < 6 ? 18 : 20;
            return new PerGame(this, bits, seed, number == 6 ? tables : null);
        }

        /** The deepest iteration in this game: {@link #depth} unless the game caps this level lower ({@link GameAi}). */
        public int depth(GameType type) {
            return GameAi.of(type).depthCap(number, depth);
        }
    }

    private static final List<Level> ALL = List.of(
            new Level(1, "beginner", 1, Long.MAX_VALUE, 0, 0),
            new Level(2, "novice", 2, Long.MAX_VALUE, 0.15, 100),
            new Level(3, "casual", 3, 5_000, 0, 0),
            new Level(4, "club", 6, 40_000, 0, 0),
            new Level(5, "expert", 12, 400_000, 0, 0),
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
     * The hint: the move the strongest level would play here, with its score (centi-seeds from the side to
     * move's view, or a proven result; see {@link AlphaBeta}), searching until {@code stop} says so.
     */
    public static SearchResult hint(SearchState state, BooleanSupplier stop) {
        return hint(state, stop, null);
    }

    /** The hint using endgame tables for this game (or null), as the strongest level does with them. */
    public static SearchResult hint(SearchState state, BooleanSupplier stop, TablebaseProbe tables) {
        Level six = of(6);
        return six.searcher(0, tables).search(state, six.limits(stop));
    }

    /**
     * The strongest level's search settings on top of {@link AlphaBeta}'s defaults (which levels 1-5, the
     * analysis and the bench keep). It plays by time, so it may keep what one move's search learnt for the
     * next; it reduces no move at principal-variation nodes and plays the better move of an unfinished
     * iteration (docs/strength.md section 0: both stronger at equal nodes).
     */
    public static AlphaBeta strongestSettings(AlphaBeta ab) {
        return ab.keepTable(true)
                .withSettings(
                        ab.settings().toBuilder().lmrPv(false).partial(true).build());
    }

    /**
     * An alpha-beta searcher with the evaluation of whatever game it is asked about (built on first use and
     * again if the game changes), optionally slipping to near-best moves.
     */
    static final class PerGame implements Searcher {
        private final Level level;
        private final int bits;
        private final long seed;
        private final TablebaseProbe tables;
        private String gameKey;
        private Searcher inner;
        private int depthCap;

        PerGame(Level level, int bits, long seed, TablebaseProbe tables) {
            this.level = level;
            this.bits = bits;
            this.seed = seed;
            this.tables = tables;
        }

        @Override
        public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
            String id = state.game().id();
            // Rebuilt when the game or its rules change: the tables cover one game under one set of rules.
            String key = id + " " + state.game().options();
            if (!key.equals(gameKey)) {
                GameAi game = GameAi.of(state.game());
                AlphaBeta ab = new AlphaBeta(bits, game.evaluator());
                if (level.number() == 6) strongestSettings(ab);
                if (tables != null && tables.covers(state.game())) ab.withTablebase(tables);
                inner = level.slipChance() > 0 ? new Slipping(ab, level.slipChance(), level.slipMargin(), seed) : ab;
                depthCap = level.depth(game.type());
                gameKey = key;
            }
            if (limits.maxDepth() > depthCap) limits = new SearchLimits(depthCap, limits.maxNodes(), limits.stop());
            return inner.search(state, limits, listener);
        }
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
            int side = state.sideToMove();
            for (int i = 0; i < n; i++) {
                state.make(rootMoves[i]);
                boolean again = state.sideToMove() == side;
                if (state.isOver() || best.depth() <= 1) {
                    int v = search.staticValue(state, 1);
                    values[i] = again ? v : -v;
                } else {
                    SearchResult r = search.search(state, childLimits);
                    values[i] = AlphaBeta.parentValue(r.score(), again);
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

    /**
     * A beginner's way of choosing a move, as people new to a mancala game play: it counts what each move
     * captures right away (the game's material, one ply), but overlooks a capture now and then; only on some
     * moves does it also look at the opponent's best answer (so it often walks into a threat); among moves
     * that look equal it likes to sow a big pit. A win in one it always sees. Deterministic per seed.
     */
    static final class Beginner implements Searcher {
        /** Chance of not noticing a capture a move makes. */
        static final double OVERLOOK = 0.3;
        /** Chance, per move, of also checking the opponent's best reply to each candidate. */
        static final double SEE_REPLY = 0.4;
        /** Centi-seeds of liking per seed in the pit a move starts from. */
        static final int BIG_PIT = 3;

        private final SplittableRandom random;
        private final int[] rootMoves = new int[SearchState.MAX_MOVES];
        private final int[] replies = new int[SearchState.MAX_MOVES];
        private String gameId;
        private Evaluator material;

        Beginner(long seed) {
            this.random = new SplittableRandom(seed);
        }

        @Override
        public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
            if (state.isOver()) return new SearchResult(-1, 0, 0, 0, new int[0]);
            String id = state.game().id();
            if (!id.equals(gameId)) {
                material = GameAi.of(state.game()).materialOnly();
                gameId = id;
            }
            int me = state.sideToMove();
            int n = state.legalMoves(rootMoves);
            boolean lookAhead = random.nextDouble() < SEE_REPLY;
            int before = material.evaluate(state);
            long nodes = 0;
            int bestMove = -1;
            int bestValue = 0;
            long bestKey = Long.MIN_VALUE;
            for (int i = 0; i < n; i++) {
                int m = rootMoves[i];
                int pit = m & 0xFF;
                int liking = pit < state.pitCount() ? BIG_PIT * state.seeds(pit) : 0;
                state.make(m);
                nodes++;
                int value;
                if (state.isOver()) {
                    value = state.winner() == me ? AlphaBeta.WIN : state.winner() < 0 ? 0 : -AlphaBeta.WIN;
                } else {
                    value = view(state, me);
                    // An overlooked capture: the beginner sees this move as winning nothing.
                    if (value > before && random.nextDouble() < OVERLOOK) value = before;
                    if (lookAhead) {
                        int worst = value;
                        int k = state.legalMoves(replies);
                        for (int j = 0; j < k; j++) {
                            state.make(replies[j]);
                            nodes++;
                            int v = state.isOver()
                                    ? (state.winner() == me ? AlphaBeta.WIN : state.winner() < 0 ? 0 : -AlphaBeta.WIN)
                                    : view(state, me);
                            state.unmake();
                            if (v < worst) worst = v;
                        }
                        value = worst;
                    }
                }
                state.unmake();
                // Ties broken by liking and a little chance, as a person picks among moves that look alike.
                long key = (long) value * 1024 + Math.min(liking, 120) * 8L + random.nextInt(8);
                if (bestMove < 0 || key > bestKey) {
                    bestMove = m;
                    bestValue = value;
                    bestKey = key;
                }
            }
            // The protocol prints an "info depth 1" line for every level, the beginner included.
            listener.iteration(1, bestValue - before, nodes, new int[] {bestMove});
            return new SearchResult(bestMove, bestValue - before, 1, nodes, new int[] {bestMove});
        }

        /** The material evaluation from player {@code me}'s view, whoever is to move. */
        private int view(SearchState s, int me) {
            int v = material.evaluate(s);
            return s.sideToMove() == me ? v : -v;
        }
    }
}
