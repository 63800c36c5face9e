package org.kete.engine.bao;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

class KujifunzaContractTest implements GameContract {
    @Override
    public Game game() {
        return Bao.KUJIFUNZA.create();
    }
}
