package org.kete.ai;

/** Hears the progress of a search, once per completed iteration (for the protocol's "info" lines). */
@FunctionalInterface
public interface SearchListener {
    SearchListener NONE = (depth, score, nodes, pv) -> {};

    void iteration(int depth, int score, long nodes, int[] pv);
}
