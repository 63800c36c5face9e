package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.engine.bao.BaoTesting.arr;
import static org.kete.engine.bao.BaoTesting.assertLegal;
import static org.kete.engine.bao.BaoTesting.assertTracks;
import static org.kete.engine.bao.BaoTesting.kiswahili;
import static org.kete.engine.bao.BaoTesting.play;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples BK-1 .. BK-10 of four-row-games.md §5.11, one test each, named after the rule shown. */
class KiswahiliRulesTest {
    private final Game game = Bao.KISWAHILI.create();

    /** Stores, nyumba flags, takasia and side to move, as the examples' headers give them. */
    static void assertHeader(
            Position p, int storeS, int storeN, boolean ownsS, boolean ownsN, String takasia, Player toMove) {
        BaoPosition b = (BaoPosition) p;
        assertEquals(storeS, p.score(Player.SOUTH), "South's store");
        assertEquals(storeN, p.score(Player.NORTH), "North's store");
        assertEquals(ownsS, b.owns(Player.SOUTH), "South owns the nyumba");
        assertEquals(ownsN, b.owns(Player.NORTH), "North owns the nyumba");
        assertEquals(takasia, b.takasia() < 0 ? "-" : p.game().pitName(b.takasia()), "takasia");
        assertEquals(toMove, p.toMove());
    }

    static List<Integer> lifts(Transition t) {
        return t.trace().stream()
                .filter(e -> e instanceof TraceEvent.Lift)
                .map(e -> ((TraceEvent.Lift) e).seeds())
                .toList();
    }

    static List<Integer> captures(Transition t) {
        return t.trace().stream()
                .filter(e -> e instanceof TraceEvent.Capture)
                .map(e -> ((TraceEvent.Capture) e).seeds())
                .toList();
    }

    static TraceEvent.TurnEnd turnEnd(Transition t) {
        return t.trace().stream()
                .filter(e -> e instanceof TraceEvent.EndOfTurn)
                .map(e -> ((TraceEvent.EndOfTurn) e).reason())
                .findFirst()
                .orElseThrow();
    }

