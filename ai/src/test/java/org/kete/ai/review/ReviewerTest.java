package org.kete.ai.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.kete.ai.AlphaBeta;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.egtb.TableRules;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;
import org.kete.engine.record.GameRecord;

/**
 * The review on hand-picked positions of every game (each taken from a real game between levels and frozen
 * here as text), on a proven Oware ending from endgame tables built in the test, on the accuracy formula, and
 * on determinism. The searches use 50,000 nodes a position, a quarter to an eighth of the default budgets, so
 * the test stays quick; the positions are ones where the verdict is clear at any budget.
 */
class ReviewerTest {
    static final long NODES = 50_000;

    /**
     * A position of one game: {@code best} is the review's best move, {@code blunder} gives away most of the
     * winning chance; and a position where {@code only} is the one legal move.
     */
    record Case(String game, String position, String best, String blunder, String onlyPosition, String only) {
        @Override
        public String toString() {
            return game;
        }
    }

    static Stream<Case> cases() {
        return Stream.of(
                new Case("oware", "4-0-0-1-13-3-2-5-0-0-14-2-0-4-N", "b", "a", "0-0-0-0-16-0-2-4-0-3-1-5-2-15-S", "E"),
                new Case(
                        "nam-nam",
                        "1-1-1-1-1-1-1-2-1-1-3-2-12-20-N SSSSSS/NNNNNN r1-S play",
                        "a",
                        "c",
                        "0-0-0-12-0-0-0-1-0-0-2-1-12-20-S SSSSSS/NNNNNN r1-S play",
                        "D"),
                new Case(
                        "bao-kenyan-children",
                        "4-4-0-4-0-0-2-6-5-1-4-4-4-3-3-0-3-1-N",
                        "f",
                        "c",
                        "0-0-0-0-1-0-1-0-0-0-0-0-0-0-2-0-21-23-N",
                        "g"),
                new Case(
                        "bao-kenyan-laps",
                        "1-2-0-2-1-0-1-0-1-0-5-0-9-0-4-0-2-4-N",
                        "c",
                        "g",
                        "0-1-1-1-0-0-3-1-0-0-1-1-0-0-1-0-13-9-S",
                        "G"),
                new Case(
                        "bao-la-kujifunza",
                        "3,6,0,5,5,6,0,0,1,0,4,0,1,4,2,1/2,3,2,1,1,1,2,1,3,0,3,3,0,3,0,1 S",
                        "B2>",
                        "B3>",
                        "0,0,0,0,1,1,1,9,4,0,0,3,3,0,3,0/2,2,2,3,3,4,1,2,5,0,2,3,1,2,1,6 S",
                        "B8<"),
                new Case(
                        "bao-kigogo",
                        "2,0,1,4,1,0,4,4,1,0,2,1,4,0,1,1,0,1,0,4,1,0,4,1/1,3,0,2,4,0,1,1,4,1,0,4,1,0,0,2,0,2,2,2,1,3,3,0/9-9/S",
                        "A8",
                        "A4",
                        "1,0,0,1,1,0,1,0,1,0,1,0,1,0,1,1,1,1,2,0,0,1,0,0/1,1,0,0,0,0,0,1,0,1,1,1,1,0,0,1,1,4,1,3,1,1,1,3/23-32/S",
                        "B6"),
                new Case(
                        "bao-la-kiswahili",
                        "1,2,0,0,7,0,3,0,3,2,0,2,0,1,1,0/1,0,2,0,8,0,0,0,2,1,0,2,2,1,0,0 11-12 SN - N",
                        "a3<*",
                        "a3>*",
                        "1,0,0,0,7,0,3,0,3,2,0,2,0,1,1,0/0,0,2,0,7,0,0,1,2,1,0,2,2,1,0,0 13-13 SN - S",
                        "A1L"));
    }

