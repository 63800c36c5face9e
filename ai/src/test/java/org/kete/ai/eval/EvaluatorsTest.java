package org.kete.ai.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.ai.Evaluator;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Position;
import org.kete.engine.SearchState;
import org.kete.engine.bao.NyumbaView;
import org.kete.engine.namnam.NamNamState;

class EvaluatorsTest {

    /**
     * The same state with the colours swapped: South's pits read as North's and the scores exchanged. Moves go
     * to the real state, so an evaluation that plays moves (the threat probe) sees the same game mirrored.
     */
    private static final class Mirror implements NyumbaView {
        private final SearchState s;
        private final int half;

        Mirror(SearchState s) {
            this.s = s;
            this.half = s.pitCount() / 2;
        }

        private int map(int pit) {
            return (pit + half) % (2 * half);
        }

        @Override
        public Game game() {
            return s.game();
        }

        @Override
        public int sideToMove() {
            return 1 - s.sideToMove();
        }

        @Override
        public int legalMoves(int[] moves) {
            return s.legalMoves(moves);
        }

        @Override
        public void make(int move) {
            s.make(move);
        }

        @Override
        public void unmake() {
            s.unmake();
        }

        @Override
        public int ply() {
            return s.ply();
        }

        @Override
        public boolean isOver() {
            return s.isOver();
        }

        @Override
        public int winner() {
            return s.winner() < 0 ? -1 : 1 - s.winner();
        }

        @Override
        public int score(int player) {
            return s.score(1 - player);
        }

        @Override
        public int pitCount() {
            return s.pitCount();
        }

        @Override
        public int seeds(int pit) {
            return s.seeds(map(pit));
        }

        @Override
        public int owner(int pit) {
            return 1 - s.owner(map(pit));
        }

        /** Only Bao's evaluation asks, and only of a Bao state. */
        @Override
        public boolean isNyumbaFunctional(int player) {
            return ((NyumbaView) s).isNyumbaFunctional(1 - player);
        }

        @Override
        public long hash() {
            return s.hash();
        }

