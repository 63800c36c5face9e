package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cleanup of games nobody plays (docs/security.md, Games), with the server's time moved on: an online game
 * nobody joined goes after waiting-game-hours, an aborted game that long after its end, an unfinished game nobody
 * moved in after abandoned-game-days, each with the rows that depend on it; finished games, games an account
 * played, rated games, and games of a match or a rematch chain with other games stay. PostgresGameCleanupTest
 * reruns it on PostgreSQL.
 */
class GameCleanupTest extends ServerTestBase {
    private static final String COMPUTER = "{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1},"
            + "\"seat\":\"south\",\"first\":\"south\"}";
    private static final String LOCAL = "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"first\":\"south\"}";

    @Test
    void the_cleanup_deletes_exactly_the_games_nobody_will_play_and_keeps_the_rest() throws Exception {
        GameCleanupTestSteps steps = new GameCleanupTestSteps();
        // Deleted: an online game nobody joins; an online game joined but aborted (nobody moved); a guest's
        // computer game and a local game left half-way.
        JsonNode waiting = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}");
        String w = id(waiting);
        JsonNode online = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}");
        String o = id(online);
        assertEquals(200, client.post("/api/games/" + o + "/join", null, "").status());
        String c = id(client.create(COMPUTER));
        JsonNode local = client.create(LOCAL);
        String l = id(local);
        assertEquals(
                200,
                client.act("/api/games/" + l + "/moves", local.get("token").asText(), 1, "\"move\":\"C\"")
                        .status());
        for (String id : List.of(w, c)) steps.dependents(id);

        // Kept: a finished game; a game an account played; a rated game; a match's games; a rematch chain.
        JsonNode finished = client.create(COMPUTER);
        String f = id(finished);
        resign(f, finished.get("token").asText(), 1, null);
        String a = id(client.create(COMPUTER));
        steps.sql(
                "INSERT INTO game_players (game_id, seat, account_id, name, muted) VALUES (?, 'south', 'acct-1',"
                        + " 'Ana', FALSE)",
                a);
        String r = id(client.create(LOCAL));
        steps.sql(
                "INSERT INTO game_meta (game_id, game_type, speed, rated, rating_applied, created_at)"
                        + " VALUES (?, 'oware', 'classical', TRUE, FALSE, 0)",
                r);
        JsonNode match = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},"
                + "\"match\":{\"format\":\"best-of\",\"n\":3}}");
        String m1 = id(match);
        String m2 =
                resign(m1, match.get("token").asText(), 1, "north").get("next").asText();
        JsonNode chained = client.create(COMPUTER);
        String x1 = id(chained);
        JsonNode ended = resign(x1, chained.get("token").asText(), 1, null);
        Client.Response rematch = client.act(
                "/api/games/" + x1 + "/rematch",
                chained.get("token").asText(),
                ended.get("version").asInt(),
                null);
        assertEquals(200, rematch.status(), rematch.body());
        String x2 = rematch.json().get("game").get("id").asText();
        // An aborted online game is deleted, unless a rematch followed it.
        JsonNode abortedThenRematched = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}");
        String y1 = id(abortedThenRematched);
        String south = abortedThenRematched.get("token").asText();
        String north = client.post("/api/games/" + y1 + "/join", null, "")
                .json()
                .get("token")
                .asText();
        assertEquals(
                200, client.act("/api/games/" + y1 + "/abort", south, 2, null).status());
        assertEquals(
                200,
                client.act("/api/games/" + y1 + "/rematch/offer", south, 3, null)
                        .status());
        Client.Response accepted = client.act("/api/games/" + y1 + "/rematch/accept", north, 4, null);
        assertEquals(200, accepted.status(), accepted.body());
        String y2 = accepted.json().get("game").get("id").asText();
        List<String> kept = List.of(f, a, r, m1, m2, x1, x2, y1, y2);

        // A day later: the game nobody joined goes, with its rows; the joined one is aborted now (its first
        // move never came) and stays a day more.
        time.advance(Duration.ofHours(25));
        assertEquals(
                "finished", client.get("/api/games/" + o).json().get("status").asText());
        assertEquals(1, server.cleanup().run());
        assertGone(steps, w);
        for (String id : List.of(o, c, l))
            assertEquals(200, client.get("/api/games/" + id).status(), id);

        time.advance(Duration.ofHours(25));
        assertEquals(1, server.cleanup().run());
        assertGone(steps, o);

        // A month without a move: the games left half-way go; everything kept is still there.
        time.advance(Duration.ofDays(30));
        assertEquals(2, server.cleanup().run());
        assertGone(steps, c);
        assertGone(steps, l);
        for (String id : kept) assertEquals(200, client.get("/api/games/" + id).status(), id);
        assertEquals(0, server.cleanup().run(), "nothing more");
        // The limits' lock rows (one per key ever limited: the games' creators here) are forgotten, and made
        // again by the next request that needs one.
        assertEquals(0, steps.count("SELECT COUNT(*) FROM limit_locks WHERE lock_key <> ?", ""));
        assertEquals(201, client.post("/api/games", null, LOCAL).status());
        assertTrue(steps.count("SELECT COUNT(*) FROM limit_locks WHERE lock_key <> ?", "") > 0);
        // The match and the chain still read whole.
        assertEquals(
                2,
                client.get("/api/matches/"
                                + client.get("/api/games/" + m1)
                                        .json()
                                        .get("match")
                                        .get("id")
                                        .asText())
                        .json()
                        .get("games")
                        .size());
        assertEquals(x2, client.get("/api/games/" + x1).json().get("next").asText());
    }

    private void assertGone(GameCleanupTestSteps steps, String id) throws SQLException {
        ServerTestBase.assertError(client.get("/api/games/" + id), 404, "not-found");
        for (String table : List.of(
                "game_players", "game_meta", "seat_presence", "chat_messages", "game_creations", "game_reviews"))
            assertEquals(0, steps.count("SELECT COUNT(*) FROM " + table + " WHERE game_id = ?", id), table + " " + id);
    }

    private static String id(JsonNode created) {
        return created.get("game").get("id").asText();
    }

    private JsonNode resign(String id, String token, int version, String seat) {
        Client.Response res = client.act(
                "/api/games/" + id + "/resign", token, version, seat == null ? null : "\"seat\":\"" + seat + "\"");
        assertEquals(200, res.status(), res.body());
        return res.json().get("game");
    }

    /** Rows written into the server's database directly. */
    private final class GameCleanupTestSteps {
        void sql(String statement, String id) throws SQLException {
            try (Connection c = server.database().connection();
                    PreparedStatement s = c.prepareStatement(statement)) {
                s.setString(1, id);
                s.executeUpdate();
            }
        }

        long count(String query, String id) throws SQLException {
            try (Connection c = server.database().connection();
                    PreparedStatement s = c.prepareStatement(query)) {
                s.setString(1, id);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    return r.getLong(1);
                }
            }
        }

        /** A guest's seat, a presence, and a chat message: rows that depend on the game. */
        void dependents(String id) throws SQLException {
            sql("INSERT INTO game_players (game_id, seat, name, muted) VALUES (?, 'south', 'guest', FALSE)", id);
            sql(
                    "INSERT INTO seat_presence (game_id, seat, server_id, connected, seen_at) VALUES (?, 'south', 's1',"
                            + " FALSE, 0)",
                    id);
            sql(
                    "INSERT INTO chat_messages (id, game_id, room, sender_key, name, text, at) VALUES (1, ?, 'players',"
                            + " 'k', 'guest', 'hello', 0)",
                    id);
            sql(
                    "INSERT INTO game_reviews (game_id, status, done_count, total_count, created_at, updated_at)"
                            + " VALUES (?, 'done', 1, 1, 0, 0)",
                    id);
        }
    }
}
