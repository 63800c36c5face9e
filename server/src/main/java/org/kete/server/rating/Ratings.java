package org.kete.server.rating;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.javalin.config.RoutesConfig;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kete.engine.Games;
import org.kete.server.account.Accounts;
import org.kete.server.account.Players;
import org.kete.server.account.RatingChange;
import org.kete.server.common.ApiException;
import org.kete.server.common.Daemons;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;
import org.kete.server.game.GameBridge;
import org.kete.server.http.Web;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ratings per account, game and speed class (docs/api.md, Ratings and profiles), and the profiles and
 * leaderboards built on them.
 *
 * <p>A rated game's result is applied exactly once, by whichever server first sees the game finished: when its
 * players are read ({@code GET /api/games/{id}/players}, which the page asks at the end of a game), or by a
 * sweep every few seconds that also ends on time the rated games nobody watches. The guard is the row of
 * game_meta: the transaction that flips {@code rating_applied} from false to true is the one that writes the
 * new ratings; any other finds it true and does nothing.
 */
public final class Ratings implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Ratings.class);
    static final long SWEEP_SECONDS = 5;

    private final Db db;
    private final Limits limits;
    /** The time, read here (tests move it on). */
    private final InstantSource clock;

    private final GameBridge games;
    private final Accounts accounts;
    private final FairPlay fair;
    private final ScheduledExecutorService sweeper;

    public Ratings(Db db, GameBridge games, Accounts accounts, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.db = db;
        this.limits = limits;
        this.games = games;
        this.accounts = accounts;
        this.fair = new FairPlay(limits);
        this.sweeper = Daemons.scheduler("kete-ratings");
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
    }

    public void routes(RoutesConfig r) {
        r.get("/api/players/{name}", ctx -> Web.json(ctx, 200, profile(ctx.pathParam("name"))));
        r.get(
                "/api/players/{name}/history",
                ctx -> Web.json(
                        ctx,
                        200,
                        history(
                                ctx.pathParam("name"),
                                gameParam(ctx.queryParam("game")),
                                speedParam(ctx.queryParam("speed")))));
        r.get(
                "/api/players/{name}/games",
                ctx -> Web.json(
                        ctx,
                        200,
                        gamesOf(
                                ctx.pathParam("name"),
                                gameParam(ctx.queryParam("game")),
                                resultParam(ctx.queryParam("result")),
                                ctx.queryParam("opponent"),
                                Web.intQuery(ctx, "limit", 50, 1, 200))));
        r.get("/api/leaderboard", ctx -> {
            String game = gameParam(ctx.queryParam("game"));
            if (game == null) throw ApiException.required("'game' is required: a game id of the catalogue", "game");
            Speed speed = speedParam(ctx.queryParam("speed"));
            Web.json(
                    ctx,
                    200,
                    leaderboard(game, speed == null ? Speed.BLITZ : speed, Web.intQuery(ctx, "limit", 50, 1, 200)));
        });
    }

    private static String gameParam(String id) {
        if (id == null || id.isBlank()) return null;
        try {
            return Games.byId(id).id();
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", "no game '" + id + "' in the catalogue");
        }
    }

    private static Speed speedParam(String text) {
        if (text == null || text.isBlank()) return null;
        Speed s = Speed.parse(text);
        if (s == null)
            throw ApiException.notOneOf(
                    "speed is bullet, blitz, rapid or classical, not '" + text + "'",
                    "speed",
                    text,
                    "bullet",
                    "blitz",
                    "rapid",
                    "classical");
        return s;
    }

    private static String resultParam(String text) {
        if (text == null || text.isBlank()) return null;
        if (!List.of("win", "loss", "draw").contains(text))
            throw ApiException.notOneOf(
                    "result is win, loss or draw, not '" + text + "'", "result", text, "win", "loss", "draw");
        return text;
    }

    // ---- applying results

    /** The rules that say whether a game is rated (docs/security.md, Fair ratings). */
    public FairPlay fairPlay() {
        return fair;
    }

    /**
     * Applies a finished rated game's result, once; nothing for a game that is casual, running or applied. An
     * aborted game, or one in which a side made too few moves, is marked done and unrated with its reason, and
     * moves no rating (FairPlay).
     */
    public void settle(String gameId) {
        Boolean pending = db.with("could not read the game's rating", c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT rated, rating_applied FROM game_meta WHERE game_id = ?")) {
                s.setString(1, gameId);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() && rs.getBoolean(1) && !rs.getBoolean(2);
                }
            }
        });
        if (!pending) return;
        GameBridge.GameFacts game = games.facts(gameId, null);
        if (!"finished".equals(game.status())) return;
        String winner = game.winner();
        String unrated = fair.atEnd(game);
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
            Glicko2.Rating rs = current(c, south, type, speed);
            Glicko2.Rating rn = current(c, north, type, speed);
            double scoreSouth = winner == null ? 0.5 : winner.equals("south") ? 1 : 0;
            Glicko2.Rating ns = Glicko2.update(rs, List.of(new Glicko2.Result(rn, scoreSouth)), Glicko2.TAU);
            Glicko2.Rating nn = Glicko2.update(rn, List.of(new Glicko2.Result(rs, 1 - scoreSouth)), Glicko2.TAU);
            store(c, south, type, speed, ns, now);
            store(c, north, type, speed, nn, now);
            Sql.update(
                    c,
                    "UPDATE game_players SET rating_before = ?, rating_after = ?, rd_after = ? WHERE game_id = ? AND seat = 'south'",
                    rs.rating(),
                    ns.rating(),
                    ns.rd(),
                    gameId);
            Sql.update(
                    c,
                    "UPDATE game_players SET rating_before = ?, rating_after = ?, rd_after = ? WHERE game_id = ? AND seat = 'north'",
                    rn.rating(),
                    nn.rating(),
                    nn.rd(),
                    gameId);
            return null;
        });
    }

    /** Rated games whose result is not applied yet: reading each ends it on time if its clock ran out. */
    void sweep() {
        try {
            List<String> ids = db.with(
                    "could not list the rated games",
                    c -> Sql.all(
                            c,
                            "SELECT game_id FROM game_meta WHERE rated = TRUE AND rating_applied = FALSE ORDER BY created_at LIMIT 50",
                            rs -> rs.getString(1)));
            for (String id : ids) settle(id);
        } catch (RuntimeException e) {
            LOG.debug("rating sweep: {}", e.toString());
        }
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
    static Glicko2.Rating current(Connection c, String account, String type, String speed) throws SQLException {
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

    /** The account's rating in a pool for the lobby's rating ranges (the initial one if it has none). */
    public double ratingOf(String account, String type, Speed speed) {
        return db.with("could not read the rating", c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT rating FROM ratings WHERE account_id = ? AND game_type = ? AND speed = ?")) {
                s.setString(1, account);
                s.setString(2, type);
                s.setString(3, speed.text());
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? rs.getDouble(1) : Glicko2.DEFAULT_RATING;
                }
            }
        });
    }

    /**
     * The account's rating now in the pool of {@code type} and {@code speed}, rounded, and whether it is
     * provisional (the initial rating, 1500 and provisional, for an account with no game in the pool).
     */
    public Players.CurrentRating currentRating(String account, String type, String speed) {
        return db.with("could not read the rating", c -> {
            Players.CurrentRating r = Sql.one(
                    c,
                    "SELECT rating, rd FROM ratings WHERE account_id = ? AND game_type = ? AND speed = ?",
                    rs -> new Players.CurrentRating(Math.round(rs.getDouble(1)), provisional(rs.getDouble(2))),
                    account,
                    type,
                    speed);
            return r != null
                    ? r
                    : new Players.CurrentRating(Math.round(Glicko2.DEFAULT_RATING), provisional(Glicko2.DEFAULT_RD));
        });
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

    // ---- profiles and leaderboards

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

    /**
     * A rating is provisional while its deviation is above this (lichess's threshold): a few games say little of
     * a player yet. A new rating's deviation is 350, and it falls below 110 after some ten to fifteen rated
     * games in its pool. Shown with a "?" ("1662?"), and not ranked on the leaderboards.
     */
    public static final double PROVISIONAL_RD = 110;

    /** Whether a rating of deviation {@code rd} is provisional (see {@link #PROVISIONAL_RD}). */
    public static boolean provisional(double rd) {
        return rd > PROVISIONAL_RD;
    }

    Profile profile(String name) {
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
                            provisional(rs.getDouble(4))),
                    a.id());
            long games = Sql.count(c, "SELECT COUNT(*) FROM game_players WHERE account_id = ?", a.id());
            return new Profile(a.name(), Instant.ofEpochMilli(createdAt).toString(), (int) games, ratings);
        });
    }

    History history(String name, String game, Speed speed) {
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
                                provisional(rs.getDouble(6)),
                                Math.round(rs.getDouble(7)),
                                Instant.ofEpochMilli(rs.getLong(8)).toString()),
                        args.toArray()));
        return new History(a.name(), points);
    }

    PlayerGames gamesOf(String name, String game, String result, String opponent, int limit) {
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
                "could not list the player's games", c -> Sql.all(c, sql.toString(), Ratings::played, args.toArray()));
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

    Leaderboard leaderboard(String game, Speed speed, int limit) {
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
                        provisional(rs.getDouble(3))),
                game,
                speed.text(),
                PROVISIONAL_RD,
                limit);
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
    }
}
