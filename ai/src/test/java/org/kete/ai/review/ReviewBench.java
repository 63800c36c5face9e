package org.kete.ai.review;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.record.GameRecord;

/**
 * The review's speed on one thread (BENCHMARKS.md): reviews the stored quality games of each game
 * ({@link ReviewGames}; the first N with {@code --games N}) at the game's default node budget (or {@code --nodes
 * N}), after one untimed review to warm the JIT, and prints the wall and CPU seconds of the reviews (the CPU time
 * is the thread's own: what one core gives it, whatever else the machine runs), CPU seconds per searched
 * position, nodes per CPU second, and the CPU seconds a game of the length would take if every position
 * were searched (121 positions in Oware, 101 in the other games). Run from the repository's root:
 *
 * <pre>
 * mvn -B -q test-compile -pl engine,ai -am
 * java -cp engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.review.ReviewBench [--nodes N] [--games N] [game ...]
 * </pre>
 */
public final class ReviewBench {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private ReviewBench() {}

    public static void main(String[] args) {
        long nodes = 0;
        int maxGames = Integer.MAX_VALUE;
        List<GameType> types = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--nodes")) nodes = Long.parseLong(args[++i].replace("_", ""));
            else if (args[i].equals("--games")) maxGames = Integer.parseInt(args[++i]);
            else types.add(Games.byId(args[i]));
        }
        if (types.isEmpty()) types.addAll(Games.all());
        System.out.printf(
                Locale.ROOT,
                "%-20s %9s %5s %9s %8s %8s %8s %10s %11s %12s%n",
                "game",
                "nodes",
                "games",
                "positions",
                "searched",
                "wall s",
                "CPU s",
                "CPU s/pos",
                "nodes/CPU s",
                "CPU s/long");
        for (GameType type : types) {
            ReviewTuning tuning = ReviewTuning.of(type);
            if (nodes > 0) tuning = tuning.withNodes(nodes);
            List<GameRecord> all = ReviewGames.load(type);
            List<GameRecord> games = all.subList(0, Math.min(maxGames, all.size()));
            Reviewer warm = new Reviewer(tuning, null);
            review(warm, games.get(0));
            Reviewer reviewer = new Reviewer(tuning, null);
            int positions = 0;
            int searched = 0;
            long t0 = System.nanoTime();
            long c0 = CPU.getCurrentThreadCpuTime();
            for (GameRecord r : games) {
                searched += searchedPositions(r);
                positions += r.plies().size() + 1;
                review(reviewer, r);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
            int longGame = type.id().equals("oware") ? 121 : 101;
            System.out.printf(
                    Locale.ROOT,
                    "%-20s %9d %5d %9d %8d %8.1f %8.1f %10.3f %11.0f %12.1f%n",
                    type.id(),
                    tuning.nodes(),
                    games.size(),
                    positions,
                    searched,
                    seconds,
                    cpu,
                    cpu / searched,
                    reviewer.nodesSearched() / cpu,
                    longGame * cpu / searched);
        }
    }

    static GameReview review(Reviewer reviewer, GameRecord r) {
        Game game = r.game();
        return reviewer.review(game, r.startPosition(), r.moves(), Reviewer.Progress.NONE, () -> false);
    }

    /** Positions the review searches: not over and with more than one legal move (no tables here). */
    static int searchedPositions(GameRecord r) {
        int n = 0;
        for (int i = 0; i <= r.plies().size(); i++) {
            var p = r.positionAt(i);
            if (!p.isOver() && (i == r.plies().size() || r.game().legalMoves(p).size() > 1)) n++;
        }
        return n;
    }
}
