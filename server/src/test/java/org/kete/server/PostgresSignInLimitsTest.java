package org.kete.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.kete.server.config.ServerConfig;

/** SignInLimitsTest against the PostgreSQL of KETE_TEST_POSTGRES_URL: each test's servers on the emptied database. */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresSignInLimitsTest extends SignInLimitsTest {
    @Override
    ServerConfig config(Path dir) {
        return TestServers.postgres(dir);
    }

    @AfterAll
    static void wipe() {
        TestServers.wipePostgres();
    }
}
