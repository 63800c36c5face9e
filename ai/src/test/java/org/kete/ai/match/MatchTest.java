package org.kete.ai.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Evaluator;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.eval.Evaluators;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.SearchState;

class MatchTest {
    private static final Game OWARE = Games.byId("oware").create();

    private static Match.Contestant ab(String name, Evaluator eval, int depth) {
        return new Match.Contestant(name, seed -> new AlphaBeta(12, eval), () -> SearchLimits.depth(depth));
    }

    private static Match.Result evalAgainstMaterial(Game game, int games, int plies, long seed) {
        String id = game.id();
        return new Match(
                        game,
                        new Match.Contestant(
                                "eval", s -> new AlphaBeta(12, Evaluators.forGame(id)), () -> SearchLimits.depth(2)),
                        new Match.Contestant(
                                "material",
                                s -> new AlphaBeta(12, Evaluators.materialOnly(id)),
                                () -> SearchLimits.depth(2)))
                .play(games, plies, seed, g -> {});
    }

    @Test
    void a_match_replays_exactly_for_its_seed() {
        Match.Result one = evalAgainstMaterial(OWARE, 6, 4, 7);
        Match.Result two = evalAgainstMaterial(OWARE, 6, 4, 7);
        assertEquals(one.elo(), two.elo());
        for (int i = 0; i < 6; i++)
            assertArrayEquals(one.games().get(i).moves(), two.games().get(i).moves());
    }

    @Test
    void colours_alternate_and_each_random_opening_is_played_twice() {
        Match.Result r = evalAgainstMaterial(OWARE, 6, 4, 3);
        for (Match.GameResult g : r.games()) {
            assertEquals(g.index() % 2, g.aSide(), "game " + g.index());
            assertEquals(4, g.openingPlies());
        }
        for (int i = 0; i < 6; i += 2) {
            int[] a = Arrays.copyOf(r.games().get(i).moves(), 4);
            int[] b = Arrays.copyOf(r.games().get(i + 1).moves(), 4);
            assertArrayEquals(a, b, "pair " + i / 2);
        }
        assertTrue(!Arrays.equals(
                Arrays.copyOf(r.games().get(0).moves(), 4),
                Arrays.copyOf(r.games().get(2).moves(), 4)));
    }

    @Test
    void every_game_is_a_legal_complete_game_and_the_tally_adds_up() {
        Match.Result r = evalAgainstMaterial(OWARE, 4, 0, 1);
        int w = 0;
        for (Match.GameResult g : r.games()) {
            SearchState s = OWARE.searchState(OWARE.start());
            int[] buf = new int[SearchState.MAX_MOVES];
            for (int m : g.moves()) {
                int n = s.legalMoves(buf);
                assertTrue(Arrays.stream(buf, 0, n).anyMatch(x -> x == m), "illegal move in game " + g.index());
                s.make(m);
            }
            assertTrue(s.isOver());
            assertEquals(s.winner(), g.winner());
            if (g.resultForA() > 0) w++;
        }
        assertEquals(w, r.elo().wins());
        assertEquals(4, r.elo().games());
    }

    @Test
    void deeper_search_beats_shallower_in_a_pinned_oware_match() {
        Evaluator m = Evaluator.MATERIAL;
        Match.Result r = new Match(OWARE, ab("d3", m, 3), ab("d1", m, 1)).play(8, 4, 11, g -> {});
        // Pinned: a change here is a change of the searcher or the harness, to be looked at on purpose.
        assertEquals(
                PINNED_D3_D1, List.of(r.elo().wins(), r.elo().draws(), r.elo().losses()));
    }

    @Test
    void pinned_results_of_the_evaluation_against_material_in_every_game() {
        StringBuilder got = new StringBuilder();
        for (var type : Games.all()) {
            if (type.id().equals("nam-nam")) continue; // its multi-round games are too long for a quick test
            Match.Result r = evalAgainstMaterial(type.create(), 2, 4, 5);
            got.append(type.id())
                    .append(' ')
                    .append(r.elo().wins())
                    .append('-')
                    .append(r.elo().draws())
                    .append('-')
                    .append(r.elo().losses())
                    .append('\n');
        }
        assertEquals(PINNED_EVAL, got.toString());
    }

    @Test
    void levels_play_matches_through_the_harness_deterministically() {
        Levels.Level one = Levels.of(1);
        Levels.Level two = Levels.of(2);
        Match m = new Match(
                OWARE,
                new Match.Contestant("novice", two::searcher, () -> two.limits(() -> false)),
                new Match.Contestant("beginner", one::searcher, () -> one.limits(() -> false)));
        Match.Result a = m.play(4, 2, 9, g -> {});
        Match.Result b = m.play(4, 2, 9, g -> {});
        assertEquals(a.elo(), b.elo());
        assertTrue(a.elo().wins() >= 3, "novice against beginner: " + a.elo());
    }

