package org.kete.ai;

import java.util.Arrays;
import org.kete.engine.SearchState;

/**
 * The transposition table: results of searched positions, in buckets of two entries (the deepest result of
 * the current search and the newest other one) on one long array, so probing and storing never allocate.
 *
 * <p>An entry is two longs side by side, the key and the data: the move in the high 32 bits, then the value
 * (22 bits, offset by 2^21), the depth (8 bits) and the bound kind (2 bits); data 0 means empty. Both entries
 * of a bucket share one cache line, so a probe costs one memory access. The key word holds the key with its
 * low 8 bits replaced by the search's generation (the bucket index already stands for most of those bits).
 *
 * <p>The key ({@link #key}) is {@link SearchState#hash()} mixed with both scores: the hash describes the board
 * and the side to move, but the same board with another split of captured seeds is another position (its
 * value and, under a winning threshold, its end differ). The repetition history is not in the key, as in most
 * game engines: two routes to the same board may differ in whether a later recurrence ends the game, which
 * the table ignores. Proven results are stored relative to the node, so a transposition at another ply reads
 * them right.
 *
 * <p>The search reads an entry as {@link #data} and takes it apart with the static readers ({@link #move},
 * {@link #depth}, {@link #bound}, {@link #value}).
 */
final class TranspositionTable {

    /** The stored value is the node's exact value. */
    static final int EXACT = 1;

    /** The node's value is at least the stored one (the search failed high). */
    static final int LOWER = 2;

    /** The node's value is at most the stored one (the search failed low). */
    static final int UPPER = 3;

    private static final int VALUE_OFFSET = 1 << 21;
    private static final long GENERATION_MASK = 0xFF;

    /** Entries minus one, or -1 for a table of no entries. */
    private final int mask;

    private final long[] entries;

    /** The search number, kept in the low 8 bits of each entry's key word while the table is kept. */
    private int generation;

    /** A table of 2^bits entries of 16 bytes each; 0 bits gives a table that holds nothing. */
    TranspositionTable(int bits) {
        if (bits < 0 || bits > 28) {
            throw new IllegalArgumentException("table size is 2^0 .. 2^28 entries, not 2^" + bits);
        }
        int size = bits == 0 ? 0 : 1 << bits;
        this.mask = size - 1;
        this.entries = new long[2 * size];
    }

    /** Does the table hold anything? {@link #probe} and {@link #store} are only for a table that does. */
    boolean isEnabled() {
        return mask >= 0;
    }

    /**
     * Starts a search. A kept table ages what it holds (entries of older searches give way to new ones first);
     * otherwise it is emptied, so results depend only on the position searched.
     */
    void newSearch(boolean keep) {
        if (keep) {
            generation = (int) ((generation + 1) & GENERATION_MASK);
        } else {
            generation = 0;
            Arrays.fill(entries, 0);
        }
    }

    /** The key of the state's position: the board hash, with both scores mixed in (see the class comment). */
    static long key(SearchState s) {
        return s.hash() ^ mix(s.score(0) * 1031L + s.score(1) + 1);
    }

    private static long mix(long x) {
        long z = x * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The entry holding the key (an index for {@link #data}), or -1. */
    int probe(long key) {
        int slot = ((int) key & mask & ~1) << 1;
        long[] t = entries;
        if (((t[slot] ^ key) & ~GENERATION_MASK) == 0 && t[slot + 1] != 0) return slot;
        if (((t[slot + 2] ^ key) & ~GENERATION_MASK) == 0 && t[slot + 3] != 0) return slot + 2;
        return -1;
    }

    /** The data word of the entry {@link #probe} found. */
    long data(int slot) {
        return entries[slot + 1];
    }

    /** The best move (or the move that failed high) of an entry's data. */
    static int move(long data) {
        return (int) (data >>> 32);
    }

    /** The remaining depth the entry's result was searched to. */
    static int depth(long data) {
        return (int) (data >>> 2 & 0xFF);
    }

    /** {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    static int bound(long data) {
        return (int) data & 3;
    }

    /** Does a stored bound of this kind and value settle a node searched within (alpha, beta)? */
    static boolean isCutoff(int bound, int value, int alpha, int beta) {
        return bound == EXACT || (bound == LOWER && value >= beta) || (bound == UPPER && value <= alpha);
    }

    /** The kind of bound a node's best value is, searched within (alpha, beta). */
    static int boundOf(int best, int alpha, int beta) {
        return best >= beta ? LOWER : best > alpha ? EXACT : UPPER;
    }

    /** The entry's value, read at {@code ply} plies from the root. */
    static int value(long data, int ply) {
        int v = (int) (data >>> 10 & 0x3FFFFF) - VALUE_OFFSET;
        if (v >= AlphaBeta.WIN_BOUND) return v - ply;
        if (v <= -AlphaBeta.WIN_BOUND) return v + ply;
        return v;
    }

    /**
     * Stores a result. The first entry of a bucket keeps the deepest result of the current search: it gives way
     * to the same position, a result at least as deep, or an entry left over from an earlier search; otherwise
     * the second entry takes the result.
     */
    void store(long key, int depth, int bound, int value, int move, int ply) {
        int slot = ((int) key & mask & ~1) << 1;
        long[] t = entries;
        long first = t[slot];
        if (((first ^ key) & ~GENERATION_MASK) != 0
                && depth < depth(t[slot + 1])
                && (first & GENERATION_MASK) == generation) {
            slot += 2;
        }
        int v = value;
        if (v >= AlphaBeta.WIN_BOUND) v += ply;
        else if (v <= -AlphaBeta.WIN_BOUND) v -= ply;
        t[slot] = key & ~GENERATION_MASK | generation;
        t[slot + 1] = (long) move << 32 | (long) (v + VALUE_OFFSET) << 10 | (long) depth << 2 | bound;
    }
}
