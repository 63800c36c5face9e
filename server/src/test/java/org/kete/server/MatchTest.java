package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.kete.server.game.Clocks;

/** Matches (single, best of N, first to N), rematches, clocks against the computer, and the nyumba mark. */
class MatchTest extends ServerTestBase {
    private JsonNode game(String id, String token) {
        Client.Response r = client.get("/api/games/" + id, token);
        assertEquals(200, r.status(), r.body());
        return r.json();
    }

    private JsonNode resign(JsonNode game, String token, String seat) {
        Client.Response r = client.act(
                "/api/games/" + game.get("id").asText() + "/resign",
                token,
                game.get("version").asInt(),
                seat == null ? null : "\"seat\":\"" + seat + "\"");
        assertEquals(200, r.status(), r.body());
        return r.json().get("game");
    }

    private static void assertScore(JsonNode match, int south, int north, int draws) {
        JsonNode s = match.get("score");
        assertEquals(south, s.get("south").asInt(), match.toString());
        assertEquals(north, s.get("north").asInt(), match.toString());
        assertEquals(draws, s.get("draws").asInt(), match.toString());
    }

    @Test
    void a_single_game_is_a_match_of_one_game() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        JsonNode g = c.get("game");
        JsonNode m = g.get("match");
        assertEquals("single", m.get("format").asText());
        assertEquals(1, m.get("number").asInt());
        assertEquals("active", m.get("status").asText());
        g = resign(g, c.get("token").asText(), "north");
        assertEquals("finished", g.get("match").get("status").asText());
        assertEquals("south", g.get("match").get("winner").asText());
        assertScore(g.get("match"), 1, 0, 0);
        assertTrue(g.get("next").isNull(), "a single game has no next game");
    }

    @Test
    void best_of_three_on_one_device_alternates_who_starts_and_ends_when_decided() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"first\":\"south\","
                + "\"match\":{\"format\":\"best-of\",\"n\":3}}");
        String token = c.get("token").asText();
        JsonNode g1 = c.get("game");
        assertEquals("south", g1.get("position").get("toMove").asText());
        Client.Listener watcher = client.listen(g1.get("id").asText());
        watcher.next();
        g1 = resign(g1, token, "north");
        JsonNode heard = watcher.untilVersion(g1.get("version").asInt());
        assertEquals(g1.get("next").asText(), heard.get("game").get("next").asText(), "listeners hear of game 2");
        watcher.close();
        assertScore(g1.get("match"), 1, 0, 0);
        assertEquals("active", g1.get("match").get("status").asText());
        String id2 = g1.get("next").asText();
        assertNotEquals("null", id2, "the next game was created");

        JsonNode g2 = game(id2, token);
        assertEquals("both", g2.get("you").asText(), "the same token holds both seats of the next game");
        assertEquals(2, g2.get("match").get("number").asInt());
        assertEquals("north", g2.get("position").get("toMove").asText(), "the other side starts game 2");
        assertEquals(0, g2.get("moves").size());
        assertScore(g2.get("match"), 1, 0, 0);
        g2 = resign(g2, token, "south");
        assertScore(g2.get("match"), 1, 1, 0);

        JsonNode g3 = game(g2.get("next").asText(), token);
        assertEquals("south", g3.get("position").get("toMove").asText());
        g3 = resign(g3, token, "north");
        JsonNode m = g3.get("match");
        assertScore(m, 2, 1, 0);
        assertEquals("finished", m.get("status").asText());
        assertEquals("south", m.get("winner").asText());
        assertTrue(g3.get("next").isNull(), "a decided match has no next game");

        JsonNode all = client.get("/api/matches/" + m.get("id").asText()).json();
        assertEquals("best-of", all.get("format").asText());
        assertEquals(3, all.get("n").asInt());
        assertEquals(3, all.get("games").size());
        assertEquals(2, all.get("score").get("a").asInt());
        assertEquals(1, all.get("score").get("b").asInt());
        assertEquals("a", all.get("winner").asText());
        assertEquals(g3.get("id").asText(), all.get("games").get(2).get("id").asText());

        // The finished-games list names each game's match, its number in it and the match's final score.
        JsonNode list = client.get("/api/games?status=finished&game=oware&limit=200")
                .json()
                .get("games");
        String[] ids = {
            g1.get("id").asText(), g2.get("id").asText(), g3.get("id").asText()
        };
        int seen = 0;
        for (JsonNode e : list) {
            for (int i = 0; i < ids.length; i++) {
                if (!e.get("id").asText().equals(ids[i])) continue;
                seen++;
                JsonNode lm = e.get("match");
                assertEquals("best-of", lm.get("format").asText(), lm.toString());
                assertEquals(3, lm.get("n").asInt());
                assertEquals(i + 1, lm.get("number").asInt());
                assertEquals("finished", lm.get("status").asText());
                assertEquals("south", lm.get("winner").asText());
                assertScore(lm, 2, 1, 0);
            }
        }
        assertEquals(3, seen, "the three games of the match are listed");
    }

    @Test
    void against_the_computer_the_players_change_sides_from_game_to_game() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1},"
                + "\"seat\":\"south\",\"first\":\"south\",\"match\":{\"format\":\"best-of\",\"n\":3}}");
        String token = c.get("token").asText();
        JsonNode g1 = resign(c.get("game"), token, null);
        assertScore(g1.get("match"), 0, 1, 0);

        JsonNode g2 = game(g1.get("next").asText(), token);
        assertEquals("north", g2.get("you").asText(), "the human plays North in game 2");
        assertEquals("computer", g2.get("seats").get("south").asText());
        assertEquals("human", g2.get("seats").get("north").asText());
        assertEquals("south", g2.get("position").get("toMove").asText(), "so the computer starts");
        // The score follows the players: the computer, now South, has the win.
        assertScore(g2.get("match"), 1, 0, 0);
        Client.Response early =
                client.act("/api/games/" + g2.get("id").asText() + "/moves", token, 1, "\"move\":\"a\"");
        assertError(early, 409, "not-your-turn");
        Client.Response cm = client.act("/api/games/" + g2.get("id").asText() + "/computer", token, 1, null);
        assertEquals(200, cm.status(), cm.body());
        g2 = resign(cm.json().get("game"), token, null);
        JsonNode m = g2.get("match");
        assertScore(m, 2, 0, 0);
        assertEquals("finished", m.get("status").asText());
        assertEquals("south", m.get("winner").asText(), "the computer, South in game 2, won the match");
        assertTrue(g2.get("next").isNull());
    }

    @Test
    void the_clock_of_a_matchs_next_game_waits_for_its_first_move() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"first\":\"south\","
                + "\"clock\":{\"seconds\":5,\"increment\":1},\"match\":{\"format\":\"best-of\",\"n\":3}}");
        String token = c.get("token").asText();
        JsonNode g1 = c.get("game");
        assertEquals("south", g1.get("clock").get("running").asText(), "the first game's clock runs at once");
        g1 = resign(g1, token, "north");
        String id2 = g1.get("next").asText();
        JsonNode g2 = game(id2, token);
        JsonNode clock = g2.get("clock");
        assertTrue(clock.get("running").isNull(), "no clock runs before the first move: " + clock);
        assertEquals(5_000, clock.get("southMs").asLong());
        assertEquals(5_000, clock.get("northMs").asLong());

        // However long the players take to come to the new game, the first move costs nothing.
        time.advance(Duration.ofMinutes(10));
        clock = game(id2, token).get("clock");
        assertTrue(clock.get("running").isNull(), clock.toString());
        assertEquals(5_000, clock.get("northMs").asLong(), "North, to move, still has the full time");
        Client.Response moved = client.act("/api/games/" + id2 + "/moves", token, 1, "\"move\":\"a\"");
        assertEquals(200, moved.status(), moved.body());
        clock = moved.json().get("game").get("clock");
        assertEquals(5_000, clock.get("northMs").asLong(), "the first move is free (no increment either)");
        assertEquals("south", clock.get("running").asText(), "then the clocks run as usual");
        assertTrue(clock.get("southMs").asLong() <= 5_000, clock.toString());
    }

    @Test
    void the_clock_of_a_rematch_waits_for_its_first_move() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1},"
                + "\"seat\":\"south\",\"first\":\"south\",\"clock\":{\"seconds\":5}}");
        String token = c.get("token").asText();
        JsonNode g = resign(c.get("game"), token, null);
        Client.Response r = client.act(
                "/api/games/" + g.get("id").asText() + "/rematch",
                token,
                g.get("version").asInt(),
                null);
        assertEquals(200, r.status(), r.body());
        JsonNode clock = r.json().get("game").get("clock");
        assertTrue(clock.get("running").isNull(), "no clock runs before the first move: " + clock);
        assertEquals(5_000, clock.get("southMs").asLong());
        assertEquals(5_000, clock.get("northMs").asLong());
    }

    @Test
    void a_game_ended_by_the_rules_is_not_undone_once_the_match_moved_on() {
        // South's F captures 3 in a and reaches 26 of 48.
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},"
                + "\"position\":\"0-0-0-0-0-1-2-1-1-1-1-1-23-17-S\",\"match\":{\"format\":\"best-of\",\"n\":3}}");
        String token = c.get("token").asText();
        String p = "/api/games/" + c.get("game").get("id").asText();
        JsonNode g = client.act(p + "/moves", token, 1, "\"move\":\"F\"").json().get("game");
        assertEquals("threshold", g.get("outcome").get("reason").asText());
        assertScore(g.get("match"), 1, 0, 0);
        assertNotEquals("null", g.get("next").asText());
        assertError(client.act(p + "/undo", token, 2, null), 409, "conflict");
    }

    @Test
    void first_to_n_counts_draws_apart_and_needs_n_wins() {
        String[] g = onlineGame("\"match\":{\"format\":\"first-to\",\"n\":2}");
        String p = "/api/games/" + g[0];
        // A draw by agreement does not count towards the two wins.
        assertEquals(200, client.act(p + "/moves", g[1], 2, "\"move\":\"C\"").status());
        assertEquals(200, client.act(p + "/draw/offer", g[2], 3, null).status());
        JsonNode g1 = client.act(p + "/draw/accept", g[1], 4, null).json().get("game");
        assertScore(g1.get("match"), 0, 0, 1);
        assertEquals("active", g1.get("match").get("status").asText());
        JsonNode g2 = game(g1.get("next").asText(), g[1]);
        assertEquals("north", g2.get("you").asText(), "the inviter changed sides");
        assertEquals("active", g2.get("status").asText(), "both seats are taken at once");
        g2 = resign(g2, g[1], null);
        JsonNode g3 = game(g2.get("next").asText(), g[2]);
        assertEquals("north", g3.get("you").asText(), "the guest is North again in game 3");
        assertScore(g3.get("match"), 0, 1, 1);
        g3 = resign(g3, g[1], null);
        assertScore(g3.get("match"), 0, 2, 1);
        assertEquals("finished", g3.get("match").get("status").asText());
        assertEquals("north", g3.get("match").get("winner").asText());
    }

    /** An online game with both seats taken: [id, inviter's (South) token, guest's (North) token]. */
    private String[] onlineGame(String extra) {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\","
                + "\"first\":\"south\"" + (extra == null ? "" : "," + extra) + "}");
        String id = c.get("game").get("id").asText();
        Client.Response j = client.post("/api/games/" + id + "/join", null, "");
        assertEquals(200, j.status(), j.body());
        return new String[] {id, c.get("token").asText(), j.json().get("token").asText()};
    }

    @Test
    void an_online_rematch_is_offered_and_accepted_and_everyone_follows() {
        String[] g = onlineGame(null);
        String p = "/api/games/" + g[0];
        Client.Listener watcher = client.listen(g[0]);
        watcher.next();

        assertError(client.act(p + "/rematch/offer", g[1], 2, null), 409, "conflict");
        JsonNode over = resign(game(g[0], g[2]), g[2], null);
        int v = over.get("version").asInt();
        assertError(client.act(p + "/rematch", g[1], v, null), 409, "conflict");
        assertError(client.act(p + "/rematch/offer", null, v, null), 403, "forbidden");
        assertError(client.act(p + "/rematch/offer", "not-a-token", v, null), 403, "forbidden");
        assertError(client.act(p + "/rematch/accept", g[2], v, null), 409, "conflict");

        JsonNode offered =
                client.act(p + "/rematch/offer", g[1], v, null).json().get("game");
        assertEquals("rematch", offered.get("offer").get("kind").asText());
        assertEquals("south", offered.get("offer").get("by").asText());
        assertError(client.act(p + "/rematch/accept", g[1], v + 1, null), 409, "conflict");
        assertError(client.act(p + "/rematch/decline", g[1], v + 1, null), 409, "conflict");

        // Declined, then offered by the other player and accepted.
        assertEquals(200, client.act(p + "/rematch/decline", g[2], v + 1, null).status());
        assertEquals(200, client.act(p + "/rematch/offer", g[2], v + 2, null).status());
        Client.Response acc = client.act(p + "/rematch/accept", g[1], v + 3, null);
        assertEquals(200, acc.status(), acc.body());
        JsonNode rematch = acc.json().get("game");
        assertEquals("north", rematch.get("you").asText(), "the inviter keeps the token, on the other side");
        assertEquals("active", rematch.get("status").asText());
        assertEquals(1, rematch.get("match").get("number").asInt());
        assertScore(rematch.get("match"), 0, 0, 0);

        // The finished game points to the rematch, for the players and the spectators.
        JsonNode old = game(g[0], null);
        assertEquals(rematch.get("id").asText(), old.get("next").asText());
        assertTrue(old.get("offer").isNull());
        JsonNode heard = watcher.untilVersion(v + 4);
        assertEquals(rematch.get("id").asText(), heard.get("game").get("next").asText());
        watcher.close();
        assertEquals("south", game(rematch.get("id").asText(), g[2]).get("you").asText());
        assertError(client.act(p + "/rematch/offer", g[1], v + 4, null), 409, "conflict");
    }

    @Test
    void rematch_against_the_computer_starts_at_once_and_refuses_the_wrong_requests() {
        JsonNode c = client.create("{\"game\":\"bao-kenyan-children\",\"opponent\":{\"type\":\"computer\",\"level\":1},"
                + "\"seat\":\"south\",\"first\":\"south\"}");
        String token = c.get("token").asText();
        JsonNode g = c.get("game");
        String p = "/api/games/" + g.get("id").asText();
        assertError(client.act(p + "/rematch", token, 1, null), 409, "conflict");
        g = resign(g, token, null);
        int v = g.get("version").asInt();
        assertError(client.act(p + "/rematch", null, v, null), 403, "forbidden");
        assertError(client.act(p + "/rematch", token, v - 1, null), 409, "stale-version");
        assertError(client.act(p + "/rematch/offer", token, v, null), 409, "conflict");
        assertError(client.act("/api/games/nope/rematch", token, 1, null), 404, "not-found");

        Client.Response r = client.act(p + "/rematch", token, v, null);
        assertEquals(200, r.status(), r.body());
        JsonNode next = r.json().get("game");
        assertEquals("north", next.get("you").asText());
        assertEquals("computer", next.get("seats").get("south").asText());
        assertEquals("single", next.get("match").get("format").asText());
        assertEquals(
                next.get("id").asText(),
                game(g.get("id").asText(), null).get("next").asText());
        assertError(client.act(p + "/rematch", token, v + 1, null), 409, "conflict");
        assertError(client.get("/api/matches/nope"), 404, "not-found");
    }

    @Test
    void match_requests_are_checked() {
        String base = "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"match\":";
        assertError(client.post("/api/games", null, base + "{\"format\":\"best-of\"}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "{\"format\":\"best-of\",\"n\":16}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "{\"format\":\"first-to\",\"n\":0}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "{\"format\":\"bogus\",\"n\":3}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "3}"), 400, "bad-json");
        assertError(client.post("/api/games", null, base + "{\"format\":\"best-of\",\"n\":\"x\"}}"), 400, "bad-json");
    }

    @Test
    void the_computer_plays_on_a_clock_charged_with_its_own_thinking_time() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":2},"
                + "\"seat\":\"south\",\"first\":\"south\",\"clock\":{\"seconds\":30,\"increment\":1}}");
        String token = c.get("token").asText();
        JsonNode g = c.get("game");
        String p = "/api/games/" + g.get("id").asText();
        assertEquals(30_000, g.get("clock").get("initialMs").asLong());
        assertEquals("south", g.get("clock").get("running").asText());
        assertEquals(200, client.act(p + "/moves", token, 1, "\"move\":\"C\"").status());
        JsonNode after = client.act(p + "/computer", token, 2, null).json().get("game");
        JsonNode clock = after.get("clock");
        assertEquals("south", clock.get("running").asText());
        long north = clock.get("northMs").asLong();
        assertTrue(
                north <= 31_000 && north > 20_000, "the computer's clock lost its thinking time and got 1 s: " + north);

        // The human's time runs out: the next move is refused and the computer wins on time.
        time.advance(Duration.ofMillis(clock.get("southMs").asLong() + 1));
        assertError(client.act(p + "/moves", token, 3, "\"move\":\"A\""), 409, "game-over");
        JsonNode o = game(g.get("id").asText(), token).get("outcome");
        assertEquals("timeout", o.get("reason").asText());
        assertEquals("north", o.get("winner").asText());
    }

    @Test
    void the_computer_loses_on_time_too() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1},"
                + "\"seat\":\"south\",\"first\":\"south\",\"clock\":{\"minutes\":1}}");
        String token = c.get("token").asText();
        String id = c.get("game").get("id").asText();
        assertEquals(
                200,
                client.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"")
                        .status());
        // Waiting for the computer costs it nothing: only its search is charged.
        assertEquals(60_000, game(id, token).get("clock").get("northMs").asLong());
        // Its search takes the whole minute: each reading of the time moves it on by a minute.
        time.stepEachReading(Duration.ofMinutes(1));
        Client.Response late;
        try {
            late = client.act("/api/games/" + id + "/computer", token, 2, null);
        } finally {
            time.stepEachReading(Duration.ZERO);
        }
        assertEquals(200, late.status(), late.body());
        assertEquals(
                "timeout", late.json().get("game").get("outcome").get("reason").asText());
        assertEquals(0, late.json().get("game").get("clock").get("northMs").asLong());
        JsonNode o = game(id, token).get("outcome");
        assertEquals("timeout", o.get("reason").asText());
        assertEquals("south", o.get("winner").asText());
    }

    @Test
    void the_computers_move_time_comes_from_its_remaining_time() {
        assertEquals(Clocks.COMPUTER_MOVE_MILLIS, Clocks.computerBudget(null, null));
        assertEquals(Clocks.COMPUTER_MOVE_MAX_MILLIS, Clocks.computerBudget(300_000L, 0L));
        assertEquals(30_000 / 25 + 1500, Clocks.computerBudget(30_000L, 2_000L));
        assertEquals(3_000 / 3, Clocks.computerBudget(3_000L, 60_000L), "never more than a third of the time left");
        assertEquals(10, Clocks.computerBudget(20L, 0L));
    }

    @Test
    void clock_requests_are_checked() {
        String base = "{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\"},\"clock\":";
        assertError(client.post("/api/games", null, base + "{\"seconds\":4}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "{}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "{\"minutes\":181}}"), 400, "bad-request");
        assertError(client.post("/api/games", null, base + "{\"minutes\":1,\"increment\":61}}"), 400, "bad-request");
        assertEquals(
                201, client.post("/api/games", null, base + "{\"seconds\":5}}").status());
    }

    @Test
    void the_position_lists_the_nyumba_while_it_is_owned() {
        JsonNode start =
                client.get("/api/position?game=bao-la-kiswahili").json().get("position");
        JsonNode houses = start.get("houses");
        assertEquals(2, houses.size(), start.toString());
        assertEquals("south", houses.get(0).get("owner").asText());
        assertEquals(4, houses.get(0).get("pit").asInt());
        assertTrue(houses.get(0).get("functional").asBoolean());
        assertEquals("north", houses.get(1).get("owner").asText());
        assertEquals(20, houses.get(1).get("pit").asInt());

        // South's house lost (flags "-N"); North's owned but below 6 seeds, so not functional.
        String text = "0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,5,2,2,0,0,0,0,0,0,0,0,0 22-23 -N - S";
        JsonNode p = client.get("/api/position?game=bao-la-kiswahili&position="
                        + java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8))
                .json();
        houses = p.get("position").get("houses");
        assertEquals(1, houses.size(), p.toString());
        assertEquals("north", houses.get(0).get("owner").asText());
        assertEquals(false, houses.get(0).get("functional").asBoolean());

        JsonNode oware = client.get("/api/position?game=oware").json().get("position");
        assertEquals(0, oware.get("houses").size());
    }
}
