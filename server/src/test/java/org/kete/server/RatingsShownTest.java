package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ratings as the API shows them (issue 31): provisional ratings (deviation above 110) marked in seeks, the
 * players of a game, profiles, the history and the leaderboard, where they are listed apart and unranked; each
 * seat's rating now in the game's pool; the history's starting point; bullet seeks of 15, 30 and 45 seconds.
 */
class RatingsShownTest extends ServerTestBase {
    private SocialClient browser() {
        return new SocialClient(server.port());
    }

    private Client.Listener lobby() {
        return client.listenLobby();
    }

    /** A rated game of {@code owner}'s seek (South) accepted by {@code accepter}; returns its id and tokens. */
    private String[] ratedGame(String connection, SocialClient owner, SocialClient accepter, String clock) {
        Client.Response posted = owner.post(
                "/api/lobby/seeks",
                "{\"connection\":\"" + connection + "\",\"game\":\"oware\",\"rated\":true,\"seat\":\"south\","
                        + "\"clock\":" + clock + "}");
        assertEquals(201, posted.status(), posted.body());
        Client.Response acc = accepter.post(
                "/api/lobby/seeks/" + posted.json().get("seek").get("id").asText() + "/accept", "{}");
        assertEquals(200, acc.status(), acc.body());
        String id = acc.json().get("game").get("id").asText();
        String south =
                owner.get("/api/games/" + id + "/seat").json().get("token").asText();
        return new String[] {id, south, acc.json().get("token").asText()};
    }

    /**
     * Two moves by each side (a rated game's least), then {@code loser} ("south" or "north") resigns; its players
     * are read, which applies the result to the ratings at once (rather than at the next sweep).
     */
    private void finish(String[] game, String loser) {
        int version = playMoves(game[0], game[1], game[2], 2);
        assertEquals(
                200,
                client.act("/api/games/" + game[0] + "/resign", token(game, loser), version, null)
                        .status());
        assertTrue(client.get("/api/games/" + game[0] + "/players")
                .json()
                .get("ratingApplied")
                .asBoolean());
    }

    private static String token(String[] game, String side) {
        return side.equals("south") ? game[1] : game[2];
    }

    @Test
    void provisional_ratings_are_marked_everywhere_and_listed_apart_on_the_leaderboard() {
        Client.Listener l = lobby();
        String conn = LobbyTest.connection(l);
        SocialClient afua = browser().register("Afua");
        SocialClient yaw = browser().register("Yaw");
        SocialClient esi = browser().register("Esinam");
        String blitz = "{\"minutes\":5,\"increment\":0}";

        // A new account's seek: the initial rating, provisional; a guest's has neither.
        Client.Response posted = afua.post(
                "/api/lobby/seeks",
                "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"rated\":true,\"clock\":" + blitz + "}");
        JsonNode seek = posted.json().get("seek");
        assertEquals(1500, seek.get("rating").asInt());
        assertTrue(seek.get("provisional").asBoolean(), seek.toString());
        browser()
                .post(
                        "/api/lobby/seeks/" + seek.get("id").asText() + "/cancel",
                        posted.json().get("secret").asText(),
                        "{}");
        Client.Response guestPosted = browser()
                .post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"name\":\"Mawuli\",\"clock\":" + blitz
                                + "}");
        JsonNode guest = guestPosted.json().get("seek");
        assertTrue(guest.get("rating").isNull() && guest.get("provisional").isNull(), guest.toString());
        // Guests share this address's three open seeks: this one goes.
        browser()
                .post(
                        "/api/lobby/seeks/" + guest.get("id").asText() + "/cancel",
                        guestPosted.json().get("secret").asText(),
                        "{}");

        // Each seat's rating now in the game's pool, before and after the game.
        String[] first = ratedGame(conn, afua, yaw, blitz);
        JsonNode before = client.get("/api/games/" + first[0] + "/players").json();
        assertEquals(1500, before.get("south").get("rating").asInt(), before.toString());
        assertTrue(before.get("south").get("provisional").asBoolean(), before.toString());
        assertEquals(1500, before.get("north").get("rating").asInt(), before.toString());
        finish(first, "north");
        JsonNode after = client.get("/api/games/" + first[0] + "/players").json();
        JsonNode south = after.get("south");
        assertEquals(south.get("ratingAfter").asInt(), south.get("rating").asInt(), after.toString());
        assertTrue(
                south.get("rating").asInt() > 1500 && south.get("provisional").asBoolean(), after.toString());
        assertEquals(
                List.of("name", "account", "rating", "provisional", "ratingBefore", "ratingAfter", "ratingChange"),
                fields(south));

        // The history starts from the rating before the first game, when it began.
        JsonNode point = client.get("/api/players/Afua/history?game=oware")
                .json()
                .get("points")
                .get(0);
        assertEquals(1500, point.get("ratingBefore").asInt(), point.toString());
        assertEquals(south.get("ratingAfter").asInt(), point.get("rating").asInt(), point.toString());
        assertTrue(point.get("provisional").asBoolean(), point.toString());
        assertFalse(
                Instant.parse(point.get("startedAt").asText())
                        .isAfter(Instant.parse(point.get("at").asText())),
                point.toString());

