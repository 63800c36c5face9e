package org.kete.cli;

import java.util.ArrayList;
import java.util.List;
import org.kete.engine.BoardLayout;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.narration.Narrator;

/**
 * Draws any game's board as text from its {@link BoardLayout}, South at the bottom. Each row of pits is a line
 * of seed counts; pit names sit in the border next to their row (above it in North's half, below it in
 * South's half), and a double line marks the middle of the board. Stores, where the layout has them, are
 * drawn at the two ends of the middle line. For Oware:
 *
 * <pre>
 *   North   score 0
 *   +--f--+--e--+--d--+--c--+--b--+--a--+
 *   |  4  |  4  |  4  |  4  |  4  |  4  |
 *   +=====+=====+=====+=====+=====+=====+
 *   |  4  |  4  |  4  |  4  |  4  |  4  |
 *   +--A--+--B--+--C--+--D--+--E--+--F--+
 *   South   score 0   to move
 * </pre>
 */
final class BoardView {
    private BoardView() {}

    /** The board with a line per player; {@code names} describes each player (indexed by player). */
    static String draw(Position p, String[] names) {
        return draw(p, names, Narrator.english());
    }

    /** The drawing with its labels in the narrator's language. */
    static String draw(Position p, String[] names, Narrator words) {
        Game game = p.game();
        BoardLayout layout = game.type().layout();
        int rows = layout.rows();
        int cols = layout.columns();
        int width = 5;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int pit = layout.pit(r, c);
                if (pit < 0) continue;
                width = Math.max(width, game.pitName(pit).length() + 4);
                width = Math.max(width, cellText(p, pit).length() + 2);
            }
        }
        String storeWord = words.text(layout.hasStores() ? "term.board.store" : "term.board.score");
        String left = "";
        String right = "";
        if (layout.hasStores()) {
            Player l = layout.storeOnLeft() == null ? Player.NORTH : layout.storeOnLeft();
            left = "[" + p.score(l) + "] ";
            right = " [" + p.score(l.opponent()) + "]";
        }
        String indent = "  " + " ".repeat(left.length());
        List<String> lines = new ArrayList<>();
        lines.add("  " + playerLine(p, Player.NORTH, names, storeWord, words));
        int half = rows / 2;
        for (int r = 0; r < half; r++) {
            lines.add(indent + border(game, layout, r, width, '-'));
            lines.add(indent + counts(p, layout, r, width));
        }
        String middle = border(game, layout, -1, width, '=');
        lines.add("  " + left + middle + right);
        for (int r = half; r < rows; r++) {
            lines.add(indent + counts(p, layout, r, width));
            lines.add(indent + border(game, layout, r, width, '-'));
        }
        lines.add("  " + playerLine(p, Player.SOUTH, names, storeWord, words));
        if (hasClaimedPits(p)) lines.add("  " + words.text("term.board.claimed"));
        return String.join("\n", lines) + "\n";
    }

    /** The seed count, followed by the owner's letter when a pit belongs to the player across the board. */
    private static String cellText(Position p, int pit) {
        String count = Integer.toString(p.seeds(pit));
        return isClaimed(p, pit) ? count + " " + p.owner(pit).letter() : count;
    }

    private static boolean isClaimed(Position p, int pit) {
        Player rowOwner = pit < p.pitCount() / 2 ? Player.SOUTH : Player.NORTH;
        return p.owner(pit) != rowOwner;
    }

    private static boolean hasClaimedPits(Position p) {
        for (int i = 0; i < p.pitCount(); i++) if (isClaimed(p, i)) return true;
        return false;
    }

    private static String playerLine(Position p, Player player, String[] names, String storeWord, Narrator words) {
        String name = names == null || names[player.index()] == null
                ? words.player(player)
                : words.player(player) + " (" + names[player.index()] + ")";
        String mark = p.isOver() ? "" : p.toMove() == player ? "   " + words.text("term.board.toMove") : "";
        return name + "   " + storeWord + " " + p.score(player) + mark;
    }

    /** A border line; with row >= 0 it carries that row's pit names, centred in each cell. */
    private static String border(Game game, BoardLayout layout, int row, int width, char fill) {
        StringBuilder sb = new StringBuilder("+");
        for (int c = 0; c < layout.columns(); c++) {
            String label = "";
            if (row >= 0 && layout.pit(row, c) >= 0) label = game.pitName(layout.pit(row, c));
            sb.append(centre(label, width, fill)).append('+');
        }
        return sb.toString();
    }

    private static String counts(Position p, BoardLayout layout, int row, int width) {
        StringBuilder sb = new StringBuilder("|");
        for (int c = 0; c < layout.columns(); c++) {
            int pit = layout.pit(row, c);
            String text = pit < 0 ? "" : cellText(p, pit);
            sb.append(centre(text, width, ' ')).append('|');
        }
        return sb.toString();
    }

    private static String centre(String s, int width, char fill) {
        int pad = width - s.length();
        int before = pad / 2;
        return String.valueOf(fill).repeat(before) + s + String.valueOf(fill).repeat(pad - before);
    }
}
