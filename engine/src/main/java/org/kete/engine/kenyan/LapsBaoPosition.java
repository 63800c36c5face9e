package org.kete.engine.kenyan;

import org.kete.engine.BoardPosition;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * An immutable position of the Kenyan laps Bao: the board, the seeds each player has captured, the side to
 * move and the outcome. It also carries the positions reached since the last capture (packed keys, the current
 * one included), which the cycle rule needs, and the set of legal pits, which costs a simulation of every
 * candidate sowing to find.
 */
public final class LapsBaoPosition extends BoardPosition<LapsBao> {
    private final int legalSet;
    private final long[] history;

    LapsBaoPosition(
            LapsBao game,
            int[] pits,
            int southScore,
            int northScore,
            Player toMove,
            Outcome outcome,
            int legalSet,
            long[] history) {
        super(game, pits, southScore, northScore, toMove, outcome);
        this.legalSet = legalSet;
        this.history = history;
    }

    /** Bit h set: pit h is a legal move. */
    int legalSet() {
        return legalSet;
    }

    /** Packed keys (two longs each) of the positions since the last capture. */
    long[] history() {
        return history;
    }
}
