package org.kete.engine.kenyan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.engine.kenyan.ChildrensBaoRulesTest.assertPosition;
import static org.kete.engine.kenyan.ChildrensBaoRulesTest.play;
import static org.kete.engine.kenyan.ChildrensBaoRulesTest.position;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples L1-L9 of two-row-games.md §4.7, one test per rule, and the options of §4.2. */
class LapsBaoRulesTest {
    private static final Game GAME = LapsBao.TYPE.create();

    private static int[] row(int... v) {
        return v;
    }

    private static List<String> legal(Position p) {
        return p.game().legalMoves(p).stream().map(Move::notation).toList();
    }

    @Test
    void the_start_has_two_seeds_a_pit_and_south_moves_first() {
        Position p = GAME.start();
        assertEquals("2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-0-0-S", p.text());
        assertEquals(List.of("A", "B", "C", "D", "E", "F", "G", "H"), legal(p));
        assertEquals(LapsBao.TYPE, Games.byId("bao-kenyan-laps"));
    }

    @Test
    void L1_the_opening_relay_lifts_every_occupied_pit_a_lap_ends_in() {
        Transition t = play(GAME.start(), 7);
        assertPosition(t.after(), row(3, 3, 0, 3, 3, 0, 3, 1), row(0, 1, 4, 4, 1, 3, 3, 0), 0, 0, Player.NORTH);
        List<TraceEvent> lifts =
                t.trace().stream().filter(e -> e instanceof TraceEvent.Lift).toList();
        assertEquals(
                List.of(
                        new TraceEvent.Lift(7, 2, 1),
                        new TraceEvent.Lift(9, 3, 2),
                        new TraceEvent.Lift(12, 3, 3),
                        new TraceEvent.Lift(15, 3, 4),
                        new TraceEvent.Lift(2, 3, 5),
                        new TraceEvent.Lift(5, 3, 6),
                        new TraceEvent.Lift(8, 4, 7)),
                lifts);
        assertTrue(t.trace().stream().noneMatch(e -> e instanceof TraceEvent.Capture));
        assertTrue(t.trace().contains(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EMPTY_PIT)));
    }

    @Test
    void L2_a_move_ending_in_an_own_empty_pit_captures_the_opposite_pit() {
        Position p = position(GAME, row(2, 0, 2, 0, 0, 1, 3, 0), row(1, 0, 0, 4, 2, 1, 0, 3), 6, 7, 'S');
        Transition t = play(p, 2);
        assertPosition(t.after(), row(2, 0, 0, 1, 1, 1, 3, 0), row(1, 0, 0, 0, 2, 1, 0, 3), 10, 7, Player.NORTH);
        assertTrue(t.trace().contains(new TraceEvent.Capture(11, 4, Player.SOUTH, TraceEvent.Destination.SCORE)));
    }

    @Test
    void L3_a_relay_ending_in_an_empty_pit_on_the_opponent_side_does_nothing() {
        Position p = position(GAME, row(0, 0, 0, 0, 0, 0, 2, 0), row(1, 0, 0, 1, 0, 2, 1, 0), 12, 13, 'S');
        Position after = play(p, 6).after();
        assertPosition(after, row(0, 0, 0, 0, 0, 0, 0, 1), row(0, 1, 1, 1, 0, 2, 1, 0), 12, 13, Player.NORTH);
    }

    @Test
    void L4a_a_single_seed_may_not_be_played_while_a_pit_with_more_can_be() {
        Position p = position(GAME, row(1, 0, 2, 1, 0, 0, 1, 0), row(3, 0, 1, 0, 2, 0, 1, 2), 8, 10, 'S');
        assertEquals(List.of("C"), legal(p));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "A"));
        assertTrue(e.getMessage().contains("single seed"), e.getMessage());
    }

    @Test
    void L4b_when_every_own_pit_holds_one_seed_or_none_the_singles_are_played() {
        Position p = position(GAME, row(1, 0, 0, 1, 0, 0, 1, 0), row(3, 0, 1, 0, 2, 0, 1, 2), 8, 12, 'S');
        assertEquals(List.of("A", "D", "G"), legal(p));
    }

    @Test
    void L5_a_relay_that_comes_back_home_captures_a_pit_it_just_sowed() {
        Position p = position(GAME, row(0, 1, 0, 0, 2, 0, 3, 0), row(0, 1, 0, 2, 0, 0, 1, 2), 10, 10, 'S');
        Transition t = play(p, 6);
        assertPosition(t.after(), row(1, 1, 0, 0, 2, 0, 0, 1), row(1, 0, 1, 0, 1, 1, 0, 0), 13, 10, Player.NORTH);
        assertTrue(t.trace().contains(new TraceEvent.Capture(15, 3, Player.SOUTH, TraceEvent.Destination.SCORE)));
    }

    @Test
    void L6_emptying_the_opponent_row_ends_the_game_and_the_mover_takes_the_rest() {
        Position p = position(GAME, row(0, 0, 0, 0, 2, 0, 0, 0), row(1, 2, 0, 0, 0, 0, 0, 1), 14, 12, 'N');
        assertEquals(List.of("b"), legal(p));
        Transition t = play(p, 9);
        Position after = t.after();
        assertPosition(after, new int[8], new int[8], 14, 18, Player.SOUTH);
        assertEquals(Outcome.win(Player.NORTH, 14, 18, EndReason.NO_MOVE), after.outcome());
        assertTrue(t.trace().contains(new TraceEvent.Collect(Player.NORTH, 4)));
        assertTrue(legal(after).isEmpty());
    }

    @Test
    void L7_an_endless_multi_seed_move_is_not_legal_and_unlocks_the_singletons() {
        Position p = position(GAME, row(1, 2, 0, 1, 0, 1, 0, 1), row(0, 2, 1, 0, 1, 0, 1, 0), 12, 9, 'S');
        assertEquals(List.of("A", "D", "F", "H"), legal(p));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "B"));
        assertTrue(e.getMessage().contains("never end"), e.getMessage());
        Position after = play(p, 7).after();
        assertPosition(after, row(1, 2, 0, 1, 0, 1, 0, 0), row(1, 2, 1, 0, 1, 0, 1, 0), 12, 9, Player.NORTH);
    }

    @Test
    void L7_the_endless_sowing_returns_to_its_first_lap_state_after_128_lifts() {
        // Checked here with a plain lap loop, independent of the state's cycle finder.
        int[] board = {1, 2, 0, 1, 0, 1, 0, 1, 0, 2, 1, 0, 1, 0, 1, 0};
        int[] first = board.clone();
        int pit = 1;
        int lifts = 0;
        do {
            int hand = board[pit];
            board[pit] = 0;
            int pos = pit;
            while (hand-- > 0) board[pos = (pos + 1) % 16]++;
            assertTrue(board[pos] > 1, "every lap ends in an occupied pit");
            pit = pos;
            lifts++;
        } while (!(pit == 1 && java.util.Arrays.equals(board, first)) && lifts < 10_000);
        assertEquals(128, lifts);
    }

    @Test
    void L8_a_majority_of_17_ends_the_game_at_once() {
        Position p = position(GAME, row(0, 0, 1, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 2, 1, 0, 0), 15, 13, 'S');
        assertEquals(List.of("C"), legal(p));
        Position after = play(p, 2).after();
        assertPosition(after, row(0, 0, 0, 1, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 1, 0, 0), 17, 13, Player.SOUTH);
        assertEquals(Outcome.win(Player.SOUTH, 17, 13, EndReason.MAJORITY), after.outcome());
    }

    @Test
    void L8_without_majorityEnds_the_game_plays_on() {
        Game game = LapsBao.TYPE.create("majorityEnds=false");
        Position p = position(game, row(0, 0, 1, 0, 0, 0, 0, 0), row(0, 0, 0, 0, 2, 1, 0, 0), 15, 13, 'S');
        Position after = play(p, 2).after();
        assertPosition(after, row(0, 0, 0, 1, 0, 0, 0, 0), row(0, 0, 0, 0, 0, 1, 0, 0), 17, 13, Player.NORTH);
        assertFalse(after.isOver());
        assertEquals(List.of("f"), legal(after));
    }

    /** L9's forced line from X back to X: the moves, and the boards after all but the last (which is X). */
    private static final int[] L9_MOVES = {0, 10, 1, 8, 6, 9};

    private static final int[][] L9_BOARDS = {
        {0, 2, 0, 1, 0, 1, 1, 1, 1, 0, 2, 0, 1, 0, 1, 0},
        {1, 2, 0, 1, 0, 1, 1, 1, 1, 0, 0, 1, 0, 1, 0, 1},
        {1, 0, 1, 0, 1, 0, 2, 0, 2, 1, 0, 1, 0, 1, 0, 1},
        {1, 0, 1, 0, 1, 0, 2, 0, 0, 2, 1, 1, 0, 1, 0, 1},
        {1, 0, 1, 0, 1, 0, 0, 1, 1, 2, 1, 1, 0, 1, 0, 1}
    };

    private static Position playL9(Game game) {
        Position p = position(game, row(2, 1, 1, 0, 1, 0, 0, 1), row(1, 0, 2, 0, 1, 0, 1, 0), 11, 10, 'S');
        for (int i = 0; i < L9_MOVES.length; i++) {
            assertEquals(List.of(game.pitName(L9_MOVES[i])), legal(p), "every move of L9 is forced");
            p = play(p, L9_MOVES[i]).after();
            if (i == L9_MOVES.length - 1) break; // the final board depends on cycleRule
            for (int k = 0; k < 16; k++) assertEquals(L9_BOARDS[i][k], p.seeds(k), "pit " + k + " after " + i);
            assertEquals(11, p.score(Player.SOUTH));
            assertEquals(10, p.score(Player.NORTH));
            assertEquals(i % 2 == 0 ? Player.NORTH : Player.SOUTH, p.toMove());
            assertFalse(p.isOver(), "only the return to X ends the game");
        }
        assertTrue(p.isOver(), "the return to X ends the game");
        assertEquals(Player.SOUTH, p.toMove());
        return p;
    }

    @Test
    void L9_DRAW_the_first_repetition_is_a_draw_with_captures_unchanged() {
        Position end = playL9(GAME);
        assertEquals(Outcome.draw(11, 10, EndReason.CYCLE), end.outcome());
        assertEquals("2-1-1-0-1-0-0-1-1-0-2-0-1-0-1-0-11-10-S", end.text());
    }

    @Test
    void L9_SPLIT_the_first_repetition_gives_each_player_their_own_row() {
        Position end = playL9(LapsBao.TYPE.create("cycleRule=split"));
        assertEquals(Outcome.win(Player.SOUTH, 17, 15, EndReason.CYCLE), end.outcome());
        assertPosition(end, new int[8], new int[8], 17, 15, Player.SOUTH);
    }

    @Test
    void a_capture_clears_the_repetition_history() {
        // From L2's position South captures; the positions before it can no longer count as repetitions, which
        // the search state shows by carrying only the new position in its history.
        Position p = position(GAME, row(2, 0, 2, 0, 0, 1, 3, 0), row(1, 0, 0, 4, 2, 1, 0, 3), 6, 7, 'S');
        LapsBaoPosition after = (LapsBaoPosition) play(p, 2).after();
        assertEquals(2, after.history().length, "one packed key (two longs): the position after the capture");
        LapsBaoPosition quiet = (LapsBaoPosition) play(GAME.start(), 7).after();
        assertEquals(4, quiet.history().length, "without a capture the start position stays in the history");
    }

    @Test
    void north_moves_first_when_the_option_says_so() {
        Game game = LapsBao.TYPE.create("firstPlayer=north");
        assertEquals(Player.NORTH, game.start().toMove());
        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h"), legal(game.start()));
    }

    @Test
    void moves_outside_the_rules_are_refused_with_a_reason() {
        Position p = position(GAME, row(2, 0, 2, 0, 0, 1, 3, 0), row(1, 0, 0, 4, 2, 1, 0, 3), 6, 7, 'S');
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "d"))
                .getMessage()
                .contains("North's pit"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "B"))
                .getMessage()
                .contains("B is empty"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "F"))
                .getMessage()
                .contains("single seed"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "12"))
                .getMessage()
                .contains("A-H"));
    }
}
