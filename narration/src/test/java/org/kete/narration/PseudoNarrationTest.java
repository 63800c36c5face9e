package org.kete.narration;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.text.Messages;

/**
 * Narrates seeded random games of every game in the pseudo-language, where every message is wrapped in ⟦ ⟧: any
 * text outside the markers (a word built in code, an English sentence from the engine, a missing key shown as
 * itself) fails the test, and so does a parameter left unfilled.
 */
class PseudoNarrationTest {
    private static final Narrator PSEUDO = Narrator.of(Messages.PSEUDO);

    @Test
    void every_narration_of_every_game_comes_from_the_message_files() {
        Set<String> notes = new HashSet<>();
        int narrated = 0;
        for (GameType type : Games.all()) {
            Game game = type.create("");
            for (long seed = 1; seed <= 4; seed++) {
                Random rng = new Random(seed * 7919 + type.id().hashCode());
                Position p = game.start(Player.SOUTH);
                for (int ply = 0; ply < 400 && !p.isOver(); ply++) {
                    List<Move> moves = game.legalMoves(p);
                    Transition t = game.apply(p, moves.get(rng.nextInt(moves.size())));
                    for (TraceEvent e : t.trace()) {
                        String s = PSEUDO.event(game, e);
                        if (s != null) check(s, type.id() + " " + e);
                        if (e instanceof TraceEvent.Note n) notes.add(n.key());
                    }
                    check(PSEUDO.summary(t), type.id() + " summary of " + t.move());
                    check(PSEUDO.explain(t), type.id() + " explanation of " + t.move());
                    narrated++;
                    p = t.after();
                }
                if (p.isOver()) {
                    check(PSEUDO.outcome(p.outcome()), type.id() + " outcome");
                    check(PSEUDO.result(game, p.outcome()), type.id() + " result");
                    if (p.outcome().reason() != null)
                        check(PSEUDO.endReason(p.outcome().reason()), type.id());
                }
            }
        }
        assertTrue(narrated > 1000, "narrated " + narrated + " moves");
        // The random games reach the games' own rule events, not only sowing and capturing.
        assertTrue(
                notes.containsAll(Set.of("nyumba-lost", "safari", "owner", "round", "round-score")), notes.toString());
    }

    @Test
    void every_kind_of_rule_event_comes_from_the_message_files() {
        Game bao = Games.byId("bao-la-kiswahili").create("");
        List<TraceEvent> all = new ArrayList<>(List.of(
                new TraceEvent.NeverEnding(Player.SOUTH),
                new TraceEvent.LapLimit(Player.NORTH, 3, 60),
                new TraceEvent.FrontRowEmptied(Player.SOUTH),
                new TraceEvent.NyumbaTax(4, 2),
                new TraceEvent.NyumbaStop(Player.SOUTH),
                new TraceEvent.Safari(Player.NORTH),
                new TraceEvent.Takasia(5, Player.NORTH),
                new TraceEvent.LastFour(Player.SOUTH),
                new TraceEvent.RoundScore(1, 28, 20, 7, 5),
                new TraceEvent.OwnershipChoice(Player.SOUTH, 1),
                new TraceEvent.PitOwner(6, Player.NORTH),
                new TraceEvent.RoundStart(2, 7, 5, Player.NORTH),
                new TraceEvent.Direction("cw", TraceEvent.DirectionCause.KICHWA_CAPTURE),
                new TraceEvent.Direction("ccw", null),
                new TraceEvent.CaptureForfeited(3, TraceEvent.ForfeitRule.GRAND_SLAM)));
        for (TraceEvent.NyumbaLoss why : TraceEvent.NyumbaLoss.values())
            all.add(new TraceEvent.NyumbaLost(Player.SOUTH, why));
        for (EndReason why : List.of(EndReason.CYCLE, EndReason.STALEMATE)) all.add(new TraceEvent.RoundEnd(1, why));
        for (TraceEvent.TurnEnd end : TraceEvent.TurnEnd.values()) all.add(new TraceEvent.EndOfTurn(end));
        for (TraceEvent e : all) {
            String s = PSEUDO.event(bao, e);
            if (s != null) check(s, e.toString());
        }
        for (EndReason why : EndReason.values()) check(PSEUDO.endReason(why), why.name());
    }

    /** Fails on any visible character outside ⟦ ⟧, and on a {parameter} left in the text. */
    static void check(String s, String where) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '⟦') depth++;
            else if (c == '⟧') depth--;
            else if (depth == 0 && !Character.isWhitespace(c))
                fail(where + ": text outside the message files at " + i + ": " + s);
            if (depth < 0) fail(where + ": unbalanced markers: " + s);
        }
        if (depth != 0) fail(where + ": unbalanced markers: " + s);
        if (s.matches("(?s).*\\{[a-zA-Z]+\\}.*")) fail(where + ": a parameter left unfilled: " + s);
    }
}
