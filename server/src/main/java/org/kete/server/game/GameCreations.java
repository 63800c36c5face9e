package org.kete.server.game;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;
import org.kete.server.config.Limits;
import org.kete.server.db.Limit;

/**
 * The limits on creating games (docs/security.md, Games): at most {@code games-per-minute-per-sender} games a
 * minute for one sender and {@code games-per-minute-per-address} for one address, whichever way the game is
 * made (a new game, an uploaded record, a rematch, a match's next game). Each new game has a row in
 * game_creations with its creator's two keys; a creation locks both keys (sender first, then address, always in
 * that order, so two creations never wait for each other in a circle), counts their rows of the last minute and
 * adds its own in the same transaction as the game: requests sent together, to any server of one database, are
 * counted one after another.
 */
public final class GameCreations {
    static final long WINDOW_MS = 60_000;

    /**
     * Who creates a game: the sender (the sign-in session when there is one, else the browser's device cookie,
     * else the address: a program that keeps no cookie is one sender per address) and the address, each as a
     * SHA-256. The sender's key splits an address that many people share; the address's key is the bound that a
     * sender cannot step around by changing cookies.
     */
    public record Sender(String senderKey, String addressKey) {
        /** No one counted: games the lobby makes (bounded by the seeks' own limits) and the tests' own. */
        public static final Sender NONE = new Sender(null, null);

        public static Sender of(String session, String device, String address) {
            String a = address == null ? "unknown" : address;
            String sender = session != null ? "session:" + session : device != null ? "device:" + device : "ip:" + a;
            return new Sender(Secrets.hash("game-sender " + sender), Secrets.hash("game-address " + a));
        }

        boolean counted() {
            return senderKey != null;
        }
    }

    private final Limit perSender;
    private final Limit perAddress;

    public GameCreations(Limits limits) {
        perSender = new Limit(
                "SELECT COUNT(*) FROM game_creations WHERE sender_key = ? AND created_at > ?",
                WINDOW_MS,
                limits.count(Limits.Name.GAMES_PER_MINUTE_PER_SENDER));
        perAddress = new Limit(
                "SELECT COUNT(*) FROM game_creations WHERE address_key = ? AND created_at > ?",
                WINDOW_MS,
                limits.count(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS));
    }

    /**
     * Counts game {@code gameId}, made now (by {@code clock}) by {@code by}, inside the transaction of {@code c} that stores it; 429
     * (and nothing stored: the caller's transaction rolls back) if either of its keys has made its games of the
     * minute. Nothing is counted for {@link Sender#NONE}.
     */
    void claim(Connection c, Sender by, String gameId, InstantSource clock) throws SQLException {
        if (!by.counted()) return;
        Limit.lock(c, "games:" + by.senderKey());
        Limit.lock(c, "games-from:" + by.addressKey());
        // The time once the keys are held: a creation that waited for them counts after those it waited for.
        long now = clock.millis();
        if (perSender.isReached(c, by.senderKey(), now)) throw refused(c, "sender_key", by.senderKey(), perSender, now);
        if (perAddress.isReached(c, by.addressKey(), now))
            throw refused(c, "address_key", by.addressKey(), perAddress, now);
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO game_creations (game_id, sender_key, address_key, created_at) VALUES (?,?,?,?)")) {
            s.setString(1, gameId);
            s.setString(2, by.senderKey());
            s.setString(3, by.addressKey());
            s.setLong(4, now);
            s.executeUpdate();
        }
    }

    /** Who created game {@code gameId} as far as its row says (a match's next game is theirs too). */
    static Sender creatorOf(Connection c, String gameId) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("SELECT sender_key, address_key FROM game_creations WHERE game_id = ?")) {
            s.setString(1, gameId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? new Sender(r.getString(1), r.getString(2)) : Sender.NONE;
            }
        }
    }

    /** 429 too-many-games, with the seconds until the oldest game of the minute leaves it (Retry-After). */
    private static ApiException refused(Connection c, String column, String key, Limit limit, long now)
            throws SQLException {
        long oldest = now;
        try (PreparedStatement s = c.prepareStatement(
                "SELECT MIN(created_at) FROM game_creations WHERE " + column + " = ? AND created_at > ?")) {
            s.setString(1, key);
            s.setLong(2, now - WINDOW_MS);
            try (ResultSet r = s.executeQuery()) {
                if (r.next() && r.getObject(1) != null) oldest = r.getLong(1);
            }
        }
        long seconds = Math.max(1, Math.min(WINDOW_MS / 1000, (oldest + WINDOW_MS - now + 999) / 1000));
        return tooMany(limit.max(), seconds);
    }

    /** The refusal: at most {@code n} new games a minute; ask again in {@code seconds}. */
    public static ApiException tooMany(int n, long seconds) {
        return ApiException.tooMany(
                "too-many-games",
                "at most " + n + " new games a minute; wait " + seconds + " s",
                "too-many-games",
                Map.of("n", n),
                seconds);
    }
}
