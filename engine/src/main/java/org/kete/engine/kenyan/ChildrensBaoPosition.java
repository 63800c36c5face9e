package org.kete.engine.kenyan;

import java.util.Arrays;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * An immutable position of the Kenyan children's Bao: the 16 pits, both stores (the scores), the side to move
 * and the outcome. The game needs no repetition history (§3.6).
 */
public final class ChildrensBaoPosition implements Position {
    private final ChildrensBao game;
    private final int[] pits;
    private final int southStore;
    private final int northStore;
    private final Player toMove;
    private final Outcome outcome;

    ChildrensBaoPosition(
            ChildrensBao game, int[] pits, int southStore, int northStore, Player toMove, Outcome outcome) {
        this.game = game;
        this.pits = pits;
        this.southStore = southStore;
        this.northStore = northStore;
        this.toMove = toMove;
        this.outcome = outcome;
    }

    @Override
    public ChildrensBao game() {
        return game;
    }

    @Override
    public Player toMove() {
        return toMove;
    }

    @Override
    public int pitCount() {
        return ChildrensBao.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    /** The contents of the player's store. */
    @Override
    public int score(Player player) {
        return player == Player.SOUTH ? southStore : northStore;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChildrensBaoPosition p
                && p.game.equals(game)
                && Arrays.equals(p.pits, pits)
                && p.southStore == southStore
                && p.northStore == northStore
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
