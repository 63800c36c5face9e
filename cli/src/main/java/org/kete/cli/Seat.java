package org.kete.cli;

import java.text.NumberFormat;
import java.util.Locale;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.narration.Narrator;

/**
 * Who sits on one side of the board: a person at the terminal, or the computer at a level of
 * {@link Levels}. The computer's time limit is a stop condition on the wall clock, kept here in cli because
 * the ai module never reads a clock. With Oware endgame tables ({@code --egtb}) the strongest level scores the
 * positions they hold exactly, in the games whose rules they were built for.
 */
final class Seat {
    /** Level 6 searches until stopped; without --think it gets this long per move. */
    static final double DEFAULT_STRONGEST_SECONDS = 5.0;

    private final Levels.Level level;
    private final long seed;
    private final double thinkSeconds;
    private final OwareTablebase tables;
    /** The searcher, built for the game (and rules) named by {@code searcherFor}. */
    private Searcher searcher;

    private String searcherFor;

    private Seat(Levels.Level level, long seed, double thinkSeconds, OwareTablebase tables) {
        this.level = level;
        this.seed = seed;
        this.thinkSeconds = thinkSeconds;
        this.tables = tables;
    }

    static Seat human() {
        return new Seat(null, 0, 0, null);
    }

    /**
     * "human", "computer" (level 3) or "computer:LEVEL" with LEVEL a number 1-6 or a level name.
     *
     * @param thinkSeconds a time limit per computer move, or 0 for the level's own limits
     * @param tables Oware endgame tables for the strongest level, or null
     * @throws IllegalArgumentException for anything else (the command says what it takes)
     */
    static Seat parse(String text, long seed, double thinkSeconds, OwareTablebase tables) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("human")) return human();
        if (!t.equals("computer") && !t.startsWith("computer:")) {
            throw new IllegalArgumentException("not a player: '" + text + "'");
        }
        Levels.Level level = Levels.of(t.equals("computer") ? "3" : t.substring("computer:".length()));
        double seconds = thinkSeconds > 0
                ? thinkSeconds
                : level.depth() >= AlphaBeta.MAX_DEPTH && level.nodes() == Long.MAX_VALUE
                        ? DEFAULT_STRONGEST_SECONDS
                        : 0;
        return new Seat(level, seed, seconds, tables);
    }

    /** The tables for this game if they were built for its rules, else null. */
    static OwareTablebase tablesFor(OwareTablebase tables, Game game) {
        return tables != null && tables.covers(game) ? tables : null;
    }

    boolean isHuman() {
        return level == null;
    }

    String describe() {
        return describe(Narrator.english());
    }

    /** "human", "computer, level 3 casual", "computer, level 6 strongest, 2 s a move", in the narrator's language. */
    String describe(Narrator words) {
        if (isHuman()) return words.text("term.seat.human");
        return thinkSeconds > 0
                ? words.text(
                        "term.seat.computerTimed",
                        "level",
                        level.number(),
                        "name",
                        level.name(),
                        "seconds",
                        seconds(thinkSeconds))
                : words.text("term.seat.computer", "level", level.number(), "name", level.name());
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
    }

    /**
     * The computer's move, what the search thinks of the position for people ("South is ahead by 0.4 seeds")
     * and the search's internals for --verbose ("depth 4, 1,234 nodes, 0.02 s").
     */
    Decision choose(Game game, Position position) {
        return choose(game, position, Narrator.english());
    }

    /** The same, the assessment and the internals in the narrator's language. */
    Decision choose(Game game, Position position, Narrator words) {
        long start = System.nanoTime();
        long deadline = thinkSeconds > 0 ? start + (long) (thinkSeconds * 1e9) : Long.MAX_VALUE;
        SearchLimits limits = level.limits(() -> System.nanoTime() >= deadline);
        SearchResult r = searcherFor(game).search(game.searchState(position), limits);
        Move move = game.move(position, r.bestMove());
        double took = (System.nanoTime() - start) / 1e9;
        String internals = words.text(
                "term.seat.internals", "depth", r.depth(), "nodes", r.nodes(), "seconds", fixed(words, took, 2));
        return new Decision(move, assessment(r.score(), position.toMove(), words), internals);
    }

    /** A level's searcher keeps its state (the weaker levels' random slips) until the game or its rules change. */
    private Searcher searcherFor(Game game) {
        String key = game.id() + " " + game.options();
        if (!key.equals(searcherFor)) {
            searcher = level.searcher(seed, tablesFor(tables, game));
            searcherFor = key;
        }
        return searcher;
    }

    /**
     * A search score for people, naming the side it favours: {@code score} is from the view of {@code toMove}
     * (centi-seeds, 100 = one seed ahead; a proven end in plies; or the final seed difference of a line into
     * the endgame tables). "South is ahead by 0.4 seeds", "North wins in 5 plies", "South wins by 2 (endgame
     * table)", "the position is even".
     */
    static String assessment(int score, Player toMove) {
        return assessment(score, toMove, Narrator.english());
    }

    static String assessment(int score, Player toMove, Narrator words) {
        Player ahead = score >= 0 ? toMove : toMove.opponent();
        String side = words.player(ahead);
        int plies = AlphaBeta.pliesToEnd(score);
        if (plies >= 0) return words.text("term.assess.winsIn", "side", side, "n", plies);
        if (AlphaBeta.isTablebaseScore(score)) {
            int d = Math.abs(AlphaBeta.tablebaseSeedDifference(score));
            return d == 0
                    ? words.text("term.assess.tableDraw")
                    : words.text("term.assess.tableWins", "side", side, "n", d);
        }
        long tenths = Math.round(Math.abs(score) / 10.0);
        if (tenths == 0) return words.text("term.assess.even");
        // The singular or plural of "seeds" is the language's plural rule's choice (French: 0,5 and 1,5 graine).
        return words.text(
                "term.assess.ahead", "side", side, "seeds", fixed(words, tenths / 10.0, 1), "n", tenths / 10.0);
    }

    /** A number with exactly {@code digits} decimals, the language's way ("0.4", "0,4"). */
    private static String fixed(Narrator words, double value, int digits) {
        NumberFormat f = NumberFormat.getNumberInstance(words.messages().locale());
        f.setMinimumFractionDigits(digits);
        f.setMaximumFractionDigits(digits);
        return f.format(value);
    }

    /** The move, the assessment of the position before it, and the search's internals. */
    record Decision(Move move, String assessment, String internals) {}
}
