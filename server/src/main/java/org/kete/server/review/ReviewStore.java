package org.kete.server.review;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.kete.ai.review.GameReview;
import org.kete.ai.review.Reviewer;
import org.kete.server.common.ApiException;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;
import org.kete.server.review.ReviewState.Status;

/**
 * The SQL of the reviews: table game_reviews (V18__reviews.sql), one row per reviewed game. The database decides
 * who computes a review: a server claims a queued review (or one whose lease lapsed) with a conditional UPDATE
 * that only one server's statement can win, renews its lease while it computes, and writes the review only while
 * it still holds the claim. The review is kept as the JSON of {@link GameReview}.
 */
final class ReviewStore {
    /** How long a requester waits, told in Retry-After, when its bound or the queue's is reached. */
    static final long RETRY_SECONDS = 30;

    private static final ObjectMapper JSON =
            new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private static final String PENDING = "('queued','running')";

    private final Db db;

    ReviewStore(Db db) {
        this.db = db;
    }

    /** A review claimed by a server: the game and its count of positions. */
    record Claim(String gameId, int total) {}

    /** The review of {@code gameId} as stored, or null when none was ever asked for. */
    ReviewState find(String gameId) {
        return db.with("could not read the review", c -> find(c, gameId));
    }

    private static ReviewState find(Connection c, String gameId) throws SQLException {
        return Sql.one(
                c,
                "SELECT status, done_count, total_count, review FROM game_reviews WHERE game_id = ?",
                rs -> state(gameId, rs),
                gameId);
    }

    private static ReviewState state(String gameId, ResultSet rs) throws SQLException {
        Status status = Status.of(rs.getString(1));
        String json = status == Status.DONE ? rs.getString(4) : null;
        return new ReviewState(gameId, status, rs.getInt(2), rs.getInt(3), json == null ? null : read(json));
    }

    /**
     * Queues the review of {@code gameId} ({@code total} positions) for {@code requester} (a hashed sender key;
     * null: not bounded), unless it is queued, running or done already ({@link #standing}), which costs nothing
     * and answers its state. Under the requester's lock, then the queue's (always in this order), so that requests sent together
     * to any server are counted one after another: 503 busy when the requester has another review queued or
     * running, or when {@code queueMax} reviews wait already. The second value is whether it was queued now.
     */
    Requested request(String gameId, int total, String requester, int queueMax, long now) {
        ReviewState known = find(gameId);
        if (standing(known)) return new Requested(known, false);
        return db.inTransaction("could not queue the review", c -> {
            if (requester != null) Limit.lock(c, "review:" + requester);
            Limit.lock(c, "reviews");
            ReviewState again = find(c, gameId);
            if (standing(again)) return new Requested(again, false);
            checkRoom(c, gameId, requester, queueMax);
            if (again == null) {
                Sql.update(
                        c,
                        "INSERT INTO game_reviews (game_id, status, done_count, total_count, requester_key,"
                                + " created_at, updated_at) VALUES (?,'queued',0,?,?,?,?)",
                        gameId,
                        total,
                        requester,
                        now,
                        now);
            } else {
                Sql.update(
                        c,
                        "UPDATE game_reviews SET status = 'queued', done_count = 0, total_count = ?, requester_key = ?,"
                                + " claimed_by = NULL, lease_until = NULL, updated_at = ? WHERE game_id = ?",
                        total,
                        requester,
                        now,
                        gameId);
            }
            return new Requested(new ReviewState(gameId, Status.QUEUED, 0, total, null), true);
        });
    }

    /** As the bounds of {@link #request} are checked, for a review not yet queued, without the locks. */
    void checkRoom(String requester, int queueMax) {
        db.with("could not count the reviews", c -> {
            checkRoom(c, "", requester, queueMax);
            return null;
        });
    }

    /** 503 busy when {@code requester} has a review other than {@code gameId}'s pending, or the queue is full. */
    private static void checkRoom(Connection c, String gameId, String requester, int queueMax) throws SQLException {
        if (requester != null
                && Sql.count(
                                c,
                                "SELECT COUNT(*) FROM game_reviews WHERE requester_key = ? AND status IN " + PENDING
                                        + " AND game_id <> ?",
                                requester,
                                gameId)
                        > 0) {
            throw ApiException.busy(
                    "busy",
                    "you have another review queued or running; ask for this one when it is done",
                    "review-busy",
                    Map.of(),
                    RETRY_SECONDS);
        }
        if (Sql.count(c, "SELECT COUNT(*) FROM game_reviews WHERE status = 'queued'") >= queueMax) {
            throw ApiException.busy(
                    "busy",
                    "the server has " + queueMax + " reviews waiting, as many as it queues; try again later",
                    "review-queue-full",
                    Map.of("n", queueMax),
                    RETRY_SECONDS);
        }
    }

