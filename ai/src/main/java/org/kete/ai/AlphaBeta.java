package org.kete.ai;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.kete.ai.egtb.TablebaseProbe;
import org.kete.engine.SearchState;

/**
 * Negamax with alpha-beta pruning for any game behind {@link SearchState}: iterative deepening with
 * aspiration windows, principal variation search, late-move reductions (a late quiet move is searched a ply
 * shallower first, and again at full depth if it beats alpha), a {@link TranspositionTable} and
 * {@link MoveOrdering} (table move, killers, gains, history). Optional ({@link SearchSettings}): quiescence on
 * captures past the horizon, iterations two plies apart, and the reductions' and table's thresholds.
 *
 * <p>Scores are from the side to move's view. A position at the horizon is worth the score difference (the
 * mover's captured seeds or store minus the opponent's); a finished game is worth {@link #WIN} minus the
 * plies to reach it for a win, the negation for a loss, and 0 for a draw, so the search prefers faster wins
 * and slower losses. {@link #pliesToEnd} reads such a score back.
 *
 * <p>Results depend only on the position and the limits: the table, killers and history start empty for
 * every search, and the stop condition is the only outside input. A search stopped by the node budget or the
 * stop condition returns the last completed iteration; the first iteration (depth 1) always completes, so a
 * legal move is returned even when the stop condition holds from the start.
 *
 * <p>Not thread-safe: one search at a time per instance (the tables are reused between searches).
 */
public final class AlphaBeta implements Searcher {

    /** The value of a won game at the root; a win in n plies scores WIN - n. */
    public static final int WIN = 1_000_000;

    /** Iterations never go deeper than this. */
    public static final int MAX_DEPTH = 120;

    /** Scores at least this far from 0 are proven wins or losses, not evaluations. */
    static final int WIN_BOUND = WIN - 10_000;

    private static final int INFINITY = WIN + 1;
    private static final int MAX_PLY = MAX_DEPTH + 1;
    private static final int NO_MOVE = Integer.MIN_VALUE;
    private static final int POLL_MASK = 4095;
    private static final int ASPIRATION_DEPTH = 5;

    private final TranspositionTable table;
    private final boolean hasTable;
    private final MoveOrdering ordering = new MoveOrdering(MAX_PLY);

    // Per ply: the legal moves and their ordering scores, and the principal variation found below.
    private final int[][] moves = new int[MAX_PLY + 1][SearchState.MAX_MOVES];
    private final int[][] order = new int[MAX_PLY + 1][SearchState.MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];

    private final Evaluator evaluator;

    /** Exact values of endgame positions (Oware's tables), or null. */
    private TablebaseProbe tablebase;

    /** Keep the table from one search to the next (entries of older searches are replaced first). */
    private boolean keepTable;

    private SearchSettings settings;

    // The root of the running iteration: the previous iteration's best move, whether this one has finished
    // searching it, and the best move this iteration has found so far (NO_MOVE: none yet).
    private int rootPrevious;
    private boolean rootPreviousDone;
    private int rootMove;
    private int rootScore;

    private SearchState state;
    private long maxNodes;
    private BooleanSupplier stop;
    private long nodes;
    private boolean stoppable;
    private boolean aborted;

    /** A searcher with a transposition table of 2^20 entries (16 MiB) and the material evaluation. */
    public AlphaBeta() {
        this(20);
    }

    /** A searcher with a transposition table of 2^tableBits entries of 16 bytes each; 0 bits disables it. */
    public AlphaBeta(int tableBits) {
        this(tableBits, Evaluator.MATERIAL);
    }

    /**
     * A searcher with a transposition table of 2^tableBits entries and the given evaluation (centi-seeds, from
     * the side to move's view; see {@link Evaluator}).
     */
    public AlphaBeta(int tableBits, Evaluator evaluator) {
        this(tableBits, evaluator, true);
    }

    /**
     * As above; without reductions every move is searched to the full depth, so with no table the score is
     * exactly the minimax value at that depth (for tests and analysis), at the price of a bigger tree.
     */
    public AlphaBeta(int tableBits, Evaluator evaluator, boolean reductions) {
        this.evaluator = Objects.requireNonNull(evaluator);
        this.table = new TranspositionTable(tableBits);
        this.hasTable = table.isEnabled();
        withSettings(SearchSettings.DEFAULTS.toBuilder().reductions(reductions).build());
    }

    /**
     * Scores a position found in an endgame table: the final seed difference is known exactly (the table's
     * value plus the captures so far). Wins and losses sit in a band above every evaluation and below proven
     * game ends counted in plies, so a known win is preferred to any guess and a bigger margin to a smaller
     * one; a draw is 0.
     */
    public static final int TABLEBASE_WIN = 500_000;

