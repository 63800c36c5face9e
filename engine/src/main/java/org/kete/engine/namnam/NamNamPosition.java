package org.kete.engine.namnam;

import java.util.Arrays;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * An immutable Nam Nam position: board, the current round's captures, side to move, pit ownership, round
 * number and starter, phase and outcome. It also carries the legal sowing moves (worked out once when the
 * position was reached) and the positions reached since the last capture of the round (for the cycle rule).
 */
public final class NamNamPosition implements Position {
    private final NamNam game;
    private final int[] pits;
    private final int southCaptured;
    private final int northCaptured;
    private final int owners;
    private final Player toMove;
    private final int round;
    private final Player roundStarter;
    private final Phase phase;
    private final Outcome outcome;
    private final int legalMask;
    private final long[] history;

    NamNamPosition(
            NamNam game,
            int[] pits,
            int southCaptured,
            int northCaptured,
            int owners,
            Player toMove,
            int round,
            Player roundStarter,
            Phase phase,
            Outcome outcome,
            int legalMask,
            long[] history) {
        this.game = game;
        this.pits = pits;
        this.southCaptured = southCaptured;
        this.northCaptured = northCaptured;
        this.owners = owners;
        this.toMove = toMove;
        this.round = round;
        this.roundStarter = roundStarter;
        this.phase = phase;
        this.outcome = outcome;
        this.legalMask = legalMask;
        this.history = history;
    }

    @Override
    public NamNam game() {
        return game;
    }

    @Override
    public Player toMove() {
        return toMove;
    }

    @Override
    public int pitCount() {
        return NamNamState.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    /**
     * Seeds the player has captured in the current round. After a round's last move (phase CHOOSE, or a
     * game that is over) it is that round's total, including the split of a round ended by cycle or
     * stalemate; once the next round starts both are 0 again.
     */
    @Override
    public int score(Player player) {
        return player == Player.SOUTH ? southCaptured : northCaptured;
    }

    /** Over when one player owns every pit; the outcome's scores are the pits owned (12-0). */
    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public Player owner(int pit) {
        return Player.of((owners >>> pit) & 1);
    }

    /** Pits the player owns: the game's running score between rounds (6-6 at the start, 12-0 at the end). */
    public int pitsOwned(Player player) {
        int north = Integer.bitCount(owners);
        return player == Player.NORTH ? north : NamNamState.PITS - north;
    }

    /** The round being played (1 for the first); in phase CHOOSE and at the end, the round just finished. */
    public int round() {
        return round;
    }

    /** Who made the first move of the current (or just finished) round. */
    public Player roundStarter() {
        return roundStarter;
    }

    public Phase phase() {
        return phase;
    }

    /** In phase CHOOSE: how many pits of the trailing player's row the leader takes; otherwise 0. */
    public int pitsToClaim() {
        return phase == Phase.CHOOSE ? NamNamState.holesFor(score(toMove), score(toMove.opponent())) - 6 : 0;
    }

    /** Bit i set: North owns pit i. */
    int ownerMask() {
        return owners;
    }

    int legalMask() {
        return legalMask;
    }

    /** Packed keys (two longs each) of the positions since the last capture in this round. */
    long[] history() {
        return history;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NamNamPosition p
                && p.game.equals(game)
                && Arrays.equals(p.pits, pits)
                && p.southCaptured == southCaptured
                && p.northCaptured == northCaptured
                && p.owners == owners
                && p.toMove == toMove
                && p.round == round
                && p.roundStarter == roundStarter
                && p.phase == phase
                && p.outcome.equals(outcome);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(pits) * 31 + owners) * 31 + toMove.hashCode();
    }

    @Override
    public String toString() {
        return text() + (outcome.over() ? " (" + outcome.describe() + ")" : "");
    }
}
