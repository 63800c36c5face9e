package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * The search settings level 6's matches compare ({@link SearchSettings}): quiescence on captures ({@code qs})
 * and iterations two plies apart ({@code step}), each checked against a naive reference.
 */
class SearchSettingsTest {
    private static final Game OWARE = Oware.TYPE.create();

    /** Full width, no table, material only: the scores are exact values of the searched tree. */
    private static AlphaBeta exact() {
        return new AlphaBeta(0, Evaluator.MATERIAL, false);
    }

    /** As {@link #exact}, searching captures this many plies past the horizon. */
    private static AlphaBeta quiescence(int plies) {
        AlphaBeta ab = exact();
        return ab.withSettings(ab.settings().toBuilder().quiescence(plies).build());
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
            int qs = quiescence(6).search(s, SearchLimits.depth(1)).score();
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
            int qsMove = quiescence(6).search(s, SearchLimits.depth(1)).bestMove();
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
        SearchResult deep = quiescence(20).search(s, SearchLimits.depth(6));
        SearchResult flat = exact().search(s, SearchLimits.depth(6));
        assertTrue(deep.nodes() > flat.nodes(), deep.nodes() + " <= " + flat.nodes());
        SearchResult limited = quiescence(20).search(s, SearchLimits.nodes(2_000));
        assertTrue(limited.nodes() <= 2_001 + 20, "spent " + limited.nodes());
    }

    @Test
    void step_two_iterates_one_ply_then_even_depths_and_ends_on_the_limit() {
        SearchState s = positions(24, 1).get(0);
        List<Integer> depths = new ArrayList<>();
        AlphaBeta steps = new AlphaBeta(16);
        steps.withSettings(steps.settings().toBuilder().step(2).build());
        SearchResult r = steps.search(s, SearchLimits.depth(9), (d, v, n, pv) -> depths.add(d));
        assertEquals(List.of(1, 2, 4, 6, 8, 9), depths);
        assertEquals(9, r.depth());
        // The last iteration is the same search as with single steps: same depth, same table-free score.
        AlphaBeta oneStep = exact();
        AlphaBeta twoSteps = exact();
        twoSteps.withSettings(twoSteps.settings().toBuilder().step(2).build());
        for (SearchState p : positions(25, 20)) {
            assertEquals(
                    oneStep.search(p, SearchLimits.depth(6)).score(),
                    twoSteps.search(p, SearchLimits.depth(6)).score(),
                    "depth-6 value of " + p.toPosition());
        }
    }

    @Test
    void the_defaults_are_the_search_the_levels_and_the_bench_have_always_used() {
        SearchSettings d = SearchSettings.DEFAULTS;
        assertEquals(new SearchSettings(true, 3, 2, true, AlphaBeta.MAX_DEPTH, 2, 101, false, 1, 0), d);
        assertEquals(d, new AlphaBeta(10).settings());
        assertEquals(d.toBuilder().reductions(false).build(), exact().settings());
        // Level 6 changes two of them, and keeps its table.
        assertEquals(
                d.toBuilder().lmrPv(false).partial(true).build(),
                Levels.strongestSettings(new AlphaBeta(10)).settings());
    }

    @Test
    void the_builder_changes_only_what_it_names() {
        SearchSettings s = SearchSettings.DEFAULTS.toBuilder()
                .lmrDepth(4)
                .lmrMoves(5)
                .lmrMaxDepth(9)
                .tableDepth(3)
                .aspirationWindow(0)
                .step(2)
                .quiescence(7)
                .build();
        assertEquals(new SearchSettings(true, 4, 5, true, 9, 3, 0, false, 2, 7), s);
        assertEquals(
                SearchSettings.DEFAULTS, SearchSettings.DEFAULTS.toBuilder().build());
    }

    @Test
    void the_names_users_type_set_their_fields_and_out_of_range_values_are_brought_into_range() {
        SearchSettings.Builder b = SearchSettings.DEFAULTS.toBuilder();
        b.option("lmrdepth", 0).option("lmrmoves", 4).option("lmrpv", 0).option("lmrmax", 12);
        b.option("tabledepth", -3)
                .option("aspiration", 55)
                .option("partial", 1)
                .option("step", 5)
                .option("qs", 999);
        assertEquals(new SearchSettings(true, 1, 4, false, 12, 1, 55, true, 2, AlphaBeta.MAX_DEPTH), b.build());
        b.option("step", -1).option("qs", -2).option("lmrpv", 7).option("partial", 0);
        assertEquals(new SearchSettings(true, 1, 4, true, 12, 1, 55, false, 1, 0), b.build());
    }

    @Test
    void settings_out_of_range_are_refused() {
        SearchSettings.Builder b = SearchSettings.DEFAULTS.toBuilder();
        assertThrows(IllegalArgumentException.class, () -> b.lmrDepth(0).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> SearchSettings.DEFAULTS.toBuilder().lmrMoves(0).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> SearchSettings.DEFAULTS.toBuilder().tableDepth(0).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> SearchSettings.DEFAULTS.toBuilder().step(3).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> SearchSettings.DEFAULTS.toBuilder().quiescence(-1).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> SearchSettings.DEFAULTS.toBuilder().quiescence(121).build());
    }
}
