package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.TableRules;

/** kete play --egtb: the hint of an ending in the tables is exact, and the strongest level plays from them. */
class PlayEgtbTest {
    /** 5 seeds, South to move, 21-22: A and D win by 2 (E and F do not). */
    static final String WIN_BY_2 = "1-0-0-1-1-1-0-0-1-0-0-0-21-22-S";

    @TempDir
    static Path dir;

    static Path tables;
    static Path ending;

    @BeforeAll
    static void build() throws IOException {
        tables = Files.createDirectory(dir.resolve("egtb"));
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= 6; k++) {
            b.buildLayer(k);
            EgtbFile.write(tables, k, b.rules(), b.layer(k));
        }
        ending = dir.resolve("ending.txt");
        Files.writeString(ending, "[Game \"oware\"]\n[Position \"" + WIN_BY_2 + "\"]\n[Result \"*\"]\n\n*\n");
    }

    private static void assertContains(String text, String part) {
        assertTrue(text.contains(part), () -> "expected to find\n  " + part + "\nin\n" + text);
    }

    @Test
    void the_hint_is_exact_and_the_strongest_level_plays_from_the_tables() {
        String input = String.join("\n", "load " + ending, "hint", "A", "hint", "quit", "");
        Kete.Result r = Kete.withInput(
                input,
                "play",
                "oware",
                "--north",
                "computer:6",
                "--think",
                "0.3",
                "--egtb",
                tables.toString(),
                "--verbose");
        assertEquals(0, r.code(), r.err());
        assertContains(
                r.out(),
                "Endgame tables: Oware 0-6 seeds (oware grandSlam=forfeit cycleRule=split); the strongest level and"
                        + " the hint use them.");
        assertContains(r.out(), "Hint: A. Exact (endgame table): South wins by 2; moves that keep it: A D.");
        // After A the tables still say South wins by 2, so North's best loses by 2 whatever it plays; the
        // computer's line (with --verbose) names the side the score favours.
        assertContains(r.out(), "; South wins by 2 (endgame table))");
        int second = r.out().lastIndexOf("Hint: ");
        assertContains(r.out().substring(second), "Exact (endgame table): South wins by 2");
    }

    @Test
    void without_tables_the_hint_is_a_search() {
        String input = String.join("\n", "load " + ending, "hint", "quit", "");
        Kete.Result r = Kete.withInput(input, "play", "oware", "--think", "0.2");
        assertEquals(0, r.code(), r.err());
        assertTrue(
                Pattern.compile("Hint: [A-F]\\. (South|North) (is ahead by \\d+\\.\\d seeds?|wins .*)\\.\n|"
                                + "Hint: [A-F]\\. The position is even\\.\n")
                        .matcher(r.out())
                        .find(),
                r.out());
        assertFalse(r.out().contains("depth"), "the search's internals only with --verbose: " + r.out());
        assertFalse(r.out().contains("Exact"), r.out());
        assertFalse(r.out().contains("Endgame tables"), r.out());
    }

    @Test
    void tables_for_other_rules_are_not_used_and_say_so() {
        String input = String.join("\n", "hint", "quit", "");
        Kete.Result r = Kete.withInput(
                input,
                "play",
                "oware",
                "grandSlam=allowed",
                "--think",
                "0.2",
                "--egtb",
                tables.toString(),
                "--verbose");
        assertEquals(0, r.code(), r.err());
        assertContains(
                r.out(),
                "Endgame tables not used: they are for 'oware grandSlam=forfeit cycleRule=split', this game is Oware"
                        + " (Abapa) (grandSlam=allowed).");
        assertContains(r.out(), "(depth ");
    }

    @Test
    void a_bad_table_directory_or_another_game_is_refused_before_the_game_starts() {
        Path missing = dir.resolve("nowhere");
        Kete.Result r = Kete.withInput("", "play", "oware", "--egtb", missing.toString());
        assertEquals(2, r.code());
        assertEquals(
                "kete: --egtb: no endgame table directory " + missing, r.err().strip());
        assertEquals("", r.out());

        Kete.Result nam = Kete.withInput("", "play", "nam-nam", "--egtb", tables.toString());
        assertEquals(2, nam.code());
        assertContains(nam.err(), "--egtb: the endgame tables are for Oware, not Oware Nam Nam");
    }
}
