package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;

/**
 * Fair ratings (issue 32; docs/security.md, Fair ratings): the farming probe (two accounts made seconds apart at
 * one address, eight rated games resigned at once) moves no rating; a game with fewer than two moves a side is
 * not rated; a pair's fourth rated game in 24 hours is casual, and rated again a day later; accepts sent together
 * from many threads over two servers cannot pass that count; accounts seen at one address or in one browser
 * cannot play rated unless the server allows shared networks; other addresses and browsers play rated. The
 * servers run with the default limits (not the ordinary tests' TestServers.LIMITS), behind a proxy so that each
 * browser gives its address in X-Forwarded-For. Time is the test's clock.
 */
class FairRatingsTest {
    @TempDir
    Path dir;

    final TestClock time = new TestClock();
    private final List<KeteServer> servers = new ArrayList<>();
    private final List<Client.Listener> listeners = new ArrayList<>();

    /** The database under test (a Postgres* subclass gives PostgreSQL). */
    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    /** A server with {@code limits}, behind a proxy (X-Forwarded-For gives each browser's address). */
    KeteServer start(ServerConfig config, Limits limits) {
        KeteServer s = KeteServer.start(config.withLimits(limits).withBehindProxy(true), time);
        servers.add(s);
        return s;
    }

    KeteServer start(Limits limits) {
        return start(config(dir), limits);
    }

    @AfterEach
    void stop() {
        listeners.forEach(Client.Listener::close);
        servers.forEach(KeteServer::stop);
    }

    /** A browser at {@code address} that keeps its device cookie, signed up as {@code name}. */
    static SocialClient browser(KeteServer s, String address, String name) {
        SocialClient b = new SocialClient(s.port());
        b.forwardedFor = address;
        b.keepsDevice = true;
        return name == null ? b : b.register(name);
    }

    String lobby(KeteServer s) {
        Client.Listener l = new Client(s.port()).listenLobby();
        listeners.add(l);
        return LobbyTest.connection(l);
    }

    static String seekBody(String connection, boolean rated) {
        return "{\"connection\":\"" + connection + "\",\"game\":\"oware\",\"clock\":{\"minutes\":5,\"increment\":0},"
                + "\"rated\":" + rated + ",\"seat\":\"south\"}";
    }

    /** A seek of {@code owner}'s (South, 5+0): its id and secret. */
    static String[] seek(SocialClient owner, String connection, boolean rated) {
        Client.Response posted = owner.post("/api/lobby/seeks", seekBody(connection, rated));
        assertEquals(201, posted.status(), posted.body());
        return new String[] {
            posted.json().get("seek").get("id").asText(),
            posted.json().get("secret").asText()
        };
    }

    /** {@code owner}'s seek accepted by {@code accepter}: the game's id, South's (the owner's) token, North's. */
    static String[] game(SocialClient owner, SocialClient accepter, String connection, boolean rated) {
        String[] s = seek(owner, connection, rated);
        Client.Response acc = accepter.post("/api/lobby/seeks/" + s[0] + "/accept", "{}");
        assertEquals(200, acc.status(), acc.body());
        String id = acc.json().get("game").get("id").asText();
        String south =
                owner.get("/api/lobby/seeks/" + s[0], s[1]).json().get("token").asText();
        return new String[] {id, south, acc.json().get("token").asText()};
    }

    static JsonNode players(KeteServer s, String id) {
        return new Client(s.port()).get("/api/games/" + id + "/players").json();
    }

