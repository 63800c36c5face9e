package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.engine.bao.BaoTesting.arr;
import static org.kete.engine.bao.BaoTesting.assertLegal;
import static org.kete.engine.bao.BaoTesting.assertTracks;
import static org.kete.engine.bao.BaoTesting.kujifunza;
import static org.kete.engine.bao.BaoTesting.play;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples KJ-1 .. KJ-7 of four-row-games.md §3.9, one test each, named after the rule shown. */
class KujifunzaRulesTest {
    private final Game game = Bao.KUJIFUNZA.create();

    @Test
    void KJ1_opening_capture_chain_sows_captures_from_the_left_kichwa_and_relays() {
        Position p = game.start(Player.SOUTH);
        assertTracks(
                p,
                arr(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
                arr(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2));
        assertLegal(
                game, p, "F1 CW", "F2 CW", "F3 CW", "F3 CCW", "F4 CW", "F4 CCW", "F5 CW", "F5 CCW", "F6 CW", "F6 CCW",
                "F7 CCW", "F8 CCW", "B8 CCW", "B7 CCW", "B2 CW", "B1 CW");
        Transition t = play(game, p, "F3 CW");
        Position after = t.after();
        assertTracks(
                after,
                arr(5, 1, 1, 4, 4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
                arr(2, 2, 0, 0, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2));
        assertEquals(Player.NORTH, after.toMove());
        assertFalse(after.isOver());
        // Execution: three captures (opp F4, F7, F3), one relay, end in an empty pit.
        List<TraceEvent> tr = t.trace();
        assertEquals(3, tr.stream().filter(e -> e instanceof TraceEvent.Capture).count());
        assertEquals(
                List.of(2, 2, 2),
                tr.stream()
                        .filter(e -> e instanceof TraceEvent.Capture)
                        .map(e -> ((TraceEvent.Capture) e).seeds())
                        .toList());
        assertEquals(
                List.of(16 + 3, 16 + 6, 16 + 2),
                tr.stream()
                        .filter(e -> e instanceof TraceEvent.Capture)
                        .map(e -> ((TraceEvent.Capture) e).pit())
                        .toList());
        assertEquals(
                List.of(2, 4),
                tr.stream()
                        .filter(e -> e instanceof TraceEvent.Lift)
                        .map(e -> ((TraceEvent.Lift) e).seeds())
                        .toList());
        assertEquals(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EMPTY_PIT), tr.get(tr.size() - 1));
    }

    @Test
    void KJ2_a_capture_at_the_right_kimbi_reverses_the_direction_and_a_middle_capture_keeps_it() {
        Position p = kujifunza(
                game,
                arr(0, 0, 0, 0, 2, 1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2),
                arr(0, 3, 2, 0, 0, 0, 0, 1, 4, 4, 4, 4, 4, 4, 4, 10),
                Player.SOUTH);
        assertLegal(game, p, "F5 CW", "B8 CCW");
        Transition t = play(game, p, "F5 CW");
        assertTracks(
                t.after(),
                arr(0, 0, 1, 1, 1, 4, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2),
                arr(0, 0, 0, 0, 0, 0, 0, 1, 4, 4, 4, 4, 4, 4, 4, 10));
        assertEquals(Player.NORTH, t.after().toMove());
        List<String> dirs = t.trace().stream()
                .filter(e -> e instanceof TraceEvent.Direction)
                .map(e -> ((TraceEvent.Direction) e).direction())
                .toList();
        assertEquals(List.of("ccw", "ccw"), dirs);
    }

    @Test
    void KJ3_kutakata_never_captures_a_lap_ending_facing_seeds_just_relays() {
        Position p = kujifunza(
                game,
                arr(0, 3, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(0, 2, 0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 7, 7, 7, 8),
                Player.SOUTH);
        assertLegal(game, p, "F2 CW", "F2 CCW");
        Transition t = play(game, p, "F2 CW");
        assertTracks(
                t.after(),
                arr(0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0),
                arr(0, 2, 0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 7, 7, 7, 8));
        assertTrue(t.trace().stream().noneMatch(e -> e instanceof TraceEvent.Capture));
        assertEquals(
                List.of(3, 2, 2),
                t.trace().stream()
                        .filter(e -> e instanceof TraceEvent.Lift)
                        .map(e -> ((TraceEvent.Lift) e).seeds())
                        .toList());
        assertEquals("A2>*", t.move().notation());
    }

    @Test
    void KJ4_more_than_15_seeds_cannot_capture_and_kutakata_falls_back_to_the_back_row() {
        Position p = kujifunza(
                game,
                arr(1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 17),
                arr(1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 18, 2, 2, 2),
                Player.SOUTH);
        assertLegal(game, p, "B1 CW", "B1 CCW");
        Transition t = play(game, p, "B1 CW");
        assertTracks(
                t.after(),
                arr(1, 2, 3, 0, 3, 0, 3, 0, 2, 0, 2, 3, 0, 3, 0, 2),
                arr(1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 18, 2, 2, 2));
        assertEquals(
                List.of(17, 3, 2, 2, 2, 3, 2, 2),
                t.trace().stream()
                        .filter(e -> e instanceof TraceEvent.Lift)
                        .map(e -> ((TraceEvent.Lift) e).seeds())
                        .toList());
        assertEquals(
                List.of(1, 2, 3, 4, 5, 6, 7, 8),
                t.trace().stream()
                        .filter(e -> e instanceof TraceEvent.Lift)
                        .map(e -> ((TraceEvent.Lift) e).lap())
                        .toList());
    }

    @Test
    void KJ5_a_capture_that_empties_the_opponents_front_row_ends_the_game_at_once() {
        Position p = kujifunza(
                game,
                arr(0, 0, 0, 2, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 31),
                arr(0, 0, 4, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3),
                Player.SOUTH);
        assertLegal(game, p, "F4 CW");
        Transition t = play(game, p, "F4 CW");
        Position after = t.after();
        assertTracks(
                after,
                arr(1, 1, 1, 1, 1, 2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 31),
                arr(0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3));
        assertEquals(Player.NORTH, after.toMove());
        assertTrue(after.isOver());
        assertEquals(Player.SOUTH, after.outcome().winner());
        assertEquals(EndReason.FRONT_ROW_EMPTY, after.outcome().reason());
        assertTrue(game.legalMoves(after).isEmpty());
        assertTrue(t.trace().contains(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.GAME_ENDED)));
    }

    @Test
    void KJ6_a_player_without_a_legal_move_loses() {
        Position p = kujifunza(
                game,
                arr(1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
                arr(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 19),
                Player.SOUTH);
        assertLegal(game, p);
        assertTrue(p.isOver());
        assertEquals(Player.NORTH, p.outcome().winner());
        assertEquals(EndReason.NO_MOVE, p.outcome().reason());
    }

    @Test
    void KJ7_a_never_ending_move_is_not_legal() {
        int[] s = arr(0, 1, 2, 0, 10, 0, 3, 0, 1, 0, 6, 1, 2, 1, 6, 3);
        int[] n = arr(1, 0, 0, 0, 0, 0, 7, 1, 1, 3, 3, 3, 3, 0, 3, 3);
        Position p = kujifunza(game, s, n, Player.SOUTH);
        assertLegal(game, p, "F3 CCW", "F5 CW", "F5 CCW", "F7 CW", "F7 CCW");
        // Under neverEnding=loss the candidate stays legal, and choosing it loses without changing the board.
        Game loss = Bao.KUJIFUNZA.create("neverEnding=loss");
        Position q = kujifunza(loss, s, n, Player.SOUTH);
        assertLegal(loss, q, "F3 CW", "F3 CCW", "F5 CW", "F5 CCW", "F7 CW", "F7 CCW");
        Position after = play(loss, q, "F3 CW").after();
        assertTracks(after, s, n);
        assertEquals(Player.NORTH, after.outcome().winner());
        assertEquals(EndReason.NEVER_ENDING_MOVE, after.outcome().reason());
    }

    @Test
    void lone_kichwa_sown_outwards_loses_at_once_when_the_option_allows_it() {
        int[] s = arr(0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 2, 0, 0, 0, 3);
        int[] n = arr(0, 0, 4, 0, 0, 3, 0, 0, 0, 21, 0, 0, 0, 0, 21, 0);
        assertLegal(game, kujifunza(game, s, n, Player.SOUTH), "F8 CCW");
        Game allowed = Bao.KUJIFUNZA.create("forbidKichwaOutward=false");
        Position p = kujifunza(allowed, s, n, Player.SOUTH);
        assertLegal(allowed, p, "F8 CW", "F8 CCW");
        Position after = play(allowed, p, "F8 CW").after();
        assertTracks(after, s, n);
        assertEquals(Player.NORTH, after.toMove());
        assertEquals(Player.NORTH, after.outcome().winner());
        assertEquals(EndReason.FRONT_ROW_EMPTY, after.outcome().reason());
    }
}
