package org.kete.ai.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.record.GameRecord;

/**
 * The review's quality figure (docs/review.md, BENCHMARKS.md): on at least {@value #JUDGED} judged plies of each
 * game's quality games ({@link ReviewGames}; the records in file order until that many moves with a choice),
 * at least 95% of the moves the default budget classes mistake or blunder are still mistake or blunder at four
 * times the budget. Every judged move counts; nothing is left out but only moves, which are never judged.
 * Slow (minutes per game): {@code mvn -B verify -Pslow -pl ai -am -Dtest=ReviewAgreementTest
 * -Dsurefire.failIfNoSpecifiedTests=false}; {@code -Dreview.games=oware,nam-nam} measures some games only. The
 * two budgets' reviews run on two threads.
 */
@Tag("slow")
public class ReviewAgreementTest {
    static final int JUDGED = 210;
    static final double AGREEMENT = 0.95;

    static List<GameType> games() {
        String only = System.getProperty("review.games", "");
        List<GameType> out = new ArrayList<>();
        if (only.isBlank()) return Games.all();
        for (String id : only.split(",")) out.add(Games.byId(id));
        return out;
    }

    /** The figure of one game: judged plies, mistakes or blunders at the default budget, and those still so at 4x. */
    record Agreement(GameType type, int games, int judged, int errors, int kept, int errors4, String report) {
        double share() {
            return errors == 0 ? 1 : (double) kept / errors;
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void mistakesAndBlundersStayAtFourTimesTheBudget(GameType type) throws Exception {
        Agreement a = measure(type);
        System.out.println(a.report());
        assertTrue(a.judged() >= 200, type.id() + ": only " + a.judged() + " judged plies");
        assertTrue(a.errors() > 0, type.id() + ": no mistake or blunder to measure");
        assertTrue(
                a.share() >= AGREEMENT,
                String.format(
                        Locale.ROOT,
                        "%s: %d of %d mistakes or blunders kept (%.1f%%)",
                        type.id(),
                        a.kept(),
                        a.errors(),
                        100.0 * a.share()));
    }

    /**
     * The same measurement without Maven, for a long run on a copy of the classes: {@code java -cp
     * ...:junit-jupiter-api.jar:opentest4j.jar org.kete.ai.review.ReviewAgreementTest [game ...]}.
     */
    public static void main(String[] args) throws Exception {
        List<GameType> types = new ArrayList<>();
        for (String id : args) types.add(Games.byId(id));
        if (types.isEmpty()) types.addAll(Games.all());
        for (GameType t : types) System.out.println(measure(t).report());
    }

    static Agreement measure(GameType type) throws Exception {
        List<GameRecord> records = new ArrayList<>();
        int choices = 0;
        for (GameRecord r : ReviewGames.load(type)) {
            if (choices >= JUDGED) break;
            records.add(r);
            choices += ReviewGames.choices(r.game(), r);
        }
        ReviewTuning base = ReviewTuning.of(type);
        ReviewTuning four = base.withNodes(4 * base.nodes());
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<GameReview> at1;
        List<GameReview> at4;
        try {
            Future<List<GameReview>> f1 = pool.submit(() -> reviews(base, records));
            Future<List<GameReview>> f4 = pool.submit(() -> reviews(four, records));
            at1 = f1.get();
            at4 = f4.get();
        } finally {
            pool.shutdownNow();
        }
        int judged = 0;
        int errors = 0;
        int kept = 0;
        int errors4 = 0;
        int[][] confusion = new int[Judgement.values().length][Judgement.values().length];
        StringBuilder lost = new StringBuilder();
        StringBuilder dump = new StringBuilder();
        for (int g = 0; g < records.size(); g++) {
            for (int i = 0; i < at1.get(g).plies().size(); i++) {
                PlyReview p1 = at1.get(g).plies().get(i);
                PlyReview p4 = at4.get(g).plies().get(i);
                Judgement j1 = p1.judgement();
                Judgement j4 = p4.judgement();
                if (j1 == Judgement.ONLY_MOVE) continue;
                judged++;
                dump.append(String.format(
                        Locale.ROOT,
                        "%s %d %d %s %.4f %s %.4f%n",
                        type.id(),
                        g + 1,
                        i,
                        j1.id(),
                        p1.loss(),
                        j4.id(),
                        p4.loss()));
                confusion[j1.ordinal()][j4.ordinal()]++;
                boolean e1 = j1 == Judgement.MISTAKE || j1 == Judgement.BLUNDER;
                boolean e4 = j4 == Judgement.MISTAKE || j4 == Judgement.BLUNDER;
                if (e1) errors++;
                if (e1 && e4) kept++;
                if (e4) errors4++;
                if (e1 && !e4) {
                    lost.append(String.format(
                            Locale.ROOT,
                            "%n  not kept: game %d ply %d %s: 1x %s loss %.3f (%d -> %d), 4x %s loss %.3f (%d -> %d)",
                            g + 1,
                            i,
                            p1.move(),
                            j1.id(),
                            p1.loss(),
                            p1.scoreBefore(),
                            p1.scoreAfter(),
                            j4.id(),
                            p4.loss(),
                            p4.scoreBefore(),
                            p4.scoreAfter()));
                }
            }
        }
        double share = errors == 0 ? 1 : (double) kept / errors;
        StringBuilder report = new StringBuilder(String.format(
                Locale.ROOT,
                "review agreement %s: %d games, %d judged plies, nodes %d and %d; mistakes or blunders at the"
                        + " default budget %d, still so at 4x %d = %.1f%% (mistakes or blunders at 4x: %d); %.0f s",
                type.id(),
                records.size(),
                judged,
                base.nodes(),
                four.nodes(),
                errors,
                kept,
                100.0 * share,
                errors4,
                (System.nanoTime() - t0) / 1e9));
        report.append("\n  1x \\ 4x:");
        for (Judgement j : Judgement.values()) report.append(' ').append(j.id());
        for (Judgement a : Judgement.values()) {
            report.append("\n  ").append(a.id()).append(':');
            for (Judgement b : Judgement.values()) report.append(' ').append(confusion[a.ordinal()][b.ordinal()]);
        }
        report.append(lost);
        String dumpFile = System.getProperty("review.dump");
        if (dumpFile != null) {
            java.nio.file.Files.writeString(
                    java.nio.file.Path.of(dumpFile),
                    dump,
                    java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
        }
        return new Agreement(type, records.size(), judged, errors, kept, errors4, report.toString());
    }

    private static List<GameReview> reviews(ReviewTuning tuning, List<GameRecord> records) {
        Reviewer reviewer = new Reviewer(tuning, null);
        List<GameReview> out = new ArrayList<>();
        for (GameRecord r : records) out.add(ReviewBench.review(reviewer, r));
        return out;
    }
}
