package org.kete.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kete.engine.Game;
import org.kete.engine.NotationException;
import org.kete.engine.Perft;
import org.kete.engine.Position;

/** {@code kete perft}: move-sequence counts from a position, per depth, with time and speed. */
final class PerftCommand {
    static final String HELP = """
            Usage: kete perft <game> --depth N [--position P] [--divide] [option=value ...]

            Counts the sequences of legal moves of each length 1..N from the start position (or P,
            in the game's position text) on the search state, with the time taken and the leaves
            per second; the last ply is counted in bulk. --divide also gives the count at depth N
            below each legal move.

              --depth N      the deepest length to count (1 to 30)
              --position P   start from P instead, e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S for Oware
              --divide       the depth-N count below each move

            Example: kete perft oware --depth 8
            """;

    private PerftCommand() {}

    static int run(List<String> rest, PrintStream out) {
        Args a = Args.parse("perft", rest, Set.of("--depth", "--position"), Set.of("--divide"));
        if (a.help()) {
            out.print(HELP);
            return Main.OK;
        }
        if (a.positional.isEmpty()) throw new UsageException("perft needs a game, e.g. kete perft oware --depth 6");
        if (!a.has("--depth")) throw new UsageException("perft needs --depth N" + a.seeHelp());
        int depth = a.getInt("--depth", 1, 1, 30);
        Game game = Main.game(a.positional.get(0), a.positional.subList(1, a.positional.size()), "perft");
        Position position;
        try {
            position = a.has("--position") ? game.parsePosition(a.get("--position", "")) : game.start();
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
        if (a.has("--divide")) {
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
