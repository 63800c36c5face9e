package org.kete.engine;

import java.util.Arrays;

/**
 * The positions a game has reached, as packed keys of two longs each (exact, not hashes), for the repetition
 * rules of Oware, the Kenyan laps Bao and Nam Nam. Only the current stretch can recur: it starts after the last
 * move that can never be undone by play (a capture, a new round), and {@link #cut} begins a new one. A search
 * state keeps one history and takes it back on unmake with {@link #restore}; nothing allocates except when the
 * arrays grow.
 */
public final class KeyHistory {
    private long[] lo;
    private long[] hi;
    private int count;
    private int stretchStart;

    public KeyHistory(int capacity) {
        lo = new long[capacity];
        hi = new long[capacity];
    }

    public void push(long keyLo, long keyHi) {
        if (count == lo.length) {
            int n = Math.max(16, 2 * count);
            lo = Arrays.copyOf(lo, n);
            hi = Arrays.copyOf(hi, n);
        }
        lo[count] = keyLo;
        hi[count] = keyHi;
        count++;
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
     * Whether the key stands in the current stretch among the entries {@code count - offset}, {@code count -
     * offset - step}, ... (Oware looks only at every second key, the positions with the same side to move).
     */
    public boolean contains(long keyLo, long keyHi, int offset, int step) {
        for (int k = count - offset; k >= stretchStart; k -= step) {
            if (lo[k] == keyLo && hi[k] == keyHi) return true;
        }
        return false;
    }

    /** The current stretch, two longs per key, for an immutable position. */
    public long[] stretch() {
        long[] h = new long[2 * (count - stretchStart)];
        for (int k = stretchStart; k < count; k++) {
            h[2 * (k - stretchStart)] = lo[k];
            h[2 * (k - stretchStart) + 1] = hi[k];
        }
        return h;
    }

    /** Replaces the history by a stretch from {@link #stretch()}. */
    public void load(long[] packed) {
        count = 0;
        stretchStart = 0;
        for (int i = 0; i + 1 < packed.length; i += 2) push(packed[i], packed[i + 1]);
    }
}
