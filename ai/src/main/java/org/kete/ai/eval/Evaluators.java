package org.kete.ai.eval;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kete.ai.Evaluator;

/**
 * The hand-written evaluation of each game, by game id, with its named terms. Each call returns a fresh
 * evaluator (they keep scratch buffers, so one per searcher). Term weights can be overridden by name, which is
 * how docs/strength.md switches terms off one at a time.
 */
public final class Evaluators {
    private static final List<String> OWARE_TERMS =
            List.of("material", "threat", "risk", "mobility", "kroo", "sideSeeds", "weak");

    private Evaluators() {}

    public static Evaluator forGame(String gameId) {
        return forGame(gameId, Map.of());
    }

    /** The game's evaluation with some term weights replaced (e.g. {@code threat=0}); unknown names are refused. */
    public static Evaluator forGame(String gameId, Map<String, Integer> overrides) {
        return switch (gameId) {
            case "oware" -> oware(overrides);
            case "nam-nam" -> new NamNamEvaluator(overrides);
            case "bao-kenyan-children" -> new KenyanEvaluator(false, overrides);
            case "bao-kenyan-laps" -> new KenyanEvaluator(true, overrides);
            case "bao-la-kujifunza" -> new BaoEvaluator(false, overrides);
            case "bao-la-kiswahili" -> new BaoEvaluator(true, overrides);
            case "bao-kigogo" -> new KigogoEvaluator(overrides);
            default -> throw new IllegalArgumentException("no evaluation for game '" + gameId + "'");
        };
    }

    /** The game's evaluation with every term but material switched off: the baseline of every comparison. */
    public static Evaluator materialOnly(String gameId) {
        Map<String, Integer> zero = new HashMap<>();
        for (String t : terms(gameId)) if (!t.equals("material")) zero.put(t, 0);
        return forGame(gameId, zero);
    }

    /** The names of the game's evaluation terms, material first. */
    public static List<String> terms(String gameId) {
        return switch (gameId) {
            case "oware" -> OWARE_TERMS;
            case "nam-nam" -> NamNamEvaluator.TERMS;
            case "bao-kenyan-children", "bao-kenyan-laps" -> KenyanEvaluator.TERMS;
            case "bao-la-kujifunza", "bao-la-kiswahili" -> BaoEvaluator.TERMS;
            case "bao-kigogo" -> KigogoEvaluator.TERMS;
            default -> throw new IllegalArgumentException("no evaluation for game '" + gameId + "'");
        };
    }

    private static Evaluator oware(Map<String, Integer> overrides) {
        int[] w = {
            OwareEvaluator.Weights.DEFAULT.material(),
            OwareEvaluator.Weights.DEFAULT.threat(),
            OwareEvaluator.Weights.DEFAULT.risk(),
            OwareEvaluator.Weights.DEFAULT.mobility(),
            OwareEvaluator.Weights.DEFAULT.kroo(),
            OwareEvaluator.Weights.DEFAULT.sideSeeds(),
            OwareEvaluator.Weights.DEFAULT.weak()
        };
        for (Map.Entry<String, Integer> e : overrides.entrySet()) {
            int i = OWARE_TERMS.indexOf(e.getKey());
            if (i < 0) {
                throw new IllegalArgumentException(
                        "unknown evaluation term '" + e.getKey() + "'; terms: " + String.join(", ", OWARE_TERMS));
            }
            w[i] = e.getValue();
        }
        return new OwareEvaluator(new OwareEvaluator.Weights(w[0], w[1], w[2], w[3], w[4], w[5], w[6]));
    }
}
