package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.engine.Player;
import org.kete.server.config.ServerConfig;
import org.kete.server.db.Database;
import org.kete.server.game.GameStore;
import org.kete.server.game.StoredGame;

/**
 * The database is the source of truth: a game survives a restart, and two servers sharing one database never
 * both accept a move for the same turn. Runs on the embedded H2 database, or on PostgreSQL when
 * KETE_TEST_POSTGRES_URL is set.
 */
class PersistenceTest {
    @TempDir
    Path dir;

    /** The database under test; the Postgres subclass overrides it. */
    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    @Test
    void a_game_continues_after_the_server_restarts_on_the_same_data() {
        ServerConfig config = config(dir);
        KeteServer first = KeteServer.start(config);
        String id;
        String token;
        try {
            Client c = new Client(first.port());
            JsonNode created = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":1}}");
            id = created.get("game").get("id").asText();
            token = created.get("token").asText();
            assertEquals(
                    200,
                    c.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"")
                            .status());
            assertEquals(
                    200, c.act("/api/games/" + id + "/computer", token, 2, null).status());
        } finally {
            first.stop();
        }

        KeteServer second = KeteServer.start(config);
        try {
            Client c = new Client(second.port());
            JsonNode g = c.get("/api/games/" + id, token).json();
            assertEquals(3, g.get("version").asInt());
            assertEquals(2, g.get("moves").size());
            assertEquals("south", g.get("you").asText(), "the token still holds its seat");
            String next = g.get("legalMoves").get(0).get("notation").asText();
            Client.Response r = c.act("/api/games/" + id + "/moves", token, 3, "\"move\":\"" + next + "\"");
            assertEquals(200, r.status(), r.body());
            assertEquals(3, r.json().get("game").get("moves").size());
        } finally {
            second.stop();
        }
    }

    @Test
    void a_match_continues_after_the_server_restarts() {
        ServerConfig config = config(dir);
        KeteServer first = KeteServer.start(config);
        String next;
        String token;
        try {
            Client c = new Client(first.port());
            JsonNode created = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},"
                    + "\"match\":{\"format\":\"best-of\",\"n\":3}}");
            String id = created.get("game").get("id").asText();
            token = created.get("token").asText();
            JsonNode g = c.act("/api/games/" + id + "/resign", token, 1, "\"seat\":\"north\"")
                    .json()
                    .get("game");
            next = g.get("next").asText();
        } finally {
            first.stop();
        }

        KeteServer second = KeteServer.start(config);
        try {
            Client c = new Client(second.port());
            JsonNode g = c.get("/api/games/" + next, token).json();
            assertEquals(2, g.get("match").get("number").asInt());
            assertEquals(1, g.get("match").get("score").get("south").asInt());
            g = c.act("/api/games/" + next + "/resign", token, 1, "\"seat\":\"south\"")
                    .json()
                    .get("game");
            assertEquals(1, g.get("match").get("score").get("north").asInt());
            JsonNode third =
                    c.get("/api/games/" + g.get("next").asText(), token).json();
            assertEquals(3, third.get("match").get("number").asInt());
            assertEquals("active", third.get("match").get("status").asText());
        } finally {
            second.stop();
        }
    }

    @Test
    void two_servers_on_one_database_never_both_accept_the_same_turn() throws Exception {
        ServerConfig config = config(dir);
        KeteServer a = KeteServer.start(config);
        KeteServer b = KeteServer.start(config);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Client ca = new Client(a.port());
            Client cb = new Client(b.port());
            JsonNode created = ca.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
            String id = created.get("game").get("id").asText();
            String token = created.get("token").asText();
            Client.Listener onB = cb.listen(id);
            onB.next();

            for (int round = 0; round < 10; round++) {
                JsonNode g = cb.get("/api/games/" + id).json();
                int version = g.get("version").asInt();
                JsonNode legal = g.get("legalMoves");
                String m1 = legal.get(0).get("notation").asText();
                String m2 = legal.get(legal.size() - 1).get("notation").asText();
                CountDownLatch go = new CountDownLatch(1);
                Future<Client.Response> fa = pool.submit(() -> {
                    go.await();
                    return ca.act("/api/games/" + id + "/moves", token, version, "\"move\":\"" + m1 + "\"");
                });
                Future<Client.Response> fb = pool.submit(() -> {
                    go.await();
                    return cb.act("/api/games/" + id + "/moves", token, version, "\"move\":\"" + m2 + "\"");
                });
                go.countDown();
                List<Client.Response> rs = List.of(fa.get(), fb.get());
                int won = 0;
                for (Client.Response r : rs) {
                    if (r.status() == 200) won++;
                    else assertEquals("stale-version", r.json().get("error").asText(), r.body());
                }
                assertEquals(1, won, "exactly one server accepts the move of ply " + version);
                JsonNode after = ca.get("/api/games/" + id).json();
                assertEquals(version + 1, after.get("version").asInt());
                assertEquals(round + 1, after.get("moves").size());
                // A listener on the other server hears of the move, whichever server took it.
                assertEquals(
                        after.get("moves"),
                        onB.untilVersion(version + 1).get("game").get("moves"));
            }
            onB.close();
        } finally {
            pool.shutdownNow();
            a.stop();
            b.stop();
        }
    }

    @Test
    void a_server_error_is_logged_and_answered_with_a_generic_message() {
        ServerConfig config = config(dir);
        KeteServer server = KeteServer.start(config);
        try (Database d = Database.open(config.databaseUrl())) {
            // A row no rules can replay (as a bug or a hand edit might leave): the server must not leak why.
            StoredGame.Builder b = new StoredGame.Builder();
            b.id = "broken";
            b.gameType = "oware";
            b.options = "";
            b.mode = StoredGame.Mode.LOCAL;
            b.firstPlayer = Player.SOUTH;
            b.moves = List.of("Q", "Q");
            b.version = 1;
            b.status = StoredGame.Status.ACTIVE;
            new GameStore(d, java.time.InstantSource.system())
                    .insert(b.build(), org.kete.server.game.GameCreations.Sender.NONE);
            Client.Response r = new Client(server.port()).get("/api/games/broken");
            assertEquals(500, r.status());
            assertEquals("internal", r.json().get("error").asText());
            assertTrue(!r.body().contains("Exception") && !r.body().contains("Q"), r.body());
        } finally {
            server.stop();
        }
    }

    /** A new local Oware game at version 1 with no moves, as the store tests insert it. */
    private static StoredGame newLocalOware(String id) {
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = id;
        b.gameType = "oware";
        b.options = "";
        b.mode = StoredGame.Mode.LOCAL;
        b.firstPlayer = Player.SOUTH;
        b.moves = List.of();
        b.version = 1;
        b.status = StoredGame.Status.ACTIVE;
        b.createdAt = 1;
        b.updatedAt = 1;
        return b.build();
    }

    /** The live refresh reads many games with one statement: the ones that exist, each as stored. */
    @Test
    void games_are_read_together_by_id() {
        ServerConfig config = config(dir);
        try (Database d = Database.open(config.databaseUrl())) {
            GameStore store = new GameStore(d, java.time.InstantSource.system());
            store.insert(newLocalOware("many1"), org.kete.server.game.GameCreations.Sender.NONE);
            store.insert(newLocalOware("many2"), org.kete.server.game.GameCreations.Sender.NONE);
            store.insert(newLocalOware("many3"), org.kete.server.game.GameCreations.Sender.NONE);
            StoredGame.Builder moved = store.find("many2").orElseThrow().toBuilder();
            moved.moves = List.of("C");
            assertTrue(store.update(moved.build()).isPresent());

            var read = store.findAll(List.of("many2", "missing", "many1"));
            assertEquals(java.util.Set.of("many1", "many2"), read.keySet());
            assertEquals(store.find("many2").orElseThrow(), read.get("many2"));
            assertEquals(List.of("C"), read.get("many2").moves());
            assertEquals(2, read.get("many2").version());
            assertEquals(1, read.get("many1").version());
            assertTrue(store.findAll(List.of()).isEmpty());
        }
    }

    @Test
    void the_version_guard_lets_exactly_one_of_two_writers_through() {
        ServerConfig config = config(dir);
        try (Database d1 = Database.open(config.databaseUrl());
                Database d2 = Database.open(config.databaseUrl())) {
            GameStore s1 = new GameStore(d1, java.time.InstantSource.system());
            GameStore s2 = new GameStore(d2, java.time.InstantSource.system());
            s1.insert(newLocalOware("guard"), org.kete.server.game.GameCreations.Sender.NONE);

            StoredGame seen1 = s1.find("guard").orElseThrow();
            StoredGame seen2 = s2.find("guard").orElseThrow();
            StoredGame.Builder c1 = seen1.toBuilder();
            c1.moves = List.of("A");
            StoredGame.Builder c2 = seen2.toBuilder();
            c2.moves = List.of("B");
            List<Boolean> results = new ArrayList<>();
            results.add(s1.update(c1.build()).isPresent());
            results.add(s2.update(c2.build()).isPresent());
            assertEquals(List.of(true, false), results);
            StoredGame now = s2.find("guard").orElseThrow();
            assertEquals(2, now.version());
            assertEquals(List.of("A"), now.moves());
            assertTrue(s2.update(now.toBuilder().build()).isPresent(), "a writer with the current version succeeds");
        }
    }

    /**
     * A process keeps the rows it wrote, and a change asked at the version of a kept row starts from it without
     * reading the database. Another process's write is read from the database; a kept row that another process
     * has moved past is refused by the version guard, which drops it.
     */
    @Test
    void a_row_written_here_is_used_at_its_version_and_only_then() {
        ServerConfig config = config(dir);
        Database d1 = Database.open(config.databaseUrl());
        try (Database d2 = Database.open(config.databaseUrl())) {
            GameStore s1 = new GameStore(d1, java.time.InstantSource.system());
            GameStore s2 = new GameStore(d2, java.time.InstantSource.system());
            s1.insert(newLocalOware("kept"), org.kete.server.game.GameCreations.Sender.NONE);
            StoredGame v2 =
                    s1.update(withMoves(s1.find("kept", 1).orElseThrow(), "A")).orElseThrow();

            // The other process moves on to version 3: asked at 3, this process reads it.
            assertTrue(s2.update(withMoves(s2.find("kept").orElseThrow(), "A", "b"))
                    .isPresent());
            StoredGame read = s1.find("kept", 3).orElseThrow();
            assertEquals(3, read.version());
            assertEquals(List.of("A", "b"), read.moves());

            // Asked at 2 (a stale request), the kept row is found, and the write from it is refused and drops it.
            assertSame(v2, s1.find("kept", 2).orElseThrow());
            assertTrue(s1.update(withMoves(v2, "A", "c")).isEmpty());
            assertEquals(3, s1.find("kept", 2).orElseThrow().version(), "read from the database again");

            // A row written here, asked at its version, needs no database at all.
            StoredGame v4 = s1.update(withMoves(read, "A", "b", "C")).orElseThrow();
            d1.close();
            assertSame(v4, s1.find("kept", 4).orElseThrow());
            assertThrows(RuntimeException.class, () -> s1.find("kept", 3), "any other version is read");
        } finally {
            d1.close();
        }
    }

    private static StoredGame withMoves(StoredGame g, String... moves) {
        StoredGame.Builder b = g.toBuilder();
        b.moves = List.of(moves);
        return b.build();
    }
}