    /** Uses the endgame tables at every node below the root (positions outside them are searched as usual). */
    public AlphaBeta withTablebase(TablebaseProbe probe) {
        this.tablebase = probe;
        return this;
    }

    /**
     * Keeps the transposition table between searches, as game engines do during a game: the next move's search
     * starts with what this one learnt (its moves and bounds, which stay true of their positions). Entries of
     * older searches give way to new ones first. Results then depend on the searches made before, so this is
     * for the strongest level, which plays by time anyway; off by default.
     */
    public AlphaBeta keepTable(boolean keep) {
        this.keepTable = keep;
        return this;
    }

    /** The settings the next search uses. */
    public SearchSettings settings() {
        return settings;
    }

    /**
     * Searches with these settings from the next search on (level 6 and matches change them: {@link
     * Levels#strongestSettings}, {@code kete match}'s {@code level:6,name=value}).
     */
    public AlphaBeta withSettings(SearchSettings s) {
        this.settings = Objects.requireNonNull(s);
        return this;
    }

    /** Is this a score from the endgame tables (a known final seed difference)? */
    public static boolean isTablebaseScore(int score) {
        return Math.abs(score) >= TABLEBASE_WIN - 100 * 48 && Math.abs(score) < WIN_BOUND;
    }

    /** The exact final seed difference behind a table score (side to move's view). */
    public static int tablebaseSeedDifference(int score) {
        return (score > 0 ? score - TABLEBASE_WIN : score + TABLEBASE_WIN) / 100;
    }

    /** The score of a known final seed difference (side to move's view), as a table position gets. */
    public static int tablebaseScore(int finalDifference) {
        if (finalDifference == 0) return 0;
        return finalDifference > 0 ? TABLEBASE_WIN + 100 * finalDifference : -TABLEBASE_WIN + 100 * finalDifference;
    }

    /** For a proven result: plies until the game ends (positive either way); -1 for an ordinary score. */
    public static int pliesToEnd(int score) {
        return Math.abs(score) >= WIN_BOUND ? WIN - Math.abs(score) : -1;
    }

