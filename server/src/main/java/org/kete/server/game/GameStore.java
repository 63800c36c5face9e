package org.kete.server.game;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.kete.engine.Player;
import org.kete.server.db.Database;

/**
 * The games table. Every change goes through {@link #update}, which writes only if the row is still at the
 * version the change was computed from ({@code UPDATE ... WHERE id = ? AND version = ?}): of two processes
 * racing for the same turn, exactly one write succeeds and the other is told its version is stale.
 *
 * <p>The rows this process wrote last are kept ({@link #find(String, Integer)}): a row at a given version was
 * written once, by the one guarded write that made that version, so a kept row whose version is the one a
 * request names is the row in the database, whichever process or database is behind it. A move in a game in
 * play then reads nothing before its write.
 */
public final class GameStore {
    /** Rows kept, one per game: those of the games in play, of the order of a kilobyte each. */
    static final long WRITTEN_GAMES = 10_000;

    private static final String COLUMNS = "id, game_type, options, mode, level, computer_seat, first_player,"
            + " start_position, moves, version, status, south_token, north_token, offer_kind, offer_by, winner,"
            + " end_reason, south_score, north_score, clock_initial_ms, clock_increment_ms, south_ms, north_ms,"
            + " turn_started_at, created_at, match_id, match_number, a_seat, next_game, started, turn_since,"
            + " deadline_at, updated_at";

    private final Database db;
    /** Told of every committed change of a row (its id and new version), after the commit: {@link Live#announce}. */
    private final Announcer announcer;
    /** Stamps each change's time (updated_at). */
    private final InstantSource clock;
    /** The row of each game as this process last wrote it; dropped when a write fails or is refused. */
    private final Cache<String, StoredGame> written = Caffeine.newBuilder()
            .maximumSize(WRITTEN_GAMES)
            // Evictions run on the thread that writes, not on the common pool: nothing in the background.
            .executor(Runnable::run)
            .build();

    /** Who hears of the committed changes of games, to tell the other servers sharing the database. */
    @FunctionalInterface
    public interface Announcer {
        void changed(String gameId, int version);
    }

    /** A store whose changes nobody else hears of (a single process, or tests of the store alone). */
    public GameStore(Database db, InstantSource clock) {
        this(db, clock, (id, version) -> {});
    }

    public GameStore(Database db, InstantSource clock, Announcer announcer) {
        this.db = db;
        this.clock = clock;
        this.announcer = announcer;
    }

    /** A new game without a match (an uploaded record), counted as {@code by}'s (see {@link GameCreations}). */
    public void insert(StoredGame g, GameCreations.Sender by) {
        try (Connection c = db.connection()) {
            Database.inTransaction(c, () -> {
                count(c, by, g);
                insertGame(c, g);
                return null;
            });
        } catch (SQLException e) {
            throw db.failure("could not store a new game", e);
        }
        announcer.changed(g.id(), g.version());
    }

    /** What counts the games each sender creates; nothing is counted without it (tests of the store alone). */
    private volatile GameCreations creations;

    /** Sets what counts new games against their creators' limits; wired once, at the server's start. */
    public void countWith(GameCreations c) {
        this.creations = c;
    }

    private void count(Connection c, GameCreations.Sender by, StoredGame g) throws SQLException {
        GameCreations counter = creations;
        if (counter != null) counter.claim(c, by, g.id(), clock);
    }

