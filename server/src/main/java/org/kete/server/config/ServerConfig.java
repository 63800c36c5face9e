package org.kete.server.config;

import java.nio.file.Path;
import org.kete.ai.egtb.AutoTables;

/**
 * How to start the server: the port (0 picks a free one), the data directory (the embedded H2 database lives
 * there), an optional JDBC URL of another database (PostgreSQL) that replaces the embedded one, and the Oware
 * endgame tables for the strongest computer player, the hint and the analysis: a directory built with kete egtb
 * build ({@code egtbDir}), or else, with {@code autoTables} >= 0, the tables 0..autoTables found or built in the
 * background under the data directory ({@link AutoTables}); neither means none. The constructors without
 * {@code autoTables} (the tests') never build anything; {@code kete serve} asks for the automatic tables.
 * {@code capacity}: how much searching the server takes on at once. {@code behindProxy}: the server is reached
 * through a reverse proxy, whose X-Forwarded-* (or Forwarded) headers are then trusted for the client's address
 * and scheme (an answer to a request the proxy received over HTTPS carries Strict-Transport-Security).
 * {@code limits}: what one sender may spend ({@link Limits}, docs/security.md).
 */
public record ServerConfig(
        int port,
        Path dataDir,
        String jdbcUrl,
        Path egtbDir,
        int autoTables,
        SearchCapacity capacity,
        boolean behindProxy,
        Limits limits) {
    public static final int DEFAULT_PORT = 7070;

    /** {@code autoTables} when nothing is to be built. */
    public static final int NO_AUTO_TABLES = -1;

    public ServerConfig {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("a port is 0..65535, not " + port);
        if (dataDir == null) dataDir = defaultDataDir();
        if (jdbcUrl != null && jdbcUrl.isBlank()) jdbcUrl = null;
        if (autoTables < NO_AUTO_TABLES) autoTables = NO_AUTO_TABLES;
        if (capacity == null) capacity = SearchCapacity.DEFAULT;
        if (limits == null) limits = Limits.DEFAULT;
    }

    /** With the default limits. */
    public ServerConfig(
            int port,
            Path dataDir,
            String jdbcUrl,
            Path egtbDir,
            int autoTables,
            SearchCapacity capacity,
            boolean behindProxy) {
        this(port, dataDir, jdbcUrl, egtbDir, autoTables, capacity, behindProxy, Limits.DEFAULT);
    }

    /** Without endgame tables. */
    public ServerConfig(int port, Path dataDir, String jdbcUrl) {
        this(port, dataDir, jdbcUrl, null);
    }

    /** With the endgame tables of {@code dir} (null: none), nothing built, the default search capacity. */
    public ServerConfig(int port, Path dataDir, String jdbcUrl, Path egtbDir) {
        this(port, dataDir, jdbcUrl, egtbDir, NO_AUTO_TABLES, SearchCapacity.DEFAULT, false);
    }

    /** The same configuration with the endgame tables of {@code dir} (null: none). */
    public ServerConfig withEgtbDir(Path dir) {
        return new ServerConfig(port, dataDir, jdbcUrl, dir, NO_AUTO_TABLES, capacity, behindProxy, limits);
    }

    /** The same configuration finding or building the tables 0..maxSeeds in {@link #autoTableDir()}. */
    public ServerConfig withAutoTables(int maxSeeds) {
        return new ServerConfig(port, dataDir, jdbcUrl, null, maxSeeds, capacity, behindProxy, limits);
    }

    /** The same configuration with this search capacity. */
    public ServerConfig withCapacity(SearchCapacity c) {
        return new ServerConfig(port, dataDir, jdbcUrl, egtbDir, autoTables, c, behindProxy, limits);
    }

    /** The same configuration, trusting (or not) a reverse proxy's forwarded headers. */
    public ServerConfig withBehindProxy(boolean b) {
        return new ServerConfig(port, dataDir, jdbcUrl, egtbDir, autoTables, capacity, b, limits);
    }

    /** The same configuration with these limits. */
    public ServerConfig withLimits(Limits l) {
        return new ServerConfig(port, dataDir, jdbcUrl, egtbDir, autoTables, capacity, behindProxy, l);
    }

    /** Where automatic tables live: {@code egtb} under the data directory. */
    public Path autoTableDir() {
        return dataDir.resolve(AutoTables.DIRECTORY);
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
