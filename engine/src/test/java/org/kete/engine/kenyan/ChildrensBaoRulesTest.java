package org.kete.engine.kenyan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples K1-K11 of two-row-games.md §3.8, one test per rule, and the options of §3.2. */
class ChildrensBaoRulesTest {
    private static final Game GAME = ChildrensBao.TYPE.create();

    /** A position from the rules file's arrays: South's pits 0..7, North's 8..15, the stores S/N. */
    static Position position(Game game, int[] south, int[] north, int southStore, int northStore, char side) {
        StringBuilder sb = new StringBuilder();
        for (int x : south) sb.append(x).append('-');
        for (int x : north) sb.append(x).append('-');
        return game.parsePosition(sb.append(southStore)
                .append('-')
                .append(northStore)
                .append('-')
                .append(side)
                .toString());
    }

    /** Plays a move given by pit index, checking that its trace replays to the result. */
    static Transition play(Position p, int pit) {
        Game game = p.game();
        Transition t = game.apply(p, game.parseMove(p, game.pitName(pit)));
        TraceReplay.check(t);
        return t;
    }

    static void assertPosition(Position p, int[] south, int[] north, int southStore, int northStore, Player toMove) {
        for (int i = 0; i < 8; i++) {
            assertEquals(south[i], p.seeds(i), "pit " + i + " of " + p.text());
            assertEquals(north[i], p.seeds(8 + i), "pit " + (8 + i) + " of " + p.text());
        }
        assertEquals(southStore, p.score(Player.SOUTH), "South's store in " + p.text());
        assertEquals(northStore, p.score(Player.NORTH), "North's store in " + p.text());
        assertEquals(toMove, p.toMove(), "side to move in " + p.text());
    }

    private static int[] row(int... v) {
        return v;
    }

    private static final int[] THREES = row(3, 3, 3, 3, 3, 3, 3, 3);

    @Test
    void the_start_has_three_seeds_a_pit_and_south_moves_first() {
        Position p = GAME.start();
        assertEquals("3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S", p.text());
        assertEquals(
                List.of("A", "B", "C", "D", "E", "F", "G", "H"),
                GAME.legalMoves(p).stream().map(Move::notation).toList());
        assertEquals(ChildrensBao.TYPE, Games.byId("bao-kenyan-children"));
    }

