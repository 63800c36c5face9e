package org.kete.engine.oware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples O1-O10 of two-row-games.md §1.8, one test per rule, plus the edges around them. */
class OwareRulesTest {
    private static final Game ABAPA = Oware.TYPE.create();

    /** A position from the rules file's notation: board [0..5 | 6..11], scores S/N, side to move. */
    static Position pos(Game game, int[] board, int south, int north, Player toMove) {
        StringBuilder sb = new StringBuilder();
        for (int s : board) sb.append(s).append('-');
        sb.append(south).append('-').append(north).append('-').append(toMove.letter());
        return game.parsePosition(sb.toString());
    }

    static int[] b(int... pits) {
        return pits;
    }

    static Transition play(Game game, Position p, int pit) {
        return game.apply(p, game.move(p, pit));
    }

    static void assertPosition(Position p, int[] board, int south, int north, Player toMove) {
        for (int i = 0; i < 12; i++) assertEquals(board[i], p.seeds(i), "pit " + i + " of " + p.text());
        assertEquals(south, p.score(Player.SOUTH), "South's score");
        assertEquals(north, p.score(Player.NORTH), "North's score");
        assertEquals(toMove, p.toMove(), "side to move");
    }

    static List<Integer> legal(Game game, Position p) {
        return game.legalMoves(p).stream().map(Move::code).toList();
    }

    @Test
    void O1_opening_sows_one_seed_a_pit_counter_clockwise() {
        Position p = ABAPA.start(Player.SOUTH);
        Position q = play(ABAPA, p, 2).after();
        assertPosition(q, b(4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4), 0, 0, Player.NORTH);
        assertFalse(q.isOver());
    }

    @Test
    void O2_chained_capture_of_twos_and_threes_walking_back() {
        Position p = pos(ABAPA, b(2, 1, 0, 3, 1, 4, 3, 0, 2, 1, 5, 2), 12, 12, Player.SOUTH);
        Transition t = play(ABAPA, p, 5);
        assertPosition(t.after(), b(2, 1, 0, 3, 1, 0, 4, 1, 0, 0, 5, 2), 17, 12, Player.NORTH);
        List<TraceEvent> captures =
                t.trace().stream().filter(e -> e instanceof TraceEvent.Capture).toList();
        assertEquals(
                List.of(
                        new TraceEvent.Capture(9, 2, Player.SOUTH, TraceEvent.Destination.SCORE),
                        new TraceEvent.Capture(8, 3, Player.SOUTH, TraceEvent.Destination.SCORE)),
                captures);
    }

    @Test
    void O3_capture_chain_stops_at_the_opponents_first_pit() {
        Position p = pos(ABAPA, b(1, 2, 1, 0, 5, 1, 2, 2, 2, 2, 2, 3), 12, 13, Player.NORTH);
        Position q = play(ABAPA, p, 11).after();
        assertPosition(q, b(0, 0, 0, 0, 5, 1, 2, 2, 2, 2, 2, 0), 12, 20, Player.SOUTH);
    }

    @Test
    void O4_origin_skip_with_15_seeds_then_capture() {
        Position p = pos(ABAPA, b(1, 0, 2, 15, 0, 1, 0, 0, 1, 3, 0, 2), 11, 12, Player.SOUTH);
        Transition t = play(ABAPA, p, 3);
        assertPosition(t.after(), b(2, 1, 3, 0, 2, 3, 0, 0, 2, 4, 1, 3), 15, 12, Player.NORTH);
        assertTrue(t.trace().contains(new TraceEvent.Skip(3)), "the origin is skipped");
    }

    @Test
    void O5_exactly_twelve_seeds_skip_the_origin_and_land_in_own_row() {
        Position p = pos(ABAPA, b(12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1), 17, 18, Player.SOUTH);
        Position q = play(ABAPA, p, 0).after();
        assertPosition(q, b(0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2), 17, 18, Player.NORTH);
    }

    private static final int[] O6 = b(2, 0, 1, 0, 0, 3, 1, 2, 1, 0, 0, 0);

    @Test
    void O6a_grand_slam_forfeits_the_capture() {
        Position p = pos(ABAPA, O6, 16, 22, Player.SOUTH);
        Transition t = play(ABAPA, p, 5);
        assertPosition(t.after(), b(2, 0, 1, 0, 0, 0, 2, 3, 2, 0, 0, 0), 16, 22, Player.NORTH);
        assertFalse(t.after().isOver());
        assertTrue(t.trace().contains(new TraceEvent.CaptureForfeited(7, TraceEvent.ForfeitRule.GRAND_SLAM)));
    }

