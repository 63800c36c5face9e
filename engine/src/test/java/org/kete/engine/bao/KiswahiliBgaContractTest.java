package org.kete.engine.bao;

import org.kete.engine.Game;
import org.kete.engine.GameContract;

/** The contract under the Board Game Arena profile of four-row-games.md §5.10. */
class KiswahiliBgaContractTest implements GameContract {
    static final String BGA = "mtajiNyumba=stop-takasa loseNyumbaOnMtajiCapture=false nyumbaBelowSix=suspended"
            + " taxRequires=functional singletonTakasa=while-owned namuaStopTest=at-move-start takasia=true"
            + " takasiaSingleExempt=false takasiaNyumbaExempt=functional takasiaObligation=first-capture"
            + " forbidKichwaOutward=false neverEnding=loss";

    @Override
    public Game game() {
        return Bao.KISWAHILI.create(BGA);
    }
}
