package org.kete.engine;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One named rule option of a game: its stable name, a one-line explanation, the values it allows and its
 * default. Values are written in lower case with hyphens ({@code allowed-if-wins}); the spellings of the
 * rules files ({@code ALLOWED_IF_WINS}) are accepted too and normalised.
 */
public record RuleOption(
        String name, String description, Kind kind, List<String> values, String defaultValue, int min, int max) {

    public enum Kind {
        CHOICE,
        BOOLEAN,
        INTEGER
    }

    public RuleOption {
        Objects.requireNonNull(name);
        values = List.copyOf(values);
    }

    public static RuleOption choice(String name, String description, String defaultValue, String... values) {
        List<String> vs = List.of(values);
        if (!vs.contains(defaultValue)) {
            throw new IllegalArgumentException("default " + defaultValue + " is not among " + vs);
        }
        return new RuleOption(name, description, Kind.CHOICE, vs, defaultValue, 0, 0);
    }

    /** A choice option whose values are the constants of an enum, written in lower case with hyphens. */
    public static <E extends Enum<E>> RuleOption choice(String name, String description, E defaultValue) {
        E[] constants = defaultValue.getDeclaringClass().getEnumConstants();
        String[] values = new String[constants.length];
        for (int i = 0; i < constants.length; i++) {
            values[i] = canonical(constants[i].name());
        }
        return choice(name, description, canonical(defaultValue.name()), values);
    }

    public static RuleOption bool(String name, String description, boolean defaultValue) {
        return new RuleOption(
                name, description, Kind.BOOLEAN, List.of("true", "false"), Boolean.toString(defaultValue), 0, 0);
    }

    public static RuleOption integer(String name, String description, int defaultValue, int min, int max) {
        return new RuleOption(name, description, Kind.INTEGER, List.of(), Integer.toString(defaultValue), min, max);
    }

    /** Checks and normalises a value written by a user; the message says what is allowed. */
    public String parse(String raw) {
        String v = raw == null ? "" : raw.trim();
        switch (kind) {
            case INTEGER -> {
                int n;
                try {
                    n = Integer.parseInt(v);
                } catch (NumberFormatException e) {
                    throw new ChoiceException(
                            ChoiceException.Reason.NOT_A_WHOLE_NUMBER,
                            Map.of(
                                    "name",
                                    name,
                                    "min",
                                    String.valueOf(min),
                                    "max",
                                    String.valueOf(max),
                                    "value",
                                    String.valueOf(raw)),
                            "option " + name + " needs a whole number from " + min + " to " + max + ", not '" + raw
                                    + "'");
                }
                if (n < min || n > max) {
                    throw new ChoiceException(
                            ChoiceException.Reason.OUT_OF_RANGE,
                            Map.of(
                                    "name",
                                    name,
                                    "min",
                                    String.valueOf(min),
                                    "max",
                                    String.valueOf(max),
                                    "value",
                                    String.valueOf(n)),
                            "option " + name + " must be from " + min + " to " + max + ", not " + n);
                }
                return Integer.toString(n);
            }
            case BOOLEAN -> {
                String c = v.toLowerCase(Locale.ROOT);
                if (c.equals("true") || c.equals("yes") || c.equals("on")) return "true";
                if (c.equals("false") || c.equals("no") || c.equals("off")) return "false";
                throw new ChoiceException(
                        ChoiceException.Reason.NOT_TRUE_OR_FALSE,
                        Map.of("name", name, "value", String.valueOf(raw)),
                        "option " + name + " is true or false, not '" + raw + "'");
            }
            default -> {
                String c = canonical(v);
                if (!values.contains(c)) {
                    throw new ChoiceException(
                            ChoiceException.Reason.UNKNOWN_VALUE,
                            Map.of("name", name, "value", String.valueOf(raw), "allowed", String.join(", ", values)),
                            "option " + name + " has no value '" + raw + "'; allowed: " + String.join(", ", values));
                }
                return c;
            }
        }
    }

    /** Lower case with hyphens: {@code ALLOWED_IF_WINS} becomes {@code allowed-if-wins}. */
    public static String canonical(String value) {
        return value.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** "forfeit | allowed | ..." or "integer 1..48", for help texts. */
    public String allowedText() {
        return kind == Kind.INTEGER ? "a number from " + min + " to " + max : String.join(" | ", values);
    }
}
