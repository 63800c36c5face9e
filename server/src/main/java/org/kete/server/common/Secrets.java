package org.kete.server.common;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The one service for secrets: random tokens and ids, the SHA-256 hash that is stored instead of a token, and the
 * comparison in constant time. Seat tokens, session tokens, CSRF tokens, seek secrets, device cookies and the ids
 * of games, matches, seeks and messages all come from here: an id is often an invitation, so it must not be
 * guessable either.
 */
public final class Secrets {
    /**
     * A generator per thread: every instance of the default one (NativePRNG) reads through one lock shared by the
     * whole JVM, and under a burst of new games most request threads queued on it.
     */
    private static final ThreadLocal<SecureRandom> RANDOM = ThreadLocal.withInitial(() -> {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    });

    /** A digest per thread, instead of one looked up by name for each hash (a move hashes its token twice). */
    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    });

    private static final HexFormat HEX = HexFormat.of();

    private Secrets() {}

    /** A secret of {@code bytes} random bytes, URL-safe Base64 without padding. */
    public static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.get().nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** A token shown once to its holder: 24 random bytes. */
    public static String token() {
        return random(24);
    }

    /** An id (of a game, a match, a seek, a message): 9 random bytes, 12 characters. */
    public static String id() {
        return random(9);
    }

    /** The hex SHA-256 of {@code s}: what is stored for a token. */
    public static String hash(String s) {
        // digest() resets the digest, so the thread's next hash starts afresh.
        return HEX.formatHex(SHA_256.get().digest(s.getBytes(StandardCharsets.UTF_8)));
    }

    /** Whether {@code a} and {@code b} are equal, in time independent of where they differ; null is never equal. */
    public static boolean same(String a, String b) {
        if (a == null || b == null) return false;
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    /** Whether {@code token} hashes to {@code storedHash}, compared in constant time. */
    public static boolean matches(String token, String storedHash) {
        return token != null && same(hash(token), storedHash);
    }
}
