package org.kete.cli.egtb;

import java.io.PrintStream;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;

/**
 * What {@code kete egtb build} prints while it works. On a terminal ({@code live}) one line is redrawn in place
 * with a carriage return, at most every {@link #REDRAW_NANOS}; anywhere else (a pipe, a file, a log) the output
 * is plain lines: one per seed count, and during a long count one at most every {@link #PLAIN_NANOS}. Times come
 * from {@code clock} (nanoseconds), the estimate from {@link BuildEstimate}.
 */
final class BuildProgress {
    static final long REDRAW_NANOS = 200_000_000L;
    static final long PLAIN_NANOS = 30_000_000_000L;
    /** The redrawn line stays shorter than an 80-column terminal, where a wrapped line cannot be redrawn. */
    static final int LIVE_WIDTH = 79;

    private final PrintStream out;
    private final boolean live;
    private final LongSupplier clock;
    private final BuildEstimate estimate;

    private long lastLine;
    private boolean headed;
    /** The length of the line drawn in place, to be blanked by the next one; 0 when none is showing. */
    private int drawn;

    BuildProgress(PrintStream out, boolean live, LongSupplier clock, long[] sizes) {
        this.out = out;
        this.live = live;
        this.clock = clock;
        this.estimate = new BuildEstimate(sizes);
    }

    /** A line of its own (the header, a count already built), after the line drawn in place, if any. */
    void say(String line) {
        print(line, true);
    }

    void layerStarted(int seeds) {
        long now = clock.getAsLong();
        estimate.layerStarted(seeds, now);
        lastLine = now;
    }

    void passStarted() {
        estimate.passStarted(clock.getAsLong());
    }

    void passFinished() {
        estimate.passFinished(clock.getAsLong());
    }

    /**
     * {@code done} of the {@code chunks} chunks of a pass are finished ({@code pass}: the pass's number, 0 for the
     * finishing sweep). No speed is shown here: a pass skips the positions already final, so its ranks a second
     * (3 to 37 million at 13 seeds, while the count was made at 0.1 million positions a second) measure nothing a
     * user can use; the count's own time is shown instead, and its speed when it is finished.
     */
    void chunkDone(int seeds, int pass, int done, int chunks) {
        long now = clock.getAsLong();
        if (now - lastLine < (live ? REDRAW_NANOS : PLAIN_NANOS)) return;
        lastLine = now;
        double fraction = done / (double) chunks;
        String elapsed = duration(estimate.layerSeconds(now));
        OptionalDouble left = estimate.secondsLeft(fraction, now);
        String step = pass > 0 ? "pass " + pass : "finish";
        if (live) {
            print(
                    String.format(
                            Locale.ROOT,
                            "k=%-2d %-7s %s %3.0f%%  %s%s",
                            seeds,
                            step,
                            bar(fraction),
                            100 * fraction,
                            elapsed,
                            left.isPresent() ? "  ~" + duration(left.getAsDouble()) + " left in all" : ""),
                    false);
        } else {
            print(
                    String.format(
                            Locale.ROOT,
                            "k=%d %s: %.0f%% of the pass, %s into this count%s",
                            seeds,
                            step,
                            100 * fraction,
                            elapsed,
                            left.isPresent() ? ", about " + duration(left.getAsDouble()) + " left in all" : ""),
                    true);
        }
    }

    /** A count whose file is there already: read back, not built. */
    void skipped(int seeds, long size) {
        row(String.format(Locale.ROOT, "k=%-2d %,11d already built, skipped", seeds, size));
    }

    /**
     * A count is finished: its row of the table ({@code cycleShare}: the share of cycle-dependent positions) with
     * its time and speed, and elsewhere than on a terminal the time left for the rest of the build (on a terminal
     * the line redrawn below it says so).
     */
    void layerFinished(int seeds, long size, int passes, double cycleShare) {
        long now = clock.getAsLong();
        double secs = estimate.layerFinished(now);
        OptionalDouble speed = BuildEstimate.layerSpeed(size, secs);
        OptionalDouble left = estimate.secondsLeft(0, now);
        String rest = !live && left.isPresent() && left.getAsDouble() > 0
                ? "  ~" + duration(left.getAsDouble()) + " left in all"
                : "";
        row(String.format(
                Locale.ROOT,
                "k=%-2d %,11d %6d %7.1f s %12s %15.1f%%%s",
                seeds,
                size,
                passes,
                secs,
                speed.isPresent() ? String.format(Locale.ROOT, "%,.0f", speed.getAsDouble()) : "-",
                100 * cycleShare,
                rest));
    }

    /** A row of the table of seed counts, under its column names the first time. */
    private void row(String line) {
        if (!headed) {
            say(String.format(
                    Locale.ROOT,
                    "%-4s %11s %6s %9s %12s %16s",
                    "",
                    "positions",
                    "passes",
                    "time",
                    "positions/s",
                    "cycle-dependent"));
            headed = true;
        }
        say(line);
    }

    /**
     * Prints a line: in place ({@code newline} false, on a terminal only) or as a line of its own. Either one
     * overwrites the line drawn in place, padded with spaces to blank what is left of it.
     */
    private void print(String line, boolean newline) {
        String shown = newline || line.length() <= LIVE_WIDTH ? line : line.substring(0, LIVE_WIDTH);
        StringBuilder sb = new StringBuilder();
        if (live && (drawn > 0 || !newline)) sb.append('\r');
        sb.append(shown);
        if (live && drawn > shown.length()) sb.append(" ".repeat(drawn - shown.length()));
        drawn = newline ? 0 : shown.length();
        if (newline) {
            out.println(sb);
        } else {
            out.print(sb);
        }
        out.flush();
    }

    static String bar(double fraction) {
        int n = (int) Math.round(Math.max(0, Math.min(1, fraction)) * 20);
        return "[" + "#".repeat(n) + ".".repeat(20 - n) + "]";
    }

    static String duration(double seconds) {
        long s = Math.round(Math.max(0, seconds));
        return s >= 3600
                ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }
}