    /**
     * Each side makes {@code each} moves (the first legal one), then {@code loserToken}'s side resigns; the
     * players are read, which settles the game's rating at once (rather than at the next sweep).
     */
    static void playAndResign(KeteServer s, String[] g, int each, String loserToken) {
        Client c = new Client(s.port());
        int version;
        while (true) {
            JsonNode v = c.get("/api/games/" + g[0]).json();
            version = v.get("version").asInt();
            int south = 0, north = 0;
            for (JsonNode m : v.get("movers")) {
                if (m.asText().equals("south")) south++;
                else north++;
            }
            if (south >= each && north >= each) break;
            String mover = v.get("position").get("toMove").asText();
            Client.Response r = c.act(
                    "/api/games/" + g[0] + "/moves",
                    mover.equals("south") ? g[1] : g[2],
                    version,
                    "\"code\":" + v.get("legalMoves").get(0).get("code").asText());
            assertEquals(200, r.status(), r.body());
        }
        Client.Response r = c.act("/api/games/" + g[0] + "/resign", loserToken, version, null);
        assertEquals(200, r.status(), r.body());
        players(s, g[0]);
    }

    /** The rematch of finished game {@code g}, offered by South and accepted by North: its id. */
    static String rematch(KeteServer s, String[] g) {
        Client c = new Client(s.port());
        int version = c.get("/api/games/" + g[0]).json().get("version").asInt();
        assertEquals(
                200,
                c.act("/api/games/" + g[0] + "/rematch/offer", g[1], version, null)
                        .status());
        Client.Response r = c.act("/api/games/" + g[0] + "/rematch/accept", g[2], version + 1, null);
        assertEquals(200, r.status(), r.body());
        return r.json().get("game").get("id").asText();
    }

    /** The account's ratings: none for an account whose rating never moved from the initial 1500. */
    static JsonNode ratings(KeteServer s, String name) {
        return new Client(s.port()).get("/api/players/" + name).json().get("ratings");
    }

    static void assertNotRated(JsonNode players, String reason) {
        assertFalse(players.get("rated").asBoolean(), players.toString());
        assertEquals(reason, players.path("notRated").path("reason").asText(), players.toString());
        assertFalse(players.path("south").has("ratingChange"), players.toString());
        assertFalse(players.path("north").has("ratingChange"), players.toString());
    }

    static void assertRefused(Client.Response r, int status, String code, String key) {
        assertEquals(status, r.status(), r.body());
        assertEquals(code, r.json().get("error").asText(), r.body());
        assertEquals(key, r.json().path("key").asText(), r.body());
        assertFalse(r.json().get("message").asText().isBlank(), r.body());
    }

    // ---- the probe

    @Test
    void the_farming_probe_two_accounts_from_one_address_eight_rated_games_resigned_at_once_moves_no_rating() {
        KeteServer s = start(Limits.DEFAULT);
        String conn = lobby(s);
        SocialClient farmer = browser(s, "198.51.100.7", "Farmer");
        SocialClient feeder = browser(s, "198.51.100.7", "Feeder");
        for (int i = 0; i < 8; i++) {
            String[] sk = seek(farmer, conn, true);
            Client.Response acc = feeder.post("/api/lobby/seeks/" + sk[0] + "/accept", "{}");
            if (acc.status() == 200) {
                // Had it been made, the feeder resigns at once.
                String id = acc.json().get("game").get("id").asText();
                int version = acc.json().get("game").get("version").asInt();
                new Client(s.port())
                        .act(
                                "/api/games/" + id + "/resign",
                                acc.json().get("token").asText(),
                                version,
                                null);
                new Client(s.port()).get("/api/games/" + id + "/players");
            } else {
                assertRefused(acc, 409, "shared-network", "rated-shared-network");
                assertEquals("Farmer", acc.json().get("params").get("name").asText(), acc.body());
                assertEquals(
                        200,
                        farmer.post("/api/lobby/seeks/" + sk[0] + "/cancel", sk[1], "{}")
                                .status());
            }
        }
        // Both still at 1500: no rating of either has moved, and the leaderboard lists neither.
        assertEquals(0, ratings(s, "Farmer").size(), ratings(s, "Farmer").toString());
        assertEquals(0, ratings(s, "Feeder").size());
        JsonNode board = new Client(s.port())
                .get("/api/leaderboard?game=oware&speed=blitz")
                .json();
        assertEquals(
                0, board.get("players").size() + board.get("provisionalPlayers").size(), board.toString());
        // A casual game between them is still theirs to play.
        String[] casual = game(farmer, feeder, conn, false);
        JsonNode p = players(s, casual[0]);
        assertFalse(p.get("rated").asBoolean());
        assertFalse(p.has("notRated"), "a casual seek's game is casual: nothing to explain " + p);
    }

