package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31 in {@code kete play}: a move typed in part is answered as incomplete, with the whole moves that start
 * so, in the player's language; a move that no legal move starts is refused with the rule's reason; the position
 * text is shown on request ({@code position}), not under every board.
 */
class PlayIncompleteMoveTest {

    /** Bao la Kiswahili BK-3 (rules file): South's namua capture from A3, with a kichwa and at the nyumba a choice. */
    private static final String BK3 = "0,0,1,0,6,2,0,0,0,0,1,0,0,0,0,0/1,0,0,0,0,5,0,0,0,0,0,0,0,0,0,12 18-18 S- - S";

    /** Nam Nam between rounds: North, ahead, takes two of South's pits. */
    private static final String NAM_NAM_CHOOSING = "0-0-0-0-0-0-0-0-0-0-0-0-16-32-N SSSSSS/NNNNNN r3-S choose";

    private static void assertContains(String text, String part) {
        assertTrue(text.contains(part), () -> "expected to find\n  " + part + "\nin\n" + text);
    }

    /** kete play between two people, the input typed after loading a record that starts at {@code position}. */
    private static String play(Path dir, String game, String position, String input, String... more)
            throws IOException {
        Path record = dir.resolve("start.txt");
        Files.writeString(record, "[Game \"" + game + "\"]\n[Position \"" + position + "\"]\n[Result \"*\"]\n\n*\n");
        String[] args = {"play", game, "--south", "human", "--north", "human", "--first", "south"};
        String[] all = new String[args.length + more.length];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        Kete.Result r = Kete.withInput("load " + record + "\n" + input + "quit\nn\n", all);
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    private static String play(String game, String input, String... more) {
        String[] args = {"play", game, "--south", "human", "--north", "human", "--first", "south"};
        String[] all = new String[args.length + more.length];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        Kete.Result r = Kete.withInput(input + "quit\nn\n", all);
        assertEquals(0, r.code(), r.err());
        return r.out();
    }

    @Test
    void a_bao_pit_without_its_direction_is_incomplete_and_names_both_moves() {
        String out = play("bao-la-kujifunza", "A3\nA3 <\n");
        assertContains(out, "South> A3 needs a direction: A3> or A3<.\nSouth> 1. South sows 2 from A3");
        assertFalse(out.contains("Not a move"), out);
        // A pit with one move only plays it, saying so.
        String one = play("bao-la-kujifunza", "A1\n");
        assertContains(one, "(A1 has only one move: A1>)\n1. South sows 2 from A1");
    }

    @Test
    void a_namua_capture_needs_its_kichwa_and_the_nyumba_choice_is_named_with_it(@TempDir Path dir) throws IOException {
        String out = play(dir, "bao-la-kiswahili", BK3, "A3\nA3L+\n");
        assertContains(out, "South> A3 needs a kichwa, L or R: A3L, A3L+ or A3R.\n");
        assertContains(out, "1. South places 1 seed from the store in A3; captures 5 from a6");
        assertContains(out, "goes on (safari)");
    }

    @Test
    void a_direction_where_a_kichwa_is_needed_is_refused_by_its_rule_with_the_moves_from_the_pit(@TempDir Path dir)
            throws IOException {
        String out = play(dir, "bao-la-kiswahili", BK3, "A3>\n");
        assertContains(out, "Not a move: A3 cannot be sown that way here.\nThe moves from A3: A3L, A3L+ or A3R.\n");
    }

    @Test
    void an_illegal_move_still_says_why_and_is_not_called_incomplete() {
        // The Kiswahili start: A4 is empty, a4 is North's, and A5 (the nyumba) is not sown in a takasa.
        String out = play("bao-la-kiswahili", "A4\na4>\nA5\n");
        assertContains(out, "South> Not a move: A4 is empty.\n");
        assertContains(out, "South> Not a move: a4 is your opponent's pit.\n");
        assertContains(out, "South> Not a move: A5 is your nyumba");
        assertFalse(out.contains("needs"), out);
        assertFalse(out.contains("The moves from"), out);
    }

    @Test
    void some_of_a_set_of_pits_is_incomplete_and_names_the_sets_that_hold_them(@TempDir Path dir) throws IOException {
        String out = play(dir, "nam-nam", NAM_NAM_CHOOSING, "take:B\nC\ntake:B,B\ntake: E B\n");
        assertContains(out, "North> take:B needs 2 pits in all: take:A,B  take:B,C  take:B,D  take:B,E or take:B,F.\n");
        assertContains(out, "North> C needs 2 pits in all: take:A,C  take:B,C  take:C,D  take:C,E or take:C,F.\n");
        // A pit named twice is a mistake, not a start: the rule says so.
        assertContains(out, "North> Not a move: B is named twice");
        assertContains(out, "1. North plays take:B,E");
    }

    @Test
    void an_incomplete_move_is_said_in_the_players_language() {
        assertContains(play("bao-la-kujifunza", "A3\n", "--lang", "pt"), "A3 precisa de um sentido: A3> ou A3<.");
        assertContains(play("bao-la-kujifunza", "A3\n", "--lang", "sw"), "A3 inahitaji mwelekeo: A3> au A3<.");
        assertContains(
                play("bao-la-kujifunza", "A3\n", "--lang", "fr"), "Il manque le sens de semis à A3\u202f: A3> ou A3<.");
        String pseudo = play("bao-la-kujifunza", "A3\n", "--lang", "x-pseudo");
        // Every word of the answer is a message: the pseudo-language's markers around it, "or" one of its own.
        assertContains(pseudo, "> ⟦A3 needs a direction: A3> ⟦or⟧ A3<.⟧\n");
    }

    @Test
    void the_position_text_is_shown_on_request_not_under_every_board() {
        String out = play("oware", "C\nposition\n");
        assertFalse(out.contains("Position: 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"), out);
        assertContains(out, "North> Position: 4-4-0-5-5-5-5-4-4-4-4-4-0-0-N\n");
        assertEquals(1, out.lines().filter(l -> l.contains("Position:")).count(), out);
        assertContains(play("oware", "help\n"), "  position    the position text of the board");
        assertContains(play("oware", "position\n", "--lang", "pt"), "Posição: 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
        // The tutorial's word in the language works too.
        assertContains(play("oware", "posição\n", "--lang", "pt"), "Sul> Posição: 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
        assertContains(play("oware", "mpangilio\n", "--lang", "sw"), "Mpangilio: 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    }
}