    @Test
    void O6b_grand_slam_allowed_captures_and_the_empty_opponent_ends_the_game() {
        Game g = Oware.TYPE.create("grandSlam=allowed");
        Position q = play(g, pos(g, O6, 16, 22, Player.SOUTH), 5).after();
        assertPosition(q, b(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), 26, 22, Player.NORTH);
        assertEquals(Player.SOUTH, q.outcome().winner());
        assertEquals(EndReason.NO_MOVE, q.outcome().reason());
        assertEquals(26, q.outcome().southScore());
    }

    @Test
    void O6c_grand_slam_allowed_if_wins_is_forfeited_below_the_threshold() {
        Game g = Oware.TYPE.create("grandSlam=allowed-if-wins");
        Position q = play(g, pos(g, O6, 16, 22, Player.SOUTH), 5).after();
        assertPosition(q, b(2, 0, 1, 0, 0, 0, 2, 3, 2, 0, 0, 0), 16, 22, Player.NORTH);
        assertFalse(q.isOver());
    }

    @Test
    void O6d_grand_slam_allowed_if_wins_captures_when_it_reaches_the_threshold() {
        Game g = Oware.TYPE.create("grandSlam=ALLOWED_IF_WINS");
        Position q = play(g, pos(g, O6, 19, 19, Player.SOUTH), 5).after();
        assertPosition(q, b(2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0), 26, 19, Player.NORTH);
        assertEquals(Player.SOUTH, q.outcome().winner());
        assertEquals(EndReason.THRESHOLD, q.outcome().reason());
    }

    @Test
    void O6e_grand_slam_illegal_leaves_it_out_while_other_moves_exist() {
        Game g = Oware.TYPE.create("grandSlam=illegal");
        assertEquals(List.of(0, 2), legal(g, pos(g, O6, 16, 22, Player.SOUTH)));
    }

    @Test
    void grand_slam_illegal_is_played_as_a_forfeit_when_every_move_is_one() {
        Game g = Oware.TYPE.create("grandSlam=illegal");
        // E (4 seeds) and F (3 seeds) both turn North's 1,2,1 into 2,3,2: every seed North has.
        Position p = pos(g, b(0, 0, 0, 0, 4, 3, 1, 2, 1, 0, 0, 0), 18, 19, Player.SOUTH);
        assertEquals(List.of(4, 5), legal(g, p));
        Position q = play(g, p, 4).after();
        assertPosition(q, b(0, 0, 0, 0, 0, 4, 2, 3, 2, 0, 0, 0), 18, 19, Player.NORTH);
    }

