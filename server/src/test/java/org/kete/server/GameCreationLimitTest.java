package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;

/**
 * The limits on creating games (docs/security.md, Games): requests sent together, by many threads at once, from
 * one sender or one address, to one server or to two on one database: exactly the limit is created, every other
 * request is 429 too-many-games with Retry-After; every way of making a game counts (a new game, a record, a
 * rematch, a match's next game). On H2 here; PostgresGameCreationLimitTest reruns it on PostgreSQL.
 */
class GameCreationLimitTest {
    static final int THREADS = 32;
    static final String NEW_GAME = "{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}}";
    static final String DEVICE = "kete_device=abcdefghijklmnopqrstuvwxyz0123";

    @TempDir
    Path dir;

    final TestClock time = new TestClock();

    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    void done() {}

    private ServerConfig limited(int perSender, int perAddress) {
        return config(dir)
                .withLimits(TestServers.LIMITS
                        .with(Limits.Name.GAMES_PER_MINUTE_PER_SENDER, perSender)
                        .with(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS, perAddress));
    }

    /** Sends {@code THREADS} requests at once (a start gate), the i-th made by {@code request}; their answers. */
    private static List<Client.Response> together(IntFunction<Client.Response> request) throws Exception {
        return Together.at(THREADS, request);
    }

    /** Exactly {@code created} answers are 201; the others are 429 too-many-games, worded, with Retry-After. */
    private static void assertExactly(int created, List<Client.Response> answers) {
        int made = 0;
        for (Client.Response r : answers) {
            if (r.status() == 201) {
                made++;
                continue;
            }
            ServerTestBase.assertError(r, 429, "too-many-games");
            assertEquals("too-many-games", r.json().get("key").asText(), r.body());
            String retry = r.raw().headers().firstValue("Retry-After").orElse(null);
            assertNotNull(retry, r.body());
            long seconds = Long.parseLong(retry);
            assertTrue(seconds >= 1 && seconds <= 60, retry);
        }
        assertEquals(created, made, "games created");
    }

    @Test
    void a_burst_from_one_sender_creates_exactly_the_limit_and_the_rest_are_429() throws Exception {
        KeteServer server = KeteServer.start(limited(10, 1_000), time);
        try {
            Client c = new Client(server.port());
            List<Client.Response> burst = together(i -> c.postWith("/api/games", NEW_GAME, "Cookie", DEVICE));
            assertExactly(10, burst);
            // An uploaded record is a game too: refused as well while the minute lasts.
            String one = burst.stream()
                    .filter(r -> r.status() == 201)
                    .findFirst()
                    .orElseThrow()
                    .json()
                    .get("game")
                    .get("id")
                    .asText();
            String record = c.get("/api/games/" + one + "/record").body();
            ServerTestBase.assertError(c.postWith("/api/records", record, "Cookie", DEVICE), 429, "too-many-games");
            // Another browser at the same address has a minute of its own.
            assertEquals(
                    201,
                    c.postWith("/api/games", NEW_GAME, "Cookie", "kete_device=zyxwvutsrqponmlkjihgfedcba9876")
                            .status());
            // A minute later the sender may create games again.
            time.advance(Duration.ofSeconds(61));
            assertEquals(
                    201, c.postWith("/api/games", NEW_GAME, "Cookie", DEVICE).status());
        } finally {
            server.stop();
            done();
        }
    }

    @Test
    void a_burst_from_one_address_with_a_new_cookie_each_time_is_held_to_the_address_limit() throws Exception {
        KeteServer server = KeteServer.start(limited(5, 12), time);
        try {
            Client c = new Client(server.port());
            assertExactly(
                    12,
                    together(i -> c.postWith(
                            "/api/games", NEW_GAME, "Cookie", "kete_device=device-of-thread-number-" + (100 + i))));
            // A program that keeps no cookie is one sender: its address's limit is spent too.
            ServerTestBase.assertError(c.post("/api/games", null, NEW_GAME), 429, "too-many-games");
        } finally {
            server.stop();
            done();
        }
    }

    @Test
    void two_servers_on_one_database_share_the_limit() throws Exception {
        ServerConfig config = limited(9, 1_000);
        KeteServer a = KeteServer.start(config, time);
        KeteServer b = KeteServer.start(config, time);
        try {
            Client ca = new Client(a.port());
            Client cb = new Client(b.port());
            assertExactly(9, together(i -> (i % 2 == 0 ? ca : cb).postWith("/api/games", NEW_GAME, "Cookie", DEVICE)));
        } finally {
            a.stop();
            b.stop();
            done();
        }
    }

    @Test
    void a_match_next_game_and_a_rematch_count_as_new_games() {
        KeteServer server = KeteServer.start(limited(3, 1_000), time);
        try {
            Client c = new Client(server.port());
            // Game 1 of a match on one device (1 of 3), then its next game when it ends (2 of 3).
            JsonNode created = c.postWith(
                            "/api/games",
                            "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},"
                                    + "\"match\":{\"format\":\"first-to\",\"n\":5}}",
                            "Cookie",
                            DEVICE)
                    .json();
            String token = created.get("token").asText();
            JsonNode g = resign(c, created.get("game"), token);
            String second = g.get("next").asText();
            JsonNode g2 = c.get("/api/games/" + second, token).json();
            // A rematch of another game by the same sender (3 of 3).
            JsonNode single =
                    c.postWith("/api/games", NEW_GAME, "Cookie", DEVICE).json();
            // That was the third: the minute is spent, so the match's next game waits and ending game 2 is refused.
            Client.Response refused = c.act(
                    "/api/games/" + second + "/resign", token, g2.get("version").asInt(), "\"seat\":\"south\"");
            ServerTestBase.assertError(refused, 429, "too-many-games");
            assertEquals(
                    "active",
                    c.get("/api/games/" + second, token).json().get("status").asText(),
                    "nothing changed");
            JsonNode ended = resign(c, single.get("game"), single.get("token").asText());
            Client.Response rematch = c.postWith(
                    "/api/games/" + ended.get("id").asText() + "/rematch",
                    "{\"version\":" + ended.get("version").asInt() + "}",
                    "Authorization",
                    "Bearer " + single.get("token").asText(),
                    "Cookie",
                    DEVICE);
            ServerTestBase.assertError(rematch, 429, "too-many-games");
            time.advance(Duration.ofSeconds(61));
            assertEquals(
                    200,
                    c.act(
                                    "/api/games/" + second + "/resign",
                                    token,
                                    g2.get("version").asInt(),
                                    "\"seat\":\"south\"")
                            .status());
        } finally {
            server.stop();
            done();
        }
    }

    private static JsonNode resign(Client c, JsonNode game, String token) {
        Client.Response r = c.act(
                "/api/games/" + game.get("id").asText() + "/resign",
                token,
                game.get("version").asInt(),
                game.get("mode").asText().equals("local") ? "\"seat\":\"north\"" : null);
        assertEquals(200, r.status(), r.body());
        return r.json().get("game");
    }
}
