package org.kete.engine;

/**
 * Whether the game is over and, if so, how it ended: the winner (null for a draw), the final scores and the
 * reason. Scores are the players' captured seeds (or store contents) including any end-of-game collection.
 */
public record Outcome(boolean over, Player winner, int southScore, int northScore, EndReason reason) {

    public static final Outcome ONGOING = new Outcome(false, null, 0, 0, null);

    public static Outcome win(Player winner, int southScore, int northScore, EndReason reason) {
        return new Outcome(true, winner, southScore, northScore, reason);
    }

    public static Outcome draw(int southScore, int northScore, EndReason reason) {
        return new Outcome(true, null, southScore, northScore, reason);
    }

    /** The higher score wins, equal scores draw. */
    public static Outcome byScore(int southScore, int northScore, EndReason reason) {
        if (southScore == northScore) return draw(southScore, northScore, reason);
        return win(southScore > northScore ? Player.SOUTH : Player.NORTH, southScore, northScore, reason);
    }

    public boolean isDraw() {
        return over && winner == null;
    }

    public int score(Player p) {
        return p == Player.SOUTH ? southScore : northScore;
    }

    /** "1-0", "0-1", "1/2-1/2" or "*", as in game records. */
    public String resultText() {
        if (!over) return "*";
        if (winner == null) return "1/2-1/2";
        return winner == Player.SOUTH ? "1-0" : "0-1";
    }

    /** "North wins 25-8 (threshold)": the winner's score first; a draw's South's first ("Draw 24-24 (cycle)"). */
    public String describe() {
        if (!over) return "game in progress";
        String score = winner == null ? southScore + "-" + northScore : score(winner) + "-" + score(winner.opponent());
        String why = reason == null
                ? ""
                : " (" + reason.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ")";
        return (winner == null ? "Draw " : winner.displayName() + " wins ") + score + why;
    }
}
