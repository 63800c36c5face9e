package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.engine.SearchState;
import org.kete.engine.bao.NyumbaView;

/**
 * Bao la Kujifunza and Bao la Kiswahili (four-row-games.md §3, §5) on 4 x 8 pits. Seeds never leave the game:
 * a capture moves them to the capturer's side, so material is the seeds on one's own ring plus one's store.
 * Captures take a front pit, so the front row is where the game is won or lost (emptying it loses); pits of
 * two or more are the moves that can sow; the nyumba (Kiswahili) is a strong pit while owned and full.
 *
 * <p>Terms: {@code material}, {@code threat} (best gain of the side to move, by playing it), {@code front}
 * (per own front-row seed, minus the opponent's), {@code frontPits} (per occupied own front pit, minus the
 * opponent's), {@code mobility} (per own pit of 2+), {@code nyumba} (owning a nyumba of 6+).
 */
public final class BaoEvaluator extends TermEvaluator {
    public static final List<String> TERMS = List.of("material", "threat", "front", "frontPits", "mobility", "nyumba");
    /** Weights kept by matches (docs/strength.md): the front-row terms lost in Kiswahili and were even in Kujifunza. */
    static final int[] KISWAHILI = {100, 50, 0, 0, 6, 150};

    static final int[] KUJIFUNZA = {100, 50, 0, 0, 0, 0};

    private final int[] moves = new int[SearchState.MAX_MOVES];

    public BaoEvaluator(boolean kiswahili, Map<String, Integer> overrides) {
        super(TERMS, kiswahili ? KISWAHILI : KUJIFUNZA, overrides);
    }

    @Override
    public int evaluate(SearchState s) {
        int ring = s.pitCount() / 2; // the four-row model: each player's ring of 2n pits, n of them in front
        int n = ring / 2;
        int me = s.sideToMove();
        int opp = 1 - me;
        int value = w[0] * (material(s, me) - material(s, opp));
        if (w[1] != 0) value += w[1] * bestGain(s, moves);
        int front = 0;
        int frontPits = 0;
        int mobility = 0;
        for (int i = 0; i < 2 * ring; i++) {
            int seeds = s.seeds(i);
            int sign = i / ring == me ? 1 : -1;
            if (i % ring < n) {
                front += sign * seeds;
                if (seeds > 0) frontPits += sign;
            }
            if (seeds >= 2) mobility += sign;
        }
        value += w[2] * front + w[3] * frontPits + w[4] * mobility;
        if (w[5] != 0) {
            NyumbaView v = (NyumbaView) s;
            value += w[5] * (strongNyumba(v, me) - strongNyumba(v, opp));
        }
        return value;
    }

    private static int strongNyumba(NyumbaView s, int p) {
        return s.isNyumbaFunctional(p) ? 1 : 0;
    }

    @Override
    protected int material(SearchState s, int player) {
        int ring = s.pitCount() / 2;
        int sum = s.score(player);
        for (int t = 0; t < ring; t++) sum += s.seeds(player * ring + t);
        return sum;
    }
}
