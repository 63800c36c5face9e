package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.kete.ai.Levels;
import org.kete.engine.Games;
import org.kete.server.common.ApiException;
import org.kete.server.game.Departures;
import org.kete.server.game.GameCreations;
import org.kete.server.game.GameService;
import org.kete.server.game.Matches;
import org.kete.server.game.Moves;
import org.kete.server.game.Offers;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.OfferKind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The routes of docs/api.md, as plain lambdas: each reads its request (the body into a request record, the
 * seat token from the Authorization header), calls the game operations and writes their view. Errors become
 * the JSON error body.
 */
public final class Routes {
    private static final Logger LOG = LoggerFactory.getLogger(Routes.class);
    /** The most moves {@code GET /api/games/{id}/positions/{ply}?then=} plays on (a review's line is a few). */
    private static final int MAX_LINE = 32;

    private final GameService games;
    private final Moves moves;
    private final Offers offers;
    private final Matches matches;
    private final Views views;
    private final Departures departures;
    private final int maxBody;
    private final int jsonDepth;

    public Routes(
            GameService games,
            Moves moves,
            Offers offers,
            Matches matches,
            Views views,
            Departures departures,
            int maxBody,
            int jsonDepth) {
        this.jsonDepth = jsonDepth;
        this.departures = departures;
        this.games = games;
        this.moves = moves;
        this.offers = offers;
        this.matches = matches;
        this.views = views;
        this.maxBody = maxBody;
    }

