package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

class MctsTest {
    private final Game oware = Oware.TYPE.create();

    @Test
    void finds_the_capture_that_wins_at_once() {
        // As O10, with a second South seed in A: F captures the 2 in b and reaches 25.
        SearchState s = oware.searchState(oware.parsePosition("1-0-0-0-0-1-1-1-2-0-0-0-23-19-S"));
        SearchResult r = new Mcts(1).search(s, SearchLimits.nodes(2000));
        assertEquals(5, r.bestMove());
        assertTrue(r.score() > 900, "a sure win scores near 1000, got " + r.score());
    }

    @Test
    void avoids_the_moves_that_let_the_opponent_win_at_once() {
        // North has 24: some South moves leave North a capture to 25, others do not.
        SearchState s = oware.searchState(oware.parsePosition("1-0-0-0-2-1-0-1-1-0-0-1-17-24-S"));
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        int losing = 0;
        for (int i = 0; i < n; i++) {
            if (opponentWinsAtOnce(s, moves[i])) losing++;
        }
        assertTrue(losing > 0 && losing < n, "the position must offer both kinds of move");
        SearchResult r = new Mcts(3).search(s, SearchLimits.nodes(20000));
        assertTrue(!opponentWinsAtOnce(s, r.bestMove()), "MCTS chose " + r.bestMove());
    }

    private static boolean opponentWinsAtOnce(SearchState s, int move) {
        int[] replies = new int[SearchState.MAX_MOVES];
        s.make(move);
        boolean wins = s.isOver() && s.winner() == 1;
        int n = s.isOver() ? 0 : s.legalMoves(replies);
        for (int i = 0; i < n && !wins; i++) {
            s.make(replies[i]);
            wins = s.isOver() && s.winner() == 1;
            s.unmake();
        }
        s.unmake();
        return wins;
    }

    @Test
    void is_deterministic_for_a_seed_and_budget_and_leaves_the_state_unchanged() {
        SearchState s = oware.searchState(oware.start(Player.SOUTH));
        long hash = s.hash();
        SearchResult a = new Mcts(7).search(s, SearchLimits.nodes(3000));
        assertEquals(hash, s.hash());
        assertEquals(0, s.ply());
        SearchResult b = new Mcts(7).search(s, SearchLimits.nodes(3000));
        assertEquals(a.bestMove(), b.bestMove());
        assertEquals(a.score(), b.score());
        assertArrayEquals(a.pv(), b.pv());
        assertEquals(3000, a.nodes());
    }

    @Test
    void a_finished_game_has_no_best_move() {
        SearchState s = oware.searchState(oware.parsePosition("0-0-0-0-0-0-0-1-2-0-0-0-25-20-N"));
        assertTrue(s.isOver());
        assertEquals(-1, new Mcts(1).search(s, SearchLimits.nodes(100)).bestMove());
    }

    @Test
    void evaluation_at_the_leaves_finds_the_winning_capture_with_or_without_playouts() {
        SearchState s = oware.searchState(oware.parsePosition("1-0-0-0-0-1-1-1-2-0-0-0-23-19-S"));
        for (int plies : new int[] {0, 4}) {
            SearchResult r = Mcts.withEvaluation(1, Evaluator.MATERIAL, plies).search(s, SearchLimits.nodes(2000));
            assertEquals(5, r.bestMove(), "playout plies " + plies);
            assertTrue(r.score() > 900, "a sure win scores near 1000, got " + r.score());
            assertEquals(0, s.ply());
        }
    }

    @Test
    void evaluation_at_the_leaves_prefers_the_capture_in_a_quiet_game() {
        // No win in sight: F sows into North's a, making 2, and captures them; no other move captures.
        SearchState s = oware.searchState(oware.parsePosition("4-4-4-4-4-1-1-4-4-4-4-4-3-3-S"));
        SearchResult r = Mcts.withEvaluation(2, Evaluator.MATERIAL, 0).search(s, SearchLimits.nodes(4000));
        assertEquals(5, r.bestMove());
        assertTrue(r.score() > 0);
    }

    @Test
    void evaluation_at_the_leaves_is_deterministic_per_seed() {
        SearchState s = oware.searchState(oware.start(Player.SOUTH));
        SearchResult a = Mcts.withEvaluation(9, Evaluator.MATERIAL, 3).search(s, SearchLimits.nodes(3000));
        SearchResult b = Mcts.withEvaluation(9, Evaluator.MATERIAL, 3).search(s, SearchLimits.nodes(3000));
        assertEquals(a.bestMove(), b.bestMove());
        assertEquals(a.score(), b.score());
        assertArrayEquals(a.pv(), b.pv());
        assertEquals(0, s.ply());
    }

    @Test
    void a_negative_playout_length_or_scale_is_refused_with_a_message() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> new Mcts(1, 1.4, -1, Evaluator.MATERIAL, 400));
        assertTrue(e.getMessage().contains("playout plies"));
        e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> new Mcts(1, 1.4, 2, Evaluator.MATERIAL, 0));
        assertTrue(e.getMessage().contains("scale"));
    }
}
