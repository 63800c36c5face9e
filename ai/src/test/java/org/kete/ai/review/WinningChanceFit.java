package org.kete.ai.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchListener;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.ai.match.Match;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.SearchState;

/**
 * Fits each game's winning-chance curve ({@link ReviewTuning#chance}, docs/review.md). Plays games of level 5
 * (the expert: the strongest level's evaluation and search, 400,000 nodes a move, about a review's budget)
 * against itself from seeded random 6-ply openings, and keeps every score its searches gave for the side to
 * move that is not a proven result, labelled with the game's final result from that side's view (a win 1, a
 * draw 1/2, a loss 0; a game the match adjudicates a draw by repetition is a draw). The slope of the logistic
 * curve {@code P(score) = 1 / (1 + e^(-slope score))} is the one of maximum likelihood over those positions
 * (Newton's method; the log-likelihood is concave in the slope). Prints, per game, the slope, the number of
 * positions and games, and the log-likelihood (total, per position, and for slope 0: {@code n ln 1/2}).
 *
 * <pre>
 * mvn -B -q test-compile -pl engine,ai -am
 * CP=engine/target/classes:ai/target/classes:ai/target/test-classes
 * java -cp $CP org.kete.ai.review.WinningChanceFit [--games N] [game ...]
 * </pre>
 */
public final class WinningChanceFit {
    /** Games per game by default. */
    static final int GAMES = 40;
    /** Random plies before the levels take over. */
    static final int OPENING = 6;
    /** The level that plays both sides and whose scores are fitted. */
    static final int LEVEL = 5;

    private WinningChanceFit() {}

    /** One position: the search's score for the side to move and that side's final result (0, 1/2, 1). */
    record Sample(int score, double result) {}

    public static void main(String[] args) {
        int games = GAMES;
        List<GameType> types = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--games")) games = Integer.parseInt(args[++i]);
            else types.add(Games.byId(args[i]));
        }
        if (types.isEmpty()) types.addAll(Games.all());
        for (GameType type : types) {
            long t0 = System.nanoTime();
            List<Sample> samples = samples(type, games);
            double slope = fit(samples);
            double ll = logLikelihood(samples, slope);
            System.out.printf(
                    Locale.ROOT,
                    "%-20s slope %.5f per centi-seed  positions %d  games %d  log-likelihood %.1f (%.4f a position;"
                            + " slope 0: %.1f)  %.0f s%n",
                    type.id(),
                    slope,
                    samples.size(),
                    games,
                    ll,
                    ll / samples.size(),
                    samples.size() * Math.log(0.5),
                    (System.nanoTime() - t0) / 1e9);
        }
    }

    /** The labelled positions of {@code games} games of the level against itself. */
    static List<Sample> samples(GameType type, int games) {
        Levels.Level level = Levels.of(LEVEL);
        List<int[]> scored = new ArrayList<>(); // {score, side} of the game being played
        Match.Contestant c = new Match.Contestant(
                level.name(), seed -> recording(level.searcher(seed), scored), () -> level.limits(() -> false));
        List<Sample> out = new ArrayList<>();
        new Match(type.create(), c, c).play(games, OPENING, 3500L, g -> {
            for (int[] s : scored) {
                double result = g.winner() < 0 ? 0.5 : g.winner() == s[1] ? 1 : 0;
                out.add(new Sample(s[0], result));
            }
            scored.clear();
        });
        return out;
    }

    private static Searcher recording(Searcher inner, List<int[]> scored) {
        return new Searcher() {
            @Override
            public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
                SearchResult r = inner.search(state, limits, listener);
                boolean proven = AlphaBeta.pliesToEnd(r.score()) >= 0 || AlphaBeta.isTablebaseScore(r.score());
                if (!proven && r.bestMove() >= 0) scored.add(new int[] {r.score(), state.sideToMove()});
                return r;
            }
        };
    }

    /** The slope of maximum likelihood (Newton's method from 0.004 per centi-seed). */
    static double fit(List<Sample> samples) {
        double k = 0.004;
        for (int iteration = 0; iteration < 100; iteration++) {
            double gradient = 0;
            double curvature = 0;
            for (Sample s : samples) {
                double p = 1 / (1 + Math.exp(-k * s.score()));
                gradient += (s.result() - p) * s.score();
                curvature -= p * (1 - p) * s.score() * (double) s.score();
            }
            double step = gradient / curvature;
            double next = k - step;
            if (!(next > 0)) next = k / 2;
            if (Math.abs(next - k) < 1e-9) return next;
            k = next;
        }
        return k;
    }

    static double logLikelihood(List<Sample> samples, double slope) {
        double ll = 0;
        for (Sample s : samples) {
            double p = 1 / (1 + Math.exp(-slope * s.score()));
            p = Math.min(1 - 1e-12, Math.max(1e-12, p));
            ll += s.result() * Math.log(p) + (1 - s.result()) * Math.log(1 - p);
        }
        return ll;
    }
}