    public void register(RoutesConfig r) {
        r.before("/api/*", ctx -> {
            long length = ctx.contentLength();
            if (length > maxBody) {
                throw new ApiException(413, "too-large", "the request body is larger than " + maxBody / 1024 + " KiB");
            }
            // Every change comes from this server's own pages or from a program (no Origin); the social routes
            // read their bodies with the same depth limit (Bodies).
            if (!SAFE_METHODS.contains(ctx.method().name())) WebSecurity.checkOrigin(ctx);
            ctx.attribute(Web.JSON_DEPTH, jsonDepth);
        });

        r.get(
                "/api/catalogue",
                ctx -> json(
                        ctx,
                        200,
                        new Views.Catalogue(
                                Games.all().stream().map(Json::gameType).toList(),
                                Levels.all().stream()
                                        .map(l -> new Views.Level(l.number(), l.name()))
                                        .toList())));
        r.get("/api/catalogue/{gameId}", ctx -> {
            String id = ctx.pathParam("gameId");
            var type = Games.all().stream()
                    .filter(t -> t.id().equals(id))
                    .findFirst()
                    .orElseThrow(() -> ApiException.notFound("no game '" + id + "' in the catalogue"));
            json(ctx, 200, Json.gameType(type));
        });

        r.post("/api/games", ctx -> {
            var s = games.create(RequestReader.newGame(body(ctx), jsonDepth), sender(ctx));
            Views.Seated v = views.seated(s);
            if (s.game().mode() == Mode.ONLINE) {
                privateJson(
                        ctx,
                        201,
                        new Views.Invited(
                                v.game(),
                                v.token(),
                                v.seat(),
                                "/play/" + s.game().id() + "?join"));
            } else {
                privateJson(ctx, 201, v);
            }
        });
        r.get(
                "/api/games",
                ctx -> json(
                        ctx,
                        200,
                        new Views.GameList(
                                games
                                        .list(ctx.queryParam("status"), ctx.queryParam("game"), intParam(ctx, "limit"))
                                        .stream()
                                        .map(l -> Views.summary(l.game(), l.match()))
                                        .toList())));
        r.get("/api/games/{id}", ctx -> {
            String token = token(ctx);
            json(ctx, 200, views.game(games.get(ctx.pathParam("id")), token));
        });
        r.post(
                "/api/games/{id}/join",
                ctx -> privateJson(ctx, 200, views.seated(games.join(ctx.pathParam("id"), token(ctx)))));
        r.post("/api/games/{id}/moves", ctx -> {
            String token = token(ctx);
            var body = seatBody(ctx, token, RequestReader::move);
            json(ctx, 200, views.applied(moves.move(ctx.pathParam("id"), token, body), token));
        });
        r.post("/api/games/{id}/computer", ctx -> {
            String token = token(ctx);
            var body = seatBody(ctx, token, RequestReader::versioned);
            json(ctx, 200, views.applied(moves.computerMove(ctx.pathParam("id"), token, body), token));
        });
        r.get(
                "/api/games/{id}/hint",
                ctx -> json(
                        ctx,
                        200,
                        Views.hint(moves.hint(
                                ctx.pathParam("id"), token(ctx), intParam(ctx, "ms"), Languages.messages(ctx)))));
        r.post("/api/games/{id}/undo", ctx -> {
            String token = token(ctx);
            var u = moves.undo(ctx.pathParam("id"), token, seatBody(ctx, token, RequestReader::versioned));
            json(ctx, 200, new Views.Undone(views.game(u.game(), u.replay(), token), u.undone()));
        });
        r.post("/api/games/{id}/resign", ctx -> {
            String token = token(ctx);
            var c = moves.resign(ctx.pathParam("id"), token, seatBody(ctx, token, RequestReader::resign));
            json(ctx, 200, new Views.GameOnly(views.game(c, token)));
        });
        for (OfferKind kind : List.of(OfferKind.DRAW, OfferKind.TAKEBACK)) {
            for (Offers.Action action : Offers.Action.values()) {
                r.post(
                        "/api/games/{id}/" + kind.text() + "/" + action.name().toLowerCase(java.util.Locale.ROOT),
                        ctx -> {
                            String token = token(ctx);
                            var body = seatBody(ctx, token, RequestReader::versioned);
                            var c = offers.offer(ctx.pathParam("id"), token, body, kind, action);
                            json(ctx, 200, new Views.GameOnly(views.game(c, token)));
                        });
            }
        }
        r.post("/api/games/{id}/abort", ctx -> {
            String token = token(ctx);
            var c = departures.abort(ctx.pathParam("id"), token, seatBody(ctx, token, RequestReader::versioned));
            json(ctx, 200, new Views.GameOnly(views.game(c, token)));
        });
        r.post("/api/games/{id}/claim", ctx -> {
            String token = token(ctx);
            var c = departures.claim(ctx.pathParam("id"), token, seatBody(ctx, token, RequestReader::claim));
            json(ctx, 200, new Views.GameOnly(views.game(c, token)));
        });
        r.get("/api/games/{id}/presence", ctx -> json(ctx, 200, departures.presence(ctx.pathParam("id"))));
        r.post("/api/games/{id}/rematch", ctx -> rematch(ctx, null));
        for (Offers.Action action : Offers.Action.values()) {
            r.post(
                    "/api/games/{id}/rematch/" + action.name().toLowerCase(java.util.Locale.ROOT),
                    ctx -> rematch(ctx, action));
        }
        r.get("/api/matches/{id}", ctx -> {
            var m = matches.require(ctx.pathParam("id"));
            json(ctx, 200, Views.matchDetail(m, matches.games(m.id())));
        });
        r.get("/api/games/{id}/record", ctx -> {
            String id = ctx.pathParam("id");
            GameService.Record rec = games.record(id);
            ctx.status(200)
                    .contentType("text/plain; charset=utf-8")
                    .header(
                            "Content-Disposition",
                            "attachment; filename=\"kete-" + rec.gameType() + "-" + id + ".txt\"")
                    .result(rec.text());
        });
        r.get("/api/games/{id}/positions/{ply}", ctx -> {
            int ply = parseInt(ctx.pathParam("ply"), "ply");
            // ?then=E f B: the moves of a line played on from there (the review page's better line).
            String then = ctx.queryParam("then");
            List<String> line = then == null || then.isBlank()
                    ? List.of()
                    : List.of(then.trim().split("[\\s,]+"));
            if (line.size() > MAX_LINE)
                throw ApiException.outOfRange(
                        "then has at most " + MAX_LINE + " moves, not " + line.size(),
                        "then",
                        1,
                        MAX_LINE,
                        line.size());
            json(ctx, 200, Views.plyPosition(ply, games.positionAt(ctx.pathParam("id"), ply, line)));
        });
        r.post("/api/records", ctx -> privateJson(ctx, 201, views.seated(games.upload(body(ctx), sender(ctx)))));
        r.post("/api/analysis", ctx -> {
            GameService.Analysed a =
                    games.analyse(RequestReader.analysis(body(ctx), jsonDepth), Languages.messages(ctx));
            json(
                    ctx,
                    200,
                    a.gameId() == null ? a.analysis() : new Views.GameAnalysis(a.gameId(), a.ply(), a.analysis()));
        });
        r.get(
                "/api/position",
                ctx -> json(
                        ctx,
                        200,
                        Views.sharedPosition(games.sharedPosition(
                                ctx.queryParam("game"), ctx.queryParam("options"), ctx.queryParam("position")))));

        TutorialApi tutorials = new TutorialApi();
        r.get(
                "/api/tutorials/{game}",
                ctx -> json(ctx, 200, tutorials.view(ctx.pathParam("game"), ctx.queryParam("lang"))));
        r.post("/api/tutorials/{game}/steps/{stepId}/answer", ctx -> {
            var body = RequestReader.tutorialAnswer(body(ctx), jsonDepth);
            String lang = ctx.queryParam("lang") != null ? ctx.queryParam("lang") : body.lang();
            json(ctx, 200, tutorials.answer(ctx.pathParam("game"), ctx.pathParam("stepId"), lang, body.move()));
        });

        r.exception(ApiException.class, (e, ctx) -> {
            // A refusal that says when to ask again (every 429 and 503, built by ApiException.tooMany/busy)
            // says it in Retry-After.
            if (e.retryAfter() > 0) ctx.header("Retry-After", String.valueOf(e.retryAfter()));
            json(ctx, e.status(), Json.error(e));
        });
        r.exception(HttpResponseException.class, (e, ctx) -> {
            int status = e.getStatus();
            String code = status == 413 ? "too-large" : status == 404 ? "not-found" : "bad-request";
            String message =
                    status == 413 ? "the request body is larger than " + maxBody / 1024 + " KiB" : e.getMessage();
            json(ctx, status, Json.error(status, code, message));
        });
        r.exception(Exception.class, (e, ctx) -> {
            LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
            json(ctx, 500, Json.error(500, "internal", "the server failed to handle this request; it has been logged"));
        });
        r.error(404, ctx -> {
            if (ctx.path().startsWith("/api") && !ctx.result().startsWith("{")) {
                json(ctx, 404, Json.error(404, "not-found", "no such API route: " + ctx.method() + " " + ctx.path()));
            }
        });
        r.error(405, ctx -> {
            if (ctx.path().startsWith("/api")) {
                json(ctx, 405, Json.error(405, "bad-request", "method " + ctx.method() + " is not allowed here"));
            }
        });
    }

