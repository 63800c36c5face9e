package org.kete.ai;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import org.kete.engine.SearchState;

/**
 * Negamax with alpha-beta pruning for any game behind {@link SearchState}: iterative deepening with
 * aspiration windows, principal variation search, late-move reductions (a late quiet move is searched a ply
 * shallower first, and again at full depth if it beats alpha), a transposition table of two-entry buckets
 * (deepest and newest) on one long array, and move ordering by the table's move, two killer moves per ply,
 * the move's immediate gain (found by playing it, so no game knowledge is needed) and a history table.
 * Optional ({@link #set}): quiescence on captures past the horizon, iterations two plies apart.
 *
 * <p>Scores are from the side to move's view. A position at the horizon is worth the score difference (the
 * mover's captured seeds or store minus the opponent's); a finished game is worth {@link #WIN} minus the
 * plies to reach it for a win, the negation for a loss, and 0 for a draw, so the search prefers faster wins
 * and slower losses. {@link #pliesToEnd} reads such a score back.
 *
 * <p>The transposition table is keyed by {@link SearchState#hash()} mixed with both scores: the hash
 * describes the board and the side to move, but the same board with another split of captured seeds is
 * another position (its value and, under a winning threshold, its end differ). The repetition history is
 * not in the key, as in most game engines: two routes to the same board may differ in whether a later
 * recurrence ends the game, which the table ignores.
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
    private static final int WIN_BOUND = WIN - 10_000;

    private static final int INFINITY = WIN + 1;
    private static final int MAX_PLY = MAX_DEPTH + 1;
    private static final int NO_MOVE = Integer.MIN_VALUE;
    private static final int POLL_MASK = 4095;

    /** History is indexed by the move code folded to this many bits; collisions only blur ordering. */
    private static final int HISTORY_BITS = 12;

    private static final int HISTORY_MASK = (1 << HISTORY_BITS) - 1;

    // An entry is two longs side by side, the key and the data: the move in the high 32 bits, then the value
    // (22 bits, offset by 2^21), the depth (8 bits) and the bound kind (2 bits); data 0 means empty. Both
    // entries of a pair share one cache line, so a probe costs one memory access.
    // The key word holds the key with its low 8 bits replaced by the search's generation (the slot index
    // already stands for most of those bits).
    private static final int VALUE_OFFSET = 1 << 21;
    private static final long GENERATION_MASK = 0xFF;
    private static final int EXACT = 1;
    private static final int LOWER = 2;
    private static final int UPPER = 3;

    private static final int KILLER_SCORE = Integer.MAX_VALUE - 1;
    /** History scores stay below 2^28; a gaining move scores above every history value. */
    private static final int HISTORY_CAP = 1 << 28;

    private static final int GAIN_SCORE = HISTORY_CAP;
    private static final int HISTORY_CAP_UNIT = 1 << 18;
    /** Gains are looked for at nodes at least this deep. */
    private static final int GAIN_DEPTH = 3;
    /** Late-move reductions: from this depth, from this move on. */
    private static final int LMR_DEPTH = 3;

    private static final int LMR_MOVES = 2;

    /**
     * Nodes this close to the horizon neither read nor write the table: their subtrees are cheaper to search
     * again than a likely cache miss, and they would crowd out the entries worth keeping.
     */
    private static final int TABLE_DEPTH = 2;

    private static final int ASPIRATION_DEPTH = 5;
    /** Half the aspiration window: one seed either way of the previous score. */
    private static final int ASPIRATION_WINDOW = 101;

    private final int ttMask;
    private final long[] tt;

    private final int[][] moves = new int[MAX_PLY + 1][SearchState.MAX_MOVES];
    private final int[][] order = new int[MAX_PLY + 1][SearchState.MAX_MOVES];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private final int[][] history = new int[2][1 << HISTORY_BITS];

    private final Evaluator evaluator;

    /** Exact values of endgame positions (Oware's tables), or null. */
    private org.kete.ai.egtb.TablebaseProbe tablebase;

    private final boolean reductions;

    /** Keep the table from one search to the next (entries of older searches are replaced first). */
    private boolean keepTable;

    // Search settings that matches compare ({@link #set}); the defaults are the constants above.
    private int lmrDepth = LMR_DEPTH;
    private int lmrMoves = LMR_MOVES;
    private boolean lmrPv = true;
    private int lmrMaxDepth = MAX_DEPTH;
    private int tableDepth = TABLE_DEPTH;
    private int aspirationWindow = ASPIRATION_WINDOW;
    private boolean partial = false;
    /** Plies between iterations after the first (2: depths 1, 2, 4, 6, ...). */
    private int step = 1;
    /** Plies of captures searched past the horizon (0: none, the evaluation decides there). */
    private int quiescence = 0;

    // The root of the running iteration: the previous iteration's best move, whether this one has finished
    // searching it, and the best move this iteration has found so far (NO_MOVE: none yet).
    private int rootPrevious;
    private boolean rootPreviousDone;
    private int rootMove;
    private int rootScore;

    /** The search number, kept in the low 8 bits of each entry's key word while the table is kept. */
    private int generation;

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
        this.evaluator = java.util.Objects.requireNonNull(evaluator);
        this.reductions = reductions;
        if (tableBits < 0 || tableBits > 28) {
            throw new IllegalArgumentException("table size is 2^0 .. 2^28 entries, not 2^" + tableBits);
        }
        int size = tableBits == 0 ? 0 : 1 << tableBits;
        this.ttMask = size - 1;
        this.tt = new long[2 * size];
    }

    /**
     * Scores a position found in an endgame table: the final seed difference is known exactly (the table's
     * value plus the captures so far). Wins and losses sit in a band above every evaluation and below proven
     * game ends counted in plies, so a known win is preferred to any guess and a bigger margin to a smaller
     * one; a draw is 0.
     */
    public static final int TABLEBASE_WIN = 500_000;

    /** Uses the endgame tables at every node below the root (positions outside them are searched as usual). */
    public AlphaBeta withTablebase(org.kete.ai.egtb.TablebaseProbe probe) {
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

    /**
     * Changes one search setting, for matches that compare them (kete match's {@code level:6,name=value}):
     * {@code lmrdepth} (reductions from this remaining depth on), {@code lmrmoves} (from this move on),
     * {@code lmrpv} (0: no reductions at principal-variation nodes), {@code lmrmax} (no reductions at this
     * remaining depth or more), {@code tabledepth} (nodes this deep or deeper use the table) and
     * {@code aspiration} (half the root window in centi-seeds; 0 for none), {@code partial} (1: a search that
     * is stopped plays the better move its unfinished iteration found), {@code step} (2: iterations two
     * plies apart after the first, 1, 2, 4, 6, ...), {@code qs} (at the horizon, search moves that capture or
     * end the game up to this many plies further; 0: none).
     */
    public AlphaBeta set(String name, int value) {
        switch (name) {
            case "lmrdepth" -> lmrDepth = Math.max(1, value);
            case "lmrmoves" -> lmrMoves = Math.max(1, value);
            case "lmrpv" -> lmrPv = value != 0;
            case "lmrmax" -> lmrMaxDepth = value;
            case "tabledepth" -> tableDepth = Math.max(1, value);
            case "aspiration" -> aspirationWindow = value;
            case "partial" -> partial = value != 0;
            case "step" -> step = Math.max(1, Math.min(2, value));
            case "qs" -> quiescence = Math.max(0, Math.min(MAX_DEPTH, value));
            default ->
                throw new IllegalArgumentException("search settings are lmrdepth, lmrmoves, lmrpv, lmrmax, tabledepth,"
                        + " aspiration, partial, step, qs: " + name);
        }
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
                    if (partial && rootPreviousDone && rootMove != NO_MOVE && rootMove != rootPrevious) {
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
                ageHistory();
            }
        } finally {
            // Only an exception from the state or the listener could leave moves made; undo them.
            while (state.ply() > startPly) state.unmake();
            this.state = null;
            this.stop = null;
        }
        return new SearchResult(result.bestMove(), result.score(), result.depth(), nodes, result.pv());
    }

    /** The depth of the iteration after one of {@code depth} plies: one or {@link #step} plies deeper. */
    private int nextDepth(int depth, int maxDepth) {
        if (step == 1 || depth == 1) return depth + 1;
        return depth < maxDepth ? Math.min(depth + step, maxDepth) : depth + 1;
    }

    /**
     * The root search of one iteration. From depth 5 on it first tries a window around the previous score; a
     * result outside it is only a bound, so that side is opened fully and the root searched again.
     */
    private int aspirationSearch(int depth, int previous) {
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
        if (keepTable) {
            generation = (int) ((generation + 1) & GENERATION_MASK);
        } else {
            generation = 0;
            Arrays.fill(tt, 0);
        }
        for (int[] k : killers) Arrays.fill(k, NO_MOVE);
        for (int[] h : history) Arrays.fill(h, 0);
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
            if (known != org.kete.ai.egtb.TablebaseProbe.NOT_FOUND) {
                int me = s.sideToMove();
                return tablebaseScore(s.score(me) - s.score(1 - me) + known);
            }
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            // Past the horizon, depth counts down the quiescence plies below 0.
            return depth > -quiescence && ply < MAX_PLY ? quiesce(depth, alpha, beta, ply) : evaluate(s);
        }

        // 3. Mate-distance pruning: no result here beats a win at the next ply or a loss now.
        alpha = Math.max(alpha, -WIN + ply);
        beta = Math.min(beta, WIN - ply - 1);
        if (alpha >= beta) return alpha;

        // 4. The transposition table: a bound deep enough ends a null-window node; its move goes first.
        boolean pvNode = beta - alpha > 1;
        boolean useTable = ttMask >= 0 && depth >= tableDepth;
        long key = useTable ? key(s) : 0;
        int slot = useTable ? probe(key) : -1;
        int hashMove = NO_MOVE;
        if (slot >= 0) {
            long data = tt[slot + 1];
            hashMove = (int) (data >>> 32);
            if (!pvNode && (int) (data >>> 2 & 0xFF) >= depth) {
                int v = fromTable((int) (data >>> 10 & 0x3FFFFF) - VALUE_OFFSET, ply);
                int bound = (int) data & 3;
                if (bound == EXACT || (bound == LOWER && v >= beta) || (bound == UPPER && v <= alpha)) return v;
            }
        }

        // 5. Generate and score the moves for ordering; deep enough, each move's immediate gain counts too.
        int[] list = moves[ply];
        int n = s.legalMoves(list);
        if (n == 0) return evaluate(s);
        int side = s.sideToMove() & 1;
        int[] scores = order[ply];
        int special = scoreMoves(list, scores, n, hashMove, ply, side);
        boolean gains = depth >= GAIN_DEPTH;
        boolean reduce = reductions && depth >= lmrDepth && depth < lmrMaxDepth && (lmrPv || !pvNode);

        // 6. Principal variation search: the first move with the full window, the rest with a null window
        // and a re-search when one turns out better. Late quiet moves (no gain, not a killer, not the table
        // move) are first searched a ply shallower, and again at full depth if they beat alpha.
        int alphaIn = alpha;
        int best = -INFINITY;
        int bestMove = list[0];
        for (int i = 0; i < n; i++) {
            if (gains && i == special) addGains(list, scores, i, n, side);
            int move = pickNext(list, scores, i, n);
            s.make(move);
            // An extra turn (the same player moves again: a last seed in one's own store, a pass, Nam Nam's
            // choice after a round) keeps the point of view; only a change of player negates.
            boolean again = (s.sideToMove() & 1) == side;
            int v;
            if (i == 0) {
                v = child(depth - 1, alpha, beta, ply + 1, again);
            } else {
                int r = reduce && i >= lmrMoves && scores[i] < GAIN_SCORE ? 1 : 0;
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
                        rememberCutoff(move, depth, ply, side);
                        break;
                    }
                }
            }
        }

        // 7. Store the result with the kind of bound it is.
        if (useTable) store(key, depth, best >= beta ? LOWER : best > alphaIn ? EXACT : UPPER, best, bestMove, ply);
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
            int move = pickNext(list, scores, i, count);
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

    /**
     * The table holds pairs of entries: the first keeps the deepest result seen for its pair, the second the
     * most recent one that did not replace the first. Returns the entry holding the key, or -1.
     */
    private int probe(long key) {
        int slot = ((int) key & ttMask & ~1) << 1;
        long[] t = tt;
        if (((t[slot] ^ key) & ~GENERATION_MASK) == 0 && t[slot + 1] != 0) return slot;
        if (((t[slot + 2] ^ key) & ~GENERATION_MASK) == 0 && t[slot + 3] != 0) return slot + 2;
        return -1;
    }

    private void store(long key, int depth, int bound, int value, int move, int ply) {
        int slot = ((int) key & ttMask & ~1) << 1;
        long[] t = tt;
        long first = t[slot];
        // The first entry keeps the deepest result of the current search: it gives way to the same position,
        // a result at least as deep, or an entry left over from an earlier search.
        if (((first ^ key) & ~GENERATION_MASK) != 0
                && depth < (int) (t[slot + 1] >>> 2 & 0xFF)
                && (first & GENERATION_MASK) == generation) {
            slot += 2;
        }
        t[slot] = key & ~GENERATION_MASK | generation;
        t[slot + 1] = (long) move << 32 | (long) (toTable(value, ply) + VALUE_OFFSET) << 10 | (long) depth << 2 | bound;
    }

    /**
     * Table move first, then the two killers of this ply, then by history; ties keep generation order.
     * Returns how many moves got the first three places; {@link #addGains} ranks the rest later.
     */
    private int scoreMoves(int[] list, int[] scores, int n, int hashMove, int ply, int side) {
        int k0 = killers[ply][0];
        int k1 = killers[ply][1];
        int[] h = history[side];
        int special = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            if (m == hashMove) scores[i] = Integer.MAX_VALUE;
            else if (m == k0) scores[i] = KILLER_SCORE;
            else if (m == k1) scores[i] = KILLER_SCORE - 1;
            else {
                scores[i] = h[m & HISTORY_MASK];
                continue;
            }
            special++;
        }
        return special;
    }

    /**
     * Moves that gain (score, or a won game) go before the others, biggest gain first. The gain is found by
     * playing the move, so this runs only where the subtree repays it, and only once the table move and the
     * killers have failed to cut off (they usually do).
     */
    private void addGains(int[] list, int[] scores, int from, int n, int side) {
        SearchState s = state;
        int before = s.score(side) - s.score(1 - side);
        for (int i = from; i < n; i++) {
            s.make(list[i]);
            int gain = s.isOver() ? (s.winner() == side ? 1000 : 0) : s.score(side) - s.score(1 - side) - before;
            s.unmake();
            if (gain > 0) scores[i] = GAIN_SCORE + Math.min(gain, 1000) * HISTORY_CAP_UNIT + scores[i] / 4;
        }
    }

    /** Selection step: moves the best-scored remaining move to index i (the first of equals wins). */
    private static int pickNext(int[] list, int[] scores, int i, int n) {
        int bestIndex = i;
        for (int j = i + 1; j < n; j++) {
            if (scores[j] > scores[bestIndex]) bestIndex = j;
        }
        if (bestIndex != i) {
            int m = list[bestIndex];
            int sc = scores[bestIndex];
            System.arraycopy(list, i, list, i + 1, bestIndex - i);
            System.arraycopy(scores, i, scores, i + 1, bestIndex - i);
            list[i] = m;
            scores[i] = sc;
        }
        return list[i];
    }

    private void rememberCutoff(int move, int depth, int ply, int side) {
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int[] h = history[side];
        int idx = move & HISTORY_MASK;
        h[idx] = Math.min(h[idx] + depth * depth, HISTORY_CAP - 1);
    }

    /** Between iterations the history halves, so recent cutoffs weigh more. */
    private void ageHistory() {
        for (int[] h : history) {
            for (int i = 0; i < h.length; i++) h[i] >>= 1;
        }
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

    /** The board hash, with both scores mixed in (see the class comment). */
    private static long key(SearchState s) {
        return s.hash() ^ mix(s.score(0) * 1031L + s.score(1) + 1);
    }

    private static long mix(long x) {
        long z = x * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    // Proven results are stored relative to the node, so a transposition at another ply reads them right.
    private static int toTable(int v, int ply) {
        if (v >= WIN_BOUND) return v + ply;
        if (v <= -WIN_BOUND) return v - ply;
        return v;
    }

    private static int fromTable(int v, int ply) {
        if (v >= WIN_BOUND) return v - ply;
        if (v <= -WIN_BOUND) return v + ply;
        return v;
    }
}
