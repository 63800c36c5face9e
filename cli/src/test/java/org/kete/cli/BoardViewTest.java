package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Player;
import org.kete.engine.Position;

class BoardViewTest {
    @Test
    void oware_start_is_drawn_with_pit_letters_south_at_the_bottom() {
        Game oware = Games.byId("oware").create();
        String board = BoardView.draw(oware.start(Player.SOUTH), null);
        String expected = String.join(
                "\n",
                "  North   score 0",
                "  +--f--+--e--+--d--+--c--+--b--+--a--+",
                "  |  4  |  4  |  4  |  4  |  4  |  4  |",
                "  +=====+=====+=====+=====+=====+=====+",
                "  |  4  |  4  |  4  |  4  |  4  |  4  |",
                "  +--A--+--B--+--C--+--D--+--E--+--F--+",
                "  South   score 0   <- to move",
                "");
        assertEquals(expected, board);
    }

    @Test
    void nam_nam_pits_claimed_across_the_board_show_their_owner() {
        Game namNam = Games.byId("nam-nam").create();
        // North owns South's pits A and B (S owns C-F, N owns its own row and A, B).
        Position p = namNam.parsePosition("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S NNSSSS/NNNNNN r2-S play");
        String board = BoardView.draw(p, null);
        assertTrue(board.contains("| 4 N | 4 N |  4  |"), board);
        assertTrue(board.contains("owned by South or North from the other row"), board);
        assertFalse(BoardView.draw(namNam.start(Player.SOUTH), null).contains(" N  |"));
    }
}
