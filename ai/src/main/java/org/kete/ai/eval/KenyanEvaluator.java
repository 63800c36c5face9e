package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.engine.SearchState;

/**
 * The two Kenyan Bao games on 2 x 8 pits (two-row-games.md §3 children's Bao, §4 Bao with laps). Material is
 * the store (children's) or captured seeds (laps). A capture is a move ending in one's own empty pit, taking
 * the opposite pit, so seeds facing an empty opponent pit are exposed; a player whose row runs dry loses the
 * rest of the board, so seeds in one's own row count for something.
 *
 * <p>Terms: {@code material} (per seed of difference), {@code threat} (per seed of the best capture the side
 * to move has now, by playing it), {@code exposure} (per own seed facing an empty opponent pit, minus the
 * opponent's), {@code mobility} (per non-empty own pit, minus the opponent's), {@code rowSeeds} (per seed in
 * one's own row, minus the opponent's).
 */
public final class KenyanEvaluator extends TermEvaluator {
    public static final List<String> TERMS = List.of("material", "threat", "exposure", "mobility", "rowSeeds");
    /**
     * Weights kept by matches (docs/strength.md): in Bao with laps the threat term won alone, and the other
     * terms, each even when switched off alone, lost when switched off together; in the children's game no
     * term won (but see the note there on extra turns), so only a little mobility is kept.
     */
    static final int[] LAPS = {100, 50, 10, 8, 3};

    static final int[] CHILDREN = {100, 0, 0, 8, 0};

    private final int[] moves = new int[SearchState.MAX_MOVES];

    public KenyanEvaluator(boolean laps, Map<String, Integer> overrides) {
        super(TERMS, laps ? LAPS : CHILDREN, overrides);
    }

    @Override
    public int evaluate(SearchState s) {
        int me = s.sideToMove();
        int opp = 1 - me;
        int value = w[0] * (material(s, me) - material(s, opp));
        if (w[1] != 0) value += w[1] * bestGain(s, moves);
        int exposure = 0;
        int mobility = 0;
        int row = 0;
        int pits = s.pitCount(); // two rows, pit i facing pit pits - 1 - i
        for (int i = 0; i < pits; i++) {
            int seeds = s.seeds(i);
            int sign = s.owner(i) == me ? 1 : -1;
            if (seeds > 0) {
                mobility += sign;
                if (s.seeds(pits - 1 - i) == 0) exposure += sign * seeds;
            }
            row += sign * seeds;
        }
        return value - w[2] * exposure + w[3] * mobility + w[4] * row;
    }

    @Override
    protected int material(SearchState s, int player) {
        return s.score(player);
    }
}
