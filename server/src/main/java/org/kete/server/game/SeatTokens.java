package org.kete.server.game;

import java.util.EnumSet;
import java.util.Set;
import org.kete.engine.Player;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;

/**
 * Seat tokens and ids. A token is a secret shown once to the player who takes a seat; the games table keeps only
 * its SHA-256 hash, and a request proves its seat by the token it carries. Ids (of games and matches) come from
 * the same generator: a game's id is its invitation, so it must not be guessable either.
 */
public final class SeatTokens {
    private SeatTokens() {}

    /** A new seat token (a {@link Secrets#token}). */
    public static String newToken() {
        return Secrets.token();
    }

    /** A new game or match id (a {@link Secrets#id}). */
    public static String newId() {
        return Secrets.id();
    }

    /** The hash stored for a token. */
    public static String hash(String token) {
        return Secrets.hash(token);
    }

    /** The seats {@code token} holds in {@code g}: none, one, or both (a game on one device). */
    public static Set<Player> held(StoredGame g, String token) {
        Set<Player> s = EnumSet.noneOf(Player.class);
        if (token == null || token.isBlank()) return s;
        String h = hash(token);
        for (Player p : Player.values()) {
            if (Secrets.same(h, g.seats().token(p))) s.add(p);
        }
        return s;
    }

    /** The seats {@code token} holds; refused (403) if none. */
    public static Set<Player> requireSeat(StoredGame g, String token) {
        Set<Player> held = held(g, token);
        if (held.isEmpty()) {
            throw ApiException.forbidden(
                    token == null
                            ? "this needs the token of a seat in this game"
                            : "your token holds no seat in this game");
        }
        return held;
    }
}
