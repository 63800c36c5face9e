package org.kete.ai.egtb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.engine.oware.GrandSlam;
import org.kete.engine.oware.Oware;

/** The build's fast mover against the engine's OwareState (through the Game API) on random positions. */
class OwareMovesTest {

    @Test
    void the_fast_mover_agrees_with_the_engine_on_random_positions_under_every_supported_grand_slam_rule() {
        for (GrandSlam gs : List.of(GrandSlam.FORFEIT, GrandSlam.ALLOWED, GrandSlam.ILLEGAL)) {
            Game game =
                    Oware.TYPE.create("winThreshold=48 grandSlam=" + gs.name().toLowerCase());
            OwareMoves mover = new OwareMoves(gs);
            Random rnd = new Random(11 + gs.ordinal());
            int[] moves = new int[6];
            int[] children = new int[72];
            int[] gains = new int[6];
            for (int t = 0; t < 20_000; t++) {
                int k = rnd.nextInt(31);
                int[] board = new int[12];
                // Mostly sparse boards, where feeding and grand slams happen, and some with seeds in one row.
                int spread = rnd.nextInt(3) == 0 ? 6 : 12;
                int offset = spread == 6 ? rnd.nextInt(2) * 6 : 0;
                for (int s = 0; s < k; s++) board[offset + rnd.nextInt(spread)]++;
                Position p = Fixtures.position(game, board, Player.SOUTH);
                int n = mover.expand(board, moves, children, gains);
                List<Move> legal = game.legalMoves(p);
                assertEquals(
                        legal.stream().map(Move::code).toList(),
                        Arrays.stream(moves, 0, n).boxed().toList(),
                        "legal moves of " + p);
                for (int m = 0; m < n; m++) {
                    Transition tr = game.apply(p, legal.get(m));
                    Position after = tr.after();
                    int[] child = Arrays.copyOfRange(children, m * 12, m * 12 + 12);
                    int captured = Fixtures.captured(tr);
                    assertEquals(
                            captured, gains[m], "capture of " + legal.get(m).notation() + " in " + p);
                    if (!after.isOver()) {
                        assertArrayEquals(
                                after.pits(),
                                child,
                                "board after " + legal.get(m).notation() + " in " + p);
                    } else {
                        // The game ended at once: North has no legal move and each player collected their row.
                        int[] rotated = new int[12];
                        for (int i = 0; i < 12; i++) rotated[i] = child[(i + 6) % 12];
                        assertEquals(0, mover.expand(rotated, new int[6], new int[72], new int[6]));
                        int northRow = 0;
                        int southRow = 0;
                        for (int i = 0; i < 6; i++) {
                            southRow += child[i];
                            northRow += child[i + 6];
                        }
                        assertEquals(p.score(Player.NORTH) + northRow, after.score(Player.NORTH));
                        assertEquals(p.score(Player.SOUTH) + captured + southRow, after.score(Player.SOUTH));
                    }
                }
                assertTrue(n <= 6);
            }
        }
    }
}
