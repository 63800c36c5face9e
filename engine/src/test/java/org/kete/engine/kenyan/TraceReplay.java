package org.kete.engine.kenyan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/**
 * Replays a move's trace on the board before it, the way the browser animates it, and checks that it gives
 * exactly the board after it. Cells are the 16 pits, then South's and North's score (store).
 */
final class TraceReplay {
    private TraceReplay() {}

    /** The cells the trace of {@code t} leads to from {@code t.before()}; every step is checked on the way. */
    static int[] replay(Transition t) {
        Position before = t.before();
        int[] c = new int[18];
        for (int i = 0; i < 16; i++) c[i] = before.seeds(i);
        c[16] = before.score(Player.SOUTH);
        c[17] = before.score(Player.NORTH);
        int hand = 0;
        int origin = -1;
        for (TraceEvent e : t.trace()) {
            if (e instanceof TraceEvent.Lift l) {
                assertEquals(0, hand, "a lift starts with an empty hand: " + e);
                assertEquals(c[l.pit()], l.seeds(), "a lift takes the whole pit: " + e);
                if (l.lap() == 1) origin = l.pit();
                c[l.pit()] = 0;
                hand = l.seeds();
            } else if (e instanceof TraceEvent.Sow s) {
                assertTrue(hand > 0, "a seed is sown from the hand: " + e);
                hand--;
                c[s.pit()]++;
                assertEquals(c[s.pit()], s.seedsAfter(), "count after sowing: " + e);
            } else if (e instanceof TraceEvent.SowStore s) {
                assertTrue(hand > 0, "a seed is sown from the hand: " + e);
                hand--;
                c[16 + s.store().index()]++;
                assertEquals(c[16 + s.store().index()], s.seedsAfter(), "store after sowing: " + e);
            } else if (e instanceof TraceEvent.Skip s) {
                assertEquals(origin, s.pit(), "only the origin is skipped: " + e);
            } else if (e instanceof TraceEvent.Capture cap) {
                assertEquals(TraceEvent.Destination.SCORE, cap.to());
                assertTrue(cap.seeds() > 0 && c[cap.pit()] >= cap.seeds(), "capture of seeds present: " + e);
                c[cap.pit()] -= cap.seeds();
                c[16 + cap.by().index()] += cap.seeds();
            } else if (e instanceof TraceEvent.Collect col) {
                int base = col.player().index() * 8;
                int sum = 0;
                for (int i = base; i < base + 8; i++) {
                    sum += c[i];
                    c[i] = 0;
                }
                assertEquals(sum, col.seeds(), "a player collects the seeds of their own row: " + e);
                c[16 + col.player().index()] += sum;
            } else if (e instanceof TraceEvent.EndOfTurn) {
                assertEquals(0, hand, "the hand is empty when the turn ends");
            } else if (e instanceof TraceEvent.GameEnd g) {
                assertEquals(t.after().outcome(), g.outcome());
            } else {
                throw new AssertionError("unexpected event in a Kenyan Bao trace: " + e);
            }
        }
        assertEquals(0, hand, "every lifted seed is sown");
        return c;
    }

    /** Checks the replay gives the after-board and stores, and the trace's shape (end of turn, game end). */
    static void check(Transition t) {
        int[] c = replay(t);
        Position after = t.after();
        int[] expected = new int[18];
        for (int i = 0; i < 16; i++) expected[i] = after.seeds(i);
        expected[16] = after.score(Player.SOUTH);
        expected[17] = after.score(Player.NORTH);
        assertEquals(
                Arrays.toString(expected),
                Arrays.toString(c),
                "trace replay of " + t.move() + " from " + t.before().text());
        List<TraceEvent> events = t.trace();
        assertTrue(events.get(0) instanceof TraceEvent.Lift, "a move starts with a lift");
        long ends =
                events.stream().filter(e -> e instanceof TraceEvent.EndOfTurn).count();
        assertEquals(1, ends, "exactly one end of turn");
        boolean gameEnd = events.get(events.size() - 1) instanceof TraceEvent.GameEnd;
        assertEquals(after.isOver(), gameEnd, "a game end is traced exactly when the game ends");
    }
}
