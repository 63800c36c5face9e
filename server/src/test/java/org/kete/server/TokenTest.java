package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A seat token is matched exactly: a token that differs in any character, letter case included, holds no seat,
 * whether it comes on a new connection or on one that has just carried the real token (HTTP keep-alive, as a
 * reverse proxy reuses its connections).
 */
class TokenTest extends ServerTestBase {

    /** A local game whose token has letters (so that changing their case changes it), and that token. */
    private JsonNode localGameWithLetters() {
        while (true) {
            JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
            String token = c.get("token").asText();
            if (!token.toLowerCase(Locale.ROOT).equals(token)) return c;
        }
    }

    @Test
    void a_token_in_other_letter_case_is_refused_on_a_new_connection() {
        JsonNode c = localGameWithLetters();
        String id = c.get("game").get("id").asText();
        String wrong = c.get("token").asText().toLowerCase(Locale.ROOT);
        assertError(client.act("/api/games/" + id + "/resign", wrong, 1, "\"seat\":\"south\""), 403, "forbidden");
        assertEquals(
                "active", client.get("/api/games/" + id).json().get("status").asText());
    }

    @Test
    void a_token_in_other_letter_case_is_refused_on_a_reused_connection() {
        JsonNode c = localGameWithLetters();
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        for (String wrong : List.of(token.toLowerCase(Locale.ROOT), token.toUpperCase(Locale.ROOT))) {
            assertNotEquals(token, wrong);
            List<Client.RawResponse> answers = client.raw(List.of(
                    client.rawRequest("GET", "/api/games/" + id, List.of("Authorization: Bearer " + token), null),
                    client.rawRequest(
                            "POST",
                            "/api/games/" + id + "/resign",
                            List.of("Authorization: Bearer " + wrong),
                            "{\"version\":1,\"seat\":\"south\"}")));
            assertEquals(2, answers.size(), "both requests answered on the one connection");
            assertEquals(200, answers.get(0).status(), answers.get(0).body());
            assertEquals("both", answers.get(0).json().get("you").asText());
            assertEquals(403, answers.get(1).status(), answers.get(1).body());
            assertEquals("forbidden", answers.get(1).json().get("error").asText());
        }
        JsonNode g = client.get("/api/games/" + id).json();
        assertEquals("active", g.get("status").asText());
        assertEquals(1, g.get("version").asInt());
    }

    @Test
    void the_real_token_still_works_on_a_reused_connection() {
        JsonNode c = localGameWithLetters();
        String id = c.get("game").get("id").asText();
        String auth = "Authorization: Bearer " + c.get("token").asText();
        List<Client.RawResponse> answers = client.raw(List.of(
                client.rawRequest("GET", "/api/games/" + id, List.of(auth), null),
                client.rawRequest(
                        "POST", "/api/games/" + id + "/moves", List.of(auth), "{\"version\":1,\"move\":\"C\"}")));
        assertEquals(200, answers.get(1).status(), answers.get(1).body());
        assertEquals(2, client.get("/api/games/" + id).json().get("version").asInt());
    }

    @Test
    void a_token_one_character_off_holds_no_seat() {
        JsonNode c = localGameWithLetters();
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        String off = token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A");
        JsonNode view = client.get("/api/games/" + id, off).json();
        assertEquals("null", view.get("you").toString());
        assertError(client.act("/api/games/" + id + "/moves", off, 1, "\"move\":\"C\""), 403, "forbidden");
    }

    /**
     * The seat is checked before the body: without a seat's token a request is refused 403 (404 for no game)
     * whatever its body, so that only a seat's holder learns what is wrong with a body; the holder gets 400.
     */
    @Test
    void a_wrong_body_without_the_seat_token_is_forbidden_and_with_it_is_bad_json() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}");
        String id = c.get("game").get("id").asText();
        String token = c.get("token").asText();
        List<String> bodies = List.of("{\"version\":\"one\",\"move\":\"C\"}", "not json", "[1]", "{\"version\":1.5}");
        List<String> routes = List.of(
                "moves", "computer", "undo", "resign", "draw/offer", "takeback/accept", "rematch", "rematch/decline");
        for (String route : routes) {
            String path = "/api/games/" + id + "/" + route;
            for (String body : bodies) {
                assertError(client.post(path, null, body), 403, "forbidden");
                assertError(client.post(path, "not-a-token", body), 403, "forbidden");
                assertError(client.post(path, token, body), 400, "bad-json");
                assertError(client.post("/api/games/nosuchgame/" + route, token, body), 404, "not-found");
            }
        }
        assertEquals(1, client.get("/api/games/" + id).json().get("version").asInt(), "nothing changed");
    }
}
