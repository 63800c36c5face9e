package org.kete.ai.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.engine.oware.Oware;

/** Tables found or built in the background on first use, with tiny seed counts. */
class AutoTablesTest {
    @TempDir
    Path dir;

    /** Background work held until the test runs it. */
    static final class Held implements java.util.concurrent.Executor {
        final List<Runnable> tasks = new ArrayList<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        void runAll() {
            tasks.forEach(Runnable::run);
            tasks.clear();
        }
    }

    @Test
    void the_missing_tables_are_built_in_the_background_and_handed_out_once_ready() {
        Path tables = dir.resolve("egtb");
        List<String> said = new ArrayList<>();
        Held background = new Held();
        AutoTables auto = AutoTables.start(tables, 4, 2, said::add, background);
        // Building: nothing yet.
        assertEquals(AutoTables.State.BUILDING, auto.state());
        assertNull(auto.tables());
        background.runAll();
        assertEquals(AutoTables.State.READY, auto.state());
        assertEquals(4, auto.tables().maxSeeds());
        for (int k = 0; k <= 4; k++) assertTrue(Files.exists(EgtbFile.path(tables, k)), "k=" + k);
        assertTrue(Files.notExists(EgtbFile.path(tables, 5)));
        assertEquals(3, said.size(), said.toString());
        assertTrue(
                said.get(0).startsWith("building the Oware endgame tables (0-4 seeds, 1,820 positions) in "),
                said.get(0));
        assertTrue(said.get(1).startsWith("built the Oware endgame tables in "), said.toString());
        assertTrue(
                said.get(2)
                        .startsWith("endgame tables ready: Oware 0-4 seeds (oware grandSlam=forfeit"
                                + " cycleRule=split), 2 KB, from "),
                said.toString());
        assertTrue(
                auto.describe().startsWith("Oware 0-4 seeds (oware grandSlam=forfeit cycleRule=split) from "),
                auto.describe());
    }

    @Test
    void tables_already_there_are_used_and_only_the_missing_counts_are_built() throws IOException {
        Path tables = built(dir, "", 2);
        long before = Files.getLastModifiedTime(EgtbFile.path(tables, 2)).toMillis();
        List<String> said = new ArrayList<>();
        AutoTables auto = AutoTables.start(tables, 4, 1, said::add, Runnable::run);
        assertEquals(AutoTables.State.READY, auto.state());
        assertTrue(said.get(0).contains("(3-4 seeds, 1,729 positions)"), said.toString());
        assertEquals(before, Files.getLastModifiedTime(EgtbFile.path(tables, 2)).toMillis());
        // A second start finds them all and builds nothing.
        said.clear();
        auto = AutoTables.start(tables, 4, 1, said::add, Runnable::run);
        assertEquals(4, auto.tables().maxSeeds());
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("endgame tables ready: Oware 0-4 seeds"), said.toString());
    }

    @Test
    void tables_for_other_rules_are_used_for_those_rules_and_never_added_to() throws IOException {
        Path tables = built(dir, "grandSlam=allowed", 2);
        List<String> said = new ArrayList<>();
        AutoTables auto = AutoTables.start(tables, 4, 1, said::add, Runnable::run);
        assertEquals(AutoTables.State.READY, auto.state());
        assertTrue(said.get(0).contains("are for 'oware grandSlam=allowed cycleRule=split'"), said.toString());
        assertTrue(Files.notExists(EgtbFile.path(tables, 3)));
        assertTrue(auto.tables().covers(Oware.TYPE.create("grandSlam=allowed")));
    }

    @Test
    void a_corrupt_table_is_reported_and_no_tables_are_used() throws IOException {
        Path tables = built(dir, "", 4);
        Path k3 = EgtbFile.path(tables, 3);
        byte[] bytes = Files.readAllBytes(k3);
        bytes[bytes.length - 1] ^= 1;
        Files.write(k3, bytes);
        List<String> said = new ArrayList<>();
        AutoTables auto = AutoTables.start(tables, 4, 1, said::add, Runnable::run);
        assertEquals(AutoTables.State.FAILED, auto.state());
        assertNull(auto.tables());
        assertTrue(said.get(said.size() - 1).startsWith("endgame tables not available: "), said.toString());
        assertTrue(said.get(said.size() - 1).contains("oware-k3.egtb"), said.toString());
        assertTrue(auto.describe().startsWith("none ("), auto.describe());
    }

    @Test
    void out_of_range_seed_counts_are_refused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> AutoTables.start(dir, 40, 1, m -> {}, Runnable::run));
        assertTrue(e.getMessage().contains("not 40"), e.getMessage());
    }

    private static Path built(Path dir, String options, int maxSeeds) throws IOException {
        Path tables = Files.createDirectories(dir.resolve("egtb"));
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(options));
        for (int k = 0; k <= maxSeeds; k++) {
            b.buildLayer(k);
            EgtbFile.write(tables, k, b.rules(), b.layer(k));
        }
        return tables;
    }
}
