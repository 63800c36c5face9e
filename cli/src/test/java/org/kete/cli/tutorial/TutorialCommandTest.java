package org.kete.cli.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kete.cli.Kete;

class TutorialCommandTest {

    private record Run(int code, String out, String err) {}

    private static Run run(String input, String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "tutorial";
        System.arraycopy(args, 0, all, 1, args.length);
        Kete.Result r = Kete.withInput(input, all);
        // Text is wrapped at 78 columns; the assertions read it as one line.
        String text = r.out().replaceAll("[ \\t]*\\R[ \\t]*", " ");
        return new Run(r.code(), text, r.err());
    }

    @Test
    void walks_the_oware_tutorial_with_a_demonstration_a_wrong_and_a_right_answer() {
        // step 1 board: Enter; step 2 sowing: Enter plays C, Enter goes on; step 3: D (wrong), then E (right).
        Run r = run("\n\n\nD\nE\nquit\n", "oware");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("== 1/"), r.out());
        assertTrue(
                r.out()
                        .contains(
                                "C lifts 4 seeds from C; sown into D, E, F and a, the last seed lands in a, which now holds 5"),
                r.out());
        assertTrue(r.out().contains("Not this one. D lifts 4 seeds from D; sown into E, F, a and b"), r.out());
        assertTrue(r.out().contains("Try again."), r.out());
        assertTrue(r.out().contains("Yes: F, a, b, c."), r.out());
        assertTrue(r.out().contains("Goodbye."), r.out());
    }

    @Test
    void back_restart_and_skip_move_between_steps() {
        Run r = run("next\nback\nnext\nskip\nskip\nrestart\nquit\n", "oware");
        String out = r.out();
        assertEquals(3, out.split("== 1/", -1).length - 1, out); // start, back, restart
        assertTrue(out.contains("== 3/"), out);
        assertTrue(out.contains("== 4/"), out);
        assertTrue(!out.contains("C lifts"), "skip does not play the demonstration");
    }

    @Test
    void an_illegal_answer_is_explained_and_the_exercise_waits() {
        Run r = run("\n\n\nz\nhint\n", "oware");
        assertTrue(r.out().contains("That move cannot be played here"), r.out());
        assertTrue(r.out().contains("count four steps back from c"), r.out());
    }

    @Test
    void hint_gives_the_next_hint_each_time_and_a_wrong_answer_counts_as_the_first() {
        // Step 3 of Oware: its own hint, then the pit; asked again, the pit again (there is no third).
        Run asked = run("\n\n\nhint\nhint\nhint\nquit\n", "oware");
        String own = "count four steps back from c";
        String pit = "Look at pit E: a move from there does it.";
        assertEquals(1, asked.out().split(own, -1).length - 1, asked.out());
        assertEquals(2, asked.out().split(pit, -1).length - 1, asked.out());
        assertTrue(asked.out().indexOf(own) < asked.out().indexOf(pit), asked.out());
        // A wrong answer's message ends with the own hint: "hint" then gives the pit, not the same words.
        Run wrong = run("\n\n\nA\nhint\nquit\n", "oware");
        assertTrue(wrong.out().contains("Not this one."), wrong.out());
        assertEquals(1, wrong.out().split(own, -1).length - 1, wrong.out());
        assertTrue(wrong.out().contains(pit), wrong.out());
    }

    @Test
    void an_illegal_answer_says_which_rule_refuses_it_and_never_lists_the_legal_moves() {
        // Step 3 of Bao la Kiswahili asks for a first move; A5 is the nyumba, holding 6.
        Run r = run("skip\nskip\nA5>\nquit\n", "bao-la-kiswahili");
        assertTrue(
                r.out()
                        .contains(
                                "That move cannot be played here: A5 is your nyumba: while it holds 6 seeds or more it"
                                        + " is not lifted for a takasa."),
                r.out());
        assertFalse(r.out().contains("legal moves"), r.out());
        assertFalse(r.out().contains("A6<*  A6>*") || r.out().contains("A6>* A6<*"), r.out());
        Run pt = run("skip\nskip\nA5>\nquit\n", "bao-la-kiswahili", "--lang", "pt");
        assertTrue(pt.out().contains("A5 é a sua nyumba"), pt.out());
    }

    @Test
    void the_board_has_a_legend_for_its_marks_and_the_position_text_only_on_request() {
        Run r = run("\nposition\n\n\nquit\n", "bao-la-kiswahili");
        // The nyumba in brackets, a legend for the brackets and, once the demonstration has moved, for the stars.
        assertTrue(r.out().contains("[6]"), r.out());
        assertTrue(r.out().contains("[ ] the nyumba (house), while owned"), r.out());
        assertTrue(r.out().contains("* the pits the move sowed into or captured from"), r.out());
        String start = "0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 22-22 SN - S";
        assertEquals(1, r.out().split(java.util.regex.Pattern.quote(start), -1).length - 1, r.out());
        assertTrue(r.out().contains("Position: " + start), r.out());
    }

    @Test
    void a_demonstration_names_its_move_as_the_game_writes_it() {
        Run r = run("\nquit\n", "bao-la-kiswahili");
        assertTrue(r.out().contains("[Enter] watch South play A6<* ·"), r.out());
    }

    @Test
    void runs_in_portuguese() {
        Run r = run("\n\n\nD\nE\n", "oware", "--lang", "pt");
        assertTrue(r.out().contains("Aprenda Oware"), r.out());
        assertTrue(r.out().contains("Não é esta."), r.out());
        assertTrue(r.out().contains("Certo!") || r.out().contains("Isso: F, a, b, c."), r.out());
    }

    @Test
    void bad_arguments_get_a_clear_message() {
        assertEquals(2, run("", "chess").code());
        assertTrue(run("", "chess").err().contains("unknown game 'chess'"));
        assertEquals(2, run("", "oware", "--lang", "de").code());
        assertTrue(run("", "oware", "--lang", "de").err().contains("languages: en, pt, sw, fr"));
        assertEquals(2, run("").code());
        assertEquals(0, run("", "--help").code());
    }
}
