package org.kete.server.account;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;

/**
 * Argon2id password hashes (Bouncy Castle's implementation) in the PHC string format,
 * {@code $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>}: OWASP's minimum parameters (19 MiB, 2 passes, one
 * lane; the time a hash takes is in BENCHMARKS.md). The stored string carries its parameters, so they can
 * be raised later without breaking existing accounts.
 *
 * <p>Each hash takes 19 MiB and a core for a while, and strangers can ask for them (a sign-in is a
 * verification), so a server computes at most {@code password-hashes-at-once} at a time: an instance is that
 * bound, and every hash and verification of the server goes through one ({@link #hash}, {@link #verify},
 * {@link #verifyNobody}). A request waits at most {@code password-hash-wait-millis} for its turn, then is answered
 * {@code 503 busy} (docs/security.md, Sign-in).
 *
 * <p>The rules for a new password (NIST SP 800-63B, 3.1.1.2) are here too: {@link #check}.
 */
public final class Passwords {
    static final int MEMORY_KIB = 19 * 1024;
    static final int ITERATIONS = 2;
    static final int PARALLELISM = 1;
    static final int SALT_BYTES = 16;
    static final int HASH_BYTES = 32;

    /** A password's length in characters (Unicode code points), as NIST counts it. */
    public static final int MIN_LENGTH = 8;

    public static final int MAX_LENGTH = 200;

    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    /** Argon2 computations running now in this JVM, and the most seen at once (an instrument for the tests). */
    private static final AtomicInteger RUNNING = new AtomicInteger();

    private static final AtomicInteger MOST_AT_ONCE = new AtomicInteger();

    /** A hash to verify against when the account does not exist, so that the answer takes as long. */
    static final String DUMMY = hashNow("not a password of anyone");

    /** The turns to compute a hash: {@code password-hashes-at-once} permits, handed out in the order asked. */
    private final Semaphore turns;

    private final long waitMillis;

    /** A bound of {@code atOnce} hashes at a time (at least one), each request waiting at most {@code waitMillis}. */
    public Passwords(int atOnce, long waitMillis) {
        this.turns = new Semaphore(Math.max(1, atOnce), true);
        this.waitMillis = waitMillis;
    }

    /** A new hash of {@code password}, in its turn; 503 busy if no turn came in time. */
    public String hash(String password) {
        takeTurn();
        try {
            return hashNow(password);
        } finally {
            turns.release();
        }
    }

    /** Whether {@code password} matches {@code stored}, checked in its turn; 503 busy if no turn came in time. */
    public boolean verify(String password, String stored) {
        takeTurn();
        try {
            return verifyNow(password, stored);
        } finally {
            turns.release();
        }
    }

    /** The work of a verification for a name no account has, so that the answer takes as long: always false. */
    public boolean verifyNobody(String password) {
        verify(password, DUMMY);
        return false;
    }

