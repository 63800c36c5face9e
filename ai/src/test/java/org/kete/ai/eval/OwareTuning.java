package org.kete.ai.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Evaluator;
import org.kete.ai.SearchLimits;
import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * Fits the Oware evaluation's weights by linear regression on positions from Kete's own games, each labelled
 * by a deeper search with the material evaluation (not a test; docs/strength.md gives the run and its result).
 * The static terms are fitted to predict the seed difference the search finds some plies later, the way
 * evaluations of the field are fitted to search or game results.
 *
 * <p>Positions: games of a 4-ply search with the current evaluation, a random move on a quarter of the plies
 * (so the positions vary), every position from ply 6 on with probability 0.3, unfinished and not proven won
 * or lost by the label search. Run after {@code mvn -B -q test-compile -pl engine,ai -am}: {@code java -cp
 * engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.eval.OwareTuning [positions]
 * [labelDepth] [seed] [material|eval]}.
 */
public final class OwareTuning {
    private static final List<String> TERMS =
            List.of("material", "threat", "risk", "mobility", "kroo", "sideSeeds", "weak");

    private OwareTuning() {}

    public static void main(String[] args) {
        int wanted = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        int labelDepth = args.length > 1 ? Integer.parseInt(args[1]) : 12;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        // "material" (default): labels by searches with material only; "eval": with the current evaluation, a
        // second round that fits the terms to what searches with them find (as TD-leaf does).
        boolean materialLabels = args.length <= 3 || args[3].equals("material");
        Game oware = Oware.TYPE.create();
        SplittableRandom rng = new SplittableRandom(seed);
        OwareEvaluator[] unit = new OwareEvaluator[TERMS.size()];
        for (int t = 0; t < unit.length; t++) {
            int[] w = new int[TERMS.size()];
            w[t] = 1;
            unit[t] = new OwareEvaluator(new OwareEvaluator.Weights(w[0], w[1], w[2], w[3], w[4], w[5], w[6]));
        }
        AlphaBeta player = new AlphaBeta(16, new OwareEvaluator());
        AlphaBeta labeller = new AlphaBeta(20, materialLabels ? Evaluator.MATERIAL : new OwareEvaluator());
        List<double[]> rows = new ArrayList<>();
        List<Double> labels = new ArrayList<>();
        int[] moves = new int[SearchState.MAX_MOVES];
        while (rows.size() < wanted) {
            SearchState s = oware.searchState(oware.start());
            for (int ply = 0; ply < 200 && !s.isOver(); ply++) {
                int n = s.legalMoves(moves);
                if (n == 0) break;
                if (ply >= 6 && rng.nextDouble() < 0.3) {
                    int v = labeller.search(s, SearchLimits.depth(labelDepth)).score();
                    if (Math.abs(v) < AlphaBeta.TABLEBASE_WIN / 2) {
                        double[] x = new double[TERMS.size()];
                        for (int t = 0; t < x.length; t++) x[t] = unit[t].evaluate(s);
                        rows.add(x);
                        labels.add((double) v);
                    }
                }
                int move = ply < 4 || rng.nextDouble() < 0.25
                        ? moves[rng.nextInt(n)]
                        : player.search(s, SearchLimits.depth(4)).bestMove();
                s.make(move);
            }
        }
        int k = TERMS.size();
        double[][] a = new double[k][k + 1];
        for (int r = 0; r < rows.size(); r++) {
            double[] x = rows.get(r);
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) a[i][j] += x[i] * x[j];
                a[i][k] += x[i] * labels.get(r);
            }
        }
        for (int i = 0; i < k; i++) a[i][i] += 1e-3 * rows.size();
        double[] w = solve(a);
        double sse = 0;
        double sseMaterial = 0;
        for (int r = 0; r < rows.size(); r++) {
            double p = 0;
            for (int i = 0; i < k; i++) p += w[i] * rows.get(r)[i];
            sse += (p - labels.get(r)) * (p - labels.get(r));
            double m = 100 * rows.get(r)[0] - labels.get(r);
            sseMaterial += m * m;
        }
        System.out.printf(
                Locale.ROOT,
                "%d positions, labels by depth %d with the %s evaluation, seed %d%n",
                rows.size(),
                labelDepth,
                materialLabels ? "material" : "current",
                seed);
        for (int i = 0; i < k; i++) System.out.printf(Locale.ROOT, "  %-10s %8.1f%n", TERMS.get(i), w[i]);
        System.out.printf(
                Locale.ROOT,
                "rms error %.1f centi-seeds (material alone: %.1f)%n",
                Math.sqrt(sse / rows.size()),
                Math.sqrt(sseMaterial / rows.size()));
    }

    /** Gaussian elimination with partial pivoting on an augmented k x (k+1) matrix. */
    static double[] solve(double[][] a) {
        int k = a.length;
        for (int c = 0; c < k; c++) {
            int p = c;
            for (int r = c + 1; r < k; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
            double[] tmp = a[c];
            a[c] = a[p];
            a[p] = tmp;
            for (int r = 0; r < k; r++) {
                if (r == c || a[c][c] == 0) continue;
                double f = a[r][c] / a[c][c];
                for (int j = c; j <= k; j++) a[r][j] -= f * a[c][j];
            }
        }
        double[] w = new double[k];
        for (int i = 0; i < k; i++) w[i] = a[i][i] == 0 ? 0 : a[i][k] / a[i][i];
        return w;
    }
}
