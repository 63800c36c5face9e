package org.kete.server.rating;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.List;
import java.util.function.UnaryOperator;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;

/** The SQL of the ratings: table ratings, and a rated game's row of game_meta and its players' ratings. */
final class RatingStore {
    private final Db db;

    RatingStore(Db db) {
        this.db = db;
    }

    /** The two players' ratings in a game's pool: before it, or after it. */
    record Pair(Glicko2.Rating south, Glicko2.Rating north) {}

    /** Whether game {@code gameId} is rated and its result not applied yet. */
    boolean pending(String gameId) {
        return db.with("could not read the game's rating", c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT rated, rating_applied FROM game_meta WHERE game_id = ?")) {
                s.setString(1, gameId);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() && rs.getBoolean(1) && !rs.getBoolean(2);
                }
            }
        });
    }

    /** Up to 50 rated games whose result is not applied yet, oldest first. */
    List<String> unapplied() {
        return db.with(
                "could not list the rated games",
                c -> Sql.all(
                        c,
                        "SELECT game_id FROM game_meta WHERE rated = TRUE AND rating_applied = FALSE ORDER BY created_at LIMIT 50",
                        rs -> rs.getString(1)));
    }

    /**
     * Applies a finished rated game, once: the transaction that flips {@code rating_applied} from false to true
     * (at {@code clock}'s time, read in it) writes the new ratings, {@code rate} of the ratings before (the two
     * players' rows locked); any other finds it true and does nothing. {@code unrated} (not null): the game gave no
     * result, and is marked casual with that reason instead.
     */
    void apply(String gameId, InstantSource clock, String unrated, UnaryOperator<Pair> rate) {
        db.inTransaction("could not apply the game's rating", c -> {
            long now = clock.millis();
            if (Sql.update(
                            c,
                            "UPDATE game_meta SET rating_applied = TRUE, finished_at = ? WHERE game_id = ? AND rating_applied = FALSE",
                            now,
                            gameId)
                    != 1) return null;
            // No result (aborted, or too few moves by a side): done, casual after all, and no rating moves. It no
            // longer counts among the pair's rated games of the day either.
            if (unrated != null) {
                Sql.update(
                        c, "UPDATE game_meta SET rated = FALSE, unrated_reason = ? WHERE game_id = ?", unrated, gameId);
                return null;
            }
            String type, speed;
            try (PreparedStatement s = c.prepareStatement("SELECT game_type, speed FROM game_meta WHERE game_id = ?")) {
                s.setString(1, gameId);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    type = rs.getString(1);
                    speed = rs.getString(2);
                }
            }
            String south = accountAt(c, gameId, "south");
            String north = accountAt(c, gameId, "north");
            // An account deleted during the game leaves nothing to rate.
            if (south == null || north == null) return null;
            Pair before = new Pair(current(c, south, type, speed), current(c, north, type, speed));
            Pair after = rate.apply(before);
            store(c, south, type, speed, after.south(), now);
            store(c, north, type, speed, after.north(), now);
            seat(c, gameId, "south", before.south(), after.south());
            seat(c, gameId, "north", before.north(), after.north());
            return null;
        });
    }

    private static void seat(Connection c, String gameId, String seat, Glicko2.Rating before, Glicko2.Rating after)
            throws SQLException {
        Sql.update(
                c,
                "UPDATE game_players SET rating_before = ?, rating_after = ?, rd_after = ? WHERE game_id = ? AND seat = ?",
                before.rating(),
                after.rating(),
                after.rd(),
                gameId,
                seat);
    }

    private static String accountAt(Connection c, String gameId, String seat) throws SQLException {
        return Sql.one(
                c,
                "SELECT account_id FROM game_players WHERE game_id = ? AND seat = ?",
                rs -> rs.getString(1),
                gameId,
                seat);
    }

    /** The account's rating in the pool (locked for the transaction), or the initial one. */
    private static Glicko2.Rating current(Connection c, String account, String type, String speed) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT rating, rd, volatility FROM ratings"
                + " WHERE account_id = ? AND game_type = ? AND speed = ? FOR UPDATE")) {
            s.setString(1, account);
            s.setString(2, type);
            s.setString(3, speed);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next()
                        ? new Glicko2.Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3))
                        : Glicko2.Rating.initial();
            }
        }
    }

    /** The account's rating in the pool of {@code type} and {@code speed}, or null if it has none. */
    Glicko2.Rating find(String account, String type, String speed) {
        return db.with(
                "could not read the rating",
                c -> Sql.one(
                        c,
                        "SELECT rating, rd, volatility FROM ratings WHERE account_id = ? AND game_type = ? AND speed = ?",
                        rs -> new Glicko2.Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3)),
                        account,
                        type,
                        speed));
    }

    private static void store(Connection c, String account, String type, String speed, Glicko2.Rating r, long now)
            throws SQLException {
        int n = Sql.update(
                c,
                "UPDATE ratings SET rating = ?, rd = ?, volatility = ?, games = games + 1, updated_at = ?"
                        + " WHERE account_id = ? AND game_type = ? AND speed = ?",
                r.rating(),
                r.rd(),
                r.volatility(),
                now,
                account,
                type,
                speed);
        if (n == 0) {
            Sql.update(
                    c,
                    "INSERT INTO ratings (account_id, game_type, speed, rating, rd, volatility, games, updated_at)"
                            + " VALUES (?,?,?,?,?,?,1,?)",
                    account,
                    type,
                    speed,
                    r.rating(),
                    r.rd(),
                    r.volatility(),
                    now);
        }
    }
}
