package org.kete.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.kete.cli.common.GameArgs;
import org.kete.cli.common.GameIds;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.RuleOptionValues;
import org.kete.cli.common.UsageException;
import org.kete.engine.Game;
import org.kete.engine.NotationException;
import org.kete.engine.Perft;
import org.kete.engine.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code kete perft}: move-sequence counts from a position, per depth, with time and speed. */
@Command(
        name = "perft",
        description = {
            "count the move sequences of a given length (rules check and speed)",
            "",
            "Counts the sequences of legal moves of each length 1..N from the start position (or P, in the game's"
                    + " position text) on the search state, with the time taken and the leaves per second; the"
                    + " last ply is counted in bulk. --divide also gives the count at depth N below each legal"
                    + " move."
        },
        footer = {"", "Example: kete perft oware --depth 8"})
final class PerftCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameIds.class, description = "the game")
    String gameId;

    @Parameters(
            index = "1..*",
            paramLabel = "option=value",
            completionCandidates = RuleOptionValues.class,
            description = "a rule option of the game (kete games)")
    List<String> options = new ArrayList<>();

    @Option(names = "--depth", required = true, paramLabel = "N", description = "the deepest length to count (1 to 30)")
    int depth;

    @Option(
            names = "--position",
            paramLabel = "P",
            description = "start from P instead, e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S for Oware")
    String positionText;

    @Option(names = "--divide", description = "the depth-N count below each move")
    boolean divide;

    private final PrintStream out;

    PerftCommand(Io io) {
        this.out = io.out();
    }

    @Override
    public Integer call() {
        if (depth < 1 || depth > 30) throw new UsageException("--depth must be from 1 to 30, not " + depth);
        Game game = GameArgs.game(gameId, options, "perft");
        Position position;
        try {
            position = positionText != null ? game.parsePosition(positionText) : game.start();
        } catch (NotationException | IllegalArgumentException e) {
            throw new UsageException("bad --position: " + e.getMessage());
        }
        out.println("perft " + game.id() + " (" + game.options() + ")");
        out.println("from " + position.text()
                + (position.isOver() ? " (" + position.outcome().describe() + ")" : ""));
        out.println(String.format("%5s %15s %10s %15s", "depth", "leaves", "seconds", "leaves/s"));
        Perft perft = new Perft(game.searchState(position), depth);
        long totalNodes = 0;
        long totalNanos = 0;
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long n = perft.perft(d);
            long nanos = System.nanoTime() - t0;
            totalNodes += n;
            totalNanos += nanos;
            out.println(String.format("%5d %15d %10.3f %15s", d, n, nanos / 1e9, rate(n, nanos)));
        }
        out.println(
                String.format("total %15d %10.3f %15s", totalNodes, totalNanos / 1e9, rate(totalNodes, totalNanos)));
        if (divide) {
            out.println();
            out.println("divide at depth " + depth + ":");
            long sum = 0;
            for (Map.Entry<String, Long> e : Perft.divide(game, position, depth).entrySet()) {
                out.println(String.format("%-8s %15d", e.getKey(), e.getValue()));
                sum += e.getValue();
            }
            out.println(String.format("%-8s %15d", "total", sum));
        }
        return Main.OK;
    }

    /** Leaves per second, or "-" when the time is too short to mean anything. */
    static String rate(long nodes, long nanos) {
        if (nanos < 1_000_000) return "-";
        return String.format("%,d", (long) (nodes * 1e9 / nanos));
    }
}
