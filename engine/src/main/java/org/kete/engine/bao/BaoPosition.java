package org.kete.engine.bao;

import java.util.Arrays;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * An immutable Bao position (§2.8): the 32 pits, the stores, the nyumba ownership flags, the takasia marker and
 * the takasia obligation, the player to move, the outcome, and the repetition keys of the positions that can
 * still recur. Board pits are {@code player * 16 + t} (see {@link org.kete.engine.fourrow.FourRowBoard}).
 */
public final class BaoPosition implements Position {
    private final Bao game;
    private final int[] pits;
    private final int[] store;
    private final boolean[] owned;
    private final int takasia;
    private final int obligation;
    private final Player toMove;
    private final Outcome outcome;
    private final long[] history;

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
        this.game = game;
        this.pits = pits;
        this.store = store;
        this.owned = owned;
        this.takasia = takasia;
        this.obligation = obligation;
        this.toMove = toMove;
        this.outcome = outcome;
        this.history = history;
    }

    @Override
    public Bao game() {
        return game;
    }

    @Override
    public Player toMove() {
        return toMove;
    }

    @Override
    public int pitCount() {
        return BaoState.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    /** The seeds in a player's store (the ghala; always 0 in Bao la Kujifunza). */
    @Override
    public int score(Player player) {
        return store[player.index()];
    }

    /** Does the player still own his nyumba (§5.3)? Always false in Bao la Kujifunza. */
    public boolean owns(Player player) {
        return owned[player.index()];
    }

    /** The pit blocked by takasia for the player to move, or -1. */
    public int takasia() {
        return takasia;
    }

    /** The blocked pit the blocker must capture on his next move (option takasiaObligation), or -1. */
    public int obligation() {
        return obligation;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    long[] history() {
        return history;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BaoPosition p
                && p.game.equals(game)
                && Arrays.equals(p.pits, pits)
                && Arrays.equals(p.store, store)
                && Arrays.equals(p.owned, owned)
                && p.takasia == takasia
                && p.obligation == obligation
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
