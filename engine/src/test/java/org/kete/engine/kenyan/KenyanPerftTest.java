package org.kete.engine.kenyan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Perft;
import org.kete.engine.Position;

/**
 * Perft of both Kenyan games: counts pinned here, and the same counts from the naive second implementations
 * (NaiveChildrensBao, NaiveLapsBao), from the start and from many other positions. A game that is over has no
 * moves, so its subtree counts 0.
 */
class KenyanPerftTest {
    private static final long[] CHILDREN = {8, 63, 450, 3_093, 20_168, 127_733, 789_896, 4_815_988, 29_007_235};
    private static final long[] CHILDREN_BOTH_STORES_SEED_CAPTURED = {
        8, 63, 450, 3_087, 19_979, 125_302, 764_052, 4_584_829
    };
    private static final long[] LAPS = {8, 39, 138, 538, 1_859, 6_708, 23_120, 80_408, 273_305, 912_975};
    private static final long[] LAPS_SPLIT_NO_MAJORITY = {
        8, 39, 138, 538, 1_859, 6_708, 23_120, 80_412, 273_312, 913_043
    };

    private static long perft(Game game, Position p, int depth) {
        return new Perft(game.searchState(p), depth).perft(depth);
    }

    private static void checkPinned(Game game, long[] expected) {
        for (int d = 1; d <= expected.length; d++) {
            assertEquals(expected[d - 1], perft(game, game.start(), d), game + " perft " + d);
        }
    }

    @Test
    void childrens_bao_perft_from_the_start() {
        checkPinned(ChildrensBao.TYPE.create(), CHILDREN);
        NaiveChildrensBao naive = new NaiveChildrensBao(false, false, 25);
        for (int d = 1; d <= 7; d++) {
            assertEquals(
                    CHILDREN[d - 1],
                    naive.perft(naive.parse(ChildrensBao.TYPE.create().start().text()), d));
        }
    }

    @Test
    void childrens_bao_perft_with_both_stores_and_the_sowing_seed_captured() {
        Game game = ChildrensBao.TYPE.create("sowOpponentStore=true captureSowingSeed=true");
        checkPinned(game, CHILDREN_BOTH_STORES_SEED_CAPTURED);
        NaiveChildrensBao naive = new NaiveChildrensBao(true, true, 25);
        for (int d = 1; d <= 7; d++) {
            assertEquals(
                    CHILDREN_BOTH_STORES_SEED_CAPTURED[d - 1],
                    naive.perft(naive.parse(game.start().text()), d));
        }
    }

    @Test
    void laps_bao_perft_from_the_start() {
        checkPinned(LapsBao.TYPE.create(), LAPS);
        NaiveLapsBao naive = new NaiveLapsBao(true, false);
        for (int d = 1; d <= 6; d++) {
            assertEquals(
                    LAPS[d - 1],
                    naive.perft(naive.parse(LapsBao.TYPE.create().start().text()), d));
        }
    }

    @Test
    void laps_bao_perft_with_split_cycles_and_no_majority_end() {
        Game game = LapsBao.TYPE.create("cycleRule=split majorityEnds=false");
        checkPinned(game, LAPS_SPLIT_NO_MAJORITY);
        NaiveLapsBao naive = new NaiveLapsBao(false, true);
        for (int d = 1; d <= 6; d++) {
            assertEquals(
                    LAPS_SPLIT_NO_MAJORITY[d - 1],
                    naive.perft(naive.parse(game.start().text()), d));
        }
    }

    @Test
    void laps_bao_perft_through_the_L9_cycle() {
        String x = "2-1-1-0-1-0-0-1-1-0-2-0-1-0-1-0-11-10-S";
        for (String options : new String[] {"", "cycleRule=split"}) {
            Game game = LapsBao.TYPE.create(options);
            NaiveLapsBao naive = new NaiveLapsBao(true, !options.isEmpty());
            for (int d = 1; d <= 7; d++) {
                long expected = d <= 6 ? 1 : 0; // forced moves; the sixth returns to X and ends the game
                assertEquals(expected, perft(game, game.parsePosition(x), d), "perft " + d);
                assertEquals(expected, naive.perft(naive.parse(x), d), "naive perft " + d);
            }
        }
    }

