package org.kete.engine.kenyan;

import org.kete.engine.EndReason;
import org.kete.engine.PitGame;
import org.kete.engine.Player;
import org.kete.engine.SnapshotState;

/**
 * What the search states of the two Kenyan games share: the 2 x 8 board and the two scores in one array of 18
 * cells (pits 0..15, then South's score in 16 and North's in 17, stores in the children's game, captures in the
 * laps game), make/unmake by copying the cells and the game's own ints, the hash, and the end by the higher
 * score. Each game's rules stay in its own final class.
 */
public abstract sealed class KenyanState extends SnapshotState implements PitGame.PitState
        permits ChildrensBaoState, LapsBaoState {
    static final int PITS = 16;
    static final int STORE = 16;
    static final int CELLS = 18;

    final int[] cells = new int[CELLS];
    /** The game's own ints per snapshot, after the cells. */
    private final int extra;

    private final long[][] zobrist;
    private final long sideKey;

    KenyanState(int extra, long[][] zobrist, long sideKey) {
        super(CELLS + extra, 256);
        this.extra = extra;
        this.zobrist = zobrist;
        this.sideKey = sideKey;
    }

    /** The 18 cells' Zobrist keys and then the side key, drawn from {@code seed}. */
    static long[][] zobristKeys(long seed, int maxSeeds) {
        long[][] z = new long[CELLS + 1][maxSeeds + 1];
        long x = seed;
        for (int i = 0; i < CELLS; i++) {
            for (int s = 0; s <= maxSeeds; s++) {
                x = org.kete.engine.Hashing.splitmix(x);
                z[i][s] = x;
            }
        }
        z[CELLS][0] = org.kete.engine.Hashing.splitmix(x);
        return z;
    }

    /** Sets the board, the scores and the side to move (the rest is the game's to decide). */
    final void set(int[] pits, int south, int north, Player toMove) {
        System.arraycopy(pits, 0, cells, 0, PITS);
        cells[STORE] = south;
        cells[STORE + 1] = north;
        side = toMove.index();
    }

    @Override
    public final int score(int player) {
        return cells[STORE + player];
    }

    @Override
    public final int pitCount() {
        return PITS;
    }

    @Override
    public final int seeds(int pit) {
        return cells[pit];
    }

    // ---- make / unmake ----

    @Override
    public final void make(int move) {
        int at = pushSnapshot();
        int[] u = snapshots();
        System.arraycopy(cells, 0, u, at, CELLS);
        if (extra > 0) saveExtra(u, at + CELLS);
        play(move, null);
    }

    @Override
    public final void unmake() {
        int at = popSnapshot();
        int[] u = snapshots();
        System.arraycopy(u, at, cells, 0, CELLS);
        if (extra > 0) restoreExtra(u, at + CELLS);
    }

    /** Writes the game's own ints of the state into {@code u} from {@code at} (make). */
    void saveExtra(int[] u, int at) {}

    /** Reads them back (unmake). */
    void restoreExtra(int[] u, int at) {}

    // ---- end and keys ----

    final boolean isRowEmpty(int player) {
        int[] c = cells;
        int b = player * 8;
        return (c[b] | c[b + 1] | c[b + 2] | c[b + 3] | c[b + 4] | c[b + 5] | c[b + 6] | c[b + 7]) == 0;
    }

    /** The higher score wins; equal scores draw. */
    final void endByScores(EndReason why) {
        int s = cells[STORE];
        int n = cells[STORE + 1];
        finish(s == n ? -1 : s > n ? 0 : 1, why);
    }

    final org.kete.engine.Outcome outcome() {
        return outcome(cells[STORE], cells[STORE + 1]);
    }

    @Override
    public final long hash() {
        long h = side == 0 ? 0 : sideKey;
        for (int i = 0; i < CELLS; i++) h ^= zobrist[i][cells[i]];
        return h;
    }
}
