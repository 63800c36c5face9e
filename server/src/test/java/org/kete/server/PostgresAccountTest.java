package org.kete.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.kete.server.config.ServerConfig;

/** AccountTest against the PostgreSQL of KETE_TEST_POSTGRES_URL (see .ci/postgres.sh). */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresAccountTest extends AccountTest {
    @Override
    ServerConfig config(Path dir) {
        return countingHashes(TestServers.postgres(dir));
    }

    @Override
    @AfterAll
    void stop() {
        super.stop();
        TestServers.wipePostgres();
    }
}