    @Test
    void on_a_server_that_allows_shared_networks_games_resigned_at_once_move_no_rating_either() {
        KeteServer s = start(Limits.DEFAULT.with(Limits.Name.RATED_SHARED_NETWORK, 1));
        String conn = lobby(s);
        SocialClient farmer = browser(s, "198.51.100.7", "Farmer");
        SocialClient feeder = browser(s, "198.51.100.7", "Feeder");
        for (int i = 0; i < 8; i++) {
            String[] g = game(farmer, feeder, conn, true);
            assertTrue(players(s, g[0]).get("rated").asBoolean(), "rated until it ends");
            // Resigned at once (0 moves), or after one move a side: too few either way.
            playAndResign(s, g, i % 2, g[2]);
            JsonNode p = players(s, g[0]);
            assertNotRated(p, "too-few-moves");
            assertEquals(2, p.get("notRated").get("params").get("moves").asInt(), p.toString());
            assertTrue(p.get("ratingApplied").asBoolean(), "settled, with nothing to apply: " + p);
        }
        assertEquals(0, ratings(s, "Farmer").size(), ratings(s, "Farmer").toString());
        assertEquals(0, ratings(s, "Feeder").size());
        // Two moves a side: rated, on a school's shared network.
        String[] g = game(farmer, feeder, conn, true);
        playAndResign(s, g, 2, g[2]);
        JsonNode p = players(s, g[0]);
        assertTrue(p.get("rated").asBoolean(), p.toString());
        assertFalse(p.has("notRated"), p.toString());
        assertTrue(p.get("south").get("ratingChange").asInt() > 0, p.toString());
        assertEquals(1, ratings(s, "Farmer").get(0).get("games").asInt());
    }

    // ---- moves, addresses and browsers

    @Test
    void accounts_at_other_addresses_and_browsers_play_rated_and_a_game_needs_two_moves_a_side() {
        KeteServer s = start(Limits.DEFAULT);
        String conn = lobby(s);
        SocialClient ama = browser(s, "203.0.113.1", "Ama");
        SocialClient kofi = browser(s, "203.0.113.2", "Kofi");
        String[] short1 = game(ama, kofi, conn, true);
        JsonNode before = players(s, short1[0]);
        assertTrue(before.get("rated").asBoolean(), before.toString());
        assertFalse(before.has("notRated"), before.toString());
        playAndResign(s, short1, 1, short1[2]);
        assertNotRated(players(s, short1[0]), "too-few-moves");
        assertEquals(0, ratings(s, "Ama").size());

        String[] full = game(ama, kofi, conn, true);
        playAndResign(s, full, 2, full[2]);
        JsonNode after = players(s, full[0]);
        assertTrue(after.get("rated").asBoolean(), after.toString());
        assertTrue(after.get("south").get("ratingChange").asInt() > 0, after.toString());
        assertTrue(after.get("north").get("ratingChange").asInt() < 0, after.toString());

        // The aborted game: no result, and it says so.
        String[] aborted = game(ama, kofi, conn, true);
        Client c = new Client(s.port());
        int version = c.get("/api/games/" + aborted[0]).json().get("version").asInt();
        assertEquals(
                200,
                c.act("/api/games/" + aborted[0] + "/abort", aborted[1], version, null)
                        .status());
        assertNotRated(players(s, aborted[0]), "aborted");
    }

