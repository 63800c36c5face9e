package org.kete.ai.egtb;

import java.util.Arrays;

/**
 * Builds the Oware endgame tables by retrograde analysis, one seed count ("layer") at a time. See
 * docs/egtb.md for the value and the cycle convention; in short, for South to move on a board with k seeds:
 *
 * <ol>
 *   <li>A capture leads to a smaller layer, already finished: its value is exact, gain - value(child).
 *   <li>A non-capturing move stays in the layer. Two bounds are iterated to their fixpoint: {@code lo}, what
 *       the mover can force when play that never leaves the layer counts as the worst (-k) for them, and
 *       {@code hi}, what the opponent cannot keep them under when it counts as the best (+k). Starting from
 *       lo = -k and hi = +k, lo(P) = max over moves (gain - hi(child)) only rises and hi(P) = max over moves
 *       (gain - lo(child)) only falls, so the passes stop; a position whose bounds meet is final and skipped.
 *   <li>The stored value is the split of the position (mover's row minus the opponent's) clamped into
 *       [lo, hi]: the exact value of the game in which a repetition scores the split of the position that
 *       began the capture-free stretch. Where lo &lt; hi the value depends on that convention and the
 *       position is flagged.
 * </ol>
 *
 * The work is exposed in index ranges ({@link #iterate}, {@link #finish}) so that a driver can run them on
 * threads; ranges of one pass may run concurrently (they only raise lo and lower hi, and a byte write is
 * atomic, so any interleaving is a valid step of the same monotone iteration). A pass that changes nothing,
 * run after every earlier pass has completed, proves the fixpoint. {@link #buildLayer} is the sequential
 * driver.
 *
 * <p>Memory: every finished layer below the one being built (captures can reach any of them) plus two working
 * bytes per position of the current layer.
 */
public final class OwareEgtbBuilder {
    /** Layer sizes must fit a Java array: C(39, 11) for 28 seeds is 1.68e9, 29 seeds would exceed 2^31. */
    public static final int MAX_BUILD_SEEDS = 28;

    private final TableRules rules;
    private final byte[][] layers = new byte[MAX_BUILD_SEEDS + 1][];
    private int current = -1;
    private byte[] lo;
    private byte[] hi;

    public OwareEgtbBuilder(TableRules rules) {
        this.rules = rules;
    }

    public TableRules rules() {
        return rules;
    }

    /** Installs a finished layer (built earlier or read from a file). */
    public void install(int seeds, byte[] data) {
        checkSeeds(seeds);
        if (data.length != OwareRank.size(seeds)) {
            throw new IllegalArgumentException(
                    "layer " + seeds + " has " + data.length + " entries, expected " + OwareRank.size(seeds));
        }
        layers[seeds] = data;
    }

    public boolean has(int seeds) {
        return seeds >= 0 && seeds <= MAX_BUILD_SEEDS && layers[seeds] != null;
    }

    public byte[] layer(int seeds) {
        checkSeeds(seeds);
        if (layers[seeds] == null) throw new IllegalStateException("layer " + seeds + " is not built");
        return layers[seeds];
    }

    /** Starts building {@code seeds}; every smaller layer must be installed. */
    public void start(int seeds) {
        checkSeeds(seeds);
        for (int k = 0; k < seeds; k++) {
            if (layers[k] == null) throw new IllegalStateException("layer " + k + " must be built before " + seeds);
        }
        int size = (int) OwareRank.size(seeds);
        current = seeds;
        lo = new byte[size]; // value + k: 0 is -k
        hi = new byte[size];
        Arrays.fill(hi, (byte) (2 * seeds));
    }

    public long size() {
        return lo.length;
    }

    /**
     * One pass over ranks [from, to) of the current layer; returns how many positions changed a bound. Ranges
     * of the same pass may run at the same time.
     */
    public long iterate(long from, long to) {
        checkRange(from, to);
        final int k = current;
        final byte[] lo = this.lo;
        final byte[] hi = this.hi;
        OwareMoves mover = new OwareMoves(rules.grandSlam());
        int[] board = new int[12];
        int[] moves = new int[6];
        int[] children = new int[6 * 12];
        int[] gains = new int[6];
        OwareRank.unrank(from, k, board);
        long changed = 0;
        for (int i = (int) from; i < to; i++) {
            if (i > from) OwareRank.next(board);
            if (lo[i] == hi[i]) continue; // final
            int newLo;
            int newHi;
            int n = mover.expand(board, moves, children, gains);
            if (n == 0) {
                newLo = newHi = collect(board);
            } else {
                newLo = -k;
                newHi = -k;
                for (int m = 0; m < n; m++) {
                    int gain = gains[m];
                    int r = (int) OwareRank.rankRotated(children, m * 12);
                    if (gain == 0) {
                        newLo = Math.max(newLo, k - hi[r]); // -(hi - k)
                        newHi = Math.max(newHi, k - lo[r]);
                    } else {
                        int kk = k - gain;
                        int x = gain - ((layers[kk][r] & 0x7F) - kk);
                        newLo = Math.max(newLo, x);
                        newHi = Math.max(newHi, x);
                    }
                }
            }
            byte l = (byte) (newLo + k);
            byte h = (byte) (newHi + k);
            if (l != lo[i] || h != hi[i]) {
                lo[i] = l;
                hi[i] = h;
                changed++;
            }
        }
        return changed;
    }

    /** After a pass that changed nothing: writes the final entries of ranks [from, to). */
    public void finish(long from, long to) {
        checkRange(from, to);
        final int k = current;
        int[] board = new int[12];
        OwareRank.unrank(from, k, board);
        for (int i = (int) from; i < to; i++) {
            if (i > from) OwareRank.next(board);
            int l = lo[i] - k;
            int h = hi[i] - k;
            int v = Math.max(l, Math.min(h, collect(board)));
            lo[i] = encode(v, k, l != h);
        }
    }

    /** Installs the finished current layer and returns its entries. */
    public byte[] complete() {
        byte[] data = lo;
        layers[current] = data;
        lo = null;
        hi = null;
        current = -1;
        return data;
    }

    /** The sequential driver: builds one layer in one thread; returns the number of passes. */
    public int buildLayer(int seeds) {
        start(seeds);
        int passes = 0;
        long n = size();
        while (true) {
            passes++;
            if (iterate(0, n) == 0) break;
        }
        finish(0, n);
        complete();
        return passes;
    }

    /** Mover's row minus the opponent's: the split of §1.6 from the mover's side. */
    static int collect(int[] board) {
        return board[0] + board[1] + board[2] + board[3] + board[4] + board[5] - board[6] - board[7] - board[8]
                - board[9] - board[10] - board[11];
    }

    static byte encode(int value, int seeds, boolean cycleDependent) {
        return (byte) ((value + seeds) | (cycleDependent ? 0x80 : 0));
    }

    static int decode(byte entry, int seeds) {
        return (entry & 0x7F) - seeds;
    }

    static boolean isCycleDependent(byte entry) {
        return (entry & 0x80) != 0;
    }

    private void checkRange(long from, long to) {
        if (current < 0) throw new IllegalStateException("no layer started");
        if (from < 0 || to > lo.length || from >= to) {
            throw new IllegalArgumentException("range [" + from + ", " + to + ") is not inside 0.." + lo.length);
        }
    }

    private static void checkSeeds(int seeds) {
        if (seeds < 0 || seeds > MAX_BUILD_SEEDS) {
            throw new IllegalArgumentException("seed count " + seeds + " is not 0.." + MAX_BUILD_SEEDS);
        }
    }
}
