package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * {@link BaoState#randomLegalMove}, which draws by rejection over the candidates instead of listing the legal
 * moves, draws exactly the legal moves and each equally often: on the positions of seeded random games, many
 * draws per position are compared with the full legal list by a chi-square statistic (summed over the
 * positions, whose sum has as many degrees of freedom as the positions have together). The drawn moves are
 * also made, so that make() of a move whose simulation was kept is checked against {@link Game#apply}.
 */
class BaoRandomLegalMoveTest {
    private static final int DRAWS_PER_MOVE = 60;

    /** What the draws showed over a run of positions. */
    private record Tally(int positions, int withSafari, double chiSquare, int degrees) {}

    private static Tally drawAndCompare(Game g, int games, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        SplittableRandom draws = new SplittableRandom(seed + 1);
        int[] moves = new int[SearchState.MAX_MOVES];
        int[] scratch = new int[SearchState.MAX_MOVES];
        int positions = 0;
        int withSafari = 0;
        double chiSquare = 0;
        int degrees = 0;
        for (int i = 0; i < games; i++) {
            BaoState s = (BaoState) g.searchState(g.start(Player.SOUTH));
            while (true) {
                String where = "game " + i + " ply " + s.ply() + " in " + g.formatPosition(s.toPosition());
                // Draw first: listing the legal moves first would make the draw pick from that list.
                int first = s.randomLegalMove(draws, scratch);
                int n = s.legalMoves(moves);
                if (n == 0) {
                    assertEquals(-1, first, "no legal move: no draw, at " + where);
                    assertTrue(s.isOver(), where);
                    break;
                }
                int[] counts = new int[n];
                counts[indexOf(moves, n, first, where)]++;
                // The list is now known; a fresh state of the same position draws by rejection again.
                BaoState fresh = (BaoState) g.searchState(s.toPosition());
                for (int d = 1; d < DRAWS_PER_MOVE * n; d++) {
                    counts[indexOf(moves, n, fresh.randomLegalMove(draws, scratch), where)]++;
                }
                double expected = DRAWS_PER_MOVE;
                double x = 0;
                for (int c : counts) x += (c - expected) * (c - expected) / expected;
                assertTrue(x < (n - 1) + 10 * Math.sqrt(2.0 * (n - 1)) + 10, "chi-square " + x + " at " + where);
                chiSquare += x;
                degrees += n - 1;
                positions++;
                for (int k = 0; k < n; k++) {
                    if (BaoMove.isSafari(moves[k])) {
                        withSafari++;
                        break;
                    }
                }
                // Make a drawn move on the state whose simulations are kept, and compare with the rules API.
                int move = fresh.randomLegalMove(rng, scratch);
                Position before = fresh.toPosition();
                fresh.make(move);
                assertEquals(g.apply(before, g.move(before, move)).after(), fresh.toPosition(), "make at " + where);
                s.make(move);
            }
        }
        return new Tally(positions, withSafari, chiSquare, degrees);
    }

    private static int indexOf(int[] moves, int n, int move, String where) {
        for (int k = 0; k < n; k++) if (moves[k] == move) return k;
        throw new AssertionError("drawn move " + move + " is not legal at " + where);
    }

    /** The summed statistic stays within 4 standard deviations of its mean (seeded, so it is reproducible). */
    private static void assertUniform(Tally t) {
        assertTrue(t.positions() > 100, "positions tested: " + t.positions());
        double bound = t.degrees() + 4 * Math.sqrt(2.0 * t.degrees());
        assertTrue(t.chiSquare() < bound, "chi-square " + t.chiSquare() + " over " + t.degrees() + " degrees");
    }

    @Test
    void kiswahili_draws_every_legal_move_equally_often_safari_twins_included() {
        Tally t = drawAndCompare(Bao.KISWAHILI.create(), 12, 1);
        assertUniform(t);
        assertTrue(t.withSafari() > 0, "some positions offer a safari");
    }

    @Test
    void kujifunza_draws_every_legal_move_equally_often() {
        assertUniform(drawAndCompare(Bao.KUJIFUNZA.create(), 12, 2));
    }

    /** With a lap limit of 3 many candidates are never-ending: illegal, they must never be drawn. */
    @Test
    void never_ending_candidates_are_never_drawn() {
        assertUniform(drawAndCompare(Bao.KISWAHILI.create("maxLaps=3"), 12, 3));
        assertUniform(drawAndCompare(Bao.KUJIFUNZA.create("maxLaps=2"), 40, 4));
    }

    /** Under option LOSS a never-ending move stays legal (choosing it loses), so it is drawn like any other. */
    @Test
    void never_ending_moves_are_drawn_when_they_are_legal_losses() {
        assertUniform(drawAndCompare(Bao.KISWAHILI.create("maxLaps=3 neverEnding=loss"), 12, 5));
    }

    /** Safari twins in the mtaji stage, and the takasia obligation, which falls back to the full list. */
    @Test
    void other_option_profiles_draw_uniformly() {
        assertUniform(drawAndCompare(Bao.KISWAHILI.create(KiswahiliBgaContractTest.BGA), 12, 6));
        assertUniform(drawAndCompare(
                Bao.KISWAHILI.create(
                        "mtajiNyumba=namua-rules loseNyumbaOnMtajiCapture=false" + " takasiaObligation=any-capture"),
                12,
                7));
    }
}
