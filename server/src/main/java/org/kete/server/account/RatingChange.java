package org.kete.server.account;

import java.sql.ResultSet;
import java.sql.SQLException;

/** A player's rating before and after a rated game, rounded, and the change; all null for an unrated game. */
public record RatingChange(Long before, Long after, Long change) {
    private static final RatingChange NONE = new RatingChange(null, null, null);

    /** From the row's {@code rating_before} and {@code rating_after} columns (null before: not rated). */
    public static RatingChange read(ResultSet rs) throws SQLException {
        double b = rs.getDouble("rating_before");
        if (rs.wasNull()) return NONE;
        long before = Math.round(b);
        long after = Math.round(rs.getDouble("rating_after"));
        return new RatingChange(before, after, after - before);
    }
}
