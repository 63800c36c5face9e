package org.kete.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of move sequences of a given length from a position (leaf nodes), counted on the search
 * state with make/unmake. A position where the game is over has no moves and counts 0 below it. The last ply
 * is counted in bulk (the number of legal moves), as engines usually do; {@link #perftFull} plays every leaf
 * move too, for benchmarks of make/unmake.
 */
public final class Perft {
    private final SearchState state;
    private final int[][] buffers;

    public Perft(SearchState state, int maxDepth) {
        this.state = state;
        this.buffers = new int[Math.max(1, maxDepth) + 1][SearchState.MAX_MOVES];
    }

    public long perft(int depth) {
        return count(depth, true);
    }

    /** Like {@link #perft} but makes and unmakes every leaf move. */
    public long perftFull(int depth) {
        return count(depth, false);
    }

    private long count(int depth, boolean bulk) {
        if (depth == 0) return 1;
        int[] moves = buffers[depth];
        int n = state.legalMoves(moves);
        if (depth == 1 && bulk) return n;
        long total = 0;
        for (int i = 0; i < n; i++) {
            state.make(moves[i]);
            total += count(depth - 1, bulk);
            state.unmake();
        }
        return total;
    }

    /** The count below each legal move, in move order, keyed by move notation. */
    public static Map<String, Long> divide(Game game, Position position, int depth) {
        Map<String, Long> result = new LinkedHashMap<>();
        for (Move m : game.legalMoves(position)) {
            Position next = game.apply(position, m).after();
            long n = depth <= 1 ? 1 : new Perft(game.searchState(next), depth - 1).perft(depth - 1);
            result.put(m.notation(), n);
        }
        return result;
    }
}
