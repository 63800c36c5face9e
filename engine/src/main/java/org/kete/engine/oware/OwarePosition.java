package org.kete.engine.oware;

import java.util.Arrays;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * An immutable Oware position. Besides the board, scores, side to move and outcome it carries the positions
 * reached since the last capture (packed keys, current one included), which the cycle rule needs.
 */
public final class OwarePosition implements Position {
    private final Oware game;
    private final int[] pits;
    private final int southScore;
    private final int northScore;
    private final Player toMove;
    private final Outcome outcome;
    private final long[] history;

    OwarePosition(
            Oware game, int[] pits, int southScore, int northScore, Player toMove, Outcome outcome, long[] history) {
        this.game = game;
        this.pits = pits;
        this.southScore = southScore;
        this.northScore = northScore;
        this.toMove = toMove;
        this.outcome = outcome;
        this.history = history;
    }

    @Override
    public Oware game() {
        return game;
    }

    @Override
    public Player toMove() {
        return toMove;
    }

    @Override
    public int pitCount() {
        return Oware.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    @Override
    public int score(Player player) {
        return player == Player.SOUTH ? southScore : northScore;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    /** Packed keys (two longs each) of the positions since the last capture. */
    long[] history() {
        return history;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OwarePosition p
                && p.game.equals(game)
                && Arrays.equals(p.pits, pits)
                && p.southScore == southScore
                && p.northScore == northScore
                && p.toMove == toMove
                && p.outcome.equals(outcome);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pits) * 31 + toMove.hashCode();
    }

    @Override
    public String toString() {
        return text() + (outcome.over() ? " (" + outcome.describe() + ")" : "");
    }
}
