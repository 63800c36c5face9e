package org.kete.cli;

import java.util.Locale;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;

/**
 * Who sits on one side of the board: a person at the terminal, or the computer at a level of
 * {@link Levels}. The computer's time limit is a stop condition on the wall clock, kept here in cli because
 * the ai module never reads a clock.
 */
final class Seat {
    /** Level 6 searches until stopped; without --think it gets this long per move. */
    static final double DEFAULT_STRONGEST_SECONDS = 5.0;

    private final Levels.Level level;
    private final Searcher searcher;
    private final double thinkSeconds;

    private Seat(Levels.Level level, Searcher searcher, double thinkSeconds) {
        this.level = level;
        this.searcher = searcher;
        this.thinkSeconds = thinkSeconds;
    }

    static Seat human() {
        return new Seat(null, null, 0);
    }

    /**
     * "human", "computer" (level 3) or "computer:LEVEL" with LEVEL a number 1-6 or a level name.
     *
     * @param thinkSeconds a time limit per computer move, or 0 for the level's own limits
     */
    static Seat parse(String text, String option, long seed, double thinkSeconds) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("human")) return human();
        if (t.equals("computer") || t.startsWith("computer:")) {
            String levelText = t.equals("computer") ? "3" : t.substring("computer:".length());
            Levels.Level level;
            try {
                level = Levels.of(levelText);
            } catch (IllegalArgumentException e) {
                throw new UsageException(option + ": " + e.getMessage());
            }
            double seconds = thinkSeconds > 0
                    ? thinkSeconds
                    : level.depth() >= AlphaBeta.MAX_DEPTH && level.nodes() == Long.MAX_VALUE
                            ? DEFAULT_STRONGEST_SECONDS
                            : 0;
            return new Seat(level, level.searcher(seed), seconds);
        }
        throw new UsageException(option + " is human, computer or computer:LEVEL (LEVEL 1-6 or a name such as "
                + "casual), not '" + text + "'; see kete play --help");
    }

    boolean isHuman() {
        return level == null;
    }

    String describe() {
        if (isHuman()) return "human";
        return "computer, level " + level.number() + " " + level.name()
                + (thinkSeconds > 0 ? ", " + seconds(thinkSeconds) + " a move" : "");
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? (long) s + " s" : s + " s";
    }

    /** The computer's move and a short account of the search ("depth 4, score +1, 0.02 s"). */
    Decision choose(Game game, Position position) {
        long start = System.nanoTime();
        long deadline = thinkSeconds > 0 ? start + (long) (thinkSeconds * 1e9) : Long.MAX_VALUE;
        SearchLimits limits = level.limits(() -> System.nanoTime() >= deadline);
        SearchResult r = searcher.search(game.searchState(position), limits);
        Move move = game.move(position, r.bestMove());
        double took = (System.nanoTime() - start) / 1e9;
        String score = r.score() > 0 ? "+" + r.score() : Integer.toString(r.score());
        int plies = AlphaBeta.pliesToEnd(r.score());
        if (plies >= 0) score = (r.score() > 0 ? "wins" : "loses") + " in " + plies + (plies == 1 ? " ply" : " plies");
        String info =
                String.format(Locale.ROOT, "depth %d, score %s, %,d nodes, %.2f s", r.depth(), score, r.nodes(), took);
        return new Decision(move, info);
    }

    record Decision(Move move, String info) {}
}
