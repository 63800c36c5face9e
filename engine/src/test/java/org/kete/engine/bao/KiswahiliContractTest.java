package org.kete.engine.bao;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

class KiswahiliContractTest implements GameContract {
    @Override
    public Game game() {
        return Bao.KISWAHILI.create();
    }
}
