package org.kete.cli.tutorial;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.kete.engine.BoardLayout;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.narration.Narrator;

/**
 * The board as South sees it, drawn from the game's {@link BoardLayout}: North's rows on top with pit names
 * above the counts, South's below with names underneath, scores or stores beside the outer rows. Pits the step
 * points at are marked with {@code *} after their count, a house pit (Bao la Kiswahili's nyumba, while owned)
 * with brackets round it: {@code [6]}. A legend under the board says what the marks mean.
 */
final class TutorialBoard {
    private TutorialBoard() {}

    /** What the {@code *} marks mean on this drawing. */
    enum Marks {
        /** The pits the step's text points at. */
        POINTED,
        /** The pits a move sowed into or captured from. */
        TOUCHED
    }

    static List<String> render(Position p, Set<Integer> marked, Marks meaning, Narrator words) {
        Game g = p.game();
        BoardLayout layout = g.type().layout();
        int width = 4;
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.columns(); c++) {
                int pit = layout.pit(r, c);
                width = Math.max(width, g.pitName(pit).length() + 2);
                width = Math.max(width, cell(p, pit, marked).length() + 1);
            }
        }
        String south = words.player(Player.SOUTH);
        String north = words.player(Player.NORTH);
        int label = Math.max(south.length(), north.length());
        south = south + " ".repeat(label - south.length());
        north = north + " ".repeat(label - north.length());
        String what = words.text(layout.hasStores() ? "term.board.store" : "term.board.score");
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < layout.rows(); r++) {
            boolean isNorth = r < layout.rows() / 2;
            StringBuilder names = new StringBuilder("     ");
            StringBuilder counts = new StringBuilder(isNorth ? north : south);
            for (int c = 0; c < layout.columns(); c++) {
                int pit = layout.pit(r, c);
                names.append(pad(g.pitName(pit) + " ", width));
                counts.append(pad(cell(p, pit, marked), width));
            }
            if (r == 0) counts.append("   ").append(what).append(' ').append(p.score(Player.NORTH));
            if (r == layout.rows() - 1)
                counts.append("   ").append(what).append(' ').append(p.score(Player.SOUTH));
            if (isNorth) {
                lines.add(names.toString());
                lines.add(counts.toString());
            } else {
                lines.add(counts.toString());
                lines.add(names.toString());
            }
            if (r == layout.rows() / 2 - 1) lines.add("     " + "-".repeat(width * layout.columns()));
        }
        String status;
        if (p.isOver())
            status = words.text(
                    "term.tutorial.board.over", "south", p.score(Player.SOUTH), "north", p.score(Player.NORTH));
        else status = words.text("term.tutorial.board.toMove", "side", words.player(p.toMove()));
        lines.add(status);
        lines.addAll(legend(p, marked, meaning, words));
        return lines;
    }

    /** The count, bracketed in a house pit, then {@code *} if marked or a space to keep the columns. */
    private static String cell(Position p, int pit, Set<Integer> marked) {
        String count = Integer.toString(p.seeds(pit));
        if (isHouse(p, pit)) count = "[" + count + "]";
        return count + (marked.contains(pit) ? "*" : " ");
    }

    private static boolean isHouse(Position p, int pit) {
        return pit == p.housePit(Player.SOUTH) || pit == p.housePit(Player.NORTH);
    }

    private static List<String> legend(Position p, Set<Integer> marked, Marks meaning, Narrator words) {
        List<String> lines = new ArrayList<>();
        if (!marked.isEmpty()) {
            lines.add("  * "
                    + words.text(
                            meaning == Marks.POINTED ? "term.tutorial.board.pointed" : "term.tutorial.board.touched"));
        }
        if (p.housePit(Player.SOUTH) >= 0 || p.housePit(Player.NORTH) >= 0) {
            lines.add("  [ ] " + words.text("term.tutorial.board.house"));
        }
        return lines;
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
