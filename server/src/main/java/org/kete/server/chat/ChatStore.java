package org.kete.server.chat;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;

/** The SQL of the chats: table chat_messages, and the mutes kept in game_players. */
final class ChatStore {
    static final String COUNT_SQL = "SELECT COUNT(*) FROM chat_messages WHERE sender_key = ? AND at > ?";

    private final Db db;
    private final Limit burst;
    private final Limit fiveMinutes;

    ChatStore(Db db, Limit burst, Limit fiveMinutes) {
        this.db = db;
        this.burst = burst;
        this.fiveMinutes = fiveMinutes;
    }

    /** Mutes (or unmutes) the other player for {@code seat}: a row of game_players, made for a seat nobody named. */
    void mute(String id, String seat, boolean muted) {
        db.inTransaction("could not mute", c -> {
            if (Sql.update(c, "UPDATE game_players SET muted = ? WHERE game_id = ? AND seat = ?", muted, id, seat) == 0)
                Sql.update(
                        c, "INSERT INTO game_players (game_id, seat, name, muted) VALUES (?,?,'',?)", id, seat, muted);
            return null;
        });
    }

    /**
     * Stores a message under the sender's limits: the sender's lock is taken first, so that messages sent
     * together are counted one after another (on every server of the database) and no more than the limits are
     * stored; past a limit, nothing is stored and the answer is the wait until a message may be sent. Then the
     * game's lock: messages of many senders to one game draw their numbers one after another.
     */
    Added add(String id, String room, String fSeat, String sender, String fName, String clean, InstantSource clock) {
        return db.inTransaction("could not store the message", c -> {
            Limit.lock(c, "chat:" + sender);
            // Then the game's chat: its messages are numbered one after another (always in this order, so that
            // two requests never wait for each other's second lock).
            Limit.lock(c, "chat-game:" + id);
            // The time is read under the lock: the sender's messages are then stored in the order of their times.
            long now = clock.millis();
            long wait = Math.max(waitMillis(c, burst, sender, now), waitMillis(c, fiveMinutes, sender, now));
            if (wait > 0) return new Added(0, now, wait);
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
            return new Added(next, now, 0);
        });
    }

    /** A stored message's number in its game and its time; or, past a limit, nothing stored and the wait. */
    record Added(long id, long at, long waitMs) {}

    /**
     * How long the sender must wait before {@code limit} lets one more message through (0: it does now): until
     * enough of the messages in its window have left it, the oldest first.
     */
    private static long waitMillis(Connection c, Limit limit, String sender, long now) throws SQLException {
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

    String nameAt(String id, String seat) {
        return db.with(
                "could not read the players",
                c -> Sql.one(
                        c,
                        "SELECT name FROM game_players WHERE game_id = ? AND seat = ?",
                        rs -> rs.getString(1),
                        id,
                        seat));
    }

    boolean holdsSeat(String id, String account) {
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
    List<Chat.Message> messages(String id, String room, String readerSeat, long after) {
        return db.with("could not read the chat", c -> {
            boolean muted = readerSeat != null
                    && Boolean.TRUE.equals(Sql.one(
                            c,
                            "SELECT muted FROM game_players WHERE game_id = ? AND seat = ?",
                            rs -> rs.getBoolean(1),
                            id,
                            readerSeat));
            List<Chat.Message> newestFirst = Sql.all(
                    c,
                    "SELECT id, seat, name, text, at FROM chat_messages"
                            + " WHERE game_id = ? AND room = ? AND id > ? ORDER BY id DESC LIMIT " + Chat.HISTORY,
                    rs -> {
                        String name = rs.getString(3);
                        return new Chat.Message(
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
            List<Chat.Message> out = new ArrayList<>();
            for (Chat.Message m : newestFirst) {
                if (muted && m.seat() != null && !m.seat().equals(readerSeat)) continue;
                out.add(0, m);
            }
            return out;
        });
    }
}
