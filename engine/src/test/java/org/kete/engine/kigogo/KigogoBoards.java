package org.kete.engine.kigogo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;

/** Test helpers: positions from the rules file's track arrays, and board assertions in the same terms. */
final class KigogoBoards {
    private KigogoBoards() {}

    static final Game GAME = Kigogo.TYPE.create();

    /**
     * The position with South's and North's track arrays (t0..t23, as printed in the rules file); the seeds not
     * on the board are counted as captured, half by each player (South gets the smaller half).
     */
    static KigogoPosition position(Game game, int[] south, int[] north, Player toMove) {
        int missing = 92 - sum(south) - sum(north);
        return position(game, south, north, missing / 2, missing - missing / 2, toMove);
    }

    static KigogoPosition position(
            Game game, int[] south, int[] north, int southCaptured, int northCaptured, Player toMove) {
        return (KigogoPosition) game.parsePosition(
                join(south) + "/" + join(north) + "/" + southCaptured + "-" + northCaptured + "/" + toMove.letter());
    }

    static String join(int[] ring) {
        assertEquals(24, ring.length, "a ring has 24 pits");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ring.length; i++) sb.append(i == 0 ? "" : ",").append(ring[i]);
        return sb.toString();
    }

    static int sum(int[] a) {
        int s = 0;
        for (int x : a) s += x;
        return s;
    }

    /** A player's ring in track order (t0..t23). */
    static int[] ring(Position p, Player player) {
        int[] r = new int[24];
        for (int t = 0; t < 24; t++) r[t] = p.seeds(player.index() * 24 + t);
        return r;
    }

    static void assertBoard(int[] south, int[] north, Position p) {
        assertArrayEquals(south, ring(p, Player.SOUTH), "South's ring in " + p.text());
        assertArrayEquals(north, ring(p, Player.NORTH), "North's ring in " + p.text());
    }

    static List<String> names(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) out.add(m.notation());
        return out;
    }
}
