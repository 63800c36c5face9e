package org.kete.ai.egtb;

import org.kete.engine.Game;
import org.kete.engine.SearchState;

/** What a searcher calls at a node: the exact value of a position in an endgame table, if it is there. */
public interface TablebaseProbe {
    /** Returned by {@link #probe} when the position is not in the tables (or the game is over). */
    int NOT_FOUND = Integer.MIN_VALUE;

    /**
     * The seed difference the side to move can force from the seeds on the board (their future captures and
     * end-of-game collection minus the opponent's), or {@link #NOT_FOUND}. Add the current score difference for
     * the final one. Allocates nothing.
     */
    int probe(SearchState state);

    /** Whether these tables hold the positions of this game under its rules (probing any other is wrong). */
    boolean covers(Game game);
}