    @Test
    void O7_the_opponent_must_be_fed() {
        Position p = pos(ABAPA, b(3, 2, 1, 3, 2, 1, 0, 0, 0, 0, 0, 0), 18, 18, Player.SOUTH);
        assertEquals(List.of(3, 4, 5), legal(ABAPA, p));
        Position q = play(ABAPA, p, 4).after();
        assertPosition(q, b(3, 2, 1, 3, 0, 2, 1, 0, 0, 0, 0, 0), 18, 18, Player.NORTH);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> ABAPA.parseMove(p, "A"));
        assertTrue(e.getMessage().contains("fed"), e.getMessage());
    }

    @Test
    void O8_when_the_opponent_cannot_be_fed_each_player_collects_their_own_row() {
        Position p = pos(ABAPA, b(0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1), 23, 23, Player.NORTH);
        Transition t = play(ABAPA, p, 11);
        Position q = t.after();
        assertTrue(q.isOver());
        assertEquals(Player.SOUTH, q.outcome().winner());
        assertEquals(25, q.outcome().southScore());
        assertEquals(23, q.outcome().northScore());
        assertEquals(EndReason.NO_MOVE, q.outcome().reason());
        assertTrue(t.trace().contains(new TraceEvent.Collect(Player.SOUTH, 2)));
    }

    private static final int[] O9_ORDER = {5, 11, 0, 6, 1, 7, 2, 8, 3, 9, 4, 10};

    @Test
    void O9_a_repeated_position_ends_the_game_and_splits_the_seeds_by_row() {
        Position p = pos(ABAPA, b(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), 24, 22, Player.SOUTH);
        for (int i = 0; i < O9_ORDER.length; i++) {
            assertFalse(p.isOver(), "not over before move " + i);
            assertEquals(List.of(O9_ORDER[i]), legal(ABAPA, p), "every move is forced");
            p = play(ABAPA, p, O9_ORDER[i]).after();
        }
        assertTrue(p.isOver());
        assertEquals(EndReason.CYCLE, p.outcome().reason());
        assertEquals(Player.SOUTH, p.outcome().winner());
        assertEquals(25, p.outcome().southScore());
        assertEquals(23, p.outcome().northScore());
    }

    @Test
    void O9_with_the_draw_cycle_rule_the_repetition_is_a_draw_with_scores_unchanged() {
        Game g = Oware.TYPE.create("cycleRule=draw");
        Position p = pos(g, b(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), 24, 22, Player.SOUTH);
        for (int pit : O9_ORDER) p = play(g, p, pit).after();
        assertTrue(p.outcome().isDraw());
        assertEquals(24, p.outcome().southScore());
        assertEquals(22, p.outcome().northScore());
        assertEquals(EndReason.CYCLE, p.outcome().reason());
    }

    @Test
    void O10_reaching_25_ends_the_game_at_once_without_counting_board_seeds() {
        Position p = pos(ABAPA, b(0, 0, 0, 0, 0, 1, 1, 1, 2, 0, 0, 0), 23, 20, Player.SOUTH);
        Position q = play(ABAPA, p, 5).after();
        assertTrue(q.isOver());
        assertEquals(Player.SOUTH, q.outcome().winner());
        assertEquals(EndReason.THRESHOLD, q.outcome().reason());
        assertPosition(q, b(0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0), 25, 20, Player.NORTH);
    }

    @Test
    void a_capture_clears_the_repetition_history() {
        // After a capture, positions from before it can never recur; the history restarts with the new one.
        Position p = pos(ABAPA, b(2, 1, 0, 3, 1, 4, 3, 0, 2, 1, 5, 2), 12, 12, Player.SOUTH);
        OwarePosition q = (OwarePosition) play(ABAPA, p, 5).after();
        assertEquals(2, q.history().length, "only the new position is remembered");
    }

    @Test
    void moves_are_pit_letters_and_wrong_ones_get_a_reason() {
        Position p = ABAPA.start(Player.SOUTH);
        assertEquals(2, ABAPA.parseMove(p, "C").code());
        assertEquals(" C".trim(), ABAPA.parseMove(p, " C ").notation());
        IllegalMoveException north = assertThrows(IllegalMoveException.class, () -> ABAPA.parseMove(p, "c"));
        assertTrue(north.getMessage().contains("North's pit"), north.getMessage());
        IllegalMoveException junk = assertThrows(IllegalMoveException.class, () -> ABAPA.parseMove(p, "G7"));
        assertTrue(junk.getMessage().contains("A-F"), junk.getMessage());
        Position afterC = play(ABAPA, p, 2).after();
        IllegalMoveException empty = assertThrows(
                IllegalMoveException.class,
                () -> ABAPA.parseMove(play(ABAPA, afterC, 7).after(), "C"));
        assertTrue(empty.getMessage().contains("empty"), empty.getMessage());
    }

    @Test
    void position_text_is_the_established_form_and_bad_texts_are_refused() {
        assertEquals("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", ABAPA.start(Player.SOUTH).text());
        assertEquals("4-4-4-4-4-4-4-4-4-4-4-4-0-0-N", ABAPA.start(Player.NORTH).text());
        for (String bad : new String[] {
            "",
            "4-4-4",
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-X",
            "4-4-4-4-4-4-4-4-4-4-4-x-0-0-S",
            "4-4-4-4-4-4-4-4-4-4-4-4-0-1-S",
            "-4-4-4-4-4-4-4-4-4-4-4-8-0-0-S"
        }) {
            assertThrows(org.kete.engine.NotationException.class, () -> ABAPA.parsePosition(bad), bad);
        }
    }

    @Test
    void options_parse_and_unknown_ones_are_refused_clearly() {
        assertEquals("allowed", Oware.TYPE.create("grandSlam=allowed").options().get("grandSlam"));
        assertEquals("30", Oware.TYPE.create("win-threshold=30").options().get("winThreshold"));
        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> Oware.TYPE.create("grandslams=allowed"));
        assertTrue(unknown.getMessage().contains("grandSlam, cycleRule"), unknown.getMessage());
        IllegalArgumentException value =
                assertThrows(IllegalArgumentException.class, () -> Oware.TYPE.create("grandSlam=sometimes"));
        assertTrue(value.getMessage().contains("forfeit, allowed, allowed-if-wins, illegal"), value.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Oware.TYPE.create("winThreshold=99"));
    }

    @Test
    void first_player_option_decides_who_starts() {
        assertEquals(
                Player.NORTH, Oware.TYPE.create("firstPlayer=north").start().toMove());
        Game random = Oware.TYPE.create("firstPlayer=random");
        java.util.Random rng = new java.util.Random(1);
        boolean sawSouth = false;
        boolean sawNorth = false;
        for (int i = 0; i < 20; i++) {
            Player first = random.start(rng).toMove();
            sawSouth |= first == Player.SOUTH;
            sawNorth |= first == Player.NORTH;
        }
        assertTrue(sawSouth && sawNorth);
    }
}
