package org.kete.server;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import org.eclipse.jetty.server.ForwardedRequestCustomizer;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.kete.ai.egtb.AutoTables;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;
import org.kete.server.db.Database;
import org.kete.server.db.Notifications;
import org.kete.server.game.Changes;
import org.kete.server.game.Clocks;
import org.kete.server.game.Departures;
import org.kete.server.game.GameCleanup;
import org.kete.server.game.GameCreations;
import org.kete.server.game.GameService;
import org.kete.server.game.GameStore;
import org.kete.server.game.Live;
import org.kete.server.game.Matches;
import org.kete.server.game.Moves;
import org.kete.server.game.Offers;
import org.kete.server.game.Presence;
import org.kete.server.http.GameChannel;
import org.kete.server.http.IndexPage;
import org.kete.server.http.ReviewRoutes;
import org.kete.server.http.Routes;
import org.kete.server.http.SocialBridge;
import org.kete.server.http.Sockets;
import org.kete.server.http.Views;
import org.kete.server.http.WebSecurity;
import org.kete.server.rating.FairPlay;
import org.kete.server.review.Reviews;
import org.kete.server.search.Analyst;
import org.kete.server.search.ComputerPlayer;
import org.kete.server.search.EndgameTables;
import org.kete.server.search.SearchPriority;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Kete web server: the JSON API of docs/api.md, the per-game WebSocket channels and the static files of
 * the browser UI: it opens the database and wires the parts (docs/architecture.md, the server); the routes are
 * in {@link Routes}.
 */
public final class KeteServer {
    private static final Logger LOG = LoggerFactory.getLogger(KeteServer.class);

    /** The buffer Javalin copies an answer through (most API answers are smaller). */
    static final int RESPONSE_COPY_BUFFER = 4096;

    /**
     * Connections waiting to be accepted, at most (the kernel caps it at net.core.somaxconn). Java's default of
     * 50 drops the connections of a burst (hundreds of players arriving at once, a proxy opening its pool), and
     * their clients wait 1, 3, 7 s... for the TCP retransmission.
     */
    static final int ACCEPT_QUEUE = 1024;

    /** Jetty request threads at most (see {@link #httpThreads()}). */
    static final int HTTP_THREADS = 48;

    private final Database db;
    private final Notifications notifications;
    private final Live live;
    private final ComputerPlayer computer;
    private final Analyst analyst;
    private final GameService games;
    private final Moves moves;
    private final Changes changes;
    private final Departures departures;
    private final Presence presence;
    private final Social social;
    private final Reviews reviews;
    private final GameCleanup cleanup;
    private final Sockets sockets;
    private final Javalin app;

    private KeteServer(
            Database db,
            Notifications notifications,
            Live live,
            ComputerPlayer computer,
            Analyst analyst,
            GameService games,
            Moves moves,
            Changes changes,
            Departures departures,
            Presence presence,
            Social social,
            Reviews reviews,
            GameCleanup cleanup,
            Sockets sockets,
            Javalin app) {
        this.reviews = reviews;
        this.sockets = sockets;
        this.cleanup = cleanup;
        this.departures = departures;
        this.presence = presence;
        this.db = db;
        this.notifications = notifications;
        this.live = live;
        this.computer = computer;
        this.analyst = analyst;
        this.games = games;
        this.moves = moves;
        this.changes = changes;
        this.social = social;
        this.app = app;
    }

    /** Opens the database (running its migrations), then starts serving; the port may be 0 for any free one. */
    public static KeteServer start(ServerConfig config) {
        return start(config, InstantSource.system());
    }

    /** As {@link #start(ServerConfig)}, with the games' time read from {@code clock} (tests move it on). */
    public static KeteServer start(ServerConfig config, InstantSource clock) {
        return start(config, clock, Reviews.REVIEWER);
    }

