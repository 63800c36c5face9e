package org.kete.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.kete.ai.review.ReviewTuning;
import org.kete.ai.review.Reviewer;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.record.GameRecord;
import org.kete.server.review.Reviews;

/** Short finished games for the review tests, and reviewers that are quick (a small node budget) and counted. */
final class ReviewGames {
    private ReviewGames() {}

    /** An Oware ending with few seeds on the board: a game from it ends in a few dozen plies. */
    static final String ENDING = "2-1-0-1-0-0-0-1-0-1-2-0-20-20-S";

    /** The record of a finished Oware game played at random (seed {@code seed}) from {@link #ENDING}. */
    static String finishedRecord(long seed) {
        Game game = Games.byId("oware").create();
        Position p = game.parsePosition(ENDING);
        Position start = p;
        Random random = new Random(seed);
        List<Move> moves = new ArrayList<>();
        while (!p.isOver()) {
            if (moves.size() > 400) throw new AssertionError("the game from " + ENDING + " did not end");
            List<Move> legal = game.legalMoves(p);
            Move m = legal.get(random.nextInt(legal.size()));
            moves.add(m);
            p = game.apply(p, m).after();
        }
        return GameRecord.of(game, start, moves).text();
    }

    /** The reviewer with a small node budget. */
    static Reviews.Runner quick() {
        return (game, start, moves, tables, progress, stop) -> new Reviewer(
                        ReviewTuning.of(game.type()).withNodes(3_000), tables)
                .review(game, start, moves, progress, stop);
    }
}