    @Test
    void accounts_seen_in_one_browser_cannot_play_rated_by_default_even_from_two_addresses() {
        KeteServer s = start(Limits.DEFAULT);
        String conn = lobby(s);
        SocialClient ama = browser(s, "203.0.113.1", "Ama");
        // Kofi signs up in Ama's browser (its device cookie), from another address.
        SocialClient kofi = browser(s, "203.0.113.2", null);
        kofi.device = ama.device;
        kofi.register("Kofi");
        String[] sk = seek(ama, conn, true);
        assertRefused(
                kofi.post("/api/lobby/seeks/" + sk[0] + "/accept", "{}"),
                409,
                "shared-network",
                "rated-shared-network");
        // The seek is still open for others: Esi, elsewhere in her own browser, takes it, rated.
        SocialClient esi = browser(s, "203.0.113.3", "Esi");
        Client.Response acc = esi.post("/api/lobby/seeks/" + sk[0] + "/accept", "{}");
        assertEquals(200, acc.status(), acc.body());
        JsonNode p = players(s, acc.json().get("game").get("id").asText());
        assertTrue(p.get("rated").asBoolean(), p.toString());
    }

    @Test
    void a_rematch_between_accounts_since_seen_on_one_network_is_casual_and_says_why() {
        KeteServer s = start(Limits.DEFAULT);
        String conn = lobby(s);
        SocialClient ama = browser(s, "203.0.113.1", "Ama");
        SocialClient kofi = browser(s, "203.0.113.2", "Kofi");
        String[] g = game(ama, kofi, conn, true);
        playAndResign(s, g, 2, g[2]);
        assertTrue(players(s, g[0]).get("south").has("ratingChange"));
        // Kofi signs in at Ama's address; their rematch turns casual, and says why before it is played.
        Client.Response login = browser(s, "203.0.113.1", null)
                .post("/api/account/login", "{\"name\":\"Kofi\",\"password\":\"password-Kofi\"}");
        assertEquals(200, login.status(), login.body());
        String next = rematch(s, g);
        JsonNode p = players(s, next);
        assertNotRated(p, "shared-network");
        assertEquals(30, p.get("notRated").get("params").get("days").asInt(), p.toString());
    }

    @Test
    void a_server_that_allows_shared_networks_rates_accounts_of_one_address() {
        KeteServer s = start(Limits.DEFAULT.with(Limits.Name.RATED_SHARED_NETWORK, 1));
        String conn = lobby(s);
        SocialClient ama = browser(s, "198.51.100.9", "Ama");
        SocialClient kofi = browser(s, "198.51.100.9", "Kofi");
        String[] g = game(ama, kofi, conn, true);
        playAndResign(s, g, 2, g[2]);
        JsonNode p = players(s, g[0]);
        assertTrue(p.get("rated").asBoolean(), p.toString());
        assertTrue(p.get("south").get("ratingChange").asInt() > 0, p.toString());
    }

    // ---- the pair's rated games of a day

    @Test
    void a_pairs_fourth_rated_game_in_24_hours_is_casual_and_a_day_later_they_play_rated_again() {
        KeteServer s = start(Limits.DEFAULT);
        String conn = lobby(s);
        SocialClient ama = browser(s, "203.0.113.1", "Ama");
        SocialClient kofi = browser(s, "203.0.113.2", "Kofi");
        // Three rated games; an aborted one in between gave no result and takes no place.
        for (int i = 0; i < 2; i++) {
            String[] g = game(i % 2 == 0 ? ama : kofi, i % 2 == 0 ? kofi : ama, conn, true);
            playAndResign(s, g, 2, g[2]);
        }
        String[] aborted = game(ama, kofi, conn, true);
        Client c = new Client(s.port());
        c.act(
                "/api/games/" + aborted[0] + "/abort",
                aborted[1],
                c.get("/api/games/" + aborted[0]).json().get("version").asInt(),
                null);
        assertNotRated(players(s, aborted[0]), "aborted");
        String[] third = game(kofi, ama, conn, true);
        assertTrue(players(s, third[0]).get("rated").asBoolean());
        playAndResign(s, third, 2, third[2]);
        assertEquals(3, ratings(s, "Ama").get(0).get("games").asInt());

        // The fourth: made casual, and the players read why before they play.
        String[] fourth = game(ama, kofi, conn, true);
        JsonNode p = players(s, fourth[0]);
        assertNotRated(p, "pair-limit");
        assertEquals(3, p.get("notRated").get("params").get("games").asInt(), p.toString());
        assertEquals(24, p.get("notRated").get("params").get("hours").asInt(), p.toString());
        playAndResign(s, fourth, 2, fourth[2]);
        assertNotRated(players(s, fourth[0]), "pair-limit");
        assertEquals(3, ratings(s, "Ama").get(0).get("games").asInt(), "the fourth moved nothing");
        // A rematch of a rated game that day is casual too.
        String sameDay = rematch(s, third);
        assertNotRated(players(s, sameDay), "pair-limit");
        // Another pair is not held back by this one.
        SocialClient esi = browser(s, "203.0.113.3", "Esi");
        assertTrue(players(s, game(ama, esi, conn, true)[0]).get("rated").asBoolean());

        // A day later: rated again, and so is the rematch of the casual fourth game.
        time.advance(Duration.ofHours(24).plusMinutes(1));
        String[] nextDay = game(kofi, ama, conn, true);
        JsonNode q = players(s, nextDay[0]);
        assertTrue(q.get("rated").asBoolean(), q.toString());
        assertFalse(q.has("notRated"), q.toString());
        String rematch = rematch(s, fourth);
        assertTrue(
                players(s, rematch).get("rated").asBoolean(),
                players(s, rematch).toString());
    }

