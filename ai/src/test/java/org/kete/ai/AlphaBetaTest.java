package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

class AlphaBetaTest {
    private static final Game OWARE = Oware.TYPE.create();

    /** South to move with 23 captured: F lands on North's a (1 seed), makes 2 and captures to reach 25. */
    private static final String WIN_AT_ONCE = "2-0-0-0-0-1-1-0-0-0-1-0-23-20-S";

    /** Every South move but C lets North capture (checked below by plain minimax). */
    private static final String ONE_MOVE_KEEPS_SEEDS = "5-1-1-7-7-0-1-8-6-6-6-0-0-0-S";

    /** South wins by force in three moves (five plies), and only by starting with C. */
    private static final String FORCED_WIN_IN_THREE = "0-14-1-2-5-0-0-0-0-0-2-0-20-4-S";

    private static SearchState state(String text) {
        return OWARE.searchState(OWARE.parsePosition(text));
    }

    private static String name(int move) {
        return OWARE.pitName(move);
    }

    @Test
    void takes_the_capture_that_reaches_the_winning_threshold() {
        SearchResult r = new AlphaBeta().search(state(WIN_AT_ONCE), SearchLimits.depth(6));
        assertEquals("F", name(r.bestMove()));
        assertEquals(AlphaBeta.WIN - 1, r.score());
        assertEquals(1, AlphaBeta.pliesToEnd(r.score()));
        assertArrayEquals(new int[] {5}, r.pv());
        // The proven win ends the iterations at once.
        assertEquals(1, r.depth());
    }

