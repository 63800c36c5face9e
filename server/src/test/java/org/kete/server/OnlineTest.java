package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Online play: invites, seats and tokens, WebSocket channels, offers and clocks. */
class OnlineTest extends ServerTestBase {
    /** An online game with both seats taken: [id, south token, north token]. */
    private String[] seatedGame(String extra) {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\""
                + (extra == null ? "" : "," + extra) + "}");
        String id = c.get("game").get("id").asText();
        Client.Response j = client.post("/api/games/" + id + "/join", null, "");
        assertEquals(200, j.status(), j.body());
        assertEquals("north", j.json().get("seat").asText());
        return new String[] {id, c.get("token").asText(), j.json().get("token").asText()};
    }

    @Test
    void the_invite_gives_the_free_seat_once_and_everyone_else_watches() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"north\"}");
        String id = c.get("game").get("id").asText();
        assertEquals("waiting", c.get("game").get("status").asText());
        assertEquals("open", c.get("game").get("seats").get("south").asText());
        assertTrue(c.get("invite").asText().contains(id));
        String creator = c.get("token").asText();
        // The creator cannot move before the opponent is there, nor join their own game.
        assertEquals(
                409,
                client.act("/api/games/" + id + "/moves", creator, 1, "\"move\":\"C\"")
                        .status());
        assertEquals(409, client.post("/api/games/" + id + "/join", creator, "").status());

        Client.Response j = client.post("/api/games/" + id + "/join", null, "");
        assertEquals("south", j.json().get("seat").asText());
        assertEquals("active", j.json().get("game").get("status").asText());
        String friend = j.json().get("token").asText();
        assertNotEquals(creator, friend);

        Client.Response late = client.post("/api/games/" + id + "/join", null, "");
        assertEquals(409, late.status());
        assertEquals("conflict", late.json().get("error").asText());

        // A spectator or a stranger cannot act for anyone; the creator cannot move the friend's seat.
        String path = "/api/games/" + id;
        assertEquals(403, client.act(path + "/moves", null, 2, "\"move\":\"C\"").status());
        assertEquals(403, client.act(path + "/resign", "stranger", 2, null).status());
        assertEquals(403, client.act(path + "/draw/offer", null, 2, null).status());
        assertEquals(
                409, client.act(path + "/moves", creator, 2, "\"move\":\"C\"").status());
        assertEquals(409, client.act(path + "/undo", friend, 2, null).status());
        assertEquals(
                200, client.act(path + "/moves", friend, 2, "\"move\":\"C\"").status());
    }

    @Test
    void two_players_play_a_whole_oware_game_over_websockets_and_a_spectator_sees_every_move() {
        String[] g = seatedGame(null);
        String id = g[0];
        Client.Listener south = client.listen(id);
        Client.Listener north = client.listen(id);
        Client.Listener spectator = client.listen(id);
        for (Client.Listener l : List.of(south, north, spectator)) {
            JsonNode hello = l.next();
            assertEquals("state", hello.get("type").asText());
            assertEquals(2, hello.get("game").get("version").asInt());
        }

        SplittableRandom rng = new SplittableRandom(8);
        JsonNode state = client.get("/api/games/" + id).json();
        List<String> played = new ArrayList<>();
        while (state.get("status").asText().equals("active")) {
            boolean southToMove = state.get("position").get("toMove").asText().equals("south");
            // Each player waits for the other's move on its own socket, then answers.
            Client.Listener me = southToMove ? south : north;
            String token = southToMove ? g[1] : g[2];
            JsonNode legal = state.get("legalMoves");
            String move = legal.get(rng.nextInt(legal.size())).get("notation").asText();
            int version = state.get("version").asInt();
            Client.Response r = client.act("/api/games/" + id + "/moves", token, version, "\"move\":\"" + move + "\"");
            assertEquals(200, r.status(), r.body());
            played.add(move);
            Client.Listener other = southToMove ? north : south;
            JsonNode seen = other.until("moves", version + 1);
            assertEquals(move, seen.get("applied").get(0).get("notation").asText());
            JsonNode mine = me.until("moves", version + 1);
            state = mine.get("game");
            assertTrue(played.size() < 2000, "the game ends");
        }
        assertEquals("finished", state.get("status").asText());
        assertEquals(played.size(), state.get("moves").size());

        // The spectator received every move, in order, each with its trace.
        List<String> watched = new ArrayList<>();
        int last = state.get("version").asInt();
        JsonNode m;
        do {
            m = spectator.next();
            if (m.get("type").asText().equals("moves")) {
                assertFalse(m.get("applied").get(0).get("trace").isEmpty());
                watched.add(m.get("applied").get(0).get("notation").asText());
            }
        } while (m.get("game").get("version").asInt() < last);
        assertEquals(played, watched);
        JsonNode outcome = client.get("/api/games/" + id).json().get("outcome");
        assertEquals(48, outcome.get("south").asInt() + outcome.get("north").asInt(), outcome.toString());

        JsonNode ping = null;
        spectator.socket.sendText("{\"type\":\"ping\"}", true).join();
        ping = spectator.next();
        assertEquals("pong", ping.get("type").asText());
        south.close();
        north.close();
        spectator.close();
    }

    @Test
    void spectators_are_counted_per_game_and_every_listener_hears_the_count() {
        String[] g = seatedGame(null);
        Client.Listener player = client.listen(g[0]);
        assertEquals("state", player.next().get("type").asText());
        Client.Listener first = client.listen(g[0]);
        first.next();
        first.socket.sendText("{\"type\":\"watch\"}", true).join();
        assertEquals(1, spectators(player));
        assertEquals(1, spectators(first));
        // A later listener hears the count on connecting; once it watches too, everyone hears 2.
        Client.Listener second = client.listen(g[0]);
        assertEquals("state", second.next().get("type").asText());
        assertEquals(1, spectators(second));
        second.socket.sendText("{\"type\":\"watch\"}", true).join();
        assertEquals(2, spectators(player));
        // Saying it twice counts once; leaving counts down.
        second.socket.sendText("{\"type\":\"watch\"}", true).join();
        first.close();
        assertEquals(1, spectators(player));
        // Another game's spectators are its own.
        String[] other = seatedGame(null);
        Client.Listener elsewhere = client.listen(other[0]);
        elsewhere.next();
        elsewhere.socket.sendText("{\"type\":\"watch\"}", true).join();
        assertEquals(1, spectators(elsewhere));
        player.close();
        second.close();
        elsewhere.close();
    }

    /** The count of the next spectators message, skipping any other. */
    private static int spectators(Client.Listener l) {
        while (true) {
            JsonNode m = l.next();
            if (m.path("type").asText().equals("spectators"))
                return m.get("count").asInt();
        }
    }

    @Test
    void a_websocket_for_an_unknown_game_says_so() {
        Client.Listener l = client.listen("no-such-game");
        JsonNode m = l.next();
        assertEquals("not-found", m.get("error").asText());
    }

    @Test
    void draw_offer_accepted_ends_the_game_by_agreement() {
        String[] g = seatedGame(null);
        String p = "/api/games/" + g[0];
        Client.Listener watcher = client.listen(g[0]);
        watcher.next();
        assertEquals(200, client.act(p + "/draw/offer", g[1], 2, null).status());
        JsonNode offered = watcher.until("state", 3);
        assertEquals("draw", offered.get("game").get("offer").get("kind").asText());
        assertEquals("south", offered.get("game").get("offer").get("by").asText());
        assertEquals(409, client.act(p + "/draw/accept", g[1], 3, null).status(), "not one's own offer");
        assertEquals(409, client.act(p + "/draw/offer", g[2], 3, null).status(), "one offer at a time");
        Client.Response r = client.act(p + "/draw/accept", g[2], 3, null);
        assertEquals(200, r.status(), r.body());
        JsonNode outcome = r.json().get("game").get("outcome");
        assertTrue(outcome.get("winner").isNull());
        assertEquals("agreement", outcome.get("reason").asText());
        assertEquals("1/2-1/2", outcome.get("result").asText());
        watcher.close();
    }

    @Test
    void draw_offer_declined_and_cleared_by_a_move() {
        String[] g = seatedGame(null);
        String p = "/api/games/" + g[0];
        assertEquals(200, client.act(p + "/draw/offer", g[2], 2, null).status());
        assertEquals(200, client.act(p + "/draw/decline", g[1], 3, null).status());
        assertTrue(client.get(p).json().get("offer").isNull());
        assertEquals(200, client.act(p + "/draw/offer", g[1], 4, null).status());
        assertEquals(200, client.act(p + "/moves", g[1], 5, "\"move\":\"A\"").status());
        assertTrue(client.get(p).json().get("offer").isNull(), "a move clears the offer");
        assertEquals(409, client.act(p + "/draw/accept", g[2], 6, null).status());
    }

    @Test
    void takeback_needs_the_opponents_agreement() {
        String[] g = seatedGame(null);
        String p = "/api/games/" + g[0];
        assertEquals(409, client.act(p + "/takeback/offer", g[1], 2, null).status(), "no move to take back");
        assertEquals(200, client.act(p + "/moves", g[1], 2, "\"move\":\"C\"").status());
        assertEquals(200, client.act(p + "/takeback/offer", g[1], 3, null).status());
        Client.Response r = client.act(p + "/takeback/accept", g[2], 4, null);
        assertEquals(200, r.status(), r.body());
        JsonNode game = r.json().get("game");
        assertEquals(0, game.get("moves").size());
        assertEquals("south", game.get("position").get("toMove").asText());
        assertTrue(game.get("offer").isNull());
    }

    @Test
    void resigning_online_loses_for_the_tokens_seat() {
        String[] g = seatedGame(null);
        Client.Response r = client.act("/api/games/" + g[0] + "/resign", g[2], 2, null);
        assertEquals("south", r.json().get("game").get("outcome").get("winner").asText());
        assertEquals(
                "South wins: North resigned",
                r.json().get("game").get("outcome").get("text").asText());
    }

    /** A seated game in which each player has made a first move (South C, North a): its clock runs. */
    private String[] startedGame(String extra) {
        String[] g = seatedGame(extra);
        String p = "/api/games/" + g[0];
        assertEquals(200, client.act(p + "/moves", g[1], 2, "\"move\":\"C\"").status());
        assertEquals(200, client.act(p + "/moves", g[2], 3, "\"move\":\"a\"").status());
        return g;
    }

    @Test
    void the_clock_waits_for_each_players_first_move_which_costs_no_time() {
        String[] g = seatedGame("\"clock\":{\"minutes\":5,\"increment\":3}");
        String p = "/api/games/" + g[0];
        JsonNode view = client.get(p).json();
        assertNull(view.get("clock").get("running").textValue(), "no clock runs before the first moves");
        assertFalse(view.get("started").asBoolean());
        // The test's time is the system's, moved on: on a loaded machine a second or two passes between requests.
        // The tolerance still tells a fresh 30 s from what 20 s of waiting leave (10 s).
        assertEquals(30_000, view.get("firstMoveMs").asLong(), 5_000);
        time.advance(Duration.ofSeconds(20));
        assertEquals(200, client.act(p + "/moves", g[1], 2, "\"move\":\"C\"").status());
        view = client.get(p).json();
        assertNull(view.get("clock").get("running").textValue(), "North has not moved yet");
        assertEquals(300_000, view.get("clock").get("southMs").asLong(), "the first move cost South nothing");
        assertEquals(30_000, view.get("firstMoveMs").asLong(), 5_000, "North's first move has its own 30 s");
        time.advance(Duration.ofSeconds(25));
        assertEquals(200, client.act(p + "/moves", g[2], 3, "\"move\":\"a\"").status());
        view = client.get(p).json();
        assertTrue(view.get("started").asBoolean());
        assertTrue(view.get("firstMoveMs").isNull());
        assertEquals("south", view.get("clock").get("running").asText(), "from the second first move on it runs");
        assertEquals(300_000, view.get("clock").get("northMs").asLong(), "nor did North's");
    }

    @Test
    void clocks_run_for_the_player_to_move_and_the_server_ends_the_game_on_time() {
        String[] g = startedGame("\"clock\":{\"minutes\":5,\"increment\":3}");
        String p = "/api/games/" + g[0];
        JsonNode clock = client.get(p).json().get("clock");
        assertEquals(300_000, clock.get("initialMs").asLong());
        assertEquals("south", clock.get("running").asText());
        assertTrue(clock.get("southMs").asLong() <= 300_000);
        assertEquals(300_000, clock.get("northMs").asLong());
        assertEquals(200, client.act(p + "/moves", g[1], 4, "\"move\":\"A\"").status());
        clock = client.get(p).json().get("clock");
        assertEquals("north", clock.get("running").asText());
        assertTrue(clock.get("southMs").asLong() > 300_000 - 10_000, "the increment was added");

        // North's time runs out: the next move is refused and the game is lost on time.
        time.advance(Duration.ofMillis(clock.get("northMs").asLong() + 1));
        Client.Response late = client.act(p + "/moves", g[2], 5, "\"move\":\"b\"");
        assertEquals(409, late.status(), late.body());
        assertEquals("game-over", late.json().get("error").asText());
        JsonNode outcome = client.get(p).json().get("outcome");
        assertEquals("timeout", outcome.get("reason").asText());
        assertEquals("south", outcome.get("winner").asText());
    }

    @Test
    void listeners_hear_of_a_loss_on_time_without_any_request() {
        String[] g = startedGame("\"clock\":{\"minutes\":1}");
        Client.Listener watcher = client.listen(g[0]);
        watcher.next();
        time.advance(Duration.ofMinutes(1).plusMillis(1));
        JsonNode m;
        do {
            m = watcher.next();
        } while (!m.get("game").get("status").asText().equals("finished"));
        assertEquals("timeout", m.get("reason").asText());
        assertEquals("north", m.get("game").get("outcome").get("winner").asText());
        watcher.close();
    }

    @Test
    void a_reading_request_records_a_loss_on_time() {
        String[] g = startedGame("\"clock\":{\"minutes\":1}");
        time.advance(Duration.ofMinutes(1).plusMillis(1));
        JsonNode game = client.get("/api/games/" + g[0]).json();
        assertEquals("finished", game.get("status").asText());
        assertEquals("north", game.get("outcome").get("winner").asText());
        assertEquals(0, game.get("clock").get("southMs").asLong());
    }
}
