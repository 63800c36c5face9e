package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.ai.Evaluator;
import org.kete.engine.SearchState;

/**
 * An Oware evaluation that knows the game: seeds captured, the captures each side threatens right now, seeds
 * at risk in pits of 1 or 2, mobility, a big pit (kroo) that can lap the board, the seeds on each side and how
 * many of them a sowing is bound to carry into the other row (reach). Terms are in centi-seeds
 * and weighted by {@link Weights}; the weights are fitted to deeper searches and judged by matches
 * (docs/strength.md), not by guess.
 *
 * <p>Pits are those of {@code org.kete.engine.oware}: South 0..5, North 6..11, sowing 0,1,..,11 with the
 * origin skipped. The threat terms work out each sowing's end without sowing (no allocation).
 */
public final class OwareEvaluator implements Evaluator {

    /**
     * @param material per captured seed of difference
     * @param threat per seed of the best capture the side to move has now
     * @param risk per seed of the best capture the opponent would have if it were to move
     * @param mobility per own non-empty pit minus the opponent's
     * @param kroo per pit of 12 or more seeds on one's own side (a lap that ends in the opponent's row), minus
     *     the opponent's
     * @param sideSeeds per seed on one's own side minus the opponent's (control of the end game)
     * @param weak per own pit of 1 or 2 seeds (a capture waiting to happen) minus the opponent's
     * @param tempo per own pit whose sowing stays on one's own side (a waiting move) minus the opponent's
     * @param reach per seed that the sowing of each own pit would drop in the opponent's row (seeds one is bound
     *     to give away), minus the opponent's
     */
    public record Weights(
            int material, int threat, int risk, int mobility, int kroo, int sideSeeds, int weak, int tempo, int reach) {

        /** Weights without the tempo and reach terms. */
        public Weights(int material, int threat, int risk, int mobility, int kroo, int sideSeeds, int weak) {
            this(material, threat, risk, mobility, kroo, sideSeeds, weak, 0, 0);
        }

        /**
         * Fitted by least squares to deeper searches' values (the third round: 24,000 positions of Kete's own
         * games with more seeds on the board than the endgame tables hold, each labelled by a 14-ply search with
         * the second round's weights and the 0-17 tables; {@code OwareTuningData} and {@code OwareFit} in the
         * tests) and kept by matches against Aalina at 200 ms a move: 72.0% over 100 games where the second
         * round's weights (100, 90, 32, 174, 113, -8, -60, no reach) scored 53-59% (docs/strength.md). The new
         * term reach made the difference: seeds on one's own side are worth keeping, those bound to cross are not.
         */
        public static final Weights DEFAULT = new Weights(100, 106, 53, 165, 85, 42, -15, 0, -78);

        public static final Weights MATERIAL_ONLY = new Weights(100, 0, 0, 0, 0, 0, 0);
    }

    /** The names of the terms, in the order of {@link Weights}' components. */
    public static final List<String> TERMS =
            List.of("material", "threat", "risk", "mobility", "kroo", "sideSeeds", "weak", "tempo", "reach");

