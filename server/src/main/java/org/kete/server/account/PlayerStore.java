package org.kete.server.account;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;

/** The SQL of a game's players: tables game_players and game_meta. */
final class PlayerStore {
    private final Db db;

    PlayerStore(Db db) {
        this.db = db;
    }

    /**
     * Names {@code seat} of game {@code id}: {@code name}, for account {@code accountId} (null: a guest) with the
     * seat's {@code token} kept for it. Only if no account holds the seat, or the same account does: false (and
     * nothing written) otherwise.
     */
    boolean name(String id, String seat, String accountId, String name, String token) {
        return db.inTransaction("could not name the player", c -> {
            String holder = accountOf(c, id, seat);
            if (holder != null && !holder.equals(accountId)) return false;
            upsert(c, id, seat, accountId, name, token);
            return true;
        });
    }

    /** The seat account {@code account} holds in game {@code id}, with its token, or null. */
    Players.HeldSeat heldSeat(String id, String account) {
        return db.with(
                "could not read the players",
                c -> Sql.one(
                        c,
                        "SELECT seat, seat_token FROM game_players WHERE game_id = ? AND account_id = ? AND seat_token IS NOT NULL",
                        rs -> new Players.HeldSeat(rs.getString(1), rs.getString(2)),
                        id,
                        account));
    }

    /**
     * The players of a game that follows another (a match's next game, a rematch), in the caller's transaction:
     * the same people, on the other sides when they change sides ({@code swapped}); the follower of a game that
     * was asked to be rated (rated, or casual or unrated only by the fair-rating rules) is asked to be rated too,
     * in the same pool (the rating package then decides, in the same transaction: FairPlay.followed), and its chat
     * mutes carry over. Nothing for a game nobody named.
     */
    static void follow(Connection c, String from, String next, boolean swapped, long now) throws SQLException {
        Sql.update(
                c,
                "INSERT INTO game_players (game_id, seat, account_id, name, seat_token, muted)"
                        + " SELECT ?, CASE WHEN ? THEN (CASE seat WHEN 'south' THEN 'north' ELSE 'south' END)"
                        + " ELSE seat END, account_id, name, seat_token, muted FROM game_players WHERE game_id = ?",
                next,
                swapped,
                from);
        Sql.update(
                c,
                "INSERT INTO game_meta (game_id, game_type, speed, rated, rating_applied, created_at)"
                        + " SELECT ?, game_type, speed, rated OR unrated_reason IS NOT NULL, FALSE, ? FROM game_meta"
                        + " WHERE game_id = ?",
                next,
                now,
                from);
    }

    private static String accountOf(Connection c, String id, String seat) throws SQLException {
        return Sql.one(
                c,
                "SELECT account_id FROM game_players WHERE game_id = ? AND seat = ?",
                rs -> rs.getString(1),
                id,
                seat);
    }

    static void upsert(Connection c, String id, String seat, String accountId, String name, String token)
            throws SQLException {
        int n = Sql.update(
                c,
                "UPDATE game_players SET account_id = ?, name = ?, seat_token = ? WHERE game_id = ? AND seat = ?",
                accountId,
                name,
                token,
                id,
                seat);
        if (n == 0) {
            Sql.update(
                    c,
                    "INSERT INTO game_players (game_id, seat, account_id, name, seat_token, muted) VALUES (?,?,?,?,?,FALSE)",
                    id,
                    seat,
                    accountId,
                    name,
                    token);
        }
    }

    /** The names in the seats of many games at once (for lists of games): {id: {south, north}}. */
    Map<String, Map<String, String>> names(List<String> ids) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        if (ids.isEmpty()) return out;
        return db.with("could not read the players", c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT game_id, seat, name FROM game_players WHERE name <> '' AND game_id IN ("
                            + Sql.marks(ids.size()) + ")")) {
                for (int i = 0; i < ids.size(); i++)
                    s.setString(i + 1, ids.get(i).strip());
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        out.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>())
                                .put(rs.getString(2), rs.getString(3));
                    }
                }
            }
            return out;
        });
    }

    /** A game's players and its row of game_meta (null: not a game of the lobby), read in one transaction. */
    Read read(String id) {
        return db.with("could not read the players", c -> {
            List<Seat> seats = Sql.all(
                    c,
                    "SELECT seat, account_id, name, rating_before, rating_after, rd_after FROM game_players WHERE game_id = ?",
                    Seat::read,
                    id);
            Meta meta = Sql.one(
                    c,
                    "SELECT rated, speed, rating_applied, game_type, unrated_reason FROM game_meta WHERE game_id = ?",
                    rs -> new Meta(
                            rs.getBoolean(1), rs.getString(2), rs.getBoolean(3), rs.getString(4), rs.getString(5)),
                    id);
            return new Read(seats, meta);
        });
    }

    /**
     * A game's row of game_meta: rated or casual, its pool (game and speed class), the result applied, and why a
     * game asked to be rated is not.
     */
    record Meta(boolean rated, String speed, boolean applied, String game, String unrated) {}

    /** What one transaction reads of a game's players. */
    record Read(List<Seat> seats, Meta meta) {}

    /** A row of game_players: the seat, its account (null: a guest) and its player. */
    record Seat(String seat, String account, Players.PlayerView player) {
        static Seat read(ResultSet rs) throws SQLException {
            RatingChange r = RatingChange.read(rs);
            String account = rs.getString("account_id");
            return new Seat(
                    rs.getString("seat"),
                    account,
                    new Players.PlayerView(
                            rs.getString("name"), account != null, null, null, r.before(), r.after(), r.change()));
        }
    }
}
