package org.kete.engine.bao;

import static org.kete.engine.bao.BaoBoard.F1;
import static org.kete.engine.bao.BaoBoard.F2;
import static org.kete.engine.bao.BaoBoard.F5;
import static org.kete.engine.bao.BaoBoard.F7;
import static org.kete.engine.bao.BaoBoard.F8;
import static org.kete.engine.bao.BaoBoard.N;
import static org.kete.engine.bao.BaoBoard.NONE;
import static org.kete.engine.bao.BaoBoard.RING;
import static org.kete.engine.bao.BaoBoard.atLeastTwo;
import static org.kete.engine.bao.BaoBoard.byteMask;
import static org.kete.engine.bao.BaoBoard.captureLandings;
import static org.kete.engine.bao.BaoBoard.isFunctional;
import static org.kete.engine.bao.BaoBoard.isOnlyOccupiedFrontPit;
import static org.kete.engine.bao.BaoBoard.occupied;
import static org.kete.engine.bao.BaoBoard.zeroBytes;

import org.kete.engine.fourrow.Direction;

/**
 * The candidate moves of Bao (§3.2, §5.4, §5.6) on seed counts alone, written into a caller's buffer: what
 * {@link BaoState} then decides by simulation (§2.7). Nothing here allocates.
 */
final class BaoCandidates {
    private final BaoRules rules;

    BaoCandidates(BaoRules rules) {
        this.rules = rules;
    }

    /** Mtaji stage and Bao la Kujifunza (§3.2, §5.6): captures if any, else takasa moves. */
    int mtajiCandidates(BaoBoard live, int side, int takasia, int[] out) {
        int n = captureMoves(live.lanes, side, out);
        return n > 0 ? n : takasaMoves(live, side, takasia, out);
    }

    /**
     * The capture moves of §3.2: 2..15 seeds whose first lap ends in an occupied own front pit facing seeds.
     * With {@code out} null: 1 if there is one, else 0.
     */
    static int captureMoves(long[] lanes, int p, int[] out) {
        int targets = captureLandings(lanes, p);
        if (targets == 0) return 0;
        // For each landing, all 16 pits at once: a pit's first lap ends there if its count equals the distance.
        long front = lanes[p * 2];
        long back = lanes[p * 2 + 1];
        long cwFront = 0;
        long cwBack = 0;
        long ccwFront = 0;
        long ccwBack = 0;
        for (int m = targets; m != 0; m &= m - 1) {
            int i = Integer.numberOfTrailingZeros(m) * 2;
            cwFront |= zeroBytes(front ^ CW_SEEDS_TO[i]);
            cwBack |= zeroBytes(back ^ CW_SEEDS_TO[i + 1]);
            ccwFront |= zeroBytes(front ^ CCW_SEEDS_TO[i]);
            ccwBack |= zeroBytes(back ^ CCW_SEEDS_TO[i + 1]);
        }
        int cw = byteMask(cwFront) | byteMask(cwBack) << N;
        int ccw = byteMask(ccwFront) | byteMask(ccwBack) << N;
        if (out == null) return (cw | ccw) != 0 ? 1 : 0;
        // Track index order, the clockwise move first: bit 2t is (t, CW), bit 2t + 1 is (t, CCW).
        int both = SPREAD[cw & 0xFF] | SPREAD[cw >>> N] << RING | (SPREAD[ccw & 0xFF] | SPREAD[ccw >>> N] << RING) << 1;
        int base = p * RING;
        int n = 0;
        for (; both != 0; both &= both - 1) {
            int b = Integer.numberOfTrailingZeros(both);
            out[n++] = (base + (b >> 1)) | (b & 1) * BaoMove.CCW | BaoMove.CAPTURE;
        }
        return n;
    }

    /**
     * Per landing l (front pit, index 2l and 2l + 1 for the front and back lane): in the byte of each pit of
     * the ring, the seeds (2..15, a capture move's range) whose clockwise first lap from that pit ends in l;
     * 0x7F (matching no count) where that would be 0 or 1. The same for counter-clockwise laps.
     */
    private static final long[] CW_SEEDS_TO = new long[N * 2];

    private static final long[] CCW_SEEDS_TO = new long[N * 2];

    /** Bit i of a byte moved to bit 2i. */
    private static final int[] SPREAD = new int[256];

    static {
        for (int l = 0; l < N; l++) {
            for (int t = 0; t < RING; t++) {
                long cw = (l - t) & (RING - 1);
                long ccw = (t - l) & (RING - 1);
                CW_SEEDS_TO[l * 2 + t / N] |= (cw >= 2 ? cw : 0x7F) << ((t & 7) << 3);
                CCW_SEEDS_TO[l * 2 + t / N] |= (ccw >= 2 ? ccw : 0x7F) << ((t & 7) << 3);
            }
        }
        for (int b = 0; b < 256; b++) {
            for (int i = 0; i < 8; i++) SPREAD[b] |= ((b >> i) & 1) << (2 * i);
        }
    }