    static GameReview reviewOne(Game game, String position, String move, long nodes) {
        Position p = game.parsePosition(position);
        Move m = game.parseMove(p, move);
        return new Reviewer(ReviewTuning.of(game.type()).withNodes(nodes), null)
                .review(game, p, List.of(m), Reviewer.Progress.NONE, () -> false);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aMoveThatGivesAwayTheGameIsABlunderAndTheBestMoveIsBest(Case c) {
        Game game = Games.byId(c.game()).create();
        ReviewTuning tuning = ReviewTuning.of(game.type());
        PlyReview blunder =
                reviewOne(game, c.position(), c.blunder(), NODES).plies().get(0);
        assertEquals(Judgement.BLUNDER, blunder.judgement(), blunder.toString());
        assertTrue(blunder.loss() >= tuning.blunder(), blunder.toString());
        assertEquals(c.best(), blunder.best(), "the review names the better move");
        assertEquals(c.best(), blunder.line().get(0), "the line starts with the best move");
        assertFalse(blunder.proven());
        assertNull(blunder.seedsLost());
        assertEquals(blunder.loss(), blunder.chanceBefore() - blunder.chanceAfter(), 1e-12);
        assertEquals(tuning.chance(blunder.scoreBefore()), blunder.chanceBefore(), 1e-12);

        GameReview bestReview = reviewOne(game, c.position(), c.best(), NODES);
        PlyReview best = bestReview.plies().get(0);
        assertEquals(Judgement.BEST, best.judgement(), best.toString());
        assertEquals(0, best.loss());
        PlayerSummary mover = bestReview.summary(best.mover());
        assertEquals(100.0, mover.accuracy());
        assertEquals(1, mover.judged());
        assertNull(mover.turningPoint());
        assertNull(bestReview.summary(best.mover().opponent()).accuracy(), "no judged move, no accuracy");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void theOneLegalMoveIsAnOnlyMoveAndNotJudged(Case c) {
        Game game = Games.byId(c.game()).create();
        Position p = game.parsePosition(c.onlyPosition());
        assertEquals(1, game.legalMoves(p).size());
        GameReview r = reviewOne(game, c.onlyPosition(), c.only(), NODES);
        PlyReview only = r.plies().get(0);
        assertEquals(Judgement.ONLY_MOVE, only.judgement());
        assertEquals("only-move", only.judgement().id());
        assertEquals(0, only.loss());
        assertEquals(c.only(), only.best());
        assertEquals(only.scoreBefore(), only.scoreAfter(), "an only move's position takes the value after it");
        PlayerSummary s = r.summary(only.mover());
        assertEquals(0, s.judged());
        assertNull(s.accuracy());
    }

    // ---- a proven Oware blunder from endgame tables built here (0-8 seeds, a few seconds)

    @TempDir
    static Path dir;

    static OwareTablebase tables;

    @BeforeAll
    static void buildTables() {
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= 8; k++) {
            b.buildLayer(k);
            EgtbFile.write(dir, k, b.rules(), b.layer(k));
        }
        tables = OwareTablebase.open(dir, Oware.TYPE.create().options());
    }

    /**
     * South to move with 8 seeds on the board and 23-18 in the stores: A wins by 12 seeds with best play, E still
     * wins but by 8, C lets North win by 2 (each checked against the tables first).
     */
    static final String ENDING = "1-1-1-0-3-0-0-0-0-0-0-1-23-18-S";

    static PlyReview provenReview(String move) {
        Game game = Oware.TYPE.create();
        Position p = game.parsePosition(ENDING);
        GameReview r = Reviewer.forGame(game, tables)
                .review(game, p, List.of(game.parseMove(p, move)), Reviewer.Progress.NONE, () -> false);
        assertTrue(r.tables());
        return r.plies().get(0);
    }

    @Test
    void theTablesKnowTheEnding() {
        Game game = Oware.TYPE.create();
        Position p = game.parsePosition(ENDING);
        assertEquals(12, tables.exact(p).orElseThrow().finalDifference());
        assertEquals(
                List.of("A"), tables.bestMoves(p).stream().map(Move::notation).toList());
        for (String[] m : new String[][] {{"E", "-8"}, {"C", "2"}}) {
            Position after = game.apply(p, game.parseMove(p, m[0])).after();
            assertEquals(
                    Integer.parseInt(m[1]), tables.exact(after).orElseThrow().finalDifference(), m[0]);
        }
    }

    @Test
    void aMoveThatTurnsAWinIntoALossIsAProvenBlunder() {
        PlyReview r = provenReview("C");
        assertEquals(Judgement.BLUNDER, r.judgement());
        assertTrue(r.proven());
        assertEquals(14, r.seedsLost(), "from +12 to -2");
        assertEquals(1.0, r.chanceBefore());
        assertEquals(-1.0, r.chanceAfter());
        assertEquals(2.0, r.loss());
        assertEquals("A", r.best());
        assertTrue(AlphaBeta.isTablebaseScore(r.scoreBefore()));
        assertEquals(12, AlphaBeta.tablebaseSeedDifference(r.scoreBefore()));
        assertEquals(-2, AlphaBeta.tablebaseSeedDifference(r.scoreAfter()));
    }

    @Test
    void aMoveThatKeepsTheWinButGivesAwaySeedsIsGoodWithTheSeedsItLost() {
        PlyReview r = provenReview("E");
        assertEquals(Judgement.GOOD, r.judgement());
        assertTrue(r.proven());
        assertEquals(4, r.seedsLost());
        assertEquals(0, r.loss(), "a win kept is no winning chance lost");
        assertEquals("A", r.best());
        assertEquals(8, AlphaBeta.tablebaseSeedDifference(r.scoreAfter()));
    }

    @Test
    void theTablesBestMoveIsProvenBest() {
        PlyReview r = provenReview("A");
        assertEquals(Judgement.BEST, r.judgement());
        assertTrue(r.proven());
        assertEquals(0, r.seedsLost());
        assertEquals("A", r.best());
        assertFalse(r.line().isEmpty());
        assertEquals("A", r.line().get(0));
    }

    // ---- thresholds, the curve and the accuracy formula

    @Test
    void everyGameHasATuningWithRisingThresholds() {
        for (var type : Games.all()) {
            ReviewTuning t = ReviewTuning.of(type);
            assertTrue(0 < t.inaccuracy() && t.inaccuracy() < t.mistake() && t.mistake() < t.blunder(), type.id());
            assertEquals(Judgement.GOOD, t.judge(t.inaccuracy() - 1e-9));
            assertEquals(Judgement.INACCURACY, t.judge(t.inaccuracy()));
            assertEquals(Judgement.INACCURACY, t.judge(t.mistake() - 1e-9));
            assertEquals(Judgement.MISTAKE, t.judge(t.mistake()));
            assertEquals(Judgement.MISTAKE, t.judge(t.blunder() - 1e-9));
            assertEquals(Judgement.BLUNDER, t.judge(t.blunder()));
            assertEquals(Judgement.BLUNDER, t.judge(2));
            assertEquals(t.nodes() * 4, t.withNodes(4 * t.nodes()).nodes());
        }
    }

    @Test
    void theCurveIsTheLogisticOnTheMinusOneToOneScaleAndProvenResultsAreExact() {
        ReviewTuning t = ReviewTuning.of(Oware.TYPE);
        assertEquals(0, t.chance(0));
        assertEquals(Math.tanh(t.slope() * 300 / 2), t.chance(300), 1e-12);
        assertEquals(2 / (1 + Math.exp(-t.slope() * 300)) - 1, t.chance(300), 1e-12);
        assertEquals(-t.chance(300), t.chance(-300), 1e-12);
        assertEquals(1.0, t.chance(AlphaBeta.WIN - 7), "a win found by the search");
        assertEquals(-1.0, t.chance(-AlphaBeta.WIN + 7));
        assertEquals(1.0, t.chance(AlphaBeta.tablebaseScore(3)));
        assertEquals(0.0, t.chance(AlphaBeta.tablebaseScore(0)));
        assertEquals(-1.0, t.chance(AlphaBeta.tablebaseScore(-5)));
    }

    @Test
    void accuracyFollowsTheDocumentedFormula() {
        assertEquals(100.0, Reviewer.moveAccuracy(0), 1e-9);
        assertEquals(100 * Math.exp(-0.2), Reviewer.moveAccuracy(0.1), 1e-9); // 5 points: 81.9
        assertEquals(67.03, Reviewer.moveAccuracy(0.2), 0.01);
        assertEquals(54.88, Reviewer.moveAccuracy(0.3), 0.01);
        assertEquals(30.12, Reviewer.moveAccuracy(0.6), 0.01);
        assertEquals(100 * Math.exp(-4), Reviewer.moveAccuracy(2), 1e-9);
    }

    static PlyReview ply(int ply, Player mover, Judgement j, double loss) {
        return new PlyReview(ply, mover, "A", 0, 0, 0, -loss, "B", List.of("B"), j, loss, false, null);
    }

    @Test
    void theSummaryAveragesJudgedMovesCountsTheClassesAndNamesTheTurningPoint() {
        List<PlyReview> plies = new ArrayList<>();
        plies.add(ply(0, Player.SOUTH, Judgement.BEST, 0));
        plies.add(ply(1, Player.NORTH, Judgement.MISTAKE, 0.25));
        plies.add(ply(2, Player.SOUTH, Judgement.INACCURACY, 0.12));
        plies.add(ply(3, Player.NORTH, Judgement.ONLY_MOVE, 0));
        plies.add(ply(4, Player.SOUTH, Judgement.BLUNDER, 0.9));
        plies.add(ply(5, Player.NORTH, Judgement.GOOD, 0.05));
        plies.add(ply(6, Player.SOUTH, Judgement.MISTAKE, 0.22));
        PlayerSummary south = Reviewer.summary(plies, Player.SOUTH);
        double mean =
                (100 + Reviewer.moveAccuracy(0.12) + Reviewer.moveAccuracy(0.9) + Reviewer.moveAccuracy(0.22)) / 4;
        assertEquals(Math.round(mean * 10) / 10.0, south.accuracy());
        assertEquals(4, south.judged());
        assertEquals(1, south.inaccuracies());
        assertEquals(1, south.mistakes());
        assertEquals(1, south.blunders());
        assertEquals(4, south.turningPoint());
        PlayerSummary north = Reviewer.summary(plies, Player.NORTH);
        assertEquals(2, north.judged(), "the only move is not judged");
        assertEquals(
                Math.round((Reviewer.moveAccuracy(0.25) + Reviewer.moveAccuracy(0.05)) / 2 * 10) / 10.0,
                north.accuracy());
        assertEquals(1, north.turningPoint());
        assertEquals(0, north.blunders());
        PlayerSummary clean = Reviewer.summary(List.of(ply(0, Player.SOUTH, Judgement.GOOD, 0.05)), Player.SOUTH);
        assertNull(clean.turningPoint(), "a good move is no turning point");
    }

    // ---- determinism and the contract

    @Test
    void theSameGameGetsTheSameReviewTwice() {
        GameRecord r = ReviewGames.load(Games.byId("oware")).get(0);
        ReviewTuning tuning = ReviewTuning.of(r.game().type()).withNodes(20_000);
        Reviewer one = new Reviewer(tuning, null);
        GameReview a = ReviewBench.review(one, r);
        GameReview b = ReviewBench.review(one, r);
        GameReview c = ReviewBench.review(new Reviewer(tuning, null), r);
        assertEquals(a, b, "the same reviewer again");
        assertEquals(a, c, "another reviewer");
        assertEquals(r.plies().size(), a.plies().size());
        GameReview other = ReviewBench.review(new Reviewer(tuning.withNodes(40_000), null), r);
        assertNotEquals(a, other, "the budget is part of the review (and the equality can fail)");
    }

    @Test
    void progressCountsEveryPositionAndAStopAbandonsTheReview() {
        GameRecord r = ReviewGames.load(Games.byId("oware")).get(0);
        Reviewer reviewer = new Reviewer(ReviewTuning.of(r.game().type()).withNodes(5_000), null);
        List<Integer> done = new ArrayList<>();
        reviewer.review(
                r.game(),
                r.startPosition(),
                r.moves(),
                (d, total) -> {
                    assertEquals(r.plies().size() + 1, total);
                    done.add(d);
                },
                () -> false);
        assertEquals(r.plies().size() + 1, done.size());
        assertEquals(r.plies().size() + 1, done.get(done.size() - 1));
        int[] polls = {0};
        assertThrows(
                CancellationException.class,
                () -> reviewer.review(
                        r.game(), r.startPosition(), r.moves(), Reviewer.Progress.NONE, () -> ++polls[0] > 3));
    }

    @Test
    void anIllegalMoveOrAnotherGameIsRefused() {
        Game oware = Oware.TYPE.create();
        Position start = oware.start();
        Move a = oware.parseMove(start, "A");
        Reviewer reviewer = new Reviewer(ReviewTuning.of(Oware.TYPE).withNodes(5_000), null);
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> reviewer.review(oware, start, List.of(a, a), Reviewer.Progress.NONE, () -> false));
        assertTrue(e.getMessage().contains("move 2"), e.getMessage());
        Game namNam = Games.byId("nam-nam").create();
        assertThrows(
                IllegalArgumentException.class,
                () -> reviewer.review(namNam, namNam.start(), List.of(), Reviewer.Progress.NONE, () -> false));
    }
}
