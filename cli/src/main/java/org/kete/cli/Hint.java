package org.kete.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.kete.ai.Levels;
import org.kete.ai.SearchResult;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.narration.Narrator;

/** {@code hint} in {@code kete play}: what the strongest level would play, and how it judges the position. */
final class Hint {
    /** How long the hint searches. */
    static final double HINT_SECONDS = 2.0;

    /** Oware endgame tables (--egtb), or null. */
    private final OwareTablebase tables;

    private final double hintSeconds;
    /** Show the search's internals (depth, nodes). */
    private final boolean verbose;

    private final Narrator words;
    private final PrintStream out;

    Hint(OwareTablebase tables, double hintSeconds, boolean verbose, Narrator words, PrintStream out) {
        this.tables = tables;
        this.hintSeconds = hintSeconds;
        this.verbose = verbose;
        this.words = words;
        this.out = out;
    }

    /**
     * The strongest level's move for the side to move. In an Oware ending in the tables it is exact: the final
     * result and every move that keeps it; otherwise a search of {@code hintSeconds} (with the tables if any).
     */
    void show(Game game, Position p) {
        if (p.isOver()) {
            out.println(words.text("term.play.noHint", "result", words.outcome(p.outcome())));
            return;
        }
        OwareTablebase tb = Seat.tablesFor(tables, game);
        OwareTablebase.Exact exact = tb == null ? null : tb.exact(p).orElse(null);
        if (exact != null) {
            int d = exact.finalDifference();
            String who = words.player(p.toMove());
            String result = d == 0
                    ? words.text("term.play.exactDraw")
                    : words.text(d > 0 ? "term.play.exactWins" : "term.play.exactLoses", "side", who, "n", Math.abs(d));
            List<String> best = new ArrayList<>();
            for (Move m : exact.bestMoves()) best.add(m.notation());
            out.println(words.text(
                    "term.play.hintExact", "move", best.get(0), "result", result, "moves", String.join(" ", best)));
            return;
        }
        long deadline = System.nanoTime() + (long) (hintSeconds * 1e9);
        SearchResult r = Levels.hint(game.searchState(p), () -> System.nanoTime() >= deadline, tb);
        String internals =
                verbose ? " " + words.text("term.play.hintInternals", "depth", r.depth(), "nodes", r.nodes()) : "";
        out.println(words.text(
                "term.play.hint",
                "move",
                game.move(p, r.bestMove()).notation(),
                "assessment",
                Reasons.capitalised(Seat.assessment(r.score(), p.toMove(), words)) + internals));
    }
}
