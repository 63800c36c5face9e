package org.kete.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of one command, parsed by hand: positionals, {@code --name value} (or {@code --name=value})
 * options, and {@code --flag}s. Anything unknown is refused with a message naming the command's help.
 */
final class Args {
    final List<String> positional = new ArrayList<>();
    private final Map<String, String> values = new LinkedHashMap<>();
    private final String command;

    private Args(String command) {
        this.command = command;
    }

    /**
     * @param valued options that take a value, e.g. "--depth"
     * @param flags options without a value, e.g. "--divide"; "--help" and "-h" are always known
     */
    static Args parse(String command, List<String> args, Set<String> valued, Set<String> flags) {
        Args a = new Args(command);
        for (int i = 0; i < args.size(); i++) {
            String s = args.get(i);
            if (s.equals("-h") || s.equals("--help")) {
                a.values.put("--help", "true");
            } else if (s.startsWith("-") && s.length() > 1 && !isNumber(s)) {
                String name = s;
                String value = null;
                int eq = s.indexOf('=');
                if (eq > 0) {
                    name = s.substring(0, eq);
                    value = s.substring(eq + 1);
                }
                if (valued.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= args.size()) throw new UsageException(name + " needs a value" + a.seeHelp());
                        value = args.get(++i);
                    }
                    if (a.values.containsKey(name)) throw new UsageException(name + " is given twice" + a.seeHelp());
                    a.values.put(name, value);
                } else if (flags.contains(name) && value == null) {
                    a.values.put(name, "true");
                } else if (flags.contains(name)) {
                    throw new UsageException(name + " takes no value" + a.seeHelp());
                } else {
                    throw new UsageException("unknown option " + name + " for kete " + command + a.seeHelp());
                }
            } else {
                a.positional.add(s);
            }
        }
        return a;
    }

    private static boolean isNumber(String s) {
        return s.matches("-\\d+");
    }

    String seeHelp() {
        return "; see kete " + command + " --help";
    }

    boolean help() {
        return values.containsKey("--help");
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    String get(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    int getInt(String name, int fallback, int min, int max) {
        String v = values.get(name);
        if (v == null) return fallback;
        int n;
        try {
            n = Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(name + " needs a whole number, not '" + v + "'" + seeHelp());
        }
        if (n < min || n > max) throw new UsageException(name + " must be from " + min + " to " + max + ", not " + n);
        return n;
    }

    double getDouble(String name, double fallback, double min, double max) {
        String v = values.get(name);
        if (v == null) return fallback;
        double d;
        try {
            d = Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(name + " needs a number, not '" + v + "'" + seeHelp());
        }
        if (!(d >= min && d <= max)) throw new UsageException(name + " must be from " + min + " to " + max);
        return d;
    }
}
