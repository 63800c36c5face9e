package org.kete.server.chat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.server.ApiException;
import org.kete.server.lobby.Bus;
import org.kete.server.player.Accounts;
import org.kete.server.player.Db;
import org.kete.server.player.GameBridge;
import org.kete.server.player.Players;
import org.kete.server.player.Web;

/**
 * The chats of a game (docs/api.md, Chat): room "players", between the two players of an online game, and
 * room "spectators", for signed-in watchers. Text only: control characters become spaces, at most
 * {@link #MAX_LENGTH} characters; the page shows it as text, never as markup. At most {@link #BURST} messages
 * in 10 s and {@link #PER_FIVE_MINUTES} in 5 minutes per sender, counted in the database. A player may mute
 * the other: the muted player's messages are then not sent to them. Chat is kept in its own table and is
 * never part of the game or its record.
 */
public final class Chat {
    static final int MAX_LENGTH = 300;
    static final int BURST = 5;
    static final int PER_FIVE_MINUTES = 30;
    static final int HISTORY = 100;

    private final Db db;
    private final Bus bus;
    private final Accounts accounts;
    private final Players players;
    private final GameBridge games;
    /** Listeners by "game room". */
    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();

    /** A connection to a room: its seat (players' room, once it has shown its token) and the last id it got. */
    private static final class Listener {
        final WsContext ws;
        volatile String seat;
        volatile long last = -1;

        Listener(WsContext ws) {
            this.ws = ws;
        }
    }

    public Chat(Db db, Bus bus, Accounts accounts, Players players, GameBridge games) {
        this.db = db;
        this.bus = bus;
        this.accounts = accounts;
        this.players = players;
        this.games = games;
        bus.subscribe(this::onEvent);
    }

