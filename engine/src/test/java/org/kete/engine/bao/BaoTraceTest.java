package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** Replaying a move's trace on the board before it gives exactly the board after it (the browser's view). */
class BaoTraceTest {

    static void replay(Transition t) {
        Position before = t.before();
        int[] pits = before.pits();
        int[] store = {before.score(Player.SOUTH), before.score(Player.NORTH)};
        int hand = 0;
        for (TraceEvent e : t.trace()) {
            if (e instanceof TraceEvent.PlaceFromStore p) {
                store[p.player().index()]--;
                pits[p.pit()]++;
                assertEquals(p.seedsAfter(), pits[p.pit()], "seeds after placing in " + p);
            } else if (e instanceof TraceEvent.Lift l) {
                assertTrue(pits[l.pit()] >= l.seeds(), "lift of more seeds than the pit holds: " + l);
                pits[l.pit()] -= l.seeds();
                hand += l.seeds();
            } else if (e instanceof TraceEvent.Capture c) {
                assertEquals(c.seeds(), pits[c.pit()], "a capture takes the whole pit: " + c);
                assertEquals(TraceEvent.Destination.HAND, c.to());
                pits[c.pit()] = 0;
                hand += c.seeds();
            } else if (e instanceof TraceEvent.Sow s) {
                assertTrue(hand > 0, "sowing from an empty hand");
                hand--;
                pits[s.pit()]++;
                assertEquals(s.seedsAfter(), pits[s.pit()], "seeds after sowing " + s);
            }
        }
        assertEquals(0, hand, "every seed in hand is sown");
        assertArrayEquals(t.after().pits(), pits, "board after replaying " + t.move());
        assertEquals(t.after().score(Player.SOUTH), store[0]);
        assertEquals(t.after().score(Player.NORTH), store[1]);
        assertTrue(t.trace().stream().anyMatch(e -> e instanceof TraceEvent.EndOfTurn), "the end of turn is given");
    }

    static void replayRandomGames(Game g, int games, long seed) {
        Random rng = new Random(seed);
        for (int i = 0; i < games; i++) {
            Position p = g.start(Player.SOUTH);
            while (!p.isOver()) {
                List<Move> moves = g.legalMoves(p);
                Transition t = g.apply(p, moves.get(rng.nextInt(moves.size())));
                replay(t);
                p = t.after();
            }
        }
    }

    @Test
    void kujifunza_traces_replay_to_the_board_after_the_move() {
        replayRandomGames(Bao.KUJIFUNZA.create(), 40, 11);
    }

    @Test
    void kujifunza_traces_replay_under_the_non_default_options() {
        replayRandomGames(Bao.KUJIFUNZA.create("forbidKichwaOutward=false neverEnding=loss"), 40, 12);
    }

    @Test
    void kiswahili_traces_replay_to_the_board_after_the_move() {
        replayRandomGames(Bao.KISWAHILI.create(), 40, 13);
    }

    @Test
    void kiswahili_traces_replay_under_the_bga_profile() {
        replayRandomGames(Bao.KISWAHILI.create(KiswahiliBgaContractTest.BGA), 40, 14);
    }
}
