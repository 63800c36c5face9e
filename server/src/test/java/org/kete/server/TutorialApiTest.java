package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.Games;

/** The tutorial endpoints of docs/api.md against the real app on port 0. */
class TutorialApiTest extends ServerTestBase {
    private static void assertError(Client.Response r, int status, String code, String mentions) {
        assertEquals(status, r.status(), r.body());
        JsonNode j = r.json();
        assertEquals(code, j.get("error").asText(), r.body());
        assertTrue(j.get("message").asText().contains(mentions), r.body());
        assertFalse(r.body().contains("Exception"), r.body());
    }

    private Client.Response answer(String game, String step, String lang, String move) {
        return client.post(
                "/api/tutorials/" + game + "/steps/" + step + "/answer?lang=" + lang,
                null,
                "{\"move\":\"" + move + "\"}");
    }

    @Test
    void the_oware_tutorial_carries_positions_and_the_demonstrated_move_with_its_trace() {
        Client.Response r = client.get("/api/tutorials/oware?lang=en");
        assertEquals(200, r.status(), r.body());
        JsonNode t = r.json();
        assertEquals("oware", t.get("game").asText());
        assertEquals("en", t.get("lang").asText());
        assertEquals("Learn Oware", t.get("title").asText());
        JsonNode steps = t.get("steps");
        assertEquals(18, steps.size());

        JsonNode board = steps.get(0);
        assertEquals("board", board.get("id").asText());
        assertEquals("text", board.get("kind").asText());
        assertEquals("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", board.at("/position/text").asText());
        assertEquals("[0,1,2,3,4,5]", board.get("highlight").toString());

        JsonNode sowing = steps.get(1);
        assertEquals("demonstration", sowing.get("kind").asText());
        JsonNode d = sowing.get("demonstration");
        assertEquals("C", d.get("notation").asText());
        assertEquals("south", d.get("by").asText());
        assertEquals(0, d.get("captured").asInt());
        assertEquals("4-4-0-5-5-5-5-4-4-4-4-4-0-0-N", d.at("/after/text").asText());
        // C lifted, then D, E, F and a sown: the pits the UI highlights.
        assertEquals("[2,3,4,5,6]", d.get("pits").toString());
        List<String> types = new ArrayList<>();
        for (JsonNode e : d.get("trace")) types.add(e.get("type").asText());
        assertEquals(List.of("lift", "sow", "sow", "sow", "sow", "endOfTurn"), types.subList(0, 6));
        assertTrue(d.get("explanation").asText().contains("D, E, F"), d.toString());

        JsonNode capture = steps.get(3);
        assertEquals(5, capture.at("/demonstration/captured").asInt());
        assertEquals(17, capture.at("/demonstration/after/scores/south").asInt());

        JsonNode exercise = steps.get(2);
        assertEquals("exercise", exercise.get("kind").asText());
        assertEquals(6, exercise.get("legalMoves").size());
        assertFalse(exercise.at("/exercise/hint").asText().isBlank());
        // Its hints: its own first, then the pit the answer starts from (sowing-exercise: E).
        assertEquals(
                exercise.at("/exercise/hint").asText(),
                exercise.at("/exercise/hints/0").asText());
        assertEquals(
                "Look at pit E: a move from there does it.",
                exercise.at("/exercise/hints/1").asText());
        // The answers stay on the server.
        assertFalse(exercise.get("exercise").has("answers"));
    }

    @Test
    void every_game_has_a_tutorial_in_both_languages() {
        for (var type : Games.all()) {
            for (String lang : List.of("en", "pt")) {
                Client.Response r = client.get("/api/tutorials/" + type.id() + "?lang=" + lang);
                assertEquals(200, r.status(), type.id() + " " + lang + ": " + r.body());
                assertEquals(lang, r.json().get("lang").asText());
                assertTrue(r.json().get("steps").size() > 5);
            }
        }
    }

    @Test
    void the_language_defaults_to_english_and_portuguese_text_differs() {
        JsonNode en = client.get("/api/tutorials/oware").json();
        JsonNode pt = client.get("/api/tutorials/oware?lang=PT").json();
        assertEquals("en", en.get("lang").asText());
        assertEquals("pt", pt.get("lang").asText());
        assertEquals(
                en.at("/steps/1/id").asText(), pt.at("/steps/1/id").asText(), "steps keep their ids across languages");
        assertFalse(
                en.at("/steps/1/text").asText().equals(pt.at("/steps/1/text").asText()));
    }

    @Test
    void a_right_answer_is_confirmed_with_what_the_move_did() {
        Client.Response r = answer("oware", "capture-exercise", "en", "E");
        assertEquals(200, r.status(), r.body());
        JsonNode j = r.json();
        assertTrue(j.get("correct").asBoolean());
        assertEquals("E", j.at("/move/notation").asText());
        assertEquals(4, j.at("/move/captured").asInt());
        assertTrue(j.at("/move/trace").size() > 0);
        assertTrue(j.get("message").asText().contains("4"), j.get("message").asText());
    }

    @Test
    void a_wrong_answer_is_explained_from_what_the_move_really_does_in_the_tutorials_language() {
        JsonNode en = answer("oware", "capture-exercise", "en", "C").json();
        assertFalse(en.get("correct").asBoolean());
        assertEquals(0, en.at("/move/captured").asInt());
        String msg = en.get("message").asText();
        // The hint follows the explanation.
        assertTrue(msg.contains("A capture chain needs the last seed in b"), msg);
        JsonNode pt = answer("oware", "capture-exercise", "pt", "C").json();
        assertFalse(pt.get("correct").asBoolean());
        assertFalse(pt.get("message").asText().equals(msg));
    }

    @Test
    void errors_name_what_is_wrong() {
        assertError(client.get("/api/tutorials/chess"), 404, "not-found", "unknown game 'chess'");
        assertError(client.get("/api/tutorials/oware?lang=de"), 400, "bad-request", "languages: en, pt, sw, fr");
        assertError(answer("oware", "no-such-step", "en", "E"), 404, "not-found", "no step 'no-such-step'");
        assertError(answer("oware", "sowing", "en", "E"), 400, "bad-request", "not an exercise");
        assertError(answer("oware", "capture-exercise", "en", "Z"), 422, "illegal-move", "Z");
        assertError(answer("chess", "capture-exercise", "en", "E"), 404, "not-found", "unknown game");
        assertError(answer("oware", "capture-exercise", "xx", "E"), 400, "bad-request", "languages");
        assertError(
                client.post("/api/tutorials/oware/steps/capture-exercise/answer", null, "{}"),
                400,
                "bad-request",
                "'move' is required");
        assertError(
                client.post("/api/tutorials/oware/steps/capture-exercise/answer", null, "not json"),
                400,
                "bad-json",
                "not valid JSON");
        // An empty pit cannot be played.
        assertError(answer("oware", "capture-exercise", "en", "A"), 422, "illegal-move", "A");
    }
}
