package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.ai.eval.Evaluators;
import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * A stopped search that plays the better move of its unfinished iteration ({@code partial}): the move it
 * switches to must be at least as good as the last finished iteration's move, one ply deeper.
 */
class PartialIterationTest {
    private static final Game OWARE = Oware.TYPE.create();

    /** Full-width search without a table: its scores are the exact minimax values at its depth. */
    private static AlphaBeta exact() {
        return new AlphaBeta(0, Evaluators.forGame("oware"), false);
    }

    /** The value of {@code move} from the mover's view, searched {@code depth} plies after it. */
    private static int valueAfter(SearchState s, int move, int depth) {
        int side = s.sideToMove();
        s.make(move);
        boolean again = s.sideToMove() == side;
        // A finished game scores from the child's ply (0 here), as the search scores it before parentValue.
        int v = s.isOver()
                ? exact().staticValue(s, 0)
                : exact().search(s, SearchLimits.depth(depth)).score();
        s.unmake();
        return AlphaBeta.parentValue(v, again);
    }

    @Test
    void a_stopped_search_switches_only_to_a_move_at_least_as_good_one_ply_deeper() {
        SplittableRandom random = new SplittableRandom(14);
        int[] moves = new int[SearchState.MAX_MOVES];
        int switched = 0;
        for (int game = 0; game < 120; game++) {
            SearchState s = OWARE.searchState(OWARE.start());
            int plies = 6 + random.nextInt(30);
            for (int p = 0; p < plies && !s.isOver(); p++) s.make(moves[random.nextInt(s.legalMoves(moves))]);
            if (s.isOver()) continue;
            for (long budget = 4_000; budget <= 32_000; budget *= 2) {
                SearchResult last = exact().search(s, SearchLimits.nodes(budget));
                AlphaBeta stopped = exact();
                stopped.withSettings(
                        stopped.settings().toBuilder().partial(true).build());
                SearchResult partial = stopped.search(s, SearchLimits.nodes(budget));
                if (partial.bestMove() == last.bestMove()) continue;
                switched++;
                // The partial move was found in the iteration after the last finished one.
                assertEquals(last.depth(), partial.depth());
                int d = last.depth(); // plies after the root move in the unfinished iteration
                int better = valueAfter(s, partial.bestMove(), d);
                int old = valueAfter(s, last.bestMove(), d);
                assertTrue(better >= old, "switched to a worse move: " + better + " < " + old + " at depth " + (d + 1));
            }
        }
        // 7 of these 480 stopped searches switch (seed 14); every one must have switched to a move no worse.
        assertTrue(switched >= 5, "the stopped iterations seldom found a better move: " + switched);
    }

    @Test
    void unknown_settings_are_refused() {
        SearchSettings.Builder b = SearchSettings.DEFAULTS.toBuilder();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.option("lmr", 1));
        assertTrue(e.getMessage().contains("lmrpv"), e.getMessage());
    }
}