        @Override
        public Position toPosition() {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void a_position_and_its_colour_mirror_evaluate_the_same() {
        // Nam Nam's ownership and Kiswahili's nyumba are read from the game's own state class, which the
        // mirror cannot stand in for; their other terms are the same code paths as the games checked here.
        for (String id :
                new String[] {"oware", "bao-kenyan-children", "bao-kenyan-laps", "bao-la-kujifunza", "bao-kigogo"}) {
            Game game = Games.byId(id).create();
            Evaluator eval =
                    id.startsWith("bao-la") ? Evaluators.forGame(id, Map.of("nyumba", 0)) : Evaluators.forGame(id);
            SplittableRandom rng = new SplittableRandom(17);
            int checked = 0;
            for (int g = 0; g < 10; g++) {
                SearchState s = game.searchState(game.start());
                int[] buf = new int[SearchState.MAX_MOVES];
                while (!s.isOver() && s.ply() < 60) {
                    int value = eval.evaluate(s);
                    assertEquals(value, eval.evaluate(new Mirror(s)), id + " at ply " + s.ply());
                    checked++;
                    int n = s.legalMoves(buf);
                    s.make(buf[rng.nextInt(n)]);
                }
            }
            assertTrue(checked > 100, id);
        }
    }

    @Test
    void pit_owners_and_the_nyumba_are_read_through_narrow_interfaces_so_a_mirror_stands_in() {
        // Nam Nam's ownership (SearchState.owner) and Kiswahili's nyumba (NyumbaView), with every term on.
        for (String id : new String[] {"nam-nam", "bao-la-kiswahili"}) {
            Game game = Games.byId(id).create();
            Map<String, Integer> allOn =
                    id.equals("nam-nam") ? Map.of("ownedSeeds", 10) : Map.of("front", 2, "frontPits", 3);
            Evaluator eval = Evaluators.forGame(id, allOn);
            SplittableRandom rng = new SplittableRandom(23);
            int checked = 0;
            for (int g = 0; g < 6; g++) {
                SearchState s = game.searchState(game.start());
                int[] buf = new int[SearchState.MAX_MOVES];
                while (!s.isOver() && s.ply() < 80) {
                    assertEquals(eval.evaluate(s), eval.evaluate(new Mirror(s)), id + " at ply " + s.ply());
                    checked++;
                    int n = s.legalMoves(buf);
                    s.make(buf[rng.nextInt(n)]);
                }
            }
            assertTrue(checked > 100, id);
        }
    }

    @Test
    void nam_nam_owners_are_the_round_s_ownership() {
        Game game = Games.byId("nam-nam").create();
        SearchState s = game.searchState(game.start());
        SplittableRandom rng = new SplittableRandom(9);
        int[] buf = new int[SearchState.MAX_MOVES];
        for (int i = 0; i < 300 && !s.isOver(); i++) {
            NamNamState st = (NamNamState) s;
            for (int pit = 0; pit < 12; pit++) assertEquals(st.isOwnedByNorth(pit) ? 1 : 0, s.owner(pit));
            int n = s.legalMoves(buf);
            s.make(buf[rng.nextInt(n)]);
        }
    }

    @Test
    void every_game_has_an_evaluation_that_leaves_the_state_as_it_found_it() {
        for (GameType type : Games.all()) {
            Game game = type.create();
            Evaluator eval = Evaluators.forGame(type.id());
            SearchState s = game.searchState(game.start());
            SplittableRandom rng = new SplittableRandom(3);
            int[] buf = new int[SearchState.MAX_MOVES];
            for (int i = 0; i < 40 && !s.isOver(); i++) {
                long hash = s.hash();
                int ply = s.ply();
                int v = eval.evaluate(s);
                assertEquals(hash, s.hash(), type.id());
                assertEquals(ply, s.ply(), type.id());
                assertEquals(v, eval.evaluate(s), type.id() + ": the same position, the same value");
                int n = s.legalMoves(buf);
                s.make(buf[rng.nextInt(n)]);
            }
        }
    }

    @Test
    void nam_nam_counts_the_seeds_in_owned_pits_once_as_material() {
        // Material is what a player would hold if the round were split now: captures plus owned pits' seeds.
        // The ownedSeeds term would count those seeds again; matches switched it off (docs/strength.md).
        Game game = Games.byId("nam-nam").create();
        Evaluator material = Evaluators.materialOnly("nam-nam");
        Evaluator onlyOwnedTerm = Evaluators.forGame("nam-nam", Map.of("threat", 0, "threes", 0, "mobility", 0));
        SearchState s = game.searchState(game.start());
        SplittableRandom rng = new SplittableRandom(5);
        int[] buf = new int[SearchState.MAX_MOVES];
        for (int i = 0; i < 200 && !s.isOver(); i++) {
            NamNamState st = (NamNamState) s;
            int me = s.sideToMove();
            int held = 0;
            for (int pit = 0; pit < 12; pit++) {
                int owner = st.isOwnedByNorth(pit) ? 1 : 0;
                held += (owner == me ? 1 : -1) * s.seeds(pit);
            }
            held += s.score(me) - s.score(1 - me);
            assertEquals(100 * held, material.evaluate(s), "ply " + s.ply());
            assertEquals(material.evaluate(s), onlyOwnedTerm.evaluate(s), "ownedSeeds is off, ply " + s.ply());
            int n = s.legalMoves(buf);
            s.make(buf[rng.nextInt(n)]);
        }
    }

    @Test
    void material_only_is_the_seed_difference_and_terms_are_named() {
        for (GameType type : Games.all()) {
            assertEquals("material", Evaluators.terms(type.id()).get(0), type.id());
        }
        Game oware = Games.byId("oware").create();
        SearchState s = oware.searchState(oware.parsePosition("4-4-4-4-4-0-4-4-4-4-4-4-4-0-S"));
        assertEquals(400, Evaluators.materialOnly("oware").evaluate(s));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Evaluators.forGame("oware", Map.of("speed", 1)));
        assertTrue(e.getMessage().contains("threat"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Evaluators.forGame("chess"));
    }
}
