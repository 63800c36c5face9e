package org.kete.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.TableRules;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;

/**
 * Databases for the tests, whose servers run on port 0: the embedded H2 database in a temporary directory
 * always; and, when KETE_TEST_POSTGRES_URL is set (see .ci/postgres.sh), that PostgreSQL database too: the
 * Postgres* test classes rerun every server test there.
 */
final class TestServers {
    static final String POSTGRES_URL = System.getenv("KETE_TEST_POSTGRES_URL");

    /**
     * The limits of the ordinary tests' servers: the defaults, except where a test class does in a second what
     * players spread over hours (one limit a line). The tests of a limit start their servers with the limits
     * they test ({@link ServerConfig#withLimits}).
     */
    static final Limits LIMITS = Limits.DEFAULT
            // A test class creates its games from one address in seconds; GameCreationLimitTest tests the limits.
            .with(Limits.Name.GAMES_PER_MINUTE_PER_SENDER, 100_000)
            .with(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS, 100_000)
            // Test classes open many channels from one address; SocketLimitTest tests the cap.
            .with(Limits.Name.SOCKETS_PER_ADDRESS, 10_000)
            // Every test client comes from 127.0.0.1, so any two accounts share an address: without this, no two
            // could play a rated game. FairRatingsTest tests the default (refused) and this flag.
            .with(Limits.Name.RATED_SHARED_NETWORK, 1)
            // RatingsShownTest plays fourteen rated games between one pair in a second to establish their ratings;
            // FairRatingsTest tests the default of 3 a day.
            .with(Limits.Name.RATED_GAMES_PER_PAIR_PER_DAY, 100)
            // Test classes register many accounts from 127.0.0.1; the sign-in tests test the limit.
            .with(Limits.Name.REGISTRATIONS_PER_ADDRESS, 1_000);

    private TestServers() {}

    /** The embedded H2 database in {@code dir} (a fresh temporary directory is a fresh database). */
    static ServerConfig h2(Path dir) {
        return new ServerConfig(0, dir, null).withLimits(LIMITS);
    }

    /** Oware endgame tables (default rules) for 0..maxSeeds seeds, built into a new directory {@code dir}/egtb. */
    static Path owareTables(Path dir, int maxSeeds) throws IOException {
        Path tables = Files.createDirectory(dir.resolve("egtb"));
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= maxSeeds; k++) {
            b.buildLayer(k);
            EgtbFile.write(tables, k, b.rules(), b.layer(k));
        }
        return tables;
    }

    /** The PostgreSQL database of KETE_TEST_POSTGRES_URL, emptied first. */
    static ServerConfig postgres(Path dir) {
        wipePostgres();
        return new ServerConfig(0, dir, POSTGRES_URL).withLimits(LIMITS);
    }

    /**
     * Empties the test PostgreSQL database. The social tests also call it when they end: their tables would
     * otherwise stay behind in the shared database for test runs of branches that do not know them.
     */
    static void wipePostgres() {
        try (Connection c = DriverManager.getConnection(POSTGRES_URL);
                Statement s = c.createStatement()) {
            for (String table : new String[] {
                "accounts",
                "sessions",
                "login_failures",
                "game_players",
                "game_meta",
                "ratings",
                "seeks",
                "chat_messages",
                "seat_presence",
                "limit_locks",
                "account_seen",
                "game_creations",
                "sign_in_attempts",
                "registrations",
                "game_reviews"
            }) {
                s.execute("DROP TABLE IF EXISTS " + table);
            }
            s.execute("DROP TABLE IF EXISTS games");
            s.execute("DROP TABLE IF EXISTS matches");
            s.execute("DROP TABLE IF EXISTS flyway_schema_history");
            // The live-update trigger's function (db/postgresql) outlives the table; Flyway wants an empty schema.
            s.execute("DROP FUNCTION IF EXISTS kete_games_notify()");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot reach the test PostgreSQL at KETE_TEST_POSTGRES_URL", e);
        }
    }
}
