package org.kete.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    record Reply(String text, int[] pits, List<String> moves, Map<String, String> options, String none) {}

    @Test
    void writesRecordsOnOneLineInFieldOrder() {
        String json = Json.write(new Reply("a\"b\\c\nd", new int[] {4, 0}, List.of("A", "b"), Map.of("k", "v"), null));
        assertEquals(
                "{\"text\":\"a\\\"b\\\\c\\nd\",\"pits\":[4,0],\"moves\":[\"A\",\"b\"],\"options\":{\"k\":\"v\"},"
                        + "\"none\":null}",
                json);
    }

    @Test
    void escapesTheJavaScriptLineSeparators() {
        assertEquals(
                "{\"text\":\"x\\u2028y\\u2029z\\u0001\",\"pits\":[],\"moves\":[],\"options\":{},\"none\":null}",
                Json.write(new Reply("x\u2028y\u2029z\u0001", new int[0], List.of(), Map.of(), null)));
    }
}
