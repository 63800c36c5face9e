package org.kete.engine.bao;

import java.util.Arrays;
import org.kete.engine.fourrow.Direction;

/**
 * The packed board of Bao (four-row-games.md §2.3): the part of the state a move changes, that is pits, stores
 * and nyumba ownership, with the bit tricks that read it a row at a time.
 *
 * <p>Board pits are {@code player * 16 + t} with the ring track index t of §2.3 (F1..F8 = 0..7, B8..B1 =
 * 8..15). Pit {@code p * 16 + t} is byte {@code t & 7} (lowest first) of lane {@code p * 2 + t / 8}: lane 0 is
 * South's front row F1..F8, lane 1 South's back row B8..B1, lanes 2 and 3 North's. A pit never holds more than
 * the 64 seeds of the game, so no byte overflows into the next; a lap is sown with two additions and a row is
 * tested empty with one comparison.
 */
final class BaoBoard {
    static final int N = 8;
    static final int RING = 16;
    static final int PITS = 32;
    static final int SEEDS = 64;
    static final int F1 = 0;
    static final int F2 = 1;
    static final int F5 = 4;
    static final int F7 = 6;
    static final int F8 = 7;
    static final int NONE = -1;

    final long[] lanes = new long[4];
    final int[] store = new int[2];
    final boolean[] owned = new boolean[2];

    int seeds(int pit) {
        return (int) (lanes[pit >> 3] >>> ((pit & 7) << 3)) & 0xFF;
    }

    /** Adds v seeds (v may be negative, down to the pit's count) to a pit. */
    void add(int pit, int v) {
        lanes[pit >> 3] += (long) v << ((pit & 7) << 3);
    }

    void empty(int pit) {
        lanes[pit >> 3] &= ~(0xFFL << ((pit & 7) << 3));
    }

    void setPits(int[] pits) {
        Arrays.fill(lanes, 0);
        for (int i = 0; i < PITS; i++) add(i, pits[i]);
    }

    int[] pits() {
        int[] pits = new int[PITS];
        for (int i = 0; i < PITS; i++) pits[i] = seeds(i);
        return pits;
    }

    void copyFrom(BaoBoard b) {
        long[] l = b.lanes;
        lanes[0] = l[0];
        lanes[1] = l[1];
        lanes[2] = l[2];
        lanes[3] = l[3];
        store[0] = b.store[0];
        store[1] = b.store[1];
        owned[0] = b.owned[0];
        owned[1] = b.owned[1];
    }

    // ---- predicates ----

    /** §5.3: owned and holding at least 6 seeds. */
    static boolean isFunctional(BaoBoard b, int p) {
        return b.owned[p] && b.seeds(p * RING + F5) >= 6;
    }

    static boolean isFrontRowEmpty(BaoBoard b, int p) {
        return b.lanes[p * 2] == 0;
    }

    /** Is front pit t (0..7) of player p occupied and every other front pit of p empty? */
    static boolean isOnlyOccupiedFrontPit(long[] lanes, int p, int t) {
        return occupied(lanes[p * 2]) == 0x80L << (t << 3);
    }

    /** The lone-kichwa restriction (§3.2): the only occupied front pit is a kichwa sown towards the back row. */
    static boolean isLoneKichwaSownOutward(BaoBoard b, int p, int t, Direction d) {
        boolean outward = (t == F1 && d == Direction.CCW) || (t == F8 && d == Direction.CW);
        return outward && isOnlyOccupiedFrontPit(b.lanes, p, t);
    }

    /**
     * The front pits of player p where a first lap makes a capture move (§3.2) when it ends there: occupied,
     * facing an occupied opponent pit. Bit l for track index l (front pits only, so a landing in the back row
     * tests a zero bit).
     */
    static int captureLandings(long[] lanes, int p) {
        // The opponent's front lane byte-reversed: byte l is the pit facing front pit l.
        return byteMask(occupied(lanes[p * 2]) & occupied(Long.reverseBytes(lanes[(1 - p) * 2])));
    }

    /** Where the first lap from (p, t, d) ends if it makes a capture move (§3.2), else NONE. */
    static int firstCaptureLanding(BaoBoard b, int p, int t, Direction d) {
        int s = b.seeds(p * RING + t);
        if (s < 2 || s > 15) return NONE;
        int l = (t + d.step * s) & (RING - 1);
        if (l >= N || b.seeds(p * RING + l) == 0 || b.seeds((1 - p) * RING + N - 1 - l) == 0) return NONE;
        return l;
    }

    // ---- lanes ----

    /** One in every byte of a lane. */
    static final long ONES = 0x0101010101010101L;

    /**
     * The seeds a lap of r (0..15) seeds adds to a ring when its first seed falls in track index t: one in each
     * of the r track indexes from t on, wrapping from 15 to 0, as the front lane and back lane of the ring.
     * Index {@code t * 16 + r}.
     */
    static final long[] SOW_FRONT = new long[RING * RING];

    static final long[] SOW_BACK = new long[RING * RING];

    static {
        for (int t = 0; t < RING; t++) {
            for (int r = 0; r < RING; r++) {
                for (int i = 0; i < r; i++) {
                    int u = (t + i) & (RING - 1);
                    if (u < N) SOW_FRONT[t * RING + r] += 1L << (u << 3);
                    else SOW_BACK[t * RING + r] += 1L << ((u - N) << 3);
                }
            }
        }
    }

    /** The high bit of every byte of a lane that holds a non-zero count (counts are at most 64, so no carry). */
    static long occupied(long lane) {
        return (lane + 0x7F7F7F7F7F7F7F7FL) & 0x8080808080808080L;
    }

    /** The high bit of every byte of a lane that holds 2 or more (counts are at most 64, so no carry). */
    static long atLeastTwo(long lane) {
        return (lane + 0x7E7E7E7E7E7E7E7EL) & 0x8080808080808080L;
    }

    /** The high bit of every zero byte of a lane whose bytes are all below 128. */
    static long zeroBytes(long lane) {
        return ~(lane + 0x7F7F7F7F7F7F7F7FL) & 0x8080808080808080L;
    }

    /** The high bits of the bytes of a lane as the low 8 bits of an int, byte 0 to bit 0. */
    static int byteMask(long highBits) {
        return (int) (((highBits >>> 7) * 0x0102040810204080L) >>> 56);
    }
}
