package org.kete.engine.bao;

import org.kete.engine.fourrow.FourRowSearchState;

/** What an evaluation of Bao reads beyond seeds, stores and the board model, without the state's class. */
public interface NyumbaView extends FourRowSearchState {
    /** §5.3: does this player own a nyumba holding 6 or more seeds (never in Bao la Kujifunza)? */
    boolean isNyumbaFunctional(int player);
}
