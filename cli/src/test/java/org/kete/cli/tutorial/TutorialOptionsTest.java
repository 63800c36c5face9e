package org.kete.cli.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.cli.Kete;

/** {@code kete tutorial}'s arguments as picocli reads them, its messages and its help, in the learner's language. */
class TutorialOptionsTest {

    @Test
    void the_game_and_the_language_are_parsed() {
        Kete.Parsed<TutorialCommand> p = Kete.parse(TutorialCommand.class, "tutorial", "bao-kigogo", "--lang=sw");
        assertEquals(0, p.errors());
        assertEquals(List.of("bao-kigogo"), p.command().games);
        assertEquals("sw", p.command().lang());
        assertNull(
                Kete.parse(TutorialCommand.class, "tutorial", "oware").command().lang());
    }

    @Test
    void bad_arguments_get_one_line_in_the_language_and_exit_code_2() {
        Map<List<String>, String> cases = new LinkedHashMap<>();
        cases.put(List.of(), "kete: which game? oware, nam-nam, ");
        cases.put(
                List.of("oware", "nam-nam"),
                "kete: one game at a time; got 'oware' and 'nam-nam'; see kete tutorial --help");
        cases.put(List.of("chess"), "kete: unknown game 'chess'; games: oware");
        cases.put(List.of("oware", "--lang", "de"), "kete: unknown language 'de'; languages: en, pt, sw, fr; see");
        cases.put(List.of("oware", "--lang"), "kete: --lang needs a value; see kete tutorial --help");
        cases.put(
                List.of("oware", "--fast"), "kete: unknown option --fast for kete tutorial; see kete tutorial --help");
        cases.put(
                List.of("oware", "--fast", "--lang", "fr"),
                "kete: option inconnue --fast pour kete tutorial\u202F; voir kete tutorial --help");
        cases.put(List.of("--lang", "pt"), "kete: qual jogo? oware, nam-nam");
        cases.forEach((args, start) -> {
            Kete.Result r = Kete.command("tutorial", args.toArray(String[]::new));
            assertEquals(2, r.code(), args + " -> " + r.err());
            assertTrue(r.err().startsWith(start), args + " -> " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        });
    }

    @Test
    void help_is_generated_in_each_language() {
        Map<String, String> heading = Map.of(
                "en", "Usage: kete tutorial <game> [--lang en|pt|sw|fr]",
                "pt", "Uso: kete tutorial <jogo>",
                "sw", "Matumizi: kete tutorial <mchezo>",
                "fr", "Usage\u202F: kete tutorial <jeu>");
        heading.forEach((lang, start) -> {
            Kete.Result r = Kete.command("tutorial", "--lang", lang, "-h");
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith(start), r.out());
            assertTrue(r.out().contains("--lang=CODE"), r.out());
            assertTrue(r.out().contains("bao-la-kiswahili"), r.out());
        });
        assertTrue(Kete.command("tutorial", "--help").out().contains("At each step: Enter or next, back, skip"));
    }
}
