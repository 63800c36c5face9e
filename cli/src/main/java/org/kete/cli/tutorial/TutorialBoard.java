package org.kete.cli.tutorial;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.kete.engine.BoardLayout;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * The board as South sees it, drawn from the game's {@link BoardLayout}: North's rows on top with pit names
 * above the counts, South's below with names underneath, scores or stores beside the outer rows. Pits the step
 * points at are marked with {@code *} after their count.
 */
final class TutorialBoard {
    private TutorialBoard() {}

    static List<String> render(Position p, Set<Integer> marked, boolean pt) {
        Game g = p.game();
        BoardLayout layout = g.type().layout();
        int width = 4;
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.columns(); c++) {
                int pit = layout.pit(r, c);
                width = Math.max(width, g.pitName(pit).length() + 2);
                width = Math.max(width, Integer.toString(p.seeds(pit)).length() + 2);
            }
        }
        String south = pt ? "Sul  " : "South";
        String north = pt ? "Norte" : "North";
        String what = layout.hasStores() ? (pt ? "depósito" : "store") : (pt ? "pontos" : "score");
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < layout.rows(); r++) {
            boolean isNorth = r < layout.rows() / 2;
            StringBuilder names = new StringBuilder("     ");
            StringBuilder counts = new StringBuilder(isNorth ? north : south);
            for (int c = 0; c < layout.columns(); c++) {
                int pit = layout.pit(r, c);
                names.append(pad(g.pitName(pit) + " ", width));
                counts.append(pad(p.seeds(pit) + (marked.contains(pit) ? "*" : " "), width));
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
            status = (pt ? "Fim do jogo, " : "Game over, ") + p.score(Player.SOUTH) + "-" + p.score(Player.NORTH);
        else
            status = pt
                    ? (p.toMove() == Player.SOUTH ? "Joga o Sul" : "Joga o Norte")
                    : p.toMove().displayName() + " to move";
        lines.add(status + "   [" + p.text() + "]");
        return lines;
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
