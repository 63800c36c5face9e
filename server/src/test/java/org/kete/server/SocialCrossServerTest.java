package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;

/**
 * Two servers on one database: a seek posted on server A is seen live by a lobby connection of server B and
 * accepted there, A's owner hears that it was taken, a chat message said on A reaches a listener on B, and a
 * seek goes when its owner's connection on B closes. On H2 the servers are in this JVM; with
 * KETE_TEST_POSTGRES_URL set, the same runs on PostgreSQL, whose events go by NOTIFY.
 */
class SocialCrossServerTest {
    @TempDir
    Path dir;

    static Client.Listener connect(int port, String path) {
        Client.Listener l = new Client.Listener();
        HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(URI.create("ws://localhost:" + port + path), l)
                .join();
        return l;
    }

    @Test
    void on_h2() {
        run(TestServers.h2(dir));
    }

    @Test
    @org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable(named = "KETE_TEST_POSTGRES_URL", matches = ".+")
    void on_postgresql() {
        try {
            run(TestServers.postgres(dir));
        } finally {
            TestServers.wipePostgres();
        }
    }

    private static void run(ServerConfig config) {
        KeteServer a = KeteServer.start(config);
        KeteServer b = KeteServer.start(config);
        try {
            Client.Listener ownerOnA = connect(a.port(), "/api/lobby/events");
            String conn = LobbyTest.connection(ownerOnA);
            Client.Listener watcherOnB = connect(b.port(), "/api/lobby/events");
            LobbyTest.connection(watcherOnB);
            SocialClient ama = new SocialClient(a.port());
            Client.Response posted = ama.post(
                    "/api/lobby/seeks",
                    "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"name\":\"Ama\",\"seat\":\"south\"}");
            assertEquals(201, posted.status(), posted.body());
            String seekId =
                    LobbyTest.seeks(watcherOnB, "Ama", 1).get(0).get("id").asText();
            Client.Response accepted =
                    new SocialClient(b.port()).post("/api/lobby/seeks/" + seekId + "/accept", "{\"name\":\"Kofi\"}");
            assertEquals(200, accepted.status(), accepted.body());
            String gameId = accepted.json().get("game").get("id").asText();
            assertEquals(gameId, LobbyTest.until(ownerOnA, "taken").get("game").asText());
            String ownerToken = ama.get(
                            "/api/lobby/seeks/" + seekId,
                            posted.json().get("secret").asText())
                    .json()
                    .get("token")
                    .asText();

            // Chat said on A, heard on B.
            Client.Listener northOnB = connect(b.port(), "/api/games/" + gameId + "/chat/events?room=players");
            northOnB.socket
                    .sendText(
                            "{\"type\":\"auth\",\"token\":\""
                                    + accepted.json().get("token").asText() + "\"}",
                            true)
                    .join();
            Client.Response said = ama.post(
                    "/api/games/" + gameId + "/chat", ownerToken, "{\"room\":\"players\",\"text\":\"hello from A\"}");
            assertEquals(201, said.status(), said.body());
            JsonNode heard = northOnB.next();
            assertEquals("hello from A", heard.get("message").get("text").asText());

            // A seek of a connection on B goes when that connection closes, and A's watchers see it go.
            Client.Listener ownerOnB = connect(b.port(), "/api/lobby/events");
            String connB = LobbyTest.connection(ownerOnB);
            assertEquals(
                    201,
                    new SocialClient(a.port())
                            .post(
                                    "/api/lobby/seeks",
                                    "{\"connection\":\"" + connB + "\",\"game\":\"oware\",\"name\":\"Esi\"}")
                            .status());
            LobbyTest.seeks(ownerOnA, "Esi", 1);
            ownerOnB.close();
            LobbyTest.seeks(ownerOnA, "Esi", 0);
            ownerOnA.close();
            watcherOnB.close();
            northOnB.close();
        } finally {
            a.stop();
            b.stop();
        }
    }
}
