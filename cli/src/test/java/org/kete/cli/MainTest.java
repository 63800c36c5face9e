package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.engine.record.GameRecord;

/** The kete command, run in-process with given standard input and captured output. */
class MainTest {

    private static void assertContains(String text, String part) {
        assertTrue(text.contains(part), () -> "expected to find\n  " + part + "\nin\n" + text);
    }

    @Test
    void games_lists_oware_with_its_options_values_and_defaults() {
        Kete.Result r = Kete.withInput("", "games");
        assertEquals(0, r.code());
        assertContains(r.out(), "oware  Oware (Abapa)");
        assertContains(r.out(), "Board: 2 rows × 6 pits, 48 seeds");
        assertContains(r.out(), "grandSlam     forfeit  (forfeit | allowed | allowed-if-wins | illegal)");
        assertContains(r.out(), "cycleRule     split  (split | draw)");
        assertContains(r.out(), "winThreshold  25  (a number from 1 to 48)");
        assertContains(r.out(), "firstPlayer   south  (south | north | random)");
        assertContains(r.out(), "Captured seeds that win the game at once");
    }

    @Test
    void play_human_against_human_through_standard_input(@TempDir Path dir) throws IOException {
        Path saved = dir.resolve("game.txt");
        Path corrupt = dir.resolve("corrupt.txt");
        Files.writeString(corrupt, "[Game \"oware\"]\n\n1. A a\n2. A *\n");
        String input = String.join(
                "\n",
                "C", // South sows 4 from C
                "f", // North sows 4 from f
                "a", // North's pit: illegal for South
                "hello there", // unreadable
                "",
                "B", // South sows 5 from B
                "undo", // takes B back
                "save " + saved,
                "A",
                "load " + dir.resolve("missing.txt"),
                "load " + corrupt,
                "load " + saved,
                "moves",
                "help",
                "quit",
                "");
        Kete.Result r =
                Kete.withInput(input, "play", "oware", "--south", "human", "--north", "human", "--first", "south");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        assertContains(out, "1. South sows 4 from C");
        assertContains(out, "2. North sows 4 from f");
        assertContains(out, "Not a move: a is your opponent's pit.");
        assertContains(out, "Not a move: 'hello there' is not a move of Oware (Abapa): write a pit letter");
        assertContains(out, "Type a move, or help.");
        assertContains(out, "3. South sows 5 from B");
        assertContains(out, "Took back 1 move.");
        assertContains(out, "Saved 2 moves to " + saved + ".");
        assertContains(out, "3. South sows 5 from A");
        assertContains(out, "Cannot load " + dir.resolve("missing.txt") + ": no such file. The current game goes on.");
        assertContains(out, "Cannot load " + corrupt + ": line 4: move 3 (South, 'A') cannot be played: A is empty");
        assertContains(out, "Loaded " + saved + ": Oware (Abapa) (standard rules), 2 moves.");
        assertContains(out, "South to move. Legal moves: A B C D E F");
        assertContains(out, "save FILE   write the game so far");
        assertContains(out, "Goodbye.");
        // The board after C f, drawn again after the load: South's row 5 5 1 6 5 5, North's (a..f) 5 4 4 4 4 0.
        String board = """
                  +--f--+--e--+--d--+--c--+--b--+--a--+
                  |  0  |  4  |  4  |  4  |  4  |  5  |
                  +=====+=====+=====+=====+=====+=====+
                  |  5  |  5  |  1  |  6  |  5  |  5  |
                  +--A--+--B--+--C--+--D--+--E--+--F--+
                  South (human)   score 0   <- to move
                """;
        assertContains(
                out,
                "Loaded " + saved + ": Oware (Abapa) (standard rules), 2 moves.\n\n" + "  North (human)   score 0\n"
                        + board);
        GameRecord record = GameRecord.read(Files.readString(saved));
        assertEquals(
                "C f",
                String.join(" ", record.moves().stream().map(m -> m.notation()).toList()));
        assertEquals("Human", record.tag("South"));
    }

    @Test
    void every_registered_game_can_be_played_saved_and_loaded(@TempDir Path dir) {
        for (org.kete.engine.GameType type : org.kete.engine.Games.all()) {
            Path file = dir.resolve(type.id() + ".txt");
            org.kete.engine.Game game = type.create();
            String first = game.legalMoves(game.start(org.kete.engine.Player.SOUTH))
                    .get(0)
                    .notation();
            String input = String.join("\n", first, "save " + file, "load " + file, "undo", "quit", "");
            Kete.Result r = Kete.withInput(input, "play", type.id(), "--north", "human", "--first", "south");
            assertEquals(0, r.code(), type.id() + ": " + r.err());
            assertContains(r.out(), "1. South ");
            assertContains(r.out(), "Saved 1 move to " + file + ".");
            assertContains(r.out(), "Loaded " + file + ": " + type.name());
            assertContains(r.out(), "Took back 1 move.");
        }
    }

