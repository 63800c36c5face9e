package org.kete.engine.kigogo;

import org.kete.engine.Game;
import org.kete.engine.GameContract;
import org.kete.engine.Player;
import org.kete.engine.Position;

class KigogoContractTest implements GameContract {
    @Override
    public Game game() {
        return Kigogo.TYPE.create();
    }

    /** Captured seeds leave the game; the scores count them, so board plus scores is always 92. */
    @Override
    public int seedsAccountedFor(Position p) {
        KigogoPosition k = (KigogoPosition) p;
        return k.seedsOnBoard(Player.SOUTH)
                + k.seedsOnBoard(Player.NORTH)
                + k.score(Player.SOUTH)
                + k.score(Player.NORTH);
    }
}
