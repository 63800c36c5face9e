package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.h2.tools.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;

/**
 * The database full, read-only or unreachable: requests that need it are answered {@code 503 unavailable} with
 * {@code Retry-After}, never 500; nothing answered before is lost; and the same server works again once the
 * fault clears, without a restart. The faults are a real small file system filled up (where this machine lets
 * the test mount one), an H2 file system whose writes fail as a full or read-only disk's do, and an H2 database
 * server that is stopped and started again.
 */
class StorageFaultTest {
    @TempDir
    Path dir;

    @AfterEach
    void clearFault() {
        FaultyFilePath.fault = FaultyFilePath.Fault.NONE;
    }

    @Test
    void a_full_disk_answers_503_and_the_server_recovers_when_space_is_freed() {
        ServerConfig config = new ServerConfig(0, dir, FaultyFilePath.url(dir));
        survives(
                config,
                () -> FaultyFilePath.fault = FaultyFilePath.Fault.FULL,
                () -> FaultyFilePath.fault = FaultyFilePath.Fault.NONE);
    }

    @Test
    void a_read_only_disk_answers_503_and_the_server_recovers_when_it_is_writable_again() {
        ServerConfig config = new ServerConfig(0, dir, FaultyFilePath.url(dir));
        survives(
                config,
                () -> FaultyFilePath.fault = FaultyFilePath.Fault.READ_ONLY,
                () -> FaultyFilePath.fault = FaultyFilePath.Fault.NONE);
    }

    @Test
    void an_unreachable_database_answers_503_and_is_used_again_once_it_is_back() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String[] args = {"-tcpPort", String.valueOf(port), "-baseDir", dir.toString(), "-ifNotExists"};
        Server[] h2 = {Server.createTcpServer(args).start()};
        try {
            ServerConfig config = new ServerConfig(0, dir, "jdbc:h2:tcp://127.0.0.1:" + port + "/kete");
            survives(config, () -> h2[0].stop(), () -> {
                try {
                    h2[0] = Server.createTcpServer(args).start();
                } catch (java.sql.SQLException e) {
                    throw new AssertionError(e);
                }
            });
        } finally {
            h2[0].stop();
        }
    }

    /**
     * The real thing: the data directory on a 2 MiB tmpfs, filled to the last byte by another file, then freed.
     * Needs root and a kernel that lets it mount; elsewhere it is skipped (the faulty file system above covers
     * the same path through H2).
     */
    @Test
    void a_real_full_file_system_answers_503_and_the_server_recovers_when_space_is_freed() throws Exception {
        Path mount = Files.createDirectory(dir.resolve("small"));
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", mount.toString()) == 0, "cannot mount");
        try {
            Path data = mount.resolve("data");
            Path filler = mount.resolve("filler");
            survives(new ServerConfig(0, data, null), () -> fill(filler), () -> {
                try {
                    Files.delete(filler);
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
            });
        } finally {
            run("umount", "-l", mount.toString());
        }
    }

    /**
     * Plays answered moves, breaks the storage, checks that a move and a new game get 503 unavailable (moves
     * are tried until one fails, as a disk that still has a block left may take one more), mends it, checks
     * that the same server takes moves again, then restarts on the same data and finds every answered move.
     */
    private static void survives(ServerConfig config, Runnable breakIt, Runnable mendIt) {
        List<String> answered = new ArrayList<>();
        String id;
        String token;
        KeteServer server = KeteServer.start(config);
        try {
            Client c = new Client(server.port());
            JsonNode created = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
            id = created.get("game").get("id").asText();
            token = created.get("token").asText();
            for (int i = 0; i < 4; i++) assertEquals(200, move(c, id, token, answered));

            breakIt.run();
            int status = 200;
            for (int i = 0; i < 20 && status == 200; i++) status = move(c, id, token, answered);
            assertEquals(503, status, "a move while the storage is broken");
            Client.Response create =
                    c.post("/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
            assertUnavailable(create);

            mendIt.run();
            // The first request may still meet a connection that saw the fault; a client retries on 503.
            status = 503;
            for (int i = 0; i < 10 && status == 503; i++) status = move(c, id, token, answered);
            assertEquals(200, status, "the same server takes moves again once the storage is mended");
            for (int i = 0; i < 3; i++) assertEquals(200, move(c, id, token, answered));
            assertEquals(
                    201,
                    c.post("/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}")
                            .status());
        } finally {
            server.stop();
        }

        KeteServer again = KeteServer.start(config);
        try {
            JsonNode g = new Client(again.port()).get("/api/games/" + id, token).json();
            List<String> stored = new ArrayList<>();
            g.get("moves").forEach(m -> stored.add(m.asText()));
            assertEquals(answered, stored, "every answered move is stored, and only those");
        } finally {
            again.stop();
        }
    }

    /** One move, the first legal one, at the game's current version; an answered move joins {@code answered}. */
    private static int move(Client c, String id, String token, List<String> answered) {
        Client.Response got = c.get("/api/games/" + id, token);
        if (got.status() != 200) {
            assertUnavailable(got);
            return got.status();
        }
        JsonNode g = got.json();
        String notation = g.get("legalMoves").get(0).get("notation").asText();
        Client.Response r =
                c.act("/api/games/" + id + "/moves", token, g.get("version").asInt(), "\"move\":\"" + notation + "\"");
        if (r.status() == 200) answered.add(notation);
        else assertUnavailable(r);
        return r.status();
    }

    private static void assertUnavailable(Client.Response r) {
        ServerTestBase.assertError(r, 503, "unavailable");
        assertEquals("2", r.raw().headers().firstValue("Retry-After").orElse(null), r.body());
        // Nothing of the database's own (its name, driver or URL) leaks; a game id may contain the letters h2.
        assertFalse(
                java.util.regex.Pattern.compile("(?i)\\bh2\\b|org\\.h2|jdbc:")
                        .matcher(r.body())
                        .find(),
                r.body());
    }

    private static void fill(Path filler) {
        byte[] block = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) out.write(block);
        } catch (IOException e) {
            assertTrue(String.valueOf(e.getMessage()).contains("No space"), e.toString());
        }
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }
}