    /** Every 4th position of some seeded random games, as text (so both implementations start the same). */
    private static List<String> samplePositions(Game game, int games) {
        List<String> texts = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Random rng = new Random(900 + g);
            Position p = game.start();
            for (int ply = 0; !p.isOver(); ply++) {
                if (ply % 4 == 0) texts.add(p.text());
                List<Move> moves = game.legalMoves(p);
                p = game.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
            texts.add(p.text());
        }
        return texts;
    }

    @Test
    void childrens_bao_perft_agrees_with_the_naive_implementation_across_random_positions() {
        String[][] cases = {
            {"", "false", "false", "25"},
            {"sowOpponentStore=true", "true", "false", "25"},
            {"captureSowingSeed=true winThreshold=20", "false", "true", "20"}
        };
        for (String[] c : cases) {
            Game game = ChildrensBao.TYPE.create(c[0]);
            NaiveChildrensBao naive = new NaiveChildrensBao(
                    Boolean.parseBoolean(c[1]), Boolean.parseBoolean(c[2]), Integer.parseInt(c[3]));
            List<String> texts = samplePositions(game, 5);
            texts.addAll(List.of(
                    "18-0-0-0-0-0-0-0-2-1-0-3-0-1-2-0-11-10-S", // K6
                    "0-0-0-0-0-0-0-12-1-1-1-1-1-1-1-1-8-20-S", // K7
                    "0-0-0-0-0-0-0-1-2-0-1-0-3-0-0-1-20-20-S")); // K8
            for (String text : texts) {
                for (int d = 1; d <= 4; d++) {
                    assertEquals(
                            naive.perft(naive.parse(text), d),
                            perft(game, game.parsePosition(text), d),
                            game + " perft " + d + " from " + text);
                }
            }
        }
    }

    @Test
    void laps_bao_perft_agrees_with_the_naive_implementation_across_random_positions() {
        for (String options : new String[] {"", "cycleRule=split majorityEnds=false"}) {
            Game game = LapsBao.TYPE.create(options);
            NaiveLapsBao naive = new NaiveLapsBao(options.isEmpty(), !options.isEmpty());
            List<String> texts = samplePositions(game, 8);
            texts.addAll(List.of(
                    "1-2-0-1-0-1-0-1-0-2-1-0-1-0-1-0-12-9-S", // L7: an endless move
                    "0-0-1-0-0-0-0-0-0-0-0-0-2-1-0-0-15-13-S", // L8: majority
                    "0-0-0-0-2-0-0-0-1-2-0-0-0-0-0-1-14-12-N")); // L6: empty row
            for (String text : texts) {
                for (int d = 1; d <= 4; d++) {
                    assertEquals(
                            naive.perft(naive.parse(text), d),
                            perft(game, game.parsePosition(text), d),
                            game + " perft " + d + " from " + text);
                }
            }
        }
    }

    @Test
    @Tag("slow")
    void deep_perft_from_the_start() {
        Game children = ChildrensBao.TYPE.create();
        assertEquals(173_400_136L, perft(children, children.start(), 10));
        NaiveChildrensBao naiveChildren = new NaiveChildrensBao(false, false, 25);
        assertEquals(
                CHILDREN[8],
                naiveChildren.perft(naiveChildren.parse(children.start().text()), 9));
        Game laps = LapsBao.TYPE.create();
        assertEquals(3_033_213L, perft(laps, laps.start(), 11));
        assertEquals(9_869_771L, perft(laps, laps.start(), 12));
        NaiveLapsBao naiveLaps = new NaiveLapsBao(true, false);
        assertEquals(LAPS[7], naiveLaps.perft(naiveLaps.parse(laps.start().text()), 8));
    }
}
