package org.kete.engine.bao;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kete.engine.BoardPosition;
import org.kete.engine.House;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * An immutable Bao position (§2.8): the 32 pits, the stores, the nyumba ownership flags, the takasia marker and
 * the takasia obligation, the player to move, the outcome, and the repetition keys of the positions that can
 * still recur. Board pits are {@code player * 16 + t} (see {@link org.kete.engine.fourrow.FourRowBoard}).
 */
public final class BaoPosition extends BoardPosition<Bao> {
    private final boolean[] owned;
    private final int takasia;
    private final int obligation;
    private final long[] history;

    /** The scores are the seeds in each player's store (the ghala; always 0 in Bao la Kujifunza). */
    BaoPosition(
            Bao game,
            int[] pits,
            int[] store,
            boolean[] owned,
            int takasia,
            int obligation,
            Player toMove,
            Outcome outcome,
            long[] history) {
        super(game, pits, store[0], store[1], toMove, outcome);
        this.owned = owned;
        this.takasia = takasia;
        this.obligation = obligation;
        this.history = history;
    }

    /** Does the player still own his nyumba (§5.3)? Always false in Bao la Kujifunza. */
    public boolean owns(Player player) {
        return owned[player.index()];
    }

    /** The player's nyumba (F5) while he owns it, or -1. */
    @Override
    public int housePit(Player player) {
        return owns(player) ? player.index() * BaoState.RING + BaoState.F5 : -1;
    }

    /** The owned nyumbas, functional while they hold 6 seeds or more (§5.3; none in Bao la Kujifunza). */
    @Override
    public List<House> houses() {
        List<House> out = new ArrayList<>(2);
        for (Player player : Player.values()) {
            int pit = housePit(player);
            if (pit >= 0) out.add(new House(player, pit, seeds(pit) >= 6));
        }
        return out;
    }

    /** The pit blocked by takasia for the player to move, or -1. */
    public int takasia() {
        return takasia;
    }

    /** The blocked pit the blocker must capture on his next move (option takasiaObligation), or -1. */
    public int obligation() {
        return obligation;
    }

    long[] history() {
        return history;
    }

    @Override
    protected boolean sameRulesState(BoardPosition<?> other) {
        BaoPosition p = (BaoPosition) other;
        return Arrays.equals(p.owned, owned) && p.takasia == takasia && p.obligation == obligation;
    }
}
