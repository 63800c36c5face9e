package org.kete.server;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Servers for the tests: on port 0, with the embedded H2 database in a temporary directory, or, when
 * KETE_TEST_POSTGRES_URL is set (see .ci/postgres.sh), with that PostgreSQL database, emptied first.
 */
final class TestServers {
    static final String POSTGRES_URL = System.getenv("KETE_TEST_POSTGRES_URL");

    private TestServers() {}

    /** A fresh, empty database's config with the data directory {@code dir}. */
    static ServerConfig fresh(Path dir) {
        if (POSTGRES_URL != null && !POSTGRES_URL.isBlank()) {
            wipePostgres();
            return new ServerConfig(0, dir, POSTGRES_URL);
        }
        return new ServerConfig(0, dir, null);
    }

    private static void wipePostgres() {
        try (Connection c = DriverManager.getConnection(POSTGRES_URL);
                Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS games");
            s.execute("DROP TABLE IF EXISTS flyway_schema_history");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot reach the test PostgreSQL at KETE_TEST_POSTGRES_URL", e);
        }
    }
}
