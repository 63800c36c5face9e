package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.kete.server.game.GameCreations;
import org.kete.server.game.GameService;
import org.kete.server.game.Live;
import org.kete.server.review.ReviewState;
import org.kete.server.review.Reviews;

/**
 * The review routes of docs/api.md (Review) as plain lambdas, and the review's live message on a game's channel.
 * Who asks (the requester a review is counted against) is the sender of the game-creation limits: the sign-in
 * session, else the device cookie, else the address.
 */
public final class ReviewRoutes {
    /** POST /api/games/{id}/review takes no fields: an empty body or {@code {}} (others are ignored). */
    record ReviewRequest() {}

    private final Reviews reviews;
    private final GameService games;
    private final Views views;

    /** The routes; the reviews' news is told to this server's listeners of each game through {@code live}. */
    public ReviewRoutes(Reviews reviews, GameService games, Views views, Live live) {
        this.reviews = reviews;
        this.games = games;
        this.views = views;
        reviews.tellWith(
                (id, status, done, total) -> live.sendAll(id, Json.write(ReviewViews.live(status, done, total))));
    }

    public void register(RoutesConfig r) {
        r.post("/api/games/{id}/review", ctx -> {
            Bodies.read(ctx, ReviewRequest.class);
            ReviewState s = reviews.request(ctx.pathParam("id"), sender(ctx));
            Web.json(ctx, status(s), ReviewViews.view(s));
        });
        r.get(
                "/api/games/{id}/review",
                ctx -> Web.json(ctx, 200, ReviewViews.view(reviews.state(ctx.pathParam("id")))));
        r.post("/api/records/review", ctx -> {
            GameCreations.Sender by = sender(ctx);
            // The bounds first, so that a refused request stores no game.
            reviews.checkRoom(by);
            Views.Seated seated = views.seated(games.upload(ctx.body(), by, true));
            ReviewState s = reviews.request(seated.game().id(), by);
            Web.privateJson(ctx, status(s), ReviewViews.view(seated, s));
        });
    }

    /** 200 with a finished review, 202 with one queued or running. */
    private static int status(ReviewState s) {
        return s.status() == ReviewState.Status.DONE ? 200 : 202;
    }

    private static GameCreations.Sender sender(Context ctx) {
        return GameCreations.Sender.of(ctx.cookie(Sessions.COOKIE), Sessions.device(ctx), ctx.ip());
    }
}
