package org.kete.ai.egtb;

/**
 * The dense rank of an Oware board with exactly k seeds on its 12 pits (stars and bars): a board
 * (a0..a11) is the 11-subset of bar places b_j = a0 + .. + a_j + j (j = 0..10) of {0 .. k+10}, ranked in the
 * combinatorial number system, rank = sum C(b_j, j+1). Ranks run over 0 .. C(k+11, 11) - 1 with no gaps; rank 0
 * is every seed in pit 11, the last rank every seed in pit 0. {@link #next} steps to the following rank without
 * a division, which is how the builder walks a layer.
 */
public final class OwareRank {
    static final int PITS = 12;
    static final int MAX_SEEDS = 48;
    private static final int N = MAX_SEEDS + PITS;
    private static final long[] BINOM = new long[N * PITS];

    static {
        for (int n = 0; n < N; n++) {
            BINOM[n * PITS] = 1;
            for (int r = 1; r < PITS; r++) {
                BINOM[n * PITS + r] = n == 0 ? 0 : BINOM[(n - 1) * PITS + r - 1] + BINOM[(n - 1) * PITS + r];
            }
        }
    }

    private OwareRank() {}

    static long binom(int n, int r) {
        return BINOM[n * PITS + r];
    }

    /** How many boards hold exactly {@code seeds} seeds: C(seeds + 11, 11). */
    public static long size(int seeds) {
        if (seeds < 0 || seeds > MAX_SEEDS) throw new IllegalArgumentException("seed count " + seeds + " is not 0..48");
        return binom(seeds + PITS - 1, PITS - 1);
    }

    /** The rank of {@code board} (12 pits) among the boards with the same seed count. */
    public static long rank(int[] board) {
        long r = 0;
        int b = -1;
        for (int j = 0; j < PITS - 1; j++) {
            b += board[j] + 1;
            r += BINOM[b * PITS + j + 1];
        }
        return r;
    }

    /** The rank of the board turned half round: pit i of the result is pit (i + 6) mod 12 of {@code board}. */
    public static long rankRotated(int[] board) {
        return rankRotated(board, 0);
    }

    /** {@link #rankRotated(int[])} of the 12 pits starting at {@code board[at]}. */
    static long rankRotated(int[] board, int at) {
        long r = 0;
        int b = -1;
        for (int j = 0; j < PITS - 1; j++) {
            b += board[at + (j < 6 ? j + 6 : j - 6)] + 1;
            r += BINOM[b * PITS + j + 1];
        }
        return r;
    }

    /** Writes into {@code board} the board of the given rank with {@code seeds} seeds. */
    public static void unrank(long rank, int seeds, int[] board) {
        if (rank < 0 || rank >= size(seeds)) {
            throw new IllegalArgumentException("rank " + rank + " is outside 0.." + (size(seeds) - 1));
        }
        int hi = seeds + PITS - 1; // bar places are below this
        int prevBar = hi;
        long r = rank;
        int[] bars = new int[PITS - 1];
        for (int j = PITS - 2; j >= 0; j--) {
            int b = prevBar - 1;
            while (BINOM[b * PITS + j + 1] > r) b--;
            r -= BINOM[b * PITS + j + 1];
            bars[j] = b;
            prevBar = b;
        }
        board[0] = bars[0];
        for (int j = 1; j < PITS - 1; j++) board[j] = bars[j] - bars[j - 1] - 1;
        board[PITS - 1] = hi - 1 - bars[PITS - 2];
    }

    /**
     * Steps {@code board} to the board of the next rank (same seed count); returns false, leaving the board
     * unchanged, at the last rank. The next subset in colex order raises the lowest bar that can move: with m
     * the first pit after pit 0 holding seeds, pits 0..m-1 are gathered into pit m-1 plus one seed from pit m.
     */
    public static boolean next(int[] board) {
        int m = 1;
        while (m < PITS && board[m] == 0) m++;
        if (m == PITS) return false;
        int s = 0;
        for (int i = 0; i < m - 1; i++) {
            s += board[i];
            board[i] = 0;
        }
        board[m - 1] += s + 1;
        board[m]--;
        return true;
    }
}
