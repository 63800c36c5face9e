package org.kete.server.player;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A limit on how often one sender acts (chat messages, seeks, failed sign-ins), counted in the database so that
 * every server agrees: at most {@code max} of the rows that {@code countSql} counts for a sender's key since
 * {@code windowMs} ago (its two arguments: the key, then that time).
 */
public record Limit(String countSql, long windowMs, int max) {
    public boolean isReached(Connection c, String key, long now) throws SQLException {
        return Sql.count(c, countSql, key, now - windowMs) >= max;
    }
}
