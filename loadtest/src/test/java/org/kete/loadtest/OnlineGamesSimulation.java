package org.kete.loadtest;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.asLongAs;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.bodyString;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.pace;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;
import static io.gatling.javaapi.http.HttpDsl.ws;

import io.gatling.http.action.ws.WsInboundMessage;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Kete's web server under load: online games whose two seats play as fast as they can through the API, WebSocket
 * spectators, and hint and analysis requests. Configured by system properties (docs/loadtest.md):
 *
 * <ul>
 *   <li>{@code servers}: the base URLs, comma-separated (default http://127.0.0.1:7070); only 127.0.0.1 and
 *       localhost are accepted. With two, each game is created on one, South plays on it, North on the other,
 *       and its spectator watches on the other: every move crosses servers.
 *   <li>{@code crossEvery} (1): with two servers, only every n-th game's North plays on the other server; the
 *       other games' two seats play on the game's own server (2: half the games cross, about as behind a
 *       reverse proxy that spreads games over the servers). Spectators always watch on the other server.
 *   <li>{@code games} (1000): concurrent games, one virtual user each, started over {@code ramp} seconds (10);
 *       each plays game after game until {@code ramp + duration} seconds (duration: 60) after the start, when
 *       every player stops where it is.
 *   <li>{@code spectateEvery} (4): every n-th game has a WebSocket spectator.
 *   <li>{@code hintUsers} (4): users asking, in turn, a hint and an analysis of 100 ms, then pausing 1 s.
 *   <li>{@code movesPerSecond} (0): 0 is the closed model, where every game's players move as fast as their
 *       answers come back; a rate is the open model, where the games together offer that many moves per second
 *       (each game one move every {@code games / movesPerSecond} seconds, or at once when its last answer came
 *       later than that), and the latency is judged at that offered load.
 *   <li>{@code warmUpGames} (as many as {@code games}) games for {@code warmUp} (180) seconds first, not counted in
 *       the measured phase, so that the server's JIT has compiled the request path before it: on 2 cores its C2
 *       compiler is busy for about three minutes at full load (docs/loadtest.md). {@code warmUpMovesPerSecond} (0:
 *       as fast as the answers come) paces the warm-up's games as the open model paces the measured phase's.
 *   <li>{@code checks} ("scan"): how the client reads a game's answer. "scan" finds the four fields it needs
 *       (version, status, side to move, legal moves) by searching the body; "jsonpath" is the way of before
 *       (four jsonPath checks, a parse of the whole body), kept to measure what the client costs either way.
 *   <li>{@code serverPids} (none): the servers' process ids, comma-separated; their CPU time during the
 *       measured phase is then measured ({@code /proc/<pid>/stat}, {@code clockTicks} per second, 100), as is
 *       this client's.
 * </ul>
 *
 * <p>After the run, every game is read back from the server and its moves compared with the moves the players
 * had answered 200: a move answered and not stored is lost. The spectators' messages are checked too: every
 * move must reach them with its trace, and the delay from the write (the game's updatedAt) to the message is
 * measured. The summary goes to the console and to target/kete-loadtest-summary.txt (or the file {@code summary}
 * names; run.sh puts it with the run's other output).
 */
public class OnlineGamesSimulation extends Simulation {
    private static final List<String> SERVERS = servers(System.getProperty("servers", "http://127.0.0.1:7070"));
    private static final int GAMES = Integer.getInteger("games", 1000);
    private static final int RAMP = Integer.getInteger("ramp", 10);
    private static final int DURATION = Integer.getInteger("duration", 60);
    private static final int SPECTATE_EVERY = Integer.getInteger("spectateEvery", 4);
    private static final int HINT_USERS = Integer.getInteger("hintUsers", 4);
    private static final int WARM_UP = Integer.getInteger("warmUp", 180);
    private static final int WARM_UP_GAMES = Integer.getInteger("warmUpGames", GAMES);
    private static final double MOVES_PER_SECOND = Double.parseDouble(System.getProperty("movesPerSecond", "0"));
    private static final double WARM_UP_MOVES_PER_SECOND =
            Double.parseDouble(System.getProperty("warmUpMovesPerSecond", "0"));
    private static final String CHECKS = System.getProperty("checks", "scan");
    private static final List<String> SERVER_PIDS = pids(System.getProperty("serverPids", ""));
    private static final int CLOCK_TICKS = Integer.getInteger("clockTicks", 100);
    private static final int CROSS_EVERY = Math.max(1, Integer.getInteger("crossEvery", 1));

    /** The moves each game's players had answered 200, by game id, and the server that holds the game. */
    private static final Map<String, List<String>> ANSWERED = new ConcurrentHashMap<>();

    private static final Map<String, String> HOME = new ConcurrentHashMap<>();
    /** Spectators: delay from write to message (ms), moves received, and messages that were not moves. */
    private static final ConcurrentLinkedQueue<Long> SPECTATOR_DELAYS = new ConcurrentLinkedQueue<>();
    /** The same for the moves written during the warm-up, reported apart. */
    private static final ConcurrentLinkedQueue<Long> WARM_UP_SPECTATOR_DELAYS = new ConcurrentLinkedQueue<>();
    /** Moves that reached their spectator more than a second after their write: when, how late, which game. */
    private static final ConcurrentLinkedQueue<Late> LATE_TO_SPECTATORS = new ConcurrentLinkedQueue<>();

    private record Late(long delayMillis, long writtenMillis, String gameId) {
        @Override
        public String toString() {
            return String.format(
                    "%d ms late, written %.1f s after the warm-up's end, game %s",
                    delayMillis, (writtenMillis - warmEnd) / 1000.0, gameId);
        }
    }

    private static final AtomicLong SPECTATED_MOVES = new AtomicLong();
    private static final AtomicLong SPECTATOR_MOVES_RECEIVED = new AtomicLong();
    private static final AtomicLong SPECTATOR_MOVES_WITHOUT_TRACE = new AtomicLong();
    private static final AtomicLong SPECTATOR_STATES = new AtomicLong();
    private static volatile long startedAt;
    private static volatile long endAt;
    private static volatile long warmEnd;
    private static final AtomicLong MAIN_STARTED = new AtomicLong();
    private static final AtomicLong MAIN_MOVES = new AtomicLong();
    /** The measured phase's moves: from sending the move to having its answer (client side, in µs). */
    private static final ConcurrentLinkedQueue<Long> MOVE_MICROS = new ConcurrentLinkedQueue<>();
    /** The same for the moves sent after the ramp, when every game plays: the steady state. */
    private static final ConcurrentLinkedQueue<Long> STEADY_MICROS = new ConcurrentLinkedQueue<>();
    /** HTTP requests sent, all scenarios: the client's CPU is divided by those sent in the measured phase. */
    private static final AtomicLong REQUESTS = new AtomicLong();
    /** At the start and at the end of the measured phase (see {@link Meter}). */
    private static final Meter[] METERS = new Meter[2];

    private static Thread meter;

    private static final Pattern UPDATED_AT = Pattern.compile("\"updatedAt\":\"([^\"]+)\"");
    private static final Pattern APPLIED = Pattern.compile("\"ply\":(\\d+),\"by\":\"[a-z]+\",\"notation\":\"[^\"]+\"");

    private static List<String> servers(String text) {
        List<String> out = new ArrayList<>();
        for (String s : text.split(",")) {
            URI u = URI.create(s.trim());
            String host = u.getHost();
            if (!"http".equals(u.getScheme()) || !("127.0.0.1".equals(host) || "localhost".equals(host))) {
                throw new IllegalArgumentException(
                        "the load test only targets http://127.0.0.1 or localhost, not " + s);
            }
            out.add(s.trim().replaceAll("/+$", ""));
        }
        return out;
    }

    private static List<String> pids(String text) {
        List<String> out = new ArrayList<>();
        for (String p : text.split(",")) {
            if (!p.isBlank()) out.add(String.valueOf(Long.parseLong(p.trim())));
        }
        return out;
    }

    private final HttpProtocolBuilder protocol = http.baseUrl(SERVERS.get(0))
            .contentTypeHeader("application/json")
            .acceptHeader("application/json")
            .wsUnmatchedInboundMessageBufferSize(5_000);

    /** Picks the servers of a new game and whether it is watched. */
    private static Session seat(Session s) {
        long user = s.userId();
        String home = SERVERS.get((int) (user % SERVERS.size()));
        String other = SERVERS.get((int) ((user + 1) % SERVERS.size()));
        // Every n-th game of each server crosses (user / servers), so that both servers get as many moves.
        boolean crosses = (user / SERVERS.size()) % CROSS_EVERY == 0;
        return s.set("home", home)
                .set("other", other)
                .set("north", crosses ? other : home)
                .set("watchWs", other.replaceFirst("^http", "ws"))
                .set("watched", SPECTATE_EVERY > 0 && user % SPECTATE_EVERY == 0)
                .set("random", new Random(user));
    }

    /** What the players need of a game's answer: its version, status, side to move and legal moves. */
    record GameState(int version, String status, boolean southToMove, List<String> legal) {
        private static final String LEGAL = "\"legalMoves\":[";
        private static final String LEGAL_END = "],\"outcome\":";
        private static final String NOTATION = "\"notation\":\"";

        boolean active() {
            return "active".equals(status);
        }

        /**
         * Reads an answer that holds a game view ({@code {"game": {...}, ...}}) by searching its text for the
         * first occurrence of each field: the game view's fields come first, in the order docs/api.md gives
         * (id ... status, version ... position {text, toMove, ...}, legalMoves [{code, notation, ...}], outcome),
         * so the first "status", "version" and "toMove" are the game's, and the notations between "legalMoves"
         * and "outcome" are its legal moves. A field not found fails the check.
         */
        static GameState scan(String body) {
            int version = Integer.parseInt(value(body, "\"version\":", 0));
            String status = text(body, "\"status\":\"");
            boolean south = "south".equals(text(body, "\"toMove\":\""));
            int start = body.indexOf(LEGAL);
            int end = start < 0 ? -1 : body.indexOf(LEGAL_END, start);
            if (end < 0) throw new IllegalStateException("no legalMoves in the answer");
            List<String> legal = new ArrayList<>();
            for (int i = body.indexOf(NOTATION, start); i >= 0 && i < end; i = body.indexOf(NOTATION, i + 1)) {
                int from = i + NOTATION.length();
                legal.add(body.substring(from, body.indexOf('"', from)));
            }
            return new GameState(version, status, south, legal);
        }

        private static String text(String body, String key) {
            int i = body.indexOf(key);
            if (i < 0) throw new IllegalStateException("no " + key + " in the answer");
            int from = i + key.length();
            return body.substring(from, body.indexOf('"', from));
        }

        private static String value(String body, String key, int at) {
            int i = body.indexOf(key, at);
            if (i < 0) throw new IllegalStateException("no " + key + " in the answer");
            int from = i + key.length();
            int to = from;
            while (to < body.length() && body.charAt(to) != ',' && body.charAt(to) != '}') to++;
            return body.substring(from, to);
        }
    }

    /** After an answer: its game's state, saved as "state" (read as {@link #CHECKS} says). */
    private static io.gatling.javaapi.core.CheckBuilder[] gameState() {
        if ("scan".equals(CHECKS))
            return new io.gatling.javaapi.core.CheckBuilder[] {
                bodyString().transform(GameState::scan).saveAs("state")
            };
        if (!"jsonpath".equals(CHECKS)) throw new IllegalArgumentException("checks is scan or jsonpath, not " + CHECKS);
        return new io.gatling.javaapi.core.CheckBuilder[] {
            jsonPath("$.game.version").ofInt().saveAs("version"),
            jsonPath("$.game.status").saveAs("status"),
            jsonPath("$.game.position.toMove").saveAs("toMove"),
            jsonPath("$.game.legalMoves[*].notation").findAll().optional().saveAs("legal")
        };
    }

    /** With the jsonPath checks: their four values, as the state the players read. */
    private static Session stateOf(Session s) {
        if (!"jsonpath".equals(CHECKS) || !s.contains("version")) return s;
        List<String> legal = s.contains("legal") ? s.getList("legal") : List.of();
        return s.set(
                "state",
                new GameState(
                        s.getInt("version"), s.getString("status"), "south".equals(s.getString("toMove")), legal));
    }

    private static boolean active(Session s) {
        GameState state = s.contains("state") ? s.get("state") : null;
        return state != null && state.active();
    }

    /** The move to play: a legal move at random, with the token and server of the side to move. */
    private static Session chooseMove(Session s) {
        GameState state = s.get("state");
        List<String> legal = state.legal();
        Random random = s.get("random");
        boolean south = state.southToMove();
        REQUESTS.incrementAndGet();
        return s.remove("moveStatus")
                .set("sentAt", System.nanoTime())
                .set("sentAtMillis", System.currentTimeMillis())
                .set("version", state.version())
                .set("move", legal.get(random.nextInt(legal.size())))
                .set("moveToken", south ? s.getString("southToken") : s.getString("northToken"))
                .set("moveServer", south ? s.getString("home") : s.getString("north"));
    }

    /** After a move: an answered one (200) is recorded; a refused one is not, and is tried again. */
    private static Session answered(Session s) {
        if (!s.contains("moveStatus") || s.getInt("moveStatus") != 200) return s;
        ANSWERED.computeIfAbsent(s.getString("id"), k -> Collections.synchronizedList(new ArrayList<>()))
                .add(s.getString("move"));
        if (s.getBoolean("watched")) SPECTATED_MOVES.incrementAndGet();
        if (!s.getBoolean("warmUp")) {
            MAIN_MOVES.incrementAndGet();
            long micros = (System.nanoTime() - s.getLong("sentAt")) / 1000;
            MOVE_MICROS.add(micros);
            if (s.getLong("sentAtMillis") >= warmEnd + RAMP * 1000L) STEADY_MICROS.add(micros);
        }
        return s;
    }

    /** Between two games of one virtual user. */
    private static Session reset(Session s) {
        REQUESTS.addAndGet(2); // the create and the join
        return s.remove("state").remove("version");
    }

    /** The spectator's messages of one game: delays, moves with and without trace, bare states. */
    private static Session spectated(List<WsInboundMessage> messages, Session s) {
        boolean first = true;
        for (WsInboundMessage m : messages) {
            if (!(m instanceof WsInboundMessage.Text text)) continue;
            String body = text.message();
            if (body.startsWith("{\"type\":\"moves\"")) {
                Matcher at = UPDATED_AT.matcher(body);
                if (at.find()) {
                    long written = Instant.parse(at.group(1)).toEpochMilli();
                    long delay = text.timestamp() - written;
                    (written >= warmEnd ? SPECTATOR_DELAYS : WARM_UP_SPECTATOR_DELAYS).add(delay);
                    if (delay > 1000) {
                        LATE_TO_SPECTATORS.add(new Late(delay, written, s.getString("id")));
                    }
                }
                Matcher applied = APPLIED.matcher(body);
                int moves = 0;
                while (applied.find()) moves++;
                int traces = count(body, "\"trace\":[");
                SPECTATOR_MOVES_RECEIVED.addAndGet(moves);
                SPECTATOR_MOVES_WITHOUT_TRACE.addAndGet(Math.max(0, moves - traces));
            } else if (body.startsWith("{\"type\":\"state\"") && !first) {
                SPECTATOR_STATES.incrementAndGet();
            }
            if (body.startsWith("{\"type\":\"state\"")) first = false;
        }
        return s;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) n++;
        return n;
    }

    /** One game from creation to its end (or the end of the phase); requests named with {@code prefix}. */
    private static ChainBuilder oneGame(String prefix, BooleanSupplier running) {
        return exec(OnlineGamesSimulation::reset)
                .exec(http(prefix + "create")
                        .post("#{home}/api/games")
                        .body(StringBody("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}"))
                        .check(
                                status().is(201),
                                jsonPath("$.game.id").saveAs("id"),
                                jsonPath("$.token").saveAs("southToken")))
                .exec(s -> {
                    HOME.put(s.getString("id"), s.getString("home"));
                    return s;
                })
                .exec(http(prefix + "join")
                        .post("#{north}/api/games/#{id}/join")
                        .check(status().is(200), jsonPath("$.token").saveAs("northToken"))
                        .check(gameState()))
                .exec(OnlineGamesSimulation::stateOf)
                .doIf(s -> s.getBoolean("watched"))
                .then(exec(ws("spectate").connect("#{watchWs}/api/games/#{id}/events")))
                .asLongAs(s -> active(s) && running.getAsBoolean())
                .on(pacing(prefix)
                        .exec(OnlineGamesSimulation::chooseMove)
                        .exec(http(prefix + "move")
                                .post("#{moveServer}/api/games/#{id}/moves")
                                .header("Authorization", "Bearer #{moveToken}")
                                .body(StringBody("{\"version\":#{version},\"move\":\"#{move}\"}"))
                                .check(status().saveAs("moveStatus"))
                                .check(status().is(200))
                                .check(gameState()))
                        .exec(OnlineGamesSimulation::stateOf)
                        .exec(OnlineGamesSimulation::answered))
                .doIf(s -> s.getBoolean("watched"))
                .then(exec(pause(Duration.ofMillis(500)))
                        .exec(ws.processUnmatchedMessages(OnlineGamesSimulation::spectated))
                        .exec(ws("spectate").close()));
    }

    /**
     * The open model's pace: a game's moves (both seats) one every {@code games / movesPerSecond} seconds, the
     * next at once if an answer came later than that; the closed model does not wait, nor does the warm-up unless
     * {@code warmUpMovesPerSecond} gives it a rate of its own.
     */
    private static ChainBuilder pacing(String prefix) {
        double rate = prefix.isEmpty() ? MOVES_PER_SECOND : WARM_UP_MOVES_PER_SECOND;
        int games = prefix.isEmpty() ? GAMES : WARM_UP_GAMES;
        if (rate <= 0) return exec(s -> s);
        return pace(Duration.ofNanos((long) (games / rate * 1e9)));
    }

    /** Until the end of the run: every player stops at the same moment, leaving its game where it is. */
    private static boolean running() {
        return System.currentTimeMillis() < endAt;
    }

    private final ScenarioBuilder warmUp = scenario("warm-up")
            .exec(s -> seat(s).set("warmUp", true))
            .exec(asLongAs(s -> System.currentTimeMillis() < warmEnd)
                    .on(oneGame("warm-up ", () -> System.currentTimeMillis() < warmEnd)));

    private final ScenarioBuilder players = scenario("online games")
            .exec(s -> {
                MAIN_STARTED.compareAndSet(0, System.currentTimeMillis());
                return seat(s).set("warmUp", false);
            })
            .exec(asLongAs(s -> running()).on(oneGame("", OnlineGamesSimulation::running)));

    private final ScenarioBuilder helpers = scenario("hints and analyses")
            .exec(http("create computer game")
                    .post(SERVERS.get(0) + "/api/games")
                    .body(StringBody("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}}"))
                    .check(
                            status().is(201),
                            jsonPath("$.game.id").saveAs("id"),
                            jsonPath("$.token").saveAs("token")))
            .exec(asLongAs(s -> running())
                    .on(exec(http("hint")
                                    .get("/api/games/#{id}/hint?ms=100")
                                    .header("Authorization", "Bearer #{token}")
                                    .check(status().in(200, 503)))
                            .exec(http("analysis")
                                    .post("/api/analysis")
                                    .body(StringBody("{\"game\":\"oware\",\"ms\":100}"))
                                    .check(status().in(200, 503)))
                            .exec(s -> {
                                REQUESTS.addAndGet(2);
                                return s;
                            })
                            .exec(pause(Duration.ofSeconds(1)))));

    {
        List<io.gatling.javaapi.core.PopulationBuilder> population = new ArrayList<>();
        population.add(players.injectOpen(rampUsers(GAMES).during(Duration.ofSeconds(RAMP))));
        if (HINT_USERS > 0) {
            population.add(helpers.injectOpen(rampUsers(HINT_USERS).during(Duration.ofSeconds(1))));
        }
        // A short warm-up with a few games first, so that the measured phase does not start on a cold JVM.
        setUp(warmUp.injectOpen(atOnceUsers(WARM_UP_GAMES)).andThen(population))
                .protocols(protocol)
                .maxDuration(Duration.ofSeconds(WARM_UP + RAMP + DURATION + 120))
                .assertions(global().failedRequests().count().is(0L));
    }

    @Override
    public void before() {
        startedAt = System.currentTimeMillis();
        warmEnd = startedAt + WARM_UP * 1000L;
        endAt = warmEnd + (RAMP + DURATION) * 1000L;
        System.out.printf(
                "Kete load test: %d games on %s%s for %d s, %s, a spectator every %d games, %d hint users%n",
                GAMES,
                SERVERS,
                SERVERS.size() > 1 ? String.format(" (every %d. game crosses servers)", CROSS_EVERY) : "",
                DURATION,
                MOVES_PER_SECOND > 0
                        ? String.format("paced at %.0f moves/s in all", MOVES_PER_SECOND)
                        : "moving as fast as the answers come",
                SPECTATE_EVERY,
                HINT_USERS);
        meter = new Thread(
                () -> {
                    try {
                        Thread.sleep(Math.max(0, warmEnd - System.currentTimeMillis()));
                        METERS[0] = Meter.now();
                        // run.sh waits for this line to limit the servers' CPU (KETE_LOADTEST_SERVER_CPUS).
                        System.out.println("Kete load test: the warm-up is over, the measured phase starts");
                        Thread.sleep(Math.max(0, endAt - System.currentTimeMillis()));
                        METERS[1] = Meter.now();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "kete-cpu-meter");
        meter.setDaemon(true);
        meter.start();
    }

    /**
     * CPU time used so far by this client (its JVM) and by the servers, with the requests sent and the moves
     * answered in the measured phase, at one moment: the start and the end of the measured phase.
     */
    private record Meter(long wallMillis, long clientNanos, List<Long> serverTicks, long requests, long moves) {
        static Meter now() {
            var os = (com.sun.management.OperatingSystemMXBean)
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            List<Long> ticks = new ArrayList<>();
            for (String pid : SERVER_PIDS) ticks.add(ticks(pid));
            return new Meter(
                    System.currentTimeMillis(), os.getProcessCpuTime(), ticks, REQUESTS.get(), MAIN_MOVES.get());
        }

        /** utime + stime of a process, in clock ticks (/proc/<pid>/stat fields 14 and 15); -1 if unreadable. */
        private static long ticks(String pid) {
            try {
                String stat = Files.readString(Path.of("/proc", pid, "stat"));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                return Long.parseLong(f[11]) + Long.parseLong(f[12]);
            } catch (IOException | RuntimeException e) {
                return -1;
            }
        }
    }

    /** The CPU figures of the measured phase, for the summary. */
    private static String cpuSummary() {
        Meter a = METERS[0];
        Meter b = METERS[1];
        if (a == null || b == null) return "CPU: not measured (the measured phase did not end)\n";
        long requests = b.requests() - a.requests();
        long moves = b.moves() - a.moves();
        double client = (b.clientNanos() - a.clientNanos()) / 1e6;
        StringBuilder out = new StringBuilder(String.format(
                "CPU in the measured phase (%.0f s, %d requests sent, %d moves answered): client %.1f s,"
                        + " %.2f ms per request, %.2f ms per move",
                (b.wallMillis() - a.wallMillis()) / 1000.0,
                requests,
                moves,
                client / 1000,
                client / Math.max(1, requests),
                client / Math.max(1, moves)));
        double servers = 0;
        for (int i = 0; i < SERVER_PIDS.size(); i++) {
            double ms = (b.serverTicks().get(i) - a.serverTicks().get(i)) * 1000.0 / CLOCK_TICKS;
            servers += ms;
            out.append(String.format("; server pid %s %.1f s", SERVER_PIDS.get(i), ms / 1000));
        }
        if (!SERVER_PIDS.isEmpty()) {
            out.append(String.format(", servers %.2f ms per move answered", servers / Math.max(1, moves)));
        }
        return out.append('\n').toString();
    }

    /** Reads every game back and compares its moves with the answered ones; writes the summary. */
    @Override
    public void after() {
        try {
            meter.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        double seconds = Math.max(1, endAt - Math.max(MAIN_STARTED.get(), warmEnd)) / 1000.0;
        HttpClient client = HttpClient.newHttpClient();
        long answered = 0;
        long lost = 0;
        long gamesLost = 0;
        long unreadable = 0;
        for (Map.Entry<String, List<String>> e : ANSWERED.entrySet()) {
            List<String> mine = List.copyOf(e.getValue());
            answered += mine.size();
            List<String> stored = storedMoves(client, HOME.get(e.getKey()), e.getKey());
            if (stored == null) {
                unreadable++;
                lost += mine.size();
                continue;
            }
            int same = 0;
            while (same < mine.size() && same < stored.size() && mine.get(same).equals(stored.get(same))) same++;
            if (same < mine.size()) {
                gamesLost++;
                lost += mine.size() - same;
            }
        }
        Long[] moveMicros = MOVE_MICROS.toArray(new Long[0]);
        Arrays.sort(moveMicros);
        Long[] delays = SPECTATOR_DELAYS.toArray(new Long[0]);
        Arrays.sort(delays);
        String summary = (MOVES_PER_SECOND > 0
                        ? String.format("open model: %.0f moves/s offered by %d games%n", MOVES_PER_SECOND, GAMES)
                        : String.format("closed model: %d games moving as fast as their answers come%n", GAMES))
                + String.format(
                        "games %d, answered moves %d (measured phase: %d moves, %.0f moves/s over %.0f s;"
                                + " move answered in p50 %.1f ms, p99 %.1f ms, max %.1f ms),"
                                + " moves lost %d in %d games, games unreadable %d%n"
                                + "spectators: moves made in watched games %d, received %d, without trace %d,"
                                + " bare state messages %d; delay write->spectator (moves written in the measured"
                                + " phase) p50 %s ms, p99 %s ms, max %s ms%n",
                        ANSWERED.size(),
                        answered,
                        MAIN_MOVES.get(),
                        MAIN_MOVES.get() / seconds,
                        seconds,
                        millis(moveMicros, 50),
                        millis(moveMicros, 99),
                        millis(moveMicros, 100),
                        lost,
                        gamesLost,
                        unreadable,
                        SPECTATED_MOVES.get(),
                        SPECTATOR_MOVES_RECEIVED.get(),
                        SPECTATOR_MOVES_WITHOUT_TRACE.get(),
                        SPECTATOR_STATES.get(),
                        percentile(delays, 50),
                        percentile(delays, 99),
                        delays.length == 0 ? "-" : delays[delays.length - 1]);
        Long[] warmDelays = WARM_UP_SPECTATOR_DELAYS.toArray(new Long[0]);
        Arrays.sort(warmDelays);
        List<Late> late = new ArrayList<>(LATE_TO_SPECTATORS);
        late.sort(Comparator.comparingLong(Late::delayMillis).reversed());
        summary += String.format(
                "spectators, moves written in the warm-up: p50 %s ms, p99 %s ms, max %s ms; a second late or more: %d"
                        + " (the latest: %s)%n",
                percentile(warmDelays, 50),
                percentile(warmDelays, 99),
                warmDelays.length == 0 ? "-" : warmDelays[warmDelays.length - 1],
                late.size(),
                late.subList(0, Math.min(5, late.size())).stream()
                        .map(Late::toString)
                        .collect(Collectors.joining("; ")));
        Long[] steady = STEADY_MICROS.toArray(new Long[0]);
        Arrays.sort(steady);
        summary += String.format(
                "after the ramp (every game playing, the last %d s): %.0f moves/s, move answered in p50 %.1f ms,"
                        + " p99 %.1f ms, max %.1f ms%n",
                DURATION,
                steady.length / (double) DURATION,
                millis(steady, 50),
                millis(steady, 99),
                millis(steady, 100));
        summary += cpuSummary();
        System.out.print(summary);
        Path file = Path.of(System.getProperty("summary", "target/kete-loadtest-summary.txt"));
        try {
            Files.writeString(file, summary);
        } catch (IOException e) {
            System.out.println("could not write " + file + ": " + e);
        }
    }

    private static double millis(Long[] sortedMicros, int p) {
        if (sortedMicros.length == 0) return Double.NaN;
        return sortedMicros[Math.min(sortedMicros.length - 1, sortedMicros.length * p / 100)] / 1000.0;
    }

    private static String percentile(Long[] sorted, int p) {
        if (sorted.length == 0) return "-";
        return String.valueOf(sorted[Math.min(sorted.length - 1, sorted.length * p / 100)]);
    }

    private static final Pattern MOVES = Pattern.compile("\"moves\":\\[([^\\]]*)\\]");

    /** The moves the server holds for a game (read from its database), or null if it cannot be read. */
    private static List<String> storedMoves(HttpClient client, String server, String id) {
        try {
            HttpResponse<String> r = client.send(
                    HttpRequest.newBuilder(URI.create(server + "/api/games/" + id))
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) return null;
            Matcher m = MOVES.matcher(r.body());
            if (!m.find()) return null;
            List<String> out = new ArrayList<>();
            for (String s : m.group(1).split(",")) {
                if (!s.isBlank()) out.add(s.trim().replace("\"", ""));
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
