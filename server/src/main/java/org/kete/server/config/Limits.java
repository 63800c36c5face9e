package org.kete.server.config;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every limit the server puts on what one sender may spend, each a named number in this one place
 * (docs/security.md lists them with the answer a sender gets past each). The defaults suit a public server;
 * {@code kete serve --limit NAME=N} sets any of them at start (the load test, which plays thousands of games
 * from one address, and the browser tests start their servers with their own).
 *
 * <p>A name ending in {@code -seconds}, {@code -hours} or {@code -days} is a duration ({@link #millis}); the
 * others are counts ({@link #count}), and a flag is 0 (no) or 1 (yes) ({@link #allows}).
 */
public final class Limits {
    /** The limits, their defaults and what each bounds. */
    public enum Name {
        // ---- sign-in, registration and the password hash (player.Accounts)
        SIGN_IN_WINDOW_SECONDS(900, "the window in which failed sign-ins are counted"),
        SIGN_IN_FAILURES_PER_PAIR(5, "failed sign-ins for one name from one address in the window"),
        SIGN_IN_FAILURES_PER_ADDRESS(20, "failed sign-ins from one address in the window, whatever the names"),
        SIGN_IN_NAME_FREE_FAILURES(
                5, "failed sign-ins for one name (from anywhere) before the addresses that failed for it are slowed"),
        SIGN_IN_NAME_DELAY_MAX_SECONDS(300, "the longest such an address waits between two sign-ins to a slowed name"),
        PASSWORD_HASHES_AT_ONCE(2, "password hashes computed at once (each takes 19 MiB)"),
        PASSWORD_HASH_WAIT_MILLIS(2_000, "how long a request waits for a hash to be free before 503 busy"),
        REGISTRATIONS_PER_ADDRESS(10, "accounts registered from one address in the registration window"),
        REGISTRATION_WINDOW_SECONDS(3_600, "the window in which registrations are counted"),

        // ---- games (game creation, the cleanup of games nobody plays)
        GAMES_PER_MINUTE_PER_SENDER(30, "games one session (or guest) creates in a minute"),
        GAMES_PER_MINUTE_PER_ADDRESS(120, "games created from one address in a minute"),
        WAITING_GAME_HOURS(24, "an online game nobody joined is deleted after this"),
        ABANDONED_GAME_DAYS(30, "an unfinished game no account played and nobody moved in is deleted after this"),

        // ---- live channels (WebSockets)
        SOCKETS_PER_ADDRESS(64, "WebSocket connections open at once from one address"),
        SPECTATOR_COUNTS_PER_SECOND(2, "times a second a game's spectator count is sent, at most"),

        // ---- chat and the lobby
        CHAT_BURST(5, "chat messages one sender writes in 10 seconds"),
        CHAT_PER_FIVE_MINUTES(30, "chat messages one sender writes in 5 minutes"),
        OPEN_SEEKS(3, "open seeks one owner has at once"),
        SEEKS_PER_MINUTE(10, "seeks one owner makes in a minute"),

        // ---- rated games
        RATED_MIN_MOVES(2, "moves each side must make for a game to be rated"),
        RATED_GAMES_PER_PAIR_PER_DAY(3, "rated results a day between the same two accounts; later ones are casual"),
        RATED_SHARED_NETWORK(
                0, "1: accounts seen on the same address or browser may play rated games against each other"),
        RATED_SHARED_NETWORK_DAYS(30, "how far back an address or browser two accounts were both seen at counts"),

        // ---- requests
        BODY_BYTES(64 * 1024, "the largest request body"),
        JSON_DEPTH(32, "how deeply a request's JSON may nest");

        private final long byDefault;
        private final String what;

        Name(long byDefault, String what) {
            this.byDefault = byDefault;
            this.what = what;
        }

        /** The name as {@code --limit} takes it: {@code sign-in-window-seconds}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        public long byDefault() {
            return byDefault;
        }

        public String what() {
            return what;
        }

        /** The limit of {@code key} ({@code sign-in-window-seconds}); an unknown name says which there are. */
        public static Name of(String key) {
            String k = key.trim().toLowerCase(Locale.ROOT);
            for (Name n : values()) if (n.key().equals(k)) return n;
            throw new IllegalArgumentException("no limit is called '" + key + "'; the limits are: "
                    + Stream.of(values()).map(Name::key).collect(Collectors.joining(", ")));
        }
    }

    /** The defaults: a public server's. */
    public static final Limits DEFAULT = new Limits(new EnumMap<>(Name.class));

    private final EnumMap<Name, Long> set;

    private Limits(EnumMap<Name, Long> set) {
        this.set = set;
    }

    public long get(Name n) {
        Long v = set.get(n);
        return v == null ? n.byDefault() : v;
    }

    /** A count limit. */
    public int count(Name n) {
        return (int) Math.min(Integer.MAX_VALUE, get(n));
    }

    /** A duration limit, in milliseconds. */
    public long millis(Name n) {
        String k = n.name();
        long v = get(n);
        if (k.endsWith("_MILLIS")) return v;
        if (k.endsWith("_SECONDS")) return v * 1_000;
        if (k.endsWith("_HOURS")) return v * 3_600_000;
        if (k.endsWith("_DAYS")) return v * 86_400_000;
        throw new IllegalArgumentException(n.key() + " is not a duration");
    }

    /** A flag: whether it is set to 1. */
    public boolean allows(Name n) {
        return get(n) != 0;
    }

    /** These limits with {@code n} set to {@code value} (0 or more). */
    public Limits with(Name n, long value) {
        if (value < 0) throw new IllegalArgumentException(n.key() + " is 0 or more, not " + value);
        if (n == Name.RATED_SHARED_NETWORK && value > 1)
            throw new IllegalArgumentException(n.key() + " is 0 or 1, not " + value);
        EnumMap<Name, Long> m = new EnumMap<>(Name.class);
        m.putAll(set);
        m.put(n, value);
        return new Limits(m);
    }

    /** These limits with one set as {@code name=value} (the form {@code --limit} takes). */
    public Limits with(String assignment) {
        int eq = assignment.indexOf('=');
        if (eq < 0) throw new IllegalArgumentException("a limit is set as NAME=N, not '" + assignment + "'");
        Name n = Name.of(assignment.substring(0, eq));
        String v = assignment.substring(eq + 1).trim();
        long value;
        try {
            value = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(n.key() + " needs a whole number, not '" + v + "'");
        }
        return with(n, value);
    }

    /** The limits set apart from their defaults, by name. */
    public Map<Name, Long> changed() {
        return Map.copyOf(set);
    }

    @Override
    public String toString() {
        return set.isEmpty()
                ? "the default limits"
                : set.entrySet().stream()
                        .map(e -> e.getKey().key() + "=" + e.getValue())
                        .collect(Collectors.joining(", "));
    }
}
