package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Issue 17: the engine's refusals reach the API as data (docs/api.md, Errors: {@code why}) as well as the English
 * {@code message}, and the analysis's texts for people follow the request's language.
 */
class WordedRefusalsTest extends ServerTestBase {

    private JsonNode local() {
        return client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
    }

    @Test
    void an_unreadable_move_carries_the_engines_reason_beside_the_english_message() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        Client.Response r =
                client.act("/api/games/" + id + "/moves", c.get("token").asText(), 1, "\"move\":\"Z\"");
        assertEquals(422, r.status(), r.body());
        JsonNode body = r.json();
        assertEquals("illegal-move", body.get("error").asText());
        assertTrue(body.get("message").asText().startsWith("'Z' is not an Oware move"), r.body());
        assertEquals("illegal.unreadable", body.get("why").get("key").asText(), r.body());
        assertEquals("Z", body.get("why").get("params").get("text").asText());
        assertEquals("oware", body.get("why").get("params").get("game").asText());
    }

    @Test
    void a_move_from_the_opponents_pit_names_the_rule_and_the_pit() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        Client.Response r =
                client.act("/api/games/" + id + "/moves", c.get("token").asText(), 1, "\"move\":\"c\"");
        assertEquals(422, r.status(), r.body());
        assertEquals("illegal.opponents-pit", r.json().get("why").get("key").asText(), r.body());
        assertEquals("c", r.json().get("why").get("params").get("pit").asText());
    }

    @Test
    void a_record_with_an_illegal_move_nests_the_moves_reason_in_the_records() {
        Client.Response r = client.post("/api/records", null, "[Game \"oware\"]\n\n1. C f 2. Q *", "text/plain");
        assertEquals(400, r.status(), r.body());
        JsonNode why = r.json().get("why");
        assertEquals("record-unreadable", r.json().get("key").asText(), r.body());
        assertEquals("record.illegal-move", why.get("key").asText(), r.body());
        assertEquals(3, why.get("params").get("line").asInt());
        assertEquals(3, why.get("params").get("number").asInt());
        assertEquals("south", why.get("params").get("side").asText());
        assertEquals(
                "illegal.unreadable", why.get("params").get("why").get("key").asText());
    }

    @Test
    void a_position_that_does_not_read_says_how_one_is_written() {
        Client.Response r = client.post(
                "/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"xyz\"}");
        assertEquals(400, r.status(), r.body());
        assertEquals("notation.form", r.json().get("why").get("key").asText(), r.body());
        assertEquals("oware", r.json().get("why").get("params").get("game").asText());
    }

    @Test
    void a_conflict_the_page_can_meet_names_its_case() {
        JsonNode c = local();
        String id = c.get("game").get("id").asText();
        Client.Response r = client.post("/api/games/" + id + "/join", null, "{}");
        assertEquals(409, r.status(), r.body());
        assertEquals("join-online-only", r.json().get("key").asText(), r.body());
    }
}
