package org.kete.engine;

/** The one mixing function behind every game's Zobrist tables and key hashing (SplitMix64's finaliser). */
public final class Hashing {
    private Hashing() {}

    /** The next value of a SplitMix64 sequence from {@code x}: well mixed, deterministic, no allocation. */
    public static long splitmix(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
