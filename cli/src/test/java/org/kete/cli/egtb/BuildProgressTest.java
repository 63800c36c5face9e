package org.kete.cli.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What kete egtb build prints, on a terminal and elsewhere, for a build played out on a made-up clock: three seed
 * counts of ten chunks a pass, 50 passes each, a tenth of a second a chunk (50 s a count).
 */
class BuildProgressTest {
    private static final int CHUNKS = 10;
    private static final int PASSES = 50;
    private static final long SIZE = 2_621_440;

    private static String build(boolean live) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        long[] now = {0};
        BuildProgress p = new BuildProgress(out, live, () -> now[0], new long[] {0, SIZE, SIZE, SIZE});
        p.say("Building");
        p.skipped(0, 1);
        for (int k = 1; k <= 3; k++) {
            p.layerStarted(k);
            for (int pass = 1; pass <= PASSES; pass++) {
                p.passStarted();
                for (int c = 1; c <= CHUNKS; c++) {
                    now[0] += 100_000_000L;
                    p.chunkDone(k, pass == PASSES ? 0 : pass, c, CHUNKS);
                }
                p.passFinished();
            }
            p.layerFinished(k, SIZE, PASSES - 1, k == 3 ? 0.123 : 0);
        }
        p.say("done");
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void elsewhere_plain_lines_a_few_a_count_and_never_a_carriage_return() {
        String out = build(false);
        assertFalse(out.contains("\r"), out);
        List<String> lines = out.lines().toList();
        // The header, the columns, the skipped count, a line each 30 s within a count (one in 50 s), a row each,
        // done.
        assertEquals(3 + 3 * 2 + 1, lines.size(), out);
        assertEquals("       positions passes      time  positions/s  cycle-dependent", lines.get(1));
        assertEquals("k=0            1 already built, skipped", lines.get(2));
        assertEquals("k=1 pass 30: 100% of the pass, 0m30s into this count", lines.get(3));
        // From the second count on, the time left: 20 s of its charged 50 s (the first count's cost a position),
        // and 50 s for the third.
        assertEquals("k=2 pass 30: 100% of the pass, 0m30s into this count, about 1m10s left in all", lines.get(5));
        // Each count's speed is its positions over its whole time, all passes: 2,621,440 in 50 s.
        assertEquals(
                "k=1    2,621,440     49    50.0 s       52,429             0.0%  ~1m40s left in all", lines.get(4));
        assertEquals("k=3    2,621,440     49    50.0 s       52,429            12.3%", lines.get(8));
    }

    @Test
    void on_a_terminal_one_line_redrawn_within_80_columns_and_a_line_per_count() {
        String out = build(true);
        assertTrue(out.contains("\r"), out);
        // Lines end at a line feed only (String.lines() would also cut at the carriage returns).
        List<String> lines = List.of(out.split("\n"));
        assertEquals(3 + 3 + 1, lines.size(), out);
        int redraws = 0;
        for (String line : lines) {
            String[] drawn = line.split("\r", -1);
            // Every piece before the last one of a line is drawn in place and later overwritten.
            for (int i = 0; i < drawn.length - 1; i++) {
                assertTrue(drawn[i].length() <= BuildProgress.LIVE_WIDTH, drawn[i]);
                if (!drawn[i].isEmpty()) redraws++;
            }
        }
        // A redraw at most every 0.2 s of the 150 s: not one per chunk.
        assertTrue(redraws <= 150 / 0.2 && redraws > 100, "redraws " + redraws);
        assertTrue(out.contains("\rk=2  pass 12 [####################] 100%  0m12s  ~1m28s left in all\r"), out);
        assertTrue(out.contains("\rk=1  finish  [########............]  40%  0m49s\r"), out);
        // A count's row ends the line drawn in place, writing over it, and blanks what is left of the longer line
        // it replaces ("k=3  finish  [...] 100%  0m50s  ~0m00s left in all"). The time left is on the line drawn
        // next, not on the row.
        assertTrue(
                lines.get(3).endsWith("\rk=1    2,621,440     49    50.0 s       52,429             0.0%"),
                lines.get(3));
        String last = lines.get(5).substring(lines.get(5).lastIndexOf('\r') + 1);
        assertEquals("k=3    2,621,440     49    50.0 s       52,429            12.3%", last.stripTrailing());
        String replaced = lines.get(5).substring(0, lines.get(5).lastIndexOf('\r'));
        replaced = replaced.substring(replaced.lastIndexOf('\r') + 1);
        assertEquals(replaced.length(), last.length(), "the row is padded to the length of the line it replaces");
    }

    @Test
    void the_bar_and_durations_read_well() {
        assertEquals("[##########..........]", BuildProgress.bar(0.5));
        assertEquals("[....................]", BuildProgress.bar(-1));
        assertEquals("1m05s", BuildProgress.duration(65));
        assertEquals("2h03m", BuildProgress.duration(7380));
        assertEquals("0m00s", BuildProgress.duration(-3));
    }
}
