package org.kete.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The values of a game's rule options: every declared option has a value (its default unless set). Built
 * from {@code name=value} texts; unknown names and values are refused with a message naming what is allowed.
 */
public final class RuleOptions {
    private final List<RuleOption> declared;
    private final Map<String, String> values;

    private RuleOptions(List<RuleOption> declared, Map<String, String> values) {
        this.declared = List.copyOf(declared);
        this.values = Collections.unmodifiableMap(values);
    }

    public static RuleOptions defaults(List<RuleOption> declared) {
        Map<String, String> values = new LinkedHashMap<>();
        for (RuleOption o : declared) values.put(o.name(), o.defaultValue());
        return new RuleOptions(declared, values);
    }

    /** Parses assignments such as {@code grandSlam=allowed}; names are matched ignoring case, '-' and '_'. */
    public static RuleOptions parse(List<RuleOption> declared, Collection<String> assignments) {
        Map<String, String> values = new LinkedHashMap<>(defaults(declared).values);
        for (String a : assignments) {
            if (a == null || a.isBlank()) continue;
            int eq = a.indexOf('=');
            if (eq <= 0) {
                throw new ChoiceException(
                        ChoiceException.Reason.NOT_AN_ASSIGNMENT,
                        Map.of("text", a.trim()),
                        "a rule option is written name=value, not '" + a.trim() + "'");
            }
            RuleOption option = find(declared, a.substring(0, eq));
            values.put(option.name(), option.parse(a.substring(eq + 1)));
        }
        return new RuleOptions(declared, values);
    }

    /** Parses a space- or comma-separated list of assignments. */
    public static RuleOptions parse(List<RuleOption> declared, String text) {
        if (text == null || text.isBlank()) return defaults(declared);
        return parse(declared, List.of(text.trim().split("[\\s,]+")));
    }

    private static RuleOption find(List<RuleOption> declared, String rawName) {
        String key = squash(rawName);
        for (RuleOption o : declared) {
            if (squash(o.name()).equals(key)) return o;
        }
        List<String> names = new ArrayList<>();
        for (RuleOption o : declared) names.add(o.name());
        String name = rawName.trim();
        if (names.isEmpty()) {
            throw new ChoiceException(
                    ChoiceException.Reason.NO_OPTIONS,
                    Map.of("name", name),
                    "unknown rule option '" + name + "'; this game has no options");
        }
        throw new ChoiceException(
                ChoiceException.Reason.UNKNOWN_OPTION,
                Map.of("name", name, "names", String.join(", ", names)),
                "unknown rule option '" + name + "'; this game has: " + String.join(", ", names));
    }

    private static String squash(String s) {
        return s.trim().toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
    }

    public List<RuleOption> declared() {
        return declared;
    }

    public String get(String name) {
        String v = values.get(name);
        if (v == null) throw new IllegalArgumentException("no rule option " + name);
        return v;
    }

    public int getInt(String name) {
        return Integer.parseInt(get(name));
    }

    public boolean getBoolean(String name) {
        return Boolean.parseBoolean(get(name));
    }

    public <E extends Enum<E>> E getEnum(String name, Class<E> type) {
        return Enum.valueOf(type, get(name).toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /** A copy with one more assignment. */
    public RuleOptions with(String name, String value) {
        Map<String, String> copy = new LinkedHashMap<>(values);
        RuleOption option = find(declared, name);
        copy.put(option.name(), option.parse(value));
        return new RuleOptions(declared, copy);
    }

    public Map<String, String> asMap() {
        return values;
    }

    /** Every option, {@code name=value} separated by spaces, in declaration order (parses back to this). */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        values.forEach((k, v) -> parts.add(k + "=" + v));
        return String.join(" ", parts);
    }

    /** Only the options that differ from their defaults. */
    public String toShortString() {
        List<String> parts = new ArrayList<>();
        for (RuleOption o : declared) {
            String v = values.get(o.name());
            if (!v.equals(o.defaultValue())) parts.add(o.name() + "=" + v);
        }
        return String.join(" ", parts);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleOptions r && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }
}
