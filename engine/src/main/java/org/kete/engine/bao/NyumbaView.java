package org.kete.engine.bao;

import org.kete.engine.SearchState;

/** What an evaluation of Bao reads beyond seeds and stores, without the state's class. */
public interface NyumbaView extends SearchState {
    /** §5.3: does this player own a nyumba holding 6 or more seeds (never in Bao la Kujifunza)? */
    boolean isNyumbaFunctional(int player);
}
