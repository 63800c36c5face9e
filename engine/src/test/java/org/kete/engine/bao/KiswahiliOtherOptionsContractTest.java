package org.kete.engine.bao;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

/** The contract under the remaining non-default option values not covered by the BGA profile. */
class KiswahiliOtherOptionsContractTest implements GameContract {
    @Override
    public Game game() {
        return Bao.KISWAHILI.create("mtajiNyumba=namua-rules loseNyumbaOnMtajiCapture=false nyumbaBelowSix=lost"
                + " taxRequires=owned takasiaObligation=any-capture repetition=none");
    }
}
