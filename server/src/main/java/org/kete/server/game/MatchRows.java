package org.kete.server.game;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** A match as a row of table matches, written in the transaction of the game that changed its score. */
final class MatchRows {
    private MatchRows() {}

    static final String COLUMNS = "id, format, target, a_wins, b_wins, draws, status, winner, created_at, updated_at";

    static void insert(Connection c, StoredMatch m) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("INSERT INTO matches (" + COLUMNS + ") VALUES (?,?,?,?,?,?,?,?,?,?)")) {
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

    static void update(Connection c, StoredMatch m) throws SQLException {
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

    static StoredMatch read(ResultSet r) throws SQLException {
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
}
