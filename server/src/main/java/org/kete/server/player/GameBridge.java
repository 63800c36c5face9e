package org.kete.server.player;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * What the social packages need of the game service, through its public API shapes (docs/api.md): a game's
 * view as a seat token sees it, a new online game with both seats taken, and the games being played now.
 * KeteServer wires it to the game service, so these packages do not depend on how games are stored.
 */
public interface GameBridge {
    /** {@code GET /api/games/{id}} as {@code token} sees it (its "you" says which seat the token holds). */
    Map<String, Object> view(String id, String token);

    /** {@code POST /api/games} for an online game, then its free seat joined: both seats are taken. */
    NewGame createOnline(JsonNode request);

    /** {@code GET /api/games?status=active}: summaries of the games being played, newest first. */
    List<Map<String, Object>> active(int limit);

    /** A game made with both seats taken: the creator's seat and token, the joiner's seat and token. */
    record NewGame(String id, String creatorSeat, String creatorToken, String joinerSeat, String joinerToken) {}
}
