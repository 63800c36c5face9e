package org.kete.engine;

import java.util.Arrays;

/**
 * The positions a game has reached, as packed keys of a fixed number of longs each (exact, not hashes), for the
 * repetition rules of Oware, Bao, the Kenyan laps Bao and Nam Nam. Only the current stretch can recur: it starts
 * after the last move that can never be undone by play (a capture, a new round, a seed taken from a store), and
 * {@link #cut} begins a new one. A search state keeps one history and takes it back on unmake with
 * {@link #restore}; nothing allocates except when the array grows.
 *
 * <p>Most games pack a position into two longs ({@link #push(long, long)}); Kigogo needs eight, Bao five, written
 * in place after {@link #append()} and looked up with {@link #occurrencesOfNewest(int, int)}.
 */
public final class KeyHistory {
    private final int width;
    private long[] words;
    private int count;
    private int stretchStart;

    /** A history of two-long keys. */
    public KeyHistory(int capacity) {
        this(2, capacity);
    }

    /** A history of keys of {@code width} longs each. */
    public KeyHistory(int width, int capacity) {
        this.width = width;
        words = new long[width * capacity];
    }

    private void ensure(int keys) {
        if (keys * width > words.length) words = Arrays.copyOf(words, Math.max(keys * width, 2 * words.length));
    }

    public void push(long keyLo, long keyHi) {
        int at = count * 2;
        if (at + 2 > words.length) ensure(count + 1);
        words[at] = keyLo;
        words[at + 1] = keyHi;
        count++;
    }

    /** Pushes the first {@code width} longs of {@code key}. */
    public void push(long[] key) {
        ensure(count + 1);
        System.arraycopy(key, 0, words, count * width, width);
        count++;
    }

    /**
     * Appends a key that the caller then writes itself: its {@code width} longs go into {@link #words()} from
     * the index returned (a search state that packs its key on every move saves the copy {@link #push(long[])}
     * makes).
     */
    public int append() {
        ensure(count + 1);
        return count++ * width;
    }

    /** The keys' storage, for writing the key {@link #append()} made room for (valid until the next append). */
    public long[] words() {
        return words;
    }

    /** Positions reached so far can never recur: the current stretch starts with the next key. */
    public void cut() {
        stretchStart = count;
    }

    public int count() {
        return count;
    }

    public int stretchStart() {
        return stretchStart;
    }

    /** Back to an earlier {@link #count} and {@link #stretchStart} (unmake). */
    public void restore(int count, int stretchStart) {
        this.count = count;
        this.stretchStart = stretchStart;
    }

    /**
     * Whether the two-long key stands in the current stretch among the entries {@code count - offset}, {@code
     * count - offset - step}, ... (Oware looks only at every second key, the positions with the same side to
     * move).
     */
    public boolean contains(long keyLo, long keyHi, int offset, int step) {
        long[] w = words;
        int stride = 2 * step;
        for (int i = 2 * (count - offset), end = 2 * stretchStart; i >= end; i -= stride) {
            if (w[i] == keyLo && w[i + 1] == keyHi) return true;
        }
        return false;
    }

    /**
     * How often the newest key occurs in the current stretch, itself included, counted up to {@code max} (all a
     * threefold rule asks). The first word tells almost every other key apart, so the rest is compared only when
     * it agrees.
     */
    public int occurrencesOfNewest(int max) {
        return occurrencesOfNewest(width, max);
    }

    /**
     * As {@link #occurrencesOfNewest(int)}, comparing keys on their first {@code compared} longs only (a game may
     * leave the last ones out: Kigogo's board-only repetition, the side to move).
     */
    public int occurrencesOfNewest(int compared, int max) {
        long[] w = words;
        int width = this.width;
        int at = (count - 1) * width;
        long first = w[at];
        int n = 1;
        for (int i = at - width; i >= stretchStart * width; i -= width) {
            if (w[i] == first && sameRest(w, i, w, at, compared) && ++n >= max) break;
        }
        return n;
    }

    /**
     * Do a[i + 1 ..] and b[j + 1 ..] agree on their first {@code words - 1} longs? A plain loop: the ranges of
     * {@link Arrays#equals(long[], int, int, long[], int, int)} are checked on every call, and keys are short.
     */
    private static boolean sameRest(long[] a, int i, long[] b, int j, int words) {
        for (int k = 1; k < words; k++) if (a[i + k] != b[j + k]) return false;
        return true;
    }

    /** The current stretch, {@code width} longs per key, for an immutable position. */
    public long[] stretch() {
        return Arrays.copyOfRange(words, stretchStart * width, count * width);
    }

    /** Replaces the history by a stretch from {@link #stretch()}. */
    public void load(long[] packed) {
        count = 0;
        stretchStart = 0;
        ensure(packed.length / width + 1);
        count = packed.length / width;
        System.arraycopy(packed, 0, words, 0, count * width);
    }
}
