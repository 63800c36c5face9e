package org.kete.cli.protocol;

import java.util.ArrayList;
import java.util.List;
import org.kete.ai.AlphaBeta;
import org.kete.ai.SearchResult;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;

/** The lines a search sends: {@code info} for each finished depth and the {@code bestmove} at the end. */
final class SearchReport {
    private SearchReport() {}

    static String info(Game g, Position root, int depth, int score, long nodes, int[] pv, long started) {
        long ms = (System.nanoTime() - started) / 1_000_000;
        StringBuilder sb = new StringBuilder("info depth ").append(depth);
        sb.append(" score ").append(scoreText(score));
        sb.append(" nodes ").append(nodes);
        sb.append(" nps ").append(nodes * 1000 / Math.max(1, ms));
        sb.append(" time ").append(ms);
        sb.append(" pv");
        for (String m : notation(g, root, pv)) sb.append(' ').append(m);
        return sb.toString();
    }

    /** "cp N" with N in centi-seeds (100 = one seed), or "mate M" (moves, negative when losing) for proven results. */
    static String scoreText(int score) {
        // A score from the endgame tables is exact: the final seed difference, in centi-seeds.
        if (AlphaBeta.isTablebaseScore(score)) return "cp " + 100 * AlphaBeta.tablebaseSeedDifference(score);
        int plies = AlphaBeta.pliesToEnd(score);
        if (plies < 0) return "cp " + score;
        int movesToEnd = (plies + 1) / 2;
        return "mate " + (score > 0 ? movesToEnd : -movesToEnd);
    }

    static String bestMove(Game g, Position root, SearchResult r) {
        if (r.bestMove() < 0) return "bestmove 0000";
        List<String> line = notation(g, root, r.pv().length > 0 ? r.pv() : new int[] {r.bestMove()});
        return "bestmove " + line.get(0) + (line.size() > 1 ? " ponder " + line.get(1) : "");
    }

    private static List<String> notation(Game g, Position root, int[] line) {
        List<String> names = new ArrayList<>();
        Position p = root;
        for (int code : line) {
            Move m = g.move(p, code);
            names.add(m.notation());
            p = g.apply(p, m).after();
        }
        return names;
    }
}
