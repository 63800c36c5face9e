package org.kete.ai.review;

/**
 * One player's part of a review.
 *
 * @param accuracy 0-100: the mean of the judged moves' accuracies (docs/review.md: {@code 100 e^(-0.04 p)} for
 *     a move that gave away {@code p} percentage points of winning chance); null when the player made no judged
 *     move
 * @param judged the player's moves that were judged (all but only moves)
 * @param inaccuracies the number of each class
 * @param mistakes the number of mistakes
 * @param blunders the number of blunders
 * @param turningPoint the ply of the player's move that gave away the most winning chance, when that was at
 *     least an inaccuracy; else null
 */
public record PlayerSummary(
        Double accuracy, int judged, int inaccuracies, int mistakes, int blunders, Integer turningPoint) {}
