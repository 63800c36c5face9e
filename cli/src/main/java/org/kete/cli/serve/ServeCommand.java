package org.kete.cli.serve;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.UnaryOperator;
import org.kete.ai.egtb.AutoTables;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.UsageException;
import org.kete.server.KeteServer;
import org.kete.server.config.Limits;
import org.kete.server.config.SearchCapacity;
import org.kete.server.config.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code kete serve}: starts the web server and prints the address to open. Without --egtb (or KETE_EGTB) the
 * Oware endgame tables are found or built in the background under the data directory ({@link AutoTables}). The
 * embedded database lives under the data directory unless a PostgreSQL URL is given. Exit codes follow the other
 * commands: 2 for bad arguments, 1 when the server cannot start (a bad endgame table directory included), with
 * one line saying why.
 */
@Command(
        name = "serve",
        sortOptions = false,
        description = {
            "the web platform: catalogue, rules, tutorials and play in the browser",
            "",
            "Starts the Kete web server: the games' rules, play against the computer, a friend on the same device"
                    + " or online, and finished games to replay."
        },
        footer = {
            "",
            "How much searching the server takes on at once (each kind apart, so that hints and analyses never hold"
                    + " up the computer's moves; requests beyond these get 503 busy): --computer-threads,"
                    + " --computer-queue, --hints, --analyses, --reviews, --review-queue. Hints and analyses pause"
                    + " while a computer move searches; game reviews pause while anything else searches.",
            "",
            "Example: kete serve --port 8080 --data /srv/kete"
        })
public final class ServeCommand implements Callable<Integer> {
    /** The environment variable naming the endgame table directory when --egtb is not given. */
    static final String EGTB_VARIABLE = "KETE_EGTB";

    /** {@code --egtb none}: no endgame tables, nothing built. */
    static final String NO_TABLES = "none";

    @Mixin
    HelpOption help;

    @Option(names = "--port", paramLabel = "P", description = "the HTTP port (default 7070; 0 picks a free one)")
    int port = ServerConfig.DEFAULT_PORT;

    @Option(names = "--data", paramLabel = "DIR", description = "where the embedded database is kept (default ~/.kete)")
    Path data;

    @Option(
            names = "--database",
            paramLabel = "JDBC-URL",
            description = "use this database instead, e.g. jdbc:postgresql://localhost/kete?user=kete&password=secret")
    String database;

    @Option(
            names = "--egtb",
            paramLabel = "DIR|none",
            description = "Oware endgame tables (kete egtb build --dir DIR): the hint and the analysis of an ending in"
                    + " them are exact, and the strongest computer plays from them. Default: the environment variable"
                    + " KETE_EGTB, else the tables 0-17 in DATA/egtb, found or built there in the background on first"
                    + " use (about a minute; Kete works without them meanwhile). none: no tables")
    String egtb;

    @Option(
            names = "--behind-proxy",
            description = "trust a reverse proxy's X-Forwarded-* and Forwarded headers (the client's address and"
                    + " scheme; HTTPS answers get HSTS); only when every request comes through that proxy")
    boolean behindProxy;

    @Option(
            names = "--computer-threads",
            paramLabel = "N",
            description = "threads searching the computer's moves (default 2, 1..64)")
    int computerThreads = SearchCapacity.DEFAULT.computerThreads();

    @Option(
            names = "--computer-queue",
            paramLabel = "N",
            description = "computer moves that may wait for a thread (default 32, 0..10000)")
    int computerQueue = SearchCapacity.DEFAULT.computerQueue();

    @Option(names = "--hints", paramLabel = "N", description = "hints searching at once (default 2, 0..64; 0: none)")
    int hints = SearchCapacity.DEFAULT.hints();

    @Option(
            names = "--analyses",
            paramLabel = "N",
            description = "analyses searching at once (default 2, 0..64; 0: none)")
    int analyses = SearchCapacity.DEFAULT.analyses();

    @Option(
            names = "--reviews",
            paramLabel = "N",
            description = "game reviews computed at once, in the background (default 1, 0..64; 0: none here)")
    int reviews = SearchCapacity.DEFAULT.reviews();

    @Option(
            names = "--review-queue",
            paramLabel = "N",
            description = "game reviews that may wait (default 16, 0..10000)")
    int reviewQueue = SearchCapacity.DEFAULT.reviewQueue();

