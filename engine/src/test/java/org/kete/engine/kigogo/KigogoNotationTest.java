package org.kete.engine.kigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.engine.kigogo.KigogoBoards.GAME;

import org.junit.jupiter.api.Test;
import org.kete.engine.BoardLayout;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.NotationException;
import org.kete.engine.Position;

/** The notation of docs/notation/bao-kigogo.md: pit names, moves, the position text and the catalogue entry. */
class KigogoNotationTest {
    static final String START =
            "0,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0-0/S";

    @Test
    void the_start_position_text_is_the_documented_one_and_round_trips() {
        assertEquals(START, GAME.start().text());
        assertEquals(START, GAME.parsePosition(START).text());
        String afterA2 =
                "2,1,0,3,3,0,3,3,0,3,3,0,3,3,0,3,3,0,3,3,0,3,3,1/0,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/0-0/N";
        Position p = GAME.start();
        assertEquals(afterA2, GAME.apply(p, GAME.parseMove(p, "A2")).after().text());
    }

    @Test
    void pit_names_follow_the_owner_relative_bao_notation() {
        assertEquals("A1", GAME.pitName(0));
        assertEquals("A12", GAME.pitName(11));
        assertEquals("B12", GAME.pitName(12));
        assertEquals("B1", GAME.pitName(23));
        assertEquals("a1", GAME.pitName(24));
        assertEquals("b1", GAME.pitName(47));
        BoardLayout layout = Kigogo.TYPE.layout();
        assertEquals("b12", GAME.pitName(layout.pit(0, 0)));
        assertEquals("a12", GAME.pitName(layout.pit(1, 0)));
        assertEquals("A1", GAME.pitName(layout.pit(2, 0)));
        assertEquals("B1", GAME.pitName(layout.pit(3, 0)));
        assertEquals("a10", GAME.pitName(layout.pit(1, 2)), "A3 faces a10");
    }

    @Test
    void a_move_may_carry_the_counter_clockwise_mark() {
        Position p = GAME.start();
        assertEquals(GAME.parseMove(p, "A3"), GAME.parseMove(p, "A3<"));
        assertEquals(GAME.parseMove(p, "B12"), GAME.parseMove(p, " B12 < "));
    }

    @Test
    void bad_moves_are_refused_with_a_reason() {
        Position p = GAME.start();
        assertMessage(() -> GAME.parseMove(p, "A3>"), "counter-clockwise only");
        assertMessage(() -> GAME.parseMove(p, "a3"), "North's pit");
        assertMessage(() -> GAME.parseMove(p, "A1"), "A1 is empty");
        assertMessage(() -> GAME.parseMove(p, "A13"), "not a Bao Kigogo move");
        assertMessage(() -> GAME.parseMove(p, "C4"), "not a Bao Kigogo move");
        Position north = GAME.apply(p, GAME.parseMove(p, "A2")).after();
        assertMessage(() -> GAME.parseMove(north, "A3"), "South's pit");
    }

    private static void assertMessage(Runnable r, String part) {
        IllegalMoveException e = assertThrows(IllegalMoveException.class, r::run);
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    @Test
    void bad_position_texts_are_refused_with_a_reason() {
        assertNotation("", "four parts");
        assertNotation(START.replace("/0-0/S", "/0-0"), "four parts");
        assertNotation(START.replaceFirst("0,2,", "0,"), "24 pit counts");
        assertNotation(START.replaceFirst("0,2,", "0,x,"), "not a number");
        assertNotation(START.replaceFirst("0,2,", "0,-2,"), "negative");
        assertNotation(START.replace("/0-0/", "/0/"), "captured");
        assertNotation(START.replace("/0-0/", "/1-0/"), "93");
        assertNotation(START.replace("/S", "/X"), "S or N");
    }

    private static void assertNotation(String text, String part) {
        NotationException e = assertThrows(NotationException.class, () -> GAME.parsePosition(text));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    @Test
    void the_game_is_in_the_catalogue_with_its_rule_options() {
        GameType t = Games.byId("bao-kigogo");
        assertEquals("Bao Kigogo", t.name());
        assertEquals(4, t.rows());
        assertEquals(12, t.pitsPerRow());
        assertEquals(92, t.seeds());
        assertEquals(
                "repetition=first-repeat neverEnding=illegal maxLaps=1000 singletonCaptures=true",
                t.create().options().toString());
        assertEquals(
                "repetition=threefold neverEnding=loss",
                t.create("repetition=THREEFOLD neverEnding=LOSS").options().toShortString());
        assertThrows(IllegalArgumentException.class, () -> t.create("repetition=sometimes"));
        assertThrows(IllegalArgumentException.class, () -> t.create("maxLaps=0"));
    }
}
