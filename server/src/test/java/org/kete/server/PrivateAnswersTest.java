package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Answers that carry a secret (an account's CSRF token, a seat's token, a seek's secret or its owner's seat) or
 * are for their asker only (the players' chat) say {@code Cache-Control: no-store}, so that no browser or proxy
 * cache keeps them; public answers are as cacheable as before (no such header).
 */
class PrivateAnswersTest extends ServerTestBase {
    private static String cacheControl(Client.Response r) {
        return r.raw().headers().firstValue("Cache-Control").orElse("");
    }

    @Test
    void every_answer_with_a_secret_is_not_stored_and_public_ones_are_as_before() {
        Map<String, Client.Response> secret = new LinkedHashMap<>();
        Map<String, Client.Response> open = new LinkedHashMap<>();

        // Accounts: the CSRF token.
        SocialClient ama = new SocialClient(server.port());
        secret.put(
                "POST /api/account/register",
                ama.post("/api/account/register", "{\"name\":\"Amanda\",\"password\":\"password-Amanda\"}"));
        SocialClient laptop = new SocialClient(server.port());
        secret.put(
                "POST /api/account/login",
                laptop.post("/api/account/login", "{\"name\":\"Amanda\",\"password\":\"password-Amanda\"}"));
        secret.put("GET /api/account", ama.get("/api/account"));
        secret.put("GET /api/account (a guest)", new SocialClient(server.port()).get("/api/account"));

        // Games: a seat's token.
        Client.Response local =
                client.post("/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        secret.put("POST /api/games (one device)", local);
        Client.Response online = client.post(
                "/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}");
        secret.put("POST /api/games (online)", online);
        String id = online.json().get("game").get("id").asText();
        Client.Response joined = client.post("/api/games/" + id + "/join", null, "");
        secret.put("POST /api/games/{id}/join", joined);
        String record = client.get(
                        "/api/games/" + local.json().get("game").get("id").asText() + "/record")
                .body();
        secret.put("POST /api/records", client.post("/api/records", null, record, "text/plain"));
        assertEquals(
                200,
                ama.post(
                                "/api/games/" + id + "/players",
                                joined.json().get("token").asText(),
                                "{\"account\":true}")
                        .status());
        secret.put("GET /api/games/{id}/seat", ama.get("/api/games/" + id + "/seat"));

        // The lobby: a seek's secret, its owner's seat, the accepter's seat.
        Client.Response posted = new SocialClient(server.port())
                .post("/api/lobby/seeks", "{\"connection\":\"headers-test\",\"game\":\"oware\",\"name\":\"Kofi\"}");
        secret.put("POST /api/lobby/seeks", posted);
        String seek = posted.json().get("seek").get("id").asText();
        secret.put(
                "POST /api/lobby/seeks/{id}/accept",
                new SocialClient(server.port()).post("/api/lobby/seeks/" + seek + "/accept", "{\"name\":\"Esi\"}"));
        secret.put(
                "GET /api/lobby/seeks/{id}",
                new SocialClient(server.port())
                        .get(
                                "/api/lobby/seeks/" + seek,
                                posted.json().get("secret").asText()));

        // The players' chat is theirs; the spectators' is public.
        String south = online.json().get("token").asText();
        assertEquals(
                201,
                client.post("/api/games/" + id + "/chat", south, "{\"room\":\"players\",\"text\":\"hi\"}")
                        .status());
        secret.put(
                "GET /api/games/{id}/chat?room=players", client.get("/api/games/" + id + "/chat?room=players", south));

        open.put("GET /api/games/{id}", client.get("/api/games/" + id));
        open.put("GET /api/games/{id} (with a token)", client.get("/api/games/" + id, south));
        open.put("GET /api/games/{id}/players", client.get("/api/games/" + id + "/players"));
        open.put("GET /api/games/{id}/chat?room=spectators", client.get("/api/games/" + id + "/chat?room=spectators"));
        open.put("GET /api/lobby/seeks", client.get("/api/lobby/seeks"));
        open.put("GET /api/catalogue", client.get("/api/catalogue"));
        open.put("GET /api/players/{name}", client.get("/api/players/Amanda"));

        for (Map.Entry<String, Client.Response> e : secret.entrySet()) {
            Client.Response r = e.getValue();
            assertTrue(r.status() == 200 || r.status() == 201, e.getKey() + ": " + r.status() + " " + r.body());
            assertEquals("no-store", cacheControl(r), e.getKey());
        }
        for (Map.Entry<String, Client.Response> e : open.entrySet()) {
            Client.Response r = e.getValue();
            assertEquals(200, r.status(), e.getKey() + ": " + r.body());
            assertFalse(cacheControl(r).contains("no-store"), e.getKey() + ": " + cacheControl(r));
        }
        // The secrets are really in those answers (the list above is the right one).
        assertTrue(secret.get("GET /api/account").json().has("csrf"));
        assertTrue(secret.get("POST /api/games (online)").json().has("token"));
        assertTrue(secret.get("POST /api/records").json().has("token"));
        assertTrue(secret.get("POST /api/lobby/seeks").json().has("secret"));
        JsonNode owner = secret.get("GET /api/lobby/seeks/{id}").json();
        assertTrue(owner.has("token"), owner.toString());
        assertTrue(secret.get("POST /api/lobby/seeks/{id}/accept").json().has("token"));
        assertTrue(secret.get("GET /api/games/{id}/seat").json().get("token").isTextual());
    }
}
