package org.kete.engine.bao;

import static org.kete.engine.bao.BaoBoard.NONE;

import org.kete.engine.SearchState;
import org.kete.engine.bao.BaoExecutor.MoveEnd;

/**
 * The simulations run in the current position (§2.7 legality): the move, how it ended, the pits it captured and
 * the board after it. {@link BaoState} decides legality with them, and make() of a simulated move takes its
 * board instead of executing the move again. Cleared whenever the position changes; boards are allocated on
 * first use and then reused, so nothing allocates per move.
 */
final class BaoSimulations {
    private final BaoExecutor executor;
    private final BaoBoard[] board = new BaoBoard[SearchState.MAX_MOVES];
    private final int[] move = new int[SearchState.MAX_MOVES];
    private final MoveEnd[] end = new MoveEnd[SearchState.MAX_MOVES];
    private final int[] captured = new int[SearchState.MAX_MOVES];
    private int count;
    private final BaoBoard scratch = new BaoBoard();
    /** The pits captured by the move simulated or looked up last (bit t for the opponent's front pit t). */
    private int capturedMask;

    BaoSimulations(BaoExecutor executor) {
        this.executor = executor;
    }

    /** The position changed: no simulation stands. */
    void clear() {
        count = 0;
    }

    boolean isEmpty() {
        return count == 0;
    }

    int count() {
        return count;
    }

    int move(int k) {
        return move[k];
    }

    MoveEnd end(int k) {
        return end[k];
    }

    int capturedMask() {
        return capturedMask;
    }

    /**
     * Runs a move on a copy of the live board (no trace), once per position: the caller reads its end and
     * captured pits, and make() takes the board it left.
     */
    MoveEnd simulate(BaoBoard live, int side, int takasia, int m) {
        int k = find(m);
        if (k != NONE) {
            capturedMask = captured[k];
            return end[k];
        }
        return simulateNew(live, side, takasia, m);
    }

    /** The same for a move not simulated yet in this position. */
    MoveEnd simulateNew(BaoBoard live, int side, int takasia, int m) {
        int k = NONE;
        BaoBoard b = scratch;
        if (count < SearchState.MAX_MOVES) {
            k = count++;
            if (board[k] == null) board[k] = new BaoBoard();
            b = board[k];
            move[k] = m;
        }
        b.copyFrom(live);
        MoveEnd e = executor.execute(b, m, side, takasia, null);
        capturedMask = executor.capturedMask();
        if (k != NONE) {
            end[k] = e;
            captured[k] = capturedMask;
        }
        return e;
    }

    /** The index of the simulation of this move in the current position, or NONE (newest first: make()
     * usually plays the move simulated last). */
    int find(int m) {
        for (int k = count - 1; k >= 0; k--) if (move[k] == m) return k;
        return NONE;
    }

    /** The board simulation k left; {@code replacement} takes its place as the slot's spare. */
    BaoBoard takeBoard(int k, BaoBoard replacement) {
        BaoBoard b = board[k];
        board[k] = replacement;
        return b;
    }
}
