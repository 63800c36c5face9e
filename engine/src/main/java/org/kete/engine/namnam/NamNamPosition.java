package org.kete.engine.namnam;

import org.kete.engine.BoardPosition;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * An immutable Nam Nam position: board, the current round's captures, side to move, pit ownership, round
 * number and starter, phase and outcome. It also carries the legal sowing moves (worked out once when the
 * position was reached) and the positions reached since the last capture of the round (for the cycle rule).
 */
public final class NamNamPosition extends BoardPosition<NamNam> {
    private final int owners;
    private final int round;
    private final Player roundStarter;
    private final Phase phase;
    private final int legalMask;
    private final long[] history;

    /**
     * The scores are the seeds each player has captured in the current round. After a round's last move
     * (phase CHOOSE, or a game that is over) they are that round's totals, including the split of a round
     * ended by cycle or stalemate; once the next round starts both are 0 again. The outcome of a game that is
     * over gives the pits owned (12-0).
     */
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
        super(game, pits, southCaptured, northCaptured, toMove, outcome);
        this.owners = owners;
        this.round = round;
        this.roundStarter = roundStarter;
        this.phase = phase;
        this.legalMask = legalMask;
        this.history = history;
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
        Player p = toMove();
        return phase == Phase.CHOOSE ? NamNamState.holesFor(score(p), score(p.opponent())) - 6 : 0;
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
    protected boolean sameRulesState(BoardPosition<?> other) {
        NamNamPosition p = (NamNamPosition) other;
        return p.owners == owners && p.round == round && p.roundStarter == roundStarter && p.phase == phase;
    }

    @Override
    public int hashCode() {
        return super.hashCode() * 31 + owners;
    }
}
