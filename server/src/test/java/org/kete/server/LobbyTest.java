package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The lobby: seeks over the live channel, accepting one, the games being played; ratings and profiles. */
class LobbyTest extends ServerTestBase {
    private SocialClient browser() {
        return new SocialClient(server.port());
    }

    Client.Listener lobby() {
        return client.listenLobby();
    }

    static JsonNode until(Client.Listener l, String type) {
        while (true) {
            JsonNode n = l.next();
            if (n.path("type").asText().equals(type)) return n;
        }
    }

    /** Waits for a seeks message with {@code n} seeks of {@code name} (the tests of the class share a lobby). */
    static java.util.List<JsonNode> seeks(Client.Listener l, String name, int n) {
        while (true) {
            JsonNode m = until(l, "seeks");
            java.util.List<JsonNode> mine = new java.util.ArrayList<>();
            for (JsonNode s : m.get("seeks")) if (s.get("name").asText().equals(name)) mine.add(s);
            if (mine.size() == n) return mine;
        }
    }

    int count(String name) {
        int n = 0;
        for (JsonNode s : client.get("/api/lobby/seeks").json().get("seeks"))
            if (s.get("name").asText().equals(name)) n++;
        return n;
    }

    static String connection(Client.Listener l) {
        return until(l, "hello").get("connection").asText();
    }

    private static String seek(String connection, String extra) {
        return "{\"connection\":\"" + connection + "\",\"game\":\"oware\",\"clock\":{\"minutes\":5,\"increment\":0}"
                + (extra.isEmpty() ? "" : "," + extra) + "}";
    }

    @Test
    void a_guests_seek_is_seen_live_and_one_accept_starts_the_game_for_both() {
        Client.Listener owner = lobby();
        String conn = connection(owner);
        Client.Listener watcher = lobby();
        connection(watcher);
        seeks(watcher, "Ama", 0);
        SocialClient ama = browser();
        Client.Response posted = ama.post("/api/lobby/seeks", seek(conn, "\"name\":\"Ama\",\"seat\":\"south\""));
        assertEquals(201, posted.status(), posted.body());
        String seekId = posted.json().get("seek").get("id").asText();
        String secret = posted.json().get("secret").asText();
        JsonNode seen = seeks(watcher, "Ama", 1).get(0);
        assertEquals(seekId, seen.get("id").asText());
        assertEquals("Ama", seen.get("name").asText());
        assertEquals("blitz", seen.get("speed").asText());
        assertFalse(seen.toString().contains(secret), "the secret is never shown");
        assertFalse(seen.has("connection"));

        Client.Response accepted = browser().post("/api/lobby/seeks/" + seekId + "/accept", "{\"name\":\"Kofi\"}");
        assertEquals(200, accepted.status(), accepted.body());
        String gameId = accepted.json().get("game").get("id").asText();
        assertEquals("active", accepted.json().get("game").get("status").asText());
        assertEquals("north", accepted.json().get("seat").asText());
        assertEquals("north", accepted.json().get("game").get("you").asText());
        // The owner hears that the seek was taken, and picks up the seat with the seek's secret.
        JsonNode taken = until(owner, "taken");
        assertEquals(gameId, taken.get("game").asText());
        Client.Response mine = ama.get("/api/lobby/seeks/" + seekId, secret);
        assertEquals(200, mine.status(), mine.body());
        assertEquals("south", mine.json().get("seat").asText());
        String ownerToken = mine.json().get("token").asText();
        assertEquals(
                "south",
                client.get("/api/games/" + gameId, ownerToken).json().get("you").asText());
        assertError(ama.get("/api/lobby/seeks/" + seekId, "wrong"), 403, "forbidden");
        // The names are on the game, and the game is in the lobby's list of games being played.
        JsonNode players = client.get("/api/games/" + gameId + "/players").json();
        assertEquals("Ama", players.get("south").get("name").asText());
        assertEquals("Kofi", players.get("north").get("name").asText());
        assertFalse(players.get("rated").asBoolean());
        seeks(watcher, "Ama", 0);
        JsonNode live = client.get("/api/lobby/games").json().get("games");
        assertTrue(live.toString().contains(gameId), live.toString());
        // A newcomer to the lobby is told of it at once.
        Client.Listener newcomer = lobby();
        JsonNode games = until(newcomer, "games");
        assertTrue(games.toString().contains(gameId), games.toString());
        assertTrue(games.toString().contains("\"south\":\"Ama\""), games.toString());
        newcomer.close();
        // A second accept finds it gone.
        assertError(browser().post("/api/lobby/seeks/" + seekId + "/accept", "{\"name\":\"Yaw\"}"), 409, "seek-gone");
        owner.close();
        watcher.close();
    }

