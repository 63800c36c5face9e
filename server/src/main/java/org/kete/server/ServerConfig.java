package org.kete.server;

import java.nio.file.Path;

/**
 * How to start the server: the port (0 picks a free one), the data directory (the embedded H2 database lives
 * there), an optional JDBC URL of another database (PostgreSQL) that replaces the embedded one, and an optional
 * directory of Oware endgame tables (kete egtb build) for the strongest computer player and the hint, and how
 * much searching it takes on at once. {@code behindProxy}: the server is reached through a reverse proxy, whose
 * X-Forwarded-* (or Forwarded) headers are then trusted for the client's address and scheme (an answer to a
 * request the proxy received over HTTPS carries Strict-Transport-Security).
 */
public record ServerConfig(
        int port, Path dataDir, String jdbcUrl, Path egtbDir, SearchCapacity capacity, boolean behindProxy) {
    public static final int DEFAULT_PORT = 7070;

    public ServerConfig {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("a port is 0..65535, not " + port);
        if (dataDir == null) dataDir = defaultDataDir();
        if (jdbcUrl != null && jdbcUrl.isBlank()) jdbcUrl = null;
        if (capacity == null) capacity = SearchCapacity.DEFAULT;
    }

    /** With the default search capacity. */
    public ServerConfig(int port, Path dataDir, String jdbcUrl, Path egtbDir) {
        this(port, dataDir, jdbcUrl, egtbDir, SearchCapacity.DEFAULT, false);
    }

    /** Without endgame tables. */
    public ServerConfig(int port, Path dataDir, String jdbcUrl) {
        this(port, dataDir, jdbcUrl, null);
    }

    /** The same configuration with the endgame tables of {@code dir} (null: none). */
    public ServerConfig withEgtbDir(Path dir) {
        return new ServerConfig(port, dataDir, jdbcUrl, dir, capacity, behindProxy);
    }

    /** The same configuration with this search capacity. */
    public ServerConfig withCapacity(SearchCapacity c) {
        return new ServerConfig(port, dataDir, jdbcUrl, egtbDir, c, behindProxy);
    }

    /** The same configuration, trusting (or not) a reverse proxy's forwarded headers. */
    public ServerConfig withBehindProxy(boolean b) {
        return new ServerConfig(port, dataDir, jdbcUrl, egtbDir, capacity, b);
    }

    public static Path defaultDataDir() {
        return Path.of(System.getProperty("user.home"), ".kete");
    }

    /** The database URL in use: the given one, or the embedded H2 file under the data directory. */
    public String databaseUrl() {
        if (jdbcUrl != null) return jdbcUrl;
        return "jdbc:h2:file:"
                + dataDir.toAbsolutePath().resolve("kete").toString().replace('\\', '/');
    }
}
