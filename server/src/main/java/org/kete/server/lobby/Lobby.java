package org.kete.server.lobby;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOptions;
import org.kete.server.account.Accounts;
import org.kete.server.account.Names;
import org.kete.server.account.Players;
import org.kete.server.common.ApiException;
import org.kete.server.common.Daemons;
import org.kete.server.common.Secrets;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;
import org.kete.server.game.GameBridge;
import org.kete.server.http.Sessions;
import org.kete.server.http.Web;
import org.kete.server.rating.FairPlay;
import org.kete.server.rating.Glicko2;
import org.kete.server.rating.Ratings;
import org.kete.server.rating.Speed;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lobby (docs/api.md, Lobby): open seeks, seen live over {@code /api/lobby/events}, accepted with one
 * request that creates the game with both seats taken; and the games being played now, to watch.
 *
 * <p>A seek belongs to its owner's lobby connection: it goes when that connection closes. Each server vouches
 * for the seeks of its own connections every {@link #VOUCH_SECONDS} s (seen_at); a seek nobody has vouched for
 * in {@link #STALE_SECONDS} s (its server died) is pruned by any server. Every change is announced on the
 * {@link Bus}, and each server sends the list it reads to its connections.
 *
 * <p>Flooding: at most {@code open-seeks} open seeks and {@code seeks-per-minute} new ones a minute per owner
 * (an account, or a guest's address) ({@link Limits}), counted in the database under the owner's lock, so that
 * seeks posted together are counted one after another on every server.
 *
 * <p>A seek's owner cannot accept it. The owner is known by more than the lobby connection a request names (a
 * guest could leave it out): an account by its session; anyone by the seek's secret, if it is sent, and by the
 * browser's device cookie, given when the seek was posted (kept as a SHA-256, {@code owner_device}).
 */
public final class Lobby implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Lobby.class);
    static final long VOUCH_SECONDS = 10;
    static final long STALE_SECONDS = 35;
    /** The bus's events: "lobby" (the seeks changed), "taken &lt;owner's connection&gt; &lt;seek&gt; &lt;game&gt;". */
    private static final String LOBBY = "lobby";

    private static final String TAKEN = "taken";

    private final Db db;
    private final Limits limits;
    /** The time, read here (tests move it on). */
    private final InstantSource clock;

    private final Bus bus;
    private final Sessions accounts;
    private final GameBridge games;
    private final Ratings ratings;
    private final Map<String, WsContext> sockets = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer;
    private final AtomicBoolean dirty = new AtomicBoolean();
    private volatile String lastGames = "";
    private final int openSeeks;
    private final Limit perMinute;

    public Lobby(
            Db db, Bus bus, Sessions accounts, GameBridge games, Ratings ratings, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.limits = limits;
        this.db = db;
        this.bus = bus;
        this.accounts = accounts;
        this.games = games;
        this.ratings = ratings;
        this.openSeeks = limits.count(Limits.Name.OPEN_SEEKS);
        this.perMinute = new Limit(SEEKS_SINCE, 60_000, limits.count(Limits.Name.SEEKS_PER_MINUTE));
        this.timer = Daemons.scheduler("kete-lobby");
        timer.scheduleWithFixedDelay(this::vouch, VOUCH_SECONDS, VOUCH_SECONDS, TimeUnit.SECONDS);
        timer.scheduleWithFixedDelay(this::refreshGames, 3, 3, TimeUnit.SECONDS);
        bus.subscribe(this::onEvent);
    }

    // ---- requests and views (docs/api.md, Lobby)

    /** POST /api/lobby/seeks: the clock's and range's parts are null when not given. */
    record SeekRequest(
            String connection,
            String name,
            String game,
            Map<String, Object> options,
            boolean hasClock,
            Integer minutes,
            Integer seconds,
            Integer increment,
            boolean rated,
            String seat,
            Integer min,
            Integer max) {

        static SeekRequest read(JsonNode body) {
            JsonNode options = body.get("options");
            if (options != null && !options.isNull() && !options.isObject())
                throw ApiException.wrongType("'options' must be an object of name: value", "options", "object");
            JsonNode clock = body.get("clock");
            Integer minutes = null, seconds = null, increment = null;
            if (clock != null && !clock.isNull()) {
                if (!clock.isObject())
                    throw ApiException.wrongType(
                            "'clock' must be {\"minutes\": m, \"increment\": s}", "clock", "object");
                minutes = Web.integer(clock, "minutes");
                seconds = Web.integer(clock, "seconds");
                increment = Web.integer(clock, "increment");
            }
            boolean rated = Web.bool(body, "rated", false);
            JsonNode range = body.get("range");
            Integer min = null, max = null;
            if (range != null && !range.isNull()) {
                if (!range.isObject())
                    throw ApiException.wrongType("'range' must be {\"min\": r, \"max\": r}", "range", "object");
                min = Web.integer(range, "min");
                max = Web.integer(range, "max");
            }
            return new SeekRequest(
                    Web.text(body, "connection"),
                    Web.text(body, "name"),
                    Web.text(body, "game"),
                    options == null || options.isNull() ? null : optionValues(options),
                    minutes != null || seconds != null,
                    minutes,
                    seconds,
                    increment,
                    rated,
                    Web.text(body, "seat"),
                    min,
                    max);
        }

        /** Rule options as given: strings, numbers and booleans (anything else is refused as the games refuse it). */
        private static Map<String, Object> optionValues(JsonNode options) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : options.properties()) {
                JsonNode v = e.getValue();
                if (!v.isValueNode() || v.asText().isBlank())
                    throw new ApiException(
                            400,
                            "unknown-option",
                            "option " + e.getKey() + " has no value '" + v.asText() + "'",
                            "option-value",
                            Map.of("name", e.getKey(), "value", v.asText()));
                out.put(e.getKey(), Web.MAPPER.convertValue(v, Object.class));
            }
            return out;
        }
    }

    /** POST /api/lobby/seeks/{id}/accept: a guest's name, and the accepter's lobby connection. */
    record AcceptRequest(String name, String connection) {
        static AcceptRequest read(JsonNode body) {
            return new AcceptRequest(Web.text(body, "name"), Web.text(body, "connection"));
        }
    }

    /** A row of the seeks table. */
    private record Seek(
            String id,
            String secretHash,
            String connection,
            String account,
            String name,
            String game,
            String options,
            Integer minutes,
            Integer seconds,
            Integer increment,
            String speed,
            boolean rated,
            String seat,
            Long rating,
            Boolean provisional,
            Integer min,
            Integer max,
            String status,
            String gameId,
            String ownerToken,
            String ownerSeat,
            String ownerDevice,
            long createdAt) {

        /**
         * A seek with its owner's rating now in the seek's pool (an account's rating may have moved since it
         * posted the seek) and whether that is provisional: the initial one for an account new to the pool.
         */
        static final String SELECT = "SELECT s.*, r.rating AS now_rating, r.rd AS now_rd FROM seeks s"
                + " LEFT JOIN ratings r ON r.account_id = s.account_id AND r.game_type = s.game_type"
                + " AND r.speed = s.speed";

        static Seek read(ResultSet rs) throws SQLException {
            double stored = rs.getDouble("rating");
            Long rounded = rs.wasNull() ? null : Math.round(stored);
            double now = rs.getDouble("now_rating");
            if (!rs.wasNull()) rounded = Math.round(now);
            double rd = rs.getDouble("now_rd");
            if (rs.wasNull()) rd = Glicko2.DEFAULT_RD;
            boolean account = rs.getString("account_id") != null;
            return new Seek(
                    rs.getString("id"),
                    rs.getString("secret_hash"),
                    rs.getString("connection_id"),
                    rs.getString("account_id"),
                    rs.getString("name"),
                    rs.getString("game_type"),
                    rs.getString("options"),
                    Sql.integer(rs, "clock_minutes"),
                    Sql.integer(rs, "clock_seconds"),
                    Sql.integer(rs, "clock_increment"),
                    rs.getString("speed"),
                    rs.getBoolean("rated"),
                    rs.getString("seat"),
                    rounded,
                    account ? Ratings.provisional(rd) : null,
                    Sql.integer(rs, "min_rating"),
                    Sql.integer(rs, "max_rating"),
                    rs.getString("status"),
                    rs.getString("game_id"),
                    rs.getString("owner_token"),
                    rs.getString("owner_seat"),
                    rs.getString("owner_device"),
                    rs.getLong("created_at"));
        }

        boolean hasClock() {
            return minutes != null || seconds != null;
        }

        boolean hasRange() {
            return min != null || max != null;
        }

        Map<String, Object> optionValues() {
            try {
                return Web.MAPPER.readValue(options, OPTIONS);
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                return Map.of();
            }
        }
    }

    private static final TypeReference<Map<String, Object>> OPTIONS = new TypeReference<>() {};

    /** A seek as everyone sees it: an account's rating in the seek's pool, and whether it is provisional. */
    public record SeekView(
            String id,
            String name,
            boolean account,
            Long rating,
            Boolean provisional,
            String game,
            Map<String, Object> options,
            ClockView clock,
            String speed,
            boolean rated,
            String seat,
            RangeView range,
            String createdAt) {}

    public record ClockView(int initialSeconds, int increment) {}

    public record RangeView(Integer min, Integer max) {}

    public record Seeks(List<SeekView> seeks) {}

    public record Posted(SeekView seek, String secret) {}

    /** The owner's view: once accepted, the game's id and the owner's seat and token. */
    public record Owned(
            SeekView seek,
            String status,
            @JsonInclude(JsonInclude.Include.NON_NULL) String game,
            @JsonInclude(JsonInclude.Include.NON_NULL) String token,
            @JsonInclude(JsonInclude.Include.NON_NULL) String seat) {}

    public record Cancelled(boolean cancelled) {}

    /** The accepter's seat in the new game ({@code game}: its GameView). */
    public record Accepted(Object game, String token, String seat) {}

    public record LiveGame(
            String id, String game, String name, SeatNames players, boolean rated, String speed, int plies) {}

    public record SeatNames(String south, String north) {}

    public record LiveGames(List<LiveGame> games) {}

    record Hello(String type, String connection) {}

    record SeeksMessage(String type, List<SeekView> seeks) {}

    record GamesMessage(String type, List<LiveGame> games) {}

    record Taken(String type, String seek, String game) {}

    private static final String SEEKS_SINCE = "SELECT COUNT(*) FROM seeks WHERE owner_key = ? AND created_at > ?";

    // ---- routes

    public void routes(RoutesConfig r) {
        r.get("/api/lobby/seeks", ctx -> Web.json(ctx, 200, new Seeks(openSeeks())));
        r.post("/api/lobby/seeks", ctx -> Web.privateJson(ctx, 201, post(ctx, SeekRequest.read(Web.body(ctx)))));
        r.get("/api/lobby/seeks/{id}", ctx -> Web.privateJson(ctx, 200, own(ctx.pathParam("id"), Web.bearer(ctx))));
        r.post("/api/lobby/seeks/{id}/cancel", ctx -> {
            String id = ctx.pathParam("id");
            ownerRow(id, Web.bearer(ctx));
            int n = db.with(
                    "could not cancel the seek",
                    c -> Sql.update(c, "UPDATE seeks SET status = 'gone' WHERE id = ? AND status = 'open'", id));
            if (n == 0) throw gone(id);
            bus.publish(LOBBY);
            Web.json(ctx, 200, new Cancelled(true));
        });
        r.post(
                "/api/lobby/seeks/{id}/accept",
                ctx -> Web.privateJson(ctx, 200, accept(ctx, ctx.pathParam("id"), AcceptRequest.read(Web.body(ctx)))));
        r.get("/api/lobby/games", ctx -> Web.json(ctx, 200, new LiveGames(liveGames())));
        r.ws("/api/lobby/events", ws -> {
            ws.onConnect(ctx -> {
                if (!ctx.session.isOpen()) return; // over its address's cap (KeteServer's Sockets)
                ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(30));
                String id = Secrets.random(12);
                ctx.attribute("connection", id);
                sockets.put(id, ctx);
                Bus.send(ctx, Web.write(new Hello("hello", id)));
                Bus.send(ctx, seeksMessage());
                Bus.send(ctx, Web.write(new GamesMessage("games", liveGames())));
            });
            ws.onMessage(ctx -> {
                if (ctx.message().contains("\"ping\"")) ctx.send("{\"type\":\"pong\"}");
            });
            ws.onClose(ctx -> left(ctx.attribute("connection")));
            ws.onError(ctx -> left(ctx.attribute("connection")));
        });
    }

    // ---- seeks

    private Posted post(Context ctx, SeekRequest req) {
        Accounts.Account account = accounts.optional(ctx);
        String connection = req.connection();
        if (connection == null || connection.isBlank() || connection.length() > 64) {
            throw ApiException.required(
                    "'connection' is required: the id the lobby's channel gave (its hello)", "connection");
        }
        String name;
        if (account != null) {
            name = account.name();
        } else {
            name = Names.check(req.name(), "a nickname");
            if (accounts.byName(name) != null) throw nicknameIsAccount(name);
        }
        String type;
        try {
            type = Games.byId(req.game() == null ? "" : req.game()).id();
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", "'game' is required: a game id of the catalogue");
        }
        boolean rated = req.rated();
        if (rated && account == null)
            throw new ApiException(
                    403,
                    "account-needed",
                    "rated games are for accounts; sign in, or post a casual seek",
                    "rated-needs-account",
                    Map.of());
        if (rated && !req.hasClock())
            throw new ApiException(400, "bad-request", "a rated game needs a clock", "rated-needs-clock", Map.of());
        String seat = req.seat() == null ? "random" : req.seat();
        if (!List.of("south", "north", "random").contains(seat))
            throw ApiException.notOneOf(
                    "'seat' is south, north or random, not '" + seat + "'", "seat", seat, "south", "north", "random");
        Integer min = req.min(), max = req.max();
        if ((min != null && (min < 0 || min > 4000))
                || (max != null && (max < 0 || max > 4000))
                || (min != null && max != null && min > max))
            throw ApiException.badRequest("a rating range is 0..4000 with min not above max")
                    .keyed("rating-range");
        Integer minutes = req.minutes(), seconds = req.seconds(), increment = req.increment();
        Speed speed = req.hasClock()
                ? Speed.of(
                        (minutes == null ? 0 : minutes) * 60L + (seconds == null ? 0 : seconds),
                        increment == null ? 0 : increment)
                : Speed.CLASSICAL;
        // The game's request is checked by making it now, without storing: a bad option or clock is refused
        // here rather than when someone accepts.
        validate(type, req.options(), minutes, seconds, increment);
        String owner = account != null ? "acct:" + account.id() : "ip:" + Web.ip(ctx);
        String device = Secrets.hash(Sessions.deviceOrNew(ctx));
        String secret = Secrets.random(24);
        String id = Secrets.id();
        Double rating = account == null ? null : Double.valueOf(ratings.ratingOf(account.id(), type, speed));
        db.inTransaction("could not post the seek", c -> {
            // Seeks posted together by one owner are counted one after another (on every server).
            Limit.lock(c, "seeks:" + owner);
            long now = clock.millis();
            if (Sql.count(c, "SELECT COUNT(*) FROM seeks WHERE owner_key = ? AND status = 'open'", owner) >= openSeeks)
                throw new ApiException(
                        409,
                        "too-many-seeks",
                        "you have " + openSeeks + " open seeks already; cancel one first",
                        "too-many-seeks",
                        Map.of("n", openSeeks));
            if (perMinute.isReached(c, owner, now)) {
                ctx.header("Retry-After", String.valueOf(perMinuteWait(c, owner, now)));
                throw new ApiException(
                        429,
                        "too-many-seeks",
                        "at most " + perMinute.max() + " seeks a minute; wait a little",
                        "seeks-per-minute",
                        Map.of("n", perMinute.max()));
            }
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO seeks (id, secret_hash, connection_id, owner_key, owner_device, account_id, name,"
                            + " game_type, options, clock_minutes, clock_seconds, clock_increment, speed, rated, seat, rating, min_rating, max_rating,"
                            + " status, created_at, seen_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,'open',?,?)")) {
                int i = 1;
                s.setString(i++, id);
                s.setString(i++, Secrets.hash(secret));
                s.setString(i++, connection);
                s.setString(i++, owner);
                s.setString(i++, device);
                s.setString(i++, account == null ? null : account.id());
                s.setString(i++, name);
                s.setString(i++, type);
                s.setString(i++, req.options() == null ? "{}" : Web.write(req.options()));
                setInt(s, i++, minutes);
                setInt(s, i++, seconds);
                setInt(s, i++, increment);
                s.setString(i++, speed.text());
                s.setBoolean(i++, rated);
                s.setString(i++, seat);
                if (rating == null) s.setNull(i++, Types.DOUBLE);
                else s.setDouble(i++, rating);
                setInt(s, i++, min);
                setInt(s, i++, max);
                s.setLong(i++, now);
                s.setLong(i, now);
                s.executeUpdate();
            }
            return null;
        });
        bus.publish(LOBBY);
        return new Posted(publicView(row(id)), secret);
    }

    /** The seconds until the owner's oldest seek of the last minute leaves the window (at least 1). */
    private long perMinuteWait(java.sql.Connection c, String owner, long now) throws SQLException {
        int n = perMinute.count(c, owner, now);
        Long leaving = perMinute.max() == 0
                ? null
                : Sql.one(
                        c,
                        "SELECT created_at FROM seeks WHERE owner_key = ? AND created_at > ? ORDER BY created_at"
                                + " LIMIT 1 OFFSET " + Math.max(0, n - perMinute.max()),
                        rs -> rs.getLong(1),
                        owner,
                        now - perMinute.windowMs());
        long wait = leaving == null ? perMinute.windowMs() : leaving + perMinute.windowMs() - now;
        return Math.max(1, (wait + 999) / 1000);
    }

    private static ApiException nicknameIsAccount(String name) {
        return new ApiException(
                409,
                "name-taken",
                "'" + name + "' is an account's name; sign in as it, or choose another nickname",
                "nickname-is-account",
                Map.of("name", name));
    }

    /** The checks POST /api/games makes of the rule options and the clock, with its messages. */
    private static void validate(
            String type, Map<String, Object> options, Integer minutes, Integer seconds, Integer increment) {
        List<String> parts = new ArrayList<>();
        if (options != null) {
            for (Map.Entry<String, Object> e : options.entrySet()) {
                String value = String.valueOf(e.getValue());
                if (value.isBlank()
                        || value.matches(".*[\\s,=].*")
                        || e.getKey().contains("="))
                    throw new ApiException(
                            400,
                            "unknown-option",
                            "option " + e.getKey() + " has no value '" + value + "'",
                            "option-value",
                            Map.of("name", e.getKey(), "value", value));
                parts.add(e.getKey() + "=" + value);
            }
        }
        GameType t = Games.byId(type);
        try {
            t.create(RuleOptions.parse(t.options(), String.join(" ", parts)));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-option", e.getMessage()).because(e);
        }
        if (minutes == null && seconds == null) return;
        int m = minutes == null ? 0 : minutes,
                s = seconds == null ? 0 : seconds,
                inc = increment == null ? 0 : increment;
        long total = m * 60L + s;
        if (m < 0 || m > 180 || s < 0 || s > 3600 || total < 5 || total > 180 * 60)
            throw ApiException.badRequest("a clock has 5 seconds to 180 minutes per player")
                    .keyed("clock-total");
        if (inc < 0 || inc > 60)
            throw ApiException.outOfRange("clock increment is 0..60 seconds, not " + inc, "increment", 0, 60, inc);
    }

    private Accepted accept(Context ctx, String id, AcceptRequest req) {
        Accounts.Account account = accounts.optional(ctx);
        Seek row = row(id);
        if (row == null) throw new ApiException(404, "not-found", "no seek '" + id + "'", "no-seek", Map.of());
        if (!"open".equals(row.status())) throw gone(id);
        boolean rated = row.rated();
        if (isOwner(ctx, row, account, req))
            throw new ApiException(409, "own-seek", "this is your own seek", "own-seek", Map.of());
        String name;
        if (account != null) {
            name = account.name();
        } else {
            if (rated)
                throw new ApiException(
                        403,
                        "account-needed",
                        "rated games are for accounts; sign in to accept",
                        "rated-needs-account",
                        Map.of());
            name = Names.check(req.name(), "a nickname");
            if (accounts.byName(name) != null) throw nicknameIsAccount(name);
        }
        String type = row.game();
        Speed speed = Speed.parse(row.speed());
        if (row.hasRange()) {
            if (account == null)
                throw new ApiException(
                        403,
                        "account-needed",
                        "this seek wants a rating range; sign in to accept",
                        "range-needs-account",
                        Map.of());
            long mine = Math.round(ratings.ratingOf(account.id(), type, speed));
            Integer min = row.min(), max = row.max();
            if ((min != null && mine < min) || (max != null && mine > max)) {
                throw new ApiException(
                        409,
                        "out-of-range",
                        "your rating " + mine + " is outside the seek's range",
                        "out-of-range",
                        Map.of("rating", mine));
            }
        }
        // Two accounts seen at one address or in one browser may be one person: a rated game between them is
        // refused to the accepter before any game is made, and the seek stays open for others.
        if (rated && row.account() != null && sharedNetwork(row.account(), account.id()))
            throw new ApiException(
                    409,
                    "shared-network",
                    "you and " + row.name() + " have signed in from the same network or browser: rated games between"
                            + " you are not possible here; ask for a casual game",
                    "rated-shared-network",
                    Map.of("name", row.name()));
        if (db.with(
                        "could not accept the seek",
                        c -> Sql.update(c, "UPDATE seeks SET status = 'taken' WHERE id = ? AND status = 'open'", id))
                != 1) throw gone(id);
        String seat = row.seat();
        if (seat.equals("random")) seat = Secrets.random(1).charAt(0) % 2 == 0 ? "south" : "north";
        GameBridge.NewGame g;
        try {
            // The seek's options, checked when it was made, as the rules read them ("name=value ...").
            String options = row.optionValues().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue())
                    .collect(java.util.stream.Collectors.joining(" "));
            g = games.createOnline(
                    new GameBridge.OnlineGame(type, options, row.minutes(), row.seconds(), row.increment(), seat));
        } catch (RuntimeException e) {
            db.with(
                    "could not reopen the seek",
                    c -> Sql.update(c, "UPDATE seeks SET status = 'open' WHERE id = ? AND status = 'taken'", id));
            throw e;
        }
        String ownerAccount = row.account();
        String accepterAccount = account == null ? null : account.id();
        long now = clock.millis();
        FairPlay fair = ratings.fairPlay();
        db.inTransaction("could not record the new game's players", c -> {
            // Rated unless the fair-rating rules say otherwise (the pair's games of the day, counted under its lock
            // with this game's row written in the same transaction); the players read why before they play.
            boolean asked = rated && ownerAccount != null && accepterAccount != null;
            String unrated = asked ? fair.atCreation(c, ownerAccount, accepterAccount, now) : null;
            Players.insert(
                    c,
                    g.id(),
                    g.creatorSeat(),
                    ownerAccount,
                    row.name(),
                    ownerAccount == null ? null : g.creatorToken());
            Players.insert(
                    c, g.id(), g.joinerSeat(), accepterAccount, name, accepterAccount == null ? null : g.joinerToken());
            Sql.update(
                    c,
                    "INSERT INTO game_meta (game_id, game_type, speed, rated, rating_applied, created_at, unrated_reason,"
                            + " pair_key) VALUES (?,?,?,?,FALSE,?,?,?)",
                    g.id(),
                    type,
                    speed.text(),
                    asked && unrated == null,
                    now,
                    unrated,
                    asked ? FairPlay.pairKey(ownerAccount, accepterAccount) : null);
            Sql.update(
                    c,
                    "UPDATE seeks SET game_id = ?, owner_token = ?, owner_seat = ? WHERE id = ?",
                    g.id(),
                    g.creatorToken(),
                    g.creatorSeat(),
                    id);
            return null;
        });
        bus.publish(TAKEN, row.connection(), id, g.id());
        bus.publish(LOBBY);
        return new Accepted(games.view(g.id(), g.joinerToken()), g.joinerToken(), g.joinerSeat());
    }

    /**
     * Whether the request comes from the seek's owner: an account's seek by the account (its session); any seek by
     * the seek's secret sent as Bearer token, or by the lobby connection it belongs to when the request names it;
     * a guest's seek also by the browser it was posted from (the device cookie: a guest has no other name). Two
     * accounts that share a browser are two players (a family's computer): their rated games are a matter for the
     * fair-rating rules, not for this one.
     */
    private static boolean isOwner(Context ctx, Seek row, Accounts.Account account, AcceptRequest req) {
        if (account != null && account.id().equals(row.account())) return true;
        String secret = Web.bearer(ctx);
        if (secret != null && Secrets.same(Secrets.hash(secret), row.secretHash())) return true;
        String device = Sessions.device(ctx);
        if (row.account() == null && device != null && Secrets.same(Secrets.hash(device), row.ownerDevice()))
            return true;
        return row.connection().equals(req.connection());
    }

    /** Whether accounts {@code a} and {@code b} may not play rated games together: seen on one network or browser. */
    private boolean sharedNetwork(String a, String b) {
        FairPlay fair = ratings.fairPlay();
        long now = clock.millis();
        return db.with("could not read where the players were seen", c -> fair.shareNetwork(c, a, b, now));
    }

    /** The owner's view of a seek (by its secret): its state and, once accepted, the game and the owner's seat. */
    private Owned own(String id, String secret) {
        Seek row = ownerRow(id, secret);
        boolean taken = row.gameId() != null;
        return new Owned(
                publicView(row),
                row.status(),
                row.gameId(),
                taken ? row.ownerToken() : null,
                taken ? row.ownerSeat() : null);
    }

    private Seek ownerRow(String id, String secret) {
        Seek row = row(id);
        if (row == null) throw new ApiException(404, "not-found", "no seek '" + id + "'", "no-seek", Map.of());
        if (secret == null || !Secrets.same(Secrets.hash(secret), row.secretHash()))
            throw new ApiException(403, "forbidden", "only the seek's owner can do this (its secret as Bearer token)");
        return row;
    }

    private static ApiException gone(String id) {
        return new ApiException(
                409, "seek-gone", "this seek is no longer open (taken or withdrawn)", "seek-gone", Map.of());
    }

    private Seek row(String id) {
        return db.with("could not read the seek", c -> Sql.one(c, Seek.SELECT + " WHERE s.id = ?", Seek::read, id));
    }

    private static SeekView publicView(Seek row) {
        return new SeekView(
                row.id(),
                row.name(),
                row.account() != null,
                row.rating(),
                row.provisional(),
                row.game(),
                row.optionValues(),
                row.hasClock()
                        ? new ClockView(
                                (row.minutes() == null ? 0 : row.minutes()) * 60
                                        + (row.seconds() == null ? 0 : row.seconds()),
                                row.increment() == null ? 0 : row.increment())
                        : null,
                row.speed(),
                row.rated(),
                row.seat(),
                row.hasRange() ? new RangeView(row.min(), row.max()) : null,
                Instant.ofEpochMilli(row.createdAt()).toString());
    }

    List<SeekView> openSeeks() {
        return db.with(
                "could not list the seeks",
                c -> Sql.all(
                                c,
                                Seek.SELECT
                                        + " WHERE s.status = 'open' AND s.seen_at > ? ORDER BY s.created_at, s.id LIMIT 200",
                                Seek::read,
                                clock.millis() - STALE_SECONDS * 1000)
                        .stream()
                        .map(Lobby::publicView)
                        .toList());
    }

    // ---- games being played

    /** The players of a game being played, for the list. */
    private record Seated(String gameId, String seat, String name, boolean rated, String speed) {}

    /** The online games being played, newest first, with their players' names. */
    List<LiveGame> liveGames() {
        List<GameBridge.ActiveGame> online = games.active(100).stream()
                .filter(g -> "online".equals(g.mode()))
                .toList();
        if (online.isEmpty()) return List.of();
        List<String> ids = online.stream().map(GameBridge.ActiveGame::id).toList();
        List<Seated> seated = db.with(
                "could not read the players",
                c -> Sql.all(
                        c,
                        "SELECT p.game_id, p.seat, p.name, m.rated, m.speed FROM game_players p"
                                + " LEFT JOIN game_meta m ON m.game_id = p.game_id WHERE p.game_id IN ("
                                + Sql.marks(ids.size()) + ")",
                        rs -> new Seated(
                                rs.getString(1), rs.getString(2), rs.getString(3), rs.getBoolean(4), rs.getString(5)),
                        ids.toArray()));
        List<LiveGame> out = new ArrayList<>();
        for (GameBridge.ActiveGame g : online) {
            String south = null, north = null, speed = null;
            boolean rated = false;
            for (Seated p : seated) {
                if (!p.gameId().equals(g.id())) continue;
                if (p.seat().equals("south")) south = p.name();
                if (p.seat().equals("north")) north = p.name();
                rated = p.rated();
                speed = p.speed();
            }
            out.add(new LiveGame(g.id(), g.game(), g.name(), new SeatNames(south, north), rated, speed, g.plies()));
        }
        return out;
    }

    // ---- connections and events

    private void left(String connection) {
        if (connection == null) return;
        sockets.remove(connection);
        try {
            int n = db.with(
                    "could not withdraw the seeks",
                    c -> Sql.update(
                            c,
                            "UPDATE seeks SET status = 'gone' WHERE connection_id = ? AND status = 'open'",
                            connection));
            if (n > 0) bus.publish(LOBBY);
        } catch (RuntimeException e) {
            LOG.warn("could not withdraw the seeks of a closed lobby connection: {}", e.toString());
        }
    }

    private void onEvent(Bus.Event event) {
        if (event.is(LOBBY, 0) || event.is(Bus.RESYNC, 0)) {
            if (dirty.compareAndSet(false, true)) timer.schedule(this::broadcastSeeks, 100, TimeUnit.MILLISECONDS);
        } else if (event.is(TAKEN, 3)) {
            // taken <owner's connection> <seek> <game>
            WsContext ws = sockets.get(event.arg(0));
            if (ws != null) Bus.send(ws, Web.write(new Taken("taken", event.arg(1), event.arg(2))));
            refreshGames();
        }
    }

    private void broadcastSeeks() {
        dirty.set(false);
        if (sockets.isEmpty()) return;
        String message;
        try {
            message = seeksMessage();
        } catch (RuntimeException e) {
            LOG.warn("could not list the seeks: {}", e.toString());
            return;
        }
        for (WsContext ws : sockets.values()) Bus.send(ws, message);
    }

    private String seeksMessage() {
        return Web.write(new SeeksMessage("seeks", openSeeks()));
    }

    /** Sends the list of games being played to the lobby's connections when it has changed. */
    void refreshGames() {
        if (sockets.isEmpty()) return;
        try {
            String message = Web.write(new GamesMessage("games", liveGames()));
            if (message.equals(lastGames)) return;
            lastGames = message;
            for (WsContext ws : sockets.values()) Bus.send(ws, message);
        } catch (RuntimeException e) {
            LOG.debug("could not list the games being played: {}", e.toString());
        }
    }

    /** This server's connections are alive: their seeks are vouched for; seeks nobody vouches for are pruned. */
    private void vouch() {
        try {
            long now = clock.millis();
            List<String> ids = new ArrayList<>(sockets.keySet());
            int pruned = db.with("could not refresh the seeks", c -> {
                for (int from = 0; from < ids.size(); from += 100) {
                    List<String> part = ids.subList(from, Math.min(ids.size(), from + 100));
                    try (PreparedStatement s = c.prepareStatement(
                            "UPDATE seeks SET seen_at = ? WHERE status = 'open' AND connection_id IN ("
                                    + Sql.marks(part.size()) + ")")) {
                        s.setLong(1, now);
                        for (int i = 0; i < part.size(); i++) s.setString(i + 2, part.get(i));
                        s.executeUpdate();
                    }
                }
                int n = Sql.update(
                        c,
                        "UPDATE seeks SET status = 'gone' WHERE status = 'open' AND seen_at < ?",
                        now - STALE_SECONDS * 1000);
                Sql.update(c, "DELETE FROM seeks WHERE status <> 'open' AND created_at < ?", now - 3_600_000L);
                return n;
            });
            if (pruned > 0) bus.publish(LOBBY);
        } catch (RuntimeException e) {
            LOG.debug("lobby refresh: {}", e.toString());
        }
    }

    private static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) s.setNull(i, Types.INTEGER);
        else s.setInt(i, v);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
