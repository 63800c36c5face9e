package org.kete.engine.kigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.engine.kigogo.KigogoBoards.GAME;
import static org.kete.engine.kigogo.KigogoBoards.assertBoard;
import static org.kete.engine.kigogo.KigogoBoards.names;
import static org.kete.engine.kigogo.KigogoBoards.position;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples KG-1 .. KG-8 of four-row-games.md §4.8, one test per rule, with exact boards. */
class KigogoRulesTest {

    private static final Game THREEFOLD = Kigogo.TYPE.create("repetition=threefold");
    private static final Game BOARD_ONLY = Kigogo.TYPE.create("repetition=board-only");
    private static final Game LOSS = Kigogo.TYPE.create("neverEnding=loss");
    private static final Game NO_SINGLETON_CAPTURES = Kigogo.TYPE.create("singletonCaptures=false");

    private static Transition play(Position p, String move) {
        return p.game().apply(p, p.game().parseMove(p, move));
    }

    private static List<Integer> lifts(Transition t) {
        List<Integer> seeds = new ArrayList<>();
        for (TraceEvent e : t.trace()) if (e instanceof TraceEvent.Lift l) seeds.add(l.seeds());
        return seeds;
    }

    private static List<String> liftPits(Transition t) {
        List<String> pits = new ArrayList<>();
        for (TraceEvent e : t.trace()) if (e instanceof TraceEvent.Lift l) pits.add(GAME.pitName(l.pit()));
        return pits;
    }

    private static List<TraceEvent.Capture> captures(Transition t) {
        List<TraceEvent.Capture> out = new ArrayList<>();
        for (TraceEvent e : t.trace()) if (e instanceof TraceEvent.Capture c) out.add(c);
        return out;
    }

    // ---- KG-1 ----

    static final int[] START = {0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};

    @Test
    void KG1_start_leaves_each_players_own_F1_empty_and_South_moves_first() {
        Position p = GAME.start();
        assertBoard(START, START, p);
        assertEquals(Player.SOUTH, p.toMove());
        assertEquals(0, p.score(Player.SOUTH));
        assertEquals(0, p.score(Player.NORTH));
        assertEquals(
                List.of(
                        "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11", "A12", "B12", "B11", "B10", "B9",
                        "B8", "B7", "B6", "B5", "B4", "B3", "B2", "B1"),
                names(GAME.legalMoves(p)));
    }

    @Test
    void KG1_opening_move_relays_counter_clockwise_until_a_lap_ends_in_an_empty_pit() {
        Transition t = play(GAME.start(), "A2");
        assertEquals(List.of("A2", "B1", "B4", "B7", "B10", "A12", "A9", "A6", "A3"), liftPits(t));
        assertEquals(List.of(2, 3, 3, 3, 3, 3, 3, 3, 3), lifts(t));
        assertBoard(
                new int[] {2, 1, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 1}, START, t.after());
        assertEquals(Player.NORTH, t.after().toMove());
        assertEquals(0, t.after().score(Player.SOUTH));
        assertEquals(0, t.after().score(Player.NORTH));
        assertTrue(captures(t).isEmpty());
        TraceEvent.Sow last = null;
        for (TraceEvent e : t.trace()) if (e instanceof TraceEvent.Sow s) last = s;
        assertEquals("B1", GAME.pitName(last.pit()));
        assertEquals(1, last.seedsAfter(), "the move ends in the empty B1");
    }

    // ---- KG-2, KG-3, KG-4: the capture ----