    public void routes(RoutesConfig r) {
        r.get("/api/games/{id}/chat", ctx -> {
            String id = ctx.pathParam("id");
            String room = room(ctx.queryParam("room"));
            String seat = reader(ctx, id, room);
            Web.json(ctx, 200, Map.of("room", room, "messages", messages(id, room, seat, -1)));
        });
        r.post("/api/games/{id}/chat", ctx -> Web.json(ctx, 201, say(ctx, ctx.pathParam("id"))));
        r.post("/api/games/{id}/chat/mute", ctx -> {
            String id = ctx.pathParam("id");
            String seat = playerSeat(id, Web.bearer(ctx));
            boolean muted = Web.bool(Web.body(ctx), "muted", true);
            db.inTransaction("could not mute", c -> {
                if (update(c, "UPDATE game_players SET muted = ? WHERE game_id = ? AND seat = ?", muted, id, seat) == 0)
                    update(
                            c,
                            "INSERT INTO game_players (game_id, seat, name, muted) VALUES (?,?,'',?)",
                            id,
                            seat,
                            muted);
                return null;
            });
            Web.json(ctx, 200, Map.of("muted", muted));
        });
        r.ws("/api/games/{id}/chat/events", ws -> {
            ws.onConnect(ctx -> {
                String id = ctx.pathParam("id");
                String room;
                try {
                    room = room(ctx.queryParam("room"));
                    games.view(id, null);
                } catch (ApiException e) {
                    ctx.send(Web.write(Map.of("type", "error", "error", e.code(), "message", e.getMessage())));
                    ctx.closeSession(4404, "no such chat");
                    return;
                }
                ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(30));
                Listener l = new Listener(ctx);
                ctx.attribute("chat", l);
                listeners
                        .computeIfAbsent(id + " " + room, k -> ConcurrentHashMap.newKeySet())
                        .add(l);
                if (room.equals("spectators")) catchUp(id, room, Set.of(l));
            });
            ws.onMessage(ctx -> {
                JsonNode m;
                try {
                    m = Web.MAPPER.readTree(ctx.message());
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    return;
                }
                String type = m.path("type").asText();
                if (type.equals("ping")) ctx.send("{\"type\":\"pong\"}");
                Listener l = ctx.attribute("chat");
                if (type.equals("auth") && l != null && "players".equals(ctx.queryParam("room"))) {
                    try {
                        l.seat = playerSeat(ctx.pathParam("id"), m.path("token").asText(null));
                        catchUp(ctx.pathParam("id"), "players", Set.of(l));
                    } catch (ApiException e) {
                        ctx.send(Web.write(Map.of("type", "error", "error", e.code(), "message", e.getMessage())));
                    }
                }
            });
            ws.onClose(ctx -> leave(ctx.pathParam("id"), ctx.queryParam("room"), ctx.attribute("chat")));
            ws.onError(ctx -> leave(ctx.pathParam("id"), ctx.queryParam("room"), ctx.attribute("chat")));
        });
    }

    private static String room(String room) {
        if ("players".equals(room) || "spectators".equals(room)) return room;
        throw new ApiException(400, "bad-request", "room is players or spectators, not '" + room + "'");
    }

    /** Who may read: the players' room needs a seat's token (its seat is returned); anyone reads the spectators'. */
    private String reader(Context ctx, String id, String room) {
        if (room.equals("players")) return playerSeat(id, Web.bearer(ctx));
        games.view(id, null);
        return null;
    }

    /** The seat of {@code token} in an online game (the players' chat is for online games only). */
    private String playerSeat(String id, String token) {
        Map<String, Object> view = games.view(id, null);
        if (!"online".equals(view.get("mode")))
            throw new ApiException(
                    409, "conflict", "only online games have a players' chat", "chat-online-only", Map.of());
        return players.seatOf(id, token);
    }

    private Map<String, Object> say(Context ctx, String id) {
        JsonNode body = Web.body(ctx);
        String room = room(Web.text(body, "room"));
        String text = Web.text(body, "text");
        String seat = null, sender, name;
        if (room.equals("players")) {
            seat = playerSeat(id, Web.bearer(ctx));
            sender = "seat:" + id + ":" + seat;
            name = nameAt(id, seat);
        } else {
            games.view(id, null);
            Accounts.Account a = accounts.optional(ctx);
            if (a == null)
                throw new ApiException(
                        401,
                        "not-signed-in",
                        "sign in to talk in the spectators' chat",
                        "chat-needs-account",
                        Map.of());
            if (holdsSeat(id, a.id()))
                throw new ApiException(
                        403, "forbidden", "players talk in the players' chat", "chat-player-in-spectators", Map.of());
            sender = "acct:" + a.id();
            name = a.name();
        }
        String clean = clean(text);
        long now = System.currentTimeMillis();
        String fSeat = seat, fName = name == null ? "" : name;
        long id0 = -1;
        // Two messages at once may draw the same number: the second insert fails on the key, and tries again.
        for (int attempt = 0; id0 < 0; attempt++) {
            try {
                id0 = store(id, room, fSeat, sender, fName, clean, now);
            } catch (IllegalStateException e) {
                if (attempt >= 3 || !(e.getCause() instanceof SQLException q) || !"23505".equals(q.getSQLState()))
                    throw e;
            }
        }
        bus.publish("chat " + id + " " + room);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id0);
        m.put("room", room);
        m.put("seat", seat);
        m.put("name", fName.isEmpty() ? null : fName);
        m.put("text", clean);
        m.put("at", Instant.ofEpochMilli(now).toString());
        return Map.of("message", m);
    }

    private long store(String id, String room, String fSeat, String sender, String fName, String clean, long now) {
        return db.inTransaction("could not store the message", c -> {
            if (count(c, sender, now - 10_000) >= BURST || count(c, sender, now - 300_000) >= PER_FIVE_MINUTES) {
                throw new ApiException(
                        429, "chat-too-fast", "you are writing too fast; wait a little", "chat-too-fast", Map.of());
            }
            long next;
            try (PreparedStatement s =
                    c.prepareStatement("SELECT COALESCE(MAX(id), 0) + 1 FROM chat_messages WHERE game_id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    next = rs.getLong(1);
                }
            }
            update(
                    c,
                    "INSERT INTO chat_messages (id, game_id, room, seat, sender_key, name, text, at) VALUES (?,?,?,?,?,?,?,?)",
                    next,
                    id,
                    room,
                    fSeat,
                    sender,
                    fName,
                    clean,
                    now);
            return next;
        });
    }

    /** Text only: control characters (newlines too) become spaces; 1 to MAX_LENGTH characters once trimmed. */
    static String clean(String text) {
        if (text == null) throw new ApiException(400, "bad-request", "'text' is required", "chat-empty", Map.of());
        String s = text.replaceAll("[\\p{Cntrl}\\u2028\\u2029]", " ").strip();
        if (s.isEmpty()) throw new ApiException(400, "bad-request", "the message is empty", "chat-empty", Map.of());
        if (s.codePointCount(0, s.length()) > MAX_LENGTH)
            throw new ApiException(
                    400,
                    "too-long",
                    "a message has at most " + MAX_LENGTH + " characters",
                    "chat-too-long",
                    Map.of("n", MAX_LENGTH));
        return s;
    }

    private String nameAt(String id, String seat) {
        return db.with("could not read the players", c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT name FROM game_players WHERE game_id = ? AND seat = ?")) {
                s.setString(1, id);
                s.setString(2, seat);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? rs.getString(1) : null;
                }
            }
        });
    }

    private boolean holdsSeat(String id, String account) {
        return db.with("could not read the players", c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT 1 FROM game_players WHERE game_id = ? AND account_id = ?")) {
                s.setString(1, id);
                s.setString(2, account);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /** The room's messages after {@code after}, oldest first; a player who muted the other does not get theirs. */
    List<Map<String, Object>> messages(String id, String room, String readerSeat, long after) {
        return db.with("could not read the chat", c -> {
            boolean muted = false;
            if (readerSeat != null) {
                try (PreparedStatement s =
                        c.prepareStatement("SELECT muted FROM game_players WHERE game_id = ? AND seat = ?")) {
                    s.setString(1, id);
                    s.setString(2, readerSeat);
                    try (ResultSet rs = s.executeQuery()) {
                        muted = rs.next() && rs.getBoolean(1);
                    }
                }
            }
            List<Map<String, Object>> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT id, seat, name, text, at FROM chat_messages"
                    + " WHERE game_id = ? AND room = ? AND id > ? ORDER BY id DESC LIMIT " + HISTORY)) {
                s.setString(1, id);
                s.setString(2, room);
                s.setLong(3, after);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        String seat = rs.getString(2);
                        if (muted && seat != null && !seat.equals(readerSeat)) continue;
                        Map<String, Object> m = new LinkedHashMap<>();
                        m.put("id", rs.getLong(1));
                        m.put("room", room);
                        m.put("seat", seat);
                        String name = rs.getString(3);
                        m.put("name", name.isEmpty() ? null : name);
                        m.put("text", rs.getString(4));
                        m.put("at", Instant.ofEpochMilli(rs.getLong(5)).toString());
                        out.add(0, m);
                    }
                }
            }
            return out;
        });
    }

    private void onEvent(String event) {
        if (event.equals(Bus.RESYNC)) {
            for (String key : listeners.keySet()) {
                String[] p = key.split(" ");
                catchUp(p[0], p[1], listeners.getOrDefault(key, Set.of()));
            }
            return;
        }
        if (!event.startsWith("chat ")) return;
        String[] p = event.split(" ");
        if (p.length != 3) return;
        Set<Listener> set = listeners.get(p[1] + " " + p[2]);
        if (set != null) catchUp(p[1], p[2], set);
    }

    /** Sends each listener the messages it has not had yet. */
    private void catchUp(String id, String room, Set<Listener> set) {
        for (Listener l : set) {
            if (room.equals("players") && l.seat == null) continue;
            synchronized (l) {
                List<Map<String, Object>> list = messages(id, room, l.seat, l.last);
                for (Map<String, Object> m : list) {
                    long mid = (Long) m.get("id");
                    if (mid <= l.last) continue;
                    l.last = mid;
                    try {
                        if (l.ws.session.isOpen()) l.ws.send(Web.write(Map.of("type", "chat", "message", m)));
                    } catch (RuntimeException e) {
                        // A closed connection leaves with its close event.
                    }
                }
                if (list.isEmpty() && l.last < 0) l.last = 0;
            }
        }
    }

    private void leave(String id, String room, Listener l) {
        if (l == null) return;
        Set<Listener> set = listeners.get(id + " " + room);
        if (set == null) return;
        set.remove(l);
        if (set.isEmpty()) listeners.remove(id + " " + room, set);
    }

    private static long count(Connection c, String sender, long since) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("SELECT COUNT(*) FROM chat_messages WHERE sender_key = ? AND at > ?")) {
            s.setString(1, sender);
            s.setLong(2, since);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            return s.executeUpdate();
        }
    }
}
