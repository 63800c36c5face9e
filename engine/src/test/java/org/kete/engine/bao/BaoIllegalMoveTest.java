package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.IllegalMoveException.Reason;
import org.kete.engine.Position;

/**
 * An illegal move is refused with the rule that refuses it, as a reason a front end can word, and a sentence
 * that never lists the legal moves (a learner asked to find the move must not be shown it).
 */
class BaoIllegalMoveTest {

    private static IllegalMoveException refusal(Game g, String position, String move) {
        Position p = g.parsePosition(position);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.parseMove(p, move));
        assertFalse(e.getMessage().contains("legal moves"), e.getMessage());
        return e;
    }

    private static void assertReason(Reason expected, IllegalMoveException e) {
        assertEquals(expected, e.reason(), e.getMessage());
    }

    private static final String KISWAHILI_START =
            "0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 22-22 SN - S";

    @Test
    void a_functional_nyumba_is_not_sown_in_a_namua_takasa() {
        IllegalMoveException e = refusal(Bao.KISWAHILI.create(), KISWAHILI_START, "A5>");
        assertReason(Reason.NYUMBA, e);
        assertEquals(4, e.pit());
        assertEquals("A5 is the nyumba, holding 6 seeds or more, and a nyumba is not sown in a takasa", e.getMessage());
    }

    @Test
    void empty_pits_the_opponents_pits_and_the_back_row_in_namua() {
        Game g = Bao.KISWAHILI.create();
        assertReason(Reason.EMPTY_PIT, refusal(g, KISWAHILI_START, "A1>"));
        assertReason(Reason.OPPONENTS_PIT, refusal(g, KISWAHILI_START, "a6>"));
        String backRow = "0,0,0,0,6,2,2,0,0,0,0,0,0,0,3,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 19-22 SN - S";
        assertReason(Reason.FRONT_ROW_IN_NAMUA, refusal(g, backRow, "B2>"));
    }

    @Test
    void a_possible_capture_must_be_played() {
        // The tutorial's namua capture: A4 faces seeds, A7 does not.
        String p = "0,1,0,3,8,0,2,1,0,0,0,0,1,0,2,0/0,0,1,0,2,0,3,0,0,0,0,0,0,0,0,10 15-15 SN - S";
        assertReason(Reason.CAPTURE_REQUIRED, refusal(Bao.KISWAHILI.create(), p, "A7>"));
        // A2 faces seeds too, but a capture there starts at the kichwa A1 (L), never R.
        assertReason(Reason.DIRECTION, refusal(Bao.KISWAHILI.create(), p, "A2R"));
    }

    @Test
    void the_lone_kichwa_is_not_sown_towards_the_back_row() {
        String p = "0,0,0,0,0,0,0,1,0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,48 5-5 -- - S";
        assertReason(Reason.LONE_KICHWA, refusal(Bao.KISWAHILI.create(), p, "A8>"));
        String kujifunza = "0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2,6,6,6,6,6,6,5,5 S";
        assertReason(Reason.LONE_KICHWA, refusal(Bao.KUJIFUNZA.create(), kujifunza, "A8>"));
    }

    @Test
    void a_never_ending_takasa_is_refused_as_never_ending_even_when_the_other_direction_is_legal() {
        // The tutorial's endless exercise: A3< is legal, A3> goes round for ever.
        Game g = Bao.KUJIFUNZA.create();
        String p = "0,1,2,0,10,0,3,0,1,0,6,1,2,1,6,3/1,0,0,0,0,0,7,1,1,3,3,3,3,0,3,3 S";
        assertReason(Reason.NEVER_ENDING, refusal(g, p, "A3>"));
    }

    @Test
    void a_single_seed_and_the_back_row_wait_while_the_front_row_holds_two() {
        Game g = Bao.KUJIFUNZA.create();
        String p = "0,1,2,0,10,0,3,0,1,0,6,1,2,1,6,3/1,0,0,0,0,0,7,1,1,3,3,3,3,0,3,3 S";
        assertReason(Reason.SINGLE_SEED, refusal(g, p, "A2>"));
        assertReason(Reason.FRONT_ROW_FIRST, refusal(g, p, "B6>"));
    }
}