    /**
     * A review that a request finds and leaves as it is: queued, running, or done by the method of this version;
     * a failed review, or one done by an older method ({@link Reviewer#VERSION}), is queued again.
     */
    private static boolean standing(ReviewState s) {
        if (s == null || s.status() == Status.FAILED) return false;
        return s.status() != Status.DONE || s.review().version() >= Reviewer.VERSION;
    }

    /** What a request found or made; {@code queued}: it queued the review now. */
    record Requested(ReviewState state, boolean queued) {}

    /**
     * Claims for {@code server} the oldest review that is queued, or running under a lease that lapsed before
     * {@code now} (its server died), until {@code leaseUntil}; null when there is none. Each candidate is taken
     * by a conditional UPDATE: of two servers that try together, one changes the row and the other none.
     */
    Claim claim(String server, long now, long leaseUntil) {
        return db.with("could not claim a review", c -> {
            List<Claim> candidates = Sql.all(
                    c,
                    "SELECT game_id, total_count FROM game_reviews WHERE status = 'queued'"
                            + " OR (status = 'running' AND lease_until < ?) ORDER BY created_at, game_id",
                    rs -> new Claim(rs.getString(1), rs.getInt(2)),
                    now);
            for (Claim cl : candidates.subList(0, Math.min(8, candidates.size()))) {
                int n = Sql.update(
                        c,
                        "UPDATE game_reviews SET status = 'running', claimed_by = ?, lease_until = ?, updated_at = ?"
                                + " WHERE game_id = ? AND (status = 'queued' OR (status = 'running' AND lease_until < ?))",
                        server,
                        leaseUntil,
                        now,
                        cl.gameId(),
                        now);
                if (n == 1) return cl;
            }
            return null;
        });
    }

    /**
     * Renews {@code server}'s claim of {@code gameId} until {@code leaseUntil} and records its progress; false when
     * the claim is no longer its own (it lapsed and another server took the review).
     */
    boolean renew(String gameId, String server, int done, long now, long leaseUntil) {
        return db.with(
                "could not renew the review's lease",
                c -> Sql.update(
                                c,
                                "UPDATE game_reviews SET lease_until = ?, done_count = ?, updated_at = ?"
                                        + " WHERE game_id = ? AND claimed_by = ? AND status = 'running'",
                                leaseUntil,
                                done,
                                now,
                                gameId,
                                server)
                        == 1);
    }

    /** Stores the review of {@code gameId} if {@code server} still holds its claim; whether it did. */
    boolean finish(String gameId, String server, GameReview review, long now) {
        String json = write(review);
        return db.with(
                "could not store the review",
                c -> Sql.update(
                                c,
                                "UPDATE game_reviews SET status = 'done', review = ?, done_count = total_count,"
                                        + " claimed_by = NULL, lease_until = NULL, updated_at = ?"
                                        + " WHERE game_id = ? AND claimed_by = ? AND status = 'running'",
                                json,
                                now,
                                gameId,
                                server)
                        == 1);
    }

    /** Marks the review of {@code gameId} failed if {@code server} still holds its claim; whether it did. */
    boolean fail(String gameId, String server, long now) {
        return db.with(
                "could not mark the review failed",
                c -> Sql.update(
                                c,
                                "UPDATE game_reviews SET status = 'failed', claimed_by = NULL, lease_until = NULL,"
                                        + " updated_at = ? WHERE game_id = ? AND claimed_by = ? AND status = 'running'",
                                now,
                                gameId,
                                server)
                        == 1);
    }

    /** Gives back every review {@code server} is computing: queued again, for any server to take up. */
    int release(String server, long now) {
        return db.with(
                "could not give the reviews back",
                c -> Sql.update(
                        c,
                        "UPDATE game_reviews SET status = 'queued', claimed_by = NULL, lease_until = NULL,"
                                + " updated_at = ? WHERE claimed_by = ? AND status = 'running'",
                        now,
                        server));
    }

    static String write(GameReview review) {
        try {
            return JSON.writeValueAsString(review);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a review could not be written as JSON", e);
        }
    }

    static GameReview read(String json) {
        try {
            return JSON.readValue(json, GameReview.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored review does not read", e);
        }
    }
}
