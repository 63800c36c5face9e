package org.kete.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.TraceEvent.Destination;
import org.kete.engine.TraceEvent.NyumbaLoss;
import org.kete.engine.Transition;

/** Every kind of trace event in words, in English and in Portuguese, and the line and explanation of a move. */
class NarratorTest {
    private static final Game OWARE = Games.byId("oware").create("");
    private static final Game BAO = Games.byId("bao-la-kiswahili").create("");
    private static final Game NAM_NAM = Games.byId("nam-nam").create("");
    private static final Narrator EN = Narrator.english();
    private static final Narrator PT = Narrator.of("pt");

    private static void says(String en, String pt, Game g, TraceEvent e) {
        assertEquals(en, EN.event(g, e), "en: " + e);
        assertEquals(pt, PT.event(g, e), "pt: " + e);
    }

    @Test
    void sowing_events() {
        says(
                "Lap 2: 5 seeds lifted from C.",
                "Volta 2: 5 sementes levantadas de C.",
                OWARE,
                new TraceEvent.Lift(2, 5, 2));
        says("Lap 3: 1 seed lifted from c.", "Volta 3: 1 semente levantada de c.", OWARE, new TraceEvent.Lift(8, 1, 3));
        says("C is skipped.", "A casa C é saltada.", OWARE, new TraceEvent.Skip(2));
        says(
                "A seed from the store enters at D.",
                "Uma semente do depósito entra em D.",
                OWARE,
                new TraceEvent.PlaceFromStore(Player.SOUTH, 3, 1));
        // A first lift and single seeds are shown by the animation, not told.
        assertNull(EN.event(OWARE, new TraceEvent.Lift(2, 4, 1)));
        assertNull(EN.event(OWARE, new TraceEvent.Sow(3, 5)));
        assertNull(EN.event(OWARE, new TraceEvent.SowStore(Player.SOUTH, 1)));
    }

    @Test
    void captures_forfeits_and_directions() {
        says(
                "South captures 3 from d.",
                "Sul captura 3 de d.",
                OWARE,
                new TraceEvent.Capture(9, 3, Player.SOUTH, Destination.SCORE));
        says(
                "North captures 2 from B to sow them.",
                "Norte captura 2 de B para as semear.",
                OWARE,
                new TraceEvent.Capture(1, 2, Player.NORTH, Destination.HAND));
        says(
                "South takes 4 from a out of the game.",
                "Sul tira 4 de a do jogo.",
                OWARE,
                new TraceEvent.Capture(6, 4, Player.SOUTH, Destination.OUT));
        says(
                "Grand slam: the capture of 7 seeds is forfeited.",
                "Grande slam: a captura de 7 sementes fica sem efeito.",
                OWARE,
                new TraceEvent.CaptureForfeited(7, TraceEvent.ForfeitRule.GRAND_SLAM));
        says(
                "Captured seeds are sown clockwise, from the left kichwa.",
                "As sementes capturadas são semeadas no sentido horário, a partir do kichwa da esquerda.",
                BAO,
                new TraceEvent.Direction("cw", TraceEvent.DirectionCause.KICHWA_CAPTURE));
        says(
                "Sowing counter-clockwise",
                "A semear no sentido anti-horário",
                BAO,
                new TraceEvent.Direction("ccw", null));
    }

