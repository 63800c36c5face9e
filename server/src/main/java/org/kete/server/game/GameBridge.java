package org.kete.server.game;

import java.util.List;

/**
 * What the social packages need of the game service: what they must know of a game (its mode, status, result
 * and the seat a token holds), a new online game with both seats taken, and the games being played now. KeteServer wires it to the game service, so these packages do not depend on
 * how games are stored.
 */
public interface GameBridge {
    /** What a game is as {@code token} sees it; 404 for no such game. */
    GameFacts facts(String id, String token);

    /** {@code POST /api/games} for an online game, then its free seat joined: both seats are taken. */
    NewGame createOnline(OnlineGame request);

    /** The games being played, newest first. */
    List<ActiveGame> active(int limit);

    /**
     * A game as the social packages see it: "online", "local" or "computer"; "waiting", "active" or "finished";
     * the seat {@code token} holds ("south", "north", "both" or null); the winner of a finished game (null: a
     * draw or no end yet), how it ended (the outcome's reason: "aborted" for a game that was no game at all), and
     * how many moves each side has made (a side may move twice in a row in some games).
     */
    record GameFacts(
            String id,
            String mode,
            String status,
            String you,
            String winner,
            String reason,
            int southMoves,
            int northMoves) {
        /** Finished by an abort: no result, never rated. */
        public boolean aborted() {
            return "aborted".equals(reason);
        }
    }

    /** A game being played, as the lobby lists it. */
    record ActiveGame(String id, String game, String name, String mode, int plies) {}

    /**
     * An online game to create: its rule options as the rules read them ("name=value ...", null or empty for
     * none), its clock (none: no clock), a seat.
     */
    record OnlineGame(String game, String options, Integer minutes, Integer seconds, Integer increment, String seat) {}

    /** A game made with both seats taken: the creator's seat and token, the joiner's seat and token. */
    record NewGame(String id, String creatorSeat, String creatorToken, String joinerSeat, String joinerToken) {}
}
