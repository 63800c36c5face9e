package org.kete.engine.kigogo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The trace of every move accounts for every seed: replayed on the board before, it gives the board after. */
class KigogoTraceTest {

    /** Replays the trace on the before-board and checks it arrives exactly at the after-board and scores. */
    static void assertTraceReplays(Transition t) {
        Position before = t.before();
        Position after = t.after();
        int[] board = before.pits();
        int[] score = {before.score(Player.SOUTH), before.score(Player.NORTH)};
        int hand = 0;
        int lap = 0;
        int endOfTurn = 0;
        int gameEnd = 0;
        Player mover = before.toMove();
        for (TraceEvent e : t.trace()) {
            String where = e + " in " + t.move() + " from " + before.text();
            assertEquals(0, gameEnd, "nothing follows the game's end: " + where);
            if (e instanceof TraceEvent.Lift l) {
                assertEquals(0, hand, "a lift starts with an empty hand: " + where);
                assertEquals(++lap, l.lap(), "laps are numbered 1, 2, ...: " + where);
                assertEquals(board[l.pit()], l.seeds(), "a lift takes the whole pit: " + where);
                assertEquals(mover.index(), l.pit() / 24, "sowing stays in the mover's ring: " + where);
                hand = l.seeds();
                board[l.pit()] = 0;
            } else if (e instanceof TraceEvent.Sow s) {
                assertTrue(hand > 0, "a seed is sown from the hand: " + where);
                assertEquals(mover.index(), s.pit() / 24, "sowing stays in the mover's ring: " + where);
                hand--;
                board[s.pit()]++;
                assertEquals(board[s.pit()], s.seedsAfter(), where);
            } else if (e instanceof TraceEvent.Capture c) {
                assertEquals(0, hand, "the capture comes after the sowing: " + where);
                assertEquals(TraceEvent.Destination.OUT, c.to(), "captured seeds leave the game: " + where);
                assertEquals(mover, c.by(), where);
                assertEquals(board[c.pit()], c.seeds(), "the whole pit is captured: " + where);
                assertTrue(c.seeds() > 0, where);
                board[c.pit()] = 0;
                score[c.by().index()] += c.seeds();
            } else if (e instanceof TraceEvent.EndOfTurn) {
                endOfTurn++;
            } else if (e instanceof TraceEvent.GameEnd g) {
                gameEnd++;
                assertEquals(after.outcome(), g.outcome(), where);
            } else if (!(e instanceof TraceEvent.Note)) {
                fail("unexpected event " + where);
            }
        }
        assertEquals(0, hand, "every lifted seed is sown");
        assertEquals(1, endOfTurn, "one end of turn");
        assertEquals(after.isOver() ? 1 : 0, gameEnd, "a game end exactly when the game is over");
        assertArrayEquals(after.pits(), board, "trace replay of " + t.move() + " from " + before.text());
        assertEquals(after.score(Player.SOUTH), score[0]);
        assertEquals(after.score(Player.NORTH), score[1]);
    }

    @Test
    void replaying_every_moves_trace_gives_exactly_the_board_after_it() {
        Game game = Kigogo.TYPE.create();
        int moves = 0;
        for (int g = 0; g < 40; g++) {
            Random rng = new Random(9000 + g);
            Position p = game.start(rng.nextBoolean() ? Player.SOUTH : Player.NORTH);
            while (!p.isOver()) {
                List<Move> legal = game.legalMoves(p);
                Transition t = game.apply(p, legal.get(rng.nextInt(legal.size())));
                assertTraceReplays(t);
                p = t.after();
                moves++;
            }
        }
        assertTrue(moves > 1000);
    }

    @Test
    void the_trace_of_a_never_ending_move_under_the_loss_option_moves_no_seed() {
        Game loss = Kigogo.TYPE.create("neverEnding=loss");
        Position p = KigogoBoards.position(loss, KigogoRulesTest.KG8_S, KigogoRulesTest.KG8_N, Player.SOUTH);
        Transition t = loss.apply(p, loss.parseMove(p, "A5"));
        assertTraceReplays(t);
        assertTrue(t.trace().stream().anyMatch(e -> e instanceof TraceEvent.Note), "the trace says why");
    }
}
