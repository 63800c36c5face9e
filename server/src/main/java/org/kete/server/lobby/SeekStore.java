package org.kete.server.lobby;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;
import org.kete.server.rating.Glicko2;
import org.kete.server.rating.Ratings;
import org.kete.server.rating.Speed;

/**
 * The lobby's SQL: the {@code seeks} table (a seek's rule options are kept as the JSON object they came as), and
 * the players and facts of a game made from a seek ({@code game_players}, {@code game_meta}).
 */
final class SeekStore {
    /** A seek with its owner's rating now in the seek's pool (LEFT JOIN: a guest has none). */
    private static final String SELECT = "SELECT s.*, r.rating AS now_rating, r.rd AS now_rd FROM seeks s"
            + " LEFT JOIN ratings r ON r.account_id = s.account_id AND r.game_type = s.game_type"
            + " AND r.speed = s.speed";

    private static final String SEEKS_SINCE = "SELECT COUNT(*) FROM seeks WHERE owner_key = ? AND created_at > ?";
    private static final JsonFactory JSON = new JsonFactory();

    private final Db db;

    SeekStore(Db db) {
        this.db = db;
    }

    /** The per-minute limit of new seeks of one owner key. */
    static Limit perMinute(int max) {
        return new Limit(SEEKS_SINCE, 60_000, max);
    }

    /**
     * A new seek's id and secret's hash, and its owner: the key its limits count by, the hash of its browser's
     * device cookie, its account (null: a guest), its name; the seek's speed and the owner's rating at it.
     */
    record Owner(
            String id,
            String secretHash,
            String key,
            String deviceHash,
            String account,
            String name,
            Speed speed,
            Double rating) {}

    Seek byId(String id) {
        return db.with("could not read the seek", c -> Sql.one(c, SELECT + " WHERE s.id = ?", SeekStore::read, id));
    }

    /** The open seeks vouched for since {@code since}, oldest first (200 at most). */
    List<Seek> open(long since) {
        return db.with(
                "could not list the seeks",
                c -> Sql.all(
                        c,
                        SELECT + " WHERE s.status = 'open' AND s.seen_at > ? ORDER BY s.created_at, s.id LIMIT 200",
                        SeekStore::read,
                        since));
    }

    static long openOf(Connection c, String ownerKey) throws SQLException {
        return Sql.count(c, "SELECT COUNT(*) FROM seeks WHERE owner_key = ? AND status = 'open'", ownerKey);
    }

    /** When the {@code skip}-th oldest seek of the owner's since {@code since} was posted (null: none). */
    static Long postedAt(Connection c, String ownerKey, long since, int skip) throws SQLException {
        return Sql.one(
                c,
                "SELECT created_at FROM seeks WHERE owner_key = ? AND created_at > ? ORDER BY created_at LIMIT 1 OFFSET "
                        + Math.max(0, skip),
                rs -> rs.getLong(1),
                ownerKey,
                since);
    }

