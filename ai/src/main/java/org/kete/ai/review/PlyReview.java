package org.kete.ai.review;

import java.util.List;
import org.kete.engine.Player;

/**
 * The review of one move of a game.
 *
 * @param ply 0 for the game's first move
 * @param mover who played it
 * @param move the move played, in the game's notation
 * @param scoreBefore the value of the position before the move, the mover's view (centi-seeds, or a proven
 *     result as {@link org.kete.ai.AlphaBeta} writes them)
 * @param scoreAfter the value after the move played, the mover's view
 * @param chanceBefore the mover's winning chance before the move, -1..+1 ({@link ReviewTuning#chance})
 * @param chanceAfter the mover's winning chance after it
 * @param best the review's best move in this position, in notation (the move played when it was the best)
 * @param line the best move's line, the best move first (a few plies)
 * @param judgement the move's class
 * @param loss the winning chance the move gave away, 0..2 (0 for the best move and an only move)
 * @param proven whether the verdict is exact: both positions in the Oware endgame tables (or the game over)
 * @param seedsLost for an exact verdict that keeps the result: seeds of the final score the move gave away
 *     (0 for a best move); null when the verdict is not exact
 */
public record PlyReview(
        int ply,
        Player mover,
        String move,
        int scoreBefore,
        int scoreAfter,
        double chanceBefore,
        double chanceAfter,
        String best,
        List<String> line,
        Judgement judgement,
        double loss,
        boolean proven,
        Integer seedsLost) {

    public PlyReview {
        line = List.copyOf(line);
    }

    /** South's winning chance after this move, -1..+1 (the graph's point after it). */
    public double southChanceAfter() {
        return mover == Player.SOUTH ? chanceAfter : -chanceAfter;
    }

    /** South's winning chance before this move. */
    public double southChanceBefore() {
        return mover == Player.SOUTH ? chanceBefore : -chanceBefore;
    }
}