    @Test
    void balanced_openings_are_even_by_the_reference_search_and_replay_for_their_seed() {
        // Bao la Kujifunza from a random opening is mostly a win for the side to move; a balanced opening is not.
        Game kujifunza = Games.byId("bao-la-kujifunza").create();
        Match m = new Match(
                kujifunza,
                new Match.Contestant("d1", s -> new AlphaBeta(12, Evaluator.MATERIAL), () -> SearchLimits.depth(1)),
                new Match.Contestant("d1b", s -> new AlphaBeta(12, Evaluator.MATERIAL), () -> SearchLimits.depth(1)));
        Match.Result r = m.play(4, 4, true, 3, g -> {});
        AlphaBeta reference = new AlphaBeta(16, Evaluators.forGame(kujifunza.id()));
        for (Match.GameResult g : r.games()) {
            assertEquals(4, g.openingPlies());
            SearchState s = kujifunza.searchState(kujifunza.start());
            for (int i = 0; i < 4; i++) s.make(g.moves()[i]);
            int value = Match.balance(s, reference);
            assertTrue(Math.abs(value) <= Match.BALANCE_MARGIN, "game " + g.index() + ": " + value);
        }
        assertArrayEquals(
                Arrays.copyOf(r.games().get(0).moves(), 4),
                Arrays.copyOf(r.games().get(1).moves(), 4),
                "each balanced opening is played twice");
        Match.Result again = m.play(4, 4, true, 3, g -> {});
        for (int i = 0; i < 4; i++)
            assertArrayEquals(r.games().get(i).moves(), again.games().get(i).moves());
    }

    @Test
    void a_game_that_keeps_coming_back_to_one_state_is_adjudicated_a_draw() {
        // Nam Nam has no draw by repetition across rounds: these two one-ply players replay the same rounds
        // for ever (the game's 250,000-ply bound took 14 s for two games); the match stops at the fifth visit.
        Game namNam = Games.byId("nam-nam").create();
        Match.Result r = new Match(
                        namNam,
                        new Match.Contestant(
                                "eval",
                                s -> new AlphaBeta(12, Evaluators.forGame("nam-nam")),
                                () -> SearchLimits.depth(1)),
                        new Match.Contestant(
                                "material",
                                s -> new AlphaBeta(12, Evaluators.materialOnly("nam-nam")),
                                () -> SearchLimits.depth(1)))
                .play(2, 4, 1, g -> {});
        for (Match.GameResult g : r.games()) {
            assertTrue(g.adjudicated(), "game " + g.index());
            assertEquals(-1, g.winner());
            assertTrue(g.moves().length < 5_000, "stopped early: " + g.moves().length + " plies");
            SearchState s = namNam.searchState(namNam.start());
            java.util.Map<Long, Integer> seen = new java.util.HashMap<>();
            for (int i = 0; i < g.moves().length; i++) {
                // States are counted from the end of the opening, where the players take over.
                if (i >= g.openingPlies()) seen.merge(s.hash() * 31 + s.score(0) * 1031L + s.score(1), 1, Integer::sum);
                s.make(g.moves()[i]);
            }
            int last = seen.getOrDefault(s.hash() * 31 + s.score(0) * 1031L + s.score(1), 0);
            assertEquals(Match.ADJUDICATE_AFTER - 1, last, "the final state was seen four times before");
            assertTrue(!s.isOver());
        }
        assertEquals(new Elo(0, 2, 0), r.elo());
    }

    @Test
    void bad_arguments_are_refused() {
        Match m = evalMatch();
        assertThrows(IllegalArgumentException.class, () -> m.play(0, 0, 1, g -> {}));
        assertThrows(IllegalArgumentException.class, () -> m.play(2, -1, 1, g -> {}));
    }

    private static Match evalMatch() {
        return new Match(OWARE, ab("a", Evaluator.MATERIAL, 1), ab("b", Evaluator.MATERIAL, 1));
    }

    private static final List<Integer> PINNED_D3_D1 = List.of(8, 0, 0);
    // Updated on purpose when the search changed (late-move reductions; extra turns no longer negated).
    private static final String PINNED_EVAL = "oware 2-0-0\n"
            + "bao-kenyan-children 1-1-0\n"
            + "bao-kenyan-laps 1-0-1\n"
            + "bao-la-kujifunza 1-0-1\n"
            + "bao-kigogo 1-0-1\n"
            + "bao-la-kiswahili 2-0-0\n";
}
