package org.kete.server.account;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.kete.server.common.ApiException;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;
import org.kete.server.game.GameBridge;
import org.kete.server.http.Web;

/**
 * Who sits in each seat of a game (docs/api.md, Players): a guest's nickname or an account's name, kept beside
 * the game (table game_players), never in its record. A seat's holder names it with the seat token; a signed-in
 * holder may put the seat under their account instead, and the account then holds it on any device: the seat
 * token is kept for it and handed to the account's sessions ({@code GET /api/games/{id}/seat}).
 */
public final class Players {
    private final Db db;
    private final Accounts accounts;
    private final GameBridge games;
    /** The numbers that word why a game is not rated. */
    private final Limits limits;

    private volatile Consumer<String> beforeRead = id -> {};
    private volatile RatingLookup ratings = (account, game, speed) -> null;

    public Players(Db db, Accounts accounts, GameBridge games, Limits limits) {
        this.limits = limits;
        this.db = db;
        this.accounts = accounts;
        this.games = games;
    }

    /** Run before a game's players are read (the ratings settle a finished rated game there). */
    public void beforeRead(Consumer<String> hook) {
        this.beforeRead = hook;
    }

    /** Where an account's rating now in a pool is read (the ratings; this package knows no rating). */
    public void ratings(RatingLookup lookup) {
        this.ratings = lookup;
    }

    /** An account's rating now in the pool of a game and speed class, or null if there is none to show. */
    @FunctionalInterface
    public interface RatingLookup {
        CurrentRating current(String account, String game, String speed);
    }

    /** A rating as the players of a game show it: rounded, and whether it is provisional (docs/api.md). */
    public record CurrentRating(long rating, boolean provisional) {}

    // ---- requests and views (docs/api.md, Players of a game)

    /** POST /api/games/{id}/players: a guest's nickname, or the seat put under the signed-in account. */
    record Naming(String name, boolean account) {
        static Naming read(JsonNode body) {
            return new Naming(Web.text(body, "name"), Web.bool(body, "account", false));
        }
    }

    /**
     * The players of a game; a seat nobody named is null. {@code notRated}: why a game that was asked to be rated
     * is not (casual from the start, or no result at its end); absent otherwise.
     */
    public record GamePlayers(
            PlayerView south,
            PlayerView north,
            boolean rated,
            String speed,
            boolean ratingApplied,
            @JsonInclude(JsonInclude.Include.NON_NULL) NotRated notRated) {}

    /**
     * A seat's player: for an account in a game of the lobby, its rating now in the game's pool (game and speed
     * class) and whether that is provisional; the rating before and after a rated game once it has ended.
     */
    public record PlayerView(
            String name,
            boolean account,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long rating,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean provisional,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingBefore,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingAfter,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingChange) {}

    /** The names in the seats of many games: by game id, {south, north} (a seat nobody named left out). */
    public record GameNames(Map<String, Map<String, String>> games) {}

    /** The seat an account holds in a game, and its token. */
    public record HeldSeat(String seat, String token) {}

    public void routes(RoutesConfig r) {
        r.get("/api/games/{id}/players", ctx -> Web.json(ctx, 200, view(ctx.pathParam("id"))));
        r.post("/api/games/{id}/players", ctx -> {
            String id = ctx.pathParam("id");
            String token = Web.bearer(ctx);
            String seat = seatOf(id, token);
            Naming body = Naming.read(Web.body(ctx));
            if (body.account()) {
                Accounts.Account a = accounts.require(ctx);
                setAccount(id, seat, a, token);
            } else {
                String name = Names.check(body.name(), "a nickname");
                if (accounts.byName(name) != null) {
                    throw new ApiException(
                            409,
                            "name-taken",
                            "'" + name + "' is an account's name; sign in as it, or choose another nickname",
                            "nickname-is-account",
                            Map.of("name", name));
                }
                setGuest(id, seat, name);
            }
            Web.json(ctx, 200, view(id));
        });
        r.get("/api/game-players", ctx -> {
            String ids = ctx.queryParam("ids");
            List<String> list = ids == null || ids.isBlank() ? List.of() : List.of(ids.split(","));
            if (list.size() > 200)
                throw new ApiException(
                        400, "bad-request", "at most 200 game ids at once", "too-many-ids", Map.of("n", 200));
            Web.json(ctx, 200, new GameNames(names(list)));
        });
        r.get("/api/games/{id}/seat", ctx -> {
            String id = ctx.pathParam("id");
            Accounts.Account a = accounts.current(ctx);
            if (a == null) throw new ApiException(401, "not-signed-in", "sign in first", "not-signed-in", Map.of());
            HeldSeat held = db.with(
                    "could not read the players",
                    c -> Sql.one(
                            c,
                            "SELECT seat, seat_token FROM game_players WHERE game_id = ? AND account_id = ? AND seat_token IS NOT NULL",
                            rs -> new HeldSeat(rs.getString(1), rs.getString(2)),
                            id,
                            a.id()));
            // No seat is an answer, not a failure: a signed-in spectator's page asks on every game it opens.
            Web.privateJson(ctx, 200, held == null ? new HeldSeat(null, null) : held);
        });
    }

