package org.kete.server.lobby;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOptions;
import org.kete.server.ApiException;
import org.kete.server.player.Accounts;
import org.kete.server.player.Db;
import org.kete.server.player.GameBridge;
import org.kete.server.player.Names;
import org.kete.server.player.Players;
import org.kete.server.player.Web;
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
 * <p>Flooding: at most {@link #OPEN_SEEKS} open seeks and {@link #SEEKS_PER_MINUTE} new ones a minute per
 * owner (an account, or a guest's address), counted in the database so that every server agrees.
 */
public final class Lobby implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Lobby.class);
    static final int OPEN_SEEKS = 3;
    static final int SEEKS_PER_MINUTE = 10;
    static final long VOUCH_SECONDS = 10;
    static final long STALE_SECONDS = 35;

    private final Db db;
    private final Bus bus;
    private final Accounts accounts;
    private final GameBridge games;
    private final Ratings ratings;
    private final Map<String, WsContext> sockets = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer;
    private final AtomicBoolean dirty = new AtomicBoolean();
    private volatile String lastGames = "";

    public Lobby(Db db, Bus bus, Accounts accounts, GameBridge games, Ratings ratings) {
        this.db = db;
        this.bus = bus;
        this.accounts = accounts;
        this.games = games;
        this.ratings = ratings;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "kete-lobby");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::vouch, VOUCH_SECONDS, VOUCH_SECONDS, TimeUnit.SECONDS);
        timer.scheduleWithFixedDelay(this::refreshGames, 3, 3, TimeUnit.SECONDS);
        bus.subscribe(this::onEvent);
    }

    public void routes(RoutesConfig r) {
        r.get("/api/lobby/seeks", ctx -> Web.json(ctx, 200, Map.of("seeks", openSeeks())));
        r.post("/api/lobby/seeks", ctx -> Web.json(ctx, 201, post(ctx)));
        r.get("/api/lobby/seeks/{id}", ctx -> Web.json(ctx, 200, own(ctx.pathParam("id"), Web.bearer(ctx))));
        r.post("/api/lobby/seeks/{id}/cancel", ctx -> {
            String id = ctx.pathParam("id");
            ownerRow(id, Web.bearer(ctx));
            int n = db.with(
                    "could not cancel the seek",
                    c -> update(c, "UPDATE seeks SET status = 'gone' WHERE id = ? AND status = 'open'", id));
            if (n == 0) throw gone(id);
            bus.publish("lobby");
            Web.json(ctx, 200, Map.of("cancelled", true));
        });
        r.post("/api/lobby/seeks/{id}/accept", ctx -> Web.json(ctx, 200, accept(ctx, ctx.pathParam("id"))));
        r.get("/api/lobby/games", ctx -> Web.json(ctx, 200, Map.of("games", liveGames())));
        r.ws("/api/lobby/events", ws -> {
            ws.onConnect(ctx -> {
                ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(30));
                String id = Web.secret(12);
                ctx.attribute("connection", id);
                sockets.put(id, ctx);
                send(ctx, Web.write(Map.of("type", "hello", "connection", id)));
                send(ctx, seeksMessage());
                send(ctx, Web.write(Map.of("type", "games", "games", liveGames())));
            });
            ws.onMessage(ctx -> {
                if (ctx.message().contains("\"ping\"")) ctx.send("{\"type\":\"pong\"}");
            });
            ws.onClose(ctx -> left(ctx.attribute("connection")));
            ws.onError(ctx -> left(ctx.attribute("connection")));
        });
    }

    // ---- seeks

    private Map<String, Object> post(Context ctx) {
        JsonNode body = Web.body(ctx);
        Accounts.Account account = accounts.optional(ctx);
        String connection = Web.text(body, "connection");
        if (connection == null || connection.isBlank() || connection.length() > 64) {
            throw new ApiException(
                    400, "bad-request", "'connection' is required: the id the lobby's channel gave (its hello)");
        }
        String name;
        if (account != null) {
            name = account.name();
        } else {
            name = Names.check(Web.text(body, "name"), "a nickname");
            if (accounts.byName(name) != null) {
                throw new ApiException(
                        409,
                        "name-taken",
                        "'" + name + "' is an account's name; sign in as it, or choose another nickname",
                        "nickname-is-account",
                        Map.of("name", name));
            }
        }
        String gameText = Web.text(body, "game");
        String type;
        try {
            type = Games.byId(gameText == null ? "" : gameText).id();
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", "'game' is required: a game id of the catalogue");
        }
        JsonNode options = body.get("options");
        if (options != null && !options.isNull() && !options.isObject())
            throw new ApiException(400, "bad-json", "'options' must be an object of name: value");
        JsonNode clock = body.get("clock");
        Integer minutes = null, seconds = null, increment = null;
        if (clock != null && !clock.isNull()) {
            if (!clock.isObject())
                throw new ApiException(400, "bad-json", "'clock' must be {\"minutes\": m, \"increment\": s}");
            minutes = Web.integer(clock, "minutes");
            seconds = Web.integer(clock, "seconds");
            increment = Web.integer(clock, "increment");
        }
        boolean rated = Web.bool(body, "rated", false);
        boolean hasClock = minutes != null || seconds != null;
        if (rated && account == null)
            throw new ApiException(
                    403,
                    "account-needed",
                    "rated games are for accounts; sign in, or post a casual seek",
                    "rated-needs-account",
                    Map.of());
        if (rated && !hasClock)
            throw new ApiException(400, "bad-request", "a rated game needs a clock", "rated-needs-clock", Map.of());
        String seat = Web.text(body, "seat");
        if (seat == null) seat = "random";
        if (!List.of("south", "north", "random").contains(seat))
            throw new ApiException(400, "bad-request", "'seat' is south, north or random, not '" + seat + "'");
        Integer min = null, max = null;
        JsonNode range = body.get("range");
        if (range != null && !range.isNull()) {
            if (!range.isObject()) throw new ApiException(400, "bad-json", "'range' must be {\"min\": r, \"max\": r}");
            min = Web.integer(range, "min");
            max = Web.integer(range, "max");
            if ((min != null && (min < 0 || min > 4000))
                    || (max != null && (max < 0 || max > 4000))
                    || (min != null && max != null && min > max))
                throw new ApiException(400, "bad-request", "a rating range is 0..4000 with min not above max");
        }
        Speed speed = hasClock
                ? Speed.of(
                        (minutes == null ? 0 : minutes) * 60L + (seconds == null ? 0 : seconds),
                        increment == null ? 0 : increment)
                : Speed.CLASSICAL;
        // The game's request is checked by making it now, without storing: a bad option or clock is refused
        // here rather than when someone accepts.
        validate(type, options, minutes, seconds, increment);
        String owner = account != null ? "acct:" + account.id() : "ip:" + Web.ip(ctx);
        String secret = Web.secret(24);
        String id = Web.id();
        long now = System.currentTimeMillis();
        Double rating = account == null ? null : Double.valueOf(ratings.ratingOf(account.id(), type, speed));
        final Integer fMin = min, fMax = max, fMinutes = minutes, fSeconds = seconds, fIncrement = increment;
        final String fSeat = seat, fName = name;
        db.inTransaction("could not post the seek", c -> {
            long open = count(c, "SELECT COUNT(*) FROM seeks WHERE owner_key = ? AND status = 'open'", owner, null);
            if (open >= OPEN_SEEKS)
                throw new ApiException(
                        429,
                        "too-many-seeks",
                        "you have " + OPEN_SEEKS + " open seeks already; cancel one first",
                        "too-many-seeks",
                        Map.of("n", OPEN_SEEKS));
            long recent =
                    count(c, "SELECT COUNT(*) FROM seeks WHERE owner_key = ? AND created_at > ?", owner, now - 60_000);
            if (recent >= SEEKS_PER_MINUTE)
                throw new ApiException(
                        429,
                        "too-many-seeks",
                        "at most " + SEEKS_PER_MINUTE + " seeks a minute; wait a little",
                        "seeks-per-minute",
                        Map.of("n", SEEKS_PER_MINUTE));
            try (PreparedStatement s =
                    c.prepareStatement("INSERT INTO seeks (id, secret_hash, connection_id, owner_key, account_id, name,"
                            + " game_type, options, clock_minutes, clock_seconds, clock_increment, speed, rated, seat, rating, min_rating, max_rating,"
                            + " status, created_at, seen_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,'open',?,?)")) {
                int i = 1;
                s.setString(i++, id);
                s.setString(i++, Web.sha256(secret));
                s.setString(i++, connection);
                s.setString(i++, owner);
                s.setString(i++, account == null ? null : account.id());
                s.setString(i++, fName);
                s.setString(i++, type);
                s.setString(i++, options == null || options.isNull() ? "{}" : Web.write(options));
                setInt(s, i++, fMinutes);
                setInt(s, i++, fSeconds);
                setInt(s, i++, fIncrement);
                s.setString(i++, speed.text());
                s.setBoolean(i++, rated);
                s.setString(i++, fSeat);
                if (rating == null) s.setNull(i++, Types.DOUBLE);
                else s.setDouble(i++, rating);
                setInt(s, i++, fMin);
                setInt(s, i++, fMax);
                s.setLong(i++, now);
                s.setLong(i, now);
                s.executeUpdate();
            }
            return null;
        });
        bus.publish("lobby");
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("seek", seekView(id));
        out.put("secret", secret);
        return out;
    }

    /** The checks POST /api/games makes of the rule options and the clock, with its messages. */
    private static void validate(String type, JsonNode options, Integer minutes, Integer seconds, Integer increment) {
        List<String> parts = new ArrayList<>();
        if (options != null && !options.isNull()) {
            for (Map.Entry<String, JsonNode> e : options.properties()) {
                String value = e.getValue().asText();
                if (!e.getValue().isValueNode()
                        || value.isBlank()
                        || value.matches(".*[\\s,=].*")
                        || e.getKey().contains("="))
                    throw new ApiException(
                            400, "unknown-option", "option " + e.getKey() + " has no value '" + value + "'");
                parts.add(e.getKey() + "=" + value);
            }
        }
        GameType t = Games.byId(type);
        try {
            t.create(RuleOptions.parse(t.options(), String.join(" ", parts)));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-option", e.getMessage());
        }
        if (minutes == null && seconds == null) return;
        int m = minutes == null ? 0 : minutes,
                s = seconds == null ? 0 : seconds,
                inc = increment == null ? 0 : increment;
        long total = m * 60L + s;
        if (m < 0 || m > 180 || s < 0 || s > 3600 || total < 5 || total > 180 * 60)
            throw new ApiException(400, "bad-request", "a clock has 5 seconds to 180 minutes per player");
        if (inc < 0 || inc > 60)
            throw new ApiException(400, "bad-request", "clock increment is 0..60 seconds, not " + inc);
    }

    private static ObjectNode gameRequest(
            String type, JsonNode options, Integer minutes, Integer seconds, Integer increment, String seat) {
        ObjectNode req = Web.MAPPER.createObjectNode();
        req.put("game", type);
        if (options != null && !options.isNull()) req.set("options", options);
        req.putObject("opponent").put("type", "online");
        req.put("seat", seat);
        if (minutes != null || seconds != null) {
            ObjectNode clock = req.putObject("clock");
            if (minutes != null) clock.put("minutes", minutes);
            if (seconds != null) clock.put("seconds", seconds);
            clock.put("increment", increment == null ? 0 : increment);
        }
        return req;
    }

    private Map<String, Object> accept(Context ctx, String id) {
        JsonNode body = Web.body(ctx);
        Accounts.Account account = accounts.optional(ctx);
        Map<String, Object> row = row(id);
        if (row == null) throw new ApiException(404, "not-found", "no seek '" + id + "'", "no-seek", Map.of());
        if (!"open".equals(row.get("status"))) throw gone(id);
        boolean rated = (Boolean) row.get("rated");
        String name;
        if (account != null) {
            name = account.name();
            if (account.id().equals(row.get("account")))
                throw new ApiException(409, "own-seek", "this is your own seek", "own-seek", Map.of());
        } else {
            if (rated)
                throw new ApiException(
                        403,
                        "account-needed",
                        "rated games are for accounts; sign in to accept",
                        "rated-needs-account",
                        Map.of());
            name = Names.check(Web.text(body, "name"), "a nickname");
            if (accounts.byName(name) != null)
                throw new ApiException(
                        409,
                        "name-taken",
                        "'" + name + "' is an account's name; sign in as it, or choose another nickname",
                        "nickname-is-account",
                        Map.of("name", name));
            if (row.get("connection").equals(Web.text(body, "connection")))
                throw new ApiException(409, "own-seek", "this is your own seek", "own-seek", Map.of());
        }
        String type = (String) row.get("game");
        Speed speed = Speed.parse((String) row.get("speed"));
        if (row.get("min") != null || row.get("max") != null) {
            if (account == null)
                throw new ApiException(
                        403,
                        "account-needed",
                        "this seek wants a rating range; sign in to accept",
                        "range-needs-account",
                        Map.of());
            long mine = Math.round(ratings.ratingOf(account.id(), type, speed));
            Integer min = (Integer) row.get("min"), max = (Integer) row.get("max");
            if ((min != null && mine < min) || (max != null && mine > max)) {
                throw new ApiException(
                        409,
                        "out-of-range",
                        "your rating " + mine + " is outside the seek's range",
                        "out-of-range",
                        Map.of("rating", mine));
            }
        }
        if (db.with(
                        "could not accept the seek",
                        c -> update(c, "UPDATE seeks SET status = 'taken' WHERE id = ? AND status = 'open'", id))
                != 1) throw gone(id);
        String seat = (String) row.get("seat");
        if (seat.equals("random")) seat = Web.secret(1).charAt(0) % 2 == 0 ? "south" : "north";
        GameBridge.NewGame g;
        try {
            JsonNode options = Web.MAPPER.readTree((String) row.get("options"));
            g = games.createOnline(gameRequest(
                    type,
                    options.isEmpty() ? null : options,
                    (Integer) row.get("minutes"),
                    (Integer) row.get("seconds"),
                    (Integer) row.get("increment"),
                    seat));
        } catch (RuntimeException | com.fasterxml.jackson.core.JsonProcessingException e) {
            db.with(
                    "could not reopen the seek",
                    c -> update(c, "UPDATE seeks SET status = 'open' WHERE id = ? AND status = 'taken'", id));
            if (e instanceof RuntimeException re) throw re;
            throw new IllegalStateException(e);
        }
        String ownerAccount = (String) row.get("account");
        String accepterAccount = account == null ? null : account.id();
        long now = System.currentTimeMillis();
        db.inTransaction("could not record the new game's players", c -> {
            Players.insert(
                    c,
                    g.id(),
                    g.creatorSeat(),
                    ownerAccount,
                    (String) row.get("name"),
                    ownerAccount == null ? null : g.creatorToken());
            Players.insert(
                    c, g.id(), g.joinerSeat(), accepterAccount, name, accepterAccount == null ? null : g.joinerToken());
            update(
                    c,
                    "INSERT INTO game_meta (game_id, game_type, speed, rated, rating_applied, created_at) VALUES (?,?,?,?,FALSE,?)",
                    g.id(),
                    type,
                    speed.text(),
                    rated,
                    now);
            update(
                    c,
                    "UPDATE seeks SET game_id = ?, owner_token = ?, owner_seat = ? WHERE id = ?",
                    g.id(),
                    g.creatorToken(),
                    g.creatorSeat(),
                    id);
            return null;
        });
        bus.publish("taken " + row.get("connection") + " " + id + " " + g.id());
        bus.publish("lobby");
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", games.view(g.id(), g.joinerToken()));
        out.put("token", g.joinerToken());
        out.put("seat", g.joinerSeat());
        return out;
    }

    /** The owner's view of a seek (by its secret): its state and, once accepted, the game and the owner's seat. */
    private Map<String, Object> own(String id, String secret) {
        Map<String, Object> row = ownerRow(id, secret);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("seek", publicView(row));
        out.put("status", row.get("status"));
        if (row.get("gameId") != null) {
            out.put("game", row.get("gameId"));
            out.put("token", row.get("ownerToken"));
            out.put("seat", row.get("ownerSeat"));
        }
        return out;
    }

    private Map<String, Object> ownerRow(String id, String secret) {
        Map<String, Object> row = row(id);
        if (row == null) throw new ApiException(404, "not-found", "no seek '" + id + "'", "no-seek", Map.of());
        if (secret == null || !Web.same(Web.sha256(secret), (String) row.get("secretHash")))
            throw new ApiException(403, "forbidden", "only the seek's owner can do this (its secret as Bearer token)");
        return row;
    }

    private static ApiException gone(String id) {
        return new ApiException(
                409, "seek-gone", "this seek is no longer open (taken or withdrawn)", "seek-gone", Map.of());
    }

    private Map<String, Object> seekView(String id) {
        return publicView(row(id));
    }

    private Map<String, Object> row(String id) {
        return db.with("could not read the seek", c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT * FROM seeks WHERE id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? read(rs) : null;
                }
            }
        });
    }

    private static Map<String, Object> read(ResultSet rs) throws SQLException {
        Map<String, Object> m = new HashMap<>();
        m.put("id", rs.getString("id"));
        m.put("secretHash", rs.getString("secret_hash"));
        m.put("connection", rs.getString("connection_id"));
        m.put("account", rs.getString("account_id"));
        m.put("name", rs.getString("name"));
        m.put("game", rs.getString("game_type"));
        m.put("options", rs.getString("options"));
        m.put("minutes", getInt(rs, "clock_minutes"));
        m.put("seconds", getInt(rs, "clock_seconds"));
        m.put("increment", getInt(rs, "clock_increment"));
        m.put("speed", rs.getString("speed"));
        m.put("rated", rs.getBoolean("rated"));
        m.put("seat", rs.getString("seat"));
        double rating = rs.getDouble("rating");
        m.put("rating", rs.wasNull() ? null : Math.round(rating));
        m.put("min", getInt(rs, "min_rating"));
        m.put("max", getInt(rs, "max_rating"));
        m.put("status", rs.getString("status"));
        m.put("gameId", rs.getString("game_id"));
        m.put("ownerToken", rs.getString("owner_token"));
        m.put("ownerSeat", rs.getString("owner_seat"));
        m.put("createdAt", rs.getLong("created_at"));
        return m;
    }

    private static Map<String, Object> publicView(Map<String, Object> row) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", row.get("id"));
        m.put("name", row.get("name"));
        m.put("account", row.get("account") != null);
        m.put("rating", row.get("rating"));
        m.put("game", row.get("game"));
        try {
            m.put("options", Web.MAPPER.readTree((String) row.get("options")));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            m.put("options", Map.of());
        }
        Map<String, Object> clock = null;
        if (row.get("minutes") != null || row.get("seconds") != null) {
            clock = new LinkedHashMap<>();
            int total = (row.get("minutes") == null ? 0 : (Integer) row.get("minutes")) * 60
                    + (row.get("seconds") == null ? 0 : (Integer) row.get("seconds"));
            clock.put("initialSeconds", total);
            clock.put("increment", row.get("increment") == null ? 0 : row.get("increment"));
        }
        m.put("clock", clock);
        m.put("speed", row.get("speed"));
        m.put("rated", row.get("rated"));
        m.put("seat", row.get("seat"));
        Map<String, Object> range = null;
        if (row.get("min") != null || row.get("max") != null) {
            range = new LinkedHashMap<>();
            range.put("min", row.get("min"));
            range.put("max", row.get("max"));
        }
        m.put("range", range);
        m.put("createdAt", Instant.ofEpochMilli((Long) row.get("createdAt")).toString());
        return m;
    }

    List<Map<String, Object>> openSeeks() {
        return db.with("could not list the seeks", c -> {
            List<Map<String, Object>> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT * FROM seeks WHERE status = 'open' AND seen_at > ? ORDER BY created_at, id LIMIT 200")) {
                s.setLong(1, System.currentTimeMillis() - STALE_SECONDS * 1000);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) out.add(publicView(read(rs)));
                }
            }
            return out;
        });
    }

    // ---- games being played

    /** The online games being played, newest first, with their players' names. */
    List<Map<String, Object>> liveGames() {
        List<Map<String, Object>> out = new ArrayList<>();
        List<Map<String, Object>> active = games.active(100);
        List<String> ids = new ArrayList<>();
        for (Map<String, Object> g : active) if ("online".equals(g.get("mode"))) ids.add((String) g.get("id"));
        if (ids.isEmpty()) return out;
        Map<String, Map<String, Object>> players = new HashMap<>();
        db.with("could not read the players", c -> {
            String marks = String.join(",", java.util.Collections.nCopies(ids.size(), "?"));
            try (PreparedStatement s =
                    c.prepareStatement("SELECT p.game_id, p.seat, p.name, m.rated, m.speed FROM game_players p"
                            + " LEFT JOIN game_meta m ON m.game_id = p.game_id WHERE p.game_id IN (" + marks + ")")) {
                for (int i = 0; i < ids.size(); i++) s.setString(i + 1, ids.get(i));
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        Map<String, Object> p = players.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>());
                        p.put(rs.getString(2), rs.getString(3));
                        p.put("rated", rs.getBoolean(4));
                        p.put("speed", rs.getString(5));
                    }
                }
            }
            return null;
        });
        for (Map<String, Object> g : active) {
            if (!"online".equals(g.get("mode"))) continue;
            Map<String, Object> p = players.getOrDefault((String) g.get("id"), Map.of());
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", g.get("id"));
            m.put("game", g.get("game"));
            m.put("name", g.get("name"));
            Map<String, Object> names = new LinkedHashMap<>();
            names.put("south", p.get("south"));
            names.put("north", p.get("north"));
            m.put("players", names);
            m.put("rated", Boolean.TRUE.equals(p.get("rated")));
            m.put("speed", p.get("speed"));
            m.put("plies", g.get("plies"));
            out.add(m);
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
                    c -> update(
                            c,
                            "UPDATE seeks SET status = 'gone' WHERE connection_id = ? AND status = 'open'",
                            connection));
            if (n > 0) bus.publish("lobby");
        } catch (RuntimeException e) {
            LOG.warn("could not withdraw the seeks of a closed lobby connection: {}", e.toString());
        }
    }

    private void onEvent(String event) {
        if (event.equals("lobby") || event.equals(Bus.RESYNC)) {
            if (dirty.compareAndSet(false, true)) timer.schedule(this::broadcastSeeks, 100, TimeUnit.MILLISECONDS);
        } else if (event.startsWith("taken ")) {
            String[] p = event.split(" ");
            if (p.length != 4) return;
            WsContext ws = sockets.get(p[1]);
            if (ws != null) send(ws, Web.write(Map.of("type", "taken", "seek", p[2], "game", p[3])));
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
        for (WsContext ws : sockets.values()) send(ws, message);
    }

    private String seeksMessage() {
        return Web.write(Map.of("type", "seeks", "seeks", openSeeks()));
    }

    /** Sends the list of games being played to the lobby's connections when it has changed. */
    void refreshGames() {
        if (sockets.isEmpty()) return;
        try {
            String message = Web.write(Map.of("type", "games", "games", liveGames()));
            if (message.equals(lastGames)) return;
            lastGames = message;
            for (WsContext ws : sockets.values()) send(ws, message);
        } catch (RuntimeException e) {
            LOG.debug("could not list the games being played: {}", e.toString());
        }
    }

    /** This server's connections are alive: their seeks are vouched for; seeks nobody vouches for are pruned. */
    private void vouch() {
        try {
            long now = System.currentTimeMillis();
            List<String> ids = new ArrayList<>(sockets.keySet());
            int pruned = db.with("could not refresh the seeks", c -> {
                for (int from = 0; from < ids.size(); from += 100) {
                    List<String> part = ids.subList(from, Math.min(ids.size(), from + 100));
                    String marks = String.join(",", java.util.Collections.nCopies(part.size(), "?"));
                    try (PreparedStatement s = c.prepareStatement(
                            "UPDATE seeks SET seen_at = ? WHERE status = 'open' AND connection_id IN (" + marks
                                    + ")")) {
                        s.setLong(1, now);
                        for (int i = 0; i < part.size(); i++) s.setString(i + 2, part.get(i));
                        s.executeUpdate();
                    }
                }
                int n = update(
                        c,
                        "UPDATE seeks SET status = 'gone' WHERE status = 'open' AND seen_at < ?",
                        now - STALE_SECONDS * 1000);
                update(c, "DELETE FROM seeks WHERE status <> 'open' AND created_at < ?", now - 3_600_000L);
                return n;
            });
            if (pruned > 0) bus.publish("lobby");
        } catch (RuntimeException e) {
            LOG.debug("lobby refresh: {}", e.toString());
        }
    }

    private static void send(WsContext ws, String message) {
        try {
            if (ws.session.isOpen()) ws.send(message);
        } catch (RuntimeException e) {
            LOG.debug("could not send to a lobby connection: {}", e.toString());
        }
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            return s.executeUpdate();
        }
    }

    private static long count(Connection c, String sql, String key, Long since) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, key);
            if (since != null) s.setLong(2, since);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) s.setNull(i, Types.INTEGER);
        else s.setInt(i, v);
    }

    private static Integer getInt(ResultSet rs, String column) throws SQLException {
        int v = rs.getInt(column);
        return rs.wasNull() ? null : v;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