    @Option(
            names = "--limit",
            paramLabel = "NAME=N",
            description = "set one of the limits on what a sender may spend (repeatable), e.g. --limit"
                    + " games-per-minute-per-address=1000; the names, defaults and answers are in docs/security.md")
    List<String> limits = new ArrayList<>();

    @Option(
            names = "--allow-shared-network",
            description = "let accounts seen on the same address or browser play rated games against each other"
                    + " (a school or club whose players share one network); the same as --limit"
                    + " rated-shared-network=1")
    boolean allowSharedNetwork;

    private final PrintStream out;
    private final PrintStream err;
    private final UnaryOperator<String> environment;

    /** @param environment reads KETE_EGTB when --egtb is not given ({@code System::getenv}) */
    public ServeCommand(PrintStream out, PrintStream err, UnaryOperator<String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /** Starts the server and blocks until the process is stopped; returns the exit code. */
    @Override
    public Integer call() {
        ServerConfig config = config();
        KeteServer server;
        try {
            server = start(config, out);
        } catch (RuntimeException e) {
            err.println("kete serve: the server could not start: " + rootMessage(e));
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.stop();
        }
        return 0;
    }

    /** The configuration the options ask for; a value out of range is a usage error. */
    ServerConfig config() {
        if (port < 0 || port > 65535) throw new UsageException("--port needs a number from 0 to 65535, not " + port);
        if (database != null && !database.startsWith("jdbc:postgresql:") && !database.startsWith("jdbc:h2:")) {
            throw new UsageException(
                    "--database needs a JDBC URL such as jdbc:postgresql://host/db, not '" + database + "'");
        }
        range("--computer-threads", computerThreads, 1, 64);
        range("--computer-queue", computerQueue, 0, 10_000);
        range("--hints", hints, 0, 64);
        range("--analyses", analyses, 0, 64);
        range("--reviews", reviews, 0, 64);
        range("--review-queue", reviewQueue, 0, 10_000);
        String tables = egtb;
        if (tables == null) {
            String fromEnvironment = environment.apply(EGTB_VARIABLE);
            if (fromEnvironment != null && !fromEnvironment.isBlank()) tables = fromEnvironment.trim();
        }
        SearchCapacity capacity =
                new SearchCapacity(computerThreads, computerQueue, hints, analyses, reviews, reviewQueue);
        Limits set = limits();
        if (tables == null) {
            return new ServerConfig(
                    port, data, database, null, AutoTables.DEFAULT_MAX_SEEDS, capacity, behindProxy, set);
        }
        Path dir = tables.equals(NO_TABLES) ? null : Path.of(tables);
        return new ServerConfig(port, data, database, dir, ServerConfig.NO_AUTO_TABLES, capacity, behindProxy, set);
    }

    /** The limits that --limit and --allow-shared-network ask for; a bad one is a usage error. */
    private Limits limits() {
        Limits set = Limits.DEFAULT;
        try {
            for (String l : limits) set = set.with(l);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--limit: " + e.getMessage());
        }
        if (allowSharedNetwork) set = set.with(Limits.Name.RATED_SHARED_NETWORK, 1);
        return set;
    }

    private static void range(String option, int n, int min, int max) {
        if (n < min || n > max) {
            throw new UsageException(option + " needs a number from " + min + " to " + max + ", not " + n);
        }
    }

    /** Starts the server for this configuration and prints the address to open. */
    static KeteServer start(ServerConfig config, PrintStream out) {
        KeteServer server = KeteServer.start(config);
        out.println("Kete is running: open http://localhost:" + server.port() + "/");
        if (config.egtbDir() != null) {
            out.println("Endgame tables from " + config.egtbDir().toAbsolutePath() + ": " + server.endgameTables());
        } else if (config.autoTables() >= 0) {
            out.println("Endgame tables: " + server.endgameTables());
        }
        out.println(
                config.jdbcUrl() == null
                        ? "Games are kept in " + config.dataDir().toAbsolutePath()
                        : "Games are kept in the database "
                                + config.jdbcUrl().replaceAll("password=[^&;]*", "password=***"));
        out.println("Stop it with Ctrl-C.");
        out.flush();
        return server;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }
}
