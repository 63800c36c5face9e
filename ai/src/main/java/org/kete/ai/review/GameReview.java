package org.kete.ai.review;

import java.util.List;

/**
 * The review of a game: one {@link PlyReview} per move, each player's summary, and what made it (so that a
 * stored review says how it was computed).
 *
 * @param game the game's id ({@code oware}, ...)
 * @param options the game's rule options as text (empty for the defaults)
 * @param plies one per move, in order
 * @param south South's summary
 * @param north North's summary
 * @param nodes the node budget of each position's search
 * @param tables whether the Oware endgame tables were used
 * @param version {@link Reviewer#VERSION}: a review of an older version may be computed again
 */
public record GameReview(
        String game,
        String options,
        List<PlyReview> plies,
        PlayerSummary south,
        PlayerSummary north,
        long nodes,
        boolean tables,
        int version) {

    public GameReview {
        plies = List.copyOf(plies);
    }

    public PlayerSummary summary(org.kete.engine.Player p) {
        return p == org.kete.engine.Player.SOUTH ? south : north;
    }
}
