package org.kete.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/** The connection pool, with the schema brought up to date by Flyway's migrations on open. */
final class Database implements AutoCloseable {
    private final HikariDataSource pool;

    private Database(HikariDataSource pool) {
        this.pool = pool;
    }

    static Database open(String url) {
        if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException(
                    "the database URL must start with jdbc:postgresql: (or jdbc:h2:), not '" + url + "'");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(8);
        config.setPoolName("kete");
        HikariDataSource pool = new HikariDataSource(config);
        try {
            migrate(pool);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        return new Database(pool);
    }

    private static void migrate(DataSource source) {
        Flyway.configure()
                .dataSource(source)
                .locations("classpath:db/migration")
                .load()
                .migrate();
    }

    Connection connection() throws SQLException {
        return pool.getConnection();
    }

    @Override
    public void close() {
        pool.close();
    }
}
