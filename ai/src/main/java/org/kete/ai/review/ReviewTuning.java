package org.kete.ai.review;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kete.ai.AlphaBeta;
import org.kete.engine.GameType;
import org.kete.engine.bao.Bao;
import org.kete.engine.kenyan.ChildrensBao;
import org.kete.engine.kenyan.LapsBao;
import org.kete.engine.kigogo.Kigogo;
import org.kete.engine.namnam.NamNam;
import org.kete.engine.oware.Oware;

/**
 * What a review needs to know of one game (docs/review.md): the curve from the search's score to a winning
 * chance, the thresholds of the move classes on that chance, and the node budget of each position's search.
 *
 * <p>The winning chance of a score {@code s} (centi-seeds, the side to move's view) is {@code tanh(slope * s /
 * 2)}, from -1 (sure loss) through 0 (even) to +1 (sure win): the logistic curve {@code 2 / (1 + e^(-slope s))
 * - 1}, its slope fitted per game on the positions of Kete's own games between levels, each labelled with the
 * final result of its game ({@code WinningChanceFit} in the ai tests). A proven result (a win or loss found by
 * the search, or an endgame table's value) is a chance of exactly +1, 0 or -1.
 *
 * @param type the game
 * @param slope per centi-seed, of the logistic curve
 * @param inaccuracy the least loss of winning chance (on the -1..+1 scale) that is an inaccuracy
 * @param mistake the least loss that is a mistake
 * @param blunder the least loss that is a blunder
 * @param nodes the node budget of each position's search: a budget, not a time, so that a game has the same
 *     review on any machine
 */
public record ReviewTuning(GameType type, double slope, double inaccuracy, double mistake, double blunder, long nodes) {

    /*
     * The slopes: WinningChanceFit (ai tests), level 5 against itself from seeded random 6-ply openings, the
     * searches' own scores (400,000 nodes a move) labelled with each game's result; docs/review.md has the
     * figures. The budgets: ReviewBench (BENCHMARKS.md), measured in CPU time on a loaded machine: a 120-ply
     * Oware game about 31 s of the 60 s, a 100-ply Bao la Kiswahili game about 50 s of its 120 s; the
     * other games about a tenth of a CPU second a position. The thresholds: the chess sites' 0.1, 0.2 and 0.3;
     * fitting them per game to the quality runs' noise did not help (docs/review.md).
     */
    private static final List<ReviewTuning> ALL = List.of(
            new ReviewTuning(Oware.TYPE, 0.00265, 0.10, 0.20, 0.30, 600_000),
            new ReviewTuning(NamNam.TYPE, 0.00187, 0.10, 0.20, 0.30, 30_000),
            new ReviewTuning(ChildrensBao.TYPE, 0.00291, 0.10, 0.20, 0.30, 150_000),
            new ReviewTuning(LapsBao.TYPE, 0.00299, 0.10, 0.20, 0.30, 120_000),
            new ReviewTuning(Bao.KUJIFUNZA, 0.00168, 0.10, 0.20, 0.30, 20_000),
            new ReviewTuning(Kigogo.TYPE, 0.00222, 0.10, 0.20, 0.30, 60_000),
            new ReviewTuning(Bao.KISWAHILI, 0.00357, 0.10, 0.20, 0.30, 320_000));

    private static final Map<GameType, ReviewTuning> BY_TYPE = new HashMap<>();

    static {
        for (ReviewTuning t : ALL) BY_TYPE.put(t.type, t);
    }

    public ReviewTuning {
        if (!(slope > 0)) throw new IllegalArgumentException("a winning-chance slope is positive");
        if (!(0 < inaccuracy && inaccuracy < mistake && mistake < blunder && blunder <= 2)) {
            throw new IllegalArgumentException("thresholds rise: 0 < inaccuracy < mistake < blunder <= 2");
        }
        if (nodes < 1_000) throw new IllegalArgumentException("a review's node budget is at least 1,000");
    }

    public static List<ReviewTuning> all() {
        return ALL;
    }

    /** The tuning of this game; a game without one is refused, naming it. */
    public static ReviewTuning of(GameType type) {
        ReviewTuning t = BY_TYPE.get(type);
        if (t == null) throw new IllegalArgumentException("Kete does not review " + type.name());
        return t;
    }

    /** The same curve and thresholds with another node budget (the quality measurement, {@code kete review --nodes}). */
    public ReviewTuning withNodes(long budget) {
        return new ReviewTuning(type, slope, inaccuracy, mistake, blunder, budget);
    }

    /**
     * The winning chance of {@code score} for the side it is from, -1..+1: exact for a proven result (a win or
     * loss within the search's horizon, or a value from the endgame tables: its sign), else the fitted curve.
     */
    public double chance(int score) {
        if (AlphaBeta.pliesToEnd(score) >= 0) return Math.signum(score);
        if (AlphaBeta.isTablebaseScore(score)) return Math.signum(AlphaBeta.tablebaseSeedDifference(score));
        return Math.tanh(slope * score / 2);
    }

    /** The class of a judged move that gave away {@code loss} of winning chance (not the best move). */
    public Judgement judge(double loss) {
        if (loss >= blunder) return Judgement.BLUNDER;
        if (loss >= mistake) return Judgement.MISTAKE;
        if (loss >= inaccuracy) return Judgement.INACCURACY;
        return Judgement.GOOD;
    }
}
