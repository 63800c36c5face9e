package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.cli.common.GameIds;

/** {@code kete play}'s options as picocli reads them, the messages for bad ones, and its help in every language. */
class PlayOptionsTest {

    @Test
    void every_option_is_parsed_into_its_type() {
        Kete.Parsed<PlayCommand> p = Kete.parse(
                PlayCommand.class,
                "play",
                "oware",
                "grandSlam=allowed",
                "cycleRule=draw",
                "--south",
                "computer:2",
                "--north=human",
                "--first",
                "NORTH",
                "--think",
                "0.5",
                "--seed",
                "-7",
                "--egtb",
                "/x/tables",
                "--verbose",
                "--save-dir",
                "/tmp/saved",
                "--lang",
                "sw");
        assertEquals(0, p.errors());
        PlayCommand c = p.command();
        assertEquals("oware", c.gameId);
        assertEquals(List.of("grandSlam=allowed", "cycleRule=draw"), c.options);
        assertEquals("computer:2", c.south);
        assertEquals("human", c.north);
        assertEquals(PlayCommand.First.NORTH, c.first);
        assertEquals(0.5, c.think);
        assertEquals(-7L, c.seed);
        assertEquals(Path.of("/x/tables"), c.egtb);
        assertTrue(c.verbose);
        assertEquals(Path.of("/tmp/saved"), c.saveDir);
        assertEquals("sw", c.lang());
    }

    @Test
    void the_defaults_are_a_human_south_against_the_computer_at_level_3() {
        PlayCommand c = Kete.parse(PlayCommand.class, "play", "nam-nam").command();
        assertEquals("nam-nam", c.gameId);
        assertEquals(List.of(), c.options);
        assertEquals("human", c.south);
        assertEquals("computer", c.north);
        assertNull(c.first);
        assertNull(c.think);
        assertNull(c.seed);
        assertNull(c.egtb);
        assertFalse(c.verbose);
        assertNull(c.saveDir);
        assertNull(c.lang());
    }

    @Test
    void each_bad_value_gets_one_line_naming_the_option_and_exit_code_2() {
        Map<List<String>, String> cases = new LinkedHashMap<>();
        cases.put(List.of(), "play needs a game, e.g. kete play oware; see kete play --help");
        cases.put(List.of("oware", "--think", "x"), "--think needs a number, not 'x'; see kete play --help");
        cases.put(List.of("oware", "--think", "0"), "--think must be from 0.01 to 3600, not 0; see kete play --help");
        cases.put(
                List.of("oware", "--think", "4000.5"),
                "--think must be from 0.01 to 3600, not 4000.5; see kete play --help");
        cases.put(List.of("oware", "--think"), "--think needs a value; see kete play --help");
        cases.put(List.of("oware", "--seed", "1.5"), "--seed needs a whole number, not '1.5'; see kete play --help");
        cases.put(List.of("oware", "--seed", "1", "--seed", "2"), "--seed is given twice; see kete play --help");
        cases.put(
                List.of("oware", "--first", "east"),
                "--first is south, north or random, not 'east'; see kete play --help");
        cases.put(
                List.of("oware", "--north", "robot"),
                "--north is human, computer or computer:LEVEL (LEVEL 1-6 or a name such as casual), not 'robot'; see"
                        + " kete play --help");
        cases.put(
                List.of("oware", "--south", "computer:9"),
                "--south is human, computer or computer:LEVEL (LEVEL 1-6 or a name such as casual), not"
                        + " 'computer:9'; see kete play --help");
        cases.put(List.of("oware", "--colour", "red"), "unknown option --colour for kete play; see kete play --help");
        cases.put(
                List.of("oware", "--lang", "xx"),
                "--lang: unknown language 'xx'; languages: en, pt, sw, fr; see kete play --help");
        cases.put(List.of("chess"), "unknown game 'chess'; games: " + String.join(", ", new GameIds()));
        cases.forEach((args, message) -> {
            Kete.Result r = Kete.command("play", args.toArray(String[]::new));
            assertEquals(2, r.code(), args + " -> " + r.err());
            assertTrue(r.err().startsWith("kete: " + message), args + " -> " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertEquals("", r.out(), args.toString());
        });
    }

    @Test
    void the_messages_are_in_the_language_of_lang_wherever_it_stands() {
        // --lang comes after the bad option: picocli collects the error, so the language is known when it is said.
        Kete.Result pt = Kete.command("play", "oware", "--first", "leste", "--lang", "pt");
        assertEquals(2, pt.code());
        assertEquals(
                "kete: --first é south, north ou random, não 'leste'; veja kete play --help",
                pt.err().strip());
        Kete.Result fr = Kete.command("play", "--lang", "fr", "oware", "--colour");
        assertEquals(
                "kete: option inconnue --colour pour kete play\u202F; voir kete play --help",
                fr.err().strip());
        Kete.Result sw = Kete.command("play", "--lang", "sw");
        assertEquals(
                "kete: play inahitaji mchezo, kwa mfano kete play oware; tazama kete play --help",
                sw.err().strip());
    }

    @Test
    void help_is_generated_from_the_options_in_each_language() {
        List<String> options = List.of(
                "--south=PLAYER",
                "--north=PLAYER",
                "--first=south|north|random",
                "--think=S",
                "--seed=N",
                "--egtb=DIR",
                "--verbose",
                "--save-dir=DIR",
                "--lang=CODE",
                "-h, --help");
        Map<String, String> heading = Map.of(
                "en", "Usage: kete play <game>",
                "pt", "Uso: kete play <jogo>",
                "sw", "Matumizi: kete play <mchezo>",
                "fr", "Usage\u202F: kete play <jeu>");
        heading.forEach((lang, start) -> {
            Kete.Result r = Kete.command("play", "--help", "--lang", lang);
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith(start), r.out());
            for (String o : options) assertTrue(r.out().contains(o), lang + ": " + o + " in\n" + r.out());
            assertTrue(r.out().contains("bao-la-kiswahili"), "the games are listed");
            if (!lang.equals("en")) assertFalse(r.out().contains("seed for the random draw"), r.out());
            // Generated for a terminal: no line wider than picocli's 80 columns.
            r.out().lines().forEach(l -> assertTrue(l.length() <= 80, l));
        });
        // Every text of the help comes from the message files: the pseudo-language marks each one.
        String pseudo = Kete.command("play", "--help", "--lang", "x-pseudo").out();
        assertTrue(pseudo.contains("⟦seed for the random draw"), pseudo);
        assertEquals(
                Kete.command("play", "-h").out(), Kete.command("help", "play").out());
    }
}