    @Test
    void turn_ends_passes_and_collections() {
        says(
                "The last seed fell into the store: play again!",
                "A última semente caiu no depósito: jogue outra vez!",
                OWARE,
                new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EXTRA_TURN));
        says(
                "The move stops in the nyumba.",
                "A jogada para na nyumba.",
                BAO,
                new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.NYUMBA_STOP));
        assertNull(EN.event(OWARE, new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.SOWN)));
        says(
                "North has no move and passes.",
                "Norte não tem jogada e passa.",
                NAM_NAM,
                new TraceEvent.Pass(Player.NORTH));
        says("South collects 6 seeds.", "Sul recolhe 6 sementes.", OWARE, new TraceEvent.Collect(Player.SOUTH, 6));
        says("South collects 1 seed.", "Sul recolhe 1 semente.", OWARE, new TraceEvent.Collect(Player.SOUTH, 1));
    }

    @Test
    void bao_notes() {
        int nyumba = pit(BAO, "A5");
        says(
                "The move would never end: North loses.",
                "A jogada nunca acabaria: Norte perde.",
                BAO,
                new TraceEvent.NeverEnding(Player.NORTH));
        says(
                "Lifting the lone kichwa outwards empties South's front row: the move is not played and South loses.",
                "Levantar o kichwa isolado para fora esvazia a fila da frente de Sul: a jogada não se faz e Sul perde.",
                BAO,
                new TraceEvent.FrontRowEmptied(Player.SOUTH));
        says(
                "The nyumba pays its tax: only 2 seeds are lifted.",
                "A nyumba paga o seu imposto: só se levantam 2 sementes.",
                BAO,
                new TraceEvent.NyumbaTax(nyumba, 2));
        says("South stops in the nyumba.", "Sul para na nyumba.", BAO, new TraceEvent.NyumbaStop(Player.SOUTH));
        says(
                "South empties the nyumba and goes on (safari).",
                "Sul esvazia a nyumba e continua (safari).",
                BAO,
                new TraceEvent.Safari(Player.SOUTH));
        says(
                "North's nyumba is lost: it is captured.",
                "Norte perde a nyumba: foi capturada.",
                BAO,
                new TraceEvent.NyumbaLost(Player.NORTH, NyumbaLoss.CAPTURED));
        says(
                "South's nyumba is lost: it holds fewer than 6 seeds.",
                "Sul perde a nyumba: tem menos de 6 sementes.",
                BAO,
                new TraceEvent.NyumbaLost(Player.SOUTH, NyumbaLoss.FEWER_THAN_SIX));
        says(
                "A5 is blocked for North's move.",
                "A5 fica bloqueada na próxima jogada de Norte.",
                BAO,
                new TraceEvent.Takasia(nyumba, Player.NORTH));
        // Every reason a nyumba is lost has its words in both languages.
        for (NyumbaLoss why : NyumbaLoss.values()) {
            for (Narrator n : List.of(EN, PT)) {
                String s = n.event(BAO, new TraceEvent.NyumbaLost(Player.SOUTH, why));
                assertEquals(-1, s.indexOf("note."), s);
            }
        }
        Game kigogo = Games.byId("bao-kigogo").create("");
        String a3 = kigogo.pitName(2);
        says(
                "The sowing from " + a3 + " does not end within 60 laps: the move is not played and South loses.",
                "A semeadura a partir de " + a3 + " não acaba em 60 voltas: a jogada não se faz e Sul perde.",
                kigogo,
                new TraceEvent.LapLimit(Player.SOUTH, 2, 60));
    }

    @Test
    void nam_nam_notes() {
        says(
                "Only 4 seeds are left in play: North takes them and the round ends.",
                "Só restam 4 sementes em jogo: Norte fica com elas e a ronda acaba.",
                NAM_NAM,
                new TraceEvent.LastFour(Player.NORTH));
        says(
                "Round 2 ends by cycle: each player takes the seeds in the pits they own.",
                "A ronda 2 acaba por ciclo: cada jogador fica com as sementes das casas que são suas.",
                NAM_NAM,
                new TraceEvent.RoundEnd(2, EndReason.CYCLE));
        says(
                "Round 1 is over, South 28 seeds, North 20: South is entitled to 7 pits, North to 5.",
                "A ronda 1 terminou, Sul com 28 sementes, Norte com 20: o Sul tem direito a 7 casas, o Norte a 5.",
                NAM_NAM,
                new TraceEvent.RoundScore(1, 28, 20, 7, 5));
        says(
                "South leads and chooses 1 of the opponent's pits.",
                "Sul vai à frente e escolhe 1 casa do adversário.",
                NAM_NAM,
                new TraceEvent.OwnershipChoice(Player.SOUTH, 1));
        says(
                "a now belongs to South.",
                "a passa a pertencer a Sul.",
                NAM_NAM,
                new TraceEvent.PitOwner(6, Player.SOUTH));
        says(
                "Round 2: South owns 7 pits, North 5; North starts.",
                "Ronda 2: o Sul tem 7 casas, o Norte 5; começa Norte.",
                NAM_NAM,
                new TraceEvent.RoundStart(2, 7, 5, Player.NORTH));
    }

    @Test
    void a_move_in_one_line_and_explained_to_a_learner() {
        Position start = OWARE.start(Player.SOUTH);
        Transition t = OWARE.apply(start, OWARE.parseMove(start, "C"));
        assertEquals("South sows 4 from C", EN.summary(t));
        assertEquals("Sul semeia 4 de C", PT.summary(t));
        assertEquals(
                "C lifts 4 seeds from C; sown into D, E, F and a, the last seed lands in a, which now holds 5."
                        + " It captures nothing.",
                EN.explain(t));
        assertEquals(
                "C levanta 4 sementes de C; semeadas em D, E, F e a, a última semente cai em a, que agora tem 5."
                        + " Não captura nada.",
                PT.explain(t));
    }

    @Test
    void a_note_within_a_moves_line_is_a_part_of_it_not_a_sentence() {
        // Seeded random games of the games with notes (the nyumba, safari and takasia of Bao, Nam Nam's rounds):
        // every line with a note joins it by a semicolon, with no full stop before one.
        int withNotes = 0;
        for (Game g : List.of(BAO, NAM_NAM)) {
            java.util.SplittableRandom rng = new java.util.SplittableRandom(31);
            for (int game = 0; game < 20; game++) {
                Position p = g.start(Player.SOUTH);
                for (int ply = 0; ply < 300 && !p.isOver(); ply++) {
                    List<org.kete.engine.Move> moves = g.legalMoves(p);
                    Transition t = g.apply(p, moves.get(rng.nextInt(moves.size())));
                    for (Narrator n : List.of(EN, PT)) {
                        String line = n.summary(t);
                        if (t.trace().stream().anyMatch(e -> e instanceof TraceEvent.Note)) withNotes++;
                        org.junit.jupiter.api.Assertions.assertFalse(
                                line.matches("(?s).*[.!?] ?;.*"), "a sentence's stop before a semicolon: " + line);
                    }
                    p = t.after();
                }
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(withNotes > 100, "the games had notes to tell: " + withNotes);
        assertEquals("A note", Narrator.clause("A note."));
        assertEquals("Wait...", Narrator.clause("Wait..."));
    }

    @Test
    void outcomes_and_refusals() {
        Outcome won = Outcome.win(Player.SOUTH, 26, 22, EndReason.THRESHOLD);
        assertEquals("South wins 26-22 (threshold)", EN.outcome(won));
        assertEquals(won.describe(), EN.outcome(won), "the English narration is the engine's own description");
        assertEquals("Sul vence 26-22 (meta atingida)", PT.outcome(won));
        // A result reads in the winner's order: North's 25 first, in every language and in the engine's words.
        Outcome northWon = Outcome.win(Player.NORTH, 8, 25, EndReason.THRESHOLD);
        assertEquals("North wins 25-8 (threshold)", EN.outcome(northWon));
        assertEquals(northWon.describe(), EN.outcome(northWon));
        assertEquals("Norte vence 25-8 (meta atingida)", PT.outcome(northWon));
        Outcome draw = Outcome.draw(24, 24, EndReason.CYCLE);
        assertEquals(draw.describe(), EN.outcome(draw));
        assertEquals("Empate 24-24 (ciclo)", PT.outcome(draw));
        IllegalMoveException e =
                new IllegalMoveException(IllegalMoveException.Reason.EMPTY_PIT, 3, "D", "engine words");
        assertEquals("D is empty.", EN.illegal(e, OWARE));
        assertEquals("D está vazia.", PT.illegal(e, OWARE));
        assertThrows(IllegalArgumentException.class, () -> Narrator.of("xx"));
    }

    private static int pit(Game g, String name) {
        for (int i = 0; i < g.type().rows() * g.type().pitsPerRow(); i++)
            if (g.pitName(i).equals(name)) return i;
        throw new IllegalArgumentException(name);
    }
}
