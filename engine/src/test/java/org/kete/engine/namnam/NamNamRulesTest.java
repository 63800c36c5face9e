package org.kete.engine.namnam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** The worked examples N1-N12 of two-row-games.md §2.10, one test each, and the rules around them. */
class NamNamRulesTest {
    private static final Game GAME = NamNam.TYPE.create();
    private static final Game FIXED = NamNam.TYPE.create("ownershipChoice=fixed");
    private static final String STANDARD = "SSSSSS/NNNNNN";

    private static NamNamPosition pos(Game game, String text) {
        return (NamNamPosition) game.parsePosition(text);
    }

    private static Transition play(NamNamPosition p, String move) {
        Game g = p.game();
        return g.apply(p, g.parseMove(p, move));
    }

    private static NamNamPosition after(NamNamPosition p, String move) {
        return (NamNamPosition) play(p, move).after();
    }

    private static void assertBoard(int[] expected, NamNamPosition p) {
        assertArrayEquals(expected, p.pits(), () -> "board of " + p.text());
    }

    private static void assertCaptures(int south, int north, NamNamPosition p) {
        assertEquals(south, p.score(Player.SOUTH), "South's captures");
        assertEquals(north, p.score(Player.NORTH), "North's captures");
    }

    private static String owners(NamNamPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++)
            sb.append(i == 6 ? "/" : "").append(p.owner(i).letter());
        return sb.toString();
    }

    private static List<String> notations(NamNamPosition p) {
        List<String> out = new ArrayList<>();
        for (Move m : p.game().legalMoves(p)) out.add(m.notation());
        return out;
    }

    private static <T extends TraceEvent> List<T> events(Transition t, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (TraceEvent e : t.trace()) if (type.isInstance(e)) out.add(type.cast(e));
        return out;
    }

    /** Still in the same round: phase PLAY, round and owners unchanged. */
    private static void assertSameRound(NamNamPosition before, NamNamPosition after) {
        assertEquals(Phase.PLAY, after.phase());
        assertEquals(before.round(), after.round());
        assertEquals(owners(before), owners(after));
        assertEquals(before.roundStarter(), after.roundStarter());
    }

    private static void assertFreshRound(NamNamPosition p, int round, String owners, Player toMove) {
        assertEquals(Phase.PLAY, p.phase());
        assertEquals(round, p.round());
        assertBoard(new int[] {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, p);
        assertCaptures(0, 0, p);
        assertEquals(owners, owners(p));
        assertEquals(toMove, p.toMove());
        assertEquals(toMove, p.roundStarter());
    }

    @Test
    void N1_the_opening_move_relays_through_five_laps_and_no_pit_ever_holds_four() {
        NamNamPosition start = (NamNamPosition) GAME.start(Player.SOUTH);
        assertEquals("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S SSSSSS/NNNNNN r1-S play", start.text());
        Transition t = play(start, "C");
        NamNamPosition p = (NamNamPosition) t.after();
        assertSameRound((NamNamPosition) t.before(), p);
        assertBoard(new int[] {6, 6, 2, 7, 1, 6, 1, 6, 6, 6, 0, 1}, p);
        assertCaptures(0, 0, p);
        assertEquals(Player.NORTH, p.toMove());
        List<TraceEvent.Lift> lifts = events(t, TraceEvent.Lift.class);
        assertEquals(
                List.of(
                        new TraceEvent.Lift(2, 4, 1),
                        new TraceEvent.Lift(6, 5, 2),
                        new TraceEvent.Lift(11, 5, 3),
                        new TraceEvent.Lift(4, 6, 4),
                        new TraceEvent.Lift(10, 6, 5)),
                lifts);
        assertTrue(events(t, TraceEvent.Capture.class).isEmpty());
        assertEquals(
                new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EMPTY_PIT),
                t.trace().get(t.trace().size() - 1));
    }

    @Test
    void N2_a_four_formed_mid_lap_goes_to_the_owner_of_the_pit() {
        Transition t = play(pos(GAME, "2-1-0-4-3-0-3-0-1-2-1-7-12-12-S " + STANDARD + " r1-S play"), "D");
        NamNamPosition p = (NamNamPosition) t.after();
        assertSameRound((NamNamPosition) t.before(), p);
        assertBoard(new int[] {2, 1, 0, 0, 0, 1, 0, 1, 1, 2, 1, 7}, p);
        assertCaptures(16, 16, p);
        assertEquals(Player.NORTH, p.toMove());
        assertEquals(
                List.of(
                        new TraceEvent.Capture(4, 4, Player.SOUTH, TraceEvent.Destination.SCORE),
                        new TraceEvent.Capture(6, 4, Player.NORTH, TraceEvent.Destination.SCORE)),
                events(t, TraceEvent.Capture.class));
    }

    @Test
    void N3_a_four_made_by_the_last_seed_goes_to_the_sower_and_ends_the_turn() {
        Transition t = play(pos(GAME, "1-2-0-1-2-0-3-1-0-2-5-3-12-16-S " + STANDARD + " r1-S play"), "E");
        NamNamPosition p = (NamNamPosition) t.after();
        assertSameRound((NamNamPosition) t.before(), p);
        assertBoard(new int[] {1, 2, 0, 1, 0, 1, 0, 1, 0, 2, 5, 3}, p);
        assertCaptures(16, 16, p);
        assertEquals(Player.NORTH, p.toMove());
        assertEquals(
                List.of(new TraceEvent.Capture(6, 4, Player.SOUTH, TraceEvent.Destination.SCORE)),
                events(t, TraceEvent.Capture.class));
        assertEquals(
                new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.FOUR_CAPTURED),
                t.trace().get(t.trace().size() - 1));
    }

    @Test
    void N4_the_origin_pit_receives_seeds_like_any_other() {
        Transition t = play(pos(GAME, "13-5-0-0-0-0-0-0-0-0-0-6-12-12-S " + STANDARD + " r1-S play"), "A");
        NamNamPosition p = (NamNamPosition) t.after();
        assertSameRound((NamNamPosition) t.before(), p);
        assertBoard(new int[] {0, 1, 0, 3, 3, 0, 3, 3, 1, 2, 0, 8}, p);
        assertCaptures(12, 12, p);
        assertEquals(Player.NORTH, p.toMove());
        assertEquals(7, events(t, TraceEvent.Lift.class).size(), "seven laps");
        assertTrue(t.trace().contains(new TraceEvent.Sow(0, 1)), "the origin got a seed in lap 1");
        assertTrue(events(t, TraceEvent.Skip.class).isEmpty());
    }

    @Test
    void N5_with_eight_seeds_left_the_capturer_takes_the_last_four_and_the_leader_chooses_its_pits() {
        NamNamPosition before = pos(GAME, "1-3-0-0-0-0-0-2-0-1-1-0-20-20-S " + STANDARD + " r1-S play");
        Transition t = play(before, "A");
        NamNamPosition p = (NamNamPosition) t.after();
        assertEquals(Phase.CHOOSE, p.phase());
        assertBoard(new int[12], p);
        assertCaptures(28, 20, p);
        assertEquals(Player.SOUTH, p.toMove());
        assertEquals(1, p.pitsToClaim());
        assertEquals(List.of("take:a", "take:b", "take:c", "take:d", "take:e", "take:f"), notations(p));
        Move f = p.game().legalMoves(p).get(5);
        assertEquals(org.kete.engine.Choice.Kind.PITS, f.choices().get(0).kind());
        assertEquals(List.of(11), f.choices().get(0).pits());
        assertEquals("1-3-0-0-0-0-0-2-0-1-1-0-20-20-S " + STANDARD + " r1-S play", before.text());
        assertEquals("0-0-0-0-0-0-0-0-0-0-0-0-28-20-S " + STANDARD + " r1-S choose", p.text());

        NamNamPosition round2 = after(p, "take:f");
        assertFreshRound(round2, 2, "SSSSSS/NNNNNS", Player.NORTH);
        assertEquals(7, round2.pitsOwned(Player.SOUTH));
        assertEquals(5, round2.pitsOwned(Player.NORTH));
    }

    @Test
    void N5_with_fixed_ownership_the_leader_gets_the_first_pit_after_its_own_row() {
        NamNamPosition p = after(pos(FIXED, "1-3-0-0-0-0-0-2-0-1-1-0-20-20-S " + STANDARD + " r1-S play"), "A");
        assertFreshRound(p, 2, "SSSSSS/SNNNNN", Player.NORTH);
    }

    @Test
    void N6_the_eight_seed_rule_triggered_by_the_non_mover_ends_the_round_mid_lap_and_a_tie_splits_six_six() {
        Transition t = play(pos(GAME, "0-0-0-0-0-2-3-0-1-1-1-0-24-16-S " + STANDARD + " r1-N play"), "F");
        NamNamPosition p = (NamNamPosition) t.after();
        assertFreshRound(p, 2, STANDARD, Player.SOUTH);
        assertEquals(
                List.of(
                        new TraceEvent.Capture(6, 4, Player.NORTH, TraceEvent.Destination.SCORE),
                        new TraceEvent.Capture(8, 1, Player.NORTH, TraceEvent.Destination.SCORE),
                        new TraceEvent.Capture(9, 1, Player.NORTH, TraceEvent.Destination.SCORE),
                        new TraceEvent.Capture(10, 1, Player.NORTH, TraceEvent.Destination.SCORE)),
                events(t, TraceEvent.Capture.class));
        // The seed still in hand is never sown: North takes it with the rest.
        assertEquals(List.of(new TraceEvent.Collect(Player.NORTH, 1)), events(t, TraceEvent.Collect.class));
        assertEquals(1, events(t, TraceEvent.Sow.class).size());
    }

    @Test
    void N7_a_player_who_owns_no_seeds_passes() {
        Transition t = play(pos(GAME, "0-0-0-0-0-0-1-0-2-0-3-2-20-20-N " + STANDARD + " r1-S play"), "a");
        NamNamPosition p = (NamNamPosition) t.after();
        assertSameRound((NamNamPosition) t.before(), p);
        assertBoard(new int[] {0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 3, 2}, p);
        assertCaptures(20, 20, p);
        assertEquals(Player.NORTH, p.toMove());
        assertEquals(List.of(new TraceEvent.Pass(Player.SOUTH)), events(t, TraceEvent.Pass.class));
    }

    @Test
    void N8_a_claimed_pit_in_the_other_row_belongs_to_its_owner() {
        NamNamPosition before = pos(GAME, "0-2-1-0-3-2-3-1-0-3-2-3-12-16-N SSSSSS/NNNNNS r2-N play");
        Transition t = play(before, "d");
        NamNamPosition p = (NamNamPosition) t.after();
        assertSameRound((NamNamPosition) t.before(), p);
        assertBoard(new int[] {1, 2, 1, 0, 3, 2, 3, 1, 0, 0, 3, 0}, p);
        assertCaptures(16, 16, p);
        assertEquals(Player.SOUTH, p.toMove());
        assertEquals(
                List.of(new TraceEvent.Capture(11, 4, Player.SOUTH, TraceEvent.Destination.SCORE)),
                events(t, TraceEvent.Capture.class));
        assertEquals("SSSSSS/NNNNNS", owners(p));
        // South may sow from its claimed pit in North's row.
        assertEquals(List.of("A", "B", "C", "E", "F"), notations(p));
    }

    @Test
    void N9_an_endless_sowing_is_not_a_legal_move() {
        NamNamPosition p = pos(GAME, "0-1-0-1-3-1-0-2-1-0-2-1-20-16-S SNSSSS/NNNNNN r1-S play");
        assertEquals(Phase.PLAY, p.phase());
        assertEquals(List.of("D", "F"), notations(p));
        assertTrue(NamNamState.of(p).isEndlessFrom(4));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "E"));
        assertTrue(e.getMessage().contains("never end"), e.getMessage());
    }

    @Test
    void N10_a_round_cycle_splits_by_ownership_rounds_nineteen_seeds_to_five_pits_and_the_leader_chooses() {
        NamNamPosition start = pos(GAME, "2-1-1-0-1-0-1-0-1-0-1-0-16-24-N NSSSSS/NNNNNN r1-S play");
        NamNamPosition p1 = after(start, "A");
        assertBoard(new int[] {1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}, p1);
        assertEquals(Player.SOUTH, p1.toMove());
        assertSameRound(start, p1);
        Transition t = play(p1, "B");
        NamNamPosition p2 = (NamNamPosition) t.after();
        assertEquals(Phase.CHOOSE, p2.phase());
        assertCaptures(19, 29, p2);
        assertEquals("NSSSSS/NNNNNN", owners(p2), "the finished round's owners until the choice");
        assertEquals(1, p2.round());
        assertEquals(Player.NORTH, p2.toMove());
        assertEquals(1, p2.pitsToClaim());
        assertEquals(List.of("take:A", "take:B", "take:C", "take:D", "take:E", "take:F"), notations(p2));
        assertEquals(
                List.of(new TraceEvent.Collect(Player.SOUTH, 3), new TraceEvent.Collect(Player.NORTH, 5)),
                events(t, TraceEvent.Collect.class));
        assertFreshRound(after(p2, "take:F"), 2, "SSSSSN/NNNNNN", Player.NORTH);
        assertEquals(5, NamNamState.holesFor(19, 29));
    }

    @Test
    void N10_with_fixed_ownership_north_gets_the_first_pit_of_south_row() {
        NamNamPosition start = pos(FIXED, "2-1-1-0-1-0-1-0-1-0-1-0-16-24-N NSSSSS/NNNNNN r1-S play");
        assertFreshRound(after(after(start, "A"), "B"), 2, "NSSSSS/NNNNNN", Player.NORTH);
    }

    @Test
    void N11_a_cycle_whose_split_is_a_multiple_of_four() {
        NamNamPosition start = pos(GAME, "1-0-1-0-1-1-1-0-2-0-1-0-16-24-N " + STANDARD + " r1-N play");
        NamNamPosition p1 = after(start, "c");
        assertBoard(new int[] {0, 1, 0, 1, 0, 2, 0, 1, 1, 1, 0, 1}, p1);
        assertEquals(Player.SOUTH, p1.toMove());
        assertSameRound(start, p1);
        NamNamPosition p2 = after(p1, "F");
        assertEquals(Phase.CHOOSE, p2.phase());
        assertCaptures(20, 28, p2);
        assertEquals(STANDARD, owners(p2));
        assertEquals(Player.NORTH, p2.toMove());
        assertEquals(1, p2.pitsToClaim());
        assertEquals(6, GAME.legalMoves(p2).size());
    }

    @Test
    void N12_the_game_ends_when_a_player_is_entitled_to_no_pits() {
        Transition t = play(pos(GAME, "1-3-0-0-0-0-0-2-0-1-1-0-40-0-S " + STANDARD + " r5-S play"), "A");
        NamNamPosition p = (NamNamPosition) t.after();
        assertTrue(p.isOver());
        assertEquals(Phase.OVER, p.phase());
        assertEquals(Player.SOUTH, p.outcome().winner());
        assertEquals(EndReason.ALL_PITS, p.outcome().reason());
        assertEquals(12, p.outcome().southScore());
        assertEquals(0, p.outcome().northScore());
        assertCaptures(48, 0, p);
        assertEquals("SSSSSS/SSSSSS", owners(p));
        assertTrue(GAME.legalMoves(p).isEmpty());
        assertTrue(t.trace().get(t.trace().size() - 1) instanceof TraceEvent.GameEnd);
        assertEquals(p.text(), GAME.parsePosition(p.text()).text());
    }

    // ---- rules around the examples ----

    @Test
    void holes_for_rounds_a_remainder_of_three_up_and_a_remainder_of_two_up_only_for_the_player_ahead() {
        assertEquals(7, NamNamState.holesFor(28, 20));
        assertEquals(4, NamNamState.holesFor(17, 31));
        assertEquals(5, NamNamState.holesFor(19, 29));
        assertEquals(7, NamNamState.holesFor(26, 22));
        assertEquals(5, NamNamState.holesFor(22, 26));
        assertEquals(0, NamNamState.holesFor(2, 46));
        assertEquals(12, NamNamState.holesFor(46, 2));
    }

    @Test
    void the_leader_choosing_two_pits_sees_all_fifteen_pairs_in_lexicographic_order() {
        NamNamPosition p = pos(GAME, "0-0-0-0-0-0-0-0-0-0-0-0-16-32-N " + STANDARD + " r3-S choose");
        assertEquals(2, p.pitsToClaim());
        assertEquals(
                List.of(
                        "take:A,B",
                        "take:A,C",
                        "take:A,D",
                        "take:A,E",
                        "take:A,F",
                        "take:B,C",
                        "take:B,D",
                        "take:B,E",
                        "take:B,F",
                        "take:C,D",
                        "take:C,E",
                        "take:C,F",
                        "take:D,E",
                        "take:D,F",
                        "take:E,F"),
                notations(p));
        assertEquals("take:B,D", GAME.parseMove(p, "take: D B").notation());
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "take:B"));
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "take:b,d"));
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "take:B,B"));
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "B"));
        NamNamPosition next = after(p, "take:B,D");
        assertFreshRound(next, 4, "SNSNSS/NNNNNN", Player.NORTH);
    }

    @Test
    void next_round_starter_loser_and_winner_follow_the_pits_and_alternate_on_a_tie() {
        String n5 = "1-3-0-0-0-0-0-2-0-1-1-0-20-20-S " + STANDARD + " r1-S play";
        Game loser = NamNam.TYPE.create("nextRoundStarter=loser ownershipChoice=fixed");
        Game winner = NamNam.TYPE.create("nextRoundStarter=winner ownershipChoice=fixed");
        assertEquals(Player.NORTH, after(pos(loser, n5), "A").toMove());
        assertEquals(Player.SOUTH, after(pos(winner, n5), "A").toMove());
        String n6 = "0-0-0-0-0-2-3-0-1-1-1-0-24-16-S " + STANDARD + " r1-N play";
        assertEquals(Player.SOUTH, after(pos(winner, n6), "F").toMove());
    }

    @Test
    void a_pit_going_from_four_to_five_is_never_captured() {
        // E holds 2: F goes 4 -> 5 with a seed still in hand (no capture), then a goes 3 -> 4 with the last
        // seed, and South takes it.
        Transition t = play(pos(GAME, "0-0-0-0-2-4-3-0-0-3-0-0-20-16-S " + STANDARD + " r1-S play"), "E");
        NamNamPosition p = (NamNamPosition) t.after();
        assertBoard(new int[] {0, 0, 0, 0, 0, 5, 0, 0, 0, 3, 0, 0}, p);
        assertCaptures(24, 16, p);
        assertEquals(
                List.of(new TraceEvent.Capture(6, 4, Player.SOUTH, TraceEvent.Destination.SCORE)),
                events(t, TraceEvent.Capture.class));
    }

    @Test
    void a_player_whose_every_sowing_is_endless_ends_the_round_by_stalemate_split_by_ownership() {
        // After North's b, South's only seeds are the 9 in C, and that sowing never ends (found by search).
        NamNamPosition before = pos(GAME, "0-4-9-0-0-0-1-2-2-0-0-6-12-12-N SNSSSS/NNNNNN r1-S play");
        Transition t = play(before, "b");
        NamNamPosition p = (NamNamPosition) t.after();
        assertTrue(NamNamState.fresh(
                        (NamNam) GAME,
                        new int[] {0, 4, 9, 0, 0, 0, 1, 0, 3, 1, 0, 6},
                        12,
                        12,
                        0xFC2,
                        Player.SOUTH,
                        1,
                        Player.SOUTH,
                        Phase.CHOOSE)
                .isEndlessFrom(2));
        assertTrue(t.trace().stream()
                .anyMatch(e -> e instanceof TraceEvent.RoundEnd r && r.why() == EndReason.STALEMATE));
        assertEquals(
                List.of(new TraceEvent.Collect(Player.SOUTH, 9), new TraceEvent.Collect(Player.NORTH, 15)),
                events(t, TraceEvent.Collect.class));
        assertEquals(Phase.CHOOSE, p.phase());
        assertCaptures(21, 27, p);
        assertEquals(Player.NORTH, p.toMove());
        assertEquals(1, p.pitsToClaim());
    }

    @Test
    void first_player_option_chooses_who_starts_round_one() {
        Game north = NamNam.TYPE.create("firstPlayer=north");
        assertEquals(
                "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N SSSSSS/NNNNNN r1-N play",
                north.start().text());
        assertEquals(List.of("a", "b", "c", "d", "e", "f"), notations((NamNamPosition) north.start()));
        Game random = NamNam.TYPE.create("firstPlayer=random");
        java.util.Set<Player> starters = java.util.EnumSet.noneOf(Player.class);
        java.util.Random rng = new java.util.Random(2026);
        for (int i = 0; i < 20; i++) {
            NamNamPosition p = (NamNamPosition) random.start(rng);
            assertEquals(p.toMove(), p.roundStarter());
            starters.add(p.toMove());
        }
        assertEquals(2, starters.size(), "a random first player is sometimes South, sometimes North");
    }

    @Test
    void refused_inputs_say_what_is_wrong() {
        NamNamPosition p = (NamNamPosition) GAME.start(Player.SOUTH);
        IllegalMoveException notMine = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "a"));
        assertTrue(notMine.getMessage().contains("belongs to North"), notMine.getMessage());
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(p, "take:a"));
        assertThrows(NotationException.class, () -> GAME.parsePosition("4-4-4"));
        assertThrows(
                NotationException.class,
                () -> GAME.parsePosition("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S SSSSSS/NNNNNN r1-S dance"));
        assertThrows(
                NotationException.class,
                () -> GAME.parsePosition("4-4-4-4-4-4-4-4-4-4-4-4-0-1-S SSSSSS/NNNNNN r1-S play"));
        // North owns pits in South's row while South owns one in North's: no round can be set up like that.
        assertThrows(
                NotationException.class,
                () -> GAME.parsePosition("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S NSSSSS/NNNNNS r1-S play"));
        assertEquals(List.of("nam-nam"), List.of(Games.byId("nam-nam").id()));
    }
}
