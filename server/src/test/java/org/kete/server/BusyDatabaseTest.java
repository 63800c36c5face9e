package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    private static final long HOLD_MILLIS = 1_200;

    @TempDir
    Path dir;

    private Database db;
    private GameStore store;
    private Live live;
    private ComputerPlayer computer;
    private Analyst analyst;
    private GameService service;

    @BeforeEach
    void open() {
        String url = TestServers.h2(dir).databaseUrl();
        db = Database.open(url, POOL, POOL_TIMEOUT_MILLIS);
        store = new GameStore(db);
        live = new Live(url);
        SearchPriority priority = new SearchPriority();
        computer = new ComputerPlayer(SearchCapacity.DEFAULT, EndgameTables.NONE, priority);
        analyst = new Analyst(EndgameTables.NONE, SearchCapacity.DEFAULT.analyses(), priority);
        service = newProcess();
    }

    @AfterEach
    void close() {
        live.close();
        computer.close();
        analyst.close();
        db.close();
    }

    /** A service with cold caches, as in a process that has just started on the same database. */
    private GameService newProcess() {
        return new GameService(store, live, computer, analyst);
    }

    private record Online(String id, String south, String north) {}

    private Online onlineGame(String match) {
        GameService.Seated s = service.create(Json.read(
                "{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\",\"first\":\"south\""
                        + (match == null ? "" : ",\"match\":" + match) + "}"));
        String id = (String) s.view().get("id");
        GameService.Seated n = service.join(id, null);
        return new Online(id, s.token(), n.token());
    }

    private static String firstMove(Map<String, Object> view) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> legal = (List<Map<String, Object>>) view.get("legalMoves");
        return (String) legal.get(0).get("notation");
    }

    private static String moveBody(Map<String, Object> view) {
        return "{\"move\":\"" + firstMove(view) + "\",\"version\":" + view.get("version") + "}";
    }

    @Test
    void a_pool_timeout_is_answered_503_busy_changes_nothing_and_keeps_the_connection() throws SQLException {
        Online g = onlineGame(null);
        Map<String, Object> before = service.get(g.id(), g.south());
        Set<Object> physical = physicalConnections();

        List<Connection> held = new ArrayList<>();
        for (int i = 0; i < POOL; i++) held.add(db.connection());
        ApiException refused;
        try {
            refused = assertThrows(
                    ApiException.class, () -> service.move(g.id(), g.south(), Json.read(moveBody(before))));
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
        Map<String, Object> after = service.get(g.id(), g.south());
        assertEquals(before.get("version"), after.get("version"));
        assertEquals(List.of(), after.get("moves"));
        GameService.Applied played = service.move(g.id(), g.south(), Json.read(moveBody(before)));
        assertEquals(List.of(firstMove(before)), played.view().get("moves"));
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
        Online g = onlineGame("{\"format\":\"best-of\",\"n\":3}");
        Online waiting = onlineGame(null);
        GameService.Seated open = service.create(Json.read("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"}}"));
        String openId = (String) open.view().get("id");
        Map<String, Object> start = service.get(g.id(), g.south());
        Map<String, Object> waitingStart = service.get(waiting.id(), waiting.south());

        HeldPool held = new HeldPool();
        store.afterCommit = held::takeNow;
        try {
            // A move, answered by a process that has never seen the game (no cached match or replay).
            GameService.Applied moved = newProcess().move(g.id(), g.south(), Json.read(moveBody(start)));
            held.release();
            assertEquals(List.of(firstMove(start)), moved.view().get("moves"));
            assertNotNull(moved.view().get("match"));

            // A join (the game's status changes: its match is counted again in the same transaction).
            GameService.Seated joined = newProcess().join(openId, null);
            held.release();
            assertEquals("active", joined.view().get("status"));

            // A resignation that ends game 1 of a best of 3: the score and game 2 are stored with it.
            int version = (Integer) moved.view().get("version");
            Map<String, Object> resigned =
                    newProcess().resign(g.id(), g.north(), Json.read("{\"version\":" + version + "}"));
            held.release();
            @SuppressWarnings("unchecked")
            Map<String, Object> game = (Map<String, Object>) resigned.get("game");
            assertEquals("finished", game.get("status"));
            assertNotNull(game.get("next"));
            @SuppressWarnings("unchecked")
            Map<String, Object> match = (Map<String, Object>) game.get("match");
            assertEquals(Map.of("south", 1, "north", 0, "draws", 0), match.get("score"));

            // And a move in another game by the process that already knows it.
            GameService.Applied other = service.move(waiting.id(), waiting.south(), Json.read(moveBody(waitingStart)));
            held.release();
            assertEquals(1, ((List<?>) other.view().get("moves")).size());
            assertEquals(4, held.times);
        } finally {
            store.afterCommit = () -> {};
            held.release();
        }

        // Everything answered is stored, as a new process reads it.
        GameService reader = newProcess();
        Map<String, Object> stored = reader.get(g.id(), null);
        assertEquals(List.of(firstMove(start)), stored.get("moves"));
        assertEquals("finished", stored.get("status"));
        Map<String, Object> next = reader.get((String) stored.get("next"), g.south());
        assertEquals("active", next.get("status"));
        assertEquals("active", reader.get(openId, null).get("status"));
        assertEquals(1, ((List<?>) reader.get(waiting.id(), null).get("moves")).size());
        assertFalse(((List<?>) reader.get(waiting.id(), waiting.north()).get("legalMoves")).isEmpty());
    }

    /**
     * Takes the pool's connections on another thread right after a commit (the hook returns once it is
     * held) and keeps it for {@link #HOLD_MILLIS}, longer than the pool's timeout: anything the request still
     * asks of the database after its commit would be refused busy.
     */
    private final class HeldPool {
        private Thread holder;
        int times;

        void takeNow() {
            CountDownLatch taken = new CountDownLatch(1);
            holder = new Thread(() -> {
                try {
                    List<Connection> all = new ArrayList<>();
                    for (int i = 0; i < POOL; i++) all.add(db.connection());
                    taken.countDown();
                    Thread.sleep(HOLD_MILLIS);
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
            if (holder != null) holder.join();
            holder = null;
        }
    }
}