    @Test
    void BK1_opening_the_functional_nyumba_may_not_start_a_takasa() {
        Position p = game.start(Player.SOUTH);
        assertTracks(
                p,
                arr(0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        assertHeader(p, 22, 22, true, true, "-", Player.SOUTH);
        assertLegal(game, p, "F6 CW", "F6 CCW", "F7 CW", "F7 CCW");
        Transition t = play(game, p, "F6 CCW");
        assertEquals(
                new TraceEvent.PlaceFromStore(Player.SOUTH, 5, 3), t.trace().get(0));
        assertEquals(List.of(3), lifts(t));
        assertEquals(TraceEvent.TurnEnd.EMPTY_PIT, turnEnd(t));
        assertTracks(
                t.after(),
                arr(0, 0, 1, 1, 7, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        assertHeader(t.after(), 21, 22, true, true, "-", Player.NORTH);
        assertEquals("A6<*", t.move().notation());
    }

    private Position bk2() {
        return kiswahili(
                game,
                arr(0, 1, 0, 3, 8, 0, 2, 1, 0, 0, 0, 0, 1, 0, 2, 0),
                arr(0, 0, 1, 0, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 10),
                15,
                15,
                true,
                true,
                "-",
                Player.SOUTH);
    }

    @Test
    void BK2a_namua_capture_in_a_middle_pit_lets_the_player_choose_the_left_kichwa() {
        Position p = bk2();
        assertLegal(game, p, "F2 L", "F4 L", "F4 R");
        Transition t = play(game, p, "F4 L");
        assertEquals(
                new TraceEvent.PlaceFromStore(Player.SOUTH, 3, 4), t.trace().get(0));
        assertEquals(List.of(2, 3), captures(t));
        assertEquals(TraceEvent.TurnEnd.EMPTY_PIT, turnEnd(t));
        assertTracks(
                t.after(),
                arr(2, 3, 1, 4, 8, 0, 2, 1, 0, 0, 0, 0, 1, 0, 2, 0),
                arr(0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10));
        assertHeader(t.after(), 14, 15, true, false, "-", Player.NORTH);
        assertEquals("A4L", t.move().notation());
    }

    @Test
    void BK2b_namua_capture_with_the_right_kichwa_is_a_different_move_and_the_captured_nyumba_is_lost() {
        Position p = bk2();
        assertLegal(game, p, "F2 L", "F4 L", "F4 R");
        Transition t = play(game, p, "F4 R");
        assertEquals(List.of(2), captures(t));
        assertEquals(List.of(3, 5, 3), lifts(t));
        assertTracks(
                t.after(),
                arr(1, 2, 1, 0, 9, 1, 0, 2, 0, 0, 0, 1, 2, 1, 0, 1),
                arr(0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 10));
        assertHeader(t.after(), 14, 15, true, false, "-", Player.NORTH);
        assertEquals("A4R", t.move().notation());
    }

    private Position bk3() {
        return kiswahili(
                game,
                arr(0, 0, 1, 0, 6, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0),
                arr(1, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12),
                18,
                18,
                true,
                false,
                "-",
                Player.SOUTH);
    }

    @Test
    void BK3a_a_capture_move_ending_in_the_functional_nyumba_may_stop_there() {
        Position p = bk3();
        assertLegal(game, p, "F3 L", "F3 L +safari", "F3 R");
        Transition t = play(game, p, "F3 L");
        assertEquals(List.of(5), captures(t));
        assertEquals(TraceEvent.TurnEnd.NYUMBA_STOP, turnEnd(t));
        assertTracks(
                t.after(),
                arr(1, 1, 3, 1, 7, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0),
                arr(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12));
        assertHeader(t.after(), 17, 18, true, false, "-", Player.NORTH);
        assertEquals(
                List.of("A3L", "A3L+", "A3R"),
                game.legalMoves(p).stream().map(m -> m.notation()).toList());
    }

    @Test
    void BK3b_safari_empties_the_functional_nyumba_and_goes_on() {
        Transition t = play(game, bk3(), "F3 L +safari");
        assertEquals(List.of(5), captures(t));
        assertEquals(List.of(7), lifts(t));
        assertTrue(t.trace().stream().anyMatch(e -> e instanceof TraceEvent.Safari));
        assertEquals(TraceEvent.TurnEnd.EMPTY_PIT, turnEnd(t));
        assertTracks(
                t.after(),
                arr(1, 1, 3, 1, 0, 3, 1, 1, 1, 1, 2, 1, 0, 0, 0, 0),
                arr(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12));
        assertHeader(t.after(), 17, 18, false, false, "-", Player.NORTH);
    }

    @Test
    void BK3c_a_capture_sown_past_the_nyumba_offers_no_stop() {
        Transition t = play(game, bk3(), "F3 R");
        assertEquals(TraceEvent.TurnEnd.EMPTY_PIT, turnEnd(t));
        assertTracks(
                t.after(),
                arr(0, 0, 2, 1, 7, 3, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0),
                arr(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12));
        assertHeader(t.after(), 17, 18, true, false, "-", Player.NORTH);
    }

    @Test
    void BK4_the_functional_nyumba_alone_in_the_front_row_pays_the_tax_of_two_seeds() {
        Position p = kiswahili(
                game,
                arr(0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0),
                arr(3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 33, 0),
                10,
                10,
                true,
                true,
                "-",
                Player.SOUTH);
        assertLegal(game, p, "F5 CW tax", "F5 CCW tax");
        Transition t = play(game, p, "F5 CW tax");
        assertEquals(
                new TraceEvent.PlaceFromStore(Player.SOUTH, 4, 7), t.trace().get(0));
        assertEquals(List.of(2), lifts(t));
        assertTracks(
                t.after(),
                arr(0, 0, 0, 0, 5, 1, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0),
                arr(3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 33, 0));
        assertHeader(t.after(), 9, 10, true, true, "-", Player.NORTH);
        assertEquals("A5>*t", t.move().notation());
    }

    private static final int[] BK5_S = {1, 2, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    private static final int[] BK5_N = {0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 29};

    @Test
    void BK5a_singletons_may_start_a_namua_takasa_while_the_nyumba_is_functional_and_a_lap_stops_in_it() {
        Position p = kiswahili(game, BK5_S, BK5_N, 12, 12, true, true, "-", Player.SOUTH);
        assertLegal(game, p, "F1 CW", "F1 CCW", "F2 CW", "F2 CCW");
        Transition t = play(game, p, "F2 CW");
        assertEquals(TraceEvent.TurnEnd.NYUMBA_STOP, turnEnd(t));
        assertTracks(t.after(), arr(1, 0, 1, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), BK5_N);
        assertHeader(t.after(), 11, 12, true, true, "-", Player.NORTH);
    }

    @Test
    void BK5b_without_the_nyumba_the_pit_is_ordinary_and_singletons_give_way_to_bigger_pits() {
        Position p = kiswahili(game, BK5_S, BK5_N, 12, 12, false, true, "-", Player.SOUTH);
        assertLegal(game, p, "F2 CW", "F2 CCW", "F5 CW", "F5 CCW");
    }

    @Test
    void BK5c_a_suspended_nyumba_gives_no_singleton_privilege_and_is_lifted_whole() {
        int[] s = {0, 1, 0, 0, 5, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0};
        int[] n = {0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 35};
        Position p = kiswahili(game, s, n, 9, 9, true, false, "-", Player.SOUTH);
        assertLegal(game, p, "F5 CW", "F5 CCW");
        Game owned = Bao.KISWAHILI.create("singletonTakasa=while-owned");
        assertLegal(
                owned,
                kiswahili(owned, s, n, 9, 9, true, false, "-", Player.SOUTH),
                "F2 CW",
                "F2 CCW",
                "F5 CW",
                "F5 CCW",
                "F7 CW",
                "F7 CCW");
        Transition t = play(game, p, "F5 CW");
        assertEquals(
                new TraceEvent.PlaceFromStore(Player.SOUTH, 4, 6), t.trace().get(0));
        assertEquals(List.of(6), lifts(t));
        assertTracks(t.after(), arr(0, 1, 0, 0, 0, 1, 2, 1, 1, 1, 1, 0, 2, 0, 0, 0), n);
        assertHeader(t.after(), 8, 9, false, false, "-", Player.NORTH);
    }

    @Test
    void BK5d_a_takasa_lap_that_brings_the_suspended_nyumba_to_six_stops_there_when_tested_at_the_landing() {
        int[] s = {0, 2, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0};
        int[] n = {0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 35};
        Position p = kiswahili(game, s, n, 9, 9, true, false, "-", Player.SOUTH);
        assertLegal(game, p, "F2 CW", "F2 CCW", "F5 CW", "F5 CCW");
        Game owned = Bao.KISWAHILI.create("singletonTakasa=while-owned");
        assertLegal(
                owned,
                kiswahili(owned, s, n, 9, 9, true, false, "-", Player.SOUTH),
                "F2 CW",
                "F2 CCW",
                "F5 CW",
                "F5 CCW");
        Transition t = play(game, p, "F2 CW");
        assertEquals(TraceEvent.TurnEnd.NYUMBA_STOP, turnEnd(t));
        assertTracks(t.after(), arr(0, 0, 1, 1, 6, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0), n);
        assertHeader(t.after(), 8, 9, true, false, "-", Player.NORTH);

        Game atStart = Bao.KISWAHILI.create("namuaStopTest=at-move-start");
        Transition u = play(atStart, kiswahili(atStart, s, n, 9, 9, true, false, "-", Player.SOUTH), "F2 CW");
        assertEquals(List.of(3, 6), lifts(u));
        assertEquals(TraceEvent.TurnEnd.EMPTY_PIT, turnEnd(u));
        assertTracks(u.after(), arr(0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 2, 0, 0, 0), n);
        assertHeader(u.after(), 8, 9, false, false, "-", Player.NORTH);
    }

    @Test
    void BK6_a_lone_kichwa_may_not_be_sown_towards_the_back_row() {
        Position p = kiswahili(
                game,
                arr(0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 3, 0),
                arr(0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 48),
                5,
                5,
                false,
                false,
                "-",
                Player.SOUTH);
        assertLegal(game, p, "F8 CCW");
        Transition t = play(game, p, "F8 CCW");
        assertTracks(
                t.after(),
                arr(0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0),
                arr(0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 48));
        assertHeader(t.after(), 4, 5, false, false, "-", Player.NORTH);
    }

    @Test
    void BK6b_a_lone_kichwa_lifted_outwards_loses_at_once_when_the_option_allows_it() {
        int[] s = {0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 2, 0, 0, 0, 3};
        int[] n = {0, 0, 4, 0, 0, 3, 0, 0, 0, 21, 0, 0, 0, 0, 21, 0};
        assertLegal(game, kiswahili(game, s, n, 0, 0, false, false, "-", Player.SOUTH), "F8 CCW");
        Game allowed = Bao.KISWAHILI.create("forbidKichwaOutward=false");
        Position p = kiswahili(allowed, s, n, 0, 0, false, false, "-", Player.SOUTH);
        assertLegal(allowed, p, "F8 CW", "F8 CCW");
        Transition t = play(allowed, p, "F8 CW");
        assertTracks(t.after(), s, n);
        assertHeader(t.after(), 0, 0, false, false, "-", Player.NORTH);
        assertTrue(t.after().isOver());
        assertEquals(Player.NORTH, t.after().outcome().winner());
        assertEquals(EndReason.FRONT_ROW_EMPTY, t.after().outcome().reason());
        assertEquals(TraceEvent.TurnEnd.GAME_ENDED, turnEnd(t));
    }

    @Test
    void BK7_mtaji_capture_from_the_back_row_17_seeds_cannot_capture_and_the_first_capture_ends_the_nyumba() {
        Position p = kiswahili(
                game,
                arr(0, 1, 0, 2, 6, 0, 0, 0, 17, 0, 0, 0, 0, 4, 0, 0),
                arr(1, 2, 4, 0, 0, 0, 3, 0, 17, 1, 1, 1, 1, 1, 1, 1),
                0,
                0,
                true,
                false,
                "-",
                Player.SOUTH);
        assertLegal(game, p, "F4 CCW", "B3 CW");
        Transition t = play(game, p, "B3 CW");
        assertEquals(List.of(4), lifts(t));
        assertEquals(List.of(3), captures(t));
        assertTracks(
                t.after(),
                arr(2, 3, 1, 2, 6, 0, 0, 0, 17, 0, 0, 0, 0, 0, 1, 1),
                arr(1, 2, 4, 0, 0, 0, 0, 0, 17, 1, 1, 1, 1, 1, 1, 1));
        assertHeader(t.after(), 0, 0, false, false, "-", Player.NORTH);
        assertEquals("B3>", t.move().notation());
    }

    private static final int[] BK8B_S = {0, 1, 3, 0, 1, 0, 1, 1, 9, 0, 1, 0, 2, 1, 2, 4};
    private static final int[] BK8B_N = {0, 10, 11, 0, 0, 2, 6, 1, 1, 0, 2, 2, 0, 1, 1, 1};

    @Test
    void BK8a_a_mtaji_takasa_leaving_exactly_one_capturable_pit_creates_takasia() {
        Position p = kiswahili(
                game,
                arr(0, 0, 2, 1, 0, 2, 1, 1, 9, 0, 1, 0, 2, 1, 2, 4),
                BK8B_N,
                0,
                0,
                false,
                false,
                "-",
                Player.SOUTH);
        assertLegal(game, p, "F3 CW", "F3 CCW", "F6 CW", "F6 CCW");
        Transition t = play(game, p, "F6 CCW");
        assertEquals(List.of(2, 2), lifts(t));
        assertTracks(t.after(), BK8B_S, BK8B_N);
        assertHeader(t.after(), 0, 0, false, false, "a7", Player.NORTH);
        assertTrue(t.trace().stream().anyMatch(e -> e instanceof TraceEvent.Takasia));
        // Without the takasia option nothing is blocked.
        Game off = Bao.KISWAHILI.create("takasia=false");
        Position q = kiswahili(
                off,
                arr(0, 0, 2, 1, 0, 2, 1, 1, 9, 0, 1, 0, 2, 1, 2, 4),
                BK8B_N,
                0,
                0,
                false,
                false,
                "-",
                Player.SOUTH);
        assertHeader(play(off, q, "F6 CCW").after(), 0, 0, false, false, "-", Player.NORTH);
    }

    @Test
    void BK8b_the_blocked_pit_may_not_start_the_move_and_a_lap_ending_there_stops() {
        Position p = kiswahili(game, BK8B_S, BK8B_N, 0, 0, false, false, "a7", Player.NORTH);
        assertLegal(game, p, "F2 CW", "F2 CCW", "F3 CW", "F3 CCW", "F6 CW", "F6 CCW");
        Transition t = play(game, p, "F2 CCW");
        assertEquals(List.of(10, 2, 3, 12), lifts(t));
        assertEquals(TraceEvent.TurnEnd.TAKASIA_STOP, turnEnd(t));
        assertTracks(t.after(), BK8B_S, arr(2, 1, 0, 1, 1, 0, 8, 1, 3, 2, 4, 4, 2, 3, 3, 3));
        assertHeader(t.after(), 0, 0, false, false, "-", Player.SOUTH);
    }

    @Test
    void BK8c_takasia_in_the_kiba_example_blocks_north_f4_and_the_last_lap_stops_there() {
        int[] s = {0, 2, 0, 0, 1, 1, 0, 0, 4, 6, 2, 0, 2, 2, 0, 0};
        int[] n = {1, 0, 1, 2, 10, 0, 0, 10, 0, 1, 2, 1, 4, 8, 2, 2};
        Position p = kiswahili(game, s, n, 0, 0, false, false, "a4", Player.NORTH);
        assertLegal(game, p, "F5 CW", "F5 CCW", "F8 CW", "F8 CCW");
        int[] laps = {2, 10, 1, 5};
        int[] inF4 = {2, 6, 2, 5};
        List<String> moves = List.of("F5 CW", "F5 CCW", "F8 CW", "F8 CCW");
        for (int i = 0; i < 4; i++) {
            Transition t = play(game, p, moves.get(i));
            assertEquals(laps[i], lifts(t).size(), "laps of " + moves.get(i));
            assertEquals(inF4[i], t.after().seeds(16 + 3), "seeds in North F4 after " + moves.get(i));
        }
        Transition t = play(game, p, "F8 CCW");
        assertEquals(List.of(10, 9, 12, 2, 3), lifts(t));
        assertEquals(TraceEvent.TurnEnd.TAKASIA_STOP, turnEnd(t));
        assertTracks(t.after(), s, arr(3, 2, 3, 5, 1, 3, 0, 2, 0, 3, 4, 3, 6, 1, 4, 4));
        assertHeader(t.after(), 0, 0, false, false, "-", Player.SOUTH);
    }

    @Test
    void BK9_a_namua_capture_that_empties_the_opponents_front_row_wins_at_once() {
        Position p = kiswahili(
                game,
                arr(0, 0, 1, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18),
                16,
                16,
                true,
                false,
                "-",
                Player.SOUTH);
        assertLegal(game, p, "F6 L", "F6 R");
        Transition t = play(game, p, "F6 L");
        assertTracks(
                t.after(),
                arr(1, 1, 2, 0, 6, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18));
        assertHeader(t.after(), 15, 16, true, false, "-", Player.NORTH);
        assertTrue(t.after().isOver());
        assertEquals(Player.SOUTH, t.after().outcome().winner());
        assertEquals(EndReason.FRONT_ROW_EMPTY, t.after().outcome().reason());
        assertEquals(TraceEvent.TurnEnd.GAME_ENDED, turnEnd(t));
    }

    @Test
    void BK10_a_never_ending_takasa_is_not_legal() {
        Position p = kiswahili(
                game,
                arr(0, 0, 7, 3, 4, 1, 5, 1, 2, 1, 4, 0, 5, 1, 3, 0),
                arr(0, 10, 1, 0, 1, 2, 0, 4, 2, 1, 2, 0, 1, 2, 0, 1),
                0,
                0,
                false,
                false,
                "-",
                Player.NORTH);
        assertLegal(game, p, "F2 CW", "F6 CW", "F6 CCW", "F8 CW", "F8 CCW");
        Game loss = Bao.KISWAHILI.create("neverEnding=loss");
        Position q = kiswahili(
                loss,
                arr(0, 0, 7, 3, 4, 1, 5, 1, 2, 1, 4, 0, 5, 1, 3, 0),
                arr(0, 10, 1, 0, 1, 2, 0, 4, 2, 1, 2, 0, 1, 2, 0, 1),
                0,
                0,
                false,
                false,
                "-",
                Player.NORTH);
        assertLegal(loss, q, "F2 CW", "F2 CCW", "F6 CW", "F6 CCW", "F8 CW", "F8 CCW");
        Position after = play(loss, q, "F2 CCW").after();
        assertEquals(Player.SOUTH, after.outcome().winner());
        assertEquals(EndReason.NEVER_ENDING_MOVE, after.outcome().reason());
        assertFalse(game.legalMoves(p).isEmpty());
    }
}
