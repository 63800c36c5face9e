package org.kete.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.kete.server.config.ServerConfig;

/** FairRatingsTest against the PostgreSQL of KETE_TEST_POSTGRES_URL (see .ci/postgres.sh): two servers share it. */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresFairRatingsTest extends FairRatingsTest {
    @Override
    ServerConfig config(Path dir) {
        return TestServers.postgres(dir);
    }

    @Override
    @AfterEach
    void stop() {
        super.stop();
        TestServers.wipePostgres();
    }
}
