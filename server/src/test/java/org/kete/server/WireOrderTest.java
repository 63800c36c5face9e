package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The views are records written by Jackson in the order of their components: that order is the wire format of
 * docs/api.md, field by field, and clients that print or compare the JSON depend on it.
 */
class WireOrderTest extends ServerTestBase {
    private static List<String> fields(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void a_game_view_has_the_fields_of_docs_api_in_their_order() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1},"
                + "\"first\":\"south\",\"clock\":{\"minutes\":5},\"match\":{\"format\":\"best-of\",\"n\":3}}");
        assertEquals(List.of("game", "token", "seat"), fields(c));
        JsonNode g = c.get("game");
        assertEquals(
                List.of(
                        "id",
                        "game",
                        "name",
                        "options",
                        "mode",
                        "level",
                        "seats",
                        "you",
                        "status",
                        "version",
                        "start",
                        "moves",
                        "movers",
                        "position",
                        "legalMoves",
                        "outcome",
                        "offer",
                        "clock",
                        "match",
                        "next",
                        "createdAt",
                        "updatedAt"),
                fields(g));
        assertEquals(List.of("south", "north"), fields(g.get("seats")));
        assertEquals(List.of("initialMs", "incrementMs", "southMs", "northMs", "running"), fields(g.get("clock")));
        assertEquals(List.of("id", "format", "n", "number", "score", "status", "winner"), fields(g.get("match")));
        assertEquals(List.of("south", "north", "draws"), fields(g.get("match").get("score")));

        String id = g.get("id").asText();
        String token = c.get("token").asText();
        Client.Response moved = client.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"");
        assertEquals(List.of("game", "applied"), fields(moved.json()));
        assertEquals(
                List.of("ply", "by", "notation", "code", "trace"),
                fields(moved.json().get("applied").get(0)));

        Client.Response resigned = client.act("/api/games/" + id + "/resign", token, 2, null);
        JsonNode over = resigned.json().get("game");
        assertEquals(List.of("game"), fields(resigned.json()));
        assertEquals(List.of("winner", "south", "north", "reason", "result", "text"), fields(over.get("outcome")));
        assertEquals("resignation", over.get("outcome").get("reason").asText());
        assertEquals(
                "North wins: South resigned", over.get("outcome").get("text").asText());

        JsonNode listed = client.get("/api/games?status=finished&limit=1").json();
        assertEquals(List.of("games"), fields(listed));
        assertEquals(
                List.of(
                        "id",
                        "game",
                        "name",
                        "mode",
                        "level",
                        "seats",
                        "status",
                        "plies",
                        "outcome",
                        "match",
                        "createdAt",
                        "updatedAt"),
                fields(listed.get("games").get(0)));

        JsonNode match =
                client.get("/api/matches/" + g.get("match").get("id").asText()).json();
        assertEquals(List.of("id", "format", "n", "status", "winner", "score", "games"), fields(match));
        assertEquals(List.of("a", "b", "draws"), fields(match.get("score")));
        assertEquals(
                List.of("id", "number", "a", "status", "outcome"),
                fields(match.get("games").get(0)));

        JsonNode at = client.get("/api/games/" + id + "/positions/1").json();
        assertEquals(List.of("ply", "position", "legalMoves", "outcome", "share"), fields(at));
    }

    @Test
    void an_online_game_gives_its_invitation_and_a_hint_its_search() {
        JsonNode online = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}");
        assertEquals(List.of("game", "token", "seat", "invite"), fields(online));

        JsonNode local = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        String id = local.get("game").get("id").asText();
        JsonNode hint = client.get(
                        "/api/games/" + id + "/hint?ms=100", local.get("token").asText())
                .json();
        assertEquals(
                List.of("move", "code", "score", "side", "southScore", "scoreText", "depth", "level", "exact"),
                fields(hint));
        JsonNode undone = client.act(
                        "/api/games/" + id + "/undo", local.get("token").asText(), 1, null)
                .json();
        assertEquals("conflict", undone.get("error").asText());
    }
}
