package org.kete.server.db;

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

    /** Work in one transaction: committed if it returns, rolled back if it throws ({@link Database#inTransaction}). */
    default <T> T inTransaction(String what, SqlWork<T> work) {
        try (Connection c = connection()) {
            return Database.inTransaction(c, () -> work.run(c));
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }
}
