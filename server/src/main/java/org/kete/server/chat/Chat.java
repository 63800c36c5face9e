package org.kete.server.chat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.sql.SQLException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.server.account.Accounts;
import org.kete.server.account.Players;
import org.kete.server.common.ApiException;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;
import org.kete.server.game.GameBridge;
import org.kete.server.http.Web;
import org.kete.server.lobby.Bus;

/**
 * The chats of a game (docs/api.md, Chat): room "players", between the two players of an online game, and
 * room "spectators", for signed-in watchers. Text only, cleaned by {@link ChatText} (control characters become
 * spaces; bidirectional controls and other invisible format characters are removed), at most {@link #MAX_LENGTH}
 * characters; the page shows it as text, never as markup. At most {@code chat-burst} messages in 10 s and
 * {@code chat-per-five-minutes} in 5 minutes per sender ({@link Limits}), counted in the database under the
 * sender's lock, so that messages sent together are counted one after another on every server. A player may
 * mute the other: the muted player's messages are then not sent to them. Chat is kept in its own table and is
 * never part of the game or its record.
 */
public final class Chat {
    static final int MAX_LENGTH = 300;
    static final int HISTORY = 100;
    static final long BURST_MS = 10_000;
    static final long FIVE_MINUTES_MS = 300_000;

    /** The bus's event: "chat &lt;game&gt; &lt;room&gt;", a new message in a room. */
    private static final String CHAT = "chat";

    private static final String COUNT_SQL = "SELECT COUNT(*) FROM chat_messages WHERE sender_key = ? AND at > ?";

    // ---- requests and views (docs/api.md, Chat)

    /** POST /api/games/{id}/chat. */
    record Say(String room, String text) {
        static Say read(JsonNode body) {
            return new Say(Web.text(body, "room"), Web.text(body, "text"));
        }
    }

    /** POST /api/games/{id}/chat/mute. */
    record Mute(boolean muted) {
        static Mute read(JsonNode body) {
            return new Mute(Web.bool(body, "muted", true));
        }
    }

    /** A message; {@code seat} in the players' room, {@code name} null for a seat nobody named. */
    public record Message(long id, String room, String seat, String name, String text, String at) {}

    public record Said(Message message) {}

    public record Messages(String room, List<Message> messages) {}

    public record Muted(boolean muted) {}

    record ChatMessage(String type, Message message) {}

    record ErrorMessage(String type, String error, String message) {}

    private final Db db;
    private final Limits limits;
    /** The time, read here (tests move it on). */
    private final InstantSource clock;

    private final Bus bus;
    private final Accounts accounts;
    private final Players players;
    private final GameBridge games;
    /** Listeners by "game room". */
    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();

    private final Limit burst;
    private final Limit fiveMinutes;

    /** A connection to a room: its seat (players' room, once it has shown its token) and the last id it got. */
    private static final class Listener {
        final WsContext ws;
        volatile String seat;
        volatile long last = -1;

        Listener(WsContext ws) {
            this.ws = ws;
        }
    }

    public Chat(
            Db db, Bus bus, Accounts accounts, Players players, GameBridge games, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.limits = limits;
        this.db = db;
        this.bus = bus;
        this.accounts = accounts;
        this.players = players;
        this.games = games;
        this.burst = new Limit(COUNT_SQL, BURST_MS, limits.count(Limits.Name.CHAT_BURST));
        this.fiveMinutes = new Limit(COUNT_SQL, FIVE_MINUTES_MS, limits.count(Limits.Name.CHAT_PER_FIVE_MINUTES));
        bus.subscribe(this::onEvent);
    }

