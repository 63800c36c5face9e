package org.kete.ai;

/**
 * The outcome of a search: the best move (-1 if the position has none), its score from the side to move's
 * view (seed difference units; see the searcher for mate scores), the depth completed, nodes searched and
 * the principal variation.
 */
public record SearchResult(int bestMove, int score, int depth, long nodes, int[] pv) {}
