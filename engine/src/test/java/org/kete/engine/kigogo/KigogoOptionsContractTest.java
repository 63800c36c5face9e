package org.kete.engine.kigogo;

import org.kete.engine.Game;

/** The contract again under non-default options: never-ending moves legal but losing, board-only repetition. */
class KigogoOptionsContractTest extends KigogoContractTest {
    @Override
    public Game game() {
        return Kigogo.TYPE.create("neverEnding=loss repetition=board-only");
    }

    @Override
    public int randomGames() {
        return 30;
    }
}
