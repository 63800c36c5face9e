package org.kete.ai;

import java.util.Arrays;
import org.kete.engine.SearchState;

/**
 * Move ordering for {@link AlphaBeta}: the transposition table's move first, then two killer moves per ply
 * (moves that cut off at that ply before), then moves with an immediate gain (found by playing them, so no
 * game knowledge is needed), biggest first, then the rest by a history table of cutoffs. The search gives the
 * moves and a score buffer per ply; ordering writes scores into it and picks the best remaining move in place,
 * so nothing is allocated.
 *
 * <p>Killers and history start empty for every search ({@link #clear}), so results depend only on the
 * position and the limits.
 */
final class MoveOrdering {

    /** History is indexed by the move code folded to this many bits; collisions only blur ordering. */
    private static final int HISTORY_BITS = 12;

    private static final int HISTORY_MASK = (1 << HISTORY_BITS) - 1;
    private static final int NO_MOVE = Integer.MIN_VALUE;
    private static final int TABLE_MOVE_SCORE = Integer.MAX_VALUE;
    private static final int KILLER_SCORE = Integer.MAX_VALUE - 1;

    /** History scores stay below 2^28; a gaining move scores above every history value. */
    private static final int HISTORY_CAP = 1 << 28;

    private static final int GAIN_SCORE = HISTORY_CAP;
    private static final int HISTORY_CAP_UNIT = 1 << 18;

    /** Gains are looked for at nodes at least this deep. */
    static final int GAIN_DEPTH = 3;

    private final int[][] killers;
    private final int[][] history = new int[2][1 << HISTORY_BITS];

    /** Ordering for plies 0 .. maxPly. */
    MoveOrdering(int maxPly) {
        killers = new int[maxPly + 1][2];
    }

    /** Forgets the killers and the history, for a new search. */
    void clear() {
        for (int[] k : killers) Arrays.fill(k, NO_MOVE);
        for (int[] h : history) Arrays.fill(h, 0);
    }

    /**
     * Table move first, then the two killers of this ply, then by history; ties keep generation order.
     * Returns how many moves got the first three places; {@link #addGains} ranks the rest later.
     */
    int scoreMoves(int[] list, int[] scores, int n, int tableMove, int ply, int side) {
        int k0 = killers[ply][0];
        int k1 = killers[ply][1];
        int[] h = history[side];
        int special = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            if (m == tableMove) scores[i] = TABLE_MOVE_SCORE;
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
     * playing the move, so the search calls this only where the subtree repays it, and only once the table
     * move and the killers have failed to cut off (they usually do).
     */
    static void addGains(SearchState s, int[] list, int[] scores, int from, int n, int side) {
        int before = s.score(side) - s.score(1 - side);
        for (int i = from; i < n; i++) {
            s.make(list[i]);
            int gain = s.isOver() ? (s.winner() == side ? 1000 : 0) : s.score(side) - s.score(1 - side) - before;
            s.unmake();
            if (gain > 0) scores[i] = GAIN_SCORE + Math.min(gain, 1000) * HISTORY_CAP_UNIT + scores[i] / 4;
        }
    }

    /** Is a picked move's score that of a quiet move (no gain, not a killer, not the table move)? */
    static boolean isQuiet(int score) {
        return score < GAIN_SCORE;
    }

    /** Selection step: moves the best-scored remaining move to index i (the first of equals wins). */
    static int pickNext(int[] list, int[] scores, int i, int n) {
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

    /** A move cut off at this ply: it becomes the first killer there, and its history grows by depth². */
    void rememberCutoff(int move, int depth, int ply, int side) {
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int[] h = history[side];
        int idx = move & HISTORY_MASK;
        h[idx] = Math.min(h[idx] + depth * depth, HISTORY_CAP - 1);
    }

    /** Between iterations the history halves, so recent cutoffs weigh more. */
    void ageHistory() {
        for (int[] h : history) {
            for (int i = 0; i < h.length; i++) h[i] >>= 1;
        }
    }
}
