package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.Choice;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;

/** Move and position notation (docs/notation/bao.md), choices, the registry, and the repetition rule. */
class BaoNotationTest {
    private final Game kiswahili = Bao.KISWAHILI.create();
    private final Game kujifunza = Bao.KUJIFUNZA.create();

    @Test
    void both_games_are_registered_with_their_ids() {
        assertEquals("Bao la Kujifunza", Games.byId("bao-la-kujifunza").name());
        assertEquals("Bao la Kiswahili", Games.byId("bao-la-kiswahili").name());
        assertEquals(64, Games.byId("bao-la-kiswahili").seeds());
        assertEquals(14, Games.byId("bao-la-kiswahili").options().size());
        assertEquals(4, Games.byId("bao-la-kujifunza").options().size());
    }

    @Test
    void start_positions_are_written_as_rings_stores_nyumba_takasia_and_side() {
        assertEquals(
                "0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 22-22 SN - S",
                kiswahili.start(Player.SOUTH).text());
        assertEquals(
                "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2 S",
                kujifunza.start(Player.SOUTH).text());
    }

    @Test
    void a_finished_game_keeps_its_result_in_the_text() {
        String bk9 =
                "1,1,2,0,6,3,2,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,18 15-16 S- - N 1-0 front-row-empty";
        Position p = kiswahili.parsePosition(bk9);
        assertEquals(Outcome.win(Player.SOUTH, 15, 16, EndReason.FRONT_ROW_EMPTY), p.outcome());
        assertEquals(bk9, p.text());
        // Without the result the empty front row is judged afresh.
        assertEquals(
                Player.SOUTH,
                kiswahili
                        .parsePosition(bk9.replace(" 1-0 front-row-empty", ""))
                        .outcome()
                        .winner());
    }

    @Test
    void bad_position_texts_are_refused_with_a_message() {
        String start = "0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0";
        for (String bad : new String[] {
            "",
            start + " 22-22 SN - X",
            start + " 22-21 SN - S",
            start + " 22-22 SX - S",
            start + " 22-22 SN b2 S",
            start + " 22-22 SN a7 S",
            start + " 22-22 SN !a7 S",
            "1,2/3 S"
        }) {
            NotationException e = assertThrows(NotationException.class, () -> kiswahili.parsePosition(bad), bad);
            assertFalse(e.getMessage().isBlank());
        }
    }

    @Test
    void moves_print_in_the_bao_notation_with_their_choices() {
        Position p = kiswahili.parsePosition(
                "0,0,1,0,6,2,0,0,0,0,1,0,0,0,0,0/1,0,0,0,0,5,0,0,0,0,0,0,0,0,0,12 18-18 S- - S");
        List<Move> moves = kiswahili.legalMoves(p);
        assertEquals(
                List.of("A3L", "A3L+", "A3R"),
                moves.stream().map(Move::notation).toList());
        assertEquals(
                List.of(Choice.pit(2, "A3"), Choice.of(Choice.Kind.KICHWA, "L"), Choice.of(Choice.Kind.NYUMBA, "stop")),
                moves.get(0).choices());
        assertEquals(
                Choice.of(Choice.Kind.NYUMBA, "safari"), moves.get(1).choices().get(2));
        assertEquals(2, moves.get(2).choices().size());
        Position start = kujifunza.start(Player.SOUTH);
        Move a3 = kujifunza.legalMoves(start).get(2);
        assertEquals("A3>", a3.notation());
        assertEquals(List.of(Choice.pit(2, "A3"), Choice.of(Choice.Kind.DIRECTION, ">")), a3.choices());
    }

    @Test
    void moves_are_read_leniently_when_exactly_one_legal_move_matches() {
        Position bk4 = kiswahili.parsePosition(
                "0,0,0,0,6,0,0,0,0,0,0,0,2,0,0,0/3,0,0,0,0,0,0,0,0,0,0,0,0,0,33,0 10-10 SN - S");
        assertEquals("A5>*t", kiswahili.parseMove(bk4, "A5>*t").notation());
        assertEquals("A5>*t", kiswahili.parseMove(bk4, "A5 CW tax").notation());
        assertEquals("A5<*t", kiswahili.parseMove(bk4, "A5<").notation());
        Position bk3 = kiswahili.parsePosition(
                "0,0,1,0,6,2,0,0,0,0,1,0,0,0,0,0/1,0,0,0,0,5,0,0,0,0,0,0,0,0,0,12 18-18 S- - S");
        assertEquals("A3L+", kiswahili.parseMove(bk3, "A3 L +safari").notation());
        assertEquals("A3L", kiswahili.parseMove(bk3, "A3l").notation());
        IllegalMoveException ambiguous = assertThrows(
                IllegalMoveException.class, () -> kujifunza.parseMove(kujifunza.start(Player.SOUTH), "A3"));
        assertTrue(ambiguous.getMessage().contains("A3>"), ambiguous.getMessage());
        IllegalMoveException north = assertThrows(
                IllegalMoveException.class, () -> kujifunza.parseMove(kujifunza.start(Player.SOUTH), "a3>"));
        assertTrue(north.getMessage().contains("North"), north.getMessage());
        assertThrows(IllegalMoveException.class, () -> kujifunza.parseMove(kujifunza.start(Player.SOUTH), "A3>x"));
        assertEquals(
                "a2<*",
                kiswahili
                        .parseMove(
                                kiswahili.parsePosition(
                                        "0,1,3,0,1,0,1,1,9,0,1,0,2,1,2,4/0,10,11,0,0,2,6,1,1,0,2,2,0,1,1,1 0-0 -- a7 N"),
                                "a2 ccw")
                        .notation());
    }

    /** No repetition arises in random play (§6); the rule is checked on a position given a history. */
    @Test
    void the_third_occurrence_of_a_position_draws_unless_repetition_is_none() {
        for (String option : new String[] {"", "repetition=none"}) {
            Game g = Bao.KUJIFUNZA.create(option);
            BaoPosition p0 = (BaoPosition) g.start(Player.SOUTH);
            Move m = g.legalMoves(p0).get(0);
            BaoPosition p1 = (BaoPosition) g.apply(p0, m).after();
            long[] key1 = java.util.Arrays.copyOfRange(p1.history(), p1.history().length - 5, p1.history().length);
            for (int seen = 1; seen <= 2; seen++) {
                long[] history = new long[5 * seen + p0.history().length];
                for (int i = 0; i < seen; i++) System.arraycopy(key1, 0, history, 5 * i, 5);
                System.arraycopy(p0.history(), 0, history, 5 * seen, p0.history().length);
                BaoPosition again = new BaoPosition(
                        (Bao) g, p0.pits(), new int[2], new boolean[2], -1, -1, Player.SOUTH, Outcome.ONGOING, history);
                Position after = g.apply(again, m).after();
                boolean draws = seen == 2 && option.isEmpty();
                assertEquals(draws, after.isOver(), "seen " + seen + " times before, " + option);
                if (draws) {
                    assertTrue(after.outcome().isDraw());
                    assertEquals(EndReason.REPETITION, after.outcome().reason());
                }
            }
        }
    }
}
