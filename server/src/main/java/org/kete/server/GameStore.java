package org.kete.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The games table. Every change goes through {@link #update}, which writes only if the row is still at the
 * version the change was computed from ({@code UPDATE ... WHERE id = ? AND version = ?}): of two processes
 * racing for the same turn, exactly one write succeeds and the other is told its version is stale.
 */
final class GameStore {
    private static final String COLUMNS = "id, game_type, options, mode, level, computer_seat, first_player,"
            + " start_position, moves, version, status, south_token, north_token, offer_kind, offer_by, winner,"
            + " end_reason, south_score, north_score, clock_initial_ms, clock_increment_ms, south_ms, north_ms,"
            + " turn_started_at, created_at, updated_at";

    private final Database db;

    GameStore(Database db) {
        this.db = db;
    }

    void insert(StoredGame g) {
        String sql = "INSERT INTO games (" + COLUMNS + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement(sql)) {
            int i = bindAll(s, g, 1);
            s.setLong(i, g.updatedAt());
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store a new game", e);
        }
    }

    Optional<StoredGame> find(String id) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(read(r)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read game " + id, e);
        }
    }

    /** Only the version, for the WebSocket poller. */
    Optional<Integer> version(String id) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT version FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getInt(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read game " + id, e);
        }
    }

    /**
     * Writes {@code changed} over the row if the row is still at {@code changed.version()}, and returns the
     * stored game at its new version (one more); empty if another change got there first.
     */
    Optional<StoredGame> update(StoredGame changed) {
        String sql = "UPDATE games SET game_type=?, options=?, mode=?, level=?, computer_seat=?, first_player=?,"
                + " start_position=?, moves=?, version=?, status=?, south_token=?, north_token=?, offer_kind=?,"
                + " offer_by=?, winner=?, end_reason=?, south_score=?, north_score=?, clock_initial_ms=?,"
                + " clock_increment_ms=?, south_ms=?, north_ms=?, turn_started_at=?, created_at=?, updated_at=?"
                + " WHERE id=? AND version=?";
        StoredGame.Builder b = changed.toBuilder();
        b.version = changed.version() + 1;
        b.updatedAt = System.currentTimeMillis();
        StoredGame next = b.build();
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement(sql)) {
            int i = bindAll(s, next, 0);
            s.setLong(i++, next.updatedAt());
            s.setString(i++, next.id());
            s.setInt(i, changed.version());
            return s.executeUpdate() == 1 ? Optional.of(next) : Optional.empty();
        } catch (SQLException e) {
            throw new IllegalStateException("could not update game " + changed.id(), e);
        }
    }

    /** Newest first; null filters mean any. */
    List<StoredGame> list(StoredGame.Status status, String gameType, int limit) {
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
            throw new IllegalStateException("could not list games", e);
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
        s.setString(i++, g.computerSeat());
        s.setString(i++, g.firstPlayer());
        s.setString(i++, g.startPosition());
        s.setString(i++, String.join(" ", g.moves()));
        s.setInt(i++, g.version());
        s.setString(i++, g.status().name());
        s.setString(i++, g.southToken());
        s.setString(i++, g.northToken());
        s.setString(i++, g.offerKind());
        s.setString(i++, g.offerBy());
        s.setString(i++, g.winner());
        s.setString(i++, g.endReason());
        setInt(s, i++, g.southScore());
        setInt(s, i++, g.northScore());
        setLong(s, i++, g.clockInitialMs());
        setLong(s, i++, g.clockIncrementMs());
        setLong(s, i++, g.southMs());
        setLong(s, i++, g.northMs());
        setLong(s, i++, g.turnStartedAt());
        s.setLong(i++, g.createdAt());
        return i;
    }

    private static StoredGame read(ResultSet r) throws SQLException {
        String moves = r.getString("moves");
        return new StoredGame(
                r.getString("id"),
                r.getString("game_type"),
                r.getString("options"),
                StoredGame.Mode.valueOf(r.getString("mode").toUpperCase(Locale.ROOT)),
                getInt(r, "level"),
                r.getString("computer_seat"),
                r.getString("first_player"),
                r.getString("start_position"),
                moves == null || moves.isBlank()
                        ? List.of()
                        : Arrays.asList(moves.trim().split(" ")),
                r.getInt("version"),
                StoredGame.Status.valueOf(r.getString("status").toUpperCase(Locale.ROOT)),
                r.getString("south_token"),
                r.getString("north_token"),
                r.getString("offer_kind"),
                r.getString("offer_by"),
                r.getString("winner"),
                r.getString("end_reason"),
                getInt(r, "south_score"),
                getInt(r, "north_score"),
                getLong(r, "clock_initial_ms"),
                getLong(r, "clock_increment_ms"),
                getLong(r, "south_ms"),
                getLong(r, "north_ms"),
                getLong(r, "turn_started_at"),
                r.getLong("created_at"),
                r.getLong("updated_at"));
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
