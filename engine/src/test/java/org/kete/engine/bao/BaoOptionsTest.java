package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.engine.bao.BaoTesting.arr;
import static org.kete.engine.bao.BaoTesting.assertLegal;
import static org.kete.engine.bao.BaoTesting.assertTracks;
import static org.kete.engine.bao.BaoTesting.kiswahili;
import static org.kete.engine.bao.BaoTesting.kujifunza;
import static org.kete.engine.bao.BaoTesting.legal;
import static org.kete.engine.bao.BaoTesting.play;
import static org.kete.engine.bao.KiswahiliRulesTest.assertHeader;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** One test per non-default option value not already shown by a worked example (§3.8, §5.10). */
class BaoOptionsTest {

    private static Position mtajiNyumbaPosition(Game g, int nyumba) {
        return kiswahili(
                g,
                arr(0, 0, 2, 0, nyumba, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(2, 0, 0, 0, 0, 0, 0, 0, 60 - nyumba, 0, 0, 0, 0, 0, 0, 0),
                0,
                0,
                true,
                false,
                "-",
                Player.SOUTH);
    }

    @Test
    void by_default_a_mtaji_takasa_ending_in_the_owned_nyumba_relays_it_and_the_nyumba_is_lost() {
        Game g = Bao.KISWAHILI.create();
        Transition t = play(g, mtajiNyumbaPosition(g, 3), "F3 CW");
        assertTracks(
                t.after(),
                arr(0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0),
                arr(2, 0, 0, 0, 0, 0, 0, 0, 57, 0, 0, 0, 0, 0, 0, 0));
        assertHeader(t.after(), 0, 0, false, false, "-", Player.NORTH);
    }

    @Test
    void mtaji_nyumba_stop_takasa_stops_a_mtaji_takasa_in_the_owned_nyumba_whatever_it_holds() {
        Game g = Bao.KISWAHILI.create("mtajiNyumba=stop-takasa");
        Transition t = play(g, mtajiNyumbaPosition(g, 3), "F3 CW");
        assertEquals(TraceEvent.TurnEnd.NYUMBA_STOP, KiswahiliRulesTest.turnEnd(t));
        assertTracks(
                t.after(),
                arr(0, 0, 0, 1, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(2, 0, 0, 0, 0, 0, 0, 0, 57, 0, 0, 0, 0, 0, 0, 0));
        assertHeader(t.after(), 0, 0, true, false, "-", Player.NORTH);
    }

    @Test
    void mtaji_nyumba_namua_rules_stops_a_mtaji_takasa_only_in_a_functional_nyumba() {
        Game g = Bao.KISWAHILI.create("mtajiNyumba=namua-rules");
        Transition relayed = play(g, mtajiNyumbaPosition(g, 3), "F3 CW");
        assertHeader(relayed.after(), 0, 0, false, false, "-", Player.NORTH);
        Transition stopped = play(g, mtajiNyumbaPosition(g, 5), "F3 CW");
        assertEquals(TraceEvent.TurnEnd.NYUMBA_STOP, KiswahiliRulesTest.turnEnd(stopped));
        assertTracks(
                stopped.after(),
                arr(0, 0, 0, 1, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(2, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0));
        Game none = Bao.KISWAHILI.create();
        Transition defaults = play(none, mtajiNyumbaPosition(none, 5), "F3 CW");
        assertEquals(List.of(2, 6), KiswahiliRulesTest.lifts(defaults));
    }

    @Test
    void mtaji_nyumba_namua_rules_offers_safari_to_a_mtaji_capture_when_captures_keep_the_nyumba() {
        // South's F3 (2 seeds) CW lands in F5 facing North's F4: a capture; its seeds, sown from the left kichwa,
        // land in South's functional nyumba F5 again, which faces nothing now: stop or safari.
        Game g = Bao.KISWAHILI.create("mtajiNyumba=namua-rules loseNyumbaOnMtajiCapture=false");
        Position p = kiswahili(
                g,
                arr(0, 0, 2, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                arr(2, 0, 0, 5, 0, 0, 0, 0, 49, 0, 0, 0, 0, 0, 0, 0),
                0,
                0,
                true,
                false,
                "-",
                Player.SOUTH);
        assertLegal(g, p, "F3 CW", "F3 CW +safari");
        assertEquals(
                List.of("A3>", "A3>+"),
                g.legalMoves(p).stream().map(Move::notation).toList());
        Transition stop = play(g, p, "F3 CW");
        assertEquals(TraceEvent.TurnEnd.NYUMBA_STOP, KiswahiliRulesTest.turnEnd(stop));
        assertHeader(stop.after(), 0, 0, true, false, "-", Player.NORTH);
        Transition safari = play(g, p, "F3 CW +safari");
        assertHeader(safari.after(), 0, 0, false, false, "-", Player.NORTH);
        Game defaults = Bao.KISWAHILI.create();
        assertLegal(
                defaults,
                kiswahili(
                        defaults,
                        arr(0, 0, 2, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                        arr(2, 0, 0, 5, 0, 0, 0, 0, 49, 0, 0, 0, 0, 0, 0, 0),
                        0,
                        0,
                        true,
                        false,
                        "-",
                        Player.SOUTH),
                "F3 CW");
    }

    @Test
    void lose_nyumba_on_mtaji_capture_false_keeps_the_nyumba_through_a_mtaji_capture() {
        Game g = Bao.KISWAHILI.create("loseNyumbaOnMtajiCapture=false");
        Position p = kiswahili(
                g,
                arr(0, 1, 0, 2, 6, 0, 0, 0, 17, 0, 0, 0, 0, 4, 0, 0),
                arr(1, 2, 4, 0, 0, 0, 3, 0, 17, 1, 1, 1, 1, 1, 1, 1),
                0,
                0,
                true,
                false,
                "-",
                Player.SOUTH);
        Transition t = play(g, p, "B3 CW");
        assertTracks(
                t.after(),
                arr(2, 3, 1, 2, 6, 0, 0, 0, 17, 0, 0, 0, 0, 0, 1, 1),
                arr(1, 2, 4, 0, 0, 0, 0, 0, 17, 1, 1, 1, 1, 1, 1, 1));
        assertHeader(t.after(), 0, 0, true, false, "-", Player.NORTH);
    }

    @Test
    void nyumba_below_six_lost_ends_the_nyumba_after_the_tax() {
        Game g = Bao.KISWAHILI.create("nyumbaBelowSix=lost");
        Position p = kiswahili(
                g,
                arr(0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0),
                arr(3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 33, 0),
                10,
                10,
                true,
                true,
                "-",
                Player.SOUTH);
        Transition t = play(g, p, "F5 CW tax");
        assertTracks(
                t.after(),
                arr(0, 0, 0, 0, 5, 1, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0),
                arr(3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 33, 0));
        // North's owned nyumba is empty (a synthetic state), so it is lost at the end of the move too.
        assertHeader(t.after(), 9, 10, false, false, "-", Player.NORTH);
    }

    @Test
    void tax_requires_owned_taxes_an_owned_nyumba_below_six() {
        int[] s = {0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0};
        int[] n = {3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 0};
        Game defaults = Bao.KISWAHILI.create();
        assertLegal(defaults, kiswahili(defaults, s, n, 10, 10, true, true, "-", Player.SOUTH), "F5 CW", "F5 CCW");
        Game g = Bao.KISWAHILI.create("taxRequires=owned");
        Position p = kiswahili(g, s, n, 10, 10, true, true, "-", Player.SOUTH);
        assertLegal(g, p, "F5 CW tax", "F5 CCW tax");
        Transition t = play(g, p, "F5 CCW tax");
        assertTracks(t.after(), arr(0, 0, 1, 1, 4, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0), n);
        assertHeader(t.after(), 9, 10, true, true, "-", Player.NORTH);
    }

    private static Position singleSeedTakasia(Game g) {
        return kiswahili(
                g,
                arr(0, 0, 2, 1, 0, 2, 1, 1, 9, 0, 1, 0, 2, 1, 2, 4),
                arr(0, 10, 11, 0, 0, 2, 1, 1, 6, 0, 2, 2, 0, 1, 1, 1),
                0,
                0,
                false,
                false,
                "-",
                Player.SOUTH);
    }

    @Test
    void takasia_single_exempt_false_lets_a_single_seed_be_blocked() {
        Game defaults = Bao.KISWAHILI.create();
        assertHeader(
                play(defaults, singleSeedTakasia(defaults), "F6 CCW").after(), 0, 0, false, false, "-", Player.NORTH);
        Game g = Bao.KISWAHILI.create("takasiaSingleExempt=false");
        assertHeader(play(g, singleSeedTakasia(g), "F6 CCW").after(), 0, 0, false, false, "a7", Player.NORTH);
    }

    private static Position nyumbaTakasia(Game g) {
        return kiswahili(
                g,
                arr(0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4),
                arr(3, 0, 0, 0, 2, 0, 0, 0, 53, 0, 0, 0, 0, 0, 0, 0),
                0,
                0,
                false,
                true,
                "-",
                Player.SOUTH);
    }

    @Test
    void takasia_nyumba_exempt_functional_lets_an_owned_nyumba_below_six_be_blocked() {
        Game defaults = Bao.KISWAHILI.create();
        assertLegal(defaults, nyumbaTakasia(defaults), "F2 CW", "F2 CCW");
        assertHeader(play(defaults, nyumbaTakasia(defaults), "F2 CW").after(), 0, 0, false, true, "-", Player.NORTH);
        Game g = Bao.KISWAHILI.create("takasiaNyumbaExempt=functional");
        assertHeader(play(g, nyumbaTakasia(g), "F2 CW").after(), 0, 0, false, true, "a5", Player.NORTH);
    }

    /** BK-8a then BK-8b: South blocks North F7, North plays F2 CCW; South's obligation is then pending. */
    private static Position afterBlockAndReply(Game g) {
        Position p = kiswahili(
                g,
                arr(0, 0, 2, 1, 0, 2, 1, 1, 9, 0, 1, 0, 2, 1, 2, 4),
                arr(0, 10, 11, 0, 0, 2, 6, 1, 1, 0, 2, 2, 0, 1, 1, 1),
                0,
                0,
                false,
                false,
                "-",
                Player.SOUTH);
        Position blocked = play(g, p, "F6 CCW").after();
        return play(g, blocked, "F2 CCW").after();
    }

    private static boolean firstCaptureTakes(Game g, Position p, Move m, int pit) {
        return g.apply(p, m).trace().stream()
                        .filter(e -> e instanceof TraceEvent.Capture)
                        .map(e -> ((TraceEvent.Capture) e).pit())
                        .findFirst()
                        .orElse(-1)
                == pit;
    }

    private static boolean anyCaptureTakes(Game g, Position p, Move m, int pit) {
        return g.apply(p, m).trace().stream().anyMatch(e -> e instanceof TraceEvent.Capture c && c.pit() == pit);
    }

    /** South must capture North F7 (a7): B1 CW takes it first; F6 CCW takes a5 first, then a7. */
    private static Position obligationPending(Game g, String takasia) {
        return kiswahili(
                g,
                arr(0, 1, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2),
                arr(0, 0, 0, 0, 7, 0, 3, 0, 48, 0, 0, 0, 0, 0, 0, 0),
                0,
                0,
                false,
                false,
                takasia,
                Player.SOUTH);
    }

    @Test
    void takasia_obligation_is_set_with_the_block_and_lasts_until_the_blockers_next_move() {
        Game g = Bao.KISWAHILI.create("takasiaObligation=first-capture");
        Position p = afterBlockAndReply(g);
        assertTrue(p.text().contains(" !a7 "), p.text());
        assertFalse(g.apply(p, g.legalMoves(p).get(0)).after().text().contains("!"));
        assertFalse(afterBlockAndReply(Bao.KISWAHILI.create()).text().contains("!"));
    }

    @Test
    void takasia_obligation_is_cleared_when_the_blockers_move_ends_the_game() {
        Game g = Bao.KISWAHILI.create("takasiaObligation=first-capture");
        Position p = g.parsePosition("1,0,0,10,0,1,1,1,4,0,1,5,6,4,2,3/1,5,1,0,3,0,0,0,1,2,1,4,2,0,1,4 0-0 -- !a2 S");
        Transition t = g.apply(p, g.parseMove(p, "B5<"));
        Position end = t.after();
        assertTrue(end.isOver(), "B5< empties North's front row");
        assertFalse(end.text().contains("!"), "§5.6: the obligation concerned South's move only: " + end.text());
        // The search state after the same move agrees with the position value, hash included.
        var state = g.searchState(p);
        state.make(t.move().code());
        assertEquals(end.text(), state.toPosition().text());
        assertEquals(g.searchState(end).hash(), state.hash());
        assertTrue(state.isOver());
    }

    @Test
    void takasia_obligation_first_capture_makes_the_blocker_take_the_blocked_pit_first() {
        Game defaults = Bao.KISWAHILI.create();
        assertLegal(defaults, obligationPending(defaults, "-"), "F6 CCW", "B1 CW");
        Game g = Bao.KISWAHILI.create("takasiaObligation=first-capture");
        Position p = obligationPending(g, "!a7");
        assertLegal(g, p, "B1 CW");
        assertTrue(firstCaptureTakes(g, p, g.legalMoves(p).get(0), 16 + 6));
    }

    @Test
    void takasia_obligation_any_capture_makes_the_blocker_take_the_blocked_pit_at_some_point() {
        Game g = Bao.KISWAHILI.create("takasiaObligation=any-capture");
        Position p = obligationPending(g, "!a7");
        assertLegal(g, p, "F6 CCW", "B1 CW");
        for (Move m : g.legalMoves(p)) assertTrue(anyCaptureTakes(g, p, m, 16 + 6), m + " takes a7");
    }

    @Test
    void max_laps_is_tested_only_before_a_relay_so_capture_sowings_may_pass_it() {
        // §2.7: the lap count includes capture sowings, but the limit is tested only before a relay. With
        // maxLaps=1 a move of one sowing and any number of capture sowings stays legal; one relay makes it
        // never-ending. Checked on every move of seeded random games.
        Game standard = Bao.KUJIFUNZA.create();
        Game one = Bao.KUJIFUNZA.create("maxLaps=1");
        java.util.SplittableRandom rng = new java.util.SplittableRandom(15);
        int capturesPastLimit = 0;
        int relays = 0;
        for (int game = 0; game < 20; game++) {
            Position p = standard.start();
            for (int ply = 0; ply < 60 && !p.isOver(); ply++) {
                List<String> legalWithOne = one.legalMoves(one.parsePosition(p.text())).stream()
                        .map(Move::notation)
                        .toList();
                for (Move m : standard.legalMoves(p)) {
                    Transition t = standard.apply(p, m);
                    long relayLifts = t.trace().stream()
                            .filter(e -> e instanceof TraceEvent.Lift l && l.lap() > 1)
                            .count();
                    long captures = t.trace().stream()
                            .filter(e -> e instanceof TraceEvent.Capture)
                            .count();
                    if (relayLifts == 0) {
                        assertTrue(legalWithOne.contains(m.notation()), m + " in " + p.text());
                        if (captures > 0) capturesPastLimit++;
                    } else {
                        assertFalse(legalWithOne.contains(m.notation()), m + " in " + p.text());
                        relays++;
                    }
                }
                List<Move> moves = standard.legalMoves(p);
                p = standard.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
        }
        assertTrue(capturesPastLimit > 0 && relays > 0, capturesPastLimit + " captures, " + relays + " relays");
    }

    @Test
    void max_laps_decides_when_a_move_counts_as_never_ending() {
        int[] s = {1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 17};
        int[] n = {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 18, 2, 2, 2};
        Game eight = Bao.KUJIFUNZA.create("maxLaps=8");
        assertTrue(legal(eight, kujifunza(eight, s, n, Player.SOUTH)).contains("B1 CW"), "8 laps end at the 8th");
        Game seven = Bao.KUJIFUNZA.create("maxLaps=7");
        assertFalse(legal(seven, kujifunza(seven, s, n, Player.SOUTH)).contains("B1 CW"), "8 laps exceed 7");
    }
}
