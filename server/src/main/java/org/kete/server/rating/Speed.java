package org.kete.server.rating;

import java.util.Locale;

/**
 * The speed class of a game by its clock, as lichess counts it: the estimated duration is the initial time
 * plus 40 increments (a game of some 40 moves each). Under 3 minutes bullet, under 8 blitz, under 25 rapid,
 * else classical; a game without a clock is classical.
 */
public enum Speed {
    BULLET,
    BLITZ,
    RAPID,
    CLASSICAL;

    public static Speed of(long initialSeconds, long incrementSeconds) {
        long estimate = initialSeconds + 40 * incrementSeconds;
        if (estimate < 180) return BULLET;
        if (estimate < 480) return BLITZ;
        if (estimate < 1500) return RAPID;
        return CLASSICAL;
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The class named {@code text}, or null if there is none. */
    public static Speed parse(String text) {
        for (Speed s : values()) if (s.text().equals(text)) return s;
        return null;
    }
}
