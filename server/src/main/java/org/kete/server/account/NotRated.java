package org.kete.server.account;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.kete.server.config.Limits;

/**
 * Why a game that was asked to be rated (a rated seek, or the rematch or next game of a rated one) is not: a
 * stable reason and the numbers its words need (docs/api.md, Players of a game; docs/security.md, Fair
 * ratings). Kept as the reason alone (game_meta.unrated_reason); the numbers are the server's limits.
 */
public record NotRated(String reason, Numbers params) {
    /** Ended before each side had made its moves ({@link Limits.Name#RATED_MIN_MOVES}). */
    public static final String TOO_FEW_MOVES = "too-few-moves";
    /** Aborted: no result at all. */
    public static final String ABORTED = "aborted";
    /** Casual from the start: the pair's rated games of the last 24 hours were all played. */
    public static final String PAIR_LIMIT = "pair-limit";
    /** Casual from the start: the two accounts were seen at one address or in one browser. */
    public static final String SHARED_NETWORK = "shared-network";

    /** The numbers a reason's words need; each present only for the reasons that use it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Numbers(Integer moves, Integer games, Integer hours, Long days) {
        static final Numbers NONE = new Numbers(null, null, null, null);
    }

    /** The reason {@code reason} with its numbers under {@code limits}; null for none. */
    public static NotRated of(String reason, Limits limits) {
        if (reason == null) return null;
        return new NotRated(
                reason,
                switch (reason) {
                    case TOO_FEW_MOVES -> new Numbers(limits.count(Limits.Name.RATED_MIN_MOVES), null, null, null);
                    case PAIR_LIMIT ->
                        new Numbers(null, limits.count(Limits.Name.RATED_GAMES_PER_PAIR_PER_DAY), 24, null);
                    case SHARED_NETWORK ->
                        new Numbers(
                                null, null, null, limits.millis(Limits.Name.RATED_SHARED_NETWORK_DAYS) / 86_400_000);
                    default -> Numbers.NONE;
                });
    }
}
