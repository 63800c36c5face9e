package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import org.kete.server.account.Accounts;
import org.kete.server.game.GameBridge;
import org.kete.server.lobby.Seeks;

/**
 * The lobby's routes (docs/api.md, Lobby): each reads its request, asks {@link Seeks}, and writes its view; and the
 * live channel ({@link LobbyChannel}). An answer that holds a secret (a seek's, a seat's token) is private.
 */
public final class LobbyRoutes implements AutoCloseable {
    private final Seeks seeks;
    private final Sessions sessions;
    private final SocialBridge games;
    private final LobbyChannel channel;

    public LobbyRoutes(Seeks seeks, Sessions sessions, SocialBridge games) {
        this.seeks = seeks;
        this.sessions = sessions;
        this.games = games;
        this.channel = new LobbyChannel(seeks);
    }

    public void routes(RoutesConfig r) {
        r.get("/api/lobby/seeks", ctx -> Web.json(ctx, 200, new LobbyViews.SeekList(LobbyViews.seeks(seeks.open()))));
        r.post("/api/lobby/seeks", ctx -> {
            LobbyRequests.SeekBody body = Bodies.read(ctx, LobbyRequests.SeekBody.class);
            Accounts.Account account = sessions.optional(ctx);
            Seeks.Posted posted = seeks.post(body.seek(), account, Web.ip(ctx), () -> Sessions.deviceOrNew(ctx));
            Web.privateJson(ctx, 201, new LobbyViews.Posted(LobbyViews.seek(posted.seek()), posted.secret()));
        });
        r.get(
                "/api/lobby/seeks/{id}",
                ctx -> Web.privateJson(ctx, 200, LobbyViews.owned(seeks.own(ctx.pathParam("id"), Web.bearer(ctx)))));
        r.post("/api/lobby/seeks/{id}/cancel", ctx -> {
            seeks.cancel(ctx.pathParam("id"), Web.bearer(ctx));
            Web.json(ctx, 200, new LobbyViews.Cancelled(true));
        });
        r.post("/api/lobby/seeks/{id}/accept", ctx -> {
            LobbyRequests.AcceptBody body = Bodies.read(ctx, LobbyRequests.AcceptBody.class);
            Seeks.Asker by = new Seeks.Asker(sessions.optional(ctx), Sessions.device(ctx), Web.bearer(ctx));
            GameBridge.NewGame g = seeks.accept(ctx.pathParam("id"), by, body.name(), body.connection());
            Web.privateJson(
                    ctx,
                    200,
                    new LobbyViews.Accepted(games.view(g.id(), g.joinerToken()), g.joinerToken(), g.joinerSeat()));
        });
        r.get(
                "/api/lobby/games",
                ctx -> Web.json(ctx, 200, new LobbyViews.LiveGames(LobbyViews.games(seeks.playing()))));
        channel.routes(r);
    }

    @Override
    public void close() {
        channel.close();
    }
}
