package org.kete.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.lobby.RuleChoice;

/**
 * The one reading of a request's rule options ({@code "options": {name: value}}, strings, numbers and booleans) for
 * every route that takes them: a new game, an analysis, a seek.
 */
final class RuleOptionsReader {
    private RuleOptionsReader() {}

    /** Rule options of name: value (strings, numbers, booleans) as the text "name=value ..." that the rules read. */
    static String text(Map<String, Object> options) {
        if (options == null) return "";
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Object> e : options.entrySet()) {
            Object v = e.getValue();
            // A value is a string, a number or a boolean; an object, a list or null is the wrong JSON type.
            if (v == null || v instanceof Map<?, ?> || v instanceof List<?>)
                throw ApiException.wrongType(
                        "option " + e.getKey() + " needs a string, number or boolean", e.getKey(), "option-value");
            String value = String.valueOf(v);
            if (e.getKey().contains("=") || e.getKey().isBlank() || value.isBlank() || value.matches(".*[\\s,=].*")) {
                throw noValue(e.getKey(), value);
            }
            parts.add(e.getKey() + "=" + value);
        }
        return String.join(" ", parts);
    }

    /** The same options kept as given (a value given as text stays text), checked as {@link #text} checks them. */
    static List<RuleChoice> choices(Map<String, Object> options) {
        text(options);
        List<RuleChoice> out = new ArrayList<>();
        if (options != null)
            for (Map.Entry<String, Object> e : options.entrySet())
                out.add(new RuleChoice(e.getKey(), String.valueOf(e.getValue()), e.getValue() instanceof String));
        return out;
    }

    /** The options as a request gave them, for a view: text as strings, numbers and booleans as such. */
    static Map<String, Object> values(List<RuleChoice> choices) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (RuleChoice c : choices) {
            try {
                out.put(c.name(), c.text() ? c.value() : Web.MAPPER.readValue(c.value(), Object.class));
            } catch (JsonProcessingException e) {
                out.put(c.name(), c.value());
            }
        }
        return out;
    }

    /** A value that is none (blank, or not a string, number or boolean): 400 unknown-option, key option-value. */
    static ApiException noValue(String name, String value) {
        return new ApiException(
                400,
                "unknown-option",
                "option " + name + " has no value '" + value + "'",
                "option-value",
                Map.of("name", name, "value", value));
    }
}