    @Test
    void a_seek_goes_when_its_owner_leaves_or_cancels() {
        Client.Listener owner = lobby();
        String conn = connection(owner);
        Client.Listener watcher = lobby();
        connection(watcher);
        Client.Response a = browser().post("/api/lobby/seeks", seek(conn, "\"name\":\"Efua\""));
        Client.Response b = browser().post("/api/lobby/seeks", seek(conn, "\"name\":\"Efua\""));
        assertEquals(201, a.status(), a.body());
        seeks(watcher, "Efua", 2);
        String id = a.json().get("seek").get("id").asText();
        assertError(browser().post("/api/lobby/seeks/" + id + "/cancel", "bad", "{}"), 403, "forbidden");
        assertEquals(
                200,
                browser()
                        .post(
                                "/api/lobby/seeks/" + id + "/cancel",
                                a.json().get("secret").asText(),
                                "{}")
                        .status());
        seeks(watcher, "Efua", 1);
        assertError(browser().post("/api/lobby/seeks/" + id + "/accept", "{\"name\":\"Kojo\"}"), 409, "seek-gone");
        owner.close();
        seeks(watcher, "Efua", 0);
        assertEquals(0, count("Efua"));
        assertError(
                browser()
                        .post(
                                "/api/lobby/seeks/"
                                        + b.json().get("seek").get("id").asText() + "/accept",
                                "{\"name\":\"Kojo\"}"),
                409,
                "seek-gone");
        watcher.close();
    }

