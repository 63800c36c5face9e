package org.kete.ai;

import org.kete.engine.SearchState;

/**
 * A static evaluation of a position that is not over, from the side to move's view, in centi-seeds (100 = one
 * seed captured). Implementations must not allocate: they run at every leaf of the search.
 */
@FunctionalInterface
public interface Evaluator {

    int evaluate(SearchState state);

    /** Captured seeds (or store contents) of the side to move minus the opponent's: the honest default. */
    Evaluator MATERIAL = s -> {
        int me = s.sideToMove();
        return 100 * (s.score(me) - s.score(1 - me));
    };
}
