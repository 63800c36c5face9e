package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import org.junit.jupiter.api.Test;

/** Players' names on a game (/api/games/{id}/players, /seat) and the game's two chats. */
class PlayersChatTest extends ServerTestBase {
    private SocialClient browser() {
        return new SocialClient(server.port());
    }

    /** An online game with both seats taken by invitation: [id, south token, north token]. */
    private String[] seated() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}");
        String id = c.get("game").get("id").asText();
        Client.Response j = client.post("/api/games/" + id + "/join", null, "");
        return new String[] {id, c.get("token").asText(), j.json().get("token").asText()};
    }

    Client.Listener chat(String id, String room) {
        Client.Listener l = new Client.Listener();
        HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(
                        URI.create(
                                "ws://localhost:" + server.port() + "/api/games/" + id + "/chat/events?room=" + room),
                        l)
                .join();
        return l;
    }

    @Test
    void guests_name_their_seats_and_the_names_show_for_everyone() {
        String[] g = seated();
        String path = "/api/games/" + g[0] + "/players";
        JsonNode none = client.get(path).json();
        assertTrue(none.get("south").isNull());
        Client.Response named = browser().post(path, g[1], "{\"name\":\"Ama\"}");
        assertEquals(200, named.status(), named.body());
        assertEquals("Ama", named.json().get("south").get("name").asText());
        assertFalse(named.json().get("south").get("account").asBoolean());
        assertEquals(200, browser().post(path, g[2], "{\"name\":\"Kofi\"}").status());
        assertEquals("Kofi", client.get(path).json().get("north").get("name").asText());
        assertError(browser().post(path, null, "{\"name\":\"Yaw\"}"), 403, "forbidden");
        assertError(browser().post(path, "not-a-token", "{\"name\":\"Yaw\"}"), 403, "forbidden");
        assertError(browser().post(path, g[1], "{\"name\":\"x\"}"), 400, "bad-name");
        assertError(browser().post(path, g[1], "{\"name\":\"Moderator\"}"), 400, "bad-name");
        browser().register("Abena");
        assertError(browser().post(path, g[1], "{\"name\":\"abena\"}"), 409, "name-taken");
        assertEquals("Ama", client.get(path).json().get("south").get("name").asText(), "refusals change nothing");
        assertError(client.get("/api/games/nope/players"), 404, "not-found");
        // Lists of games ask for many games' names at once.
        JsonNode many =
                client.get("/api/game-players?ids=" + g[0] + ",nope").json().get("games");
        assertEquals("Ama", many.get(g[0]).get("south").asText());
        assertEquals("Kofi", many.get(g[0]).get("north").asText());
        assertTrue(many.path("nope").isMissingNode());
        assertError(client.get("/api/game-players?ids=" + "x,".repeat(201)), 400, "bad-request");
        JsonNode local = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        assertError(
                browser()
                        .post(
                                "/api/games/" + local.get("game").get("id").asText() + "/players",
                                local.get("token").asText(),
                                "{\"name\":\"Ama\"}"),
                409,
                "conflict");
    }

    @Test
    void an_account_takes_its_seat_with_csrf_and_holds_it_on_another_device() {
        String[] g = seated();
        String path = "/api/games/" + g[0] + "/players";
        SocialClient esi = browser().register("Esinam");
        String csrf = esi.csrf;
        esi.csrf = null;
        assertError(esi.post(path, g[2], "{\"account\":true}"), 403, "csrf");
        esi.csrf = csrf;
        Client.Response r = esi.post(path, g[2], "{\"account\":true}");
        assertEquals(200, r.status(), r.body());
        assertTrue(r.json().get("north").get("account").asBoolean());
        assertEquals("Esinam", r.json().get("north").get("name").asText());
        // A guest name cannot replace an account's seat.
        assertError(browser().post(path, g[2], "{\"name\":\"Yaw\"}"), 409, "conflict");
        SocialClient laptop = browser();
        laptop.post("/api/account/login", "{\"name\":\"Esinam\",\"password\":\"password-Esinam\"}");
        JsonNode seat = laptop.get("/api/games/" + g[0] + "/seat").json();
        assertEquals("north", seat.get("seat").asText());
        assertEquals(
                "north",
                client.get("/api/games/" + g[0], seat.get("token").asText())
                        .json()
                        .get("you")
                        .asText());
    }

    @Test
    void the_players_chat_is_private_escaped_limited_and_not_in_the_record() {
        // The time stands still but where the test moves it: the wait for the next message is exact.
        time.freeze();
        try {
            String[] g = seated();
            String chat = "/api/games/" + g[0] + "/chat";
            browser().post("/api/games/" + g[0] + "/players", g[1], "{\"name\":\"Ama\"}");
            Client.Listener north = chat(g[0], "players");
            north.socket
                    .sendText("{\"type\":\"auth\",\"token\":\"" + g[2] + "\"}", true)
                    .join();
            String markup = "<script>alert('x')</script> & \"hi\"";
            Client.Response said = browser()
                    .post(chat, g[1], "{\"room\":\"players\",\"text\":" + Client.MAPPER.valueToTree(markup) + "}");
            assertEquals(201, said.status(), said.body());
            assertEquals(
                    markup, said.json().get("message").get("text").asText(), "kept as text; the page shows it as text");
            JsonNode live = north.next();
            assertEquals("chat", live.get("type").asText());
            assertEquals(markup, live.get("message").get("text").asText());
            assertEquals("Ama", live.get("message").get("name").asText());
            assertEquals("south", live.get("message").get("seat").asText());
            JsonNode read = browser().get(chat + "?room=players", g[2]).json().get("messages");
            assertEquals(1, read.size());
            // Only the players read it; a control character becomes a space.
            assertError(browser().get(chat + "?room=players"), 403, "forbidden");
            assertEquals(
                    201,
                    browser()
                            .post(chat, g[2], "{\"room\":\"players\",\"text\":\"good\\ngame\"}")
                            .status());
            assertEquals("good game", north.next().get("message").get("text").asText());
            assertError(
                    browser().post(chat, g[2], "{\"room\":\"players\",\"text\":\"" + "x".repeat(301) + "\"}"),
                    400,
                    "too-long");
            assertError(browser().post(chat, g[2], "{\"room\":\"players\",\"text\":\"   \"}"), 400, "bad-request");
            assertError(browser().post(chat, g[2], "{\"room\":\"lounge\",\"text\":\"hi\"}"), 400, "bad-request");
            assertError(browser().post(chat, null, "{\"room\":\"players\",\"text\":\"hi\"}"), 403, "forbidden");
            assertError(browser().get(chat + "?room=players", g[1] + "x"), 403, "forbidden");
            // Five messages in ten seconds at most: the sixth waits until the first of them is ten seconds old, and is
            // not stored meanwhile.
            for (int i = 0; i < 4; i++)
                assertEquals(
                        201,
                        browser()
                                .post(chat, g[1], "{\"room\":\"players\",\"text\":\"m" + i + "\"}")
                                .status());
            Client.Response fast = browser().post(chat, g[1], "{\"room\":\"players\",\"text\":\"one too many\"}");
            assertError(fast, 429, "chat-too-fast");
            assertEquals("10", fast.raw().headers().firstValue("Retry-After").orElseThrow());
            JsonNode kept = browser().get(chat + "?room=players", g[2]).json().get("messages");
            assertEquals(6, kept.size(), kept.toString());
            assertEquals("m3", kept.get(5).get("text").asText());
            time.advance(java.time.Duration.ofSeconds(9));
            assertError(
                    browser().post(chat, g[1], "{\"room\":\"players\",\"text\":\"still too fast\"}"),
                    429,
                    "chat-too-fast");
            time.advance(java.time.Duration.ofSeconds(1));
            Client.Response later = browser().post(chat, g[1], "{\"room\":\"players\",\"text\":\"now\"}");
            assertEquals(201, later.status(), later.body());
            String record = client.get("/api/games/" + g[0] + "/record").body();
            assertFalse(record.contains("script") || record.contains("good game") || record.contains("m1"), record);
            assertFalse(client.get("/api/games/" + g[0]).body().contains("good game"));
            north.close();
        } finally {
            time.unfreeze();
        }
    }

    @Test
    void a_player_can_mute_the_other() {
        String[] g = seated();
        String chat = "/api/games/" + g[0] + "/chat";
        assertEquals(
                201,
                browser()
                        .post(chat, g[1], "{\"room\":\"players\",\"text\":\"before\"}")
                        .status());
        Client.Response m = browser().post(chat + "/mute", g[2], "{\"muted\":true}");
        assertEquals(200, m.status(), m.body());
        assertEquals(
                201,
                browser()
                        .post(chat, g[1], "{\"room\":\"players\",\"text\":\"after\"}")
                        .status());
        assertEquals(
                201,
                browser()
                        .post(chat, g[2], "{\"room\":\"players\",\"text\":\"mine\"}")
                        .status());
        JsonNode northSees = browser().get(chat + "?room=players", g[2]).json().get("messages");
        assertEquals(1, northSees.size(), northSees.toString());
        assertEquals("mine", northSees.get(0).get("text").asText());
        assertEquals(
                3,
                browser()
                        .get(chat + "?room=players", g[1])
                        .json()
                        .get("messages")
                        .size());
        assertError(browser().post(chat + "/mute", null, "{\"muted\":true}"), 403, "forbidden");
        browser().post(chat + "/mute", g[2], "{\"muted\":false}");
        assertEquals(
                3,
                browser()
                        .get(chat + "?room=players", g[2])
                        .json()
                        .get("messages")
                        .size());
        // Muting names no player: the seat stays unnamed.
        assertTrue(client.get("/api/games/" + g[0] + "/players")
                .json()
                .get("north")
                .isNull());
    }

    @Test
    void the_spectators_chat_is_for_signed_in_watchers() {
        String[] g = seated();
        String chat = "/api/games/" + g[0] + "/chat";
        Client.Listener watching = chat(g[0], "spectators");
        assertError(browser().post(chat, "{\"room\":\"spectators\",\"text\":\"hello\"}"), 401, "not-signed-in");
        SocialClient yaa = browser().register("Yaa");
        Client.Response r = yaa.post(chat, "{\"room\":\"spectators\",\"text\":\"nice move\"}");
        assertEquals(201, r.status(), r.body());
        JsonNode live = watching.next();
        assertEquals("nice move", live.get("message").get("text").asText());
        assertEquals("Yaa", live.get("message").get("name").asText());
        assertEquals(
                1,
                browser().get(chat + "?room=spectators").json().get("messages").size());
        assertEquals(
                0,
                browser()
                        .get(chat + "?room=players", g[1])
                        .json()
                        .get("messages")
                        .size(),
                "the rooms are apart");
        // A player of the game talks in the players' chat, not here.
        SocialClient player = browser().register("Kojo");
        player.post("/api/games/" + g[0] + "/players", g[1], "{\"account\":true}");
        assertError(player.post(chat, "{\"room\":\"spectators\",\"text\":\"hi\"}"), 403, "forbidden");
        assertError(browser().get("/api/games/nope/chat?room=spectators"), 404, "not-found");
        JsonNode computer = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\"}}");
        assertError(
                browser()
                        .post(
                                "/api/games/" + computer.get("game").get("id").asText() + "/chat",
                                computer.get("token").asText(),
                                "{\"room\":\"players\",\"text\":\"hi\"}"),
                409,
                "conflict");
        watching.close();
    }
}