    public void routes(RoutesConfig r) {
        r.get("/api/games/{id}/chat", ctx -> {
            String id = ctx.pathParam("id");
            String room = room(ctx.queryParam("room"));
            String seat = reader(ctx, id, room);
            Messages read = new Messages(room, messages(id, room, seat, -1));
            // The players' room is read with a seat's token: what the two players say to each other is theirs.
            if (seat != null) Web.privateJson(ctx, 200, read);
            else Web.json(ctx, 200, read);
        });
        r.post(
                "/api/games/{id}/chat",
                ctx -> Web.json(ctx, 201, say(ctx, ctx.pathParam("id"), Say.read(Web.body(ctx)))));
        r.post("/api/games/{id}/chat/mute", ctx -> {
            String id = ctx.pathParam("id");
            String seat = playerSeat(id, Web.bearer(ctx));
            boolean muted = Mute.read(Web.body(ctx)).muted();
            db.inTransaction("could not mute", c -> {
                if (Sql.update(c, "UPDATE game_players SET muted = ? WHERE game_id = ? AND seat = ?", muted, id, seat)
                        == 0)
                    Sql.update(
                            c,
                            "INSERT INTO game_players (game_id, seat, name, muted) VALUES (?,?,'',?)",
                            id,
                            seat,
                            muted);
                return null;
            });
            Web.json(ctx, 200, new Muted(muted));
        });
        r.ws("/api/games/{id}/chat/events", ws -> {
            ws.onConnect(ctx -> {
                if (!ctx.session.isOpen()) return; // over its address's cap (KeteServer's Sockets)
                String id = ctx.pathParam("id");
                String room;
                try {
                    room = room(ctx.queryParam("room"));
                    games.facts(id, null);
                } catch (ApiException e) {
                    ctx.send(Web.write(new ErrorMessage("error", e.code(), e.getMessage())));
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
                        ctx.send(Web.write(new ErrorMessage("error", e.code(), e.getMessage())));
                    }
                }
            });
            ws.onClose(ctx -> leave(ctx.pathParam("id"), ctx.queryParam("room"), ctx.attribute("chat")));
            ws.onError(ctx -> leave(ctx.pathParam("id"), ctx.queryParam("room"), ctx.attribute("chat")));
        });
    }

    private static String room(String room) {
        if ("players".equals(room) || "spectators".equals(room)) return room;
        throw ApiException.notOneOf(
                "room is players or spectators, not '" + room + "'", "room", room, "players", "spectators");
    }

    /** Who may read: the players' room needs a seat's token (its seat is returned); anyone reads the spectators'. */
    private String reader(Context ctx, String id, String room) {
        if (room.equals("players")) return playerSeat(id, Web.bearer(ctx));
        games.facts(id, null);
        return null;
    }

    /** The seat of {@code token} in an online game (the players' chat is for online games only). */
    private String playerSeat(String id, String token) {
        if (!"online".equals(games.facts(id, null).mode()))
            throw new ApiException(
                    409, "conflict", "only online games have a players' chat", "chat-online-only", Map.of());
        return players.seatOf(id, token);
    }

    private Said say(Context ctx, String id, Say say) {
        String room = room(say.room());
        String text = say.text();
        String seat = null, sender, name;
        if (room.equals("players")) {
            seat = playerSeat(id, Web.bearer(ctx));
            sender = "seat:" + id + ":" + seat;
            name = nameAt(id, seat);
        } else {
            games.facts(id, null);
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
        String fSeat = seat, fName = name == null ? "" : name;
        Stored stored = store(ctx, id, room, fSeat, sender, fName, clean);
        bus.publish(CHAT, id, room);
        return new Said(new Message(
                stored.id(),
                room,
                seat,
                fName.isEmpty() ? null : fName,
                clean,
                Instant.ofEpochMilli(stored.at()).toString()));
    }

    /**
     * Stores a message under the sender's limits: the sender's lock is taken first, so that messages sent
     * together are counted one after another (on every server of the database) and no more than the limits are
     * stored; past a limit, {@code 429 chat-too-fast} with the seconds until a message may be sent again. Then
     * the game's lock: messages of many senders to one game draw their numbers one after another.
     */
    private Stored store(Context ctx, String id, String room, String fSeat, String sender, String fName, String clean) {
        return db.inTransaction("could not store the message", c -> {
            Limit.lock(c, "chat:" + sender);
            // Then the game's chat: its messages are numbered one after another (always in this order, so that
            // two requests never wait for each other's second lock).
            Limit.lock(c, "chat-game:" + id);
            // The time is read under the lock: the sender's messages are then stored in the order of their times.
            long now = clock.millis();
            long wait = Math.max(waitMillis(c, burst, sender, now), waitMillis(c, fiveMinutes, sender, now));
            if (wait > 0) {
                ctx.header("Retry-After", String.valueOf(Math.max(1, (wait + 999) / 1000)));
                throw new ApiException(
                        429, "chat-too-fast", "you are writing too fast; wait a little", "chat-too-fast", Map.of());
            }
            long next = Sql.one(
                    c, "SELECT COALESCE(MAX(id), 0) + 1 FROM chat_messages WHERE game_id = ?", rs -> rs.getLong(1), id);
            Sql.update(
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
            return new Stored(next, now);
        });
    }

    /** A stored message's number in its game and its time. */
    private record Stored(long id, long at) {}

    /**
     * How long the sender must wait before {@code limit} lets one more message through (0: it does now): until
     * enough of the messages in its window have left it, the oldest first.
     */
    private static long waitMillis(java.sql.Connection c, Limit limit, String sender, long now) throws SQLException {
        int n = limit.count(c, sender, now);
        if (n < limit.max()) return 0;
        if (limit.max() == 0) return limit.windowMs();
        Long leaving = Sql.one(
                c,
                "SELECT at FROM chat_messages WHERE sender_key = ? AND at > ? ORDER BY at LIMIT 1 OFFSET "
                        + (n - limit.max()),
                rs -> rs.getLong(1),
                sender,
                now - limit.windowMs());
        return leaving == null ? 1 : Math.max(1, leaving + limit.windowMs() - now);
    }

    /**
     * The message as others will see it ({@link ChatText}): 1 to MAX_LENGTH characters once cleaned. A message
     * of nothing but invisible or control characters is refused, as an empty one is.
     */
    static String clean(String text) {
        if (text == null) throw new ApiException(400, "bad-request", "'text' is required", "chat-empty", Map.of());
        String s = ChatText.clean(text);
        if (s.isEmpty() && text.isBlank())
            throw new ApiException(400, "bad-request", "the message is empty", "chat-empty", Map.of());
        if (s.isEmpty())
            throw new ApiException(
                    400,
                    "bad-request",
                    "the message has nothing to show once control and invisible characters are removed",
                    "chat-invisible",
                    Map.of());
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
        return db.with(
                "could not read the players",
                c -> Sql.one(
                        c,
                        "SELECT name FROM game_players WHERE game_id = ? AND seat = ?",
                        rs -> rs.getString(1),
                        id,
                        seat));
    }

    private boolean holdsSeat(String id, String account) {
        return db.with(
                "could not read the players",
                c -> Sql.one(
                                c,
                                "SELECT 1 FROM game_players WHERE game_id = ? AND account_id = ?",
                                rs -> true,
                                id,
                                account)
                        != null);
    }

    /** The room's messages after {@code after}, oldest first; a player who muted the other does not get theirs. */
    List<Message> messages(String id, String room, String readerSeat, long after) {
        return db.with("could not read the chat", c -> {
            boolean muted = readerSeat != null
                    && Boolean.TRUE.equals(Sql.one(
                            c,
                            "SELECT muted FROM game_players WHERE game_id = ? AND seat = ?",
                            rs -> rs.getBoolean(1),
                            id,
                            readerSeat));
            List<Message> newestFirst = Sql.all(
                    c,
                    "SELECT id, seat, name, text, at FROM chat_messages"
                            + " WHERE game_id = ? AND room = ? AND id > ? ORDER BY id DESC LIMIT " + HISTORY,
                    rs -> {
                        String name = rs.getString(3);
                        return new Message(
                                rs.getLong(1),
                                room,
                                rs.getString(2),
                                name.isEmpty() ? null : name,
                                rs.getString(4),
                                Instant.ofEpochMilli(rs.getLong(5)).toString());
                    },
                    id,
                    room,
                    after);
            List<Message> out = new ArrayList<>();
            for (Message m : newestFirst) {
                if (muted && m.seat() != null && !m.seat().equals(readerSeat)) continue;
                out.add(0, m);
            }
            return out;
        });
    }

    private void onEvent(Bus.Event event) {
        if (event.is(Bus.RESYNC, 0)) {
            for (String key : listeners.keySet()) {
                String[] p = key.split(" ");
                catchUp(p[0], p[1], listeners.getOrDefault(key, Set.of()));
            }
            return;
        }
        if (!event.is(CHAT, 2)) return;
        Set<Listener> set = listeners.get(event.arg(0) + " " + event.arg(1));
        if (set != null) catchUp(event.arg(0), event.arg(1), set);
    }

    /** Sends each listener the messages it has not had yet. */
    private void catchUp(String id, String room, Set<Listener> set) {
        for (Listener l : set) {
            if (room.equals("players") && l.seat == null) continue;
            synchronized (l) {
                List<Message> list = messages(id, room, l.seat, l.last);
                for (Message m : list) {
                    if (m.id() <= l.last) continue;
                    l.last = m.id();
                    Bus.send(l.ws, Web.write(new ChatMessage("chat", m)));
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
}
