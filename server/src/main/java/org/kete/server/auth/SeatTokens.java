package org.kete.server.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Set;
import org.kete.engine.Player;
import org.kete.server.ApiException;
import org.kete.server.game.StoredGame;

/**
 * Seat tokens and ids. A token is a secret shown once to the player who takes a seat; the games table keeps only
 * its SHA-256 hash, and a request proves its seat by the token it carries. Ids (of games and matches) come from
 * the same generator: a game's id is its invitation, so it must not be guessable either.
 */
public final class SeatTokens {
    /**
     * A generator per thread: every instance of the default one (NativePRNG) reads through one lock shared by the
     * whole JVM, and under a burst of new games most request threads queued on it.
     */
    private static final ThreadLocal<SecureRandom> SECRETS = ThreadLocal.withInitial(() -> {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    });

    private SeatTokens() {}

    /** A new seat token: 24 random bytes, URL-safe base 64. */
    public static String newToken() {
        return random(24);
    }

    /** A new game or match id: 9 random bytes, URL-safe base 64. */
    public static String newId() {
        return random(9);
    }

    private static String random(int n) {
        byte[] bytes = new byte[n];
        SECRETS.get().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A digest per thread, instead of one looked up by name for each hash (a move hashes its token twice). */
    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    });

    private static final HexFormat HEX = HexFormat.of();

    /** The hash stored for a token. */
    public static String hash(String token) {
        // digest() resets the digest, so the thread's next hash starts afresh.
        return HEX.formatHex(SHA_256.get().digest(token.getBytes(StandardCharsets.UTF_8)));
    }

    /** The seats {@code token} holds in {@code g}: none, one, or both (a game on one device). */
    public static Set<Player> held(StoredGame g, String token) {
        Set<Player> s = EnumSet.noneOf(Player.class);
        if (token == null || token.isBlank()) return s;
        String h = hash(token);
        for (Player p : Player.values()) {
            if (sameHash(h, g.seats().token(p))) s.add(p);
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

    /** Compares in time independent of where the hashes differ (both are hex digests of the same length). */
    private static boolean sameHash(String a, String stored) {
        if (stored == null) return false;
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.US_ASCII), stored.getBytes(StandardCharsets.US_ASCII));
    }
}
