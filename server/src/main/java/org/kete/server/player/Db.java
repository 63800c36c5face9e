package org.kete.server.player;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The server's connection pool as the social packages see it: a connection, and what a failed statement
 * becomes (a storage fault is 503 unavailable, anything else a bug). KeteServer adapts its Database to it.
 */
public interface Db {
    Connection connection() throws SQLException;

    RuntimeException failure(String what, SQLException e);

    /** Work on one connection; {@code what} names it for the error. */
    default <T> T with(String what, SqlWork<T> work) {
        try (Connection c = connection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    /** Work in one transaction: committed if it returns, rolled back if it throws. */
    default <T> T inTransaction(String what, SqlWork<T> work) {
        try (Connection c = connection()) {
            boolean auto = c.getAutoCommit();
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException r) {
                    e.addSuppressed(r);
                }
                throw e;
            } finally {
                try {
                    c.setAutoCommit(auto);
                } catch (SQLException ignored) {
                    // The pool resets it anyway.
                }
            }
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }
}
