package org.kete.engine.kigogo;

import org.kete.engine.BoardPosition;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * An immutable Bao Kigogo position. The scores are the seeds each player has captured, which have left the
 * game: board seeds plus both scores is always 92. It also carries the positions reached since the last
 * capture (as repetition keys: the board and the side to move per entry, current one included), which the
 * repetition rule needs.
 */
public final class KigogoPosition extends BoardPosition<Kigogo> {
    private final long[] history;

    KigogoPosition(
            Kigogo game,
            int[] pits,
            int southCaptured,
            int northCaptured,
            Player toMove,
            Outcome outcome,
            long[] history) {
        super(game, pits, southCaptured, northCaptured, toMove, outcome);
        this.history = history;
    }

    /** Seeds on the player's own 24 pits. */
    public int seedsOnBoard(Player player) {
        int sum = 0;
        for (int i = player.index() * KigogoState.RING; i < (player.index() + 1) * KigogoState.RING; i++) {
            sum += seeds(i);
        }
        return sum;
    }

    /** Repetition keys of the positions since the last capture (see KigogoState), oldest first. */
    long[] history() {
        return history;
    }
}
