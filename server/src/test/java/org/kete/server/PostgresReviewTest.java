package org.kete.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.kete.server.config.ServerConfig;

/** ReviewTest against the PostgreSQL of KETE_TEST_POSTGRES_URL (see .ci/postgres.sh): the migration there too. */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresReviewTest extends ReviewTest {
    @Override
    ServerConfig config(Path dir) {
        return TestServers.postgres(dir);
    }

    @AfterEach
    void wipe() {
        TestServers.wipePostgres();
    }
}
