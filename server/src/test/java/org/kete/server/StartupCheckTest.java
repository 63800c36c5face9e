package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;

/**
 * A database that cannot be used is refused at start with one line that says why, and is left as it was: no
 * server starts on an empty or corrupt file (which would look like a server that lost every game), on a
 * read-only directory (where every change would fail), or without its database server.
 */
class StartupCheckTest {
    @TempDir
    Path dir;

    @Test
    void a_zero_length_database_file_is_refused_and_left_alone() throws IOException {
        Path file = Files.createFile(dir.resolve("kete.mv.db"));
        String message = refused(TestServers.h2(dir));
        assertEquals(
                "the database file " + file.toAbsolutePath()
                        + " is empty (0 bytes), not a Kete database: restore it from a backup, or move it away to"
                        + " start with no games",
                message);
        assertEquals(0, Files.size(file));
    }

    @Test
    void a_corrupt_database_file_is_refused_and_left_alone() throws IOException {
        byte[] noise = new byte[64 * 1024];
        new Random(13).nextBytes(noise);
        Path file = Files.write(dir.resolve("kete.mv.db"), noise);
        String message = refused(TestServers.h2(dir));
        assertTrue(message.startsWith("cannot open the database jdbc:h2:file:"), message);
        assertArrayEquals(noise, Files.readAllBytes(file));
    }

    @Test
    void an_unreachable_database_server_is_refused() {
        String message = refused(new ServerConfig(0, dir, "jdbc:postgresql://127.0.0.1:1/kete?user=kete&password=x"));
        assertTrue(message.startsWith("cannot open the database jdbc:postgresql://127.0.0.1:1/kete"), message);
        assertTrue(message.contains("password=***"), "the password is not shown: " + message);
    }

    @Test
    void a_data_directory_that_is_a_file_is_refused() throws IOException {
        Path notADirectory = Files.writeString(dir.resolve("data"), "x");
        String message = refused(TestServers.h2(notADirectory));
        assertTrue(message.contains(notADirectory.toString()), message);
    }

    /** Root writes through file modes, so a read-only directory needs a read-only mount; skipped where none can be made. */
    @Test
    void a_read_only_data_directory_is_refused() throws Exception {
        Path mount = Files.createDirectory(dir.resolve("ro"));
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", mount.toString()) == 0, "cannot mount");
        try {
            String message = refused(TestServers.h2(mount));
            assertEquals(
                    "the data directory " + mount.toAbsolutePath() + " cannot be written: Read-only file system",
                    message);
        } finally {
            run("umount", "-l", mount.toString());
        }
    }

    @Test
    void a_good_database_starts_and_keeps_its_games() throws IOException {
        KeteServer first = KeteServer.start(TestServers.h2(dir));
        String id;
        try {
            id = new Client(first.port())
                    .create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}")
                    .get("game")
                    .get("id")
                    .asText();
        } finally {
            first.stop();
        }
        assertTrue(Files.size(dir.resolve("kete.mv.db")) > 0);
        assertFalse(Files.exists(dir.resolve(".kete-write-check")), "the write check cleans up");
        KeteServer second = KeteServer.start(TestServers.h2(dir));
        try {
            assertEquals(200, new Client(second.port()).get("/api/games/" + id).status());
        } finally {
            second.stop();
        }
    }

    /** The start fails with one line, the message of an exception without a cause. */
    private static String refused(ServerConfig config) {
        RuntimeException e = assertThrows(
                RuntimeException.class, () -> KeteServer.start(config).stop());
        String message = e.getMessage();
        assertFalse(message.contains("\n"), message);
        assertEquals(null, e.getCause(), "the message says it all");
        return message;
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }
}
