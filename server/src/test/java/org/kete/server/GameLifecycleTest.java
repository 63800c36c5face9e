package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A game's life beyond its moves (docs/api.md, "A game's life"): abort, the first move's time, the clock that
 * waits for it, a player who leaves and the claim of the one who stayed, games nobody plays any more, and the
 * rated rematch. Time is the test's clock: nothing here sleeps.
 */
class GameLifecycleTest extends ServerTestBase {

    /** An online Oware game with both seats taken (South moves first): id, South's token, North's token. */
    String[] seated(String extra) {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\","
                + "\"first\":\"south\"" + (extra == null ? "" : "," + extra) + "}");
        String id = c.get("game").get("id").asText();
        Client.Response j = client.post("/api/games/" + id + "/join", null, "");
        assertEquals(200, j.status(), j.body());
        return new String[] {id, c.get("token").asText(), j.json().get("token").asText()};
    }

    /** As {@link #seated}, after each player's first move (South C, North a): started, South to move. */
    String[] started(String extra) {
        String[] g = seated(extra);
        move(g, g[1], "C");
        move(g, g[2], "a");
        return g;
    }

    JsonNode game(String[] g) {
        return client.get("/api/games/" + g[0]).json();
    }

    void move(String[] g, String token, String move) {
        int version = game(g).get("version").asInt();
        Client.Response r = client.act("/api/games/" + g[0] + "/moves", token, version, "\"move\":\"" + move + "\"");
        assertEquals(200, r.status(), r.body());
    }

    Client.Response post(String[] g, String action, String token, String extra) {
        return client.act(
                "/api/games/" + g[0] + "/" + action,
                token,
                game(g).get("version").asInt(),
                extra);
    }

    Client.Listener listen(String[] g, String token) {
        Client.Listener l = client.listen(g[0]);
        l.next(); // the state
        if (token != null) l.seat(token);
        return l;
    }

    // ---- abort

    @Test
    void either_player_aborts_until_both_have_moved_and_an_aborted_game_is_no_result() {
        String[] g = seated("\"clock\":{\"minutes\":3}");
        move(g, g[1], "C");
        Client.Response r = post(g, "abort", g[2], null);
        assertEquals(200, r.status(), r.body());
        JsonNode v = r.json().get("game");
        assertEquals("finished", v.get("status").asText());
        assertEquals("aborted", v.get("outcome").get("reason").asText());
        assertTrue(v.get("outcome").get("winner").isNull(), "nobody wins an aborted game");
        assertEquals("*", v.get("outcome").get("result").asText());
        assertEquals("Game aborted", v.get("outcome").get("text").asText());
        assertEquals("aborted", v.get("match").get("status").asText(), "its match ends with it");
        assertTrue(v.get("match").get("winner").isNull());
        assertTrue(v.get("next").isNull());
        // Over: no more moves, and not among the games being played.
        assertError(post(g, "moves", g[2], "\"move\":\"a\""), 409, "game-over");
        for (JsonNode a :
                client.get("/api/games?status=active&limit=200").json().get("games"))
            assertFalse(a.get("id").asText().equals(g[0]));
        // The players may start again: a rematch can follow an aborted game.
        assertEquals(200, post(g, "rematch/offer", g[1], null).status());
        Client.Response again = post(g, "rematch/accept", g[2], null);
        assertEquals(200, again.status(), again.body());
        assertEquals("active", again.json().get("game").get("status").asText());
    }

    @Test
    void abort_is_refused_once_both_have_moved_and_outside_online_games() {
        String[] g = started(null);
        assertError(post(g, "abort", g[1], null), 409, "conflict");
        assertEquals(
                "abort-too-late", post(g, "abort", g[2], null).json().get("key").asText());
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}}");
        Client.Response r = client.act(
                "/api/games/" + c.get("game").get("id").asText() + "/abort",
                c.get("token").asText(),
                1,
                null);
        assertEquals("abort-online-only", r.json().get("key").asText(), r.body());
        assertError(post(g, "abort", null, null), 403, "forbidden");
    }

    @Test
    void the_inviter_aborts_an_invitation_nobody_took() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}");
        String id = c.get("game").get("id").asText();
        Client.Response r =
                client.act("/api/games/" + id + "/abort", c.get("token").asText(), 1, null);
        assertEquals(200, r.status(), r.body());
        assertEquals(
                "aborted", r.json().get("game").get("outcome").get("reason").asText());
        assertEquals(409, client.post("/api/games/" + id + "/join", null, "").status(), "nothing left to join");
    }

    // ---- the first move's time

    @Test
    void a_first_move_that_does_not_come_aborts_the_game_by_itself_whoever_owes_it() {
        // South's first move: 30 s with a fast clock, counted from the second player's arrival.
        String[] g = seated("\"clock\":{\"minutes\":5}");
        Client.Listener watcher = listen(g, null);
        time.advance(Duration.ofSeconds(29));
        assertEquals("active", game(g).get("status").asText());
        time.advance(Duration.ofSeconds(2));
        JsonNode m = untilFinished(watcher);
        assertEquals("abort", m.get("reason").asText(), "listeners hear of it without any request");
        assertEquals("aborted", m.get("game").get("outcome").get("reason").asText());
        watcher.close();

        // North's first move: 30 s from South's (asked at version 3: no request in between may end it first).
        String[] h = seated("\"clock\":{\"seconds\":30}");
        move(h, h[1], "C");
        time.advance(Duration.ofSeconds(31));
        Client.Response late = client.act("/api/games/" + h[0] + "/moves", h[2], 3, "\"move\":\"a\"");
        assertEquals(409, late.status(), late.body());
        assertEquals("first-move-late", late.json().get("key").asText());
        assertEquals("aborted", game(h).get("outcome").get("reason").asText());
    }

    @Test
    void slow_clocks_and_games_without_a_clock_give_the_first_move_longer() {
        String[] slow = seated("\"clock\":{\"minutes\":15}");
        String[] none = seated(null);
        assertEquals(60_000, game(slow).get("firstMoveMs").asLong(), 1_000);
        assertEquals(120_000, game(none).get("firstMoveMs").asLong(), 1_000);
        time.advance(Duration.ofSeconds(61));
        assertEquals("finished", game(slow).get("status").asText());
        assertEquals("active", game(none).get("status").asText());
        time.advance(Duration.ofSeconds(60));
        assertEquals("finished", game(none).get("status").asText());
    }

    @Test
    void the_sweep_ends_games_nobody_reads_and_they_leave_the_games_being_played() {
        String[] late = seated("\"clock\":{\"minutes\":3}");
        String[] flag = started("\"clock\":{\"minutes\":1}");
        // No request touches them: the sweep finds them by their deadline in the database.
        time.advance(Duration.ofSeconds(61));
        server.departures().sweep();
        JsonNode a = rawGame(late[0]);
        assertEquals("finished", a.get("status").asText());
        assertEquals("aborted", a.get("outcome").get("reason").asText());
        JsonNode b = rawGame(flag[0]);
        assertEquals("timeout", b.get("outcome").get("reason").asText());
        assertEquals("north", b.get("outcome").get("winner").asText(), "South, to move, ran out");
    }

    /** The game as stored, read without the enforcement a GET applies (the sweep alone must have ended it). */
    JsonNode rawGame(String id) {
        for (String status : new String[] {"finished", "active"}) {
            for (JsonNode x : client.get("/api/games?status=" + status + "&limit=200")
                    .json()
                    .get("games")) if (x.get("id").asText().equals(id)) return x;
        }
        throw new AssertionError("game " + id + " is in no list");
    }

    // ---- a player who leaves

    @Test
    void the_one_who_stayed_sees_the_other_leave_at_once_and_claims_the_win_after_the_countdown() {
        String[] g = started("\"clock\":{\"minutes\":5}");
        Client.Listener south = listen(g, g[1]);
        Client.Listener north = listen(g, g[2]);
        south.presenceUntil(p -> p.get("north").get("here").asBoolean());
        north.close();
        JsonNode p = south.presenceUntil(x -> !x.get("north").get("here").asBoolean());
        assertEquals(30_000, p.get("leaveMs").asLong());
        assertTrue(p.get("north").get("claimInMs").isNull(), "South is to move: North's absence does not count yet");
        assertError(post(g, "claim", g[1], null), 409, "conflict");
        assertEquals(
                "claim-your-move",
                post(g, "claim", g[1], null).json().get("key").asText());

        move(g, g[1], "A");
        p = south.presenceUntil(x -> x.get("north").get("claimInMs").isNumber());
        assertEquals(30_000, p.get("north").get("claimInMs").asLong(), 1_000);
        time.advance(Duration.ofSeconds(20));
        Client.Response early = post(g, "claim", g[1], null);
        assertEquals("claim-too-early", early.json().get("key").asText(), early.body());
        assertEquals(10, early.json().get("params").get("seconds").asInt(), 1);
        assertError(post(g, "claim", g[2], null), 409, "conflict"); // North is the one away
        time.advance(Duration.ofSeconds(11));
        Client.Response won = post(g, "claim", g[1], "\"result\":\"win\"");
        assertEquals(200, won.status(), won.body());
        JsonNode o = won.json().get("game").get("outcome");
        assertEquals("left", o.get("reason").asText());
        assertEquals("south", o.get("winner").asText());
        assertEquals("South wins: North left the game", o.get("text").asText());
        south.close();
    }

    @Test
    void a_player_who_comes_back_in_time_keeps_the_game_and_a_draw_can_be_claimed_instead() {
        String[] g = started(null);
        Client.Listener south = listen(g, g[1]);
        Client.Listener north = listen(g, g[2]);
        south.presenceUntil(x -> x.get("north").get("here").asBoolean());
        move(g, g[1], "A");
        north.close();
        JsonNode p = south.presenceUntil(x -> !x.get("north").get("here").asBoolean());
        assertEquals(300_000, p.get("leaveMs").asLong(), "five minutes without a clock");
        time.advance(Duration.ofMinutes(4));
        Client.Listener back = listen(g, g[2]);
        south.presenceUntil(x -> x.get("north").get("here").asBoolean());
        time.advance(Duration.ofMinutes(2));
        server.presence().vouch(); // the servers vouch for their connections as time passes
        assertEquals(
                "opponent-here", post(g, "claim", g[1], null).json().get("key").asText());
        move(g, g[2], "b");
        assertEquals("active", game(g).get("status").asText(), "North plays on");

        move(g, g[1], "B");
        back.close();
        south.presenceUntil(x -> !x.get("north").get("here").asBoolean());
        time.advance(Duration.ofMinutes(5).plusSeconds(1));
        server.presence().vouch();
        Client.Response draw = post(g, "claim", g[1], "\"result\":\"draw\"");
        assertEquals(200, draw.status(), draw.body());
        assertTrue(draw.json().get("game").get("outcome").get("winner").isNull());
        assertEquals(
                "left", draw.json().get("game").get("outcome").get("reason").asText());
        assertEquals(
                "claim-online-only", claimInComputerGame().json().get("key").asText());
        south.close();
    }

    @Test
    void claims_are_refused_before_the_game_starts_and_for_a_bad_result() {
        String[] g = seated(null);
        assertEquals(
                "claim-not-started",
                post(g, "claim", g[1], null).json().get("key").asText());
        String[] s = started(null);
        assertError(post(s, "claim", s[1], "\"result\":\"loss\""), 400, "bad-request");
        assertError(post(s, "claim", s[1], "\"result\":7"), 400, "bad-json");
    }

    @Test
    void a_token_that_holds_no_seat_is_refused_on_the_channel_and_counts_for_nobody() {
        String[] g = started(null);
        Client.Listener stranger = listen(g, "not-a-token");
        JsonNode refusal = stranger.next();
        assertEquals("forbidden", refusal.get("error").asText());
        stranger.close();
    }

    @Test
    void a_program_that_never_opens_the_channel_may_be_claimed_against_only_when_it_does_not_move_in_time() {
        String[] g = started("\"clock\":{\"minutes\":5}");
        Client.Listener south = listen(g, g[1]);
        move(g, g[1], "A");
        time.advance(Duration.ofSeconds(20));
        move(g, g[2], "b"); // North plays through the API alone, in time
        move(g, g[1], "B");
        time.advance(Duration.ofSeconds(31));
        Client.Response r = post(g, "claim", g[1], null);
        assertEquals(200, r.status(), r.body());
        south.close();
    }

    @Test
    void a_game_without_a_clock_that_everyone_left_ends_and_the_player_to_move_loses() {
        String[] g = started(null);
        Client.Listener south = listen(g, g[1]);
        Client.Listener north = listen(g, g[2]);
        Client.Listener spectator = listen(g, null);
        spectator.presenceUntil(x -> x.get("south").get("here").asBoolean()
                && x.get("north").get("here").asBoolean());
        south.close();
        north.close();
        // Both have left (as the server has recorded it) before the time moves on.
        spectator.presenceUntil(x -> !x.get("south").get("here").asBoolean()
                && !x.get("north").get("here").asBoolean());
        time.advance(Duration.ofMinutes(9));
        server.departures().sweep();
        assertEquals("active", game(g).get("status").asText());
        time.advance(Duration.ofMinutes(2));
        server.departures().sweep();
        JsonNode o = game(g).get("outcome");
        assertEquals("left", o.get("reason").asText());
        assertEquals("north", o.get("winner").asText(), "South owed the move");
        spectator.close();
    }

    @Test
    void presence_is_answered_over_http_too() {
        String[] g = started(null);
        Client.Listener south = listen(g, g[1]);
        south.presenceUntil(x -> x.get("south").get("here").asBoolean());
        JsonNode p = client.get("/api/games/" + g[0] + "/presence").json();
        assertTrue(p.get("south").get("here").asBoolean());
        assertFalse(p.get("north").get("here").asBoolean());
        assertTrue(p.get("north").get("awayMs").isNull(), "North never came");
        south.close();
    }

    Client.Response claimInComputerGame() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}}");
        return client.act(
                "/api/games/" + c.get("game").get("id").asText() + "/claim",
                c.get("token").asText(),
                1,
                null);
    }

    static JsonNode untilFinished(Client.Listener l) {
        while (true) {
            JsonNode m = l.next();
            if (m.path("game").path("status").asText().equals("finished")) return m;
        }
    }

    // ---- rated games: abort and rematch

    private Client.Listener lobby() {
        return client.listenLobby();
    }

    /** A rated lobby game between two new accounts: id, the South account's token, the North account's. */
    String[] ratedGame(String a, String b) {
        Client.Listener owner = lobby();
        String conn = LobbyTest.connection(owner);
        SocialClient sa = new SocialClient(server.port()).register(a);
        SocialClient sb = new SocialClient(server.port()).register(b);
        Client.Response posted = sa.post(
                "/api/lobby/seeks",
                "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"clock\":{\"minutes\":5},"
                        + "\"rated\":true,\"seat\":\"south\"}");
        assertEquals(201, posted.status(), posted.body());
        String seek = posted.json().get("seek").get("id").asText();
        String secret = posted.json().get("secret").asText();
        Client.Response acc = sb.post("/api/lobby/seeks/" + seek + "/accept", "{}");
        assertEquals(200, acc.status(), acc.body());
        String id = acc.json().get("game").get("id").asText();
        JsonNode own = client.get("/api/lobby/seeks/" + seek, secret).json();
        owner.close();
        return new String[] {
            id, own.get("token").asText(), acc.json().get("token").asText()
        };
    }

    @Test
    void an_aborted_rated_game_moves_no_rating() {
        String[] g = ratedGame("Abena", "Yaw");
        move(g, g[1], "C");
        assertEquals(200, post(g, "abort", g[1], null).status());
        JsonNode players = client.get("/api/games/" + g[0] + "/players").json();
        assertTrue(players.get("ratingApplied").asBoolean(), "settled: nothing to apply");
        assertFalse(players.get("south").has("ratingChange"), players.toString());
        assertFalse(players.get("rated").asBoolean(), "not rated after all: " + players);
        assertEquals("aborted", players.get("notRated").get("reason").asText(), players.toString());
        JsonNode profile = client.get("/api/players/Abena").json();
        assertEquals(0, profile.get("ratings").size(), profile.toString());
    }

    @Test
    void a_rematch_of_a_rated_game_is_rated_with_the_same_players_on_the_other_sides() {
        String[] g = ratedGame("Efua", "Kojo");
        playMoves(g[0], g[1], g[2], 2); // a rated game's least: two moves a side
        assertEquals(200, post(g, "resign", g[2], null).status());
        JsonNode firstPlayers = client.get("/api/games/" + g[0] + "/players").json();
        assertTrue(firstPlayers.get("ratingApplied").asBoolean());
        assertTrue(firstPlayers.get("south").get("ratingChange").asInt() > 0, firstPlayers.toString());
        assertEquals(200, post(g, "rematch/offer", g[2], null).status());
        Client.Response r = post(g, "rematch/accept", g[1], null);
        assertEquals(200, r.status(), r.body());
        String next = r.json().get("game").get("id").asText();
        JsonNode players = client.get("/api/games/" + next + "/players").json();
        assertTrue(players.get("rated").asBoolean(), players.toString());
        assertEquals("blitz", players.get("speed").asText());
        assertEquals("Kojo", players.get("south").get("name").asText(), "colours swapped");
        assertEquals("Efua", players.get("north").get("name").asText());
        // The rematch's clock waits for both first moves, as any online game's.
        JsonNode v = client.get("/api/games/" + next).json();
        assertTrue(v.get("clock").get("running").isNull());
        assertFalse(v.get("started").asBoolean());
        // Played out (here resigned after both made two moves), it moves both ratings again.
        String[] h = {next, g[2], g[1]}; // Kojo now sits South with his old token
        JsonNode first = client.get("/api/games/" + next, g[2]).json();
        assertEquals("south", first.get("you").asText());
        playMoves(next, g[2], g[1], 2);
        assertEquals(200, post(h, "resign", g[1], null).status());
        JsonNode after = client.get("/api/games/" + next + "/players").json();
        assertTrue(after.get("south").get("ratingChange").asInt() > 0, after.toString());
        assertEquals(
                2,
                client.get("/api/players/Efua")
                        .json()
                        .get("ratings")
                        .get(0)
                        .get("games")
                        .asInt());
    }
}
