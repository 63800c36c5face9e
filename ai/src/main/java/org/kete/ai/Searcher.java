package org.kete.ai;

import org.kete.engine.SearchState;

/**
 * A computer player's search, behind one interface for every algorithm (alpha-beta, MCTS, ...). The searcher
 * works on the generic {@link SearchState}, leaves it as it found it, and never reads a clock itself: time
 * limits reach it through {@link SearchLimits#stop()}, which the caller implements.
 */
public interface Searcher {

    /** Searches the position and returns the best move found; the listener hears each completed iteration. */
    SearchResult search(SearchState state, SearchLimits limits, SearchListener listener);

    default SearchResult search(SearchState state, SearchLimits limits) {
        return search(state, limits, SearchListener.NONE);
    }
}
