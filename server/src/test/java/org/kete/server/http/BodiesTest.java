package org.kete.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.server.common.ApiException;

/** Every way a body can be wrong is one clear 400, and a good body binds to its record. */
class BodiesTest {
    enum Speed {
        BLITZ,
        RAPID
    }

    record Clock(Integer minutes, Integer seconds) {}

    record Seek(String game, Boolean rated, Clock clock, Speed speed, Map<String, Object> options, List<String> tags) {
        Seek {
            if ("none".equals(game)) throw ApiException.notOneOf("no game 'none'", "game", game, "oware");
        }
    }

    private static Seek read(String body) {
        return Bodies.read(body, 8, Seek.class);
    }

    private static ApiException refused(String body) {
        return assertThrows(ApiException.class, () -> read(body));
    }

    @Test
    void a_good_body_binds_to_its_record() {
        Seek s = read("{\"game\":\"oware\",\"rated\":true,\"clock\":{\"minutes\":5,\"seconds\":3},"
                + "\"speed\":\"RAPID\",\"options\":{\"grandSlam\":\"allowed\"},\"tags\":[\"a\"],\"unknown\":1}");
        assertEquals(
                new Seek("oware", true, new Clock(5, 3), Speed.RAPID, Map.of("grandSlam", "allowed"), List.of("a")), s);
    }

    @Test
    void an_empty_body_is_an_empty_object() {
        Seek s = read("  ");
        assertNull(s.game());
        assertNull(s.clock());
    }

    @Test
    void a_body_that_is_not_a_json_object_is_bad_json() {
        for (String body : List.of("{", "[1]", "\"x\"", "42", "{\"game\":\"oware\"} trailing")) {
            ApiException e = refused(body);
            assertEquals(400, e.status(), body);
            assertEquals("bad-json", e.code(), body);
            assertEquals("body-not-json", e.key(), body);
        }
    }

    @Test
    void nothing_is_coerced_and_the_wrong_type_names_its_field() {
        Map<String, String> cases = Map.of(
                "{\"game\":5}", "game:field-type.string",
                "{\"rated\":\"true\"}", "rated:field-type.true-or-false",
                "{\"rated\":1}", "rated:field-type.true-or-false",
                "{\"clock\":{\"minutes\":\"5\"}}", "clock.minutes:field-type.whole-number",
                "{\"clock\":{\"minutes\":5.5}}", "clock.minutes:field-type.whole-number",
                "{\"clock\":3}", "clock:field-type.object",
                "{\"speed\":1}", "speed:field-type.string");
        cases.forEach((body, expected) -> {
            ApiException e = refused(body);
            assertEquals(400, e.status(), body);
            assertEquals("bad-json", e.code(), body);
            assertEquals(expected, e.params().get("field") + ":" + e.key(), body);
        });
    }

    @Test
    void a_body_nested_too_deep_is_refused_before_it_is_built() {
        ApiException e = refused("{\"options\":" + "{\"a\":".repeat(10) + "1" + "}".repeat(10) + "}");
        assertEquals("body-too-deep", e.key());
        assertEquals(8, e.params().get("n"));
    }

    @Test
    void the_records_own_refusal_comes_through_as_it_is() {
        ApiException e = refused("{\"game\":\"none\"}");
        assertEquals("field-choice", e.key());
        assertEquals("game", e.params().get("field"));
    }
}
