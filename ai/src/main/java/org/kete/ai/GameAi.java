package org.kete.ai;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.kete.ai.eval.BaoEvaluator;
import org.kete.ai.eval.KenyanEvaluator;
import org.kete.ai.eval.KigogoEvaluator;
import org.kete.ai.eval.NamNamEvaluator;
import org.kete.ai.eval.OwareEvaluator;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.bao.Bao;
import org.kete.engine.kenyan.ChildrensBao;
import org.kete.engine.kenyan.LapsBao;
import org.kete.engine.kigogo.Kigogo;
import org.kete.engine.namnam.NamNam;
import org.kete.engine.oware.Oware;

/**
 * What the computer player needs to know of a game, registered here keyed by the game's engine descriptor
 * ({@link GameType}), which knows nothing of search: its evaluation and the names of its terms, the depth caps of
 * its levels, and whether the Oware endgame tables can value its positions. Searchers, the server and the command
 * line ask this record; none of them tests a game id or a class.
 *
 * @param type the engine's descriptor
 * @param terms the evaluation's term names, material first
 * @param evaluation a fresh evaluation with some term weights replaced by name (unknown names refused)
 * @param depthCaps for levels 1..6, the deepest iteration where the level's general depth would make it as strong
 *     as the level above ({@link Levels.Level#depth(GameType)}); empty for none
 * @param owareTables whether the Oware endgame tables hold this game's positions (under the rules they were
 *     built for: {@code OwareTablebase.covers} checks the options)
 */
public record GameAi(
        GameType type,
        List<String> terms,
        Function<Map<String, Integer>, Evaluator> evaluation,
        int[] depthCaps,
        boolean owareTables) {

    private static final int[] NO_CAPS = {};

    /**
     * Bao la Kujifunza is short and tactical: 9 plies already play it as well as 12 (docs/strength.md, 12 v 9
     * even, 12 v 8 +92), so an expert searching 12 plies equals the strongest level; at 8 plies the expert stays
     * clearly above the club level and clearly below the strongest.
     */
    private static final int[] KUJIFUNZA_CAPS = {1, 2, 3, 6, 8, AlphaBeta.MAX_DEPTH};

    /** Every game the computer plays, in the engine's catalogue order. */
    private static final List<GameAi> ALL = List.of(
            new GameAi(Oware.TYPE, OwareEvaluator.TERMS, OwareEvaluator::withOverrides, NO_CAPS, true),
            new GameAi(NamNam.TYPE, NamNamEvaluator.TERMS, NamNamEvaluator::new, NO_CAPS, false),
            new GameAi(ChildrensBao.TYPE, KenyanEvaluator.TERMS, o -> new KenyanEvaluator(false, o), NO_CAPS, false),
            new GameAi(LapsBao.TYPE, KenyanEvaluator.TERMS, o -> new KenyanEvaluator(true, o), NO_CAPS, false),
            new GameAi(Bao.KUJIFUNZA, BaoEvaluator.TERMS, o -> new BaoEvaluator(false, o), KUJIFUNZA_CAPS, false),
            new GameAi(Kigogo.TYPE, KigogoEvaluator.TERMS, KigogoEvaluator::new, NO_CAPS, false),
            new GameAi(Bao.KISWAHILI, BaoEvaluator.TERMS, o -> new BaoEvaluator(true, o), NO_CAPS, false));

    private static final Map<GameType, GameAi> BY_TYPE = new HashMap<>();

    static {
        for (GameAi a : ALL) BY_TYPE.put(a.type, a);
    }

    public GameAi {
        terms = List.copyOf(terms);
        if (terms.isEmpty() || !terms.get(0).equals("material")) {
            throw new IllegalArgumentException(type.id() + ": an evaluation's first term is material");
        }
        if (depthCaps.length != 0 && depthCaps.length != Levels.all().size()) {
            throw new IllegalArgumentException(type.id() + ": depth caps are one per level or none");
        }
        depthCaps = depthCaps.clone();
    }

    public static List<GameAi> all() {
        return ALL;
    }

    /** The registration of this game; a game without one is refused, naming it. */
    public static GameAi of(GameType type) {
        GameAi a = BY_TYPE.get(type);
        if (a == null) throw new IllegalArgumentException("the computer does not play " + type.name());
        return a;
    }

    public static GameAi of(Game game) {
        return of(game.type());
    }

    /**
     * Whether the Oware endgame tables can hold this game's positions: the one place that decides it (whether they
     * hold them under the game's options is {@code OwareTablebase.covers}). A game the computer does not play: no.
     */
    public static boolean owareTablesApply(GameType type) {
        GameAi a = BY_TYPE.get(type);
        return a != null && a.owareTables;
    }

    /** A fresh evaluation with the default weights. */
    public Evaluator evaluator() {
        return evaluation.apply(Map.of());
    }

    public Evaluator evaluator(Map<String, Integer> overrides) {
        return evaluation.apply(overrides);
    }

    /** The evaluation with every term but material switched off: the baseline of every comparison. */
    public Evaluator materialOnly() {
        Map<String, Integer> zero = new HashMap<>();
        for (String t : terms) if (!t.equals("material")) zero.put(t, 0);
        return evaluation.apply(zero);
    }

    /** The deepest iteration of level {@code number} (1..6) searching {@code depth} plies in this game. */
    int depthCap(int number, int depth) {
        return depthCaps.length == 0 ? depth : Math.min(depth, depthCaps[number - 1]);
    }

    /** Registrations are singletons: equal when they register the same game. */
    @Override
    public boolean equals(Object o) {
        return o instanceof GameAi a && a.type.equals(type);
    }

    @Override
    public int hashCode() {
        return type.hashCode();
    }

    @Override
    public String toString() {
        return "GameAi[" + type.id() + "]";
    }
}