    @Test
    void bad_seeks_and_accepts_are_refused_and_change_nothing() {
        Client.Listener owner = lobby();
        String conn = connection(owner);
        SocialClient guest = browser();
        assertError(guest.post("/api/lobby/seeks", "{\"game\":\"oware\",\"name\":\"Ama\"}"), 400, "bad-request");
        assertError(guest.post("/api/lobby/seeks", seek(conn, "")), 400, "bad-name");
        assertError(guest.post("/api/lobby/seeks", seek(conn, "\"name\":\"admin\"")), 400, "bad-name");
        assertError(
                guest.post("/api/lobby/seeks", "{\"connection\":\"" + conn + "\",\"game\":\"chess\",\"name\":\"Ama\"}"),
                400,
                "unknown-game");
        assertError(
                guest.post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn
                                + "\",\"game\":\"oware\",\"name\":\"Ama\",\"options\":{\"nope\":\"x\"}}"),
                400,
                "unknown-option");
        assertError(
                guest.post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn
                                + "\",\"game\":\"oware\",\"name\":\"Ama\",\"clock\":{\"minutes\":999}}"),
                400,
                "bad-request");
        assertError(
                guest.post("/api/lobby/seeks", seek(conn, "\"name\":\"Ama\",\"rated\":true")), 403, "account-needed");
        assertError(
                guest.post("/api/lobby/seeks", seek(conn, "\"name\":\"Ama\",\"seat\":\"east\"")), 400, "bad-request");
        assertError(
                guest.post("/api/lobby/seeks", seek(conn, "\"name\":\"Ama\",\"range\":{\"min\":1800,\"max\":1200}")),
                400,
                "bad-request");
        SocialClient kofi = browser().register("Kobina");
        assertError(
                kofi.post("/api/lobby/seeks", "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"rated\":true}"),
                400,
                "bad-request");
        assertError(guest.post("/api/lobby/seeks", seek(conn, "\"name\":\"kobina\"")), 409, "name-taken");
        assertEquals(0, count("Ama") + count("Kobina"));
        assertError(guest.post("/api/lobby/seeks/nope/accept", "{\"name\":\"Yaw\"}"), 404, "not-found");

        // Accepting: not one's own, not rated as a guest, not outside the range.
        Client.Response mine = kofi.post("/api/lobby/seeks", seek(conn, "\"rated\":true"));
        assertEquals(201, mine.status(), mine.body());
        String id = mine.json().get("seek").get("id").asText();
        assertError(kofi.post("/api/lobby/seeks/" + id + "/accept", "{}"), 409, "own-seek");
        assertError(guest.post("/api/lobby/seeks/" + id + "/accept", "{\"name\":\"Yaw\"}"), 403, "account-needed");
        Client.Response ranged = kofi.post("/api/lobby/seeks", seek(conn, "\"range\":{\"min\":1600}"));
        SocialClient esi = browser().register("Esther");
        assertError(
                esi.post(
                        "/api/lobby/seeks/"
                                + ranged.json().get("seek").get("id").asText() + "/accept",
                        "{}"),
                409,
                "out-of-range");
        Client.Response guestSeek = guest.post("/api/lobby/seeks", seek(conn, "\"name\":\"Yaw\""));
        assertError(
                guest.post(
                        "/api/lobby/seeks/"
                                + guestSeek.json().get("seek").get("id").asText() + "/accept",
                        "{\"name\":\"Abena\",\"connection\":\"" + conn + "\"}"),
                409,
                "own-seek");
        assertEquals(2, count("Kobina"), "the refusals took no seek");
        assertEquals(1, count("Yaw"));
        owner.close();
    }

    @Test
    void no_one_floods_the_lobby() {
        Client.Listener owner = lobby();
        String conn = connection(owner);
        Client.Listener watcher = lobby();
        connection(watcher);
        SocialClient yaw = browser().register("Yaovi");
        for (int i = 0; i < 3; i++)
            assertEquals(201, yaw.post("/api/lobby/seeks", seek(conn, "")).status());
        Client.Response fourth = yaw.post("/api/lobby/seeks", seek(conn, ""));
        assertError(fourth, 409, "too-many-seeks");
        assertEquals("too-many-seeks", fourth.json().get("key").asText());
        assertEquals(3, fourth.json().get("params").get("n").asInt());
        seeks(watcher, "Yaovi", 3);
        // Withdrawing frees a place (the seeks go with their connection: the test waits until the lobby says
        // so), but not more than ten seeks a minute.
        assertEquals(3, count("Yaovi"));
        owner.close();
        seeks(watcher, "Yaovi", 0);
        Client.Listener again = lobby();
        String conn2 = connection(again);
        int made = 3;
        while (made < 10) {
            Client.Response r = yaw.post("/api/lobby/seeks", seek(conn2, ""));
            assertEquals(201, r.status(), r.body());
            made++;
            if (made % 3 == 0) {
                again.close();
                seeks(watcher, "Yaovi", 0);
                again = lobby();
                conn2 = connection(again);
            }
        }
        Client.Response past = yaw.post("/api/lobby/seeks", seek(conn2, ""));
        assertError(past, 429, "too-many-seeks");
        assertEquals("seeks-per-minute", past.json().get("key").asText());
        long wait =
                Long.parseLong(past.raw().headers().firstValue("Retry-After").orElseThrow());
        assertTrue(wait >= 1 && wait <= 60, "Retry-After: " + wait);
        assertEquals(10, past.json().get("params").get("n").asInt());
        assertEquals(1, count("Yaovi"), "the refused seek is not listed (the last connection holds one)");
        // The minute is counted on the server's clock: refused until the oldest seek of the minute leaves it
        // (the refusal said when), then one more is taken.
        if (wait > 3) {
            time.advance(Duration.ofSeconds(wait - 3));
            assertError(yaw.post("/api/lobby/seeks", seek(conn2, "")), 429, "too-many-seeks");
        }
        time.advance(Duration.ofSeconds(Math.min(wait, 3)));
        Client.Response later = yaw.post("/api/lobby/seeks", seek(conn2, ""));
        assertEquals(201, later.status(), later.body());
        again.close();
        watcher.close();
    }

    @Test
    void a_rated_game_changes_both_ratings_once_and_shows_on_profiles_and_the_leaderboard() {
        Client.Listener owner = lobby();
        String conn = connection(owner);
        SocialClient ama = browser().register("Amma");
        SocialClient kofi = browser().register("Kwaku");
        Client.Response posted = ama.post("/api/lobby/seeks", seek(conn, "\"rated\":true,\"seat\":\"south\""));
        assertEquals(201, posted.status(), posted.body());
        String seekId = posted.json().get("seek").get("id").asText();
        Client.Response acc = kofi.post("/api/lobby/seeks/" + seekId + "/accept", "{}");
        assertEquals(200, acc.status(), acc.body());
        String gameId = acc.json().get("game").get("id").asText();
        String kofiToken = acc.json().get("token").asText();
        // Each account holds its seat on any device: a new sign-in of Amma gets her seat's token.
        SocialClient amaPhone = browser();
        amaPhone.post("/api/account/login", "{\"name\":\"Amma\",\"password\":\"password-Amma\"}");
        Client.Response seat = amaPhone.get("/api/games/" + gameId + "/seat");
        assertEquals(200, seat.status(), seat.body());
        assertEquals("south", seat.json().get("seat").asText());
        String amaToken = seat.json().get("token").asText();
        assertError(browser().get("/api/games/" + gameId + "/seat"), 401, "not-signed-in");
        SocialClient other = browser().register("Akua");
        Client.Response none = other.get("/api/games/" + gameId + "/seat");
        assertEquals(200, none.status(), none.body());
        assertTrue(none.json().get("seat").isNull(), "an account without a seat here is told so, not refused");

        JsonNode before = client.get("/api/games/" + gameId + "/players").json();
        assertTrue(before.get("rated").asBoolean());
        assertEquals("blitz", before.get("speed").asText());
        assertFalse(before.get("south").has("ratingChange"), "no change before the end");
        // Each side makes its two moves (fewer would leave the game unrated), then North resigns.
        int version = playMoves(gameId, amaToken, kofiToken, 2);
        assertEquals(
                200,
                client.act("/api/games/" + gameId + "/resign", kofiToken, version, null)
                        .status());

        JsonNode after = client.get("/api/games/" + gameId + "/players").json();
        assertTrue(after.get("ratingApplied").asBoolean());
        assertEquals(1500, after.get("south").get("ratingBefore").asInt());
        assertTrue(after.get("south").get("ratingChange").asInt() > 0, after.toString());
        assertTrue(after.get("north").get("ratingChange").asInt() < 0, after.toString());
        assertEquals(
                after.get("south").get("ratingChange").asInt(),
                -after.get("north").get("ratingChange").asInt());
        // Read again: applied once only.
        assertEquals(after, client.get("/api/games/" + gameId + "/players").json());

        JsonNode profile = client.get("/api/players/amma").json();
        assertEquals("Amma", profile.get("name").asText());
        JsonNode r = profile.get("ratings").get(0);
        assertEquals("oware", r.get("game").asText());
        assertEquals("blitz", r.get("speed").asText());
        assertEquals(1, r.get("games").asInt());
        assertEquals(
                after.get("south").get("ratingAfter").asInt(), r.get("rating").asInt());
        JsonNode history = client.get("/api/players/Amma/history?game=oware&speed=blitz")
                .json()
                .get("points");
        assertEquals(1, history.size());
        assertEquals(gameId, history.get(0).get("gameId").asText());
        assertEquals(
                0,
                client.get("/api/players/Amma/history?speed=bullet")
                        .json()
                        .get("points")
                        .size());
        JsonNode games = client.get("/api/players/Amma/games").json().get("games");
        assertEquals(1, games.size());
        assertEquals("win", games.get(0).get("result").asText());
        assertEquals("Kwaku", games.get(0).get("opponent").asText());
        assertEquals(
                1,
                client.get("/api/players/Amma/games?result=win&opponent=kwaku&game=oware")
                        .json()
                        .get("games")
                        .size());
        assertEquals(
                0,
                client.get("/api/players/Amma/games?result=loss")
                        .json()
                        .get("games")
                        .size());
        assertEquals(
                0,
                client.get("/api/players/Amma/games?opponent=Akua")
                        .json()
                        .get("games")
                        .size());
        assertEquals(
                0,
                client.get("/api/players/Amma/games?game=nam-nam")
                        .json()
                        .get("games")
                        .size());
        assertEquals(
                "loss",
                client.get("/api/players/Kwaku/games")
                        .json()
                        .get("games")
                        .get(0)
                        .get("result")
                        .asText());
        assertError(client.get("/api/players/Amma/games?result=maybe"), 400, "bad-request");
        assertError(client.get("/api/players/Amma/games?game=chess"), 400, "unknown-game");
        assertError(client.get("/api/players/Amma/games?limit=0"), 400, "bad-request");
        assertError(client.get("/api/players/Amma/history?speed=slow"), 400, "bad-request");
        assertError(client.get("/api/players/Nobody"), 404, "not-found");
        assertError(client.get("/api/players/Nobody/games"), 404, "not-found");

        // After one game both ratings are provisional: listed apart, unranked (RatingsShownTest has ranked ones).
        JsonNode leaderboard =
                client.get("/api/leaderboard?game=oware&speed=blitz").json();
        assertEquals(0, leaderboard.get("players").size(), leaderboard.toString());
        JsonNode board = leaderboard.get("provisionalPlayers");
        assertEquals("Amma", board.get(0).get("name").asText());
        assertTrue(board.get(0).get("provisional").asBoolean());
        assertEquals("Kwaku", board.get(1).get("name").asText());
        assertError(client.get("/api/leaderboard"), 400, "bad-request");
        assertError(client.get("/api/leaderboard?game=oware&speed=fast"), 400, "bad-request");
        owner.close();
    }

    @Test
    void a_seek_nobody_vouches_for_leaves_the_list_after_its_time() {
        // A seek whose lobby connection no server holds (its server died): no one vouches for it, so it is listed
        // for 35 seconds of the server's clock and then no more.
        SocialClient abla = browser().register("Abla");
        Client.Response posted = abla.post("/api/lobby/seeks", seek("conn-of-a-dead-server", ""));
        assertEquals(201, posted.status(), posted.body());
        String id = posted.json().get("seek").get("id").asText();
        assertEquals(1, count("Abla"));
        time.advance(Duration.ofSeconds(30));
        assertEquals(1, count("Abla"), "still within its time");
        time.advance(Duration.ofSeconds(6));
        assertEquals(0, count("Abla"), "no server vouched for it in 35 s");
        // A newcomer to the lobby is not shown it either.
        Client.Listener newcomer = lobby();
        connection(newcomer);
        assertFalse(until(newcomer, "seeks").toString().contains(id));
        newcomer.close();
        // A seek posted now is listed: the time is the seek's own, not the lobby's.
        assertEquals(
                201,
                abla.post("/api/lobby/seeks", seek("conn-of-a-dead-server", "")).status());
        assertEquals(1, count("Abla"));
    }

    private static java.util.List<String> fields(JsonNode n) {
        java.util.List<String> out = new java.util.ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void a_seek_and_the_lobbys_answers_have_the_fields_of_docs_api_in_their_order() {
        Client.Listener l = lobby();
        JsonNode hello = until(l, "hello");
        assertEquals(java.util.List.of("type", "connection"), fields(hello));
        assertEquals(java.util.List.of("type", "seeks"), fields(until(l, "seeks")));
        String conn = hello.get("connection").asText();
        Client.Response posted = browser()
                .post("/api/lobby/seeks", seek(conn, "\"name\":\"Esi\",\"options\":{\"grandSlam\":\"allowed\"}"));
        assertEquals(201, posted.status(), posted.body());
        assertEquals(java.util.List.of("seek", "secret"), fields(posted.json()));
        JsonNode seek = posted.json().get("seek");
        assertEquals(
                java.util.List.of(
                        "id",
                        "name",
                        "account",
                        "rating",
                        "provisional",
                        "game",
                        "options",
                        "clock",
                        "speed",
                        "rated",
                        "seat",
                        "range",
                        "createdAt"),
                fields(seek));
        assertEquals("allowed", seek.get("options").get("grandSlam").asText());
        assertEquals(java.util.List.of("initialSeconds", "increment"), fields(seek.get("clock")));
        String id = seek.get("id").asText();
        JsonNode own = browser()
                .get("/api/lobby/seeks/" + id, posted.json().get("secret").asText())
                .json();
        assertEquals(java.util.List.of("seek", "status"), fields(own));
        assertEquals(
                java.util.List.of("games"),
                fields(client.get("/api/lobby/games").json()));
        Client.Response cancelled = browser()
                .post(
                        "/api/lobby/seeks/" + id + "/cancel",
                        posted.json().get("secret").asText(),
                        "{}");
        assertEquals(java.util.List.of("cancelled"), fields(cancelled.json()));
    }
}
