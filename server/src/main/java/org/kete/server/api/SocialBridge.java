package org.kete.server.api;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.kete.server.game.GameService;
import org.kete.server.game.Results;
import org.kete.server.player.GameBridge;

/** The social packages' view of the games, in the shapes of docs/api.md (the view records as maps). */
public final class SocialBridge implements GameBridge {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};

    private final GameService games;
    private final Views views;

    public SocialBridge(GameService games, Views views) {
        this.games = games;
        this.views = views;
    }

    @Override
    public Map<String, Object> view(String id, String token) {
        return Json.MAPPER.convertValue(views.game(games.get(id), token), MAP);
    }

    @Override
    public NewGame createOnline(JsonNode request) {
        Results.Seated creator = games.create(RequestReader.newGame(request));
        String id = creator.game().id();
        Results.Seated joiner = games.join(id, null);
        return new NewGame(id, creator.seat(), creator.token(), joiner.seat(), joiner.token());
    }

    @Override
    public List<Map<String, Object>> active(int limit) {
        return games.list("active", null, limit).stream()
                .map(l -> Json.MAPPER.convertValue(Views.summary(l.game(), l.match()), MAP))
                .toList();
    }
}