    /** As {@link #start(ServerConfig, InstantSource)}, with the reviews computed by {@code reviewer} (tests). */
    static KeteServer start(ServerConfig config, InstantSource clock, Reviews.Runner reviewer) {
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
        Notifications notifications = new Notifications(config.databaseUrl());
        Live live = new Live(notifications, clock, config.limits().count(Limits.Name.SPECTATOR_COUNTS_PER_SECOND));
        SearchPriority priority = new SearchPriority();
        ComputerPlayer computer = new ComputerPlayer(config.capacity(), tables, priority);
        Analyst analyst = new Analyst(tables, config.capacity().analyses(), priority);
        GameStore store = new GameStore(db, clock, live::announce);
        store.countWith(new GameCreations(config.limits()));
        // A game that follows another keeps its players (their names, accounts, and a rated game's rating).
        FairPlay fair = new FairPlay(config.limits());
        store.onFollow((c, from, next) -> Social.followed(
                c,
                from.id(),
                next.id(),
                !java.util.Objects.equals(
                        from.seats().southToken(), next.seats().southToken()),
                next.createdAt(),
                fair));
        Clocks clocks = new Clocks(clock);
        Matches matches = new Matches(store);
        Views views = new Views(matches, clocks);
        Changes changes = new Changes(store, live, matches, clocks, views);
        GameService games = new GameService(changes, analyst);
        Moves moves = new Moves(changes, computer);
        Presence presence = new Presence(db, clock, live, changes::replay, views::presence);
        Departures departures = new Departures(changes, presence);
        Routes routes = new Routes(
                games,
                moves,
                new Offers(changes),
                matches,
                views,
                departures,
                config.limits().count(Limits.Name.BODY_BYTES),
                config.limits().count(Limits.Name.JSON_DEPTH));
        GameChannel channel = new GameChannel(changes, departures, presence);
        live.refreshWith(changes::poll);
        Social social = new Social(db, notifications, new SocialBridge(games, views), config.limits(), clock);
        Reviews reviews =
                new Reviews(Social.db(db), games, tables, priority, config.capacity(), notifications, clock, reviewer);
        ReviewRoutes reviewRoutes = new ReviewRoutes(reviews, games, views, live);
        GameCleanup cleanup = new GameCleanup(store, clock, config.limits());
        Sockets sockets = new Sockets(config.limits().count(Limits.Name.SOCKETS_PER_ADDRESS));
        Javalin app;
        try {
            app = Javalin.create(cfg -> {
                cfg.http.maxRequestSize = config.limits().count(Limits.Name.BODY_BYTES);
                // Javalin copies each answer to Jetty through a buffer of this size, new for every response (by
                // default Jetty's output buffer size, 32 KiB: a sixth of what the server allocated under load).
                // Jetty aggregates the writes in its own pooled buffers, so a small copy buffer costs nothing.
                cfg.http.responseBufferSize = RESPONSE_COPY_BUFFER;
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
                // come out as the real one. The cache is off: it is a trie of 1,024 rows of 48 chars, 96 KB for
                // every keep-alive connection from its second request on (kept case-sensitive should anyone turn
                // it back on: tokens are). In the load test (2,000 players' connections on two servers) those tries
                // were 100 MB of each server's 170 MB of live heap (jmap -histo:live, JFR old-object samples),
                // to save a few short-lived header objects a request.
                cfg.jetty.modifyHttpConfiguration(http -> {
                    http.setHeaderCacheSize(0);
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
                // Every WebSocket of every channel: its Origin checked, its address's connections counted.
                cfg.routes.wsBeforeUpgrade(sockets::beforeUpgrade);
                cfg.routes.wsBefore(ws -> {
                    ws.onConnect(sockets::connected);
                    ws.onClose(sockets::closed);
                    ws.onError(sockets::closed);
                });
                routes.register(cfg.routes);
                reviewRoutes.register(cfg.routes);
                channel.register(cfg.routes);
                cfg.routes.get("/", IndexPage::serve);
                cfg.routes.get("/index.html", IndexPage::serve);
                social.routes(cfg.routes);
            });
            app.start();
        } catch (RuntimeException e) {
            reviews.close();
            cleanup.close();
            departures.close();
            presence.close();
            social.close();
            live.close();
            notifications.close();
            computer.close();
            analyst.close();
            db.close();
            throw e;
        }
        LOG.info("Kete serves on port {} with database {}", app.port(), redact(config.databaseUrl()));
        return new KeteServer(
                db,
                notifications,
                live,
                computer,
                analyst,
                games,
                moves,
                changes,
                departures,
                presence,
                social,
                reviews,
                cleanup,
                sockets,
                app);
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
        // Before the database: the reviews running here are given back to the queue.
        reviews.close();
        cleanup.close();
        departures.close();
        presence.close();
        social.close();
        live.close();
        notifications.close();
        computer.close();
        analyst.close();
        db.close();
    }

    GameService games() {
        return games;
    }

    Moves moves() {
        return moves;
    }

    Changes changes() {
        return changes;
    }

    Notifications notifications() {
        return notifications;
    }

    Live live() {
        return live;
    }

    Database database() {
        return db;
    }

    Sockets sockets() {
        return sockets;
    }

    Reviews reviews() {
        return reviews;
    }

    GameCleanup cleanup() {
        return cleanup;
    }

    Departures departures() {
        return departures;
    }

    Presence presence() {
        return presence;
    }

    Analyst analyst() {
        return analyst;
    }

    ComputerPlayer computer() {
        return computer;
    }

    /** Completes when automatic endgame tables are ready or have failed (at once without them). */
    java.util.concurrent.CompletableFuture<?> endgameTablesSettled() {
        return computer.tables().settled();
    }

    /** The endgame tables in use, for the start-up message: "none" or which seed counts were loaded. */
    public String endgameTables() {
        return computer.tables().describe();
    }

    private static String redact(String url) {
        return url.replaceAll("password=[^&;]*", "password=***");
    }

    /** The directory the embedded database uses, for messages. */
    static Path databaseFile(ServerConfig config) {
        return config.dataDir().resolve("kete.mv.db");
    }
}
