package org.kete.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.server.ForwardedRequestCustomizer;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.kete.ai.Levels;
import org.kete.engine.Games;
import org.kete.text.Messages;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Kete web server: the JSON API of docs/api.md, the per-game WebSocket channels and the static files of
 * the browser UI. Routes are plain lambdas calling {@link GameService}; errors become the JSON error body.
 */
public final class KeteServer {
    private static final Logger LOG = LoggerFactory.getLogger(KeteServer.class);

    /** Request bodies larger than this are refused with 413 (a game record of thousands of moves fits). */
    static final int MAX_BODY = 64 * 1024;

    /**
     * Connections waiting to be accepted, at most (the kernel caps it at net.core.somaxconn). Java's default of
     * 50 drops the connections of a burst (hundreds of players arriving at once, a proxy opening its pool), and
     * their clients wait 1, 3, 7 s... for the TCP retransmission.
     */
    static final int ACCEPT_QUEUE = 1024;

    /** Jetty request threads at most (see {@link #httpThreads()}). */
    static final int HTTP_THREADS = 48;

    private final Database db;
    private final Live live;
    private final ComputerPlayer computer;
    private final Analyst analyst;
    private final GameService games;
    private final Javalin app;

    private KeteServer(
            Database db, Live live, ComputerPlayer computer, Analyst analyst, GameService games, Javalin app) {
        this.db = db;
        this.live = live;
        this.computer = computer;
        this.analyst = analyst;
        this.games = games;
        this.app = app;
    }

