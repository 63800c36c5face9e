package org.kete.ai;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.kete.engine.SearchState;

/**
 * Monte Carlo tree search (UCT) over the generic search state. Each iteration walks down the tree by the UCB1
 * rule, expands one leaf, finishes the game with seeded random moves (a playout) and backs the result up.
 * The tree lives in flat arrays (children of a node are contiguous), so an iteration allocates nothing once
 * the arrays have grown. A result is deterministic for a given seed and iteration budget.
 *
 * <p>Two kinds of leaf value: by default the playout runs to the end of the game (or {@code maxPlayoutPlies})
 * and scores 1, 1/2 or 0. With an {@link Evaluator} the playout stops after {@code maxPlayoutPlies} random
 * moves (0: none at all) and a game not yet over is scored by the evaluation through a logistic curve, {@code
 * 1 / (1 + e^(-v / scale))}, with v in centi-seeds from the side to move's view; a finished game still scores
 * its result.
 *
 * <p>Limits: {@code maxNodes} counts iterations (playouts); {@code maxDepth} is ignored; the stop condition
 * is polled every 256 iterations. The reported score is the expected result of the best move from the side
 * to move's view, scaled to -1000 (sure loss) .. 1000 (sure win).
 */
public final class Mcts implements Searcher {
    private static final int UNEXPANDED = -1;

    private final double exploration;
    private final long seed;
    private final int maxPlayoutPlies;
    private final Evaluator leafEvaluator; // null: playouts to the end
    private final double scale;

    private int[] parent;
    private int[] firstChild;
    private int[] childCount;
    private int[] move;
    private int[] visits;
    private double[] reward; // total reward for the player who made the move into this node
    private int size;

    private final int[] moves = new int[SearchState.MAX_MOVES];
    private final int[] path = new int[4096];

    public Mcts(long seed) {
        this(seed, Math.sqrt(2), 2000);
    }

    public Mcts(long seed, double exploration, int maxPlayoutPlies) {
        this(seed, exploration, maxPlayoutPlies, null, 1);
    }

    /**
     * Evaluation at the leaves: at most {@code playoutPlies} random moves, then the evaluation through the
     * logistic curve with the given scale (centi-seeds for odds of e:1; 400 makes four seeds up worth 73%).
     */
    public Mcts(long seed, double exploration, int playoutPlies, Evaluator leafEvaluator, double scale) {
        if (playoutPlies < 0)
            throw new IllegalArgumentException("playout plies must be 0 or more, not " + playoutPlies);
        if (!(scale > 0)) throw new IllegalArgumentException("the logistic scale must be positive, not " + scale);
        this.seed = seed;
        this.exploration = exploration;
        this.maxPlayoutPlies = playoutPlies;
        this.leafEvaluator = leafEvaluator;
        this.scale = scale;
        allocate(1 << 16);
    }

    /** UCT scoring leaves by the evaluation after {@code playoutPlies} random moves, with scale 400. */
    public static Mcts withEvaluation(long seed, Evaluator leafEvaluator, int playoutPlies) {
        return new Mcts(seed, Math.sqrt(2), playoutPlies, java.util.Objects.requireNonNull(leafEvaluator), 400);
    }

    private void allocate(int capacity) {
        parent = new int[capacity];
        firstChild = new int[capacity];
        childCount = new int[capacity];
        move = new int[capacity];
        visits = new int[capacity];
        reward = new double[capacity];
    }

    private void ensure(int extra) {
        if (size + extra <= parent.length) return;
        int n = Math.max(size + extra, parent.length * 2);
        parent = Arrays.copyOf(parent, n);
        firstChild = Arrays.copyOf(firstChild, n);
        childCount = Arrays.copyOf(childCount, n);
        move = Arrays.copyOf(move, n);
        visits = Arrays.copyOf(visits, n);
        reward = Arrays.copyOf(reward, n);
    }

    private int newNode(int parentNode, int mv) {
        int id = size++;
        parent[id] = parentNode;
        firstChild[id] = UNEXPANDED;
        childCount[id] = 0;
        move[id] = mv;
        visits[id] = 0;
        reward[id] = 0;
        return id;
    }