    @Test
    void play_against_the_computer_reaches_a_result() {
        // The human tries every pit in turn; the illegal tries are refused and the legal ones played.
        String input = "A\nB\nC\nD\nE\nF\n".repeat(1500) + "quit\n";
        Kete.Result r =
                Kete.withInput(input, "play", "oware", "--north", "computer:1", "--first", "south", "--seed", "11");
        assertEquals(0, r.code(), r.err());
        assertContains(r.out(), "North (computer, level 1 beginner) is thinking...");
        assertTrue(
                Pattern.compile("Game over: (South wins|North wins|Draw) \\d+-\\d+ \\(")
                        .matcher(r.out())
                        .find(),
                r.out().substring(Math.max(0, r.out().length() - 3000)));
    }

    @Test
    void undo_against_the_computer_goes_back_to_the_humans_turn() {
        Kete.Result r = Kete.withInput(
                "C\nundo\nquit\n", "play", "oware", "--north", "computer:1", "--first", "south", "--seed", "1");
        assertContains(r.out(), "Took back 2 moves.");
        assertContains(r.out(), "  |  4  |  4  |  4  |  4  |  4  |  4  |\n  +--A--+");
    }

    @Test
    void a_random_start_asks_the_one_human_to_guess_the_hand() {
        Kete.Result r = Kete.withInput("middle\nleft\nquit\n", "play", "oware", "--first", "random", "--seed", "5");
        assertEquals(0, r.code());
        assertContains(r.out(), "Guess which: left or right?");
        assertContains(r.out(), "Please answer left or right.");
        assertTrue(r.out().contains("it was in the left hand") || r.out().contains("it was in the right hand"));
    }

    @Test
    void perft_prints_the_known_oware_counts() {
        Kete.Result r = Kete.withInput("", "perft", "oware", "--depth", "5");
        assertEquals(0, r.code(), r.err());
        long[] expected = {6, 36, 190, 1014, 5219};
        for (int d = 1; d <= 5; d++) {
            assertTrue(
                    Pattern.compile("(?m)^\\s+" + d + "\\s+" + expected[d - 1] + "\\s")
                            .matcher(r.out())
                            .find(),
                    r.out());
        }
        Kete.Result divide = Kete.withInput("", "perft", "oware", "--depth", "3", "--divide");
        assertTrue(Pattern.compile("(?m)^total\\s+190$").matcher(divide.out()).find(), divide.out());
    }

    @Test
    void perft_from_a_given_position() {
        Kete.Result r =
                Kete.withInput("", "perft", "oware", "--depth", "1", "--position", "0-0-0-0-0-1-0-0-0-0-0-0-24-23-S");
        assertEquals(0, r.code(), r.err());
        assertTrue(Pattern.compile("(?m)^\\s+1\\s+1\\s").matcher(r.out()).find(), r.out());
    }

    @Test
    void bench_measures_each_game() {
        Kete.Result r = Kete.withInput("", "bench", "--game", "oware", "--seconds", "0.1");
        assertEquals(0, r.code(), r.err());
        assertContains(r.out(), "playouts/s");
        assertTrue(
                Pattern.compile("(?m)^oware\\s+[\\d,]+\\s+[\\d.]+\\s+\\d+")
                        .matcher(r.out())
                        .find(),
                r.out());
    }

