package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.server.config.ServerConfig;
import org.kete.server.http.WebSecurity;

/**
 * The security headers on every answer (pages, files, API, errors), HSTS only over HTTPS, and every error under
 * /api as the API's JSON error, Jetty's own included. Raw requests, since Java's HTTP client refuses to send
 * most of these malformed requests.
 */
class HeadersTest extends ServerTestBase {

    @Override
    ServerConfig config(java.nio.file.Path dir) {
        // As behind a reverse proxy: X-Forwarded-Proto says whether the client used HTTPS.
        return TestServers.h2(dir).withBehindProxy(true);
    }

    private Client.RawResponse one(String method, String target, List<String> headers) {
        List<Client.RawResponse> r = client.raw(List.of(client.rawRequest(method, target, headers, null)));
        assertEquals(1, r.size(), "an answer to " + method + " " + target);
        return r.get(0);
    }

    private static void assertSecurityHeaders(Client.RawResponse r, String what) {
        Map<String, String> h = r.headers();
        String csp = h.get("content-security-policy");
        assertEquals(WebSecurity.CONTENT_SECURITY_POLICY, csp, what);
        assertFalse(csp.contains("unsafe-inline"), what);
        assertFalse(csp.contains("unsafe-eval"), what);
        assertTrue(csp.contains("frame-ancestors 'none'"), what);
        assertEquals("nosniff", h.get("x-content-type-options"), what);
        assertEquals("DENY", h.get("x-frame-options"), what);
        assertEquals("no-referrer", h.get("referrer-policy"), what);
    }

    /** The API's error body: JSON with this status, a code and a message, and no HTML or stack trace. */
    private static void assertJsonError(Client.RawResponse r, int status, String what) {
        assertEquals(status, r.status(), what + ": " + r.body());
        assertTrue(r.headers().get("content-type").startsWith("application/json"), what + ": " + r.headers());
        JsonNode j = r.json();
        assertEquals(status, j.get("status").asInt(), what);
        assertFalse(j.get("error").asText().isBlank(), what);
        assertFalse(j.get("message").asText().isBlank(), what);
        assertFalse(r.body().contains("<"), what + ": " + r.body());
        assertFalse(r.body().contains("Exception"), what + ": " + r.body());
    }

    @Test
    void pages_files_api_answers_and_errors_carry_the_security_headers() {
        for (String target :
                List.of("/", "/js/app.js", "/css/kete.css", "/api/catalogue", "/api/games/nope", "/nope")) {
            Client.RawResponse r = one("GET", target, List.of());
            assertSecurityHeaders(r, target);
            assertNull(r.headers().get("strict-transport-security"), target + " over plain HTTP");
        }
    }

    @Test
    void strict_transport_security_only_when_the_proxy_says_https() {
        Client.RawResponse https = one("GET", "/api/catalogue", List.of("X-Forwarded-Proto: https"));
        assertEquals(200, https.status());
        assertEquals(WebSecurity.STRICT_TRANSPORT_SECURITY, https.headers().get("strict-transport-security"));
        Client.RawResponse http = one("GET", "/api/catalogue", List.of("X-Forwarded-Proto: http"));
        assertNull(http.headers().get("strict-transport-security"));
    }

    @Test
    void a_nul_byte_in_the_path_is_a_json_error() {
        Client.RawResponse r = one("GET", "/api/games/%00", List.of());
        assertJsonError(r, 400, "%00");
        assertSecurityHeaders(r, "%00");
        assertJsonError(one("GET", "/api/games/a%00b/moves", List.of()), 400, "%00 inside");
    }

    @Test
    void an_ambiguous_path_is_a_json_error() {
        Client.RawResponse r = one("GET", "/api/games/%2e%2e/catalogue", List.of());
        assertTrue(r.status() >= 400 && r.status() < 500, r.body());
        assertJsonError(r, r.status(), "encoded dot segment");
    }

    @Test
    void a_uri_too_long_is_a_json_414() {
        Client.RawResponse r = one("GET", "/api/games/" + "x".repeat(20_000), List.of());
        assertJsonError(r, 414, "long URI");
        assertEquals("too-large", r.json().get("error").asText());
        assertSecurityHeaders(r, "414");
    }

    @Test
    void headers_too_large_are_a_json_431() {
        Client.RawResponse r = one("GET", "/api/catalogue", List.of("X-Big: " + "y".repeat(20_000)));
        assertJsonError(r, 431, "large headers");
        assertEquals("too-large", r.json().get("error").asText());
        assertSecurityHeaders(r, "431");
    }

    @Test
    void a_request_the_parser_refuses_is_a_json_400() {
        List<Client.RawResponse> r =
                client.raw(List.of("GET /api/catalogue HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n"));
        assertEquals(1, r.size());
        assertJsonError(r.get(0), 400, "header without a colon");
        List<Client.RawResponse> bad = client.raw(List.of("GET /api/catalogue HTTP/9.9\r\nHost: x\r\n\r\n"));
        assertJsonError(bad.get(0), bad.get(0).status(), "unknown HTTP version");
    }

    @Test
    void api_routes_still_answer_their_own_json_errors() {
        assertJsonError(one("GET", "/api/nope", List.of()), 404, "unknown route");
        assertJsonError(one("DELETE", "/api/catalogue", List.of()), 405, "wrong method");
        assertJsonError(one("GET", "/api/games/nope", List.of()), 404, "unknown game");
    }

    /**
     * A request body is read whether it comes with a length (read by Kete into an array of its size) or chunked
     * (read by Javalin, which has no length to trust), on one keep-alive connection; a body in a character set
     * the server does not know is a JSON 400, and the connection goes on serving.
     */
    @Test
    void bodies_with_a_length_chunked_or_in_an_unknown_charset() {
        String game = "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}";
        String host = "Host: 127.0.0.1:" + server.port() + "\r\n";
        String chunked = "POST /api/games HTTP/1.1\r\n" + host
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(game.length()) + "\r\n" + game + "\r\n0\r\n\r\n";
        String unknownCharset = "POST /api/games HTTP/1.1\r\n" + host
                + "Content-Type: application/json; charset=no-such-charset\r\nContent-Length: " + game.length()
                + "\r\n\r\n" + game;
        List<Client.RawResponse> r = client.raw(List.of(
                client.rawRequest("POST", "/api/games", List.of(), game),
                chunked,
                unknownCharset,
                client.rawRequest("POST", "/api/games", List.of(), game)));
        assertEquals(4, r.size(), "four answers on one connection");
        for (int i : new int[] {0, 1, 3}) {
            assertEquals(
                    201, r.get(i).status(), "request " + i + ": " + r.get(i).body());
            assertEquals(
                    "oware",
                    r.get(i).json().get("game").get("game").asText(),
                    r.get(i).body());
        }
        assertJsonError(r.get(2), 400, "unknown charset");
        assertEquals("bad-request", r.get(2).json().get("error").asText());
        assertTrue(
                r.get(2).json().get("message").asText().contains("could not be read"),
                r.get(2).body());
    }
}
