package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.AutoTables;
import org.kete.engine.oware.Oware;
import org.kete.server.search.EndgameTables;

/** The server with the tables it builds for itself ({@link AutoTables}, tested on its own in the ai module). */
class AutoTablesServerTest {
    @TempDir
    Path dir;

    /** While the tables are built the games are played without them; once ready, for the default rules only. */
    @Test
    void the_tables_are_served_once_built_and_only_for_their_rules() {
        Path tables = dir.resolve("egtb");
        List<Runnable> held = new ArrayList<>();
        AutoTables auto = AutoTables.start(tables, 4, 2, m -> {}, held::add);
        EndgameTables served = EndgameTables.auto(auto);
        assertNull(served.forGame(Oware.TYPE.create()));
        assertTrue(served.describe().startsWith("building Oware 0-4 seeds in " + tables), served.describe());
        while (!held.isEmpty()) held.remove(0).run();
        assertEquals(auto.tables(), served.forGame(Oware.TYPE.create()));
        assertNull(served.forGame(Oware.TYPE.create("grandSlam=allowed")), "other rules: no tables");
    }

    /**
     * The server with automatic tables while another build holds the directory: the analysis works, by search;
     * once the tables are there it is exact.
     */
    @Test
    void the_server_analyses_without_tables_until_they_are_ready_then_exactly() throws Exception {
        Path data = dir.resolve("data");
        Path tables = data.resolve(AutoTables.DIRECTORY);
        ReentrantLock other = AutoTables.lockFor(tables);
        other.lock();
        KeteServer server;
        try {
            server = KeteServer.start(TestServers.h2(data).withAutoTables(5));
        } catch (RuntimeException e) {
            other.unlock();
            throw e;
        }
        try {
            Client client = new Client(server.port());
            String body = "{\"game\":\"oware\",\"position\":\"" + EndgameTablesTest.WIN_BY_2 + "\",\"ms\":200}";
            JsonNode a = analyse(client, body);
            assertFalse(a.get("exact").asBoolean(), a.toString());
            assertTrue(server.endgameTables().startsWith("building Oware 0-5 seeds"), server.endgameTables());
            other.unlock();
            server.endgameTablesSettled().get(60, TimeUnit.SECONDS);
            assertTrue(server.endgameTables().startsWith("Oware 0-5 seeds"), server.endgameTables());
            a = analyse(client, body);
            assertTrue(a.get("exact").asBoolean(), a.toString());
            assertEquals("south", a.get("result").get("winner").asText(), a.toString());
            assertEquals(2, a.get("result").get("margin").asInt(), a.toString());
        } finally {
            if (other.isHeldByCurrentThread()) other.unlock();
            server.stop();
        }
    }

    private static JsonNode analyse(Client c, String body) {
        Client.Response r = c.post("/api/analysis", null, body);
        assertEquals(200, r.status(), r.body());
        return r.json();
    }
}