    @Test
    void plays_the_only_move_that_does_not_give_seeds_away() {
        SearchState s = state(ONE_MOVE_KEEPS_SEEDS);
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            int v = -minimax(s, 1, 1);
            s.unmake();
            if (name(moves[i]).equals("C")) assertEquals(0, v);
            else assertTrue(v < 0, name(moves[i]) + " loses seeds: " + v);
        }
        for (int depth : new int[] {2, 3, 4}) {
            SearchResult r = new AlphaBeta().search(state(ONE_MOVE_KEEPS_SEEDS), SearchLimits.depth(depth));
            assertEquals("C", name(r.bestMove()), "depth " + depth);
            assertEquals(minimax(state(ONE_MOVE_KEEPS_SEEDS), depth, 0), r.score(), "depth " + depth);
        }
    }

    @Test
    void finds_the_forced_win_in_three_moves() {
        assertTrue(minimax(state(FORCED_WIN_IN_THREE), 3, 0) < AlphaBeta.WIN - 100, "no win within 3 plies");
        SearchResult r = new AlphaBeta().search(state(FORCED_WIN_IN_THREE), SearchLimits.depth(12));
        assertEquals("C", name(r.bestMove()));
        assertEquals(AlphaBeta.WIN - 5, r.score());
        // Late-move reductions see the win two iterations later than a full-width search does.
        assertEquals(7, r.depth(), "iterations stop once the win is proven");
        assertEquals(
                5,
                new AlphaBeta(20, Evaluator.MATERIAL, false)
                        .search(state(FORCED_WIN_IN_THREE), SearchLimits.depth(12))
                        .depth());
        // The principal variation is a legal line that ends in South's win.
        Position p = OWARE.parsePosition(FORCED_WIN_IN_THREE);
        for (int m : r.pv()) p = OWARE.apply(p, OWARE.move(p, m)).after();
        assertEquals(5, r.pv().length);
        assertTrue(p.isOver());
        assertEquals(org.kete.engine.Player.SOUTH, p.outcome().winner());
    }

    @Test
    void without_a_table_the_value_is_exactly_the_minimax_value() {
        AlphaBeta search = new AlphaBeta(0, Evaluator.MATERIAL, false);
        for (Position p : randomPositions(7, 40)) {
            for (int depth = 1; depth <= 4; depth++) {
                SearchResult r = search.search(OWARE.searchState(p), SearchLimits.depth(depth));
                SearchState s = OWARE.searchState(p);
                assertEquals(minimax(s, depth, 0), r.score(), p.text() + " depth " + depth);
                s.make(r.bestMove());
                assertEquals(r.score(), -minimax(s, depth - 1, 1), "best move has the root value in " + p.text());
            }
        }
    }

    @Test
    void with_the_table_the_best_move_is_legal_and_never_worse_than_a_shallower_proof() {
        AlphaBeta search = new AlphaBeta(16);
        for (Position p : randomPositions(11, 30)) {
            SearchResult r = search.search(OWARE.searchState(p), SearchLimits.depth(6));
            List<Integer> legal = new ArrayList<>();
            for (Move m : OWARE.legalMoves(p)) legal.add(m.code());
            assertTrue(legal.contains(r.bestMove()), p.text());
            int shallow = minimax(OWARE.searchState(p), 2, 0);
            if (shallow >= AlphaBeta.WIN - 100) assertEquals(shallow, r.score(), "a proven win stays proven");
        }
    }

    @Test
    void search_leaves_the_state_exactly_as_it_found_it() {
        for (Position p : randomPositions(3, 20)) {
            SearchState s = OWARE.searchState(p);
            s.make(firstMove(s));
            long hash = s.hash();
            int ply = s.ply();
            Position before = s.toPosition();
            new AlphaBeta(14).search(s, SearchLimits.depth(7));
            assertEquals(hash, s.hash());
            assertEquals(ply, s.ply());
            assertEquals(before, s.toPosition());
            new AlphaBeta(14).search(s, SearchLimits.nodes(500));
            assertEquals(before, s.toPosition());
            assertEquals(ply, s.ply());
        }
    }

    @Test
    void identical_limits_give_identical_results() {
        AlphaBeta reused = new AlphaBeta(16);
        for (SearchLimits limits : List.of(SearchLimits.depth(9), SearchLimits.nodes(30_000))) {
            SearchResult a = reused.search(OWARE.searchState(OWARE.start()), limits);
            reused.search(state(ONE_MOVE_KEEPS_SEEDS), SearchLimits.depth(5)); // something in between
            SearchResult b = reused.search(OWARE.searchState(OWARE.start()), limits);
            SearchResult c = new AlphaBeta(16).search(OWARE.searchState(OWARE.start()), limits);
            for (SearchResult other : List.of(b, c)) {
                assertEquals(a.bestMove(), other.bestMove());
                assertEquals(a.score(), other.score());
                assertEquals(a.depth(), other.depth());
                assertEquals(a.nodes(), other.nodes());
                assertArrayEquals(a.pv(), other.pv());
            }
        }
    }

    @Test
    void a_kept_table_finds_the_same_move_again_with_fewer_nodes_and_stays_legal_after_other_searches() {
        AlphaBeta kept = new AlphaBeta(16).keepTable(true);
        SearchResult first = kept.search(OWARE.searchState(OWARE.start()), SearchLimits.depth(11));
        SearchResult again = kept.search(OWARE.searchState(OWARE.start()), SearchLimits.depth(11));
        SearchResult fresh = new AlphaBeta(16).search(OWARE.searchState(OWARE.start()), SearchLimits.depth(11));
        assertEquals(fresh.nodes(), first.nodes(), "the first search starts from an empty table either way");
        assertEquals(first.bestMove(), again.bestMove());
        assertEquals(first.score(), again.score());
        assertTrue(again.nodes() < first.nodes() / 2, "second search: " + again.nodes() + " of " + first.nodes());
        // Many searches of other positions (more than the 256 generations the entries tell apart) leave every
        // answer legal and every proven win proven.
        for (Position p : randomPositions(13, 300)) {
            SearchResult r = kept.search(OWARE.searchState(p), SearchLimits.depth(5));
            List<Integer> legal = new ArrayList<>();
            for (Move m : OWARE.legalMoves(p)) legal.add(m.code());
            assertTrue(legal.contains(r.bestMove()), p.text());
            int shallow = minimax(OWARE.searchState(p), 2, 0);
            if (shallow >= AlphaBeta.WIN - 100) assertEquals(shallow, r.score(), "a proven win stays proven");
        }
    }

    @Test
    void a_node_budget_returns_the_last_completed_iteration() {
        List<Integer> depths = new ArrayList<>();
        List<Long> nodesAt = new ArrayList<>();
        SearchResult r = new AlphaBeta()
                .search(OWARE.searchState(OWARE.start()), SearchLimits.nodes(20_000), (depth, score, nodes, pv) -> {
                    depths.add(depth);
                    nodesAt.add(nodes);
                });
        assertEquals(depths.get(depths.size() - 1), r.depth());
        assertTrue(nodesAt.get(nodesAt.size() - 1) <= 20_000);
        assertTrue(r.nodes() > 20_000, "the unfinished iteration spent the rest of the budget");
        assertTrue(r.nodes() <= 20_001);
        // Same result as searching straight to that depth.
        SearchResult direct = new AlphaBeta().search(OWARE.searchState(OWARE.start()), SearchLimits.depth(r.depth()));
        assertEquals(direct.bestMove(), r.bestMove());
        assertEquals(direct.score(), r.score());
        assertArrayEquals(direct.pv(), r.pv());
    }

    @Test
    void a_stop_condition_true_from_the_start_still_gives_a_legal_move_from_depth_one() {
        SearchResult r = new AlphaBeta().search(OWARE.searchState(OWARE.start()), SearchLimits.until(() -> true));
        assertEquals(1, r.depth());
        assertTrue(r.bestMove() >= 0 && r.bestMove() < 6);
    }

    @Test
    void the_stop_condition_is_polled_during_the_search() {
        AtomicInteger polls = new AtomicInteger();
        SearchResult r = new AlphaBeta()
                .search(OWARE.searchState(OWARE.start()), SearchLimits.until(() -> polls.incrementAndGet() > 3));
        assertEquals(4, polls.get(), "polled until it said stop, then never again");
        assertTrue(r.depth() >= 1);
    }

    @Test
    void a_finished_game_has_no_best_move() {
        Position over = OWARE.parsePosition("0-0-0-0-0-0-0-0-0-0-0-0-25-23-N");
        SearchResult r = new AlphaBeta().search(OWARE.searchState(over), SearchLimits.depth(4));
        assertEquals(-1, r.bestMove());
        assertEquals(0, r.pv().length);
        assertEquals(-AlphaBeta.WIN, r.score(), "North to move has lost");
    }

    @Test
    void the_listener_hears_every_completed_iteration_in_order() {
        List<Integer> depths = new ArrayList<>();
        SearchResult r = new AlphaBeta()
                .search(OWARE.searchState(OWARE.start()), SearchLimits.depth(6), (depth, score, nodes, pv) -> {
                    depths.add(depth);
                    assertEquals(depth, pv.length, "from the start no line ends within 6 plies");
                });
        assertEquals(List.of(1, 2, 3, 4, 5, 6), depths);
        assertEquals(6, r.pv().length);
    }

    /** The Oware part of the bench signature, deeper (see {@link SearchBenchTest} for every game). */
    @Test
    void bench_signature_from_the_start_position() {
        SearchResult twelve = new AlphaBeta().search(OWARE.searchState(OWARE.start()), SearchLimits.depth(12));
        assertEquals(34_776, twelve.nodes());
        assertEquals("A", name(twelve.bestMove()));
        assertEquals(0, twelve.score());
    }

    /** Plain negamax over every move, the reference the searcher must agree with. */
    static int minimax(SearchState s, int depth, int ply) {
        if (s.isOver()) {
            int w = s.winner();
            return w < 0 ? 0 : w == s.sideToMove() ? AlphaBeta.WIN - ply : -AlphaBeta.WIN + ply;
        }
        int side = s.sideToMove();
        if (depth == 0) return 100 * (s.score(side) - s.score(1 - side));
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            best = Math.max(best, seen(s, side, minimax(s, depth - 1, ply + 1)));
            s.unmake();
        }
        return best;
    }

    /**
     * A child's value (from the view of its side to move) seen by the player who moved into it: negated,
     * unless that player moves again (an extra turn).
     */
    static int seen(SearchState child, int mover, int childValue) {
        return child.sideToMove() == mover ? childValue : -childValue;
    }

    private static int firstMove(SearchState s) {
        int[] moves = new int[SearchState.MAX_MOVES];
        s.legalMoves(moves);
        return moves[0];
    }

    /** Positions from seeded random games, sampled every few moves, none finished. */
    static List<Position> randomPositions(long seed, int count) {
        Random rng = new Random(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = OWARE.start();
            int ply = 0;
            while (!p.isOver() && out.size() < count) {
                List<Move> moves = OWARE.legalMoves(p);
                p = OWARE.apply(p, moves.get(rng.nextInt(moves.size()))).after();
                if (!p.isOver() && ++ply % 7 == 0) out.add(p);
            }
        }
        return out;
    }
}
