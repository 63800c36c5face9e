package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.ai.Evaluator;
import org.kete.engine.SearchState;

/**
 * An evaluation made of named terms, each a per-game feature (seed difference, threats, mobility ...) times an
 * integer weight, in centi-seeds. The names make the terms switchable from the command line (`threat=0`), which
 * is how each term's worth is measured by matches (docs/strength.md). Term 0 is always {@code material}.
 */
public abstract class TermEvaluator implements Evaluator {
    private final List<String> names;
    protected final int[] w;

    protected TermEvaluator(List<String> names, int[] defaults, Map<String, Integer> overrides) {
        this.names = names;
        this.w = defaults.clone();
        for (Map.Entry<String, Integer> e : overrides.entrySet()) {
            int i = names.indexOf(e.getKey());
            if (i < 0) {
                throw new IllegalArgumentException(
                        "unknown evaluation term '" + e.getKey() + "'; terms: " + String.join(", ", names));
            }
            w[i] = e.getValue();
        }
    }

    public final List<String> terms() {
        return names;
    }

    public final int weight(String term) {
        int i = names.indexOf(term);
        if (i < 0) throw new IllegalArgumentException("unknown evaluation term '" + term + "'");
        return w[i];
    }

    /**
     * The most a player to move can gain in material with one move, in seeds, found by playing each legal move
     * on the state and taking it back (allocation-free; the buffer is the evaluator's). It sees captures one
     * ply beyond the horizon, which static counting cannot do in relay-sowing games.
     */
    protected final int bestGain(SearchState s, int[] moves) {
        int me = s.sideToMove();
        int before = material(s, me) - material(s, 1 - me);
        int n = s.legalMoves(moves);
        int best = 0;
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            int gain = material(s, me) - material(s, 1 - me) - before;
            s.unmake();
            if (gain > best) best = gain;
        }
        return best;
    }

    /** The seeds that count as a player's in this game (captured, in the store, or on the player's side). */
    protected abstract int material(SearchState s, int player);
}
