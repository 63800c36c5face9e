package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.common.ApiException;
import org.kete.server.config.SearchCapacity;
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
import org.kete.server.game.StoredMatch;
import org.kete.server.http.Views;
import org.kete.server.search.Analyst;
import org.kete.server.search.ComputerPlayer;
import org.kete.server.search.EndgameTables;
import org.kete.server.search.SearchPriority;

/**
 * An overloaded database, made with a pool of two connections (Flyway needs two at the start) that the test
 * holds: a request that finds no
 * connection within the pool's timeout is refused {@code 503 busy} (not {@code unavailable}, which means a storage
 * fault), changes nothing, and the pool keeps its healthy connection. A change whose commit went through is
 * answered with its result even when the database is busy right after the commit, in a process whose caches are
 * cold: nothing after the commit (the answer's view, the live message) needs the database.
 */
class BusyDatabaseTest {
    private static final int POOL = 2;
    private static final long POOL_TIMEOUT_MILLIS = 300;

    @TempDir
    Path dir;

    private Database db;
    private GameStore store;
    private Notifications notifications;
    private Live live;
    private ComputerPlayer computer;
    private Analyst analyst;
    private Process service;

    /** The game operations of one server process over the shared database (its caches its own). */
    private record Process(GameService games, Moves moves, Matches matches) {}

    @BeforeEach
    void open() {
        String url = TestServers.h2(dir).databaseUrl();
        db = Database.open(url, POOL, POOL_TIMEOUT_MILLIS);
        store = new GameStore(db, InstantSource.system());
        notifications = new Notifications(url);
        live = new Live(notifications, InstantSource.system());
        SearchPriority priority = new SearchPriority();
        computer = new ComputerPlayer(SearchCapacity.DEFAULT, EndgameTables.NONE, priority);
        analyst = new Analyst(EndgameTables.NONE, SearchCapacity.DEFAULT.analyses(), priority);
        service = newProcess();
    }

    @AfterEach
    void close() {
        live.close();
        notifications.close();
        computer.close();
        analyst.close();
        db.close();
    }

    /** A process with cold caches, as one that has just started on the same database. */
    private Process newProcess() {
        Clocks clocks = new Clocks(InstantSource.system());
        Matches matches = new Matches(store);
        Views views = new Views(matches, clocks);
        Changes changes = new Changes(store, live, matches, clocks, views);
        return new Process(new GameService(changes, analyst), new Moves(changes, computer), matches);
    }

    private record Online(String id, String south, String north) {}

    private Online onlineGame(Requests.MatchRequest match) {
        Results.Seated s = service.games()
                .create(
                        new Requests.NewGame("oware", null, "online", null, "south", "south", null, null, match),
                        org.kete.server.game.GameCreations.Sender.NONE);
        String id = s.game().id();
        Results.Seated n = service.games().join(id, null);
        return new Online(id, s.token(), n.token());
    }

    private static String firstMove(Replay r) {
        return r.game().legalMoves(r.current()).get(0).notation();
    }

    private static Requests.MoveRequest moveBody(StoredGame g, Replay r) {
        return new Requests.MoveRequest(g.version(), firstMove(r), null);
    }

    @Test
    void a_pool_timeout_is_answered_503_busy_changes_nothing_and_keeps_the_connection() throws SQLException {
        Online g = onlineGame(null);
        Results.Changed before = service.games().get(g.id());
        Set<Object> physical = physicalConnections();

        List<Connection> held = new ArrayList<>();
        for (int i = 0; i < POOL; i++) held.add(db.connection());
        ApiException refused;
        try {
            refused = assertThrows(
                    ApiException.class,
                    () -> service.moves().move(g.id(), g.south(), moveBody(before.game(), before.replay())));
        } finally {
            for (Connection c : held) c.close();
        }
        assertEquals(503, refused.status());
        assertEquals("busy", refused.code(), refused.getMessage());
        assertTrue(refused.getMessage().contains("busy"), refused.getMessage());

        // The pool kept its connections: the same physical connections serve the next requests.
        assertEquals(POOL, db.connections());
        assertEquals(physical, physicalConnections());
        // Nothing was stored; the same move, sent again, is played.
        Results.Changed after = service.games().get(g.id());
        assertEquals(before.game().version(), after.game().version());
        assertEquals(List.of(), after.game().moves());
        Results.Moved played = service.moves().move(g.id(), g.south(), moveBody(before.game(), before.replay()));
        assertEquals(List.of(firstMove(before.replay())), played.game().moves());
    }

