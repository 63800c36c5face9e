package org.kete.engine.oware;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

class OwareContractTest implements GameContract {
    @Override
    public Game game() {
        return Oware.TYPE.create();
    }
}