    /** The default weights with some replaced by term name (e.g. {@code threat=0}); unknown names are refused. */
    public static OwareEvaluator withOverrides(Map<String, Integer> overrides) {
        Weights d = Weights.DEFAULT;
        int[] w = {
            d.material(), d.threat(), d.risk(), d.mobility(), d.kroo(), d.sideSeeds(), d.weak(), d.tempo(), d.reach()
        };
        for (Map.Entry<String, Integer> e : overrides.entrySet()) {
            int i = TERMS.indexOf(e.getKey());
            if (i < 0) {
                throw new IllegalArgumentException(
                        "unknown evaluation term '" + e.getKey() + "'; terms: " + String.join(", ", TERMS));
            }
            w[i] = e.getValue();
        }
        return new OwareEvaluator(new Weights(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8]));
    }

    private final Weights w;
    private final int[] board = new int[12];
    private final int[] mine = new int[COUNTS];
    private final int[] theirs = new int[COUNTS];

    /** The indices of {@link #countSide}'s counts. */
    static final int SEEDS = 0, PITS = 1, WEAK = 2, KROO = 3, TEMPO = 4, REACH = 5, COUNTS = 6;

    public OwareEvaluator() {
        this(Weights.DEFAULT);
    }

    public OwareEvaluator(Weights weights) {
        this.w = weights;
    }

    @Override
    public int evaluate(SearchState s) {
        int me = s.sideToMove();
        int opp = 1 - me;
        for (int i = 0; i < 12; i++) board[i] = s.seeds(i);
        int value = w.material() * (s.score(me) - s.score(opp));
        if (w.threat() != 0) value += w.threat() * bestCapture(board, me);
        if (w.risk() != 0) value -= w.risk() * bestCapture(board, opp);
        countSide(board, me, mine);
        countSide(board, opp, theirs);
        value += w.mobility() * (mine[PITS] - theirs[PITS]);
        value += w.sideSeeds() * (mine[SEEDS] - theirs[SEEDS]);
        value += w.kroo() * (mine[KROO] - theirs[KROO]);
        value += w.weak() * (mine[WEAK] - theirs[WEAK]);
        value += w.tempo() * (mine[TEMPO] - theirs[TEMPO]);
        value += w.reach() * (mine[REACH] - theirs[REACH]);
        return value;
    }

    /**
     * Player p's row counted into {@code out} (indices {@link #SEEDS} to {@link #REACH}): its seeds, non-empty
     * pits, pits of 1 or 2 seeds, pits of 12 or more, pits whose sowing stays in the row (pit i of a row is sown
     * towards pit 5 of that row, so 5 - i seeds stay), and the seeds its sowings would drop in the other row.
     */
    static void countSide(int[] board, int p, int[] out) {
        int seeds = 0;
        int pits = 0;
        int weak = 0;
        int kroo = 0;
        int tempo = 0;
        int reach = 0;
        for (int i = 0; i < 6; i++) {
            int a = board[p * 6 + i];
            seeds += a;
            if (a > 0) pits++;
            if (a == 1 || a == 2) weak++;
            if (a >= 12) kroo++;
            if (a > 0 && a <= 5 - i) tempo++;
            reach += reach(a, i);
        }
        out[SEEDS] = seeds;
        out[PITS] = pits;
        out[WEAK] = weak;
        out[KROO] = kroo;
        out[TEMPO] = tempo;
        out[REACH] = reach;
    }

    /**
     * How many of n seeds sown from pit i of a row (0 to 5 in sowing order) fall in the other row: the first
     * 5 - i stay, then each lap of 11 drops 6 in the other row and 5 in the own one (the origin is skipped).
     */
    static int reach(int n, int i) {
        int r = n - (5 - i);
        if (r <= 0) return 0;
        int laps = r / 11;
        return 6 * laps + Math.min(r - 11 * laps, 6);
    }

    /**
     * The most seeds player p could capture with one sowing from this board (grand slams counted as 0), without
     * sowing: n seeds from pit h give each of the 11 other pits n / 11 seeds and the first n % 11 after h one
     * more, so the last seed falls n % 11 pits on (11 when that is 0), and every pit's count after the sowing is
     * known directly (OwareEvaluatorTest checks it against a sowing on a copy of the board).
     */
    static int bestCapture(int[] board, int p) {
        int best = 0;
        int oppFirst = 6 - p * 6;
        int oppEnd = oppFirst + 6;
        for (int h = p * 6; h < p * 6 + 6; h++) {
            int n = board[h];
            if (n == 0) continue;
            int laps = n / 11;
            int extra = n - 11 * laps;
            int last = h + (extra == 0 ? 11 : extra);
            if (last >= 12) last -= 12;
            if (last < oppFirst || last >= oppEnd) continue;
            int after = 0;
            for (int j = oppFirst; j < oppEnd; j++) after += board[j] + laps + (ahead(h, j) <= extra ? 1 : 0);
            int total = 0;
            for (int j = last; j >= oppFirst; j--) {
                int c = board[j] + laps + (ahead(h, j) <= extra ? 1 : 0);
                if (c != 2 && c != 3) break;
                total += c;
            }
            if (total == after) continue; // a grand slam captures nothing under the default rules
            if (total > best) best = total;
        }
        return best;
    }

    /** How many pits on from h, sowing, pit j lies (1 to 11; j is never h). */
    private static int ahead(int h, int j) {
        int d = j - h;
        return d < 0 ? d + 12 : d;
    }
}
