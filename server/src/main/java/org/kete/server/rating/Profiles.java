package org.kete.server.rating;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.kete.server.account.Accounts;
import org.kete.server.account.RatingChange;
import org.kete.server.common.ApiException;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;

/**
 * The players' profiles, rating histories, lists of games and the leaderboards (docs/api.md, Ratings and
 * profiles): read from the ratings and the games' players, never written here.
 */
public final class Profiles {
    private final Db db;
    private final Accounts accounts;

    public Profiles(Db db, Accounts accounts) {
        this.db = db;
        this.accounts = accounts;
    }

    /** GET /api/players/{name}. */
    public record Profile(String name, String createdAt, int games, List<PoolRating> ratings) {}

    /** A rating in one pool (game and speed), rounded. */
    public record PoolRating(String game, String speed, long rating, long rd, int games, boolean provisional) {}

    /** GET /api/players/{name}/history: the rating after each rated game, oldest first. */
    public record History(String name, List<Point> points) {}

    /**
     * A rated game's point of the chart: the rating after it (provisional or not) at {@code at}, when it ended;
     * {@code ratingBefore} and {@code startedAt}, when it began, so that a chart starts from the rating before
     * the first game (1500) rather than from a lone dot.
     */
    public record Point(
            String gameId,
            long rating,
            String game,
            String speed,
            String at,
            boolean provisional,
            long ratingBefore,
            String startedAt) {}

    /** GET /api/players/{name}/games, newest first. */
    public record PlayerGames(String name, List<PlayedGame> games) {}

    /** A game of the player's; the ratings only for a rated game that has been applied. */
    public record PlayedGame(
            String id,
            String game,
            String seat,
            String opponent,
            boolean opponentAccount,
            String status,
            String result,
            String reason,
            boolean rated,
            String speed,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingBefore,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingAfter,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingChange,
            String at) {}

    /**
     * GET /api/leaderboard: the established ratings ranked, best first; the provisional ones apart, best first and
     * unranked (a player with two lucky wins is not ranked above one who has held a rating for fifty games).
     */
    public record Leaderboard(String game, String speed, List<Ranked> players, List<Ranked> provisionalPlayers) {}

    /** A player of a leaderboard; {@code rank} only for an established rating. */
    public record Ranked(
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer rank,
            String name,
            long rating,
            long rd,
            int games,
            boolean provisional) {}

    private Accounts.Named account(String name) {
        Accounts.Named a = accounts.byName(name);
        if (a == null)
            throw new ApiException(404, "not-found", "no player '" + name + "'", "no-player", Map.of("name", name));
        return a;
    }

    public Profile profile(String name) {
        Accounts.Named a = account(name);
        return db.with("could not read the profile", c -> {
            long createdAt = Sql.one(c, "SELECT created_at FROM accounts WHERE id = ?", rs -> rs.getLong(1), a.id());
            List<PoolRating> ratings = Sql.all(
                    c,
                    "SELECT game_type, speed, rating, rd, games FROM ratings WHERE account_id = ? ORDER BY game_type, speed",
                    rs -> new PoolRating(
                            rs.getString(1),
                            rs.getString(2),
                            Math.round(rs.getDouble(3)),
                            Math.round(rs.getDouble(4)),
                            rs.getInt(5),
                            Ratings.provisional(rs.getDouble(4))),
                    a.id());
            long games = Sql.count(c, "SELECT COUNT(*) FROM game_players WHERE account_id = ?", a.id());
            return new Profile(a.name(), Instant.ofEpochMilli(createdAt).toString(), (int) games, ratings);
        });
    }

    public History history(String name, String game, Speed speed) {
        Accounts.Named a = account(name);
        StringBuilder sql = new StringBuilder("SELECT p.game_id, p.rating_after, m.game_type, m.speed, m.finished_at,"
                + " p.rd_after, p.rating_before, m.created_at"
                + " FROM game_players p JOIN game_meta m ON m.game_id = p.game_id"
                + " WHERE p.account_id = ? AND m.rating_applied = TRUE AND p.rating_after IS NOT NULL");
        List<Object> args = new ArrayList<>(List.of(a.id()));
        if (game != null) {
            sql.append(" AND m.game_type = ?");
            args.add(game);
        }
        if (speed != null) {
            sql.append(" AND m.speed = ?");
            args.add(speed.text());
        }
        sql.append(" ORDER BY m.finished_at, p.game_id");
        List<Point> points = db.with(
                "could not read the rating history",
                c -> Sql.all(
                        c,
                        sql.toString(),
                        rs -> new Point(
                                rs.getString(1),
                                Math.round(rs.getDouble(2)),
                                rs.getString(3),
                                rs.getString(4),
                                Instant.ofEpochMilli(rs.getLong(5)).toString(),
                                Ratings.provisional(rs.getDouble(6)),
                                Math.round(rs.getDouble(7)),
                                Instant.ofEpochMilli(rs.getLong(8)).toString()),
                        args.toArray()));
        return new History(a.name(), points);
    }

