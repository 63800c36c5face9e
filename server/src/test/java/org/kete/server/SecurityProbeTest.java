package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.kete.server.common.Daemons;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;

/**
 * The security probe as a test (docs/security.md): the kinds of attack a stranger sends to a public server
 * (guesses in parallel, locking an owner out, rating farming, floods of games, WebSockets and chat, deep and huge
 * JSON, long names, bidirectional text) against a real server with the production limits ({@link
 * Limits#DEFAULT}), each sent from many threads at once. It asserts that every limit held, that no answer was a
 * server error (a 503 is only ever "busy", with Retry-After), and that everything answered before a restart is
 * there after it. The server trusts X-Forwarded-For here (as behind a proxy), so that the probe can come from many
 * addresses.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SecurityProbeTest {
    static final Limits LIMITS = Limits.DEFAULT;
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .executor(Executors.newFixedThreadPool(8, Daemons.named("probe-http")))
            .build();

    Path dir;
    KeteServer server;
    ServerConfig config;

    /** Every answer the probe got: status, and for a 503 whether it said busy with Retry-After. */
    final List<String> serverErrors = Collections.synchronizedList(new ArrayList<>());

    /** What was answered before the restart and must be there after it. */
    final Map<String, String> accounts = new ConcurrentHashMap<>();

    final List<String> games = Collections.synchronizedList(new ArrayList<>());
    final Map<String, String> chats = new ConcurrentHashMap<>();

    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    @BeforeAll
    void start() throws IOException {
        dir = Files.createTempDirectory("kete-probe");
        config = config(dir).withLimits(LIMITS).withBehindProxy(true);
        server = KeteServer.start(config);
    }

    @AfterAll
    void stop() {
        if (server != null) server.stop();
    }

    // ---- a browser of the probe: one address, its own cookies

    final class Browser {
        final String address;
        String session;
        String device;
        String csrf;

        Browser(String address) {
            this.address = address;
        }

        Answer get(String path, String bearer) {
            return send(HttpRequest.newBuilder(uri(path)).GET(), bearer);
        }

        Answer post(String path, String bearer, String body) {
            return send(
                    HttpRequest.newBuilder(uri(path))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body)),
                    bearer);
        }

        Answer post(String path, String body) {
            return post(path, null, body);
        }

        private Answer send(HttpRequest.Builder b, String bearer) {
            b.header("X-Forwarded-For", address).timeout(java.time.Duration.ofSeconds(60));
            List<String> cookies = new ArrayList<>();
            if (session != null) cookies.add("kete_session=" + session);
            if (device != null) cookies.add("kete_device=" + device);
            if (!cookies.isEmpty()) b.header("Cookie", String.join("; ", cookies));
            if (csrf != null) b.header("X-CSRF-Token", csrf);
            if (bearer != null) b.header("Authorization", "Bearer " + bearer);
            HttpResponse<String> r;
            try {
                r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException | InterruptedException e) {
                throw new AssertionError(e);
            }
            synchronized (this) {
                for (String h : r.headers().allValues("set-cookie")) {
                    String v = h.substring(h.indexOf('=') + 1, h.indexOf(';'));
                    if (h.startsWith("kete_session=")) session = v.isEmpty() ? null : v;
                    if (h.startsWith("kete_device=")) device = v;
                }
            }
            Answer a = new Answer(
                    r.statusCode(),
                    r.body(),
                    r.headers().firstValue("Retry-After").orElse(null));
            if (a.status() >= 500 && !(a.status() == 503 && a.body().contains("\"busy\"") && a.retryAfter() != null))
                serverErrors.add(a.status() + " " + a.body());
            if ((a.status() == 200 || a.status() == 201) && a.body().startsWith("{")) {
                JsonNode j = a.json();
                if (j.has("csrf")) csrf = j.get("csrf").asText();
            }
            return a;
        }

        Browser register(String name, String password) {
            Answer a = post("/api/account/register", credentials(name, password));
            assertEquals(201, a.status(), a.body());
            accounts.put(name, password);
            return this;
        }

        /** A new browser at the same address that shows this one's device cookie (the same browser, signed out). */
        Browser sameBrowserSignedOut() {
            Browser b = new Browser(address);
            b.device = device;
            return b;
        }
    }

    record Answer(int status, String body, String retryAfter) {
        JsonNode json() {
            try {
                return Client.MAPPER.readTree(body);
            } catch (IOException e) {
                throw new AssertionError(body, e);
            }
        }

        String error() {
            return body.startsWith("{") ? json().path("error").asText() : "";
        }
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    static String credentials(String name, String password) {
        return "{\"name\":" + Client.quote(name) + ",\"password\":" + Client.quote(password) + "}";
    }

    /** Sends {@code n} requests together (a start gate, then all at once) and returns their answers. */
    static List<Answer> together(int n, IntFunction<Answer> request) {
        return Together.at(n, request);
    }

    static long count(List<Answer> answers, int status) {
        return answers.stream().filter(a -> a.status() == status).count();
    }

    /** Every answer is one of {@code allowed}; a 429 or 503 says when to come back. */
    static void onlyThese(List<Answer> answers, Integer... allowed) {
        List<Integer> ok = List.of(allowed);
        for (Answer a : answers) {
            assertTrue(ok.contains(a.status()), a.status() + " " + a.body());
            if (a.status() == 429 || a.status() == 503) assertTrue(a.retryAfter() != null, a.body());
        }
    }

    // ---- sign-in

    @Test
    @Order(1)
    void parallel_guesses_for_one_name_reach_the_hash_at_most_the_limit_and_never_lock_the_owner_out() {
        Browser owner = new Browser("10.1.0.1").register("Owner1", "a-long-secret-1");
        int pair = LIMITS.count(Limits.Name.SIGN_IN_FAILURES_PER_PAIR);
        Browser attacker = new Browser("10.1.0.66");
        List<Answer> guesses =
                together(30, i -> attacker.post("/api/account/login", credentials("Owner1", "guess-" + i)));
        onlyThese(guesses, 401, 429, 503);
        assertTrue(count(guesses, 401) <= pair, "at most " + pair + " guesses checked: " + count(guesses, 401));
        // The owner, from elsewhere, is not locked out; nor in the browser they signed in with before, at the
        // attacker's address (a shared network); a stranger's browser there is.
        assertEquals(
                200,
                new Browser("10.1.0.2")
                        .post("/api/account/login", credentials("Owner1", "a-long-secret-1"))
                        .status());
        Browser known = owner.sameBrowserSignedOut();
        Browser atAttackers = new Browser("10.1.0.66");
        atAttackers.device = known.device;
        assertEquals(
                200,
                atAttackers
                        .post("/api/account/login", credentials("Owner1", "a-long-secret-1"))
                        .status());
        // Once the pair's failures are counted (the burst's guesses that found the hashes busy were not guesses),
        // a stranger's browser at the attacker's address is refused even the right password.
        for (int i = 0; i < pair; i++) {
            Answer more = attacker.post("/api/account/login", credentials("Owner1", "more-" + i));
            if (more.status() == 429) break;
            assertEquals(401, more.status(), more.body());
        }
        Answer stranger = new Browser("10.1.0.66").post("/api/account/login", credentials("Owner1", "a-long-secret-1"));
        assertEquals(429, stranger.status(), stranger.body());
        assertTrue(stranger.retryAfter() != null, stranger.body());
    }

    @Test
    @Order(2)
    void parallel_guesses_from_one_address_reach_the_hash_at_most_the_limit() {
        int perAddress = LIMITS.count(Limits.Name.SIGN_IN_FAILURES_PER_ADDRESS);
        List<Answer> guesses = together(
                40, i -> new Browser("10.2.0.66").post("/api/account/login", credentials("Nobody" + i, "guess-" + i)));
        onlyThese(guesses, 401, 429, 503);
        assertTrue(count(guesses, 401) <= perAddress, "at most " + perAddress + " checked: " + count(guesses, 401));
    }

    @Test
    @Order(3)
    void registrations_from_one_address_are_limited_and_long_names_are_refused_first() {
        int most = LIMITS.count(Limits.Name.REGISTRATIONS_PER_ADDRESS);
        List<Answer> made = together(
                most + 10,
                i -> new Browser("10.3.0.66")
                        .post("/api/account/register", credentials("Flood" + i, "a-long-secret-" + i)));
        onlyThese(made, 201, 429, 503);
        assertTrue(count(made, 201) <= most, count(made, 201) + " registered");
        for (int i = 0; i < made.size(); i++)
            if (made.get(i).status() == 201) accounts.put("Flood" + i, "a-long-secret-" + i);
        String longName = "n".repeat(100);
        for (String route : List.of("/api/account/login", "/api/account/register")) {
            Answer a = new Browser("10.3.0.67").post(route, credentials(longName, "a-long-secret"));
            assertEquals(400, a.status(), route + " " + a.body());
        }
    }

    // ---- games

    private static final String LOCAL_GAME = "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}";

    @Test
    @Order(10)
    void a_flood_of_games_from_one_address_is_held_to_its_limits() {
        int perAddress = LIMITS.count(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS);
        Browser one = new Browser("10.4.0.66");
        List<Answer> made = together(
                perAddress + 60, i -> (i % 2 == 0 ? one : new Browser("10.4.0.66")).post("/api/games", LOCAL_GAME));
        onlyThese(made, 201, 429);
        assertTrue(count(made, 201) <= perAddress, count(made, 201) + " games from one address");
        assertTrue(count(made, 201) >= 1, "real play goes on");
        for (Answer a : made)
            if (a.status() == 201) games.add(a.json().get("game").get("id").asText());
        // Another address is not held up by this one.
        assertEquals(
                201, new Browser("10.4.0.67").post("/api/games", LOCAL_GAME).status());
    }

    // ---- JSON

    @Test
    @Order(20)
    void deep_and_huge_json_gets_400_or_413_on_every_kind_of_route_never_500() {
        Browser b = new Browser("10.5.0.1");
        Answer created =
                b.post("/api/games", "{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}");
        assertEquals(201, created.status(), created.body());
        String id = created.json().get("game").get("id").asText();
        String token = created.json().get("token").asText();
        games.add(id);
        String deep = "{\"a\":".repeat(2_000) + "1" + "}".repeat(2_000);
        String huge = "{\"game\":\"oware\",\"pad\":\"" + "x".repeat(LIMITS.count(Limits.Name.BODY_BYTES) + 10) + "\"}";
        for (String route : List.of(
                "/api/games",
                "/api/games/" + id + "/moves",
                "/api/games/" + id + "/chat",
                "/api/account/login",
                "/api/account/register",
                "/api/lobby/seeks",
                "/api/analysis")) {
            Answer d = b.post(route, token, deep);
            assertEquals(400, d.status(), route + " " + d.body());
            assertEquals("bad-json", d.error(), route + " " + d.body());
            Answer h;
            try {
                h = b.post(route, token, huge);
            } catch (AssertionError e) {
                // The server may answer 413 and close the connection before the client has sent the whole body:
                // the client then sees the connection closed. Either way nothing was read or stored.
                assertTrue(e.getCause() instanceof IOException, e.toString());
                continue;
            }
            assertTrue(h.status() == 413 || h.status() == 400, route + " " + h.status() + " " + h.body());
        }
        // Without the seat's token, a move is refused for that first, whatever the body.
        assertEquals(403, b.post("/api/games/" + id + "/moves", null, deep).status());
    }

    // ---- live channels

    @Test
    @Order(30)
    void one_address_cannot_open_websockets_without_limit() throws Exception {
        int most = LIMITS.count(Limits.Name.SOCKETS_PER_ADDRESS);
        String id = games.get(0);
        List<WebSocket> open = new ArrayList<>();
        int refused = 0;
        try {
            for (int i = 0; i < most + 20; i++) {
                try {
                    WebSocket ws = HTTP.newWebSocketBuilder()
                            .header("X-Forwarded-For", "10.6.0.66")
                            .buildAsync(
                                    URI.create("ws://127.0.0.1:" + server.port() + "/api/games/" + id + "/events"),
                                    new WebSocket.Listener() {})
                            .get(10, TimeUnit.SECONDS);
                    open.add(ws);
                } catch (java.util.concurrent.ExecutionException | CompletionException e) {
                    refused++;
                }
            }
            assertEquals(most, open.size(), "the address's sockets up to the cap");
            assertEquals(20, refused, "every socket past the cap refused");
            // Another address still gets in.
            WebSocket other = HTTP.newWebSocketBuilder()
                    .header("X-Forwarded-For", "10.6.0.67")
                    .buildAsync(
                            URI.create("ws://127.0.0.1:" + server.port() + "/api/games/" + id + "/events"),
                            new WebSocket.Listener() {})
                    .get(10, TimeUnit.SECONDS);
            other.abort();
        } finally {
            for (WebSocket w : open) w.abort();
        }
    }

    // ---- chat

    @Test
    @Order(40)
    void chat_sent_together_is_held_to_its_limit_and_bidirectional_controls_are_removed() {
        Browser b = new Browser("10.7.0.1");
        Answer created =
                b.post("/api/games", "{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}");
        String id = created.json().get("game").get("id").asText();
        String south = created.json().get("token").asText();
        Answer joined = new Browser("10.7.0.2").post("/api/games/" + id + "/join", "");
        assertEquals(200, joined.status(), joined.body());
        games.add(id);
        String chat = "/api/games/" + id + "/chat";
        int burst = LIMITS.count(Limits.Name.CHAT_BURST);
        List<Answer> said =
                together(20, i -> b.post(chat, south, "{\"room\":\"players\",\"text\":\"hello " + i + "\"}"));
        onlyThese(said, 201, 429);
        assertEquals(burst, count(said, 201), "exactly the burst is stored");
        JsonNode read = b.get(chat + "?room=players", south).json().get("messages");
        assertEquals(burst, read.size());
        String north = joined.json().get("token").asText();
        Answer bidi = new Browser("10.7.0.2")
                .post(chat, north, "{\"room\":\"players\",\"text\":\"good\\u202Egame\\u200B\\u0085!\"}");
        assertEquals(201, bidi.status(), bidi.body());
        String text = bidi.json().get("message").get("text").asText();
        assertFalse(
                text.chars()
                        .anyMatch(c -> Character.getType(c) == Character.FORMAT
                                || (Character.getType(c) == Character.CONTROL)),
                text);
        assertTrue(text.startsWith("good") && text.endsWith("!"), text);
        chats.put(id, south);
    }

    // ---- ratings

    /** A lobby connection from {@code address}; returns its id (the hello's). */
    String lobbyConnection(String address, List<WebSocket> keep) throws Exception {
        java.util.concurrent.BlockingQueue<String> got = new java.util.concurrent.LinkedBlockingQueue<>();
        WebSocket ws = HTTP.newWebSocketBuilder()
                .header("X-Forwarded-For", address)
                .buildAsync(
                        URI.create("ws://127.0.0.1:" + server.port() + "/api/lobby/events"), new WebSocket.Listener() {
                            final StringBuilder part = new StringBuilder();

                            @Override
                            public java.util.concurrent.CompletionStage<?> onText(
                                    WebSocket w, CharSequence data, boolean last) {
                                part.append(data);
                                if (last) {
                                    got.add(part.toString());
                                    part.setLength(0);
                                }
                                w.request(1);
                                return null;
                            }
                        })
                .get(10, TimeUnit.SECONDS);
        keep.add(ws);
        for (; ; ) {
            String m = got.poll(10, TimeUnit.SECONDS);
            assertTrue(m != null, "the lobby says hello");
            JsonNode j = Client.MAPPER.readTree(m);
            if (j.path("type").asText().equals("hello"))
                return j.get("connection").asText();
        }
    }

    @Test
    @Order(50)
    void two_accounts_from_one_address_cannot_farm_a_rating_by_resigning_at_once() throws Exception {
        Browser farmer = new Browser("10.8.0.1").register("Farmer", "a-long-secret-f");
        Browser helper = new Browser("10.8.0.1").register("Feeder", "a-long-secret-g");
        Browser far = new Browser("10.8.0.200").register("Faraway", "a-long-secret-h");
        List<WebSocket> keep = new ArrayList<>();
        try {
            for (Browser[] pair : List.of(new Browser[] {farmer, helper}, new Browser[] {farmer, far})) {
                for (int i = 0; i < 8; i++) {
                    String conn = lobbyConnection(pair[0].address, keep);
                    Answer seek = pair[0].post(
                            "/api/lobby/seeks",
                            "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"rated\":true,"
                                    + "\"clock\":{\"minutes\":5,\"increment\":0}}");
                    onlyThese(List.of(seek), 201, 409, 429);
                    if (seek.status() != 201) continue;
                    String seekId = seek.json().get("seek").get("id").asText();
                    Answer taken = pair[1].post("/api/lobby/seeks/" + seekId + "/accept", "{}");
                    onlyThese(List.of(taken), 200, 409);
                    if (taken.status() != 200) continue;
                    String game = taken.json().get("game").get("id").asText();
                    games.add(game);
                    int version = taken.json().get("game").get("version").asInt();
                    Answer resigned = pair[1].post(
                            "/api/games/" + game + "/resign",
                            taken.json().get("token").asText(),
                            "{\"version\":" + version + "}");
                    assertEquals(200, resigned.status(), resigned.body());
                }
            }
        } finally {
            for (WebSocket w : keep) w.abort();
        }
        for (String name : List.of("Farmer", "Feeder", "Faraway")) {
            JsonNode profile =
                    new Browser("10.8.0.9").get("/api/players/" + name, null).json();
            for (JsonNode r : profile.get("ratings"))
                assertEquals(1500, r.get("rating").asLong(), name + ": " + profile);
        }
    }

    // ---- the restart

    @Test
    @Order(100)
    void no_answer_was_a_server_error_and_everything_answered_is_there_after_a_restart() {
        assertEquals(List.of(), serverErrors);
        server.stop();
        server = KeteServer.start(config);
        for (Map.Entry<String, String> a : accounts.entrySet()) {
            Answer in = new Browser("10.9.0." + (1 + Math.floorMod(a.getKey().hashCode(), 200)))
                    .post("/api/account/login", credentials(a.getKey(), a.getValue()));
            assertEquals(200, in.status(), a.getKey() + " " + in.body());
        }
        Browser reader = new Browser("10.9.1.1");
        for (String g : games)
            assertEquals(200, reader.get("/api/games/" + g, null).status(), g);
        for (Map.Entry<String, String> c : chats.entrySet()) {
            JsonNode read = reader.get("/api/games/" + c.getKey() + "/chat?room=players", c.getValue())
                    .json();
            assertEquals(
                    LIMITS.count(Limits.Name.CHAT_BURST) + 1,
                    read.get("messages").size(),
                    read.toString());
        }
        assertEquals(List.of(), serverErrors);
    }
}
