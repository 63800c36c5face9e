package org.kete.server.player;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id password hashes (Bouncy Castle's implementation) in the PHC string format,
 * {@code $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>}: OWASP's minimum parameters (19 MiB, 2 passes, one
 * lane; the time a hash takes is in BENCHMARKS.md). The stored string carries its parameters, so they can
 * be raised later without breaking existing accounts.
 */
public final class Passwords {
    static final int MEMORY_KIB = 19 * 1024;
    static final int ITERATIONS = 2;
    static final int PARALLELISM = 1;
    static final int SALT_BYTES = 16;
    static final int HASH_BYTES = 32;

    public static final int MIN_LENGTH = 8;
    public static final int MAX_LENGTH = 200;

    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    /** A hash to verify against when the account does not exist, so that the answer takes as long. */
    static final String DUMMY = hash("not a password of anyone");

    private Passwords() {}

    public static String hash(String password) {
        byte[] salt = Base64.getUrlDecoder().decode(Web.secret(SALT_BYTES));
        byte[] out = derive(password, salt, MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES);
        return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + ITERATIONS + ",p=" + PARALLELISM + "$"
                + B64.encodeToString(salt) + "$" + B64.encodeToString(out);
    }

    /** Whether {@code password} matches {@code stored}; false for a string that is not an Argon2id hash. */
    public static boolean verify(String password, String stored) {
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
        byte[] salt = B64D.decode(parts[4]);
        byte[] expected = B64D.decode(parts[5]);
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
        gen.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        return out;
    }
}
