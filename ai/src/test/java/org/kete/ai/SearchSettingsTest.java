package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * The search settings level 6's matches compare ({@link AlphaBeta#set}): quiescence on captures ({@code qs})
 * and iterations two plies apart ({@code step}), each checked against a naive reference.
 */
class SearchSettingsTest {
    private static final Game OWARE = Oware.TYPE.create();

    /** Full width, no table, material only: the scores are exact values of the searched tree. */
    private static AlphaBeta exact() {
        return new AlphaBeta(0, Evaluator.MATERIAL, false);
    }

    /** Seeded random mid-game positions (6-45 plies of random moves), none over. */
    private static List<SearchState> positions(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[SearchState.MAX_MOVES];
        List<SearchState> out = new ArrayList<>();
        while (out.size() < count) {
            SearchState s = OWARE.searchState(OWARE.start());
            int plies = 6 + random.nextInt(40);
            for (int p = 0; p < plies && !s.isOver(); p++) s.make(moves[random.nextInt(s.legalMoves(moves))]);
            if (!s.isOver()) out.add(s);
        }
        return out;
    }

    /**
     * Plain minimax of the quiescence tree, without pruning: the side to move takes the better of the material
     * count and every move that captures or ends the game, for {@code left} more plies. Finished games score
     * as the search scores them, by distance from the root.
     */
    private static int quiescence(SearchState s, int left, int ply) {
        if (s.isOver()) {
            int w = s.winner();
            return w < 0 ? 0 : w == s.sideToMove() ? AlphaBeta.WIN - ply : -AlphaBeta.WIN + ply;
        }
        int standPat = Evaluator.MATERIAL.evaluate(s);
        if (left == 0) return standPat;
        int me = s.sideToMove();
        int before = s.score(me) - s.score(1 - me);
        int best = standPat;
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            boolean tactical = s.isOver() || s.score(me) - s.score(1 - me) > before;
            if (tactical) best = Math.max(best, -quiescence(s, left - 1, ply + 1));
            s.unmake();
        }
        return best;
    }

    /** A one-ply search with quiescence: every root move, then captures only. */
    private static int oneAndQuiescence(SearchState s, int qs) {
        int best = -AlphaBeta.WIN - 1;
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            best = Math.max(best, -quiescence(s, qs, 1));
            s.unmake();
        }
        return best;
    }

    @Test
    void quiescence_scores_exactly_the_capture_sequences_past_the_horizon() {
        int changed = 0;
        for (SearchState s : positions(21, 150)) {
            int plain = exact().search(s, SearchLimits.depth(1)).score();
            int qs = exact().set("qs", 6).search(s, SearchLimits.depth(1)).score();
            assertEquals(oneAndQuiescence(s, 6), qs, "quiescence value of " + s.toPosition());
            if (qs != plain) changed++;
        }
        // Captures answer captures often in Oware: a one-ply search without quiescence misjudges many positions.
        assertTrue(changed >= 30, "quiescence changed only " + changed + " of 150 one-ply scores");
    }

    @Test
    void quiescence_sees_the_recapture_a_plain_search_of_the_same_depth_misses() {
        // Positions where the one-ply search plays a capture that the opponent answers with a bigger capture:
        // with quiescence the search sees the answer and its move keeps more material after the exchange.
        int better = 0;
        for (SearchState s : positions(22, 150)) {
            int plainMove = exact().search(s, SearchLimits.depth(1)).bestMove();
            int qsMove = exact().set("qs", 6).search(s, SearchLimits.depth(1)).bestMove();
            if (plainMove == qsMove) continue;
            int plainAfter = afterExchange(s, plainMove);
            int qsAfter = afterExchange(s, qsMove);
            assertTrue(qsAfter >= plainAfter, "quiescence chose a worse exchange in " + s.toPosition());
            if (qsAfter > plainAfter) better++;
        }
        assertTrue(better >= 5, "quiescence found a better exchange in only " + better + " positions");
    }

    /** The value after {@code move} and the capture sequences that follow it (six plies), mover's view. */
    private static int afterExchange(SearchState s, int move) {
        s.make(move);
        int v = -quiescence(s, 6, 1);
        s.unmake();
        return v;
    }

    @Test
    void quiescence_counts_its_nodes_and_obeys_the_node_budget() {
        SearchState s = positions(23, 1).get(0);
        SearchResult deep = exact().set("qs", 20).search(s, SearchLimits.depth(6));
        SearchResult flat = exact().search(s, SearchLimits.depth(6));
        assertTrue(deep.nodes() > flat.nodes(), deep.nodes() + " <= " + flat.nodes());
        SearchResult limited = exact().set("qs", 20).search(s, SearchLimits.nodes(2_000));
        assertTrue(limited.nodes() <= 2_001 + 20, "spent " + limited.nodes());
    }

    @Test
    void step_two_iterates_one_ply_then_even_depths_and_ends_on_the_limit() {
        SearchState s = positions(24, 1).get(0);
        List<Integer> depths = new ArrayList<>();
        SearchResult r =
                new AlphaBeta(16).set("step", 2).search(s, SearchLimits.depth(9), (d, v, n, pv) -> depths.add(d));
        assertEquals(List.of(1, 2, 4, 6, 8, 9), depths);
        assertEquals(9, r.depth());
        // The last iteration is the same search as with single steps: same depth, same table-free score.
        AlphaBeta oneStep = exact();
        AlphaBeta twoSteps = exact().set("step", 2);
        for (SearchState p : positions(25, 20)) {
            assertEquals(
                    oneStep.search(p, SearchLimits.depth(6)).score(),
                    twoSteps.search(p, SearchLimits.depth(6)).score(),
                    "depth-6 value of " + p.toPosition());
        }
    }
}
