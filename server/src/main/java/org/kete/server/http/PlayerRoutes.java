package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import java.util.List;
import java.util.Map;
import org.kete.server.account.Accounts;
import org.kete.server.account.Players;
import org.kete.server.common.ApiException;
import org.kete.server.rating.Profiles;

/**
 * The routes of the players (docs/api.md, Players of a game; Ratings and profiles): who sits in a game's seats,
 * the seat an account holds, and a player's profile, rating history and games.
 */
public final class PlayerRoutes {
    /** POST /api/games/{id}/players: a guest's nickname, or the seat put under the signed-in account. */
    record Naming(String name, Boolean account) {}

    private final Players players;
    private final Profiles profiles;
    private final Sessions sessions;

    public PlayerRoutes(Players players, Profiles profiles, Sessions sessions) {
        this.players = players;
        this.profiles = profiles;
        this.sessions = sessions;
    }

    public void routes(RoutesConfig r) {
        r.get("/api/games/{id}/players", ctx -> Web.json(ctx, 200, players.view(ctx.pathParam("id"))));
        r.post("/api/games/{id}/players", ctx -> {
            String id = ctx.pathParam("id");
            String token = Web.bearer(ctx);
            String seat = players.seatOf(id, token);
            Naming body = Bodies.read(ctx, Naming.class);
            Players.GamePlayers named = Boolean.TRUE.equals(body.account())
                    ? players.nameAccount(id, seat, sessions.require(ctx), token)
                    : players.nameGuest(id, seat, body.name());
            Web.json(ctx, 200, named);
        });
        r.get("/api/game-players", ctx -> {
            String ids = ctx.queryParam("ids");
            List<String> list = ids == null || ids.isBlank() ? List.of() : List.of(ids.split(","));
            Web.json(ctx, 200, players.namesOf(list));
        });
        r.get("/api/games/{id}/seat", ctx -> {
            Accounts.Account a = sessions.current(ctx);
            if (a == null) throw new ApiException(401, "not-signed-in", "sign in first", "not-signed-in", Map.of());
            // No seat is an answer, not a failure: a signed-in spectator's page asks on every game it opens.
            Web.privateJson(ctx, 200, players.heldSeat(ctx.pathParam("id"), a.id()));
        });
        r.get("/api/players/{name}", ctx -> Web.json(ctx, 200, profiles.profile(ctx.pathParam("name"))));
        r.get(
                "/api/players/{name}/history",
                ctx -> Web.json(
                        ctx,
                        200,
                        profiles.history(
                                ctx.pathParam("name"),
                                RatingRoutes.gameParam(ctx.queryParam("game")),
                                RatingRoutes.speedParam(ctx.queryParam("speed")))));
        r.get(
                "/api/players/{name}/games",
                ctx -> Web.json(
                        ctx,
                        200,
                        profiles.gamesOf(
                                ctx.pathParam("name"),
                                RatingRoutes.gameParam(ctx.queryParam("game")),
                                RatingRoutes.resultParam(ctx.queryParam("result")),
                                ctx.queryParam("opponent"),
                                Web.intQuery(ctx, "limit", 50, 1, 200))));
    }
}
