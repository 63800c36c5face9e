package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;
import org.kete.server.db.Notifications;

/**
 * Two servers on one PostgreSQL database, live updates by LISTEN/NOTIFY: a WebSocket spectator on server B
 * receives every move made on server A with its trace, also across the loss of B's listening connection and
 * of A's announcing one.
 */
@EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
class PostgresLiveTest {
    @TempDir
    Path dir;

    KeteServer a;
    KeteServer b;
    Client ca;
    Client cb;

    @BeforeEach
    void start() {
        ServerConfig config = TestServers.postgres(dir);
        a = KeteServer.start(config);
        b = KeteServer.start(config);
        ca = new Client(a.port());
        cb = new Client(b.port());
    }

    @AfterEach
    void stop() {
        a.stop();
        b.stop();
    }

    /** A local game on A (one token plays both sides), watched from B: its id, token and B's listener. */
    private record Watched(String id, String token, Client.Listener onB) {}

    private Watched watchedGame() {
        JsonNode created = ca.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        String id = created.get("game").get("id").asText();
        Client.Listener onB = cb.listen(id);
        assertEquals("state", onB.next().get("type").asText());
        return new Watched(id, created.get("token").asText(), onB);
    }

    /** Plays a legal move chosen by {@code random} on A; returns A's answer (the game and the applied move). */
    private JsonNode playOnA(Watched w, Random random) {
        JsonNode g = ca.get("/api/games/" + w.id()).json();
        JsonNode legal = g.get("legalMoves");
        String move = legal.get(random.nextInt(legal.size())).get("notation").asText();
        Client.Response r = ca.act(
                "/api/games/" + w.id() + "/moves", w.token(), g.get("version").asInt(), "\"move\":\"" + move + "\"");
        assertEquals(200, r.status(), r.body());
        return r.json();
    }

    /** The applied moves B's spectator receives until it has {@code count} of them; all must be "moves". */
    private static List<JsonNode> receive(Client.Listener onB, int count) {
        List<JsonNode> received = new ArrayList<>();
        while (received.size() < count) {
            JsonNode n = onB.next();
            assertEquals("moves", n.get("type").asText(), n.toString());
            n.get("applied").forEach(received::add);
        }
        return received;
    }

    @Test
    void a_spectator_on_server_b_receives_a_move_made_on_server_a_with_its_trace() {
        Watched w = watchedGame();
        Random random = new Random(13);
        for (int i = 0; i < 10; i++) {
            JsonNode answer = playOnA(w, random);
            JsonNode heard =
                    w.onB().untilVersion(answer.get("game").get("version").asInt());
            assertEquals("moves", heard.get("type").asText(), heard.toString());
            assertEquals(answer.get("applied"), heard.get("applied"));
            assertTrue(heard.get("applied").get(0).get("trace").size() > 2, heard.toString());
            assertEquals(answer.get("game").get("position"), heard.get("game").get("position"));
        }
        w.onB().close();
    }

    @Test
    void moves_made_while_the_listening_connection_is_lost_all_reach_the_spectator_with_their_traces()
            throws Exception {
        Watched w = watchedGame();
        Random random = new Random(7);
        List<JsonNode> made = new ArrayList<>();
        made.add(playOnA(w, random).get("applied").get(0));
        assertEquals(made, receive(w.onB(), 1));

        // Kill B's listening connection and move on A at once, until at least one move has committed before
        // B listens again (its notification is then lost for good: only the resync can bring it). Every move
        // must still arrive, in order, with its trace.
        int inGap = 0;
        for (int attempt = 0; attempt < 10 && inGap == 0; attempt++) {
            Notifications live = b.notifications();
            int backend = live.listenerBackend();
            assertNotEquals(-1, backend);
            long opened = live.listenerConnections();
            terminate(backend);
            while (live.listenerBackend() == backend) Thread.onSpinWait();
            for (int i = 0; i < 3; i++) {
                made.add(playOnA(w, random).get("applied").get(0));
                if (live.listenerConnections() == opened) inGap++;
            }
            List<JsonNode> received = new ArrayList<>(made.subList(0, made.size() - 3));
            received.addAll(receive(w.onB(), 3));
            assertEquals(made, received);
            // B listens again on a new connection.
            while (live.listenerBackend() == -1) Thread.onSpinWait();
            assertNotEquals(backend, live.listenerBackend());
        }
        assertTrue(inGap > 0, "no move fell into the gap in ten tries");
        w.onB().close();
    }

