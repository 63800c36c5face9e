package org.kete.server.game;

import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.server.game.StoredGame.Ending;
import org.kete.server.game.StoredGame.Result;

/** The results a game ends with, and how they read (docs/api.md, the outcome of a game). */
public final class Outcomes {
    private Outcomes() {}

    /** Ended by the players or a clock in position {@code p}: the scores are the captures so far. */
    static Result byServer(Player winner, Ending ending, Position p) {
        return new Result(winner, ending, null, p.score(Player.SOUTH), p.score(Player.NORTH));
    }

    /**
     * The result of a record decided before the rules ended its game ({@code result} "1-0", "0-1" or "1/2-1/2";
     * {@code termination} the record's Termination tag, as {@link #serverText} writes it): how it ended is read
     * from the words a Kete record uses, an agreement when they are not Kete's.
     */
    static Result decided(String result, String termination, Position p) {
        Player winner = result.equals("1-0") ? Player.SOUTH : result.equals("0-1") ? Player.NORTH : null;
        String t = termination == null ? "" : termination;
        Ending ending = winner == null
                ? t.contains("left") ? Ending.LEFT : Ending.AGREEMENT
                : t.contains("on time") ? Ending.TIMEOUT : t.contains("left") ? Ending.LEFT : Ending.RESIGNATION;
        return byServer(winner, ending, p);
    }

    /** "1-0", "0-1" or "1/2-1/2"; "*" for an aborted game, which has no result (as PGN writes a game without one). */
    public static String resultText(Result r) {
        if (r.aborted()) return "*";
        return r.winner() == null ? "1/2-1/2" : r.winner() == Player.SOUTH ? "1-0" : "0-1";
    }

    /**
     * "North wins 25-8 (threshold)": the winner's score first, as a result is read; a draw keeps South's first
     * ("Draw 24-24 (cycle)").
     */
    public static String text(Result r) {
        if (r.byServer()) return serverText(r);
        String score = r.winner() == null
                ? r.southScore() + "-" + r.northScore()
                : r.winner() == Player.SOUTH
                        ? r.southScore() + "-" + r.northScore()
                        : r.northScore() + "-" + r.southScore();
        String who = r.winner() == null ? "Draw " : r.winner().displayName() + " wins ";
        return who + score + " (" + r.reasonText().replace('-', ' ') + ")";
    }

    /** A result the server decided: a resignation, a loss on time, an agreed draw, an abort, a player who left. */
    public static String serverText(Result r) {
        return switch (r.ending()) {
            case RESIGNATION ->
                r.winner().displayName() + " wins: " + r.winner().opponent().displayName() + " resigned";
            case TIMEOUT -> r.winner().displayName() + " wins on time";
            case ABORTED -> "Game aborted";
            case LEFT ->
                r.winner() == null
                        ? "Draw: a player left the game"
                        : r.winner().displayName() + " wins: "
                                + r.winner().opponent().displayName() + " left the game";
            default -> "Draw agreed";
        };
    }
}
