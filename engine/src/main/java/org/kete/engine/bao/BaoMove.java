package org.kete.engine.bao;

import org.kete.engine.fourrow.Direction;

/**
 * The int encoding of a Bao move, shared by the search state and the immutable API.
 *
 * <pre>
 * bits 0-4  board pit the move starts from (player * 16 + track index)
 * bit  5    direction CCW (0 = CW); for a namua capture the kichwa: L sows CW from F1, R sows CCW from F8
 * bit  6    capture move (namua or mtaji); clear for a takasa (kutakata)
 * bit  7    safari: go on through the functional nyumba (clear = stop there, where the move reaches it)
 * bit  8    the nyumba tax: only 2 seeds are lifted from the nyumba
 * </pre>
 */
final class BaoMove {
    static final int CCW = 1 << 5;
    static final int CAPTURE = 1 << 6;
    static final int SAFARI = 1 << 7;
    static final int TAX = 1 << 8;

    private BaoMove() {}

    static int of(int pit, Direction d, boolean capture) {
        return pit | (d == Direction.CCW ? CCW : 0) | (capture ? CAPTURE : 0);
    }

    static int pit(int move) {
        return move & 31;
    }

    static Direction direction(int move) {
        return (move & CCW) != 0 ? Direction.CCW : Direction.CW;
    }

    static boolean isCapture(int move) {
        return (move & CAPTURE) != 0;
    }

    static boolean isSafari(int move) {
        return (move & SAFARI) != 0;
    }

    static boolean isTax(int move) {
        return (move & TAX) != 0;
    }
}
