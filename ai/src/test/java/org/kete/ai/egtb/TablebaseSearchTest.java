package org.kete.ai.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;

/** The searcher scores positions in the endgame tables exactly, and plays a move the tables call best. */
class TablebaseSearchTest {
    private static final int SEEDS = 8;
    private static final Game OWARE = Oware.TYPE.create();

    @TempDir
    static Path dir;

    static OwareTablebase tables;

    @BeforeAll
    static void build() {
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= SEEDS; k++) {
            b.buildLayer(k);
            EgtbFile.write(dir, k, b.rules(), b.layer(k));
        }
        tables = OwareTablebase.open(dir, OWARE.options());
    }

    /** Endgame positions from seeded random games: at most SEEDS seeds on the board, game not over. */
    private static List<Position> endgames(int count) {
        Random rng = new Random(99);
        List<Position> found = new java.util.ArrayList<>();
        while (found.size() < count) {
            Position p = OWARE.start(Player.SOUTH);
            while (!p.isOver() && boardSeeds(p) > SEEDS) {
                List<Move> moves = OWARE.legalMoves(p);
                p = OWARE.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
            if (!p.isOver() && !tables.isCycleDependent(p) && !anyMoveEndsTheGame(p)) found.add(p);
        }
        return found;
    }

    private static int boardSeeds(Position p) {
        int n = 0;
        for (int i = 0; i < 12; i++) n += p.seeds(i);
        return n;
    }

    private static boolean anyMoveEndsTheGame(Position p) {
        for (Move m : OWARE.legalMoves(p)) {
            if (OWARE.apply(p, m).after().isOver()) return true;
        }
        return false;
    }

    @Test
    void a_position_in_the_tables_is_scored_with_its_exact_final_seed_difference() {
        int checked = 0;
        for (Position p : endgames(30)) {
            AlphaBeta search = new AlphaBeta(16).withTablebase(tables);
            SearchResult r = search.search(OWARE.searchState(p), SearchLimits.depth(3));
            int expected = p.score(p.toMove())
                    - p.score(p.toMove().opponent())
                    + tables.value(p).getAsInt();
            if (expected == 0) {
                assertEquals(0, r.score(), p.text());
            } else {
                assertTrue(AlphaBeta.isTablebaseScore(r.score()), p.text() + " scored " + r.score());
                assertEquals(expected, AlphaBeta.tablebaseSeedDifference(r.score()), p.text());
            }
            List<Integer> best = tables.bestMoves(p).stream().map(Move::code).toList();
            assertTrue(best.contains(r.bestMove()), p.text() + ": " + r.bestMove() + " not among " + best);
            checked++;
        }
        assertEquals(30, checked);
    }

    @Test
    void the_strongest_level_and_the_hint_play_a_best_move_of_the_tables_when_given_them() {
        for (Position p : endgames(10)) {
            List<Integer> best = tables.bestMoves(p).stream().map(Move::code).toList();
            SearchResult strongest =
                    Levels.of(6).searcher(0, tables).search(OWARE.searchState(p), SearchLimits.depth(4));
            assertTrue(best.contains(strongest.bestMove()), p.text());
            assertTrue(AlphaBeta.isTablebaseScore(strongest.score()) || strongest.score() == 0, p.text());
            SearchResult hint = Levels.hint(OWARE.searchState(p), () -> false, tables);
            assertTrue(best.contains(hint.bestMove()), p.text());
        }
        // A game the tables do not cover (Nam Nam also has 12 pits; Oware under other rules) is searched without them.
        for (Game other :
                List.of(org.kete.engine.Games.byId("nam-nam").create(""), Oware.TYPE.create("grandSlam=allowed"))) {
            assertFalse(tables.covers(other));
            Position start = other.start(Player.SOUTH);
            SearchResult with =
                    Levels.of(6).searcher(0, tables).search(other.searchState(start), SearchLimits.depth(5));
            SearchResult without = Levels.of(6).searcher(0).search(other.searchState(start), SearchLimits.depth(5));
            assertEquals(without.nodes(), with.nodes(), other.id());
        }
        assertTrue(tables.covers(OWARE));
        // The other levels ignore the tables.
        Position p = endgames(1).get(0);
        SearchResult casual = Levels.of(3)
                .searcher(0, tables)
                .search(OWARE.searchState(p), Levels.of(3).limits(() -> false));
        SearchResult plain = Levels.of(3)
                .searcher(0)
                .search(OWARE.searchState(p), Levels.of(3).limits(() -> false));
        assertEquals(plain.score(), casual.score());
        assertEquals(plain.nodes(), casual.nodes());
    }

    @Test
    void positions_outside_the_tables_are_searched_as_before() {
        Position start = OWARE.start(Player.SOUTH);
        SearchResult plain = new AlphaBeta(16).search(OWARE.searchState(start), SearchLimits.depth(6));
        SearchResult with =
                new AlphaBeta(16).withTablebase(tables).search(OWARE.searchState(start), SearchLimits.depth(6));
        assertEquals(plain.score(), with.score());
        assertEquals(plain.nodes(), with.nodes());
        assertEquals(plain.bestMove(), with.bestMove());
    }
}
