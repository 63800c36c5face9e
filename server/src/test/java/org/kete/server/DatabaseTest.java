package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;
import org.kete.server.db.Database;

/** Which database errors are storage faults (503), and the URL settings that make commits durable. */
class DatabaseTest {
    @Test
    void connection_resource_and_read_only_errors_are_storage_faults() {
        for (String state : new String[] {"08006", "08001", "53100", "53200", "57P01", "57P03", "58030", "25006"}) {
            assertTrue(Database.isStorageFault(new SQLException("x", state)), state);
        }
        // The pool could not open a connection: its timeout carries the reason as its cause.
        SQLException refused = new SQLException("Connection refused", "08001");
        assertTrue(Database.isStorageFault(new SQLTransientConnectionException("pool timed out", "08001", refused)));
        // H2: database closed, no disk space, read-only, I/O error.
        for (int code : new int[] {90098, 90100, 90097, 90028}) {
            assertTrue(Database.isStorageFault(new SQLException("x", String.valueOf(code), code)), "H2 " + code);
        }
    }

    @Test
    void a_pool_timeout_with_working_connections_and_lock_timeouts_are_busy_not_storage_faults() {
        SQLException poolTimeout = new SQLTransientConnectionException(
                "kete - Connection is not available, request timed out after 5000ms (total=8, active=8, idle=0)");
        SQLException h2Lock = new SQLException("Timeout trying to lock table", "HYT00", 50200);
        SQLException pgLock = new SQLException("could not obtain lock on row", "55P03");
        SQLException pgTimeout = new SQLException("canceling statement due to statement timeout", "57014");
        for (SQLException e : new SQLException[] {poolTimeout, h2Lock, pgLock, pgTimeout}) {
            assertTrue(Database.isBusy(e), e.getMessage());
            assertFalse(Database.isStorageFault(e), e.getMessage());
        }
        SQLException cannotConnect = new SQLTransientConnectionException(
                "kete - Connection is not available", "08001", new SQLException("Connection refused", "08001"));
        assertFalse(Database.isBusy(cannotConnect));
        assertTrue(Database.isStorageFault(cannotConnect));
        assertFalse(Database.isBusy(new SQLException("x", "57P01")));
    }

    @Test
    void a_general_error_is_a_storage_fault_only_when_an_io_error_is_under_it() {
        SQLException general = new SQLException("General error", "HY000", 50000);
        assertFalse(Database.isStorageFault(general));
        SQLException writing = new SQLException("General error", "HY000", 50000, new IOException("No space left"));
        assertTrue(Database.isStorageFault(writing));
    }

    @Test
    void errors_of_the_request_or_the_code_are_not_storage_faults() {
        for (String state : new String[] {"23505", "42601", "22001", "40001"}) {
            assertFalse(Database.isStorageFault(new SQLException("x", state)), state);
        }
    }

    @Test
    void h2_urls_get_write_delay_0_unless_they_set_it_and_postgresql_urls_are_left_alone() {
        assertEquals("jdbc:h2:file:/srv/kete/kete;WRITE_DELAY=0", Database.durable("jdbc:h2:file:/srv/kete/kete"));
        assertEquals("jdbc:h2:/srv/kete;write_delay=100", Database.durable("jdbc:h2:/srv/kete;write_delay=100"));
        assertEquals("jdbc:postgresql://db/kete", Database.durable("jdbc:postgresql://db/kete"));
    }

    @Test
    void the_file_of_an_embedded_h2_url() {
        assertEquals(Path.of("/srv/kete/kete.mv.db"), Database.h2File("jdbc:h2:file:/srv/kete/kete;MODE=x"));
        assertEquals(Path.of("./data/kete.mv.db"), Database.h2File("jdbc:h2:./data/kete"));
        assertNull(Database.h2File("jdbc:h2:mem:kete"));
        assertNull(Database.h2File("jdbc:h2:tcp://localhost/kete"));
        assertNull(Database.h2File("jdbc:postgresql://db/kete"));
    }
}
