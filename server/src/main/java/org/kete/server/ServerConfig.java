package org.kete.server;

import java.nio.file.Path;

/**
 * How to start the server: the port (0 picks a free one), the data directory (the embedded H2 database lives
 * there), an optional JDBC URL of another database (PostgreSQL) that replaces the embedded one, and the Oware
 * endgame tables for the strongest computer player, the hint and the analysis: a directory built with kete egtb
 * build ({@code egtbDir}), or else, with {@code autoTables} >= 0, the tables 0..autoTables found or built in the
 * background under the data directory ({@link AutoTables}); neither means none. The constructors without
 * {@code autoTables} (the tests') never build anything; {@code kete serve} asks for the automatic tables.
 */
public record ServerConfig(int port, Path dataDir, String jdbcUrl, Path egtbDir, int autoTables) {
    public static final int DEFAULT_PORT = 7070;

    /** {@code autoTables} when nothing is to be built. */
    public static final int NO_AUTO_TABLES = -1;

    public ServerConfig {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("a port is 0..65535, not " + port);
        if (dataDir == null) dataDir = defaultDataDir();
        if (jdbcUrl != null && jdbcUrl.isBlank()) jdbcUrl = null;
        if (autoTables < NO_AUTO_TABLES) autoTables = NO_AUTO_TABLES;
    }

    /** Without endgame tables. */
    public ServerConfig(int port, Path dataDir, String jdbcUrl) {
        this(port, dataDir, jdbcUrl, null, NO_AUTO_TABLES);
    }

    /** With the endgame tables of {@code dir} (null: none), nothing built. */
    public ServerConfig(int port, Path dataDir, String jdbcUrl, Path egtbDir) {
        this(port, dataDir, jdbcUrl, egtbDir, NO_AUTO_TABLES);
    }

    /** The same configuration with the endgame tables of {@code dir} (null: none). */
    public ServerConfig withEgtbDir(Path dir) {
        return new ServerConfig(port, dataDir, jdbcUrl, dir, NO_AUTO_TABLES);
    }

    /** The same configuration finding or building the tables 0..maxSeeds in {@link #autoTableDir()}. */
    public ServerConfig withAutoTables(int maxSeeds) {
        return new ServerConfig(port, dataDir, jdbcUrl, null, maxSeeds);
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
