package org.kete.engine.bao;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

/** The contract under the non-default options: lone kichwa outwards allowed, never-ending moves lose. */
class KujifunzaOptionsContractTest implements GameContract {
    @Override
    public Game game() {
        return Bao.KUJIFUNZA.create("forbidKichwaOutward=false neverEnding=loss");
    }
}
