package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.server.config.Limits;
import org.kete.server.http.WebSecurity;

/**
 * What every request is checked for before its route acts (docs/security.md, Requests and answers): a change
 * from another site's page (its Origin not exactly this server's, user information included) is 403 csrf; a
 * body nested deeper than json-depth is 400 bad-json on every route, after the seat check on the routes that
 * act for a seat. PostgresRequestChecksTest reruns it on PostgreSQL.
 */
class RequestChecksTest extends ServerTestBase {
    private static final String NEW_GAME = "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}";

    /** A body {"a": [[[...]]]} nested {@code depth} levels. */
    private static String nested(int depth) {
        return "{\"a\":" + "[".repeat(depth - 1) + "]".repeat(depth - 1) + "}";
    }

    @Test
    void an_origin_is_this_server_exactly_or_the_change_is_refused() {
        String self = "http://localhost:" + server.port();
        for (String bad : List.of(
                "http://evil.example@localhost:" + server.port(),
                "http://localhost:" + server.port() + "@evil.example",
                "http://evil.example",
                "https://localhost:" + server.port(),
                "http://localhost:" + (server.port() + 1),
                self + "/",
                self + "?x",
                "null")) {
            assertError(client.postWith("/api/games", NEW_GAME, "Origin", bad), 403, "csrf");
            assertError(
                    client.postWith(
                            "/api/account/register",
                            "{\"name\":\"ana\",\"password\":\"secret-words-9\"}",
                            "Origin",
                            bad),
                    403,
                    "csrf");
        }
        assertEquals(
                201, client.postWith("/api/games", NEW_GAME, "Origin", self).status());
        assertEquals(
                201,
                client.postWith("/api/games", NEW_GAME, "Origin", self.toUpperCase(java.util.Locale.ROOT))
                        .status());
        // A program sends no Origin.
        assertEquals(201, client.post("/api/games", null, NEW_GAME).status());
        // Reading is not a change.
        assertEquals(200, client.get("/api/catalogue").status());
    }

    @Test
    void the_origin_is_compared_whole_with_the_default_ports() {
        assertTrue(WebSecurity.sameOrigin("http://kete.example", "http", "kete.example"));
        assertTrue(WebSecurity.sameOrigin("http://kete.example:80", "http", "kete.example"));
        assertTrue(WebSecurity.sameOrigin("https://kete.example", "https", "kete.example:443"));
        assertTrue(WebSecurity.sameOrigin("http://[::1]:8080", "http", "[::1]:8080"));
        assertFalse(WebSecurity.sameOrigin("http://kete.example", "https", "kete.example"));
        assertFalse(WebSecurity.sameOrigin("http://user@kete.example", "http", "kete.example"));
        assertFalse(WebSecurity.sameOrigin("http://kete.example.evil", "http", "kete.example"));
        assertFalse(WebSecurity.sameOrigin("http://kete.example:8080", "http", "kete.example"));
        assertFalse(WebSecurity.sameOrigin("http://kete.example", "http", null));
        assertFalse(WebSecurity.sameOrigin("http://kete.example", "http", "kete.example@evil"));
    }

    @Test
    void a_body_nested_too_deeply_is_bad_json_on_every_route() {
        int depth = (int) Limits.Name.JSON_DEPTH.byDefault();
        for (String body : List.of(nested(depth + 1), nested(1_001), nested(5_000))) {
            Client.Response r = client.post("/api/games", null, body);
            assertError(r, 400, "bad-json");
            assertEquals("body-too-deep", r.json().get("key").asText(), r.body());
            assertError(client.post("/api/analysis", null, body), 400, "bad-json");
            assertError(client.post("/api/account/register", null, body), 400, "bad-json");
            assertError(client.post("/api/account/login", null, body), 400, "bad-json");
        }
        // Exactly as deep as the limit is read.
        String deepest = "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"x\":" + "[".repeat(depth - 1)
                + "]".repeat(depth - 1) + "}";
        assertEquals(201, client.post("/api/games", null, deepest).status());
    }

    @Test
    void a_deep_body_for_a_seat_is_answered_403_without_the_seat_and_400_with_it() {
        JsonNode created = client.create(NEW_GAME);
        String id = created.get("game").get("id").asText();
        String token = created.get("token").asText();
        String deep = nested(1_001);
        for (String route : List.of("moves", "undo", "resign", "draw/offer", "computer", "abort", "claim", "rematch")) {
            assertError(client.post("/api/games/" + id + "/" + route, null, deep), 403, "forbidden");
            assertError(client.post("/api/games/" + id + "/" + route, "not-a-seat", deep), 403, "forbidden");
            Client.Response r = client.post("/api/games/" + id + "/" + route, token, deep);
            assertError(r, 400, "bad-json");
        }
    }
}