    @Test
    void K1_last_seed_in_the_own_store_gives_another_turn() {
        Transition t = play(GAME.start(), 5);
        assertPosition(t.after(), row(3, 3, 3, 3, 3, 0, 4, 4), THREES, 1, 0, Player.SOUTH);
        assertTrue(t.trace().contains(new TraceEvent.SowStore(Player.SOUTH, 1)));
        assertEquals(
                new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EXTRA_TURN),
                t.trace().get(t.trace().size() - 1));
    }

    @Test
    void K2_sowing_past_the_own_store_into_the_opponent_row_ends_the_turn() {
        Position afterK1 = play(GAME.start(), 5).after();
        Position p = play(afterK1, 7).after();
        assertPosition(p, row(3, 3, 3, 3, 3, 0, 4, 0), row(4, 4, 4, 3, 3, 3, 3, 3), 2, 0, Player.NORTH);
    }

    @Test
    void K3_capture_from_the_opposite_pit_when_landing_in_an_own_empty_pit() {
        Position p = position(GAME, row(3, 3, 2, 3, 0, 3, 3, 3), THREES, 4, 0, 'S');
        Transition t = play(p, 2);
        assertPosition(t.after(), row(3, 3, 0, 4, 1, 3, 3, 3), row(3, 3, 3, 0, 3, 3, 3, 3), 7, 0, Player.NORTH);
        assertTrue(t.trace().contains(new TraceEvent.Capture(11, 3, Player.SOUTH, TraceEvent.Destination.SCORE)));
    }

    @Test
    void K3_with_captureSowingSeed_the_capturing_seed_goes_to_the_store_too() {
        Game game = ChildrensBao.TYPE.create("captureSowingSeed=true");
        Position p = position(game, row(3, 3, 2, 3, 0, 3, 3, 3), THREES, 4, 0, 'S');
        Position after = play(p, 2).after();
        assertPosition(after, row(3, 3, 0, 4, 0, 3, 3, 3), row(3, 3, 3, 0, 3, 3, 3, 3), 8, 0, Player.NORTH);
    }

    @Test
    void K4_an_empty_opposite_pit_captures_nothing() {
        Position p = position(GAME, row(0, 2, 0, 1, 0, 4, 1, 0), row(0, 5, 2, 0, 3, 1, 4, 2), 11, 12, 'S');
        Transition t = play(p, 6);
        assertPosition(t.after(), row(0, 2, 0, 1, 0, 4, 0, 1), row(0, 5, 2, 0, 3, 1, 4, 2), 11, 12, Player.NORTH);
        assertTrue(t.trace().stream().noneMatch(e -> e instanceof TraceEvent.Capture));
    }

    @Test
    void K4_with_captureSowingSeed_an_empty_opposite_pit_still_captures_nothing() {
        Game game = ChildrensBao.TYPE.create("captureSowingSeed=true");
        Position p = position(game, row(0, 2, 0, 1, 0, 4, 1, 0), row(0, 5, 2, 0, 3, 1, 4, 2), 11, 12, 'S');
        assertPosition(
                play(p, 6).after(), row(0, 2, 0, 1, 0, 4, 0, 1), row(0, 5, 2, 0, 3, 1, 4, 2), 11, 12, Player.NORTH);
    }

    @Test
    void K5_north_sows_round_the_board_past_south_store_and_captures() {
        Position p = position(GAME, row(2, 0, 1, 0, 3, 1, 4, 0), row(1, 0, 2, 1, 0, 0, 12, 1), 10, 10, 'N');
        Transition t = play(p, 14);
        assertPosition(t.after(), row(3, 1, 2, 1, 4, 2, 0, 1), row(2, 1, 2, 1, 0, 0, 0, 2), 10, 16, Player.SOUTH);
        assertTrue(t.trace().stream().noneMatch(e -> e instanceof TraceEvent.SowStore s && s.store() == Player.SOUTH));
        assertTrue(t.trace().contains(new TraceEvent.SowStore(Player.NORTH, 11)));
        assertTrue(t.trace().contains(new TraceEvent.Capture(6, 5, Player.NORTH, TraceEvent.Destination.SCORE)));
    }

    @Test
    void K6_the_origin_is_skipped_by_the_17th_seed() {
        Position p = position(GAME, row(18, 0, 0, 0, 0, 0, 0, 0), row(2, 1, 0, 3, 0, 1, 2, 0), 11, 10, 'S');
        Transition t = play(p, 0);
        assertPosition(t.after(), row(0, 2, 2, 1, 1, 1, 1, 1), row(3, 2, 1, 4, 1, 2, 3, 1), 12, 10, Player.NORTH);
        List<TraceEvent> events = t.trace();
        int skip = events.indexOf(new TraceEvent.Skip(0));
        assertTrue(skip > 0, "the origin skip is traced");
        // 16 seeds sown before the skip (after the lift), then the 17th lands in pit 1.
        assertEquals(17, skip);
        assertEquals(new TraceEvent.Sow(1, 2), events.get(skip + 1));
        assertTrue(events.stream().noneMatch(e -> e instanceof TraceEvent.Capture));
    }

    @Test
    void K7a_a_capture_takes_a_pit_sown_earlier_in_the_same_move() {
        Position p = position(GAME, row(0, 0, 0, 0, 0, 0, 0, 12), row(1, 1, 1, 1, 1, 1, 1, 1), 8, 20, 'S');
        assertPosition(
                play(p, 7).after(), row(1, 1, 1, 0, 0, 0, 0, 0), row(2, 2, 2, 2, 2, 0, 2, 2), 11, 20, Player.NORTH);
    }

    @Test
    void K7b_with_sowOpponentStore_both_stores_are_sown_into() {
        Game game = ChildrensBao.TYPE.create("sowOpponentStore=true");
        Position p = position(game, row(0, 0, 0, 0, 0, 0, 0, 12), row(1, 1, 1, 1, 1, 1, 1, 1), 8, 20, 'S');
        Transition t = play(p, 7);
        assertPosition(t.after(), row(1, 1, 0, 0, 0, 0, 0, 0), row(2, 2, 2, 2, 2, 2, 0, 2), 11, 21, Player.NORTH);
        assertTrue(t.trace().contains(new TraceEvent.SowStore(Player.NORTH, 21)));
    }

    @Test
    void K8_an_extra_turn_with_an_empty_row_ends_the_game_and_the_opponent_takes_its_row() {
        Position p = position(GAME, row(0, 0, 0, 0, 0, 0, 0, 1), row(2, 0, 1, 0, 3, 0, 0, 1), 20, 20, 'S');
        Transition t = play(p, 7);
        Position after = t.after();
        assertPosition(after, new int[8], new int[8], 21, 27, Player.SOUTH);
        assertEquals(Outcome.win(Player.NORTH, 21, 27, EndReason.NO_MOVE), after.outcome());
        assertTrue(GAME.legalMoves(after).isEmpty());
        List<TraceEvent> events = t.trace();
        assertEquals(
                List.of(
                        new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EXTRA_TURN),
                        new TraceEvent.Collect(Player.NORTH, 7),
                        new TraceEvent.GameEnd(after.outcome())),
                events.subList(events.size() - 3, events.size()));
    }

    @Test
    void K9_reaching_25_in_the_store_ends_the_game_at_once() {
        Position p = position(GAME, row(0, 1, 0, 0, 2, 0, 0, 3), row(1, 0, 0, 0, 0, 4, 1, 2), 22, 12, 'S');
        Position after = play(p, 1).after();
        assertPosition(after, row(0, 0, 1, 0, 2, 0, 0, 3), row(1, 0, 0, 0, 0, 0, 1, 2), 26, 12, Player.SOUTH);
        assertEquals(Outcome.win(Player.SOUTH, 26, 12, EndReason.THRESHOLD), after.outcome());
    }

    @Test
    void K10_a_plain_move_past_the_own_store_ends_in_the_opponent_row() {
        Position p = position(GAME, row(0, 0, 0, 0, 0, 0, 3, 2), row(1, 1, 1, 1, 1, 1, 1, 1), 17, 18, 'S');
        assertPosition(
                play(p, 6).after(), row(0, 0, 0, 0, 0, 0, 0, 3), row(2, 1, 1, 1, 1, 1, 1, 1), 18, 18, Player.NORTH);
    }

    @Test
    void K11_north_gets_an_extra_turn_in_its_own_store() {
        Position p = position(GAME, row(3, 1, 2, 1, 4, 2, 0, 1), row(2, 1, 2, 1, 0, 3, 0, 2), 10, 13, 'N');
        assertPosition(
                play(p, 13).after(), row(3, 1, 2, 1, 4, 2, 0, 1), row(2, 1, 2, 1, 0, 0, 1, 3), 10, 14, Player.NORTH);
    }

    @Test
    void with_sowOpponentStore_a_last_seed_in_the_opponent_store_ends_the_turn_with_nothing_else() {
        Game game = ChildrensBao.TYPE.create("sowOpponentStore=true");
        // H with 10 seeds: South's store, pits 8..15, and the 10th seed in North's store.
        Position p = position(game, row(3, 3, 3, 3, 3, 3, 0, 10), row(2, 2, 2, 2, 2, 2, 2, 2), 2, 2, 'S');
        Transition t = play(p, 7);
        assertPosition(t.after(), row(3, 3, 3, 3, 3, 3, 0, 0), row(3, 3, 3, 3, 3, 3, 3, 3), 3, 3, Player.NORTH);
        List<TraceEvent> events = t.trace();
        assertEquals(
                List.of(new TraceEvent.SowStore(Player.NORTH, 3), new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.SOWN)),
                events.subList(events.size() - 2, events.size()));
    }

    @Test
    void with_sowOpponentStore_the_opponent_store_reaching_the_threshold_ends_the_game() {
        Game game = ChildrensBao.TYPE.create("sowOpponentStore=true");
        Position p = position(game, row(0, 0, 0, 0, 0, 0, 0, 10), row(1, 1, 1, 1, 1, 1, 1, 1), 6, 24, 'S');
        Position after = play(p, 7).after();
        assertPosition(after, new int[8], row(2, 2, 2, 2, 2, 2, 2, 2), 7, 25, Player.SOUTH);
        assertEquals(Outcome.win(Player.NORTH, 7, 25, EndReason.THRESHOLD), after.outcome());
    }

    @Test
    void a_lower_winThreshold_ends_the_game_sooner() {
        Game game = ChildrensBao.TYPE.create("winThreshold=7");
        Position p = position(game, row(3, 3, 2, 3, 0, 3, 3, 3), THREES, 4, 0, 'S');
        Position after = play(p, 2).after();
        assertEquals(Outcome.win(Player.SOUTH, 7, 0, EndReason.THRESHOLD), after.outcome());
    }

    @Test
    void north_moves_first_when_the_option_says_so() {
        Game game = ChildrensBao.TYPE.create("firstPlayer=north");
        assertEquals(Player.NORTH, game.start().toMove());
        assertEquals(
                List.of("a", "b", "c", "d", "e", "f", "g", "h"),
                game.legalMoves(game.start()).stream().map(Move::notation).toList());
    }

    @Test
    void moves_outside_the_rules_are_refused_with_a_reason() {
        Position p = position(GAME, row(0, 2, 0, 1, 0, 4, 1, 0), row(0, 5, 2, 0, 3, 1, 4, 2), 11, 12, 'S');
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "b"))
                .getMessage()
                .contains("North's pit"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "A"))
                .getMessage()
                .contains("A is empty"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "I"))
                .getMessage()
                .contains("A-H"));
    }

    @Test
    void bad_position_texts_are_refused_with_a_reason() {
        assertTrue(assertThrows(NotationException.class, () -> GAME.parsePosition("3-3-S"))
                .getMessage()
                .contains("16 pit counts"));
        assertTrue(
                assertThrows(NotationException.class, () -> GAME.parsePosition("3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-1-S"))
                        .getMessage()
                        .contains("48 seeds"));
        assertTrue(
                assertThrows(NotationException.class, () -> GAME.parsePosition("3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-X"))
                        .getMessage()
                        .contains("S or N"));
    }
}