    @Test
    void bench_plays_random_games_on_several_threads() {
        Kete.Result r = Kete.withInput("", "bench", "--game", "bao-la-kiswahili", "--seconds", "0.1", "--threads", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(
                Pattern.compile("(?m)^bao-la-kiswahili\\s+[\\d,]+\\s+[\\d.]+\\s+\\d+")
                        .matcher(r.out())
                        .find(),
                r.out());
    }

    @Test
    void bad_arguments_exit_with_code_2_and_a_message() {
        List<List<String>> cases = List.of(
                List.of(),
                List.of("frobnicate"),
                List.of("play"),
                List.of("play", "chess"),
                List.of("play", "oware", "grandSlam=sometimes"),
                List.of("play", "oware", "speed=fast"),
                List.of("play", "oware", "nonsense"),
                List.of("play", "oware", "--north", "robot"),
                List.of("play", "oware", "--north", "computer:9"),
                List.of("play", "oware", "--first", "east"),
                List.of("play", "oware", "--colour", "red"),
                List.of("perft", "oware"),
                List.of("perft", "oware", "--depth", "deep"),
                List.of("perft", "oware", "--depth", "3", "--position", "1-2-3"),
                List.of("perft", "oware", "--depth"),
                List.of("bench", "--seconds", "0"),
                List.of("bench", "--threads", "0"),
                List.of("games", "chess"));
        for (List<String> args : cases) {
            Kete.Result r = Kete.withInput("", args.toArray(new String[0]));
            assertEquals(2, r.code(), () -> args + " -> " + r.err());
            assertTrue(r.err().startsWith("kete: ") || r.err().startsWith("Usage"), args + " -> " + r.err());
        }
        assertContains(Kete.withInput("", "play", "chess").err(), "unknown game 'chess'; games: oware");
        assertContains(
                Kete.withInput("", "play", "oware", "--colour", "red").err(), "unknown option --colour for kete play");
        assertContains(
                Kete.withInput("", "play", "oware", "grandSlam=sometimes").err(),
                "option grandSlam has no value 'sometimes'; allowed: forfeit, allowed, allowed-if-wins, illegal");
    }

    @Test
    void engine_runs_the_engine_protocol() {
        Kete.Result r = Kete.withInput("uci\nisready\nposition startpos moves C\ngo depth 2\nquit\n", "engine");
        assertEquals(0, r.code(), r.err());
        assertContains(r.out(), "uciok");
        assertContains(r.out(), "readyok");
        assertTrue(Pattern.compile("(?m)^bestmove [a-f]").matcher(r.out()).find(), r.out());
    }

    @Test
    void every_command_has_help() {
        for (String c : List.of("games", "play", "perft", "bench", "engine")) {
            Kete.Result r = Kete.withInput("", c, "--help");
            assertEquals(0, r.code());
            assertContains(r.out(), "Usage: kete " + c);
        }
        assertContains(Kete.withInput("", "help").out(), "Commands:");
        assertContains(Kete.withInput("", "help", "perft").out(), "Usage: kete perft");
    }

    @Test
    void completion_prints_a_shell_script_that_knows_the_commands_games_and_options() {
        Kete.Result r = Kete.withInput("", "completion");
        assertEquals(0, r.code(), r.err());
        assertContains(r.out(), "complete -F");
        for (String word :
                List.of("perft", "egtb", "--depth", "--max-seeds", "bao-la-kiswahili", "grandSlam=allowed")) {
            assertContains(r.out(), word);
        }
    }

    @Test
    void completion_knows_the_options_of_play_serve_tutorial_and_match_and_their_values() {
        String script = Kete.run("completion").out();
        // picocli writes one function per command, listing its options and the candidates of each.
        Map<String, List<String>> expected = Map.of(
                "play",
                List.of(
                        "--south",
                        "--north",
                        "--first",
                        "--think",
                        "--seed",
                        "--egtb",
                        "--verbose",
                        "--save-dir",
                        "--lang",
                        "computer:strongest",
                        "computer:6",
                        "random",
                        "sw",
                        "bao-kigogo",
                        "cycleRule=draw"),
                "serve",
                List.of(
                        "--port",
                        "--data",
                        "--database",
                        "--egtb",
                        "--behind-proxy",
                        "--computer-threads",
                        "--computer-queue",
                        "--hints",
                        "--analyses"),
                "tutorial",
                List.of("--lang", "fr", "bao-la-kiswahili"),
                "match",
                List.of(
                        "--a",
                        "--b",
                        "--games",
                        "--depth",
                        "--nodes",
                        "--movetime",
                        "--openings",
                        "--records",
                        "--seed",
                        "--egtb",
                        "level:6",
                        "mcts:eval",
                        "ab:material",
                        "engine:aalina:",
                        "balanced:",
                        "book:",
                        "grandSlam=allowed"));
        expected.forEach((command, words) -> {
            String function = function(script, "_picocli_kete_" + command);
            for (String word : words) {
                assertTrue(function.contains(word), () -> word + " not completed for " + command + ":\n" + function);
            }
        });
    }

    /** The text of one shell function of the completion script. */
    private static String function(String script, String name) {
        int start = script.indexOf("function " + name + "()");
        assertTrue(start >= 0, name + " in\n" + script);
        int end = script.indexOf("\n}\n", start);
        return script.substring(start, end);
    }

    @Test
    void a_missing_option_and_a_missing_value_are_told_apart() {
        assertEquals(
                "kete: --depth is required; see kete perft --help",
                Kete.run("perft", "oware").err().strip());
        assertEquals(
                "kete: --depth needs a value; see kete perft --help",
                Kete.run("perft", "oware", "--depth").err().strip());
    }

    @Test
    void a_usage_error_inside_a_subcommand_names_its_help() {
        Kete.Result r = Kete.withInput("", "egtb", "build", "--max-seeds", "99");
        assertEquals(2, r.code());
        assertContains(r.err(), "kete: --max-seeds must be a whole number from 0 to");
        assertContains(r.err(), "see kete egtb build --help");
        assertContains(Kete.withInput("", "help", "egtb").out(), "Usage: kete egtb");
    }
}