    /** The database's own connections behind the pool's, compared by identity. */
    private Set<Object> physicalConnections() throws SQLException {
        Set<Object> out = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Connection> taken = new ArrayList<>();
        try {
            for (int i = 0; i < POOL; i++) {
                Connection c = db.connection();
                taken.add(c);
                out.add(c.unwrap(org.h2.jdbc.JdbcConnection.class));
            }
        } finally {
            for (Connection c : taken) c.close();
        }
        assertEquals(POOL, out.size());
        return out;
    }

    @Test
    void a_committed_change_is_answered_even_when_the_database_is_busy_right_after_its_commit() throws Exception {
        Online g = onlineGame(new Requests.MatchRequest("best-of", 3));
        Online waiting = onlineGame(null);
        Results.Seated open = service.games()
                .create(
                        new Requests.NewGame("oware", null, "online", null, null, null, null, null, null),
                        org.kete.server.game.GameCreations.Sender.NONE);
        String openId = open.game().id();
        Results.Changed start = service.games().get(g.id());
        Results.Changed waitingStart = service.games().get(waiting.id());

        HeldPool held = new HeldPool();
        store.afterCommit = held::takeNow;
        try {
            // A move, answered by a process that has never seen the game (no cached match or replay).
            Process cold = newProcess();
            Results.Moved moved = cold.moves().move(g.id(), g.south(), moveBody(start.game(), start.replay()));
            held.release();
            assertEquals(List.of(firstMove(start.replay())), moved.game().moves());
            assertNotNull(cold.matches().of(moved.game()));

            // A join (the game's status changes: its match is counted again in the same transaction).
            Results.Seated joined = newProcess().games().join(openId, null);
            held.release();
            assertEquals(StoredGame.Status.ACTIVE, joined.game().status());

            // A resignation that ends game 1 of a best of 3: the score and game 2 are stored with it.
            Process resigner = newProcess();
            Results.Changed resigned = resigner.moves()
                    .resign(g.id(), g.north(), new Requests.Resign(moved.game().version(), null));
            held.release();
            assertEquals(StoredGame.Status.FINISHED, resigned.game().status());
            assertNotNull(resigned.game().nextGame());
            StoredMatch match = resigner.matches().of(resigned.game());
            assertEquals(1, match.aWins() + match.bWins());
            assertEquals(0, match.draws());

            // And a move in another game by the process that already knows it.
            Results.Moved other = service.moves()
                    .move(waiting.id(), waiting.south(), moveBody(waitingStart.game(), waitingStart.replay()));
            held.release();
            assertEquals(1, other.game().moves().size());
            assertEquals(4, held.times);
        } finally {
            store.afterCommit = () -> {};
            held.release();
        }

        // Everything answered is stored, as a new process reads it.
        GameService reader = newProcess().games();
        StoredGame stored = reader.get(g.id()).game();
        assertEquals(List.of(firstMove(start.replay())), stored.moves());
        assertEquals(StoredGame.Status.FINISHED, stored.status());
        assertEquals(
                StoredGame.Status.ACTIVE, reader.get(stored.nextGame()).game().status());
        assertEquals(StoredGame.Status.ACTIVE, reader.get(openId).game().status());
        Results.Changed w = reader.get(waiting.id());
        assertEquals(1, w.game().moves().size());
        assertFalse(w.replay().game().legalMoves(w.replay().current()).isEmpty());
    }

    /**
     * Takes the pool's connections on another thread right after a commit (the hook returns once they are held)
     * and keeps them until the test releases them, after the request's answer: anything the request still asks
     * of the database after its commit waits the pool's timeout and is refused busy.
     */
    private final class HeldPool {
        private Thread holder;
        private CountDownLatch letGo;
        int times;

        void takeNow() {
            CountDownLatch taken = new CountDownLatch(1);
            CountDownLatch done = new CountDownLatch(1);
            letGo = done;
            holder = new Thread(() -> {
                try {
                    List<Connection> all = new ArrayList<>();
                    for (int i = 0; i < POOL; i++) all.add(db.connection());
                    taken.countDown();
                    done.await();
                    for (Connection c : all) c.close();
                } catch (SQLException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            holder.start();
            try {
                assertTrue(taken.await(5, TimeUnit.SECONDS), "the test could not take the connection");
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            times++;
        }

        void release() throws InterruptedException {
            if (letGo != null) letGo.countDown();
            if (holder != null) holder.join();
            holder = null;
            letGo = null;
        }
    }
}
