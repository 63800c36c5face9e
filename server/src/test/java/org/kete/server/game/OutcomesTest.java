package org.kete.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.server.game.StoredGame.Result;

/** The API's outcome text (and the records' words for it): a result reads with the winner's score first. */
class OutcomesTest {

    @Test
    void a_win_reads_with_the_winners_score_first() {
        assertEquals(
                "North wins 25-8 (threshold)",
                Outcomes.text(Result.byRules(Outcome.win(Player.NORTH, 8, 25, EndReason.THRESHOLD))));
        assertEquals(
                "South wins 26-22 (threshold)",
                Outcomes.text(Result.byRules(Outcome.win(Player.SOUTH, 26, 22, EndReason.THRESHOLD))));
    }

    @Test
    void a_draw_keeps_souths_score_first() {
        assertEquals("Draw 20-28 (cycle)", Outcomes.text(Result.byRules(Outcome.draw(20, 28, EndReason.CYCLE))));
    }

    @Test
    void the_engines_words_agree() {
        Outcome o = Outcome.win(Player.NORTH, 3, 32, EndReason.THRESHOLD);
        assertEquals(Outcomes.text(Result.byRules(o)), o.describe());
    }
}