    private void takeTurn() {
        boolean got;
        try {
            got = turns.tryAcquire(waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            got = false;
        }
        if (!got) {
            throw ApiException.busy(
                    "busy",
                    "the server is busy checking other passwords; try again in a moment",
                    "password-busy",
                    Map.of(),
                    1);
        }
    }

    /** The most Argon2 computations seen running at once in this JVM since {@link #resetMostAtOnce} (tests). */
    public static int mostAtOnce() {
        return MOST_AT_ONCE.get();
    }

    public static void resetMostAtOnce() {
        MOST_AT_ONCE.set(RUNNING.get());
    }

    /**
     * The common passwords refused for a new password, in lower case: resource {@code passwords/common.txt},
     * generated from well-known patterns (docs/security.md says which; the test CommonPasswordsTest writes it).
     */
    private static final Set<String> COMMON = common();

    /**
     * {@code p} if it may be the new password of the account {@code name}, else a 400 bad-password saying which
     * rule: 8 to 200 characters; not only spaces; no control characters (tabs, line breaks: a password typed
     * into a form has none, and they hide from view); not the name; not one of the common passwords, whatever
     * its letters' case. Nothing else is asked (no "a digit and a capital"): NIST SP 800-63B asks for length and
     * a list of refused passwords, not composition rules.
     */
    public static String check(String p, String name) {
        if (p == null) throw refuse("a password is required", "password-missing");
        int n = p.codePointCount(0, p.length());
        if (n < MIN_LENGTH || n > MAX_LENGTH) {
            throw refuse(
                    "a password has " + MIN_LENGTH + " to " + MAX_LENGTH + " characters",
                    "password-length",
                    MIN_LENGTH,
                    MAX_LENGTH);
        }
        if (p.codePoints().allMatch(c -> Character.isWhitespace(c) || Character.isSpaceChar(c))) {
            throw refuse("a password may not be only spaces", "password-blank");
        }
        if (p.codePoints().anyMatch(c -> Character.getType(c) == Character.CONTROL)) {
            throw refuse("a password may not contain control characters (tabs, line breaks)", "password-control");
        }
        String lower = p.toLowerCase(Locale.ROOT);
        if (name != null && lower.equals(Names.key(name))) {
            throw refuse("a password may not be the account's name", "password-is-name");
        }
        if (COMMON.contains(lower)) {
            throw refuse(
                    "that password is one of the most common ones, the first an attacker tries; choose another",
                    "password-common");
        }
        return p;
    }

    /** Whether {@code p} could be any account's password (a sign-in with another is refused before any hash). */
    public static boolean isPossible(String p) {
        return p != null && p.codePointCount(0, p.length()) <= MAX_LENGTH;
    }

    private static ApiException refuse(String message, String key) {
        return refuse(message, key, 0, 0);
    }

    /** A 400 bad-password naming its case; {@code min} and {@code max} for the length's wording (0: none). */
    private static ApiException refuse(String message, String key, int min, int max) {
        return new ApiException(
                400, "bad-password", message, key, max == 0 ? Map.of() : Map.of("min", min, "max", max));
    }

    private static Set<String> common() {
        try (InputStream in = Passwords.class.getResourceAsStream("/passwords/common.txt")) {
            if (in == null) throw new IllegalStateException("the resource passwords/common.txt is missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                    .collect(Collectors.toUnmodifiableSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A new hash of {@code password}, computed now on this thread (no turn taken: for the bound's own use and tests). */
    static String hashNow(String password) {
        byte[] salt = Base64.getUrlDecoder().decode(Secrets.random(SALT_BYTES));
        byte[] out = derive(password, salt, MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES);
        return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + ITERATIONS + ",p=" + PARALLELISM + "$"
                + B64.encodeToString(salt) + "$" + B64.encodeToString(out);
    }

    /** Whether {@code password} matches {@code stored}; false for a string that is not an Argon2id hash. */
    static boolean verifyNow(String password, String stored) {
        String[] parts = stored.split("\\$");
        // "", "argon2id", "v=19", "m=..,t=..,p=..", salt, hash
        if (parts.length != 6 || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) return false;
        int m = 0, t = 0, p = 0;
        for (String kv : parts[3].split(",")) {
            String[] x = kv.split("=", 2);
            if (x.length != 2) return false;
            int v;
            try {
                v = Integer.parseInt(x[1]);
            } catch (NumberFormatException e) {
                return false;
            }
            switch (x[0]) {
                case "m" -> m = v;
                case "t" -> t = v;
                case "p" -> p = v;
                default -> {
                    return false;
                }
            }
        }
        byte[] salt, expected;
        try {
            salt = B64D.decode(parts[4]);
            expected = B64D.decode(parts[5]);
        } catch (IllegalArgumentException e) {
            return false;
        }
        byte[] actual = derive(password, salt, m, t, p, expected.length);
        return MessageDigest.isEqual(expected, actual);
    }

    static byte[] derive(String password, byte[] salt, int memoryKib, int iterations, int parallelism, int length) {
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withSalt(salt)
                .withMemoryAsKB(memoryKib)
                .withIterations(iterations)
                .withParallelism(parallelism)
                .build();
        Argon2BytesGenerator gen = new Argon2BytesGenerator();
        gen.init(params);
        byte[] out = new byte[length];
        MOST_AT_ONCE.accumulateAndGet(RUNNING.incrementAndGet(), Math::max);
        try {
            gen.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        } finally {
            RUNNING.decrementAndGet();
        }
        return out;
    }
}
