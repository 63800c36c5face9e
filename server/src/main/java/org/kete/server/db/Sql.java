package org.kete.server.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The JDBC shapes the social packages share: a statement with its arguments in order, a count, one row or all
 * rows read by a row reader. Arguments are bound with {@code setObject} (null included).
 */
public final class Sql {
    private Sql() {}

    /** Reads the current row of a result set. */
    public interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }

    /** An INSERT, UPDATE or DELETE; the rows it changed. */
    public static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            bind(s, args);
            return s.executeUpdate();
        }
    }

    /** A {@code SELECT COUNT(*) ...}. */
    public static long count(Connection c, String sql, Object... args) throws SQLException {
        Long n = one(c, sql, rs -> rs.getLong(1), args);
        return n == null ? 0 : n;
    }

    /** The first row's reading, or null for no row. */
    public static <T> T one(Connection c, String sql, Row<T> row, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            bind(s, args);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row.read(rs) : null;
            }
        }
    }

    /** Every row's reading, in the query's order. */
    public static <T> List<T> all(Connection c, String sql, Row<T> row, Object... args) throws SQLException {
        List<T> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            bind(s, args);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) out.add(row.read(rs));
            }
        }
        return out;
    }

    /** An INTEGER column that may be NULL. */
    public static Integer integer(ResultSet rs, String column) throws SQLException {
        int v = rs.getInt(column);
        return rs.wasNull() ? null : v;
    }

    /** "?,?,?" for {@code n} arguments of an IN list. */
    public static String marks(int n) {
        return String.join(",", java.util.Collections.nCopies(n, "?"));
    }

    private static void bind(PreparedStatement s, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
    }
}
