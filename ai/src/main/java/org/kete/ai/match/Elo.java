package org.kete.ai.match;

/**
 * The Elo difference a match result implies, with a 95% confidence interval from the trinomial variance of
 * the per-game score (the usual method of engine testers).
 *
 * @param wins games won by the first player
 * @param draws drawn games
 * @param losses games lost by the first player
 */
public record Elo(int wins, int draws, int losses) {

    public int games() {
        return wins + draws + losses;
    }

    /** The first player's mean score per game, 0..1. */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    /** Elo difference of the first player over the second (infinite for a clean sweep). */
    public double difference() {
        return toElo(score());
    }

    /** Half-width of the 95% interval, in Elo (infinite when a bound is a clean sweep). */
    public double errorMargin() {
        int n = games();
        if (n == 0) return Double.POSITIVE_INFINITY;
        double p = score();
        double var = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double se = Math.sqrt(var / n);
        double lo = toElo(Math.max(1e-9, p - 1.96 * se));
        double hi = toElo(Math.min(1 - 1e-9, p + 1.96 * se));
        return (hi - lo) / 2;
    }

    /**
     * The 95% interval of the Elo difference, {lower, upper}, from the trinomial variance; when that variance is
     * 0 (every game won, or lost, or drawn) from the Wilson interval of the score instead, so a sweep of n games
     * still has a finite lower bound (30 wins of 30: above +357). A "beats" claim needs lower > 0.
     */
    public double[] interval() {
        int n = games();
        if (n == 0) return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        double p = score();
        double var = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double lo;
        double hi;
        if (var > 0 && p > 0 && p < 1) {
            double se = Math.sqrt(var / n);
            lo = p - Z * se;
            hi = p + Z * se;
        } else {
            double z2 = Z * Z;
            double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
            double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
            // A sweep's own bound is exact (rounding would make it a huge finite number).
            lo = p <= 0 ? 0 : centre - half;
            hi = p >= 1 ? 1 : centre + half;
        }
        return new double[] {toElo(Math.max(0, lo)), toElo(Math.min(1, hi))};
    }

    /** "+120 .. +inf": the 95% interval, rounded to whole Elo. */
    public String describeInterval() {
        double[] i = interval();
        return bound(i[0]) + " .. " + bound(i[1]);
    }

    private static String bound(double e) {
        if (Double.isInfinite(e)) return e > 0 ? "+inf" : "-inf";
        long r = Math.round(e);
        return (r >= 0 ? "+" : "") + r;
    }

    private static final double Z = 1.96;

    /** "+35.2 +/- 40.1" (or "+inf" for a sweep). */
    public String describe() {
        double d = difference();
        String diff =
                Double.isInfinite(d) ? (d > 0 ? "+inf" : "-inf") : String.format(java.util.Locale.ROOT, "%+.1f", d);
        double e = errorMargin();
        String err = Double.isInfinite(e) || Double.isNaN(e) ? "inf" : String.format(java.util.Locale.ROOT, "%.1f", e);
        return diff + " +/- " + err;
    }

    private static double toElo(double p) {
        if (p <= 0) return Double.NEGATIVE_INFINITY;
        if (p >= 1) return Double.POSITIVE_INFINITY;
        double elo = -400 * Math.log10(1 / p - 1);
        return elo == 0 ? 0.0 : elo; // no "-0.0"
    }

    private static double sq(double x) {
        return x * x;
    }
}