    @Test
    void moves_announced_while_the_announcing_connection_is_lost_reach_the_spectator_once_it_is_back()
            throws Exception {
        Watched w = watchedGame();
        Random random = new Random(11);
        List<JsonNode> made = new ArrayList<>();
        made.add(playOnA(w, random).get("applied").get(0));
        assertEquals(made, receive(w.onB(), 1));
        long[] before = a.notifications().sent();

        // A's announcing connection dies: the moves A then makes are answered (they are stored), and their
        // announcements wait for A's new connection instead of being lost.
        int backend = a.notifications().senderBackend();
        assertNotEquals(-1, backend);
        terminate(backend);
        for (int i = 0; i < 3; i++) made.add(playOnA(w, random).get("applied").get(0));
        List<JsonNode> received = new ArrayList<>(made.subList(0, 1));
        received.addAll(receive(w.onB(), 3));
        assertEquals(made, received);
        assertNotEquals(backend, a.notifications().senderBackend());
        long[] after = a.notifications().sent();
        assertTrue(after[0] > before[0], Arrays.toString(before) + " -> " + Arrays.toString(after));
        w.onB().close();
    }

    private static void terminate(int backend) throws Exception {
        try (Connection c = DriverManager.getConnection(TestServers.POSTGRES_URL);
                PreparedStatement s = c.prepareStatement("SELECT pg_terminate_backend(?)")) {
            s.setInt(1, backend);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                assertTrue(r.getBoolean(1), "pg_terminate_backend " + backend);
            }
        }
    }

    /**
     * Not a test of speed but a measurement (docs in BENCHMARKS.md): the time from a move sent to A until B's
     * spectator has it, over 500 moves played one after another in fresh games; prints p50, p99 and the max, and
     * the same for A's answer alone. Run with {@code -Pslow -Dtest=PostgresLiveTest} and KETE_TEST_POSTGRES_URL.
     */
    @Test
    @Tag("slow")
    void cross_server_latency() {
        Random random = new Random(42);
        long[] millis = new long[500];
        long[] answered = new long[millis.length];
        Watched w = watchedGame();
        for (int i = 0; i < millis.length; i++) {
            JsonNode g = ca.get("/api/games/" + w.id()).json();
            if (!g.get("status").asText().equals("active")) {
                w.onB().close();
                w = watchedGame();
                g = ca.get("/api/games/" + w.id()).json();
            }
            JsonNode legal = g.get("legalMoves");
            String move =
                    legal.get(random.nextInt(legal.size())).get("notation").asText();
            int version = g.get("version").asInt();
            long t0 = System.nanoTime();
            Client.Response r =
                    ca.act("/api/games/" + w.id() + "/moves", w.token(), version, "\"move\":\"" + move + "\"");
            answered[i] = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(200, r.status(), r.body());
            JsonNode heard = w.onB().untilVersion(version + 1);
            millis[i] = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(r.json().get("applied"), heard.get("applied"));
        }
        Arrays.sort(millis);
        Arrays.sort(answered);
        System.out.printf(
                "cross-server latency over %d moves: p50 %d ms, p99 %d ms, max %d ms"
                        + " (of which A's answer to the move: p50 %d ms, p99 %d ms)%n",
                millis.length,
                millis[millis.length / 2],
                millis[millis.length * 99 / 100],
                millis[millis.length - 1],
                answered[answered.length / 2],
                answered[answered.length * 99 / 100]);
    }
}
