package org.kete.server.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Savepoint;
import org.kete.server.common.Secrets;

/**
 * A limit on how often one sender acts (chat messages, seeks, failed sign-ins), counted in the database so that
 * every server agrees: at most {@code max} of the rows that {@code countSql} counts for a sender's key since
 * {@code windowMs} ago (its two arguments: the key, then that time).
 *
 * <p>Counting and then acting is a race when requests come together: each counts before any has acted. So a
 * request that acts under a limit first takes the key's lock ({@link #lock}) in the transaction that counts
 * and acts; requests for one key are then counted one after another, on every server of one database.
 */
public record Limit(String countSql, long windowMs, int max) {
    public boolean isReached(Connection c, String key, long now) throws SQLException {
        return Sql.count(c, countSql, key, now - windowMs) >= max;
    }

    /** How many of the key's rows are in the window now. */
    public int count(Connection c, String key, long now) throws SQLException {
        return (int) Sql.count(c, countSql, key, now - windowMs);
    }

    /**
     * Takes the lock of {@code key} until the transaction of {@code c} (not in auto-commit) ends: a request
     * for the same key waits here until this one has committed or rolled back. Keep the transaction short (never
     * a password hash inside it).
     */
    public static void lock(Connection c, String key) throws SQLException {
        if (c.getAutoCommit()) throw new IllegalStateException("a limit's lock is taken inside a transaction");
        String k = key.length() > 300 ? Secrets.hash(key) : key;
        try (PreparedStatement s =
                c.prepareStatement("SELECT lock_key FROM limit_locks WHERE lock_key = ? FOR UPDATE")) {
            s.setString(1, k);
            try (var rs = s.executeQuery()) {
                if (rs.next()) return;
            }
        }
        // The first time for this key: make its row. Two requests may make it together; the second waits for the
        // first and then finds it there (a duplicate key, undone to the savepoint), and locks it.
        Savepoint sp = c.setSavepoint();
        try (PreparedStatement s = c.prepareStatement("INSERT INTO limit_locks (lock_key) VALUES (?)")) {
            s.setString(1, k);
            s.executeUpdate();
            c.releaseSavepoint(sp);
            return;
        } catch (SQLException e) {
            if (!"23505".equals(e.getSQLState())) throw e;
            c.rollback(sp);
        }
        try (PreparedStatement s =
                c.prepareStatement("SELECT lock_key FROM limit_locks WHERE lock_key = ? FOR UPDATE")) {
            s.setString(1, k);
            s.executeQuery().close();
        }
    }
}