    private void rematch(Context ctx, Offers.Action action) {
        String token = token(ctx);
        var body = seatBody(ctx, token, RequestReader::versioned);
        var c = offers.rematch(ctx.pathParam("id"), token, body, action, sender(ctx));
        json(ctx, 200, new Views.GameOnly(views.game(c, token)));
    }

    /**
     * The body of a request that acts for a seat of game {id}. A body that does not read (400 bad-json) is
     * answered so only to a holder of a seat: without one the answer is 404 (no game) or 403, whatever the body,
     * so that the seat is checked first (docs/api.md, Errors). The check costs a read of the game only when the
     * body is wrong.
     */
    private <T> T seatBody(Context ctx, String token, BiFunction<String, Integer, T> reader) {
        try {
            return reader.apply(body(ctx), jsonDepth);
        } catch (ApiException bad) {
            games.requireSeat(ctx.pathParam("id"), token);
            throw bad;
        }
    }

    /**
     * The request body as text. Javalin's {@code ctx.body()} reads every body through a new 8 KiB buffer (a
     * seventh of what the server allocated under load); a body of known length, as every move's, is read into an
     * array of its own size. A body without a length (chunked) is left to Javalin, which enforces the size limit.
     */
    private String body(Context ctx) {
        long length = ctx.req().getContentLengthLong();
        if (length < 0 || length > maxBody) return ctx.body();
        try {
            byte[] bytes = ctx.req().getInputStream().readNBytes((int) length);
            String encoding = ctx.req().getCharacterEncoding();
            return new String(bytes, encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding));
        } catch (IOException | IllegalArgumentException e) {
            throw ApiException.badRequest("the request body could not be read: " + e.getMessage())
                    .keyed("body-not-json");
        }
    }

    /** The methods that change nothing: their Origin is not checked. */
    private static final java.util.Set<String> SAFE_METHODS = java.util.Set.of("GET", "HEAD", "OPTIONS");

    /**
     * Who sends a request that creates a game (see GameCreations.Sender): its sign-in session's cookie if any,
     * else its device cookie, else nothing but its address.
     */
    private static GameCreations.Sender sender(Context ctx) {
        return GameCreations.Sender.of(ctx.cookie(Sessions.COOKIE), Sessions.device(ctx), ctx.ip());
    }

    private static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(Json.writeBytes(body));
    }

    /** An answer with a seat's token: no cache keeps it (see {@link org.kete.server.http.Web#privateJson}). */
    private static void privateJson(Context ctx, int status, Object body) {
        org.kete.server.http.Web.noStore(ctx);
        json(ctx, status, body);
    }

    /** The seat token from {@code Authorization: Bearer ...}, or null. */
    private static String token(Context ctx) {
        String h = ctx.header("Authorization");
        if (h == null) return null;
        h = h.trim();
        return h.regionMatches(true, 0, "Bearer ", 0, 7) ? h.substring(7).trim() : null;
    }

    private static Integer intParam(Context ctx, String name) {
        String v = ctx.queryParam(name);
        return v == null ? null : parseInt(v, name);
    }

    private static int parseInt(String v, String name) {
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest(name + " must be a whole number, not '" + v + "'")
                    .keyed("field-number", Map.of("field", name, "value", v));
        }
    }
}
