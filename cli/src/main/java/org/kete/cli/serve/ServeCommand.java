package org.kete.cli.serve;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import org.kete.server.AutoTables;
import org.kete.server.KeteServer;
import org.kete.server.SearchCapacity;
import org.kete.server.ServerConfig;

/**
 * {@code kete serve [--port P] [--data DIR] [--database JDBC-URL] [--egtb DIR|none] [capacity options]}: starts
 * the web server and prints the address to open. Without --egtb (or KETE_EGTB) the Oware endgame tables are found
 * or built in the background under the data directory ({@link AutoTables}). The embedded database lives under the
 * data directory unless a PostgreSQL URL is
 * given. Exit codes follow the other commands: 2 for bad arguments, 1 when the server cannot start (a bad
 * endgame table directory included).
 */
public final class ServeCommand {
    static final String HELP = """
            Usage: kete serve [--port P] [--data DIR] [--database JDBC-URL] [--egtb DIR|none]
                              [--computer-threads N] [--computer-queue N] [--hints N] [--analyses N]
                              [--behind-proxy]

            Starts the Kete web server: the games' rules, play against the computer, a friend on the same
            device or online, and finished games to replay.

              --port P             the HTTP port (default 7070; 0 picks a free one)
              --data DIR           where the embedded database is kept (default ~/.kete)
              --database URL       use this database instead, e.g.
                                   jdbc:postgresql://localhost/kete?user=kete&password=secret
              --egtb DIR|none      Oware endgame tables (kete egtb build --dir DIR): the hint and the
                                   analysis of an ending in them are exact, and the strongest computer
                                   plays from them. Default: the environment variable KETE_EGTB, else
                                   the tables 0-17 in DATA/egtb, found or built there in the background
                                   on first use (about a minute; Kete works without them meanwhile).
                                   none: no tables
              --behind-proxy       trust a reverse proxy's X-Forwarded-* and Forwarded headers (the
                                   client's address and scheme; HTTPS answers get HSTS); only when
                                   every request comes through that proxy

            How much searching the server takes on at once (each kind apart, so that hints and
            analyses never hold up the computer's moves; requests beyond these get 503 busy):
              --computer-threads N threads searching the computer's moves (default 2, 1..64)
              --computer-queue N   computer moves that may wait for a thread (default 32, 0..10000)
              --hints N            hints searching at once (default 2, 0..64; 0: none)
              --analyses N         analyses searching at once (default 2, 0..64; 0: none)
            Hints and analyses pause while a computer move searches.
            """;

    /** The environment variable naming the endgame table directory when --egtb is not given. */
    static final String EGTB_VARIABLE = "KETE_EGTB";

    /** {@code --egtb none}: no endgame tables, nothing built. */
    static final String NO_TABLES = "none";

    private ServeCommand() {}

    /** A bad argument; the message says what is wrong. */
    static final class BadArguments extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadArguments(String message) {
            super(message);
        }
    }

    /** Until {@code kete serve} is wired into the main command: {@code java -cp kete.jar org.kete.cli.serve.ServeCommand}. */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Starts the server and blocks until the process is stopped; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        KeteServer server;
        try {
            ServerConfig config = parse(args, System::getenv);
            if (config == null) {
                out.print(HELP);
                return 0;
            }
            server = start(config, out);
        } catch (BadArguments e) {
            err.println("kete serve: " + e.getMessage() + " (see kete serve --help)");
            return 2;
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

    /** The configuration the arguments ask for; null for --help. A leading "serve" is skipped. */
    static ServerConfig parse(String[] args) {
        return parse(args, name -> null);
    }

    /** As {@link #parse(String[])}, reading KETE_EGTB from {@code environment} when --egtb is not given. */
    static ServerConfig parse(String[] args, java.util.function.UnaryOperator<String> environment) {
        int port = ServerConfig.DEFAULT_PORT;
        Path data = null;
        String url = null;
        String egtb = null;
        SearchCapacity d = SearchCapacity.DEFAULT;
        int computerThreads = d.computerThreads();
        int computerQueue = d.computerQueue();
        int hints = d.hints();
        int analyses = d.analyses();
        boolean behindProxy = false;
        int i = args.length > 0 && args[0].equals("serve") ? 1 : 0;
        for (; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "-h", "--help" -> {
                    return null;
                }
                case "--port" -> {
                    String v = value(args, ++i, a);
                    try {
                        port = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        throw new BadArguments("--port needs a number from 0 to 65535, not '" + v + "'");
                    }
                    if (port < 0 || port > 65535) {
                        throw new BadArguments("--port needs a number from 0 to 65535, not " + port);
                    }
                }
                case "--data" -> data = Path.of(value(args, ++i, a));
                case "--database" -> {
                    url = value(args, ++i, a);
                    if (!url.startsWith("jdbc:postgresql:") && !url.startsWith("jdbc:h2:")) {
                        throw new BadArguments(
                                "--database needs a JDBC URL such as jdbc:postgresql://host/db, not '" + url + "'");
                    }
                }
                case "--egtb" -> egtb = value(args, ++i, a);
                case "--computer-threads" -> computerThreads = count(args, ++i, a, 1, 64);
                case "--computer-queue" -> computerQueue = count(args, ++i, a, 0, 10_000);
                case "--hints" -> hints = count(args, ++i, a, 0, 64);
                case "--analyses" -> analyses = count(args, ++i, a, 0, 64);
                case "--behind-proxy" -> behindProxy = true;
                default -> throw new BadArguments("unknown argument '" + a + "'");
            }
        }
        if (egtb == null) {
            String fromEnvironment = environment.apply(EGTB_VARIABLE);
            if (fromEnvironment != null && !fromEnvironment.isBlank()) egtb = fromEnvironment.trim();
        }
        SearchCapacity capacity = new SearchCapacity(computerThreads, computerQueue, hints, analyses);
        if (egtb == null) {
            return new ServerConfig(port, data, url, null, AutoTables.DEFAULT_MAX_SEEDS, capacity, behindProxy);
        }
        Path dir = egtb.equals(NO_TABLES) ? null : Path.of(egtb);
        return new ServerConfig(port, data, url, dir, ServerConfig.NO_AUTO_TABLES, capacity, behindProxy);
    }

    private static int count(String[] args, int i, String option, int min, int max) {
        String v = value(args, i, option);
        int n;
        try {
            n = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            n = Integer.MIN_VALUE;
        }
        if (n < min || n > max) {
            throw new BadArguments(option + " needs a number from " + min + " to " + max + ", not '" + v + "'");
        }
        return n;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || args[i].startsWith("--")) throw new BadArguments(option + " needs a value");
        return args[i];
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }
}