        // Thirteen more games between the same two bring both deviations under 110; Esinam's single game leaves
        // hers provisional. They take turns to post the seek (at most 10 seeks a minute each), and its owner wins.
        for (int i = 1; i < 14; i++)
            finish(ratedGame(conn, i % 2 == 0 ? afua : yaw, i % 2 == 0 ? yaw : afua, blitz), "north");
        finish(ratedGame(conn, esi, yaw, blitz), "north");
        JsonNode profile = client.get("/api/players/Afua").json().get("ratings").get(0);
        assertTrue(
                profile.get("rd").asInt() <= 110 && !profile.get("provisional").asBoolean(), profile.toString());
        JsonNode board = client.get("/api/leaderboard?game=oware&speed=blitz").json();
        assertEquals(List.of("game", "speed", "players", "provisionalPlayers"), fields(board));
        List<String> ranked = new ArrayList<>();
        for (JsonNode p : board.get("players")) {
            ranked.add(p.get("rank").asInt() + " " + p.get("name").asText());
            assertFalse(p.get("provisional").asBoolean(), p.toString());
        }
        assertEquals(2, ranked.size(), board.toString());
        assertTrue(ranked.get(0).startsWith("1 ") && ranked.get(1).startsWith("2 "), ranked.toString());
        JsonNode unranked = board.get("provisionalPlayers");
        assertEquals(1, unranked.size(), board.toString());
        assertEquals("Esinam", unranked.get(0).get("name").asText());
        assertTrue(unranked.get(0).get("provisional").asBoolean());
        assertFalse(unranked.get(0).has("rank"), "a provisional rating has no rank: " + unranked);
        // Her seek now shows her rating after that game, still provisional.
        JsonNode esiSeek = esi.post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"rated\":true,\"clock\":" + blitz + "}")
                .json()
                .get("seek");
        assertEquals(
                unranked.get(0).get("rating").asInt(), esiSeek.get("rating").asInt());
        assertTrue(esiSeek.get("provisional").asBoolean());
        JsonNode afuaSeek = afua.post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"rated\":true,\"clock\":" + blitz + "}")
                .json()
                .get("seek");
        assertFalse(afuaSeek.get("provisional").asBoolean(), afuaSeek.toString());
        l.close();
    }

    @Test
    void seeks_of_15_30_and_45_seconds_are_bullet_and_their_games_have_that_clock() {
        Client.Listener l = lobby();
        String conn = LobbyTest.connection(l);
        for (int seconds : new int[] {15, 30, 45}) {
            Client.Response posted = browser()
                    .post(
                            "/api/lobby/seeks",
                            "{\"connection\":\"" + conn
                                    + "\",\"game\":\"oware\",\"name\":\"Kobina\",\"clock\":{\"seconds\":" + seconds
                                    + ",\"increment\":0}}");
            assertEquals(201, posted.status(), posted.body());
            JsonNode seek = posted.json().get("seek");
            assertEquals("bullet", seek.get("speed").asText(), seek.toString());
            assertEquals(seconds, seek.get("clock").get("initialSeconds").asInt(), seek.toString());
            assertEquals(0, seek.get("clock").get("increment").asInt(), seek.toString());
            Client.Response acc =
                    browser().post("/api/lobby/seeks/" + seek.get("id").asText() + "/accept", "{\"name\":\"Abena\"}");
            assertEquals(200, acc.status(), acc.body());
            JsonNode clock = acc.json().get("game").get("clock");
            assertEquals(seconds * 1000L, clock.get("initialMs").asLong(), clock.toString());
            assertEquals(
                    "bullet",
                    client.get("/api/games/" + acc.json().get("game").get("id").asText() + "/players")
                            .json()
                            .get("speed")
                            .asText());
        }
        // With minutes too, and an increment: 1 minute 30 seconds + 1 is bullet (90 + 40 s), 2:30 + 2 blitz.
        SocialClient kojo = browser().register("Kojo");
        JsonNode mixed = kojo.post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"clock\":{\"minutes\":1,"
                                + "\"seconds\":30,\"increment\":1}}")
                .json()
                .get("seek");
        assertEquals(90, mixed.get("clock").get("initialSeconds").asInt());
        assertEquals("bullet", mixed.get("speed").asText());
        JsonNode blitz = kojo.post(
                        "/api/lobby/seeks",
                        "{\"connection\":\"" + conn + "\",\"game\":\"oware\",\"clock\":{\"minutes\":2,"
                                + "\"seconds\":30,\"increment\":2}}")
                .json()
                .get("seek");
        assertEquals("blitz", blitz.get("speed").asText());
        l.close();
    }

    private static List<String> fields(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
