package org.kete.ai.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.AlphaBeta;
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
