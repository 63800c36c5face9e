package org.kete.server.chat;

import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.kete.server.account.Accounts;
import org.kete.server.account.Players;
import org.kete.server.common.ApiException;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.game.GameBridge;
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
    public static final String CHAT = "chat";

    // ---- views (docs/api.md, Chat)

    /** A message; {@code seat} in the players' room, {@code name} null for a seat nobody named. */
    public record Message(long id, String room, String seat, String name, String text, String at) {}

    public record Said(Message message) {}

    public record Messages(String room, List<Message> messages) {}

    public record Muted(boolean muted) {}

    /** The time, read here (tests move it on). */
    private final InstantSource clock;

    private final Bus bus;
    private final Players players;
    private final GameBridge games;
    private final ChatStore store;

    public Chat(Db db, Bus bus, Players players, GameBridge games, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.bus = bus;
        this.players = players;
        this.games = games;
        this.store = new ChatStore(
                db,
                new Limit(ChatStore.COUNT_SQL, BURST_MS, limits.count(Limits.Name.CHAT_BURST)),
                new Limit(ChatStore.COUNT_SQL, FIVE_MINUTES_MS, limits.count(Limits.Name.CHAT_PER_FIVE_MINUTES)));
    }

    /**
     * The messages of {@code room} of game {@code id} that the holder of {@code token} may read: the players' room
     * needs a seat's token, the spectators' is anyone's. {@code seat} says whose (null: the spectators').
     */
    public record Read(Messages messages, String seat) {}

    /** The room's messages after {@code after}, oldest first; a player who muted the other does not get theirs. */
    public List<Message> messages(String id, String room, String readerSeat, long after) {
        return store.messages(id, room, readerSeat, after);
    }

    public Read read(String id, String roomName, String token) {
        String room = room(roomName);
        String seat = reader(id, room, token);
        return new Read(new Messages(room, store.messages(id, room, seat, -1)), seat);
    }

    /**
     * Mutes (or unmutes) the other player for {@code seat} (as {@link #playerSeat} found it): their messages are
     * no longer sent to it.
     */
    public Muted mute(String id, String seat, boolean muted) {
        store.mute(id, seat, muted);
        return new Muted(muted);
    }

    /** The room {@code room} of game {@code id}, checked: 400 for no such room, 404 for no such game. */
    public String room(String id, String room) {
        String checked = room(room);
        games.facts(id, null);
        return checked;
    }

    static String room(String room) {
        if ("players".equals(room) || "spectators".equals(room)) return room;
        throw ApiException.notOneOf(
                "room is players or spectators, not '" + room + "'", "room", room, "players", "spectators");
    }

    /** Who may read: the players' room needs a seat's token (its seat is returned); anyone reads the spectators'. */
    private String reader(String id, String room, String token) {
        if (room.equals("players")) return playerSeat(id, token);
        games.facts(id, null);
        return null;
    }

    /** The seat of {@code token} in an online game (the players' chat is for online games only). */
    public String playerSeat(String id, String token) {
        if (!"online".equals(games.facts(id, null).mode()))
            throw ApiException.conflict(
                    "conflict", "only online games have a players' chat", "chat-online-only", Map.of());
        return players.seatOf(id, token);
    }

    /**
     * Says {@code text} in room {@code roomName} of game {@code id}: in the players' room as the seat of
     * {@code token}, in the spectators' as the signed-in account {@code signedIn} gives (asked once the game is
     * known to exist; null: a guest, who may not).
     */
    public Said say(String id, String roomName, String text, String token, Supplier<Accounts.Account> signedIn) {
        String room = room(roomName);
        String seat = null, sender, name;
        if (room.equals("players")) {
            seat = playerSeat(id, token);
            sender = "seat:" + id + ":" + seat;
            name = store.nameAt(id, seat);
        } else {
            games.facts(id, null);
            Accounts.Account a = signedIn.get();
            if (a == null)
                throw new ApiException(
                        401,
                        "not-signed-in",
                        "sign in to talk in the spectators' chat",
                        "chat-needs-account",
                        Map.of());
            if (store.holdsSeat(id, a.id()))
                throw new ApiException(
                        403, "forbidden", "players talk in the players' chat", "chat-player-in-spectators", Map.of());
            sender = "acct:" + a.id();
            name = a.name();
        }
        String clean = clean(text);
        String fSeat = seat, fName = name == null ? "" : name;
        ChatStore.Added stored = store.add(id, room, fSeat, sender, fName, clean, clock);
        if (stored.waitMs() > 0)
            throw ApiException.tooMany(
                    "chat-too-fast",
                    "you are writing too fast; wait a little",
                    "chat-too-fast",
                    Map.of(),
                    (stored.waitMs() + 999) / 1000);
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
}