    /** Opens the database (running its migrations), then starts serving; the port may be 0 for any free one. */
    public static KeteServer start(ServerConfig config) {
        // The tables first: a bad directory stops the start before anything is opened.
        EndgameTables tables = config.egtbDir() != null
                ? EndgameTables.load(config.egtbDir())
                : config.autoTables() >= 0
                        ? EndgameTables.auto(
                                AutoTables.start(config.autoTableDir(), config.autoTables(), m -> LOG.info("{}", m)))
                        : EndgameTables.NONE;
        if (tables.present()) LOG.info("Endgame tables: {}", tables.describe());
        if (config.jdbcUrl() == null) {
            try {
                Files.createDirectories(config.dataDir());
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException("cannot create the data directory " + config.dataDir() + ": " + e);
            }
        }
        Database db = Database.open(config.databaseUrl());
        Live live = new Live(config.databaseUrl());
        SearchPriority priority = new SearchPriority();
        ComputerPlayer computer = new ComputerPlayer(config.capacity(), tables, priority);
        Analyst analyst = new Analyst(tables, config.capacity().analyses(), priority);
        GameStore store = new GameStore(db);
        GameService games = new GameService(store, live, computer, analyst);
        live.refreshWith(games::poll);
        Javalin app;
        try {
            app = Javalin.create(cfg -> {
                cfg.http.maxRequestSize = MAX_BODY;
                cfg.jetty.threadPool = httpThreads();
                cfg.http.prefer405over404 = true;
                cfg.staticFiles.add(files -> {
                    files.hostedPath = "/";
                    files.directory = "/public";
                    files.location = Location.CLASSPATH;
                    // The shell is rendered in the visitor's language (IndexPage); the rest is served as it is.
                    files.skipFileFunction = request -> IndexPage.isShell(request.getRequestURI());
                });
                cfg.jetty.modifyWebSocketServletFactory(f -> f.setMaxTextMessageSize(4096));
                // Jetty's parser caches header fields per connection and, by default, matches a cached field
                // without regard to letter case: on a reused connection a seat token in other letters would
                // come out as the real one. Tokens are case-sensitive, so the cache must be too.
                cfg.jetty.modifyHttpConfiguration(http -> {
                    http.setHeaderCacheCaseSensitive(true);
                    if (config.behindProxy()) http.addCustomizer(new ForwardedRequestCustomizer());
                    http.addCustomizer(new WebSecurity.Headers());
                });
                cfg.jetty.modifyServer(server -> server.setErrorHandler(new WebSecurity.JsonErrors()));
                cfg.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new WebSecurity.JsonErrors()));
                cfg.jetty.addConnector((server, http) -> {
                    ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
                    connector.setPort(config.port());
                    connector.setAcceptQueueSize(ACCEPT_QUEUE);
                    return connector;
                });
                routes(cfg.routes, games);
            });
            app.start();
        } catch (RuntimeException e) {
            live.close();
            computer.close();
            analyst.close();
            db.close();
            throw e;
        }
        LOG.info("Kete serves on port {} with database {}", app.port(), redact(config.databaseUrl()));
        return new KeteServer(db, live, computer, analyst, games, app);
    }

    /**
     * Jetty's request threads. Its default of 250 threads meets a pool of 8 database connections: under load
     * most of them only queue for a connection (spinning in the pool's hand-off) and steal the CPU from the
     * threads that hold one. A smaller pool keeps the waiting in Jetty's own queue instead.
     */
    private static QueuedThreadPool httpThreads() {
        QueuedThreadPool pool = new QueuedThreadPool(HTTP_THREADS, 8);
        pool.setName("kete-http");
        return pool;
    }

    public int port() {
        return app.port();
    }

    public void stop() {
        app.stop();
        live.close();
        computer.close();
        analyst.close();
        db.close();
    }

    GameService games() {
        return games;
    }

    Live live() {
        return live;
    }

    Analyst analyst() {
        return analyst;
    }

    ComputerPlayer computer() {
        return computer;
    }

    /** The endgame tables in use, for the start-up message: "none" or which seed counts were loaded. */
    public String endgameTables() {
        return computer.tables().describe();
    }

    private static void routes(io.javalin.config.RoutesConfig r, GameService games) {
        r.before("/api/*", ctx -> {
            long length = ctx.contentLength();
            if (length > MAX_BODY) {
                throw new ApiException(413, "too-large", "the request body is larger than " + MAX_BODY / 1024 + " KiB");
            }
        });

        r.get("/", IndexPage::serve);
        r.get("/index.html", IndexPage::serve);
        r.get("/api/catalogue", ctx -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("games", Games.all().stream().map(Json::gameType).toList());
            m.put(
                    "levels",
                    Levels.all().stream()
                            .map(l -> Map.<String, Object>of("number", l.number(), "name", l.name()))
                            .toList());
            json(ctx, 200, m);
        });
        r.get("/api/catalogue/{gameId}", ctx -> {
            String id = ctx.pathParam("gameId");
            var type = Games.all().stream()
                    .filter(t -> t.id().equals(id))
                    .findFirst()
                    .orElseThrow(() -> ApiException.notFound("no game '" + id + "' in the catalogue"));
            json(ctx, 200, Json.gameType(type));
        });

        r.post("/api/games", ctx -> {
            GameService.Seated s = games.create(Json.read(ctx.body()));
            Map<String, Object> m = seated(s);
            if ("online".equals(s.view().get("mode")))
                m.put("invite", "/play/" + s.view().get("id") + "?join");
            json(ctx, 201, m);
        });
        r.get(
                "/api/games",
                ctx -> json(
                        ctx,
                        200,
                        Map.of(
                                "games",
                                games.list(ctx.queryParam("status"), ctx.queryParam("game"), intParam(ctx, "limit")))));
        r.get("/api/games/{id}", ctx -> json(ctx, 200, games.get(ctx.pathParam("id"), token(ctx))));
        r.post("/api/games/{id}/join", ctx -> json(ctx, 200, seated(games.join(ctx.pathParam("id"), token(ctx)))));
        r.post(
                "/api/games/{id}/moves",
                ctx -> json(ctx, 200, applied(games.move(ctx.pathParam("id"), token(ctx), Json.read(ctx.body())))));
        r.post(
                "/api/games/{id}/computer",
                ctx -> json(
                        ctx, 200, applied(games.computerMove(ctx.pathParam("id"), token(ctx), Json.read(ctx.body())))));
        r.get(
                "/api/games/{id}/hint",
                ctx -> json(ctx, 200, games.hint(ctx.pathParam("id"), token(ctx), intParam(ctx, "ms"), messages(ctx))));
        r.post(
                "/api/games/{id}/undo",
                ctx -> json(ctx, 200, games.undo(ctx.pathParam("id"), token(ctx), Json.read(ctx.body()))));
        r.post(
                "/api/games/{id}/resign",
                ctx -> json(ctx, 200, games.resign(ctx.pathParam("id"), token(ctx), Json.read(ctx.body()))));
        for (String kind : List.of("draw", "takeback")) {
            for (String action : List.of("offer", "accept", "decline")) {
                r.post(
                        "/api/games/{id}/" + kind + "/" + action,
                        ctx -> json(
                                ctx,
                                200,
                                games.offer(ctx.pathParam("id"), token(ctx), Json.read(ctx.body()), kind, action)));
            }
        }
        r.post(
                "/api/games/{id}/rematch",
                ctx -> json(ctx, 200, games.rematch(ctx.pathParam("id"), token(ctx), Json.read(ctx.body()), "")));
        for (String action : List.of("offer", "accept", "decline")) {
            r.post(
                    "/api/games/{id}/rematch/" + action,
                    ctx -> json(
                            ctx, 200, games.rematch(ctx.pathParam("id"), token(ctx), Json.read(ctx.body()), action)));
        }
        r.get("/api/matches/{id}", ctx -> json(ctx, 200, games.match(ctx.pathParam("id"))));
        r.get("/api/games/{id}/record", ctx -> {
            String id = ctx.pathParam("id");
            String text = games.record(id);
            String type = games.load(id).gameType();
            ctx.status(200)
                    .contentType("text/plain; charset=utf-8")
                    .header("Content-Disposition", "attachment; filename=\"kete-" + type + "-" + id + ".txt\"")
                    .result(text);
        });
        r.get("/api/games/{id}/positions/{ply}", ctx -> {
            Integer ply = parseInt(ctx.pathParam("ply"), "ply");
            json(ctx, 200, games.positionAt(ctx.pathParam("id"), ply));
        });
        r.post("/api/records", ctx -> {
            GameService.Seated s = games.upload(ctx.body());
            json(ctx, 201, seated(s));
        });
        r.post("/api/analysis", ctx -> json(ctx, 200, games.analyse(Json.read(ctx.body()))));
        r.get(
                "/api/position",
                ctx -> json(
                        ctx,
                        200,
                        games.sharedPosition(
                                ctx.queryParam("game"), ctx.queryParam("options"), ctx.queryParam("position"))));

        TutorialApi tutorials = new TutorialApi();
        r.get(
                "/api/tutorials/{game}",
                ctx -> json(ctx, 200, tutorials.view(ctx.pathParam("game"), ctx.queryParam("lang"))));
        r.post("/api/tutorials/{game}/steps/{stepId}/answer", ctx -> {
            JsonNode body = Json.read(ctx.body());
            String lang = ctx.queryParam("lang") != null ? ctx.queryParam("lang") : Json.text(body, "lang", null);
            json(ctx, 200, tutorials.answer(ctx.pathParam("game"), ctx.pathParam("stepId"), lang, body));
        });

        r.ws("/api/games/{id}/events", ws -> {
            ws.onConnect(ctx -> {
                String id = ctx.pathParam("id");
                ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(30));
                if (!games.joinLive(id, ctx)) {
                    ctx.send(Json.write(Json.error(ApiException.notFound("no game '" + id + "'")
                            .keyed("no-game", java.util.Map.of("id", id)))));
                    ctx.closeSession(4404, "no such game");
                }
            });
            ws.onMessage(ctx -> {
                // Clients send pings, and spectators say that they watch; anything else is ignored.
                String type = Json.messageType(ctx.message());
                if ("ping".equals(type)) ctx.send("{\"type\":\"pong\"}");
                else if ("watch".equals(type)) games.watchLive(ctx.pathParam("id"), ctx);
            });
            ws.onClose(ctx -> games.leaveLive(ctx.pathParam("id"), ctx));
            ws.onError(ctx -> games.leaveLive(ctx.pathParam("id"), ctx));
        });

        r.exception(ApiException.class, (e, ctx) -> {
            // A busy server or an unavailable database says when to ask again.
            if (e.status() == 503)
                ctx.header(
                        "Retry-After",
                        e.code().equals("unavailable") ? String.valueOf(Database.RETRY_AFTER_SECONDS) : "1");
            json(ctx, e.status(), Json.error(e));
        });
        r.exception(HttpResponseException.class, (e, ctx) -> {
            int status = e.getStatus();
            String code = status == 413 ? "too-large" : status == 404 ? "not-found" : "bad-request";
            String message =
                    status == 413 ? "the request body is larger than " + MAX_BODY / 1024 + " KiB" : e.getMessage();
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

    private static Map<String, Object> seated(GameService.Seated s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", s.view());
        m.put("token", s.token());
        m.put("seat", s.seat());
        return m;
    }

    private static Map<String, Object> applied(GameService.Applied a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", a.view());
        m.put("applied", a.applied());
        return m;
    }

    private static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(Json.write(body));
    }

    /**
     * The language of the texts for people in an answer: {@code ?lang=} when it names a supported language (or the
     * tests' pseudo-language), else the best match for {@code Accept-Language}, else English.
     */
    static Messages messages(Context ctx) {
        String lang = ctx.queryParam("lang");
        if (lang != null) {
            String l = lang.trim().toLowerCase(java.util.Locale.ROOT);
            if (Messages.supported(l) || l.equals(Messages.PSEUDO)) return Messages.of(l);
        }
        String accept = ctx.header("Accept-Language");
        if (accept != null && accept.trim().equalsIgnoreCase(Messages.PSEUDO)) return Messages.of(Messages.PSEUDO);
        return Messages.of(Messages.negotiate(accept));
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

    private static Integer parseInt(String v, String name) {
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest(name + " must be a whole number, not '" + v + "'");
        }
    }

    private static String redact(String url) {
        return url.replaceAll("password=[^&;]*", "password=***");
    }

    /** The directory the embedded database uses, for messages. */
    static Path databaseFile(ServerConfig config) {
        return config.dataDir().resolve("kete.mv.db");
    }
}
