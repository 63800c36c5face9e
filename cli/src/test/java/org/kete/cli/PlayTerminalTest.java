package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.AlphaBeta;
import org.kete.cli.common.LineInput;
import org.kete.engine.Player;
import org.kete.engine.record.GameRecord;

/** kete play as a person at a terminal meets it: scores that name a side, saving at quit, line editing. */
class PlayTerminalTest {

    private static void assertContains(String text, String part) {
        assertTrue(text.contains(part), () -> "expected to find\n  " + part + "\nin\n" + text);
    }

    // ---- scores name the side they favour ----

    @Test
    void a_score_names_the_side_it_favours_whoever_is_to_move() {
        // The search scores from the side to move's view: +40 for North to move and -40 for South to move are
        // the same verdict, and both read so.
        assertEquals("North is ahead by 0.4 seeds", Seat.assessment(40, Player.NORTH));
        assertEquals("North is ahead by 0.4 seeds", Seat.assessment(-40, Player.SOUTH));
        assertEquals("South is ahead by 1.0 seed", Seat.assessment(100, Player.SOUTH));
        assertEquals("the position is even", Seat.assessment(3, Player.SOUTH));
        assertEquals("South wins in 3 plies with best play", Seat.assessment(-(AlphaBeta.WIN - 3), Player.NORTH));
        assertEquals("North wins by 2 (endgame table)", Seat.assessment(AlphaBeta.tablebaseScore(2), Player.NORTH));
        assertEquals("North wins by 2 (endgame table)", Seat.assessment(AlphaBeta.tablebaseScore(-2), Player.SOUTH));
    }

    @Test
    void computer_moves_show_no_search_internals_unless_verbose() {
        String[] args = {"play", "oware", "--north", "computer:2", "--first", "south", "--seed", "3"};
        Kete.Result quiet = Kete.withInput("C\nquit\nn\n", args);
        assertContains(quiet.out(), "2. North sows");
        assertFalse(quiet.out().contains("nodes"), quiet.out());
        assertFalse(quiet.out().contains("depth"), quiet.out());

        String[] verbose =
                Stream.concat(Stream.of(args), Stream.of("--verbose")).toArray(String[]::new);
        Kete.Result loud = Kete.withInput("C\nquit\nn\n", verbose);
        Matcher m = Pattern.compile("2\\. North sows .*\\(depth \\d+, [\\d,]+ nodes, \\d+\\.\\d\\d s; "
                        + "(South is ahead by|North is ahead by|the position is even)")
                .matcher(loud.out());
        assertTrue(m.find(), loud.out());
    }

    // ---- quit offers to save ----

    private static Kete.Result play(String input, Path saveDir) {
        return Kete.withInput(
                input, "play", "oware", "--north", "human", "--first", "south", "--save-dir", saveDir.toString());
    }

    private static List<Path> saved(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> files = Files.list(dir)) {
            return files.toList();
        }
    }

    @Test
    void quit_in_a_game_in_progress_asks_and_saves_to_the_named_file(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mine.txt");
        Kete.Result r = play("C\nf\nquit\nmaybe\ny\n" + file + "\n", dir.resolve("default"));
        assertContains(r.out(), "The game is not finished. Save it before quitting? (y/n) ");
        assertContains(r.out(), "Please answer y or n.");
        assertContains(r.out(), "Saved 2 moves to " + file + ".");
        assertContains(r.out(), "Goodbye.");
        assertEquals(
                "C f",
                String.join(
                        " ",
                        GameRecord.read(Files.readString(file)).moves().stream()
                                .map(m -> m.notation())
                                .toList()));
        assertEquals(List.of(), saved(dir.resolve("default")));
    }

    @Test
    void quit_with_enter_for_the_name_saves_to_the_default_file(@TempDir Path dir) throws IOException {
        Kete.Result r = play("C\nquit\nyes\n\n", dir);
        List<Path> files = saved(dir);
        assertEquals(1, files.size(), r.out());
        assertTrue(files.get(0).getFileName().toString().matches("oware-\\d{8}-\\d{6}\\.txt"), files.toString());
        assertContains(r.out(), "Saved 1 move to " + files.get(0) + ".");
    }

    @Test
    void quit_answered_no_saves_nothing(@TempDir Path dir) throws IOException {
        Kete.Result r = play("C\nquit\nn\n", dir);
        assertEquals(List.of(), saved(dir));
        assertFalse(r.out().contains("Saved"), r.out());
        assertContains(r.out(), "Goodbye.");
    }

    @Test
    void the_end_of_input_never_loses_a_game_in_progress(@TempDir Path dir) throws IOException {
        // Input ending at the question, and input ending at a move prompt: both save to the default file.
        Kete.Result atQuestion = play("C\nquit\n", dir.resolve("a"));
        assertEquals(1, saved(dir.resolve("a")).size(), atQuestion.out());
        assertContains(
                atQuestion.out(), "Saved 1 move to " + saved(dir.resolve("a")).get(0) + ".");

        Kete.Result atPrompt = play("C\nf\n", dir.resolve("b"));
        assertEquals(0, atPrompt.code());
        Path file = saved(dir.resolve("b")).get(0);
        assertContains(atPrompt.out(), "The game is not finished: saved 2 moves to " + file + ".");
        assertEquals(2, GameRecord.read(Files.readString(file)).moves().size());
    }

    @Test
    void nothing_is_asked_when_nothing_is_unsaved(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("g.txt");
        Kete.Result r = play("C\nsave " + file + "\nquit\n", dir.resolve("default"));
        assertFalse(r.out().contains("Save it before quitting"), r.out());
        assertFalse(play("quit\n", dir.resolve("default")).out().contains("Save it"));
        assertEquals(List.of(), saved(dir.resolve("default")));
    }

    // ---- line editing ----

    @Test
    void plain_input_is_used_off_a_terminal() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        LineInput in = LineInput.open(
                new ByteArrayInputStream("a\n".getBytes(StandardCharsets.UTF_8)),
                new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertFalse(in.isTerminal());
        assertEquals("a", in.readLine("> "));
        assertEquals(null, in.readLine("> "));
        assertEquals("> > ", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void on_a_terminal_up_recalls_the_last_line_and_tab_completes_a_move() throws IOException {
        // An xterm on streams (JLine turns on its keypad mode, so the arrows send ESC O A and ESC O D): "C", then
        // Up and Enter (the same line again), then "hi" and Tab (hint), then "F", Left and "E" typed before it.
        String keys = "C\r" + "\033OA\r" + "hi\t\r" + "F\033ODE\r";
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        LineInput in = LineInput.jline(new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8)), screen);
        in.complete(() -> List.of("A", "C", "hint", "help"));
        assertTrue(in.isTerminal());
        assertEquals("C", in.readLine("South> "));
        assertEquals("C", in.readLine("South> "));
        assertEquals("hint", in.readLine("South> ").strip());
        assertEquals("EF", in.readLine("South> "));
        assertEquals(null, in.readLine("South> "));
        assertFalse(screen.toString(StandardCharsets.UTF_8).contains("^[[A"));
    }
}