    @Override
    public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
        if (state.isOver() || state.legalMoves(moves[0]) == 0) {
            return new SearchResult(-1, state.isOver() ? terminal(state, 0) : evaluate(state), 0, 0, new int[0]);
        }
        reset(state, limits);
        int maxDepth = Math.max(1, Math.min(limits.maxDepth(), MAX_DEPTH));
        int startPly = state.ply();
        SearchResult result = null;
        try {
            for (int depth = 1; depth <= maxDepth; depth = nextDepth(depth, maxDepth)) {
                stoppable = depth > 1;
                // The caller's stop is also asked before each new iteration, which may be long.
                if (stoppable && (nodes >= maxNodes || stop.getAsBoolean())) break;
                rootPrevious = result == null ? NO_MOVE : result.bestMove();
                int score = aspirationSearch(depth, result == null ? 0 : result.score());
                if (aborted) {
                    // An unfinished iteration still counts where it has shown a move better than the last
                    // iteration's best (searched to the new depth first): that move is the better one.
                    if (settings.partial() && rootPreviousDone && rootMove != NO_MOVE && rootMove != rootPrevious) {
                        result = new SearchResult(rootMove, rootScore, result.depth(), nodes, new int[] {rootMove});
                    }
                    break;
                }
                int[] line = Arrays.copyOf(pv[0], pvLength[0]);
                result = new SearchResult(line[0], score, depth, nodes, line);
                listener.iteration(depth, score, nodes, line.clone());
                // A proven result within the horizon cannot change with more depth.
                int toEnd = pliesToEnd(score);
                if (toEnd >= 0 && toEnd <= depth) break;
                ordering.ageHistory();
            }
        } finally {
            // Only an exception from the state or the listener could leave moves made; undo them.
            while (state.ply() > startPly) state.unmake();
            this.state = null;
            this.stop = null;
        }
        return new SearchResult(result.bestMove(), result.score(), result.depth(), nodes, result.pv());
    }

    /** The depth of the iteration after one of {@code depth} plies: one or {@code step} plies deeper. */
    private int nextDepth(int depth, int maxDepth) {
        int step = settings.step();
        if (step == 1 || depth == 1) return depth + 1;
        return depth < maxDepth ? Math.min(depth + step, maxDepth) : depth + 1;
    }

    /**
     * The root search of one iteration. From depth 5 on it first tries a window around the previous score; a
     * result outside it is only a bound, so that side is opened fully and the root searched again.
     */
    private int aspirationSearch(int depth, int previous) {
        int aspirationWindow = settings.aspirationWindow();
        rootPreviousDone = false;
        rootMove = NO_MOVE;
        if (depth < ASPIRATION_DEPTH || aspirationWindow <= 0 || Math.abs(previous) >= WIN_BOUND) {
            return negamax(depth, -INFINITY, INFINITY, 0);
        }
        int alpha = previous - aspirationWindow;
        int beta = previous + aspirationWindow;
        while (true) {
            // Moves are compared within one pass only: another window's bounds say nothing of this one's.
            rootPreviousDone = false;
            rootMove = NO_MOVE;
            int score = negamax(depth, alpha, beta, 0);
            if (aborted) return score;
            if (score <= alpha) alpha = -INFINITY;
            else if (score >= beta) beta = INFINITY;
            else return score;
        }
    }

    private void reset(SearchState state, SearchLimits limits) {
        this.state = state;
        this.maxNodes = limits.maxNodes();
        this.stop = limits.stop();
        this.nodes = 0;
        this.aborted = false;
        table.newSearch(keepTable);
        ordering.clear();
    }

    /**
     * The negamax value of the current position searched {@code depth} plies deep within (alpha, beta); on
     * abort the value is meaningless and the caller discards it.
     */
    private int negamax(int depth, int alpha, int beta, int ply) {
        // 1. Count the node, and stop when the budget is spent or the caller says so.
        pvLength[ply] = ply;
        nodes++;
        if (stoppable && (nodes > maxNodes || ((nodes & POLL_MASK) == 0 && stop.getAsBoolean()))) {
            aborted = true;
            return 0;
        }

        // 2. Finished games and the horizon.
        SearchState s = state;
        if (s.isOver()) return terminal(s, ply);
        if (tablebase != null && ply > 0) {
            int known = tablebase.probe(s);
            if (known != TablebaseProbe.NOT_FOUND) {
                int me = s.sideToMove();
                return tablebaseScore(s.score(me) - s.score(1 - me) + known);
            }
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            // Past the horizon, depth counts down the quiescence plies below 0.
            return depth > -settings.quiescence() && ply < MAX_PLY ? quiesce(depth, alpha, beta, ply) : evaluate(s);
        }

        // 3. Mate-distance pruning: no result here beats a win at the next ply or a loss now.
        alpha = Math.max(alpha, -WIN + ply);
        beta = Math.min(beta, WIN - ply - 1);
        if (alpha >= beta) return alpha;

        // 4. The transposition table: a bound deep enough ends a null-window node; its move goes first.
        boolean pvNode = beta - alpha > 1;
        TranspositionTable tt = table;
        boolean useTable = hasTable && depth >= settings.tableDepth();
        long key = useTable ? TranspositionTable.key(s) : 0;
        int slot = useTable ? tt.probe(key) : -1;
        int tableMove = NO_MOVE;
        if (slot >= 0) {
            long data = tt.data(slot);
            tableMove = TranspositionTable.move(data);
            if (!pvNode && TranspositionTable.depth(data) >= depth) {
                int v = TranspositionTable.value(data, ply);
                if (TranspositionTable.isCutoff(TranspositionTable.bound(data), v, alpha, beta)) return v;
            }
        }

        // 5. Generate and score the moves for ordering; deep enough, each move's immediate gain counts too.
        int[] list = moves[ply];
        int n = s.legalMoves(list);
        if (n == 0) return evaluate(s);
        int side = s.sideToMove() & 1;
        int[] scores = order[ply];
        int special = ordering.scoreMoves(list, scores, n, tableMove, ply, side);
        boolean gains = depth >= MoveOrdering.GAIN_DEPTH;
        SearchSettings set = settings;
        boolean reduce =
                set.reductions() && depth >= set.lmrDepth() && depth < set.lmrMaxDepth() && (set.lmrPv() || !pvNode);
        int lmrMoves = set.lmrMoves();

        // 6. Principal variation search: the first move with the full window, the rest with a null window
        // and a re-search when one turns out better. Late quiet moves (no gain, not a killer, not the table
        // move) are first searched a ply shallower, and again at full depth if they beat alpha.
        int alphaIn = alpha;
        int best = -INFINITY;
        int bestMove = list[0];
        for (int i = 0; i < n; i++) {
            if (gains && i == special) MoveOrdering.addGains(s, list, scores, i, n, side);
            int move = MoveOrdering.pickNext(list, scores, i, n);
            s.make(move);
            // An extra turn (the same player moves again: a last seed in one's own store, a pass, Nam Nam's
            // choice after a round) keeps the point of view; only a change of player negates.
            boolean again = (s.sideToMove() & 1) == side;
            int v;
            if (i == 0) {
                v = child(depth - 1, alpha, beta, ply + 1, again);
            } else {
                int r = reduce && i >= lmrMoves && MoveOrdering.isQuiet(scores[i]) ? 1 : 0;
                v = child(depth - 1 - r, alpha, alpha + 1, ply + 1, again);
                if (r > 0 && v > alpha && !aborted) v = child(depth - 1, alpha, alpha + 1, ply + 1, again);
                if (v > alpha && v < beta && !aborted) v = child(depth - 1, alpha, beta, ply + 1, again);
            }
            s.unmake();
            if (aborted) return 0;
            if (ply == 0) {
                if (move == rootPrevious) rootPreviousDone = true;
                if (v > alpha) {
                    rootMove = move;
                    rootScore = v;
                }
            }
            if (v > best) {
                best = v;
                bestMove = move;
                if (v > alpha) {
                    alpha = v;
                    updatePv(ply, move);
                    if (v >= beta) {
                        ordering.rememberCutoff(move, depth, ply, side);
                        break;
                    }
                }
            }
        }

        // 7. Store the result with the kind of bound it is.
        if (useTable) tt.store(key, depth, TranspositionTable.boundOf(best, alphaIn, beta), best, bestMove, ply);
        return best;
    }

    /**
     * Quiescence at and past the horizon: the side to move may stand on the evaluation or play a move that
     * captures or ends the game, biggest gain first; quiet moves are not searched. The evaluation's threat
     * terms guess at one capture; this plays the capture sequences out, so the horizon does not fall in the
     * middle of an exchange. No table, killers or history: these nodes are many and shallow.
     */
    private int quiesce(int depth, int alpha, int beta, int ply) {
        SearchState s = state;
        int standPat = evaluate(s);
        if (standPat >= beta) return standPat;
        if (standPat > alpha) alpha = standPat;
        int[] list = moves[ply];
        int n = s.legalMoves(list);
        int side = s.sideToMove() & 1;
        int[] scores = order[ply];
        int before = s.score(side) - s.score(1 - side);
        int count = 0;
        for (int i = 0; i < n; i++) {
            int move = list[i];
            s.make(move);
            int gain = s.isOver() ? 1000 : s.score(side) - s.score(1 - side) - before;
            s.unmake();
            if (gain > 0) {
                list[count] = move;
                scores[count++] = gain;
            }
        }
        int best = standPat;
        for (int i = 0; i < count; i++) {
            int move = MoveOrdering.pickNext(list, scores, i, count);
            s.make(move);
            boolean again = (s.sideToMove() & 1) == side;
            int v = child(depth - 1, alpha, beta, ply + 1, again);
            s.unmake();
            if (aborted) return 0;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    updatePv(ply, move);
                    if (v >= beta) break;
                }
            }
        }
        return best;
    }

    /**
     * A child's value from the parent's point of view, searched within the parent's window (alpha, beta):
     * negated for the opponent's turn, as it is for an extra turn of the same player.
     */
    private int child(int depth, int alpha, int beta, int ply, boolean samePlayer) {
        return samePlayer ? negamax(depth, alpha, beta, ply) : -negamax(depth, -beta, -alpha, ply);
    }

    private void updatePv(int ply, int move) {
        int[] line = pv[ply];
        line[ply] = move;
        int childLength = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, childLength - (ply + 1));
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    /** The value of the current position at {@code ply} plies from the root without searching. */
    int staticValue(SearchState s, int ply) {
        return s.isOver() ? terminal(s, ply) : evaluate(s);
    }

    /**
     * A child's search score seen from its parent: negated (unless the same player moves again), and a proven
     * result is one ply further away.
     */
    static int parentValue(int childScore, boolean samePlayer) {
        int v = samePlayer ? childScore : -childScore;
        if (v >= WIN_BOUND) return v - 1;
        if (v <= -WIN_BOUND) return v + 1;
        return v;
    }

    /** The static evaluation, in centi-seeds from the side to move's view. */
    private int evaluate(SearchState s) {
        return evaluator.evaluate(s);
    }

    /** A finished game: win or loss by distance from the root, draw 0. */
    private static int terminal(SearchState s, int ply) {
        int winner = s.winner();
        if (winner < 0) return 0;
        return winner == s.sideToMove() ? WIN - ply : -WIN + ply;
    }
}
