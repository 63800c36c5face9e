package org.kete.engine.oware;

import org.kete.engine.BoardPosition;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * An immutable Oware position: the board, the seeds each player has captured, the side to move and the
 * outcome, and the positions reached since the last capture (packed keys, current one included), which the
 * cycle rule needs.
 */
public final class OwarePosition extends BoardPosition<Oware> {
    private final long[] history;

    OwarePosition(
            Oware game, int[] pits, int southScore, int northScore, Player toMove, Outcome outcome, long[] history) {
        super(game, pits, southScore, northScore, toMove, outcome);
        this.history = history;
    }

    /** Packed keys (two longs each) of the positions since the last capture. */
    long[] history() {
        return history;
    }
}