    public PlayerGames gamesOf(String name, String game, String result, String opponent, int limit) {
        Accounts.Named a = account(name);
        StringBuilder sql =
                new StringBuilder("SELECT p.game_id, p.seat, p.rating_before, p.rating_after, o.name AS opp,"
                        + " o.account_id AS opp_account, g.game_type, g.status, g.winner, g.end_reason, g.updated_at,"
                        + " m.rated, m.speed"
                        + " FROM game_players p JOIN games g ON g.id = p.game_id"
                        + " LEFT JOIN game_players o ON o.game_id = p.game_id AND o.seat <> p.seat"
                        + " LEFT JOIN game_meta m ON m.game_id = p.game_id"
                        + " WHERE p.account_id = ? AND g.status <> 'WAITING'");
        List<Object> args = new ArrayList<>(List.of(a.id()));
        if (game != null) {
            sql.append(" AND g.game_type = ?");
            args.add(game);
        }
        if (opponent != null && !opponent.isBlank()) {
            sql.append(" AND LOWER(o.name) = ?");
            args.add(opponent.strip().toLowerCase(java.util.Locale.ROOT));
        }
        if ("win".equals(result)) sql.append(" AND g.status = 'FINISHED' AND g.winner = p.seat");
        if ("loss".equals(result))
            sql.append(" AND g.status = 'FINISHED' AND g.winner IS NOT NULL AND g.winner <> p.seat");
        if ("draw".equals(result)) sql.append(" AND g.status = 'FINISHED' AND g.winner IS NULL");
        sql.append(" ORDER BY g.updated_at DESC, p.game_id LIMIT ?");
        args.add(limit);
        List<PlayedGame> out = db.with(
                "could not list the player's games", c -> Sql.all(c, sql.toString(), Profiles::played, args.toArray()));
        return new PlayerGames(a.name(), out);
    }

    private static PlayedGame played(ResultSet rs) throws SQLException {
        String seat = rs.getString("seat");
        boolean finished = rs.getString("status").equals("FINISHED");
        String winner = rs.getString("winner");
        RatingChange r = RatingChange.read(rs);
        return new PlayedGame(
                rs.getString("game_id"),
                rs.getString("game_type"),
                seat,
                rs.getString("opp"),
                rs.getString("opp_account") != null,
                finished ? "finished" : "active",
                !finished ? null : winner == null ? "draw" : winner.equals(seat) ? "win" : "loss",
                rs.getString("end_reason"),
                rs.getBoolean("rated"),
                rs.getString("speed"),
                r.before(),
                r.after(),
                r.change(),
                Instant.ofEpochMilli(rs.getLong("updated_at")).toString());
    }

    public Leaderboard leaderboard(String game, Speed speed, int limit) {
        return db.with("could not read the leaderboard", c -> {
            int[] rank = {0};
            List<Ranked> ranked = pool(c, game, speed, "r.rd <= ?", limit, () -> ++rank[0]);
            List<Ranked> provisional = pool(c, game, speed, "r.rd > ?", limit, () -> null);
            return new Leaderboard(game, speed.text(), ranked, provisional);
        });
    }

    /** The pool's ratings whose deviation passes {@code rdTest} against the threshold, best first. */
    private static List<Ranked> pool(
            Connection c, String game, Speed speed, String rdTest, int limit, java.util.function.Supplier<Integer> rank)
            throws SQLException {
        return Sql.all(
                c,
                "SELECT a.name, r.rating, r.rd, r.games FROM ratings r"
                        + " JOIN accounts a ON a.id = r.account_id WHERE r.game_type = ? AND r.speed = ? AND "
                        + rdTest + " ORDER BY r.rating DESC, a.name_key LIMIT ?",
                rs -> new Ranked(
                        rank.get(),
                        rs.getString(1),
                        Math.round(rs.getDouble(2)),
                        Math.round(rs.getDouble(3)),
                        rs.getInt(4),
                        Ratings.provisional(rs.getDouble(3))),
                game,
                speed.text(),
                Ratings.PROVISIONAL_RD,
                limit);
    }
}
