package org.kete.cli.match;

import org.kete.ai.SearchLimits;

/** The per-move limit of the match, as a stop condition where it is a time. */
record MatchLimit(int depth, long nodes, long movetime) {
    SearchLimits get() {
        if (movetime > 0) {
            long deadline = System.nanoTime() + movetime * 1_000_000L;
            return SearchLimits.until(() -> System.nanoTime() >= deadline);
        }
        return nodes > 0 ? SearchLimits.nodes(nodes) : SearchLimits.depth(depth);
    }

    @Override
    public String toString() {
        return movetime > 0 ? "movetime " + movetime + " ms" : nodes > 0 ? "nodes " + nodes : "depth " + depth;
    }
}
