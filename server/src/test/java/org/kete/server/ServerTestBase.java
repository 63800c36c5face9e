package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;

/**
 * A test class that runs against one real server on port 0 with a database of its own, started once for the
 * class. The database is the embedded H2 one in a temporary directory; a Postgres* subclass overrides
 * {@link #config} to rerun the same tests on PostgreSQL.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServerTestBase {
    @TempDir
    Path dir;

    KeteServer server;
    Client client;
    /** The server's time: tests move it on instead of waiting. */
    final TestClock time = new TestClock();

    /** The database under test. */
    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    @BeforeAll
    void start() throws java.io.IOException {
        // The temporary directory is not always injected before @BeforeAll in a per-class test; without this,
        // the server would open the user's own ~/.kete database (and collide with any other run using it).
        if (dir == null) dir = java.nio.file.Files.createTempDirectory("kete-server-test");
        server = KeteServer.start(config(dir), time);
        client = new Client(server.port());
    }

    @AfterAll
    void stop() {
        server.stop();
    }

    /**
     * Plays the first legal move of the side to move until each side of game {@code id} has made {@code each}
     * moves (a rated game needs two a side: Limits RATED_MIN_MOVES); returns the game's version then.
     */
    int playMoves(String id, String southToken, String northToken, int each) {
        while (true) {
            JsonNode g = client.get("/api/games/" + id).json();
            int south = 0, north = 0;
            for (JsonNode m : g.get("movers")) {
                if (m.asText().equals("south")) south++;
                else north++;
            }
            if (south >= each && north >= each) return g.get("version").asInt();
            String mover = g.get("position").get("toMove").asText();
            Client.Response r = client.act(
                    "/api/games/" + id + "/moves",
                    mover.equals("south") ? southToken : northToken,
                    g.get("version").asInt(),
                    "\"code\":" + g.get("legalMoves").get(0).get("code").asText());
            assertEquals(200, r.status(), r.body());
        }
    }

    /** A refused request: its status, its error code, a message, and no stack trace in the body. */
    static void assertError(Client.Response r, int status, String code) {
        assertEquals(status, r.status(), r.body());
        JsonNode j = r.json();
        assertEquals(status, j.get("status").asInt(), r.body());
        assertEquals(code, j.get("error").asText(), r.body());
        assertFalse(j.get("message").asText().isBlank(), r.body());
        assertFalse(r.body().contains("Exception"), r.body());
        assertFalse(r.body().contains("\tat "), r.body());
    }
}
