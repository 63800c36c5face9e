package org.kete.engine.namnam;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

/** The shared contract with {@code ownershipChoice=fixed}: no CHOOSE moves, rounds follow one another at once. */
class NamNamFixedContractTest implements GameContract {
    @Override
    public Game game() {
        return NamNam.TYPE.create("ownershipChoice=fixed");
    }

    @Override
    public int randomGames() {
        return 30;
    }
}
