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
                        "started",
                        "firstMoveMs",
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

    @Test
    void the_engines_values_and_the_catalogue_keep_the_order_of_docs_api() {
        JsonNode t = client.get("/api/catalogue/oware").json();
        assertEquals(
                List.of(
                        "id",
                        "name",
                        "region",
                        "summary",
                        "rows",
                        "pitsPerRow",
                        "seeds",
                        "advantage",
                        "sowing",
                        "layout",
                        "pitNames",
                        "options"),
                fields(t));
        assertEquals(List.of("grid", "hasStores", "storeOnLeft"), fields(t.get("layout")));
        assertEquals(
                List.of("name", "description", "kind", "values", "default", "min", "max"),
                fields(t.get("options").get(0)));

        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        JsonNode g = c.get("game");
        assertEquals(List.of("text", "toMove", "pits", "scores", "houses", "owners"), fields(g.get("position")));
        assertEquals(List.of("south", "north"), fields(g.get("position").get("scores")));
        assertEquals(
                List.of("code", "notation", "pit", "choices"),
                fields(g.get("legalMoves").get(0)));
        assertEquals(
                List.of("kind", "label", "pits"),
                fields(g.get("legalMoves").get(0).get("choices").get(0)));
        JsonNode trace = client.act(
                        "/api/games/" + g.get("id").asText() + "/moves",
                        c.get("token").asText(),
                        1,
                        "\"move\":\"C\"")
                .json()
                .get("applied")
                .get(0)
                .get("trace");
        assertEquals(List.of("type", "pit", "seeds", "lap"), fields(trace.get(0)));
        assertEquals(List.of("type", "pit", "seedsAfter"), fields(trace.get(1)));

        JsonNode shared = client.get("/api/position?game=oware&position="
                        + g.get("position").get("text").asText())
                .json();
        assertEquals(List.of("game", "options", "position", "legalMoves", "outcome", "share"), fields(shared));

        JsonNode error = client.get("/api/games/nosuchgame").json();
        assertEquals(List.of("status", "error", "message", "key", "params"), fields(error));
        // A refusal whose message needs no parameters carries its key alone.
        assertEquals(
                List.of("status", "error", "message", "key"),
                fields(client.post("/api/games", null, "[1]").json()));
    }

    @Test
    void an_analysis_has_the_fields_of_docs_api_in_their_order() {
        JsonNode c = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
        String id = c.get("game").get("id").asText();
        JsonNode a = client.post("/api/analysis", null, "{\"gameId\":\"" + id + "\",\"ms\":100}")
                .json();
        List<String> searched = List.of(
                "game",
                "options",
                "position",
                "toMove",
                "level",
                "score",
                "southScore",
                "scoreText",
                "depth",
                "nodes",
                "exact",
                "over",
                "result",
                "bestMove",
                "bestCode",
                "pv",
                "moves",
                "movesBy");
        List<String> withBook = new ArrayList<>(List.of("gameId", "ply"));
        withBook.addAll(searched);
        // The start of Oware is in the opening book: its entry comes after the line.
        withBook.add(withBook.indexOf("moves"), "book");
        assertEquals(withBook, fields(a));
        assertEquals(List.of("move", "code", "score", "southScore", "scoreText", "depth"), fields(a.get("book")));
        assertEquals(
                List.of("move", "code", "score", "southScore", "scoreText", "depth"),
                fields(a.get("moves").get(0)));
        assertEquals(List.of("kind", "depth", "text"), fields(a.get("movesBy")));

        JsonNode over = client.post(
                        "/api/analysis", null, "{\"game\":\"oware\",\"position\":\"0-0-0-0-0-0-0-0-0-0-0-0-25-23-S\"}")
                .json();
        assertEquals(searched, fields(over));
        assertEquals(List.of("winner", "margin", "plies", "text"), fields(over.get("result")));
    }
}