    /** The seat ("south" or "north") {@code token} holds in game {@code id}; 403 for none, 409 for both. */
    public String seatOf(String id, String token) {
        if (token == null) throw new ApiException(403, "forbidden", "this needs the token of a seat in this game");
        String you = games.facts(id, token).you();
        if (you == null) throw new ApiException(403, "forbidden", "your token holds no seat in this game");
        if ("both".equals(you)) {
            throw new ApiException(
                    409, "conflict", "a game on one device has no players to name", "both-seats", Map.of());
        }
        return you;
    }

    void setGuest(String id, String seat, String name) {
        db.inTransaction("could not name the player", c -> {
            String account = accountOf(c, id, seat);
            if (account != null) {
                throw new ApiException(
                        409, "conflict", "this seat is held by an account", "seat-has-account", Map.of());
            }
            upsert(c, id, seat, null, name, null);
            return null;
        });
    }

    void setAccount(String id, String seat, Accounts.Account a, String token) {
        db.inTransaction("could not name the player", c -> {
            String account = accountOf(c, id, seat);
            if (account != null && !account.equals(a.id())) {
                throw new ApiException(
                        409, "conflict", "this seat is held by another account", "seat-has-account", Map.of());
            }
            upsert(c, id, seat, a.id(), a.name(), token);
            return null;
        });
    }

    /** Records who sits where in a new game (the lobby's games), in the caller's transaction. */
    public static void insert(Connection c, String id, String seat, String accountId, String name, String token)
            throws SQLException {
        upsert(c, id, seat, accountId, name, token);
    }

    /**
     * The players of a game that follows another (a match's next game, a rematch), in the caller's transaction:
     * the same people, on the other sides when they change sides ({@code swapped}); the follower of a game that
     * was asked to be rated (rated, or casual or unrated only by the fair-rating rules) is asked to be rated too,
     * in the same pool (the rating package then decides, in the same transaction: FairPlay.followed), and its chat
     * mutes carry over. Nothing for a game nobody named.
     */
    public static void follow(Connection c, String from, String next, boolean swapped, long now) throws SQLException {
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

    private static void upsert(Connection c, String id, String seat, String accountId, String name, String token)
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

    /**
     * The players of a game: for each seat its name, whether it is an account, and, for a rated game, the
     * rating before and after it once it has ended. A game nobody named has null seats. 404 for no game.
     */
    public GamePlayers view(String id) {
        games.facts(id, null); // 404 for a game that does not exist
        beforeRead.accept(id);
        Read read = db.with("could not read the players", c -> {
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
        PlayerView[] views = new PlayerView[2];
        for (Seat seat : read.seats()) {
            // A seat that only muted the other, and was never named, has no player to show.
            if (seat.player().name().isEmpty()) continue;
            PlayerView p = seat.player();
            // An account's rating in the game's pool: only a game of the lobby has a pool (its game and speed).
            CurrentRating now = seat.account() == null || read.meta() == null
                    ? null
                    : ratings.current(
                            seat.account(), read.meta().game(), read.meta().speed());
            if (now != null)
                p = new PlayerView(
                        p.name(),
                        p.account(),
                        now.rating(),
                        now.provisional(),
                        p.ratingBefore(),
                        p.ratingAfter(),
                        p.ratingChange());
            views[seat.seat().equals("south") ? 0 : 1] = p;
        }
        Meta m = read.meta();
        return m != null
                ? new GamePlayers(
                        views[0], views[1], m.rated(), m.speed(), m.applied(), NotRated.of(m.unrated(), limits))
                : new GamePlayers(views[0], views[1], false, null, false, null);
    }

    /**
     * A game's row of game_meta: rated or casual, its pool (game and speed class), the result applied, and why a
     * game asked to be rated is not.
     */
    private record Meta(boolean rated, String speed, boolean applied, String game, String unrated) {}

    /** What one transaction reads of a game's players. */
    private record Read(List<Seat> seats, Meta meta) {}

    /** A row of game_players: the seat, its account (null: a guest) and its player. */
    private record Seat(String seat, String account, PlayerView player) {
        static Seat read(ResultSet rs) throws SQLException {
            RatingChange r = RatingChange.read(rs);
            String account = rs.getString("account_id");
            return new Seat(
                    rs.getString("seat"),
                    account,
                    new PlayerView(
                            rs.getString("name"), account != null, null, null, r.before(), r.after(), r.change()));
        }
    }
}
