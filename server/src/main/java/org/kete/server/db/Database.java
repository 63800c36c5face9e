package org.kete.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.SQLExceptionOverride;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.sql.SQLTransientException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.kete.server.common.ApiException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The connection pool, with the schema brought up to date by Flyway's migrations on open.
 *
 * <p>Durability: a change is committed before the server answers it, and a commit is on disk when it returns.
 * The embedded H2 database runs with {@code WRITE_DELAY=0}: its store writes each commit to the file before the
 * commit returns (by default H2 writes commits in the background, half a second later, and a killed process
 * loses them). H2 does not fsync each commit, so a commit survives the server being killed, not the machine
 * losing power; PostgreSQL with its default {@code synchronous_commit = on} survives both.
 *
 * <p>Storage faults (the disk full or read-only, the database unreachable or closed) become {@code 503
 * unavailable} through {@link #failure}, never a 500; the pool then drops its connections, so the next request
 * opens new ones and the server recovers by itself once the fault clears (H2 closes its database on a failed
 * write; a new connection opens it again from the last complete commit).
 */
public final class Database implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Database.class);

    /** How long a request waits for a connection before it is answered {@code 503 busy}. */
    static final long CONNECTION_TIMEOUT_MILLIS = 5_000;

    /** Connections in the pool. */
    static final int POOL_SIZE = 8;

    /** The seconds a client is told to wait after a storage fault ({@code Retry-After}). */
    public static final int RETRY_AFTER_SECONDS = 2;

    /**
     * H2's error codes for storage faults (org.h2.api.ErrorCode): the database closed (after a failed write),
     * I/O errors, no disk space, read-only, locked by another process, a corrupt file, shutting down and a broken
     * connection.
     */
    private static final Set<Integer> H2_STORAGE_ERRORS =
            Set.of(90098, 90028, 90031, 90100, 90097, 90020, 90030, 90121, 90067);

    /** H2's lock timeout (org.h2.api.ErrorCode.LOCK_TIMEOUT_1): the database is busy, not broken. */
    private static final int H2_LOCK_TIMEOUT = 50200;

    private final HikariDataSource pool;

    private Database(HikariDataSource pool) {
        this.pool = pool;
    }

    /**
     * Opens the database at {@code url}, or refuses with a one-line message (an {@link IllegalStateException}
     * without cause) when it cannot be reached, read or written: an operator sees why at once and no data is
     * silently replaced.
     */
    public static Database open(String url) {
        return open(url, POOL_SIZE, CONNECTION_TIMEOUT_MILLIS);
    }

    /** As {@link #open(String)}, with a pool of {@code size} connections and its timeout (tests use tiny ones). */
    public static Database open(String url, int size, long timeoutMillis) {
        if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException(
                    "the database URL must start with jdbc:postgresql: (or jdbc:h2:), not '" + url + "'");
        }
        String jdbcUrl = durable(url);
        Path file = h2File(url);
        if (file != null) checkH2Files(file);
        checkWritable(jdbcUrl, url);
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        config.setMaximumPoolSize(size);
        config.setPoolName("kete");
        config.setConnectionTimeout(timeoutMillis);
        // A connection that saw a storage fault is not used again: after H2 closed its database, or a
        // PostgreSQL server restarted, only a new connection works. A lock or statement timeout says the
        // database is busy: the connection is healthy and stays.
        config.setExceptionOverride(new SQLExceptionOverride() {
            @java.lang.Override
            public SQLExceptionOverride.Override adjudicate(SQLException e) {
                if (isBusy(e)) return SQLExceptionOverride.Override.DO_NOT_EVICT;
                return isStorageFault(e)
                        ? SQLExceptionOverride.Override.MUST_EVICT
                        : SQLExceptionOverride.Override.CONTINUE_EVICT;
            }
        });
        HikariDataSource pool = new HikariDataSource(config);
        try {
            migrate(pool, url.startsWith("jdbc:postgresql:"));
        } catch (RuntimeException e) {
            pool.close();
            throw new IllegalStateException(
                    "cannot bring the database " + redact(url) + " up to date: " + firstLine(rootMessage(e)));
        }
        return new Database(pool);
    }

    /** The URL with the settings that make a commit durable when it returns (H2: WRITE_DELAY=0). */
    public static String durable(String url) {
        if (!url.startsWith("jdbc:h2:") || url.toUpperCase(Locale.ROOT).contains(";WRITE_DELAY=")) return url;
        return url + ";WRITE_DELAY=0";
    }

    /**
     * The file of an embedded H2 database URL ({@code jdbc:h2:file:PATH}, or {@code jdbc:h2:PATH} with an absolute,
     * relative or home path), else null (in memory, a TCP server, another file system).
     */
    public static Path h2File(String url) {
        if (!url.startsWith("jdbc:h2:")) return null;
        String path = url.substring("jdbc:h2:".length()).split(";", 2)[0];
        if (path.startsWith("file:")) path = path.substring("file:".length());
        else if (!path.startsWith("/") && !path.startsWith(".") && !path.startsWith("~")) return null;
        if (path.startsWith("~")) path = System.getProperty("user.home") + path.substring(1);
        return Path.of(path + ".mv.db");
    }

    /**
     * The directory must take a write (a small file written, synced and removed: a read-only or full disk
     * fails here), and an existing database file must be writable and not empty. H2 would open a zero-length
     * file as a new, empty database and a read-only one in read-only mode; both are refused instead, so an
     * operator restores or moves the file on purpose.
     */
    private static void checkH2Files(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        Path probe = dir.resolve(".kete-write-check");
        try {
            Files.createDirectories(dir);
            try (FileChannel ch = FileChannel.open(
                    probe, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.allocate(64 * 1024));
                ch.force(true);
            } finally {
                Files.deleteIfExists(probe);
            }
        } catch (IOException e) {
            throw new IllegalStateException("the data directory " + dir + " cannot be written: " + describe(e));
        }
        if (!Files.exists(file)) return;
        if (!Files.isWritable(file)) {
            throw new IllegalStateException(
                    "the database file " + file + " cannot be written (check its owner and mode)");
        }
        try {
            if (Files.size(file) == 0) {
                throw new IllegalStateException("the database file " + file
                        + " is empty (0 bytes), not a Kete database: restore it from a backup,"
                        + " or move it away to start with no games");
            }
        } catch (IOException e) {
            throw new IllegalStateException("the database file " + file + " cannot be read: " + describe(e));
        }
    }

    /**
     * One plain connection to {@code url} (shown as {@code shown}) before the pool exists, so a database that
     * cannot be reached, read or written stops the start with one line (the pool would log its own stack traces): it must connect, and it must not be
     * read-only. PostgreSQL's synchronous_commit is only checked: off means a crash of PostgreSQL may lose
     * answered changes, which the operator chose; it is logged.
     */
    private static void checkWritable(String url, String shown) {
        Properties props = new Properties();
        if (url.startsWith("jdbc:postgresql:")) {
            props.setProperty("connectTimeout", "10");
            props.setProperty("loginTimeout", "10");
        }
        try (Connection c = DriverManager.getConnection(url, props);
                Statement s = c.createStatement()) {
            boolean readOnly;
            if (url.startsWith("jdbc:h2:")) {
                try (ResultSet r = s.executeQuery("SELECT READONLY()")) {
                    readOnly = r.next() && r.getBoolean(1);
                }
            } else {
                try (ResultSet r = s.executeQuery("SHOW transaction_read_only")) {
                    readOnly = r.next() && "on".equalsIgnoreCase(r.getString(1));
                }
                try (ResultSet r = s.executeQuery("SHOW synchronous_commit")) {
                    if (r.next() && "off".equalsIgnoreCase(r.getString(1))) {
                        LOG.warn("PostgreSQL has synchronous_commit = off: a crash of the database server may lose"
                                + " changes the API has answered");
                    }
                }
            }
            if (readOnly) throw new IllegalStateException("the database " + redact(shown) + " is read-only");
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "cannot open the database " + redact(shown) + ": " + firstLine(rootMessage(e)));
        }
    }

    /** The shared schema; on PostgreSQL also what only it has (db/postgresql: the old announcing trigger dropped, see Live). */
    private static void migrate(DataSource source, boolean postgres) {
        String[] locations = postgres
                ? new String[] {"classpath:db/migration", "classpath:db/postgresql"}
                : new String[] {"classpath:db/migration"};
        Flyway.configure().dataSource(source).locations(locations).load().migrate();
    }

    public Connection connection() throws SQLException {
        return pool.getConnection();
    }

    /** Statements run on one connection. */
    public interface SqlWork<T> {
        T run() throws SQLException;
    }

    /**
     * Runs {@code work} in one transaction on {@code c}: committed if it returns, rolled back if it throws (the
     * exception that tells why is rethrown, a failed rollback suppressed in it). The connection's auto-commit is
     * restored afterwards; failing to restore it is not an error, because the pool resets it anyway (or drops the
     * connection), and a committed change must not fail there. The games and the social packages both use it.
     */
    public static <T> T inTransaction(Connection c, SqlWork<T> work) throws SQLException {
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try {
            T result = work.run();
            c.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            // After a storage fault the rollback fails too; the first exception is the one that tells why.
            try {
                c.rollback();
            } catch (SQLException r) {
                e.addSuppressed(r);
            }
            throw e;
        } finally {
            try {
                c.setAutoCommit(auto);
            } catch (SQLException ignored) {
                // The pool resets it anyway, or drops the connection.
            }
        }
    }

    /** Connections open in the pool now (busy and idle), for tests. */
    public int connections() {
        var mx = pool.getHikariPoolMXBean();
        return mx == null ? 0 : mx.getTotalConnections();
    }

    /**
     * What a failed statement becomes: for an overloaded database (no connection free within the pool's timeout,
     * a lock or statement timeout), {@code 503 busy}, and the pool keeps its connections; for a storage fault,
     * {@code 503 unavailable} (and the pool drops its idle connections, so the next request connects anew); for
     * anything else, a bug, an IllegalStateException that the API answers with 500. {@code what} says what
     * could not be done, for the log and the message.
     */
    public RuntimeException failure(String what, SQLException e) {
        if (isBusy(e)) {
            LOG.debug("{}: the database is busy: {}", what, firstLine(rootMessage(e)));
            return busy(what);
        }
        if (!isStorageFault(e)) return new IllegalStateException(what, e);
        LOG.warn("{}: the database is unavailable: {}", what, firstLine(rootMessage(e)));
        try {
            var mx = pool.getHikariPoolMXBean();
            if (mx != null) mx.softEvictConnections();
        } catch (RuntimeException ignored) {
            // A pool being closed has nothing to evict.
        }
        return unavailable(what);
    }

    static ApiException unavailable(String what) {
        return ApiException.busy(
                "unavailable",
                what + ": the database is unavailable (full, read-only or unreachable); retry later",
                RETRY_AFTER_SECONDS);
    }

    static ApiException busy(String what) {
        return ApiException.busy("busy", what + ": the server is busy; retry in a moment", 1);
    }

    /**
     * The server is overloaded, the storage is fine: the pool found no free connection within its timeout while
     * its connections work (Hikari then gives no cause; when it could not open a connection, the cause says why,
     * and that is a storage fault), or the database gave up waiting for a lock (H2's lock timeout, PostgreSQL's
     * 55P03) or cancelled a statement on its timeout (57014).
     */
    public static boolean isBusy(SQLException e) {
        if (e instanceof SQLTransientConnectionException
                && e.getCause() == null
                && e.getNextException() == null
                && e.getSQLState() == null) return true;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s) {
                if (s.getErrorCode() == H2_LOCK_TIMEOUT) return true;
                if ("55P03".equals(s.getSQLState()) || "57014".equals(s.getSQLState())) return true;
            }
        }
        return false;
    }

    /**
     * A fault of the storage rather than of the request or the code: connection failures and resources
     * (SQLSTATE classes 08, 53, 57, 58; 25006 read-only transaction; a pool that cannot open connections), and
     * H2's closed database, I/O and disk errors. Looks through the chain of causes and next exceptions. A busy
     * database ({@link #isBusy}) is not a fault.
     */
    public static boolean isStorageFault(SQLException e) {
        if (isBusy(e)) return false;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLRecoverableException || t instanceof SQLTransientException) return true;
            if (t instanceof IOException) return true;
            if (t instanceof SQLException s) {
                String state = s.getSQLState();
                if (state != null) {
                    if (state.startsWith("08")
                            || state.startsWith("53")
                            || state.startsWith("57")
                            || state.startsWith("58")
                            || state.equals("25006")) return true;
                }
                if (H2_STORAGE_ERRORS.contains(s.getErrorCode())) return true;
                SQLException next = s.getNextException();
                if (next != null && next != s && isStorageFault(next)) return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        pool.close();
    }

    private static String redact(String url) {
        return url.replaceAll("password=[^&;]*", "password=***");
    }

    private static String describe(IOException e) {
        String m = e.getMessage();
        String kind = e.getClass().getSimpleName();
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) return f.getReason();
        return m == null ? kind : m;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
