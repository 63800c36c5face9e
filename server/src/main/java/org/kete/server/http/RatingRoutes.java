package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import java.util.List;
import org.kete.engine.Games;
import org.kete.server.common.ApiException;
import org.kete.server.rating.Profiles;
import org.kete.server.rating.Speed;

/**
 * The routes of the ratings (docs/api.md, Ratings and profiles): the leaderboards, and the query parameters that
 * name a rating's pool (game and speed class) or a game's result, which the players' routes read too.
 */
public final class RatingRoutes {
    private final Profiles profiles;

    public RatingRoutes(Profiles profiles) {
        this.profiles = profiles;
    }

    public void routes(RoutesConfig r) {
        r.get("/api/leaderboard", ctx -> {
            String game = gameParam(ctx.queryParam("game"));
            if (game == null) throw ApiException.required("'game' is required: a game id of the catalogue", "game");
            Speed speed = speedParam(ctx.queryParam("speed"));
            Web.json(
                    ctx,
                    200,
                    profiles.leaderboard(
                            game, speed == null ? Speed.BLITZ : speed, Web.intQuery(ctx, "limit", 50, 1, 200)));
        });
    }

    /** A game id of the catalogue (its own spelling), or null for none given; 400 for an unknown one. */
    static String gameParam(String id) {
        if (id == null || id.isBlank()) return null;
        try {
            return Games.byId(id).id();
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", "no game '" + id + "' in the catalogue");
        }
    }

    /** A speed class, or null for none given; 400 for another word. */
    static Speed speedParam(String text) {
        if (text == null || text.isBlank()) return null;
        Speed s = Speed.parse(text);
        if (s == null)
            throw ApiException.notOneOf(
                    "speed is bullet, blitz, rapid or classical, not '" + text + "'",
                    "speed",
                    text,
                    "bullet",
                    "blitz",
                    "rapid",
                    "classical");
        return s;
    }

    /** win, loss or draw, or null for none given; 400 for another word. */
    static String resultParam(String text) {
        if (text == null || text.isBlank()) return null;
        if (!List.of("win", "loss", "draw").contains(text))
            throw ApiException.notOneOf(
                    "result is win, loss or draw, not '" + text + "'", "result", text, "win", "loss", "draw");
        return text;
    }
}