    @Test
    void accepts_sent_together_from_many_threads_over_two_servers_cannot_pass_the_pairs_count() throws Exception {
        ServerConfig config = config(dir);
        KeteServer a = start(config, Limits.DEFAULT);
        KeteServer b = start(config, Limits.DEFAULT);
        String connA = lobby(a), connB = lobby(b);
        SocialClient ama = browser(a, "203.0.113.1", "Ama");
        SocialClient kofi = browser(b, "203.0.113.2", "Kofi");
        // Six open rated seeks between them (three each, the most one may have open).
        List<String> amaSeeks = new ArrayList<>(), kofiSeeks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            amaSeeks.add(seek(ama, connA, true)[0]);
            kofiSeeks.add(seek(kofi, connB, true)[0]);
        }
        // 24 accepts at once: four for each seek, by the other account, half on each server.
        int threads = 24;
        CountDownLatch gate = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Client.Response>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < threads; i++) {
                boolean byKofi = i % 2 == 0;
                String seekId = (byKofi ? amaSeeks : kofiSeeks).get((i / 2) % 3);
                SocialClient who = as(byKofi ? kofi : ama, (i / 6) % 2 == 0 ? a : b);
                answers.add(pool.submit(() -> {
                    gate.await();
                    return who.post("/api/lobby/seeks/" + seekId + "/accept", "{}");
                }));
            }
            gate.countDown();
            List<String> games = new ArrayList<>();
            for (Future<Client.Response> f : answers) {
                Client.Response r = f.get(60, TimeUnit.SECONDS);
                assertTrue(r.status() == 200 || r.status() == 409, r.status() + " " + r.body());
                if (r.status() == 200) games.add(r.json().get("game").get("id").asText());
                else assertEquals("seek-gone", r.json().get("error").asText(), r.body());
            }
            assertEquals(6, games.size(), "each seek taken once: " + games);
            int rated = 0;
            for (String id : games) {
                JsonNode p = players(a, id);
                if (p.get("rated").asBoolean()) rated++;
                else assertEquals("pair-limit", p.get("notRated").get("reason").asText(), p.toString());
            }
            assertEquals(3, rated, "three rated games a day between one pair, however the accepts came");
        } finally {
            pool.shutdownNow();
        }
    }

    /** The same browser's session on server {@code s} (the servers share one database). */
    private static SocialClient as(SocialClient who, KeteServer s) {
        SocialClient c = new SocialClient(s.port());
        c.cookie = who.cookie;
        c.csrf = who.csrf;
        c.forwardedFor = who.forwardedFor;
        c.keepsDevice = true;
        c.device = who.device;
        return c;
    }
}