    @Override
    public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
        SplittableRandom rng = new SplittableRandom(seed);
        size = 0;
        int root = newNode(-1, -1);
        if (state.isOver()) return new SearchResult(-1, 0, 0, 0, new int[0]);
        expand(root, state);
        if (childCount[root] == 1) {
            return new SearchResult(move[firstChild[root]], 0, 1, 0, new int[] {move[firstChild[root]]});
        }
        long iterations = 0;
        long budget = limits.maxNodes();
        while (iterations < budget) {
            if ((iterations & 255) == 0 && iterations > 0 && limits.stop().getAsBoolean()) break;
            iterate(root, state, rng);
            iterations++;
        }
        int best = bestChild(root);
        int[] pv = principalVariation(root);
        int score = (int) Math.round((reward[best] / Math.max(1, visits[best]) - 0.5) * 2000);
        listener.iteration(pv.length, score, iterations, pv);
        return new SearchResult(move[best], score, pv.length, iterations, pv);
    }

    private void iterate(int root, SearchState state, SplittableRandom rng) {
        int depth = 0;
        int node = root;
        // 1. Selection: descend through expanded nodes by UCB1.
        while (firstChild[node] != UNEXPANDED && childCount[node] > 0) {
            node = select(node);
            state.make(move[node]);
            path[depth++] = node;
            if (depth == path.length) break;
        }
        // 2. Expansion: a visited leaf that is not terminal gets its children; step into the first one.
        if (!state.isOver() && firstChild[node] == UNEXPANDED && (visits[node] > 0 || node == root)) {
            expand(node, state);
            if (childCount[node] > 0 && depth < path.length) {
                node = firstChild[node] + rng.nextInt(childCount[node]);
                state.make(move[node]);
                path[depth++] = node;
            }
        }
        // 3. Playout: random moves to the end of the game, or a few before the evaluation.
        int played = 0;
        while (!state.isOver() && played < maxPlayoutPlies) {
            int n = state.legalMoves(moves);
            if (n == 0) break;
            state.make(moves[rng.nextInt(n)]);
            played++;
        }
        double southValue = leafValueForSouth(state);
        for (int i = 0; i < played; i++) state.unmake();
        // 4. Backpropagation: each node's reward is for the player who moved into it.
        for (int i = depth - 1; i >= 0; i--) {
            state.unmake();
            int mover = state.sideToMove();
            int id = path[i];
            visits[id]++;
            reward[id] += mover == 0 ? southValue : 1 - southValue;
        }
        visits[root]++;
    }

    /** The leaf's expected result for South: the result if over, else the evaluation's odds, else a draw. */
    private double leafValueForSouth(SearchState state) {
        if (state.isOver()) {
            int winner = state.winner();
            return winner < 0 ? 0.5 : winner == 0 ? 1.0 : 0.0;
        }
        if (leafEvaluator == null) return 0.5;
        double p = 1 / (1 + Math.exp(-leafEvaluator.evaluate(state) / scale));
        return state.sideToMove() == 0 ? p : 1 - p;
    }

    private void expand(int node, SearchState state) {
        int n = state.legalMoves(moves);
        ensure(n);
        firstChild[node] = size;
        childCount[node] = n;
        for (int i = 0; i < n; i++) newNode(node, moves[i]);
    }

    private int select(int node) {
        int first = firstChild[node];
        int n = childCount[node];
        double logN = Math.log(Math.max(1, visits[node]));
        int best = first;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int c = first; c < first + n; c++) {
            if (visits[c] == 0) return c;
            double v = reward[c] / visits[c] + exploration * Math.sqrt(logN / visits[c]);
            if (v > bestValue) {
                bestValue = v;
                best = c;
            }
        }
        return best;
    }

    private int bestChild(int node) {
        int first = firstChild[node];
        int best = first;
        for (int c = first + 1; c < first + childCount[node]; c++) {
            if (visits[c] > visits[best]) best = c;
        }
        return best;
    }

    private int[] principalVariation(int root) {
        int[] pv = new int[64];
        int n = 0;
        int node = root;
        while (n < pv.length && firstChild[node] != UNEXPANDED && childCount[node] > 0) {
            node = bestChild(node);
            if (visits[node] == 0) break;
            pv[n++] = move[node];
        }
        return Arrays.copyOf(pv, n);
    }
}
