package org.kete.server;

import java.nio.file.Path;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.kete.server.config.ServerConfig;

/** GameCreationLimitTest against the PostgreSQL of KETE_TEST_POSTGRES_URL (see .ci/postgres.sh). */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresGameCreationLimitTest extends GameCreationLimitTest {
    @Override
    ServerConfig config(Path dir) {
        return TestServers.postgres(dir);
    }

    @Override
    void done() {
        TestServers.wipePostgres();
    }
}
