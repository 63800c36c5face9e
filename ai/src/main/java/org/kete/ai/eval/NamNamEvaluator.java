package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.engine.SearchState;

/**
 * Oware Nam Nam (two-row-games.md §2). The seeds captured in the round decide the pits owned next round.
 * Every pit has an owner and a four formed mid-sowing goes to the pit's owner, so seeds in one's own pits are
 * half-captured: material counts them with the captures ({@link #material}), and a pit of three is a four
 * about to form.
 *
 * <p>Terms: {@code material}, {@code threat} (best capture of the side to move, by playing it), {@code
 * ownedSeeds} (per seed in pits one owns, minus the opponent's), {@code threes} (per own pit of 3), {@code
 * mobility} (per own pit with seeds).
 */
public final class NamNamEvaluator extends TermEvaluator {
    public static final List<String> TERMS = List.of("material", "threat", "ownedSeeds", "threes", "mobility");
    /**
     * Weights kept by matches (docs/strength.md): {@code ownedSeeds} lost (-115 Elo switched on, 200 games) once
     * material itself counted the seeds in owned pits, so it is off; the others were even either way.
     */
    static final int[] DEFAULTS = {100, 50, 0, 20, 8};

    private final int[] moves = new int[SearchState.MAX_MOVES];

    public NamNamEvaluator(Map<String, Integer> overrides) {
        super(TERMS, DEFAULTS, overrides);
    }

    @Override
    public int evaluate(SearchState s) {
        int me = s.sideToMove();
        int value = w[0] * (material(s, me) - material(s, 1 - me));
        if (w[1] != 0) value += w[1] * bestGain(s, moves);
        int owned = 0;
        int threes = 0;
        int mobility = 0;
        for (int i = 0; i < s.pitCount(); i++) {
            int seeds = s.seeds(i);
            int sign = s.owner(i) == me ? 1 : -1;
            owned += sign * seeds;
            if (seeds == 3) threes += sign;
            if (seeds > 0) mobility += sign;
        }
        return value + w[2] * owned + w[3] * threes + w[4] * mobility;
    }

    /**
     * Seeds captured this round plus the seeds in the pits the player owns: what the player would hold if the
     * round were split now. Unlike the captures alone this does not jump when a round ends (captures then
     * reset to 0 while the pits won hold 4 seeds each), so a search that looks across the end of a round
     * compares like with like.
     */
    @Override
    protected int material(SearchState s, int player) {
        int held = s.score(player);
        for (int i = 0; i < s.pitCount(); i++) {
            if (s.owner(i) == player) held += s.seeds(i);
        }
        return held;
    }
}
