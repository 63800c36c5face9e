package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;

/**
 * A game's life across two servers on one database (docs/api.md, "A game's life"): each player on a server of
 * their own, the one who stayed sees the other leave at once and claims on their own server; a player comes
 * back on the other server; an abort on one server reaches the other's listeners; a server that dies (stops
 * vouching for its connections) leaves its players away. On H2 (two servers in this JVM) and on PostgreSQL.
 */
class CrossServerLifecycleTest {
    @TempDir
    Path dir;

    final TestClock time = new TestClock();

    @Test
    void on_h2() {
        run(TestServers.h2(dir));
    }

    @Test
    @EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
    void on_postgresql() {
        try {
            run(TestServers.postgres(dir));
        } finally {
            TestServers.wipePostgres();
        }
    }

    private void run(ServerConfig config) {
        KeteServer a = KeteServer.start(config, time);
        KeteServer b = KeteServer.start(config, time);
        try {
            Client ca = new Client(a.port());
            Client cb = new Client(b.port());
            leavingAndClaiming(a, b, ca, cb);
            abortReachesTheOtherServer(ca, cb);
            aServerThatDiesLeavesItsPlayersAway(a, b, ca, cb);
        } finally {
            a.stop();
            b.stop();
        }
    }

    /** An online game created on A and joined on B: id, South's token, North's token. */
    private static String[] game(Client ca, Client cb, String clock) {
        JsonNode c = ca.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\","
                + "\"first\":\"south\"" + (clock == null ? "" : ",\"clock\":" + clock) + "}");
        String id = c.get("game").get("id").asText();
        Client.Response j = cb.post("/api/games/" + id + "/join", null, "");
        assertEquals(200, j.status(), j.body());
        return new String[] {id, c.get("token").asText(), j.json().get("token").asText()};
    }

    private static int version(Client c, String id) {
        return c.get("/api/games/" + id).json().get("version").asInt();
    }

    private static void move(Client c, String id, String token, String move) {
        Client.Response r = c.act("/api/games/" + id + "/moves", token, version(c, id), "\"move\":\"" + move + "\"");
        assertEquals(200, r.status(), r.body());
    }

    private static Client.Listener seat(Client c, String id, String token) {
        Client.Listener l = c.listen(id);
        l.next();
        if (token != null) l.seat(token);
        return l;
    }

    private static boolean here(JsonNode p, String side) {
        return p.get(side).get("here").asBoolean();
    }

    private void leavingAndClaiming(KeteServer a, KeteServer b, Client ca, Client cb) {
        String[] g = game(ca, cb, "{\"minutes\":5}");
        String id = g[0];
        Client.Listener south = seat(ca, id, g[1]);
        Client.Listener north = seat(cb, id, g[2]);
        Client.Listener spectatorOnB = seat(cb, id, null);
        // Each hears of the other's arrival on the other server.
        south.presenceUntil(p -> here(p, "north"));
        north.presenceUntil(p -> here(p, "south"));
        move(ca, id, g[1], "C");
        move(cb, id, g[2], "a");
        move(ca, id, g[1], "A");

        north.close();
        JsonNode p = south.presenceUntil(x -> !here(x, "north"));
        assertEquals(30_000, p.get("north").get("claimInMs").asLong(), 2_000, "at once, with the countdown");
        spectatorOnB.presenceUntil(x -> !here(x, "north"));

        // North comes back on the other server in time: the claim is refused.
        time.advance(Duration.ofSeconds(20));
        Client.Listener back = seat(ca, id, g[2]);
        south.presenceUntil(x -> here(x, "north"));
        assertEquals(
                "opponent-here",
                ca.act("/api/games/" + id + "/claim", g[1], version(ca, id), null)
                        .json()
                        .get("key")
                        .asText());

        // And leaves again for good: South claims on A after the countdown, B's spectator sees the end.
        back.close();
        south.presenceUntil(x -> !here(x, "north"));
        time.advance(Duration.ofSeconds(31));
        a.presence().vouch();
        b.presence().vouch();
        Client.Response won = ca.act("/api/games/" + id + "/claim", g[1], version(ca, id), null);
        assertEquals(200, won.status(), won.body());
        assertEquals(
                "south", won.json().get("game").get("outcome").get("winner").asText());
        JsonNode end = GameLifecycleTest.untilFinished(spectatorOnB);
        assertEquals("left", end.get("game").get("outcome").get("reason").asText());
        south.close();
        spectatorOnB.close();
    }

    private void abortReachesTheOtherServer(Client ca, Client cb) {
        String[] g = game(ca, cb, null);
        Client.Listener onA = seat(ca, g[0], g[1]);
        Client.Response r = cb.act("/api/games/" + g[0] + "/abort", g[2], version(cb, g[0]), null);
        assertEquals(200, r.status(), r.body());
        JsonNode end = GameLifecycleTest.untilFinished(onA);
        assertEquals("aborted", end.get("game").get("outcome").get("reason").asText());
        onA.close();
    }

    private void aServerThatDiesLeavesItsPlayersAway(KeteServer a, KeteServer b, Client ca, Client cb) {
        String[] g = game(ca, cb, "{\"minutes\":5}");
        String id = g[0];
        Client.Listener south = seat(cb, id, g[1]); // South's page is on B
        Client.Listener north = seat(ca, id, g[2]);
        north.presenceUntil(p -> here(p, "south"));
        move(ca, id, g[1], "C");
        move(ca, id, g[2], "a");
        // B stops vouching for its connections, as a server that died would (its sockets are not closed).
        b.presence().close();
        time.advance(Duration.ofSeconds(36));
        a.presence().vouch();
        JsonNode p = north.presenceUntil(x -> !here(x, "south"));
        assertTrue(p.get("south").get("awayMs").asLong() >= 35_000, p.toString());
        time.advance(Duration.ofSeconds(31));
        Client.Response won = ca.act("/api/games/" + id + "/claim", g[2], version(ca, id), null);
        assertEquals(200, won.status(), won.body());
        assertEquals(
                "north", won.json().get("game").get("outcome").get("winner").asText());
        south.close();
        north.close();
    }
}
