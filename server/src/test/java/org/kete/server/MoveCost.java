package org.kete.server;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.server.config.SearchCapacity;
import org.kete.server.config.ServerConfig;
import org.kete.server.db.Database;
import org.kete.server.db.Notifications;
import org.kete.server.game.Changes;
import org.kete.server.game.Clocks;
import org.kete.server.game.GameService;
import org.kete.server.game.GameStore;
import org.kete.server.game.Live;
import org.kete.server.game.Matches;
import org.kete.server.game.Moves;
import org.kete.server.game.Replay;
import org.kete.server.game.Requests;
import org.kete.server.game.Results;
import org.kete.server.game.StoredGame;
import org.kete.server.http.Json;
import org.kete.server.http.Views;
import org.kete.server.search.Analyst;
import org.kete.server.search.ComputerPlayer;
import org.kete.server.search.EndgameTables;
import org.kete.server.search.SearchPriority;

/**
 * What a move costs the server below HTTP (BENCHMARKS.md, "Web server under load"): online Oware games on a fresh
 * embedded H2 database, played through {@link GameService} by {@code threads} threads at once (each its own
 * games, seeded random legal moves, a new game when one ends), {@code moves} moves in all after a warm-up (2,000
 * moves, or the fourth argument).
 * Prints the process's CPU time per move, which depends much less on what else a shared machine runs than
 * moves/s does, the wall time, and the bytes the process wrote (write system calls, nearly all of them the
 * database's: nothing else writes here). Not a test (Surefire runs only *Test); to compare two builds, run it
 * against each jar:
 * {@code java -cp cli/target/kete.jar:server/target/test-classes org.kete.server.MoveCost 16 20000 /tmp/dir 20000}
 * (a fifth argument is appended to the H2 URL).
 */
public final class MoveCost {
    private MoveCost() {}

    public static void main(String[] args) throws Exception {
        int threads = Integer.parseInt(args[0]);
        int moves = Integer.parseInt(args[1]);
        Path dir = Files.createTempDirectory(Path.of(args[2]), "movecost");
        // Moves of warm-up, not measured: enough for the JIT to have compiled the path of a move.
        int warmUp = args.length > 3 ? Integer.parseInt(args[3]) : 2_000;
        // A fifth argument is appended to the H2 URL (settings such as ";PAGE_SIZE=2048", to try them).
        String url = new ServerConfig(0, dir, null).databaseUrl() + (args.length > 4 ? args[4] : "");
        Database db = Database.open(url);
        Notifications notifications = new Notifications(url);
        Live live = new Live(notifications, InstantSource.system());
        SearchPriority priority = new SearchPriority();
        ComputerPlayer computer = new ComputerPlayer(SearchCapacity.DEFAULT, EndgameTables.NONE, priority);
        Analyst analyst = new Analyst(EndgameTables.NONE, SearchCapacity.DEFAULT.analyses(), priority);
        GameStore store = new GameStore(db, InstantSource.system());
        Clocks clocks = new Clocks(InstantSource.system());
        Matches matches = new Matches(store);
        Views views = new Views(matches, clocks);
        Changes changes = new Changes(store, live, matches, clocks, views);
        Process service = new Process(new GameService(changes, analyst), new Moves(changes, computer), views);
        try {
            play(service, threads, warmUp, 1);
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            long cpu0 = os.getProcessCpuTime();
            long written0 = written();
            long t0 = System.nanoTime();
            long requestCpu = play(service, threads, moves, 2);
            long wall = System.nanoTime() - t0;
            long cpu = os.getProcessCpuTime() - cpu0;
            long written = written() - written0;
            System.out.printf(
                    "threads %d, moves %d: %.0f moves/s, CPU %.3f ms per move (of which the playing threads %.3f ms),"
                            + " %.1f KB written per move%n",
                    threads,
                    moves,
                    moves / (wall / 1e9),
                    cpu / 1e6 / moves,
                    requestCpu / 1e6 / moves,
                    written / 1e3 / moves);
        } finally {
            live.close();
            notifications.close();
            computer.close();
            analyst.close();
            db.close();
        }
    }

    /** The bytes this process passed to write system calls (/proc/self/io, wchar). */
    private static long written() throws java.io.IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/io"))) {
            if (line.startsWith("wchar:"))
                return Long.parseLong(line.substring(6).trim());
        }
        return 0;
    }

    /** The game operations and the views, as the API uses them. */
    private record Process(GameService games, Moves moves, Views views) {}

    /**
     * Writes an answer as this build's API does: in UTF-8 bytes where Json has writeBytes, else as a string
     * (older builds), so that one MoveCost measures both builds.
     */
    private static void answer(Object view) throws ReflectiveOperationException {
        if (WRITE_BYTES != null) WRITE_BYTES.invoke(null, view);
        else Json.write(view);
    }

    private static final java.lang.reflect.Method WRITE_BYTES = writeBytes();

    private static java.lang.reflect.Method writeBytes() {
        try {
            return Json.class.getMethod("writeBytes", Object.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /**
     * Plays {@code moves} moves; returns the CPU time of the playing threads (the requests' own work, without the
     * JIT compilers, the garbage collector and H2's background thread, which the process CPU time includes).
     */
    private static long play(Process service, int threads, int moves, long seed) throws Exception {
        AtomicLong left = new AtomicLong(moves);
        AtomicLong cpu = new AtomicLong();
        var bean = ManagementFactory.getThreadMXBean();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            SplittableRandom rng = new SplittableRandom(seed * 1000 + t);
            done.add(pool.submit(() -> {
                long cpu0 = bean.getCurrentThreadCpuTime();
                while (left.get() > 0) {
                    Results.Seated south = service.games()
                            .create(
                                    new Requests.NewGame(
                                            "oware", null, "online", null, "south", "south", null, null, null),
                                    org.kete.server.game.GameCreations.Sender.NONE);
                    String id = south.game().id();
                    Results.Seated north = service.games().join(id, null);
                    StoredGame g = north.game();
                    Replay r = north.replay();
                    while (g.status() != StoredGame.Status.FINISHED && left.getAndDecrement() > 0) {
                        List<Move> legal = r.game().legalMoves(r.current());
                        String move = legal.get(rng.nextInt(legal.size())).notation();
                        String token = r.current().toMove() == Player.SOUTH ? south.token() : north.token();
                        Results.Moved m =
                                service.moves().move(id, token, new Requests.MoveRequest(g.version(), move, null));
                        // The answer's JSON, as the API writes it for every move: the game and the move's trace.
                        answer(service.views().applied(m, token));
                        g = m.game();
                        r = m.replay();
                    }
                }
                cpu.addAndGet(bean.getCurrentThreadCpuTime() - cpu0);
                return null;
            }));
        }
        for (Future<?> f : done) f.get();
        pool.shutdown();
        return cpu.get();
    }
}
