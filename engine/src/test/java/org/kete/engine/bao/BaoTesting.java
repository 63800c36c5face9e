package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.engine.fourrow.Direction;

/** Helpers for writing the rules file's worked examples literally: track arrays and rules-file move names. */
final class BaoTesting {
    private BaoTesting() {}

    static String ring(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length; i++) sb.append(i > 0 ? "," : "").append(a[i]);
        return sb.toString();
    }

    /** A Bao la Kujifunza position from the two track arrays. */
    static Position kujifunza(Game g, int[] s, int[] n, Player toMove) {
        return g.parsePosition(ring(s) + "/" + ring(n) + " " + toMove.letter());
    }

    /** A Bao la Kiswahili position as the examples' headers give it; takasia is a pit name or "-". */
    static Position kiswahili(
            Game g, int[] s, int[] n, int storeS, int storeN, boolean ownsS, boolean ownsN, String takasia, Player p) {
        return g.parsePosition(ring(s) + "/" + ring(n) + " " + storeS + "-" + storeN + " " + (ownsS ? "S" : "-")
                + (ownsN ? "N" : "-") + " " + takasia + " " + p.letter());
    }

    static int[] track(Position p, Player player) {
        int[] a = new int[16];
        for (int t = 0; t < 16; t++) a[t] = p.seeds(player.index() * 16 + t);
        return a;
    }

    static void assertTracks(Position p, int[] s, int[] n) {
        assertArrayEquals(s, track(p, Player.SOUTH), "South's track in " + p.text());
        assertArrayEquals(n, track(p, Player.NORTH), "North's track in " + p.text());
    }

    /** The rules file's move names: "F4 CW", "B3 CCW", "F4 L", "F3 L +safari", "F5 CW tax". */
    static String rulesName(Position p, Move m) {
        int code = m.code();
        int t = BaoMove.pit(code) % 16;
        String pit = t < 8 ? "F" + (t + 1) : "B" + (16 - t);
        boolean cw = BaoMove.direction(code) == Direction.CW;
        boolean namuaCapture = BaoMove.isCapture(code) && p.score(p.toMove()) > 0;
        String way = namuaCapture ? (cw ? "L" : "R") : (cw ? "CW" : "CCW");
        return pit + " " + way + (BaoMove.isSafari(code) ? " +safari" : "") + (BaoMove.isTax(code) ? " tax" : "");
    }

    static List<String> legal(Game g, Position p) {
        List<String> names = new ArrayList<>();
        for (Move m : g.legalMoves(p)) names.add(rulesName(p, m));
        return names;
    }

    static void assertLegal(Game g, Position p, String... expected) {
        assertEquals(Arrays.asList(expected), legal(g, p), "legal moves of " + p.text());
    }

    static Transition play(Game g, Position p, String rulesMove) {
        for (Move m : g.legalMoves(p)) {
            if (rulesName(p, m).equals(rulesMove)) return g.apply(p, m);
        }
        throw new AssertionError(rulesMove + " is not legal in " + p.text() + "; legal: " + legal(g, p));
    }

    static int[] arr(int... v) {
        return v;
    }
}
