package org.kete.engine.kenyan;

import org.kete.engine.BoardPosition;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * An immutable position of the Kenyan children's Bao: the 16 pits, both stores (the scores), the side to move
 * and the outcome. The game needs no repetition history (§3.6).
 */
public final class ChildrensBaoPosition extends BoardPosition<ChildrensBao> {

    ChildrensBaoPosition(
            ChildrensBao game, int[] pits, int southStore, int northStore, Player toMove, Outcome outcome) {
        super(game, pits, southStore, northStore, toMove, outcome);
    }
}
