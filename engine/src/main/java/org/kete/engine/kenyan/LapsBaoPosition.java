package org.kete.engine.kenyan;

import java.util.Arrays;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * An immutable position of the Kenyan laps Bao. Besides the board, captures, side to move and outcome it
 * carries the positions reached since the last capture (packed keys, the current one included), which the
 * cycle rule needs, and the set of legal pits, which costs a simulation of every candidate sowing to find.
 */
public final class LapsBaoPosition implements Position {
    private final LapsBao game;
    private final int[] pits;
    private final int southScore;
    private final int northScore;
    private final Player toMove;
    private final Outcome outcome;
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
        this.game = game;
        this.pits = pits;
        this.southScore = southScore;
        this.northScore = northScore;
        this.toMove = toMove;
        this.outcome = outcome;
        this.legalSet = legalSet;
        this.history = history;
    }

    @Override
    public LapsBao game() {
        return game;
    }

    @Override
    public Player toMove() {
        return toMove;
    }

    @Override
    public int pitCount() {
        return LapsBao.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    /** The seeds the player has captured. */
    @Override
    public int score(Player player) {
        return player == Player.SOUTH ? southScore : northScore;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    /** Bit h set: pit h is a legal move. */
    int legalSet() {
        return legalSet;
    }

    /** Packed keys (two longs each) of the positions since the last capture. */
    long[] history() {
        return history;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LapsBaoPosition p
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
