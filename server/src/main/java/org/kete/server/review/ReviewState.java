package org.kete.server.review;

import java.util.Locale;
import org.kete.ai.review.GameReview;

/**
 * Where a game's review stands (docs/api.md, Review): its status, the positions valued so far of all the game's
 * positions, and the review once it is done.
 *
 * @param gameId the game reviewed
 * @param status where it stands
 * @param done positions valued so far
 * @param total the game's positions (its moves and one)
 * @param review the review when {@code status} is {@link Status#DONE}, else null
 */
public record ReviewState(String gameId, Status status, int done, int total, GameReview review) {
    /** A review's status; {@link #id()} is its text on the wire and in the table. */
    public enum Status {
        /** Never asked for. */
        NONE,
        /** Waiting for a server to compute it. */
        QUEUED,
        /** Being computed by a server. */
        RUNNING,
        /** Computed and stored. */
        DONE,
        /** The computation failed (a bug: logged); asking again queues it again. */
        FAILED;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }

        /** Queued or running: a review that counts against the bounds. */
        boolean pending() {
            return this == QUEUED || this == RUNNING;
        }
    }

    /** The state of a game never reviewed. */
    static ReviewState none(String gameId, int total) {
        return new ReviewState(gameId, Status.NONE, 0, total, null);
    }
}
