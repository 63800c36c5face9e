package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kete.ai.AlphaBeta;
import org.kete.engine.Player;
import org.kete.narration.Narrator;
import org.kete.text.Messages;

/**
 * Issue 17 in the terminal: each language's own short answers (no clash between Swahili's ndiyo and English
 * "no"), a refused move said in the player's language, and the plural of a fractional count by the language's
 * rule (French "0,5 graine").
 */
class TerminalAnswersTest {

    private static boolean yes(Narrator w, String a) {
        return PlaySession.isWord(a, "yes", w.text("term.play.yes"), w.text("term.play.yesShort"));
    }

    private static boolean no(Narrator w, String a) {
        return PlaySession.isWord(a, "no", w.text("term.play.no"), w.text("term.play.noShort"));
    }

    @Test
    void every_language_has_short_answers_that_cannot_be_read_as_the_opposite() {
        for (Messages.Language l : Messages.languages()) {
            Narrator w = Narrator.of(l.code());
            String y = w.text("term.play.yesShort");
            String n = w.text("term.play.noShort");
            assertNotEquals(y, n, l.code());
            assertTrue(yes(w, y) && !no(w, y), l.code() + " " + y);
            assertTrue(no(w, n) && !yes(w, n), l.code() + " " + n);
            assertNotEquals(w.text("term.play.hand.leftShort"), w.text("term.play.hand.rightShort"), l.code());
        }
        Narrator sw = Narrator.of("sw");
        // "n" starts ndiyo (yes) and English "no": in Swahili it is neither, and asks again.
        assertFalse(yes(sw, "n") || no(sw, "n"));
        assertTrue(yes(sw, "ndiyo") && yes(sw, "nd") && no(sw, "hapana") && no(sw, "ha"));
        // "k" starts both kushoto and kulia.
        assertFalse(PlaySession.isWord("k", "left", "kushoto", sw.text("term.play.hand.leftShort")));
        assertTrue(PlaySession.isWord("kus", "left", "kushoto", sw.text("term.play.hand.leftShort")));
    }

    @Test
    void a_swahili_player_who_answers_n_to_save_is_asked_again_not_taken_for_yes() {
        Kete.Result r = Kete.withInput(
                "C\nquit\nn\nhapana\n", "play", "oware", "--lang", "sw", "--south", "human", "--north", "human");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Tafadhali jibu"), r.out());
        assertFalse(r.out().contains("Jina la faili"), r.out());
    }

    @Test
    void an_unreadable_move_is_refused_in_the_players_language() {
        for (String lang : new String[] {"sw", "fr", "pt"}) {
            Kete.Result r = Kete.withInput(
                    "Z\nquit\n", "play", "oware", "--lang", lang, "--south", "human", "--north", "human");
            assertEquals(0, r.code(), r.err());
            assertFalse(r.out().contains("is not an Oware move"), lang + ":\n" + r.out());
            assertFalse(r.out().contains("write a pit letter"), lang + ":\n" + r.out());
        }
        Kete.Result sw =
                Kete.withInput("Z\nquit\n", "play", "oware", "--lang", "sw", "--south", "human", "--north", "human");
        assertTrue(sw.out().contains("andika herufi ya shimo, A-F kwa Kusini"), sw.out());
    }

    @Test
    void french_says_half_a_seed_in_the_singular_by_its_plural_rule() {
        Narrator fr = Narrator.of("fr");
        // 50 centi-seeds: half a seed ahead.
        assertEquals("Sud a 0,5 graine d'avance", Seat.assessment(50, Player.SOUTH, fr));
        assertEquals("Sud a 1,5 graine d'avance", Seat.assessment(150, Player.SOUTH, fr));
        assertEquals("Sud a 2,5 graines d'avance", Seat.assessment(250, Player.SOUTH, fr));
        Narrator en = Narrator.english();
        assertEquals("South is ahead by 0.5 seeds", Seat.assessment(50, Player.SOUTH, en));
        assertEquals("South is ahead by 1.0 seed", Seat.assessment(100, Player.SOUTH, en));
        assertTrue(Messages.of("fr").isOne(0.5)
                && !Messages.of("en").isOne(0.5)
                && !Messages.of("pt").isOne(1.5));
        assertTrue(AlphaBeta.pliesToEnd(50) < 0);
        assertFalse(Pattern.compile("\\d graines")
                .matcher(Seat.assessment(50, Player.SOUTH, fr))
                .find());
    }
}
