package org.kete.server.rating;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.kete.server.account.NotRated;
import org.kete.server.account.Sightings;
import org.kete.server.config.Limits;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;
import org.kete.server.game.GameBridge;

/**
 * The rules that keep ratings fair (docs/security.md, Fair ratings): who may play a rated game against whom, how
 * often, and which ended games count.
 *
 * <ul>
 *   <li>When a rated game is made (a rated seek accepted, the rematch or next game of a rated one), under the
 *       pair's lock: two accounts seen at one address or in one browser in the look-back window play casual
 *       (unless the server allows shared networks), and so do two that have made {@link
 *       Limits.Name#RATED_GAMES_PER_PAIR_PER_DAY} rated games together in the last 24 hours. Deciding it then
 *       lets the players read it before they play; counting under the lock lets no two accepts sent together
 *       both take the last rated game.
 *   <li>When it ends: an aborted game, or one in which a side made fewer than {@link Limits.Name#RATED_MIN_MOVES}
 *       moves, is no result and moves no rating.
 * </ul>
 *
 * A game that ends unrated no longer counts among the pair's rated games: it gave no result.
 */
public final class FairPlay {
    /** The window of the per-pair count: the last 24 hours, wherever the players are (no calendar's midnight). */
    static final long PAIR_WINDOW_MS = 24 * 3_600_000L;

    private final Limits limits;
    private final Limit perPair;

    public FairPlay(Limits limits) {
        this.limits = limits;
        this.perPair = new Limit(
                "SELECT COUNT(*) FROM game_meta WHERE pair_key = ? AND rated = TRUE AND created_at > ?",
                PAIR_WINDOW_MS,
                limits.count(Limits.Name.RATED_GAMES_PER_PAIR_PER_DAY));
    }

    /** The pair's key: both account ids in order, so that either may come first. */
    public static String pairKey(String a, String b) {
        return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
    }

    /**
     * Whether accounts {@code a} and {@code b} may not play rated games against each other because they were
     * seen at one address or in one browser in the look-back window (false when the server allows it).
     */
    public boolean shareNetwork(Connection c, String a, String b, long now) throws SQLException {
        if (limits.allows(Limits.Name.RATED_SHARED_NETWORK)) return false;
        return Sightings.shared(c, a, b, now - limits.millis(Limits.Name.RATED_SHARED_NETWORK_DAYS));
    }

    /**
     * A new game between accounts {@code a} and {@code b} that was asked to be rated, in the transaction that
     * writes its row of game_meta (with {@link #pairKey}): null if it is rated, else why it is casual. Takes the
     * pair's lock until that transaction ends, so the count and the new row are one step.
     */
    public String atCreation(Connection c, String a, String b, long now) throws SQLException {
        String pair = pairKey(a, b);
        Limit.lock(c, "rated-pair " + pair);
        if (shareNetwork(c, a, b, now)) return NotRated.SHARED_NETWORK;
        if (perPair.isReached(c, pair, now)) return NotRated.PAIR_LIMIT;
        return null;
    }

    /**
     * The game {@code next} follows a rated one or one that was asked to be (its row of game_meta copied from it,
     * {@link org.kete.server.account.Players#follow}): decided again, as any new rated game, in the same
     * transaction. Nothing for a casual game or one without two accounts.
     */
    public void followed(Connection c, String next, long now) throws SQLException {
        Boolean asked = Sql.one(c, "SELECT rated FROM game_meta WHERE game_id = ?", rs -> rs.getBoolean(1), next);
        if (asked == null || !asked) return;
        List<String> accounts = Sql.all(
                c,
                "SELECT account_id FROM game_players WHERE game_id = ? AND account_id IS NOT NULL ORDER BY seat",
                rs -> rs.getString(1),
                next);
        if (accounts.size() != 2) return;
        String a = accounts.get(0), b = accounts.get(1);
        String why = atCreation(c, a, b, now);
        Sql.update(
                c,
                "UPDATE game_meta SET rated = ?, unrated_reason = ?, pair_key = ? WHERE game_id = ?",
                why == null,
                why,
                pairKey(a, b),
                next);
    }

    /** Why a finished rated game is no result (null: it is one): aborted, or too few moves by a side. */
    public String atEnd(GameBridge.GameFacts game) {
        if (game.aborted()) return NotRated.ABORTED;
        int min = limits.count(Limits.Name.RATED_MIN_MOVES);
        if (game.southMoves() < min || game.northMoves() < min) return NotRated.TOO_FEW_MOVES;
        return null;
    }
}
