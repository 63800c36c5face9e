package org.kete.cli.protocol;

import java.util.ArrayList;
import java.util.List;
import org.kete.engine.BoardLayout;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * The board for people, as South sees it (the game's {@link BoardLayout}): North's rows on top with pit names
 * above the counts, South's rows below with names underneath, scores (or stores) beside the outer rows.
 *
 * <pre>
 *          f   e   d   c   b   a
 * North    4   4   4   4   4   4   score 0
 * South    4   4   4   4   4   4   score 0
 *          A   B   C   D   E   F
 * South to move, position 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S
 * </pre>
 */
final class BoardText {
    private BoardText() {}

    static List<String> render(Position p) {
        Game g = p.game();
        BoardLayout layout = g.type().layout();
        int rows = layout.rows();
        int columns = layout.columns();
        int width = 3;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int pit = layout.pit(r, c);
                width = Math.max(width, g.pitName(pit).length() + 1);
                width = Math.max(width, Integer.toString(p.seeds(pit)).length() + 1);
            }
        }
        String what = layout.hasStores() ? "store" : "score";
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            boolean north = r < rows / 2;
            StringBuilder names = new StringBuilder("     ");
            StringBuilder counts = new StringBuilder(north ? "North" : "South");
            for (int c = 0; c < columns; c++) {
                int pit = layout.pit(r, c);
                names.append(pad(g.pitName(pit), width + 1));
                counts.append(pad(Integer.toString(p.seeds(pit)), width + 1));
            }
            if (r == 0) counts.append("   ").append(what).append(' ').append(p.score(Player.NORTH));
            if (r == rows - 1) counts.append("   ").append(what).append(' ').append(p.score(Player.SOUTH));
            if (north) {
                lines.add(names.toString());
                lines.add(counts.toString());
            } else {
                lines.add(counts.toString());
                lines.add(names.toString());
            }
        }
        String status =
                p.isOver() ? "Game over: " + p.outcome().describe() : p.toMove().displayName() + " to move";
        lines.add(status + ", position " + p.text());
        return lines;
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
