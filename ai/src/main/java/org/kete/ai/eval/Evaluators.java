package org.kete.ai.eval;

import java.util.List;
import java.util.Map;
import org.kete.ai.Evaluator;
import org.kete.ai.GameAi;
import org.kete.engine.Games;

/**
 * The hand-written evaluation of a game, by game id, with its named terms, as each game's {@link GameAi}
 * registers it. Each call returns a fresh evaluator (they keep scratch buffers, so one per searcher). Term weights
 * can be overridden by name, which is how docs/strength.md switches terms off one at a time.
 */
public final class Evaluators {

    private Evaluators() {}

    public static Evaluator forGame(String gameId) {
        return forGame(gameId, Map.of());
    }

    /** The game's evaluation with some term weights replaced (e.g. {@code threat=0}); unknown names are refused. */
    public static Evaluator forGame(String gameId, Map<String, Integer> overrides) {
        return ai(gameId).evaluator(overrides);
    }

    /** The game's evaluation with every term but material switched off: the baseline of every comparison. */
    public static Evaluator materialOnly(String gameId) {
        return ai(gameId).materialOnly();
    }

    /** The names of the game's evaluation terms, material first. */
    public static List<String> terms(String gameId) {
        return ai(gameId).terms();
    }

    private static GameAi ai(String gameId) {
        return GameAi.of(Games.byId(gameId));
    }
}
