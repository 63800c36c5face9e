package org.kete.server.rating;

import java.util.List;

/**
 * Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation (RD) and its
 * volatility, updated from the games of one rating period. Kete rates each game as a period of its own, as
 * lichess does, so a player's rating moves after every rated game. The steps are numbered as in the paper.
 */
public final class Glicko2 {
    /** The rating scale's conversion to the Glicko-2 scale (step 2). */
    static final double SCALE = 173.7178;

    public static final double DEFAULT_RATING = 1500;
    public static final double DEFAULT_RD = 350;
    public static final double DEFAULT_VOLATILITY = 0.06;
    /** The system constant τ, which bounds how fast the volatility changes; the paper's example uses 0.5. */
    public static final double TAU = 0.5;
    /** The convergence tolerance of step 5. */
    static final double EPSILON = 0.000001;

    private Glicko2() {}

    /** A player's rating, rating deviation and volatility. */
    public record Rating(double rating, double rd, double volatility) {
        public static Rating initial() {
            return new Rating(DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY);
        }
    }

    /** One game of the period: the opponent's rating before it, and the score (1 win, 0.5 draw, 0 loss). */
    public record Result(Rating opponent, double score) {}

    /** The player's rating after the period's games (with none, only the deviation grows: step 6 alone). */
    public static Rating update(Rating player, List<Result> games, double tau) {
        // Step 2: to the Glicko-2 scale.
        double mu = (player.rating() - DEFAULT_RATING) / SCALE;
        double phi = player.rd() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double phiStar = Math.sqrt(phi * phi + sigma * sigma);
            return new Rating(player.rating(), Math.min(DEFAULT_RD, phiStar * SCALE), sigma);
        }
        // Step 3: the estimated variance v of the rating from the game outcomes alone.
        double vInverse = 0;
        double sum = 0; // the sum of g(phi_j) (s_j - E)
        for (Result r : games) {
            double muJ = (r.opponent().rating() - DEFAULT_RATING) / SCALE;
            double phiJ = r.opponent().rd() / SCALE;
            double g = g(phiJ);
            double e = expected(mu, muJ, g);
            vInverse += g * g * e * (1 - e);
            sum += g * (r.score() - e);
        }
        double v = 1 / vInverse;
        // Step 4: the estimated improvement Delta.
        double delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        double newSigma = volatility(phi, sigma, v, delta, tau);
        // Step 6: the pre-period deviation.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        // Step 7: the new deviation and rating.
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // Step 8: back to the rating scale.
        return new Rating(newMu * SCALE + DEFAULT_RATING, Math.min(DEFAULT_RD, newPhi * SCALE), newSigma);
    }

    static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    static double expected(double mu, double muJ, double g) {
        return 1 / (1 + Math.exp(-g * (mu - muJ)));
    }

    private static double volatility(double phi, double sigma, double v, double delta, double tau) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta2 > phi2 + v) {
            bigB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) k++;
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double c = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(c);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = c;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
