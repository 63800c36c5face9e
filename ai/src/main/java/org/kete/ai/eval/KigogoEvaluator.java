package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.engine.SearchState;

/**
 * Bao Kigogo (four-row-games.md §4) on 4 x 12 pits. Captured seeds leave the game, so material is seeds
 * captured. A move ending in one's own empty front pit takes the facing front pit and the back pit behind it:
 * an occupied front pit facing an empty opponent front pit is exposed, with the back pit behind it; a player
 * left without seeds loses, and pits of two or more are what keep a player out of singleton moves.
 *
 * <p>Terms: {@code material}, {@code threat} (best capture of the side to move, by playing it), {@code
 * exposure} (per own seed in an exposed file, minus the opponent's), {@code mobility} (per own pit of 2+), and
 * {@code front} (per own front-row seed, minus the opponent's).
 */
public final class KigogoEvaluator extends TermEvaluator {
    public static final List<String> TERMS = List.of("material", "threat", "exposure", "mobility", "front");
    /** Weights kept by matches (docs/strength.md): mobility was even alone, but the evaluation lost without it. */
    static final int[] DEFAULTS = {100, 50, 8, 6, 2};

    private final int[] moves = new int[SearchState.MAX_MOVES];

    public KigogoEvaluator(Map<String, Integer> overrides) {
        super(TERMS, DEFAULTS, overrides);
    }

    @Override
    public int evaluate(SearchState s) {
        int ring = s.pitCount() / 2; // the four-row model: each player's ring of 2n pits, n of them in front
        int n = ring / 2;
        int me = s.sideToMove();
        int opp = 1 - me;
        int value = w[0] * (material(s, me) - material(s, opp));
        if (w[1] != 0) value += w[1] * bestGain(s, moves);
        int exposure = 0;
        int mobility = 0;
        int front = 0;
        for (int p = 0; p < 2; p++) {
            int sign = p == me ? 1 : -1;
            int base = p * ring;
            int oppBase = (1 - p) * ring;
            for (int t = 0; t < n; t++) {
                int f = s.seeds(base + t);
                front += sign * f;
                // The opponent's front pit facing t is n-1-t; the back pit behind own F(t+1) is 2n-1-t.
                if (f > 0 && s.seeds(oppBase + n - 1 - t) == 0) exposure += sign * (f + s.seeds(base + 2 * n - 1 - t));
            }
            for (int t = 0; t < ring; t++) if (s.seeds(base + t) >= 2) mobility += sign;
        }
        return value - w[2] * exposure + w[3] * mobility + w[4] * front;
    }

    @Override
    protected int material(SearchState s, int player) {
        return s.score(player);
    }
}
