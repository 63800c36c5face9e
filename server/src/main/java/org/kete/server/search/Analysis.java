package org.kete.server.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.narration.Narrator;
import org.kete.text.Messages;

/**
 * An analysis (the answer of POST /api/analysis, docs/api.md, in its field order). {@code bestMoves} only from the tables, {@code book} only where the opening book has the
 * position; {@code result} is null for an open position.
 */
public record Analysis(
        String game,
        Map<String, String> options,
        String position,
        String toMove,
        int level,
        int score,
        int southScore,
        String scoreText,
        int depth,
        long nodes,
        boolean exact,
        boolean over,
        Result result,
        String bestMove,
        Integer bestCode,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> bestMoves,
        List<String> pv,
        @JsonInclude(JsonInclude.Include.NON_NULL) Book book,
        List<MoveValue> moves,
        MovesBy movesBy) {

    /**
     * This analysis with its texts for people worded by {@code m}; {@code p} is the position analysed (a
     * finished one's result is worded from its outcome). The texts follow from the data, so that a cached
     * analysis serves every language.
     */
    Analysis wordedIn(Messages m, Position p) {
        String text = over ? m.text("api.gameOver") : noMoves() ? m.text("api.noMoves") : wordedScore(m, score, exact);
        Result r = result == null ? null : result.wordedIn(m, over ? p.outcome() : null);
        return new Analysis(
                game,
                options,
                position,
                toMove,
                level,
                score,
                southScore,
                text,
                depth,
                nodes,
                exact,
                over,
                r,
                bestMove,
                bestCode,
                bestMoves,
                pv,
                book == null ? null : book.wordedIn(m),
                moves.stream().map(v -> v.wordedIn(m)).toList(),
                movesBy == null ? null : movesBy.wordedIn(m));
    }

    private boolean noMoves() {
        return !over && bestMove == null;
    }

    /** Who wins with best play, as far as is known: a null winner is a draw; margin and plies when known. */
    public record Result(String winner, Integer margin, Integer plies, String text) {

        /** Worded by {@code m}: from the game's outcome when the position is finished, else from the data. */
        Result wordedIn(Messages m, Outcome finished) {
            String words =
                    finished != null ? Narrator.of(m.code()).outcome(finished) : resultText(m, winner, margin, plies);
            return new Result(winner, margin, plies, words);
        }
    }

    /**
     * One legal move's value. After a search: its own short search's {@code depth}, and {@code capped} when its
     * value was capped at the best move's; from the tables: {@code exact} and its {@code result}.
     */
    public record MoveValue(
            String move,
            int code,
            int score,
            int southScore,
            String scoreText,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer depth,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean capped,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean exact,
            @JsonInclude(JsonInclude.Include.NON_NULL) Result result) {

        /** This move with another value: the main search's (the best move), or the best move's (capped). */
        MoveValue valued(int score, int southScore, Integer depth, Boolean capped) {
            return new MoveValue(move, code, score, southScore, null, depth, capped, exact, result);
        }

        MoveValue wordedIn(Messages m) {
            return new MoveValue(
                    move,
                    code,
                    score,
                    southScore,
                    wordedScore(m, score, exact != null),
                    depth,
                    capped,
                    exact,
                    result == null ? null : result.wordedIn(m, null));
        }
    }

    /** The opening book's move here and the value its book search stored. */
    public record Book(String move, int code, int score, int southScore, String scoreText, int depth) {
        Book wordedIn(Messages m) {
            return new Book(move, code, score, southScore, wordedScore(m, score, false), depth);
        }
    }

    /** How the moves were valued: "search" (with the shallowest depth) or "table". */
    public record MovesBy(
            String kind,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer depth,
            String text) {

        MovesBy wordedIn(Messages m) {
            String words =
                    kind.equals("table") ? m.text("api.movesBy.table") : m.text("api.movesBy.search", "n", depth);
            return new MovesBy(kind, depth, words);
        }
    }

    /** The parts every answer starts with, and its score as the side to move and South see it. */
    record Head(Game game, Position p) {
        Analysis answer(
                int score,
                int depth,
                long nodes,
                boolean exact,
                boolean over,
                Result result,
                Move best,
                List<String> bestMoves,
                List<String> pv,
                Book book,
                List<MoveValue> moves,
                MovesBy movesBy) {
            return new Analysis(
                    game.id(),
                    game.options().asMap(),
                    p.text(),
                    side(p.toMove()),
                    Levels.all().size(),
                    score,
                    southScore(p, score),
                    null,
                    depth,
                    nodes,
                    exact,
                    over,
                    result,
                    best == null ? null : best.notation(),
                    best == null ? null : best.code(),
                    bestMoves,
                    pv,
                    book,
                    moves,
                    movesBy);
        }
    }

    /** A score from the side to move's view, seen from South's. */
    static int southScore(Position p, int score) {
        return p.toMove() == Player.SOUTH ? score : -score;
    }

    /** "South wins by 2", "North wins in 7 plies", "South wins by 4 in 3 plies", "Draw" (messages api.result.*). */
    static String resultText(Messages m, String winner, Integer margin, Integer plies) {
        if (winner == null) return m.text("api.result.draw");
        String side = m.text("side." + winner);
        if (margin != null && plies != null)
            return m.text("api.result.winByIn", "side", side, "margin", margin, "n", plies);
        if (margin != null) return m.text("api.result.winBy", "side", side, "n", margin);
        if (plies != null) return m.text("api.result.winIn", "side", side, "n", plies);
        return m.text("api.result.win", "side", side);
    }

    /**
     * A score in words: an exact value from the tables as its result ("win by 2"), anything else as the hint
     * words it ("win in 7", "table: loss by 2", "+30").
     */
    static String wordedScore(Messages m, int score, boolean fromTables) {
        if (fromTables && (score == 0 || AlphaBeta.isTablebaseScore(score)))
            return ComputerPlayer.resultText(score == 0 ? 0 : AlphaBeta.tablebaseSeedDifference(score), m);
        return ComputerPlayer.scoreText(score, m);
    }

    /** A side as the API names it: "south" or "north" (null for none). */
    static String side(Player p) {
        if (p == null) return null;
        return p == Player.SOUTH ? "south" : "north";
    }
}
