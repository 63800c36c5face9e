package org.kete.server;

import java.nio.file.Path;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.kete.server.config.ServerConfig;

/** OnlineTest against the PostgreSQL of KETE_TEST_POSTGRES_URL (see .ci/postgres.sh). */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresOnlineTest extends OnlineTest {
    @Override
    ServerConfig config(Path dir) {
        return TestServers.postgres(dir);
    }
}
