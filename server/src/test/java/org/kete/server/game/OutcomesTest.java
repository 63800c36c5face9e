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

    @Test
    void a_records_decided_result_reads_back_as_the_ending_its_termination_names() {
        org.kete.engine.Position p =
                org.kete.engine.Games.byId("oware").create().start(Player.SOUTH);
        for (Result r : new Result[] {
            Outcomes.byServer(Player.NORTH, StoredGame.Ending.RESIGNATION, p),
            Outcomes.byServer(Player.SOUTH, StoredGame.Ending.TIMEOUT, p),
            Outcomes.byServer(null, StoredGame.Ending.AGREEMENT, p),
            Outcomes.byServer(Player.SOUTH, StoredGame.Ending.LEFT, p),
            Outcomes.byServer(null, StoredGame.Ending.LEFT, p)
        }) {
            assertEquals(
                    r, Outcomes.decided(Outcomes.resultText(r), Outcomes.serverText(r), p), Outcomes.serverText(r));
        }
        // Words that are not Kete's: a win is a resignation, a draw an agreement.
        assertEquals(
                StoredGame.Ending.RESIGNATION,
                Outcomes.decided("1-0", "adjudicated", p).ending());
        assertEquals(
                StoredGame.Ending.AGREEMENT,
                Outcomes.decided("1/2-1/2", null, p).ending());
    }
}
