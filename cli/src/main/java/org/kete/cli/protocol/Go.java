package org.kete.cli.protocol;

import java.util.List;
import org.kete.ai.AlphaBeta;

/**
 * One {@code go} command as written: {@code go [depth n] [nodes n] [movetime ms] [infinite] [ponder] [wtime ms
 * btime ms winc ms binc ms movestogo n]}. Absent numbers are -1 (times, clocks) or no limit (depth, nodes);
 * {@code limited} says whether depth, nodes or movetime was given. {@link TimeManager} turns it into a time.
 */
record Go(
        int depth,
        long nodes,
        long movetime,
        boolean infinite,
        boolean ponder,
        long wtime,
        long btime,
        long winc,
        long binc,
        long movesToGo,
        boolean limited) {

    private static final List<String> CLOCK_KEYS = List.of("wtime", "btime", "winc", "binc", "movestogo");

    static Go parse(String[] t) {
        int depth = AlphaBeta.MAX_DEPTH;
        long nodes = Long.MAX_VALUE;
        long movetime = -1;
        boolean infinite = false;
        boolean ponder = false;
        long[] clock = {-1, -1, 0, 0, 0}; // wtime, btime, winc, binc, movestogo
        boolean limited = false;
        for (int i = 1; i < t.length; i++) {
            String key = t[i];
            switch (key) {
                case "infinite" -> infinite = true;
                case "ponder" -> ponder = true;
                case "depth" -> {
                    depth = (int) number(t, ++i, key, 1, AlphaBeta.MAX_DEPTH);
                    limited = true;
                }
                case "nodes" -> {
                    nodes = number(t, ++i, key, 1, Long.MAX_VALUE);
                    limited = true;
                }
                case "movetime" -> {
                    movetime = number(t, ++i, key, 1, Long.MAX_VALUE / 2_000_000);
                    limited = true;
                }
                case "wtime", "btime", "winc", "binc", "movestogo" ->
                    clock[CLOCK_KEYS.indexOf(key)] = number(t, ++i, key, 0, Long.MAX_VALUE / 2_000_000);
                default ->
                    throw new Refused("go does not know '" + key
                            + "'; write go depth <n>, go nodes <n>, go movetime <ms>, go infinite or go wtime <ms>"
                            + " btime <ms> [winc <ms> binc <ms> movestogo <n>] [ponder]");
            }
        }
        return new Go(
                depth, nodes, movetime, infinite, ponder, clock[0], clock[1], clock[2], clock[3], clock[4], limited);
    }

    private static long number(String[] t, int i, String key, long min, long max) {
        if (i >= t.length) throw new Refused("go " + key + " needs a number");
        try {
            long v = Long.parseLong(t[i]);
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new Refused("go " + key + " needs a whole number from " + min + " to " + max + ", not '" + t[i] + "'");
    }
}
