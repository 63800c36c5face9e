package org.kete.server.game;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
        String sql = "INSERT INTO games (" + GameRows.COLUMNS
                + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            int i = GameRows.bindAll(s, g, 1);
            s.setLong(i, g.updatedAt());
            s.executeUpdate();
        }
    }

    public Optional<StoredGame> find(String id) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT " + GameRows.COLUMNS + " FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(GameRows.read(r)) : Optional.empty();
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
                        c.prepareStatement("SELECT " + GameRows.COLUMNS + " FROM games WHERE id IN (" + marks + ")")) {
            for (int i = 0; i < ids.size(); i++) s.setString(i + 1, ids.get(i));
            Map<String, StoredGame> out = new HashMap<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    StoredGame g = GameRows.read(r);
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
            if (match != null) MatchRows.update(c, match);
        });
    }

    /** A new match and its first game, together, counted as {@code by}'s (see {@link GameCreations}). */
    public void insert(StoredGame g, StoredMatch m, GameCreations.Sender by) {
        try (Connection c = db.connection()) {
            Database.inTransaction(c, () -> {
                count(c, by, g);
                MatchRows.insert(c, m);
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
            MatchRows.insert(c, match);
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
        try (PreparedStatement s = c.prepareStatement(GameRows.UPDATE_SQL)) {
            int i = GameRows.bindAll(s, stored, 0);
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

    /** The database of the games (for {@link CleanupStore}). */
    Database database() {
        return db;
    }

    /** Forgets the kept row of a game that was deleted. */
    void forget(String id) {
        written.invalidate(id);
    }

    /**
     * Run after each committed update, once its connection is back in the pool. For tests, which make the
     * database busy at exactly that point to show that the rest of the request needs no database.
     */
    public volatile Runnable afterCommit = () -> {};

    public Optional<StoredMatch> findMatch(String id) {
        try (Connection c = db.connection();
                PreparedStatement s =
                        c.prepareStatement("SELECT " + MatchRows.COLUMNS + " FROM matches WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(MatchRows.read(r)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw db.failure("could not read match " + id, e);
        }
    }

    /** The games of a match in order. */
    public List<StoredGame> matchGames(String matchId) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement(
                        "SELECT " + GameRows.COLUMNS + " FROM games WHERE match_id = ? ORDER BY match_number")) {
            s.setString(1, matchId);
            List<StoredGame> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(GameRows.read(r));
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not read the games of match " + matchId, e);
        }
    }

    /** Newest first; null filters mean any. */
    public List<StoredGame> list(StoredGame.Status status, String gameType, int limit) {
        StringBuilder sql = new StringBuilder("SELECT " + GameRows.COLUMNS + " FROM games WHERE 1=1");
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
                while (r.next()) out.add(GameRows.read(r));
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

    /**
     * Sets the deadline of the row at {@code version} (a derived column, not part of the game's state: the
     * version stays). The sweep stores the exact moment a running clock runs out where the row's was early.
     */
    public void setDeadline(String id, int version, Long deadline) {
        try (Connection c = db.connection();
                PreparedStatement s =
                        c.prepareStatement("UPDATE games SET deadline_at = ? WHERE id = ? AND version = ?")) {
            GameRows.setLong(s, 1, deadline);
            s.setString(2, id);
            s.setInt(3, version);
            s.executeUpdate();
        } catch (SQLException e) {
            throw db.failure("could not store the deadline of game " + id, e);
        }
    }
}