    @Test
    void KG2_a_move_ending_in_an_own_empty_front_pit_captures_the_facing_front_pit() {
        int[] s = {0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        int[] n = {0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
        Position p = position(GAME, s, n, Player.SOUTH);
        assertEquals(List.of("A5"), names(GAME.legalMoves(p)));
        Transition t = play(p, "A5");
        assertBoard(
                new int[] {0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2},
                t.after());
        assertEquals(p.score(Player.SOUTH) + 3, t.after().score(Player.SOUTH));
        assertEquals(p.score(Player.NORTH), t.after().score(Player.NORTH));
        assertEquals(Player.NORTH, t.after().toMove());
        assertFalse(t.after().isOver());
        assertEquals(List.of(new TraceEvent.Capture(24 + 9, 3, Player.SOUTH, TraceEvent.Destination.OUT)), captures(t));
    }

    @Test
    void KG3_the_capture_takes_the_whole_file_the_facing_front_pit_and_the_back_pit_behind_it() {
        int[] s = {0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        int[] n = {1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        Position p = position(GAME, s, n, Player.SOUTH);
        assertEquals(List.of("A5"), names(GAME.legalMoves(p)));
        Transition t = play(p, "A5");
        assertBoard(
                new int[] {0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                t.after());
        assertEquals(p.score(Player.SOUTH) + 8, t.after().score(Player.SOUTH));
        assertEquals(Player.NORTH, t.after().toMove());
        assertEquals(
                List.of(
                        new TraceEvent.Capture(24 + 9, 3, Player.SOUTH, TraceEvent.Destination.OUT),
                        new TraceEvent.Capture(24 + 14, 5, Player.SOUTH, TraceEvent.Destination.OUT)),
                captures(t));
        assertEquals("a10", GAME.pitName(24 + 9));
        assertEquals("b10", GAME.pitName(24 + 14));
    }

    @Test
    void KG4_the_back_pit_is_safe_when_the_front_pit_before_it_is_empty() {
        int[] s = {0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        int[] n = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        Position p = position(GAME, s, n, Player.SOUTH);
        assertEquals(List.of("A5"), names(GAME.legalMoves(p)));
        Transition t = play(p, "A5");
        assertBoard(new int[] {0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, n, t.after());
        assertEquals(p.score(Player.SOUTH), t.after().score(Player.SOUTH));
        assertEquals(p.score(Player.NORTH), t.after().score(Player.NORTH));
        assertEquals(Player.NORTH, t.after().toMove());
        assertTrue(captures(t).isEmpty());
    }

    // ---- KG-5, KG-6: singletons ----

    static final int[] KG5_S = {0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    static final int[] KG5_N = {0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};

    @Test
    void KG5_singletons_move_only_when_no_pit_holds_two_and_only_into_an_empty_pit() {
        Position p = position(GAME, KG5_S, KG5_N, Player.SOUTH);
        assertEquals(List.of("A2", "A4", "B1"), names(GAME.legalMoves(p)));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "A5"));
        assertTrue(e.getMessage().contains("A4 is occupied"), e.getMessage());
    }

    @Test
    void KG5_a_singleton_step_into_an_own_empty_front_pit_captures() {
        Position p = position(GAME, KG5_S, KG5_N, Player.SOUTH);
        Transition t = play(p, "A4");
        assertBoard(
                new int[] {0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1},
                new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1},
                t.after());
        assertEquals(p.score(Player.SOUTH) + 2, t.after().score(Player.SOUTH));
        assertEquals(Player.NORTH, t.after().toMove());
        assertEquals(List.of(new TraceEvent.Capture(24 + 9, 2, Player.SOUTH, TraceEvent.Destination.OUT)), captures(t));
        assertEquals(play(p, "A4(1)").after(), t.after(), "the rules file's '(1)' mark is accepted");
    }

    @Test
    void KG5_option_singletonCaptures_false_a_singleton_step_captures_nothing() {
        Position p = position(NO_SINGLETON_CAPTURES, KG5_S, KG5_N, Player.SOUTH);
        Transition t = play(p, "A4");
        assertBoard(
                new int[] {0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, KG5_N, t.after());
        assertEquals(p.score(Player.SOUTH), t.after().score(Player.SOUTH));
        assertTrue(captures(t).isEmpty());
    }

    @Test
    void KG6_a_player_whose_24_pits_all_hold_one_seed_cannot_move_and_loses() {
        int[] s = new int[24];
        java.util.Arrays.fill(s, 1);
        int[] n = {0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        Position p = position(GAME, s, n, Player.SOUTH);
        assertTrue(GAME.legalMoves(p).isEmpty());
        assertTrue(p.isOver());
        assertEquals(Player.NORTH, p.outcome().winner());
        assertEquals(EndReason.NO_MOVE, p.outcome().reason());
    }

    // ---- KG-7: draw by repetition ----

    static final int[] KG7_S = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    static final int[] KG7_N = {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0};
    static final String KG7_MOVES = "N:F12 S:F10(1) N:F11 S:F9(1) N:F10 S:F8(1) N:F9 S:F7(1) N:F8 S:F6(1) N:F5 "
            + "S:F5(1) N:F4 S:F4(1) N:F3 S:F3(1) N:F2 S:F2(1) N:F1 S:F1(1) N:B1 S:B1(1) N:B6 S:B2(1) N:F12 S:B3(1) "
            + "N:F11 S:B4(1) N:F10 S:B5(1) N:F9 S:B6(1) N:F8 S:B7(1) N:F5 S:B8(1) N:F4 S:B9(1) N:F3 S:B10(1) N:F2 "
            + "S:B11(1) N:F1 S:B12(1) N:B1 S:F12(1) N:B6 S:F11(1)";

    /** The rules file's owner-relative move ("N:F12", "S:B3(1)") as a board pit name ("a12", "B3"). */
    static String boardName(String ruleMove) {
        String m = ruleMove.replace("(1)", "");
        boolean north = m.startsWith("N:");
        String hole = m.substring(2);
        String row = hole.startsWith("F") ? "A" : "B";
        String name = row + hole.substring(1);
        return north ? name.toLowerCase(java.util.Locale.ROOT) : name;
    }

    /** Plays the KG-7 sequence `rounds` times; returns the positions after every move (the start first). */
    private static List<Position> playKg7(Game game, int rounds) {
        Position p = position(game, KG7_S, KG7_N, Player.NORTH);
        List<Position> line = new ArrayList<>(List.of(p));
        for (int r = 0; r < rounds; r++) {
            for (String m : KG7_MOVES.split(" ")) {
                assertFalse(p.isOver(), "game over too early, before " + m + " in round " + (r + 1));
                p = play(p, boardName(m)).after();
                line.add(p);
            }
        }
        return line;
    }

    @Test
    void KG7_the_first_repetition_of_a_position_draws_the_game() {
        List<Position> line = playKg7(GAME, 1);
        assertEquals(49, line.size());
        Position last = line.get(48);
        assertBoard(KG7_S, KG7_N, last);
        assertEquals(Player.NORTH, last.toMove());
        assertTrue(last.isOver());
        assertTrue(last.outcome().isDraw());
        assertEquals(EndReason.REPETITION, last.outcome().reason());
        for (int i = 0; i < 48; i++) assertFalse(line.get(i).isOver(), "not over after move " + i);
    }

    @Test
    void KG7_option_repetition_threefold_draws_at_the_third_occurrence() {
        List<Position> line = playKg7(THREEFOLD, 2);
        for (int i = 0; i < 96; i++) assertFalse(line.get(i).isOver(), "not over after move " + i);
        Position last = line.get(96);
        assertBoard(KG7_S, KG7_N, last);
        assertTrue(last.outcome().isDraw());
        assertEquals(EndReason.REPETITION, last.outcome().reason());
    }

    @Test
    void KG7_option_repetition_board_only_draws_here_at_the_same_move() {
        // South's seed is in a different pit after every South move, so no board recurs sooner.
        List<Position> line = playKg7(BOARD_ONLY, 1);
        for (int i = 0; i < 48; i++) assertFalse(line.get(i).isOver(), "not over after move " + i);
        assertTrue(line.get(48).outcome().isDraw());
    }

    @Test
    void option_repetition_board_only_draws_when_the_same_board_recurs_with_the_other_player_to_move() {
        // Found in a seeded random game: after these 23 moves the board is the same, with North to move.
        String start = "0,1,0,1,0,1,0,1,2,0,1,0,0,0,0,0,0,1,0,0,1,0,0,0/"
                + "0,0,1,0,0,0,1,0,1,0,1,0,1,1,1,0,1,0,0,0,1,2,0,0/35-37/S";
        String moves = "A9 b3 A8 b4 A7 b5 B1 b6 B2 b11 B3 a5 B6 a4 B9 a1 B10 b7 B11 b1 B12 b2 A12";
        for (Game game : List.of(BOARD_ONLY, GAME)) {
            Position p = game.parsePosition(start);
            Position first = p;
            for (String m : moves.split(" ")) {
                assertFalse(p.isOver(), "not over before " + m);
                p = play(p, m).after();
            }
            assertEquals(java.util.Arrays.toString(first.pits()), java.util.Arrays.toString(p.pits()));
            assertEquals(Player.NORTH, p.toMove());
            assertEquals(game == BOARD_ONLY, p.isOver(), "drawn only when the board alone counts");
            if (game == BOARD_ONLY)
                assertEquals(EndReason.REPETITION, p.outcome().reason());
        }
    }

    // ---- KG-8: never-ending moves ----

    static final int[] KG8_S = {1, 0, 1, 0, 2, 5, 0, 1, 0, 1, 2, 1, 2, 1, 2, 1, 0, 1, 0, 1, 0, 1, 2, 0};
    static final int[] KG8_N = {0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0};

    @Test
    void KG8_a_never_ending_relay_is_not_a_legal_move() {
        Position p = position(GAME, KG8_S, KG8_N, Player.SOUTH);
        assertEquals(List.of("A6", "A11", "B12", "B10", "B2"), names(GAME.legalMoves(p)));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "A5"));
        assertTrue(e.getMessage().contains("never ends"), e.getMessage());
    }

    @Test
    void KG8_the_never_ending_relay_returns_to_the_state_after_its_first_lap_every_246_laps() {
        // Plain lap-by-lap sowing of South's ring from A5 (t = 4), independent of the engine.
        int[] ring = KG8_S.clone();
        int pos = 4;
        int hand = ring[pos];
        ring[pos] = 0;
        int[] afterFirst = null;
        int firstPos = -1;
        int cycle = -1;
        for (int lap = 1; lap <= 2000 && cycle < 0; lap++) {
            while (hand-- > 0) {
                pos = (pos + 23) % 24;
                ring[pos]++;
            }
            assertTrue(ring[pos] > 1, "a lap ends in an occupied pit: the relay goes on (lap " + lap + ")");
            if (lap == 1) {
                afterFirst = ring.clone();
                firstPos = pos;
            } else if (pos == firstPos && java.util.Arrays.equals(ring, afterFirst)) {
                cycle = lap - 1;
            }
            hand = ring[pos];
            ring[pos] = 0;
        }
        assertEquals(246, cycle);
    }

    @Test
    void KG8_option_neverEnding_loss_keeps_the_move_legal_and_choosing_it_loses_with_the_board_unchanged() {
        Position p = position(LOSS, KG8_S, KG8_N, Player.SOUTH);
        assertEquals(List.of("A5", "A6", "A11", "B12", "B10", "B2"), names(LOSS.legalMoves(p)));
        Transition t = play(p, "A5");
        assertBoard(KG8_S, KG8_N, t.after());
        assertEquals(p.score(Player.SOUTH), t.after().score(Player.SOUTH));
        assertTrue(t.after().isOver());
        assertEquals(Player.NORTH, t.after().outcome().winner());
        assertEquals(EndReason.NEVER_ENDING_MOVE, t.after().outcome().reason());
        assertFalse(t.trace().stream().anyMatch(e -> e instanceof TraceEvent.Sow), "the move is not executed");
    }

    @Test
    void option_maxLaps_a_move_that_ends_on_the_last_allowed_lap_is_legal_one_lap_more_is_not() {
        // KG-1's A2 ends with its 9th lap.
        Game nine = Kigogo.TYPE.create("maxLaps=9");
        Game eight = Kigogo.TYPE.create("maxLaps=8");
        assertTrue(names(nine.legalMoves(nine.start())).contains("A2"));
        assertFalse(names(eight.legalMoves(eight.start())).contains("A2"));
    }

    @Test
    void a_player_whose_every_sowing_is_never_ending_has_no_legal_move_and_singletons_do_not_reopen() {
        // With maxLaps=1 only a first lap ending in an empty pit counts; South's only pit of two, A3, relays
        // from A1. The single seed in A6 could step into the empty A5, but singletons are not reopened.
        Game one = Kigogo.TYPE.create("maxLaps=1");
        int[] s = {1, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        int[] n = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3};
        Position p = position(one, s, n, Player.SOUTH);
        assertTrue(one.legalMoves(p).isEmpty(), "A6's singleton step stays closed: A3 holds two");
        assertEquals(Player.NORTH, p.outcome().winner());
        assertEquals(EndReason.NO_MOVE, p.outcome().reason(), "§4.5: no legal move, as Kujifunza and Kiswahili say");
    }

    @Test
    void every_sowing_never_ending_ends_the_game_as_no_move_in_the_position_and_the_search_state() {
        // The reported case: South's A2 (two seeds) relays for ever with maxLaps=1, A1's singleton stays closed.
        Game one = Kigogo.TYPE.create("maxLaps=1");
        Position p = one.parsePosition("1,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1/"
                + "0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/40-45/S");
        assertTrue(p.isOver());
        assertEquals(EndReason.NO_MOVE, p.outcome().reason());
        assertEquals(Player.NORTH, p.outcome().winner());
        var state = one.searchState(p);
        assertTrue(state.isOver());
        assertEquals(1, state.winner(), "the search state agrees with the position");
        assertEquals(p.outcome(), state.toPosition().outcome());
    }

    // ---- end of game ----

    @Test
    void capturing_the_opponents_last_seeds_wins() {
        int[] s = {0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        int[] n = {0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        Position p = position(GAME, s, n, Player.SOUTH);
        Position after = play(p, "A5").after();
        assertTrue(after.isOver());
        assertEquals(Player.SOUTH, after.outcome().winner());
        assertEquals(EndReason.NO_SEEDS, after.outcome().reason());
        assertEquals(p.score(Player.SOUTH) + 7, after.outcome().score(Player.SOUTH));
        assertTrue(GAME.legalMoves(after).isEmpty());
    }

    @Test
    void an_empty_front_row_alone_does_not_end_the_game() {
        int[] s = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3};
        int[] n = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        Position p = position(GAME, s, n, Player.SOUTH);
        assertFalse(p.isOver());
        assertEquals(List.of("B1"), names(GAME.legalMoves(p)));
    }
}
