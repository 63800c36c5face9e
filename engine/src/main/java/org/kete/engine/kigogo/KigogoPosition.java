package org.kete.engine.kigogo;

import java.util.Arrays;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * An immutable Bao Kigogo position. The scores are the seeds each player has captured, which have left the
 * game: board seeds plus both scores is always 92. It also carries the positions reached since the last
 * capture (48 pits and the side to move per entry, current one included), which the repetition rule needs.
 */
public final class KigogoPosition implements Position {
    private final Kigogo game;
    private final int[] pits;
    private final int southCaptured;
    private final int northCaptured;
    private final Player toMove;
    private final Outcome outcome;
    private final byte[] history;

    KigogoPosition(
            Kigogo game,
            int[] pits,
            int southCaptured,
            int northCaptured,
            Player toMove,
            Outcome outcome,
            byte[] history) {
        this.game = game;
        this.pits = pits;
        this.southCaptured = southCaptured;
        this.northCaptured = northCaptured;
        this.toMove = toMove;
        this.outcome = outcome;
        this.history = history;
    }

    @Override
    public Kigogo game() {
        return game;
    }

    @Override
    public Player toMove() {
        return toMove;
    }

    @Override
    public int pitCount() {
        return KigogoState.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    /** The seeds this player has captured (removed from the game). */
    @Override
    public int score(Player player) {
        return player == Player.SOUTH ? southCaptured : northCaptured;
    }

    /** Seeds on the player's own 24 pits. */
    public int seedsOnBoard(Player player) {
        int sum = 0;
        for (int i = player.index() * KigogoState.RING; i < (player.index() + 1) * KigogoState.RING; i++) {
            sum += pits[i];
        }
        return sum;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    byte[] history() {
        return history;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KigogoPosition p
                && p.game.equals(game)
                && Arrays.equals(p.pits, pits)
                && p.southCaptured == southCaptured
                && p.northCaptured == northCaptured
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
