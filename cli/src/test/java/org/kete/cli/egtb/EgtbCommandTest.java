package org.kete.cli.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.AutoTables;
import org.kete.cli.Kete;
import picocli.CommandLine;

class EgtbCommandTest {
    @Test
    void build_writes_one_file_per_seed_count_and_a_second_build_resumes_after_them(@TempDir Path dir)
            throws Exception {
        Kete.Result first =
                Kete.command("egtb", "build", "--max-seeds", "6", "--dir", dir.toString(), "--threads", "2");
        assertEquals(0, first.code(), first.err());
        for (int k = 0; k <= 6; k++) assertTrue(Files.exists(dir.resolve("oware-k" + k + ".egtb")), "k=" + k);
        assertTrue(first.out().matches("(?s).*\nk=6 +12,376 +\\d+ +\\d+\\.\\d s .*"), first.out());
        assertFalse(first.out().contains("skipped"));
        // Not a terminal: plain lines, no carriage returns, none of the redrawn progress.
        assertFalse(first.out().contains("\r"), first.out());
        assertEquals(2 + 7 + 1, first.out().lines().count(), first.out());

        // Stop after 6, go on to 8: the finished counts are read back (and checked), not rebuilt.
        long written = Files.getLastModifiedTime(dir.resolve("oware-k6.egtb")).toMillis();
        Kete.Result second = Kete.command("egtb", "build", "--max-seeds", "8", "--dir", dir.toString());
        assertEquals(0, second.code(), second.err());
        for (int k = 0; k <= 6; k++) assertTrue(second.out().contains("k=" + k + " "), second.out());
        assertEquals(
                7,
                second.out()
                        .lines()
                        .filter(l -> l.contains("already built, skipped"))
                        .count());
        assertTrue(second.out().matches("(?s).*\nk=8 +75,582 +\\d+ +\\d+\\.\\d s .*"), second.out());
        assertEquals(
                written, Files.getLastModifiedTime(dir.resolve("oware-k6.egtb")).toMillis());

        Kete.Result probe = Kete.command("egtb", "probe", "0-1-0-0-0-0-0-0-0-0-0-1-23-23-N", "--dir", dir.toString());
        assertEquals(0, probe.code(), probe.err());
        assertTrue(probe.out().contains("value -2"), probe.out());
        assertTrue(probe.out().contains("result loss for North, final difference -2"), probe.out());
        assertTrue(probe.out().contains("best moves f"), probe.out());

        Kete.Result o9 = Kete.command("egtb", "probe", "0-0-0-0-0-1-0-0-0-0-0-1-24-22-S", "--dir", dir.toString());
        assertTrue(o9.out().contains("value +0"), o9.out());
        assertTrue(o9.out().contains("result win for South, final difference +2"), o9.out());
        assertTrue(o9.out().contains("repetition"), o9.out());

        Kete.Result big = Kete.command("egtb", "probe", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "--dir", dir.toString());
        assertEquals(1, big.code());
        assertTrue(big.out().contains("not in the tables: 48 seeds"), big.out());
    }

    @Test
    void a_corrupt_file_stops_the_build_with_a_clear_message(@TempDir Path dir) throws Exception {
        assertEquals(
                0,
                Kete.command("egtb", "build", "--max-seeds", "3", "--dir", dir.toString())
                        .code());
        Path k3 = dir.resolve("oware-k3.egtb");
        byte[] bytes = Files.readAllBytes(k3);
        bytes[bytes.length - 1] ^= 1;
        Files.write(k3, bytes);
        Kete.Result r = Kete.command("egtb", "build", "--max-seeds", "4", "--dir", dir.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("oware-k3.egtb is corrupt"), r.err());
    }

    @Test
    void other_rules_are_refused_against_existing_files_and_unsupported_options_at_once(@TempDir Path dir) {
        assertEquals(
                0,
                Kete.command("egtb", "build", "--max-seeds", "2", "--dir", dir.toString())
                        .code());
        Kete.Result other =
                Kete.command("egtb", "build", "--max-seeds", "2", "--dir", dir.toString(), "grandSlam=allowed");
        assertEquals(2, other.code());
        assertTrue(other.err().contains("was built for 'oware grandSlam=forfeit cycleRule=split'"), other.err());
        Kete.Result draw = Kete.command("egtb", "build", "--max-seeds", "2", "--dir", dir.toString(), "cycleRule=draw");
        assertEquals(2, draw.code());
        assertTrue(draw.err().contains("only cycleRule=split"), draw.err());
        Kete.Result ifWins = Kete.command(
                "egtb",
                "probe",
                "0-0-0-0-0-1-0-0-0-0-0-1-24-22-S",
                "--dir",
                dir.toString(),
                "grandSlam=allowed-if-wins");
        assertEquals(2, ifWins.code());
        assertTrue(ifWins.err().contains("allowed-if-wins"), ifWins.err());
    }

    @Test
    void bad_arguments_get_a_message_naming_the_help() {
        for (String[] bad : new String[][] {
            {},
            {"frobnicate"},
            {"build", "--max-seeds", "x"},
            {"build", "--max-seeds", "99"},
            {"build", "--max-seeds", "3", "--threads", "0"},
            {"probe"},
            {"probe", "1-2-3"},
            {"build", "--what", "1"}
        }) {
            Kete.Result r = Kete.command("egtb", bad);
            assertEquals(2, r.code(), String.join(" ", bad));
            assertTrue(r.err().startsWith("kete: "), r.err());
            assertTrue(r.err().contains("see kete egtb"), r.err());
        }
    }

    @Test
    void max_seeds_defaults_to_what_the_server_builds() {
        CommandLine egtb = new CommandLine(new EgtbCommand(System.out, false, System::nanoTime));
        CommandLine.ParseResult parsed = egtb.parseArgs("build", "--dir", "somewhere");
        EgtbCommand.Build build =
                (EgtbCommand.Build) parsed.subcommand().commandSpec().userObject();
        assertEquals(AutoTables.DEFAULT_MAX_SEEDS, build.maxSeeds);
        assertEquals(17, build.maxSeeds);
        Kete.Result help = Kete.command("egtb", "build", "--help");
        assertTrue(
                help.out().replaceAll("\\s+", " ").contains("(default: 17, what kete serve builds by itself)"),
                help.out());
        assertTrue(help.out().contains("[--max-seeds=N]"), help.out());
    }
}