    static void insert(Connection c, Seeks.NewSeek row, Owner by, long now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO seeks (id, secret_hash, connection_id, owner_key, owner_device, account_id, name,"
                        + " game_type, options, clock_minutes, clock_seconds, clock_increment, speed, rated, seat,"
                        + " rating, min_rating, max_rating, status, created_at, seen_at)"
                        + " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,'open',?,?)")) {
            int i = 1;
            s.setString(i++, by.id());
            s.setString(i++, by.secretHash());
            s.setString(i++, row.connection());
            s.setString(i++, by.key());
            s.setString(i++, by.deviceHash());
            s.setString(i++, by.account());
            s.setString(i++, by.name());
            s.setString(i++, row.game());
            s.setString(i++, json(row.options()));
            setInt(s, i++, row.clock().minutes());
            setInt(s, i++, row.clock().seconds());
            setInt(s, i++, row.clock().increment());
            s.setString(i++, by.speed().text());
            s.setBoolean(i++, row.rated());
            s.setString(i++, row.seat());
            if (by.rating() == null) s.setNull(i++, Types.DOUBLE);
            else s.setDouble(i++, by.rating());
            setInt(s, i++, row.min());
            setInt(s, i++, row.max());
            s.setLong(i++, now);
            s.setLong(i, now);
            s.executeUpdate();
        }
    }

    /** Moves an {@code from} seek to {@code to}; whether it was {@code from}. */
    boolean move(String id, String from, String to) {
        return db.with(
                        "could not change the seek",
                        c -> Sql.update(c, "UPDATE seeks SET status = ? WHERE id = ? AND status = ?", to, id, from))
                == 1;
    }

    /** The open seeks of a lobby connection go; how many went. */
    int withdraw(String connection) {
        return db.with(
                "could not withdraw the seeks",
                c -> Sql.update(
                        c, "UPDATE seeks SET status = 'gone' WHERE connection_id = ? AND status = 'open'", connection));
    }

    static void taken(Connection c, String id, String gameId, String ownerToken, String ownerSeat) throws SQLException {
        Sql.update(
                c,
                "UPDATE seeks SET game_id = ?, owner_token = ?, owner_seat = ? WHERE id = ?",
                gameId,
                ownerToken,
                ownerSeat,
                id);
    }

    /** The facts of a game made from a seek, read by the ratings when it ends. */
    static void gameMeta(
            Connection c,
            String gameId,
            String type,
            String speed,
            boolean rated,
            long now,
            String unratedReason,
            String pairKey)
            throws SQLException {
        Sql.update(
                c,
                "INSERT INTO game_meta (game_id, game_type, speed, rated, rating_applied, created_at, unrated_reason,"
                        + " pair_key) VALUES (?,?,?,?,FALSE,?,?,?)",
                gameId,
                type,
                speed,
                rated,
                now,
                unratedReason,
                pairKey);
    }

    /**
     * The seeks of {@code connections} (this server's) are vouched for at {@code now}; open seeks nobody vouched
     * for since {@code staleBefore} go, and seeks closed an hour ago are forgotten. Returns how many went.
     */
    int vouch(Collection<String> connections, long now, long staleBefore) {
        List<String> ids = new ArrayList<>(connections);
        return db.with("could not refresh the seeks", c -> {
            for (int from = 0; from < ids.size(); from += 100) {
                List<String> part = ids.subList(from, Math.min(ids.size(), from + 100));
                try (PreparedStatement s =
                        c.prepareStatement("UPDATE seeks SET seen_at = ? WHERE status = 'open' AND connection_id IN ("
                                + Sql.marks(part.size()) + ")")) {
                    s.setLong(1, now);
                    for (int i = 0; i < part.size(); i++) s.setString(i + 2, part.get(i));
                    s.executeUpdate();
                }
            }
            int n = Sql.update(
                    c, "UPDATE seeks SET status = 'gone' WHERE status = 'open' AND seen_at < ?", staleBefore);
            Sql.update(c, "DELETE FROM seeks WHERE status <> 'open' AND created_at < ?", now - 3_600_000L);
            return n;
        });
    }

    /** A player of a game being played: its seat and name, and whether the game is rated, at which speed. */
    record Seated(String gameId, String seat, String name, boolean rated, String speed) {}

    List<Seated> seated(List<String> gameIds) {
        return db.with(
                "could not read the players",
                c -> Sql.all(
                        c,
                        "SELECT p.game_id, p.seat, p.name, m.rated, m.speed FROM game_players p"
                                + " LEFT JOIN game_meta m ON m.game_id = p.game_id WHERE p.game_id IN ("
                                + Sql.marks(gameIds.size()) + ")",
                        rs -> new Seated(
                                rs.getString(1), rs.getString(2), rs.getString(3), rs.getBoolean(4), rs.getString(5)),
                        gameIds.toArray()));
    }

    private static Seek read(ResultSet rs) throws SQLException {
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
                choices(rs.getString("options")),
                new SeekClock(
                        Sql.integer(rs, "clock_minutes"),
                        Sql.integer(rs, "clock_seconds"),
                        Sql.integer(rs, "clock_increment")),
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

    /** The options as a JSON object: text as strings, numbers and booleans as their literals. */
    static String json(List<RuleChoice> choices) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            for (RuleChoice c : choices) {
                g.writeFieldName(c.name());
                if (c.text()) g.writeString(c.value());
                else g.writeRawValue(c.value());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** The options stored as {@link #json}; none if the text is not such an object. */
    static List<RuleChoice> choices(String json) {
        List<RuleChoice> out = new ArrayList<>();
        try (JsonParser p = JSON.createParser(json == null ? "{}" : json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) return List.of();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) return List.of();
                out.add(new RuleChoice(name, p.getText(), t == JsonToken.VALUE_STRING));
            }
        } catch (IOException e) {
            return List.of();
        }
        return out;
    }

    private static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) s.setNull(i, Types.INTEGER);
        else s.setInt(i, v);
    }
}
