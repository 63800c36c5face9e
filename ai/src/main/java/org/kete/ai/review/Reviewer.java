package org.kete.ai.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.kete.ai.AlphaBeta;
import org.kete.ai.GameAi;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * The computer's review of a game (docs/review.md): every position of the game valued once, by the Oware
 * endgame tables where they hold it exactly, else by a search of a fixed node budget (so the same game gets
 * the same review on any machine); each move then judged by the winning chance it gave away, and each player
 * summed up.
 *
 * <p>The value after a move is the value of the next position (from the mover's side: negated when the turn
 * passes), so each position is searched once. A position with one legal move is not searched: its value is the
 * next one's. A move is {@link Judgement#BEST} when it is the review's best move or valued at least as high;
 * otherwise its class is the drop of winning chance ({@link ReviewTuning#judge}). Where the tables hold both the
 * position before and after a move exactly (no cycle convention), the verdict is proven: a move that turns a win
 * into a draw or loss, or a draw into a loss, is a blunder; one that keeps the result is best or good, with the
 * seeds of the final score it gave away.
 *
 * <p>One reviewer reviews one game at a time (it owns a transposition table); it allocates per position, which
 * is nothing beside the search.
 */
public final class Reviewer {
    /** The version of the review's method: stored with a review, so that a better method can review again. */
    public static final int VERSION = 1;
    /** Plies of the best move's line. */
    public static final int LINE_PLIES = 8;
    /** The transposition table: 2^20 entries of 16 bytes, cleared before each position's search. */
    static final int TABLE_BITS = 20;

    /** Hears the review's progress: {@code done} of {@code total} positions valued. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (done, total) -> {};

        void reviewed(int done, int total);
    }

    private final ReviewTuning tuning;
    private final OwareTablebase tables;
    private final AlphaBeta search;
    /** Nodes searched by this reviewer so far (the bench's nodes per second). */
    private long nodes;

    /** A reviewer for {@code tuning}'s game; {@code tables} (or null) are used where they cover the game. */
    public Reviewer(ReviewTuning tuning, OwareTablebase tables) {
        this.tuning = tuning;
        this.tables = tables;
        AlphaBeta ab = new AlphaBeta(TABLE_BITS, GameAi.of(tuning.type()).evaluator());
        // The strongest level's settings, but a fresh table for every search: the result depends on the position
        // and the budget alone.
        this.search = ab.keepTable(false)
                .withSettings(
                        ab.settings().toBuilder().lmrPv(false).partial(true).build());
    }

    /** A reviewer for {@code game} with its default tuning. */
    public static Reviewer forGame(Game game, OwareTablebase tables) {
        return new Reviewer(ReviewTuning.of(game.type()), tables);
    }

    /**
     * Reviews the game that played {@code moves} from {@code start}. {@code stop} is polled during the searches
     * (it may wait, to give way to other work): once it says true the review is abandoned with a
     * {@link CancellationException}.
     *
     * @throws IllegalArgumentException when a move is not legal where it was played, or the game is not the
     *     tuning's
     */
    public GameReview review(Game game, Position start, List<Move> moves, Progress progress, BooleanSupplier stop) {
        if (!game.type().equals(tuning.type())) {
            throw new IllegalArgumentException("a reviewer for " + tuning.type().id() + " cannot review " + game.id());
        }
        int n = moves.size();
        Position[] positions = new Position[n + 1];
        positions[0] = start;
        for (int i = 0; i < n; i++) {
            try {
                positions[i + 1] = game.apply(positions[i], moves.get(i)).after();
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException(
                        "move " + (i + 1) + " (" + moves.get(i).notation() + ") is not legal where it was played: "
                                + e.getMessage(),
                        e);
            }
        }
        OwareTablebase tb = tables != null && tables.covers(game) ? tables : null;
        // The searches see the tables too, as the strongest level's do: a line into a held ending is valued
        // exactly rather than guessed.
        search.withTablebase(tb);
        Value[] values = new Value[n + 1];
        // From the end: a position with one legal move takes the next one's value.
        for (int i = n; i >= 0; i--) {
            if (stop.getAsBoolean()) throw new CancellationException("the review was stopped");
            Position p = positions[i];
            List<Move> legal = p.isOver() ? List.of() : game.legalMoves(p);
            if (i < n && legal.size() == 1) {
                values[i] = onlyMove(p, legal.get(0), positions[i + 1], values[i + 1]);
            } else {
                values[i] = value(game, p, tb, stop);
            }
            progress.reviewed(n + 1 - i, n + 1);
        }
        List<PlyReview> plies = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            plies.add(judge(game, i, positions[i], moves.get(i), positions[i + 1], values[i], values[i + 1]));
        }
        return new GameReview(
                game.id(),
                game.options().toString(),
                plies,
                summary(plies, Player.SOUTH),
                summary(plies, Player.NORTH),
                tuning.nodes(),
                tb != null,
                VERSION);
    }

    /** Nodes searched by this reviewer in all its reviews so far. */
    long nodesSearched() {
        return nodes;
    }

    // ---- valuing positions

    /**
     * The value of a position for its side to move: {@code score} as {@link AlphaBeta} writes it, the best move
     * and its line (codes; empty at the end), and whether it is exact from the tables (with the final seed
     * difference then).
     */
    record Value(int score, int[] line, boolean exact, int finalDifference) {
        boolean over() {
            return line.length == 0;
        }
    }

    private Value value(Game game, Position p, OwareTablebase tb, BooleanSupplier stop) {
        if (p.isOver()) {
            Outcome o = p.outcome();
            Player me = p.toMove();
            int difference = o.score(me) - o.score(me.opponent());
            int score = o.winner() == null ? 0 : o.winner() == me ? AlphaBeta.WIN : -AlphaBeta.WIN;
            return new Value(score, new int[0], true, difference);
        }
        Optional<OwareTablebase.Exact> exact = tb == null ? Optional.empty() : tb.exact(p);
        if (exact.isPresent()) {
            int difference = exact.get().finalDifference();
            return new Value(AlphaBeta.tablebaseScore(difference), tableLine(game, p, tb), true, difference);
        }
        SearchResult r =
                search.search(game.searchState(p), new SearchLimits(AlphaBeta.MAX_DEPTH, tuning.nodes(), stop));
        nodes += r.nodes();
        if (stop.getAsBoolean()) throw new CancellationException("the review was stopped");
        int[] line = r.pv().length > 0 ? r.pv() : new int[] {r.bestMove()};
        return new Value(r.score(), line, false, 0);
    }

    /** The value of a position whose one legal move leads to {@code next}, valued {@code after}. */
    private static Value onlyMove(Position p, Move only, Position next, Value after) {
        boolean same = !next.isOver() && next.toMove() == p.toMove();
        int score = same ? after.score() : -after.score();
        int difference = same ? after.finalDifference() : -after.finalDifference();
        int[] line = new int[Math.min(LINE_PLIES, after.line().length + 1)];
        line[0] = only.code();
        System.arraycopy(after.line(), 0, line, 1, line.length - 1);
        return new Value(score, line, after.exact(), difference);
    }

    /** The best line through the tables: a first best move at each step, until the game ends or leaves them. */
    private static int[] tableLine(Game game, Position p, OwareTablebase tb) {
        List<Integer> line = new ArrayList<>();
        Position cur = p;
        while (line.size() < LINE_PLIES && !cur.isOver()) {
            OwareTablebase.Exact e = tb.exact(cur).orElse(null);
            if (e == null) break;
            Move m = e.bestMoves().get(0);
            line.add(m.code());
            cur = game.apply(cur, m).after();
        }
        return line.stream().mapToInt(Integer::intValue).toArray();
    }

    // ---- judging moves

    private PlyReview judge(Game game, int ply, Position before, Move played, Position after, Value v, Value next) {
        Player mover = before.toMove();
        boolean same = !after.isOver() && after.toMove() == mover;
        int scoreAfter = same ? next.score() : -next.score();
        int scoreBefore = v.score();
        double chanceBefore = tuning.chance(scoreBefore);
        double chanceAfter = tuning.chance(scoreAfter);
        List<String> line = notation(game, before, v.line());
        String best = line.isEmpty() ? played.notation() : line.get(0);
        if (game.legalMoves(before).size() == 1) {
            return new PlyReview(
                    ply,
                    mover,
                    played.notation(),
                    scoreBefore,
                    scoreAfter,
                    chanceBefore,
                    chanceAfter,
                    best,
                    line,
                    Judgement.ONLY_MOVE,
                    0,
                    v.exact() && next.exact(),
                    null);
        }
        if (v.exact() && next.exact()) {
            int differenceAfter = same ? next.finalDifference() : -next.finalDifference();
            int resultBefore = Integer.signum(v.finalDifference());
            int resultAfter = Integer.signum(differenceAfter);
            double loss = Math.max(0, chanceBefore - chanceAfter);
            Judgement j;
            if (resultAfter < resultBefore) {
                j = Judgement.BLUNDER;
            } else {
                j = differenceAfter >= v.finalDifference() ? Judgement.BEST : Judgement.GOOD;
            }
            int seeds = Math.max(0, v.finalDifference() - differenceAfter);
            // A played move that keeps the result and the score is a best move: the line shown starts with it.
            if (j == Judgement.BEST) line = notation(game, before, prepend(played.code(), next.line()));
            return new PlyReview(
                    ply,
                    mover,
                    played.notation(),
                    scoreBefore,
                    scoreAfter,
                    chanceBefore,
                    chanceAfter,
                    line.isEmpty() ? played.notation() : line.get(0),
                    line,
                    j,
                    loss,
                    true,
                    seeds);
        }
        boolean isBest = played.notation().equals(best) || scoreAfter >= scoreBefore;
        double loss = isBest ? 0 : Math.max(0, chanceBefore - chanceAfter);
        Judgement j = isBest ? Judgement.BEST : tuning.judge(loss);
        return new PlyReview(
                ply,
                mover,
                played.notation(),
                scoreBefore,
                scoreAfter,
                chanceBefore,
                chanceAfter,
                best,
                line,
                j,
                loss,
                false,
                null);
    }

    private static int[] prepend(int code, int[] line) {
        int[] out = new int[Math.min(LINE_PLIES, line.length + 1)];
        out[0] = code;
        System.arraycopy(line, 0, out, 1, out.length - 1);
        return out;
    }

    /** A line of move codes in notation, from {@code p}; cut where a code is not legal (a line from the table). */
    private static List<String> notation(Game game, Position p, int[] codes) {
        List<String> out = new ArrayList<>();
        Position cur = p;
        for (int code : codes) {
            if (out.size() >= LINE_PLIES || cur.isOver()) break;
            Move m;
            try {
                m = game.move(cur, code);
            } catch (IllegalMoveException e) {
                break;
            }
            out.add(m.notation());
            cur = game.apply(cur, m).after();
        }
        return out;
    }

    // ---- the summary

    /** A judged move's accuracy, 0-100, for a loss of winning chance on the -1..+1 scale. */
    public static double moveAccuracy(double loss) {
        double points = 50 * loss;
        return 100 * Math.exp(-0.04 * points);
    }

    static PlayerSummary summary(List<PlyReview> plies, Player who) {
        int judged = 0;
        int inaccuracies = 0;
        int mistakes = 0;
        int blunders = 0;
        double sum = 0;
        PlyReview worst = null;
        for (PlyReview r : plies) {
            if (r.mover() != who || r.judgement() == Judgement.ONLY_MOVE) continue;
            judged++;
            sum += moveAccuracy(r.loss());
            switch (r.judgement()) {
                case INACCURACY -> inaccuracies++;
                case MISTAKE -> mistakes++;
                case BLUNDER -> blunders++;
                default -> {}
            }
            if (r.judgement().isError() && (worst == null || r.loss() > worst.loss())) worst = r;
        }
        Double accuracy = judged == 0 ? null : Math.round(sum / judged * 10) / 10.0;
        return new PlayerSummary(
                accuracy, judged, inaccuracies, mistakes, blunders, worst == null ? null : worst.ply());
    }
}