    private static void insertGame(Connection c, StoredGame g) throws SQLException {
        String sql = "INSERT INTO games (" + COLUMNS
                + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            int i = bindAll(s, g, 1);
            s.setLong(i, g.updatedAt());
            s.executeUpdate();
        }
    }

    public Optional<StoredGame> find(String id) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(read(r)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw db.failure("could not read game " + id, e);
        }
    }

    /** The games of these ids that exist, by id, read with one statement. */
    public Map<String, StoredGame> findAll(List<String> ids) {
        if (ids.isEmpty()) return Map.of();
        String marks = String.join(",", Collections.nCopies(ids.size(), "?"));
        try (Connection c = db.connection();
                PreparedStatement s =
                        c.prepareStatement("SELECT " + COLUMNS + " FROM games WHERE id IN (" + marks + ")")) {
            for (int i = 0; i < ids.size(); i++) s.setString(i + 1, ids.get(i));
            Map<String, StoredGame> out = new HashMap<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    StoredGame g = read(r);
                    out.put(g.id(), g);
                }
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not read " + ids.size() + " games", e);
        }
    }

    /**
     * The game for a change asked at {@code version}: the row this process last wrote if it is at that version
     * (see the class comment), else the row read from the database, whose version may differ (the request is
     * then refused as stale, with the version read).
     */
    public Optional<StoredGame> find(String id, Integer version) {
        if (version != null) {
            StoredGame kept = written.getIfPresent(id);
            if (kept != null && kept.version() == version) return Optional.of(kept);
        }
        return find(id);
    }

    /** Only the version, for the WebSocket poller. */
    public Optional<Integer> version(String id) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT version FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getInt(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw db.failure("could not read game " + id, e);
        }
    }

    /**
     * Writes {@code changed} over the row if the row is still at {@code changed.version()}, and returns the
     * stored game at its new version (one more); empty if another change got there first.
     */
    public Optional<StoredGame> update(StoredGame changed) {
        return update(changed, null);
    }

    /**
     * As {@link #update(StoredGame)}, and in the same transaction (only if the guarded write succeeds): inserts
     * {@code next} (a match's next game or a rematch) and writes {@code match} (its new score), when given.
     * So a finished game, the score it makes and the game that follows it are stored together or not at all.
     */
    public Optional<StoredGame> update(StoredGame changed, StoredGame next, StoredMatch match) {
        return update(changed, c -> {
            if (next != null) {
                // The match's next game is counted against whoever created the game it follows.
                count(c, GameCreations.creatorOf(c, changed.id()), next);
                insertGame(c, next);
                follow.followed(c, changed, next);
            }
            if (match != null) updateMatch(c, match);
        });
    }

    /** A new match and its first game, together, counted as {@code by}'s (see {@link GameCreations}). */
    public void insert(StoredGame g, StoredMatch m, GameCreations.Sender by) {
        try (Connection c = db.connection()) {
            Database.inTransaction(c, () -> {
                count(c, by, g);
                insertMatch(c, m);
                insertGame(c, g);
                return null;
            });
        } catch (SQLException e) {
            throw db.failure("could not store a new match", e);
        }
        announcer.changed(g.id(), g.version());
    }

    /**
     * A rematch: writes {@code changed} (the finished game, now pointing to the rematch) with the version guard,
     * and in the same transaction the rematch's new match and first game.
     */
    public Optional<StoredGame> rematch(
            StoredGame changed, StoredMatch match, StoredGame first, GameCreations.Sender by) {
        return update(changed, c -> {
            count(c, by, first);
            insertMatch(c, match);
            insertGame(c, first);
            follow.followed(c, changed, first);
        });
    }

    /**
     * What else is written when a game is followed by another (a match's next game, a rematch), in the same
     * transaction: the players' names, accounts and whether it is rated go with them (the social side's tables).
     */
    @FunctionalInterface
    public interface Follow {
        void followed(Connection c, StoredGame from, StoredGame next) throws SQLException;
    }

    private volatile Follow follow = (c, from, next) -> {};

    /** Sets what is written with every game that follows another; wired once, at the server's start. */
    public void onFollow(Follow f) {
        this.follow = f;
    }

    private interface SqlStep {
        void run(Connection c) throws SQLException;
    }

    private static final String UPDATE_SQL = "UPDATE games SET game_type=?, options=?, mode=?, level=?,"
            + " computer_seat=?, first_player=?, start_position=?, moves=?, version=?, status=?, south_token=?,"
            + " north_token=?, offer_kind=?, offer_by=?, winner=?, end_reason=?, south_score=?, north_score=?,"
            + " clock_initial_ms=?, clock_increment_ms=?, south_ms=?, north_ms=?, turn_started_at=?, created_at=?,"
            + " match_id=?, match_number=?, a_seat=?, next_game=?, started=?, turn_since=?, deadline_at=?,"
            + " updated_at=?"
            + " WHERE id=? AND version=?";

    /**
     * The guarded write, then {@code also} in the same transaction; nothing is written if the guard fails. Without
     * {@code also} (a move, a join, an offer: one statement), the statement runs in auto-commit mode, where it is
     * its own transaction, committed as durably as an explicit one before executeUpdate returns: this spares the
     * database a round trip (PostgreSQL's COMMIT) and the connection its auto-commit switches.
     */
    private Optional<StoredGame> update(StoredGame changed, SqlStep also) {
        StoredGame.Builder b = changed.toBuilder();
        b.version = changed.version() + 1;
        b.updatedAt = clock.millis();
        StoredGame stored = b.build();
        Optional<StoredGame> result;
        Connection c = null;
        try {
            c = db.connection();
            Connection tx = c;
            if (also == null && tx.getAutoCommit()) {
                result = guardedWrite(tx, stored, changed.version()) ? Optional.of(stored) : Optional.empty();
            } else {
                result = Database.inTransaction(c, () -> {
                    if (!guardedWrite(tx, stored, changed.version())) return Optional.<StoredGame>empty();
                    if (also != null) also.run(tx);
                    return Optional.of(stored);
                });
            }
        } catch (SQLException e) {
            written.invalidate(changed.id());
            close(c);
            throw db.failure("could not update game " + changed.id(), e);
        } catch (RuntimeException e) {
            written.invalidate(changed.id());
            close(c);
            throw e;
        }
        // Committed: from here on nothing may turn the stored change into an error.
        close(c);
        if (result.isPresent()) {
            written.put(stored.id(), stored);
            announcer.changed(stored.id(), stored.version());
            afterCommit.run();
        } else {
            written.invalidate(changed.id());
        }
        return result;
    }

    /** {@code UPDATE ... WHERE id = ? AND version = ?}: whether the row was at {@code version} (and is now written). */
    private static boolean guardedWrite(Connection c, StoredGame stored, int version) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(UPDATE_SQL)) {
            int i = bindAll(s, stored, 0);
            s.setLong(i++, stored.updatedAt());
            s.setString(i++, stored.id());
            s.setInt(i, version);
            return s.executeUpdate() == 1;
        }
    }

    /** Returns a connection to the pool; a failure to do so is the pool's affair, not the request's. */
    private static void close(Connection c) {
        if (c == null) return;
        try {
            c.close();
        } catch (SQLException | RuntimeException ignored) {
            // The pool drops a connection it cannot take back.
        }
    }

    /**
     * Run after each committed update, once its connection is back in the pool. For tests, which make the
     * database busy at exactly that point to show that the rest of the request needs no database.
     */
    public volatile Runnable afterCommit = () -> {};

    public Optional<StoredMatch> findMatch(String id) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT " + MATCH_COLUMNS + " FROM matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(readMatch(r)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw db.failure("could not read match " + id, e);
        }
    }

    /** The games of a match in order. */
    public List<StoredGame> matchGames(String matchId) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement(
                        "SELECT " + COLUMNS + " FROM games WHERE match_id = ? ORDER BY match_number")) {
            s.setString(1, matchId);
            List<StoredGame> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(read(r));
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not read the games of match " + matchId, e);
        }
    }

    private static final String MATCH_COLUMNS =
            "id, format, target, a_wins, b_wins, draws, status, winner, created_at, updated_at";

    private static void insertMatch(Connection c, StoredMatch m) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("INSERT INTO matches (" + MATCH_COLUMNS + ") VALUES (?,?,?,?,?,?,?,?,?,?)")) {
            s.setString(1, m.id());
            s.setString(2, m.format().name());
            s.setInt(3, m.target());
            s.setInt(4, m.aWins());
            s.setInt(5, m.bWins());
            s.setInt(6, m.draws());
            s.setString(7, m.storedStatus());
            s.setString(8, m.winner() == null ? null : m.winner().text());
            s.setLong(9, m.createdAt());
            s.setLong(10, m.updatedAt());
            s.executeUpdate();
        }
    }

    private static void updateMatch(Connection c, StoredMatch m) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE matches SET a_wins=?, b_wins=?, draws=?, status=?, winner=?, updated_at=? WHERE id=?")) {
            s.setInt(1, m.aWins());
            s.setInt(2, m.bWins());
            s.setInt(3, m.draws());
            s.setString(4, m.storedStatus());
            s.setString(5, m.winner() == null ? null : m.winner().text());
            s.setLong(6, m.updatedAt());
            s.setString(7, m.id());
            s.executeUpdate();
        }
    }

    private static StoredMatch readMatch(ResultSet r) throws SQLException {
        return new StoredMatch(
                r.getString("id"),
                StoredMatch.Format.valueOf(r.getString("format")),
                r.getInt("target"),
                r.getInt("a_wins"),
                r.getInt("b_wins"),
                r.getInt("draws"),
                !r.getString("status").equals("ACTIVE"),
                r.getString("status").equals("ABORTED"),
                StoredMatch.Side.of(r.getString("winner")),
                r.getLong("created_at"),
                r.getLong("updated_at"));
    }

    /** Newest first; null filters mean any. */
    public List<StoredGame> list(StoredGame.Status status, String gameType, int limit) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM games WHERE 1=1");
        if (status != null) sql.append(" AND status = ?");
        if (gameType != null) sql.append(" AND game_type = ?");
        sql.append(" ORDER BY updated_at DESC, id LIMIT ?");
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement(sql.toString())) {
            int i = 1;
            if (status != null) s.setString(i++, status.name());
            if (gameType != null) s.setString(i++, gameType);
            s.setInt(i, limit);
            List<StoredGame> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(read(r));
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not list games", e);
        }
    }

    /**
     * Games in play whose deadline (see {@link Lifecycle#deadline}) has come by {@code now}, earliest first: the
     * rules may have something to do in them (a clock run out, a first move that did not come).
     */
    public List<String> due(long now, int limit) {
        return ids(
                "SELECT id FROM games WHERE status = 'ACTIVE' AND deadline_at <= ? ORDER BY deadline_at LIMIT ?",
                now,
                limit);
    }

    /**
     * Started online games without a clock in which nobody has moved since {@code cut}, and whose seats have no
     * presence row seen since then (nobody has been at the board): abandoned (see {@link Lifecycle}).
     */
    public List<String> abandoned(long cut, int limit) {
        return ids(
                "SELECT g.id FROM games g WHERE g.status = 'ACTIVE' AND g.mode = 'ONLINE' AND g.started = TRUE"
                        + " AND g.clock_initial_ms IS NULL AND COALESCE(g.turn_since, g.updated_at) < ?"
                        + " AND NOT EXISTS (SELECT 1 FROM seat_presence p WHERE p.game_id = g.id AND p.seen_at >= ?)"
                        + " ORDER BY g.updated_at LIMIT ?",
                cut,
                cut,
                limit);
    }

    private List<String> ids(String sql, long a, Object... more) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, a);
            for (int i = 0; i < more.length; i++) s.setObject(i + 2, more[i]);
            List<String> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(r.getString(1));
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not list the games due", e);
        }
    }

    // ---- the cleanup (GameCleanup)

    /** A game the cleanup may delete, at the version it was found at. */
    public record Doomed(String id, int version) {}

    /**
     * What makes a game worth nothing to keep (docs/security.md, Games): no account played it, it was not rated,
     * no game followed it and no game names it as the one that followed it, and no other game shares its match
     * (a match's games, its score and its chain of rematches are kept together).
     */
    private static final String NOTHING_TO_KEEP = " AND g.next_game IS NULL"
            + " AND NOT EXISTS (SELECT 1 FROM game_players gp WHERE gp.game_id = g.id AND gp.account_id IS NOT NULL)"
            + " AND NOT EXISTS (SELECT 1 FROM game_meta gm WHERE gm.game_id = g.id AND gm.rated = TRUE)"
            + " AND NOT EXISTS (SELECT 1 FROM games p WHERE p.next_game = g.id)"
            + " AND NOT EXISTS (SELECT 1 FROM games o WHERE o.match_id = g.match_id AND o.id <> g.id)";

    /** Online games nobody joined since {@code cut}, with nothing to keep, oldest first. */
    public List<Doomed> unjoined(long cut, int limit) {
        return doomed("g.status = 'WAITING'", cut, limit);
    }

    /** Games aborted (ended before each player had moved) before {@code cut}, with nothing to keep. */
    public List<Doomed> aborted(long cut, int limit) {
        return doomed("g.end_reason = 'aborted' AND g.status = 'FINISHED'", cut, limit);
    }

    /** Unfinished games in which nothing happened since {@code cut}, with nothing to keep, oldest first. */
    public List<Doomed> untouched(long cut, int limit) {
        return doomed("g.status = 'ACTIVE'", cut, limit);
    }

    /** The games of {@code which} unchanged since {@code cut} (indexes games_by_status, games_by_end find them). */
    private List<Doomed> doomed(String which, long cut, int limit) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT g.id, g.version FROM games g WHERE " + which
                        + " AND g.updated_at < ?" + NOTHING_TO_KEEP + " ORDER BY g.updated_at LIMIT ?")) {
            s.setLong(1, cut);
            s.setInt(2, limit);
            List<Doomed> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(new Doomed(r.getString(1), r.getInt(2)));
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not list the games to clean up", e);
        }
    }

    /**
     * Deletes these games with every row that depends on them, in one transaction; each only if it is still at the
     * version it was found at and still has nothing to keep (a join, a move or a rated result since then keeps
     * it). Returns how many were deleted.
     */
    public int delete(List<Doomed> games) {
        if (games.isEmpty()) return 0;
        int deleted = 0;
        try (Connection c = db.connection()) {
            deleted = Database.inTransaction(c, () -> {
                int n = 0;
                for (Doomed d : games) {
                    String match = null;
                    try (PreparedStatement s = c.prepareStatement(
                            "SELECT g.match_id FROM games g WHERE g.id = ? AND g.version = ?" + NOTHING_TO_KEEP)) {
                        s.setString(1, d.id());
                        s.setInt(2, d.version());
                        try (ResultSet r = s.executeQuery()) {
                            if (!r.next()) continue;
                            match = r.getString(1);
                        }
                    }
                    if (update(c, "DELETE FROM games WHERE id = ? AND version = ?", d.id(), d.version()) != 1) continue;
                    for (String table :
                            List.of("game_players", "game_meta", "seat_presence", "chat_messages", "game_creations")) {
                        update(c, "DELETE FROM " + table + " WHERE game_id = ?", d.id());
                    }
                    if (match != null) update(c, "DELETE FROM matches WHERE id = ?", match);
                    n++;
                }
                return n;
            });
        } catch (SQLException e) {
            throw db.failure("could not delete " + games.size() + " games", e);
        }
        for (Doomed d : games) written.invalidate(d.id());
        return deleted;
    }

    /**
     * Forgets who created games before {@code cut} that are finished or gone (the limits count the last minute;
     * a game in play keeps its creator for its match's next game), a batch of {@code limit} at most.
     */
    public int forgetCreators(long cut, int limit) {
        try (Connection c = db.connection()) {
            return update(
                    c,
                    "DELETE FROM game_creations WHERE game_id IN (SELECT x.game_id FROM game_creations x"
                            + " WHERE x.created_at < ? AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = x.game_id"
                            + " AND g.status <> 'FINISHED') LIMIT ?)",
                    cut,
                    limit);
        } catch (SQLException e) {
            throw db.failure("could not forget the creators of old games", e);
        }
    }

    /**
     * Forgets the limits' lock rows (table limit_locks, one per key ever limited: a chat sender, a seek owner, an
     * address...), which would otherwise grow with every game. Safe at any time: a request holding a key's lock
     * makes this wait until it commits, and one that finds its row gone makes it again (player.Limit.lock).
     */
    public int forgetLimitLocks() {
        try (Connection c = db.connection()) {
            return update(c, "DELETE FROM limit_locks");
        } catch (SQLException e) {
            throw db.failure("could not forget the limits' locks", e);
        }
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            return s.executeUpdate();
        }
    }

    /**
     * Sets the deadline of the row at {@code version} (a derived column, not part of the game's state: the
     * version stays). The sweep stores the exact moment a running clock runs out where the row's was early.
     */
    public void setDeadline(String id, int version, Long deadline) {
        try (Connection c = db.connection();
                PreparedStatement s =
                        c.prepareStatement("UPDATE games SET deadline_at = ? WHERE id = ? AND version = ?")) {
            setLong(s, 1, deadline);
            s.setString(2, id);
            s.setInt(3, version);
            s.executeUpdate();
        } catch (SQLException e) {
            throw db.failure("could not store the deadline of game " + id, e);
        }
    }

    /**
     * Binds every column but updated_at; {@code from} 1 binds the id first (insert order), 0 leaves the id
     * out (update order, where it goes in the WHERE clause). Returns the next parameter index.
     */
    private static int bindAll(PreparedStatement s, StoredGame g, int from) throws SQLException {
        int i = 1;
        if (from == 1) s.setString(i++, g.id());
        s.setString(i++, g.gameType());
        s.setString(i++, g.options());
        s.setString(i++, g.mode().name());
        setInt(s, i++, g.level());
        s.setString(i++, side(g.seats().computer()));
        s.setString(i++, side(g.firstPlayer()));
        s.setString(i++, g.startPosition());
        s.setString(i++, String.join(" ", g.moves()));
        s.setInt(i++, g.version());
        s.setString(i++, g.status().name());
        s.setString(i++, g.seats().southToken());
        s.setString(i++, g.seats().northToken());
        StoredGame.Offer o = g.offer();
        s.setString(i++, o == null ? null : o.kind().text());
        s.setString(i++, o == null ? null : side(o.by()));
        StoredGame.Result r = g.result();
        s.setString(i++, r == null ? null : side(r.winner()));
        s.setString(i++, r == null ? null : r.reasonText());
        setInt(s, i++, r == null ? null : r.southScore());
        setInt(s, i++, r == null ? null : r.northScore());
        StoredGame.Clock c = g.clock();
        setLong(s, i++, c == null ? null : c.initialMs());
        setLong(s, i++, c == null ? null : c.incrementMs());
        setLong(s, i++, c == null ? null : c.southMs());
        setLong(s, i++, c == null ? null : c.northMs());
        setLong(s, i++, c == null ? null : c.turnStartedAt());
        s.setLong(i++, g.createdAt());
        StoredGame.MatchPlace m = g.match();
        s.setString(i++, m == null ? null : m.id());
        setInt(s, i++, m == null ? null : m.number());
        s.setString(i++, m == null ? null : side(m.aSeat()));
        s.setString(i++, g.nextGame());
        s.setBoolean(i++, g.started());
        setLong(s, i++, g.turnSince());
        setLong(s, i++, Lifecycle.deadline(g));
        return i;
    }

    private static StoredGame read(ResultSet r) throws SQLException {
        String moves = r.getString("moves");
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = r.getString("id");
        b.gameType = r.getString("game_type");
        b.options = r.getString("options");
        b.mode = StoredGame.Mode.valueOf(r.getString("mode").toUpperCase(Locale.ROOT));
        b.level = getInt(r, "level");
        b.firstPlayer = player(r.getString("first_player"));
        b.startPosition = r.getString("start_position");
        b.moves = moves == null || moves.isBlank()
                ? List.of()
                : Arrays.asList(moves.trim().split(" "));
        b.version = r.getInt("version");
        b.status = StoredGame.Status.valueOf(r.getString("status").toUpperCase(Locale.ROOT));
        b.seats = new StoredGame.Seats(
                r.getString("south_token"), r.getString("north_token"), player(r.getString("computer_seat")));
        String offerKind = r.getString("offer_kind");
        if (offerKind != null) {
            b.offer = new StoredGame.Offer(StoredGame.OfferKind.of(offerKind), player(r.getString("offer_by")));
        }
        String reason = r.getString("end_reason");
        if (reason != null) {
            Integer south = getInt(r, "south_score");
            Integer north = getInt(r, "north_score");
            b.result = StoredGame.Result.of(
                    player(r.getString("winner")), reason, south == null ? 0 : south, north == null ? 0 : north);
        }
        Long initial = getLong(r, "clock_initial_ms");
        if (initial != null) {
            Long increment = getLong(r, "clock_increment_ms");
            Long south = getLong(r, "south_ms");
            Long north = getLong(r, "north_ms");
            b.clock = new StoredGame.Clock(
                    initial,
                    increment == null ? 0 : increment,
                    south == null ? initial : south,
                    north == null ? initial : north,
                    getLong(r, "turn_started_at"));
        }
        b.createdAt = r.getLong("created_at");
        b.updatedAt = r.getLong("updated_at");
        String matchId = r.getString("match_id");
        if (matchId != null) {
            Integer number = getInt(r, "match_number");
            b.match = new StoredGame.MatchPlace(matchId, number == null ? 1 : number, player(r.getString("a_seat")));
        }
        b.nextGame = r.getString("next_game");
        b.started = r.getBoolean("started");
        b.turnSince = getLong(r, "turn_since");
        return b.build();
    }

    /** Sides are stored as "south" and "north". */
    private static String side(Player p) {
        return p == null ? null : p.name().toLowerCase(Locale.ROOT);
    }

    private static Player player(String side) {
        return side == null ? null : Player.valueOf(side.toUpperCase(Locale.ROOT));
    }

    private static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) s.setNull(i, Types.INTEGER);
        else s.setInt(i, v);
    }

    private static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) s.setNull(i, Types.BIGINT);
        else s.setLong(i, v);
    }

    private static Integer getInt(ResultSet r, String column) throws SQLException {
        int v = r.getInt(column);
        return r.wasNull() ? null : v;
    }

    private static Long getLong(ResultSet r, String column) throws SQLException {
        long v = r.getLong(column);
        return r.wasNull() ? null : v;
    }
}
