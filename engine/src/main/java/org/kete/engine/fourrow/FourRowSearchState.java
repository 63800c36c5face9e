package org.kete.engine.fourrow;

import org.kete.engine.SearchState;

/**
 * The search state of a four-row game, with the board model its pits are numbered by: what an evaluation needs
 * to tell rows, rings and facing pits apart without knowing the game's class or copying its constants.
 */
public interface FourRowSearchState extends SearchState {
    FourRowBoard board();
}
