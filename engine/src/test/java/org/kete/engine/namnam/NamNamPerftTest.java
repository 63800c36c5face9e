package org.kete.engine.namnam;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Perft;
import org.kete.engine.Player;

/**
 * Perft on the search state, pinned, and cross-checked against {@link NaiveNamNam}: from the start and from
 * the worked examples' positions, which cross round ends, choices, passes, cycles and endless sowings.
 */
class NamNamPerftTest {
    private static final Game GAME = NamNam.TYPE.create();
    private static final Game FIXED = NamNam.TYPE.create("ownershipChoice=fixed");

    /** Leaf counts from the start (South first), depths 1 to 11. */
    static final long[] START = {6, 32, 140, 638, 3029, 13844, 59145, 248330, 1001966, 3964460, 15324318};

    static final long FIXED_DEPTH_9 = 988823;

    /** Positions of the worked examples N2-N12, round starters as the examples say. */
    static final String[] EXAMPLES = {
        "2-1-0-4-3-0-3-0-1-2-1-7-12-12-S SSSSSS/NNNNNN r1-S play",
        "1-2-0-1-2-0-3-1-0-2-5-3-12-16-S SSSSSS/NNNNNN r1-S play",
        "13-5-0-0-0-0-0-0-0-0-0-6-12-12-S SSSSSS/NNNNNN r1-S play",
        "1-3-0-0-0-0-0-2-0-1-1-0-20-20-S SSSSSS/NNNNNN r1-S play",
        "0-0-0-0-0-2-3-0-1-1-1-0-24-16-S SSSSSS/NNNNNN r1-N play",
        "0-0-0-0-0-0-1-0-2-0-3-2-20-20-N SSSSSS/NNNNNN r1-S play",
        "0-2-1-0-3-2-3-1-0-3-2-3-12-16-N SSSSSS/NNNNNS r2-N play",
        "0-1-0-1-3-1-0-2-1-0-2-1-20-16-S SNSSSS/NNNNNN r1-S play",
        "2-1-1-0-1-0-1-0-1-0-1-0-16-24-N NSSSSS/NNNNNN r1-S play",
        "1-0-1-0-1-1-1-0-2-0-1-0-16-24-N SSSSSS/NNNNNN r1-N play",
        "1-3-0-0-0-0-0-2-0-1-1-0-40-0-S SSSSSS/NNNNNN r5-S play",
        "0-0-0-0-0-0-0-0-0-0-0-0-16-32-N SSSSSS/NNNNNN r3-S choose",
    };

    private static long fast(Game game, NamNamPosition p, int depth) {
        return new Perft(game.searchState(p), depth).perft(depth);
    }

    private static long naive(Game game, NamNamPosition p, int depth) {
        NaiveNamNam rules = new NaiveNamNam(game.equals(FIXED));
        int[] owner = new int[12];
        for (int i = 0; i < 12; i++) owner[i] = p.owner(i).index();
        NaiveNamNam.State s = NaiveNamNam.of(
                p.pits(),
                owner,
                p.score(Player.SOUTH),
                p.score(Player.NORTH),
                p.toMove().index(),
                p.roundStarter().index(),
                p.phase().name());
        return rules.perft(s, depth);
    }

    @Test
    void perft_from_the_start_is_pinned_to_depth_nine() {
        NamNamPosition start = (NamNamPosition) GAME.start(Player.SOUTH);
        for (int d = 1; d <= 9; d++) assertEquals(START[d - 1], fast(GAME, start, d), "depth " + d);
        // Rounds can end within nine plies: with fixed ownership the next round starts at once instead of the
        // leader's choice, so the counts differ.
        assertEquals(FIXED_DEPTH_9, fast(FIXED, (NamNamPosition) FIXED.start(Player.SOUTH), 9));
    }

    @Test
    void perft_from_the_start_agrees_with_the_naive_implementation_to_depth_seven() {
        NamNamPosition start = (NamNamPosition) GAME.start(Player.SOUTH);
        for (int d = 1; d <= 7; d++) assertEquals(naive(GAME, start, d), fast(GAME, start, d), "depth " + d);
    }

    @Test
    void perft_from_the_worked_examples_agrees_with_the_naive_implementation() {
        for (Game game : new Game[] {GAME, FIXED}) {
            for (String text : EXAMPLES) {
                NamNamPosition p = (NamNamPosition) game.parsePosition(text);
                for (int d = 1; d <= 6; d++) {
                    assertEquals(naive(game, p, d), fast(game, p, d), game.options() + " " + text + " depth " + d);
                }
            }
        }
    }

    @Test
    @Tag("slow")
    void deep_perft_from_the_start_agrees_with_the_naive_implementation() {
        NamNamPosition start = (NamNamPosition) GAME.start(Player.SOUTH);
        assertEquals(naive(GAME, start, 9), fast(GAME, start, 9));
        NamNamPosition fixedStart = (NamNamPosition) FIXED.start(Player.SOUTH);
        assertEquals(naive(FIXED, fixedStart, 9), fast(FIXED, fixedStart, 9));
        assertEquals(START[9], fast(GAME, start, 10));
        assertEquals(START[10], fast(GAME, start, 11));
    }
}
