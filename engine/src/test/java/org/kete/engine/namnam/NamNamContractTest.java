package org.kete.engine.namnam;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

/**
 * The shared contract under the default options. Random games run to the end (one player owning all 12
 * pits): measured over 2,000 seeded random games they average about 3,000 moves and 69 rounds, the longest
 * 23,346 moves, far below {@link NamNam#maxGameLength()}. Half the default number of games keeps the run short.
 */
class NamNamContractTest implements GameContract {
    @Override
    public Game game() {
        return NamNam.TYPE.create();
    }

    @Override
    public int randomGames() {
        return 30;
    }
}