    /**
     * Takasa (kutakata) moves of the mtaji stage: pits with 2 or more seeds, front row first, not the pit
     * blocked by takasia, both directions, except a lone kichwa sown outwards.
     */
    private int takasaMoves(BaoBoard live, int side, int takasia, int[] out) {
        long[] lanes = live.lanes;
        // The blocked pit is a front pit (takasia blocks a pit facing a capture).
        int block = takasia == NONE ? 0 : 1 << (takasia % RING);
        int front = byteMask(atLeastTwo(lanes[side * 2])) & ~block;
        if (front != 0) return bothDirections(live, side, out, front, 0);
        return bothDirections(live, side, out, byteMask(atLeastTwo(lanes[side * 2 + 1])), N);
    }

    /**
     * The takasa moves of the side to move from the pits of a row (bit i: track index row + i), both
     * directions, in track index order, clockwise first; without a lone kichwa sown outwards (§3.2).
     */
    private int bothDirections(BaoBoard live, int side, int[] out, int pits, int row) {
        int both = SPREAD[pits] | SPREAD[pits] << 1; // bit 2i: (i, CW), bit 2i + 1: (i, CCW)
        if (row == 0 && rules.forbidKichwaOutward()) {
            long occupied = occupied(live.lanes[side * 2]);
            if (occupied == 0x80L << (F1 << 3)) both &= ~(1 << (2 * F1 + 1));
            if (occupied == 0x80L << (F8 << 3)) both &= ~(1 << (2 * F8));
        }
        int base = side * RING + row;
        int n = 0;
        for (; both != 0; both &= both - 1) {
            int b = Integer.numberOfTrailingZeros(both);
            out[n++] = (base + (b >> 1)) | (b & 1) * BaoMove.CCW;
        }
        return n;
    }

    /** Namua stage (§5.4): a capture if any front pit faces seeds, else takasa, tax or singletons. */
    int namuaCandidates(BaoBoard live, int side, int[] out) {
        // A front pit facing seeds: occupied (it holds the store seed too) and facing an occupied pit.
        int m = captureLandings(live.lanes, side);
        if (m == 0) return namuaTakasaMoves(live, side, out);
        System.arraycopy(NAMUA_CAPTURES, (side << 8 | m) * RING, out, 0, RING);
        return NAMUA_CAPTURE_COUNT[m];
    }

    /**
     * The namua capture moves of each player (index {@code (player * 256 + m) * 16}) for each set m of front
     * pits facing seeds, and how many there are: the kichwa for a capture in the kimbi zone is forced, in a
     * middle pit the player chooses.
     */
    private static final int[] NAMUA_CAPTURES = new int[2 * 256 * RING];

    private static final int[] NAMUA_CAPTURE_COUNT = new int[256];

    static {
        for (int p = 0; p < 2; p++) {
            for (int m = 0; m < 256; m++) {
                int n = 0;
                for (int t = 0; t < N; t++) {
                    if ((m & (1 << t)) == 0) continue;
                    int at = (p << 8 | m) * RING;
                    if (t != F7 && t != F8) NAMUA_CAPTURES[at + n++] = (p * RING + t) | BaoMove.CAPTURE;
                    if (t != F1 && t != F2) NAMUA_CAPTURES[at + n++] = (p * RING + t) | BaoMove.CCW | BaoMove.CAPTURE;
                }
                NAMUA_CAPTURE_COUNT[m] = n;
            }
        }
    }

    /** §5.4.2: the tax when the functional nyumba stands alone, else takasa with the singleton rule. */
    private int namuaTakasaMoves(BaoBoard live, int side, int[] out) {
        int base = side * RING;
        long front = live.lanes[side * 2];
        boolean functional = isFunctional(live, side);
        boolean taxable = rules.taxRequires() == BaoRules.TaxRequires.FUNCTIONAL ? functional : live.owned[side];
        if (taxable && isOnlyOccupiedFrontPit(live.lanes, side, F5)) {
            out[0] = BaoMove.of(base + F5, Direction.CW, false) | BaoMove.TAX;
            out[1] = BaoMove.of(base + F5, Direction.CCW, false) | BaoMove.TAX;
            return 2;
        }
        boolean singletonPrivilege =
                rules.singletonTakasa() == BaoRules.SingletonTakasa.WHILE_FUNCTIONAL ? functional : live.owned[side];
        int allowed = functional ? ~(1 << F5) : ~0; // a functional nyumba is not sown in takasa
        int withTwo = byteMask(atLeastTwo(front)) & allowed;
        // Singletons only when no front pit holds 2 or more, or with the privilege.
        int pits = withTwo != 0 && !singletonPrivilege ? withTwo : byteMask(occupied(front)) & allowed;
        return bothDirections(live, side, out, pits, 0);
    }
}
