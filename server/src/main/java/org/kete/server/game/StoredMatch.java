package org.kete.server.game;

import java.util.List;
import java.util.Locale;
import org.kete.server.common.ApiException;

/**
 * One row of the matches table. Player A created the match (the human against the computer, the inviter
 * online, whoever sat South in the first game on a shared device); B is the other. {@code target} is the N of
 * "best of N" or "first to N" (1 for a single game); {@code winner} is A, B or null (undecided, or a drawn
 * match). A match one of whose games was aborted (docs/api.md, "A game's life") ends there, {@code aborted},
 * with no winner: an abort decides nothing, and would otherwise let the player ahead end the match.
 */
public record StoredMatch(
        String id,
        Format format,
        int target,
        int aWins,
        int bWins,
        int draws,
        boolean finished,
        boolean aborted,
        Side winner,
        long createdAt,
        long updatedAt) {

    public enum Format {
        SINGLE,
        BEST_OF,
        FIRST_TO;

        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        public static Format of(String text) {
            for (Format f : values()) if (f.text().equals(text)) return f;
            throw ApiException.notOneOf(
                    "match format is single, best-of or first-to, not '" + text + "'",
                    "format",
                    text,
                    "single",
                    "best-of",
                    "first-to");
        }
    }

    /** A match's player: A created it, B is the other. Stored (and shown) as "a" and "b". */
    public enum Side {
        A,
        B;

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The stored value: "a", "b", or null for none. */
        public static Side of(String text) {
            if (text == null) return null;
            for (Side s : values()) if (s.text().equals(text)) return s;
            throw new IllegalStateException("a match's winner is a, b or none, not '" + text + "'");
        }
    }

    public static StoredMatch start(String id, Format format, int target, long now) {
        return new StoredMatch(id, format, format == Format.SINGLE ? 1 : target, 0, 0, 0, false, false, null, now, now);
    }

    /** Wins needed to take the match. */
    public int needed() {
        return switch (format) {
            case SINGLE -> 1;
            case BEST_OF -> target / 2 + 1;
            case FIRST_TO -> target;
        };
    }

    /**
     * The score counted again from the match's games (each finished game's winner seat against the seat A held
     * in it), and whether that decides the match: a single game after one game; best of N when a player has a
     * majority of N or all N games are played (then more wins take it; equal wins draw the match); first to N
     * when a player has N wins (draws do not count).
     */
    public StoredMatch scored(List<StoredGame> games, long now) {
        int a = 0, b = 0, d = 0;
        boolean abort = false;
        for (StoredGame g : games) {
            if (g.status() != StoredGame.Status.FINISHED) continue;
            if (g.result().aborted()) {
                abort = true;
                continue;
            }
            if (g.result().winner() == null) d++;
            else if (g.match() != null && g.result().winner() == g.match().aSeat()) a++;
            else b++;
        }
        int played = a + b + d;
        boolean done = switch (format) {
            case SINGLE -> played >= 1;
            case BEST_OF -> a >= needed() || b >= needed() || played >= target;
            case FIRST_TO -> a >= target || b >= target;
        };
        if (abort) return new StoredMatch(id, format, target, a, b, d, true, true, null, createdAt, now);
        Side w = !done || a == b ? null : a > b ? Side.A : Side.B;
        return new StoredMatch(id, format, target, a, b, d, done, false, w, createdAt, now);
    }

    /** As the API shows it: "active", "finished" or "aborted". */
    public String statusText() {
        return aborted ? "aborted" : finished ? "finished" : "active";
    }

    /** As the matches table keeps it. */
    public String storedStatus() {
        return statusText().toUpperCase(Locale.ROOT);
    }
}
