package org.kete.server.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {
    /**
     * Glickman, "Example of the Glicko-2 system" (2013): a player rated 1500 (RD 200, volatility 0.06) beats a
     * 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), with tau 0.5. The paper's result: rating
     * 1464.06, RD 151.52, volatility 0.05999.
     */
    @Test
    void glickmans_worked_example() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        List<Glicko2.Result> games = List.of(
                new Glicko2.Result(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Result(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Result(new Glicko2.Rating(1700, 300, 0.06), 0));
        Glicko2.Rating after = Glicko2.update(player, games, 0.5);
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.rd(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void the_papers_intermediate_quantities() {
        // Step 3 and 4 of the example: v = 1.7785, Delta = -0.4834 (on the Glicko-2 scale).
        double mu = 0;
        double[][] opponents = {{-0.5756, 0.1727, 1}, {0.2878, 0.5756, 0}, {1.1513, 1.7269, 0}};
        double vInverse = 0, sum = 0;
        for (double[] o : opponents) {
            double g = Glicko2.g(o[1]);
            double e = Glicko2.expected(mu, o[0], g);
            vInverse += g * g * e * (1 - e);
            sum += g * (o[2] - e);
        }
        assertEquals(1.7785, 1 / vInverse, 0.001);
        assertEquals(-0.4834, sum / vInverse, 0.001);
    }

    @Test
    void a_win_raises_the_winner_and_lowers_the_loser_by_the_same_amount_between_equals() {
        Glicko2.Rating a = Glicko2.Rating.initial();
        Glicko2.Rating b = Glicko2.Rating.initial();
        Glicko2.Rating a2 = Glicko2.update(a, List.of(new Glicko2.Result(b, 1)), Glicko2.TAU);
        Glicko2.Rating b2 = Glicko2.update(b, List.of(new Glicko2.Result(a, 0)), Glicko2.TAU);
        assertTrue(a2.rating() > 1500 && b2.rating() < 1500);
        assertEquals(a2.rating() - 1500, 1500 - b2.rating(), 1e-9);
        assertTrue(a2.rd() < 350, "a game makes the rating surer");
        // A draw between equals changes no rating.
        Glicko2.Rating d = Glicko2.update(a, List.of(new Glicko2.Result(b, 0.5)), Glicko2.TAU);
        assertEquals(1500, d.rating(), 1e-9);
    }

    @Test
    void no_game_only_widens_the_deviation() {
        Glicko2.Rating r = new Glicko2.Rating(1600, 100, 0.06);
        Glicko2.Rating after = Glicko2.update(r, List.of(), Glicko2.TAU);
        assertEquals(1600, after.rating(), 0);
        assertEquals(Math.sqrt(100 * 100 + 0.06 * 0.06 * Glicko2.SCALE * Glicko2.SCALE), after.rd(), 1e-6);
    }

    @Test
    void speed_classes_by_the_estimated_duration() {
        assertEquals(Speed.BULLET, Speed.of(60, 0));
        assertEquals(Speed.BULLET, Speed.of(120, 1));
        assertEquals(Speed.BLITZ, Speed.of(180, 0));
        assertEquals(Speed.BLITZ, Speed.of(300, 3));
        assertEquals(Speed.RAPID, Speed.of(600, 0));
        assertEquals(Speed.RAPID, Speed.of(900, 10));
        assertEquals(Speed.CLASSICAL, Speed.of(1800, 0));
        assertEquals(Speed.CLASSICAL, Speed.of(1500, 0));
    }
}
