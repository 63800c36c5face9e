package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.TableRules;

/**
 * kete serve --egtb: with Oware tables (0-6 seeds, built here) the hint of an ending in them is exact and the
 * strongest computer plays a best move of the tables; without them, or under other rules, nothing changes; a
 * bad directory stops the start with a message.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EndgameTablesTest {
    static final int SEEDS = 6;

    /** 5 seeds, South to move, 21-22: A and D win by 2 (E and F do not). */
    static final String WIN_BY_2 = "1-0-0-1-1-1-0-0-1-0-0-0-21-22-S";
    /** The same board turned round, North to move: a and d win by 2. */
    static final String WIN_BY_2_NORTH = "0-0-1-0-0-0-1-0-0-1-1-1-22-21-N";
    /** O8 of the rules: North's f is forced, then South collects two; North loses by 2. */
    static final String O8 = "0-1-0-0-0-0-0-0-0-0-0-1-23-23-N";
    /** O9: a forced cycle; its table value depends on the cycle convention, so it is not exact in a game. */
    static final String O9 = "0-0-0-0-0-1-0-0-0-0-0-1-24-22-S";

    @TempDir
    static Path dir;

    Path tables;
    KeteServer server;
    KeteServer plain;
    Client client;
    Client plainClient;

    @BeforeAll
    void start() throws IOException {
        tables = TestServers.owareTables(dir, SEEDS);
        server = KeteServer.start(TestServers.h2(dir.resolve("with")).withEgtbDir(tables));
        plain = KeteServer.start(TestServers.h2(dir.resolve("without")));
        client = new Client(server.port());
        plainClient = new Client(plain.port());
    }

    @AfterAll
    void stop() {
        server.stop();
        plain.stop();
    }

    private static JsonNode hint(Client c, String position, String options) {
        JsonNode created = c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"" + position
                + "\"" + (options == null ? "" : ",\"options\":" + options) + "}");
        String id = created.get("game").get("id").asText();
        Client.Response r =
                c.get("/api/games/" + id + "/hint?ms=300", created.get("token").asText());
        assertEquals(200, r.status(), r.body());
        return r.json();
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void the_start_message_names_the_seed_counts_loaded() {
        assertEquals("Oware 0-6 seeds (oware grandSlam=forfeit cycleRule=split), 19 KB", server.endgameTables());
        assertEquals("none", plain.endgameTables());
    }

    @Test
    void the_hint_of_an_ending_in_the_tables_is_exact_with_every_move_that_keeps_the_value() {
        JsonNode h = hint(client, WIN_BY_2, null);
        assertTrue(h.get("exact").asBoolean(), h.toString());
        assertEquals("win", h.get("result").asText());
        assertEquals(2, h.get("margin").asInt());
        assertEquals("win by 2", h.get("resultText").asText());
        assertEquals("win by 2", h.get("scoreText").asText());
        assertEquals(List.of("A", "D"), texts(h.get("bestMoves")));
        assertEquals("A", h.get("move").asText());
        assertEquals(0, h.get("code").asInt());
        assertEquals(6, h.get("level").asInt());

        JsonNode o8 = hint(client, O8, null);
        assertTrue(o8.get("exact").asBoolean(), o8.toString());
        assertEquals("loss", o8.get("result").asText());
        assertEquals("loss by 2", o8.get("resultText").asText());
        assertEquals(List.of("f"), texts(o8.get("bestMoves")));
    }

    /** The hint's words for people follow ?lang= first, then Accept-Language; its numbers stay numbers. */
    @Test
    void the_hint_is_worded_in_the_language_asked_for() throws Exception {
        JsonNode created = client.create(
                "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"},\"position\":\"" + WIN_BY_2 + "\"}");
        String id = created.get("game").get("id").asText();
        String token = created.get("token").asText();
        java.util.function.BiFunction<String, String, JsonNode> ask = (query, accept) -> {
            java.net.http.HttpRequest.Builder b = java.net.http.HttpRequest.newBuilder(
                            client.uri("/api/games/" + id + "/hint?ms=300" + query))
                    .header("Authorization", "Bearer " + token);
            if (accept != null) b.header("Accept-Language", accept);
            try {
                String body = java.net.http.HttpClient.newHttpClient()
                        .send(b.build(), java.net.http.HttpResponse.BodyHandlers.ofString())
                        .body();
                return Client.MAPPER.readTree(body);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        };
        assertEquals("gagne de 2", ask.apply("&lang=fr", null).get("resultText").asText());
        assertEquals(
                "ganha por 2", ask.apply("", "pt-PT,pt;q=0.9").get("resultText").asText());
        assertEquals(
                "ushindi kwa 2", ask.apply("&lang=sw", "pt").get("scoreText").asText());
        assertEquals("win by 2", ask.apply("&lang=xx", "de").get("resultText").asText());
        assertEquals(
                "⟦win by 2⟧",
                ask.apply("&lang=x-pseudo", null).get("resultText").asText());
        assertEquals(2, ask.apply("&lang=fr", null).get("margin").asInt());
    }

    @Test
    void without_tables_or_under_other_rules_or_in_a_cycle_dependent_ending_the_hint_is_a_search() {
        for (JsonNode h : List.of(
                hint(plainClient, WIN_BY_2, null),
                hint(client, WIN_BY_2, "{\"grandSlam\":\"allowed\"}"),
                hint(client, WIN_BY_2, "{\"cycleRule\":\"draw\"}"),
                hint(client, O9, null))) {
            assertFalse(h.get("exact").asBoolean(), h.toString());
            assertNull(h.get("bestMoves"), h.toString());
            assertTrue(h.get("depth").asInt() > 0, h.toString());
        }
    }

    @Test
    void the_strongest_computer_plays_a_move_that_keeps_the_tables_value() {
        JsonNode created = client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"computer\",\"level\":6},"
                + "\"seat\":\"south\",\"position\":\"" + WIN_BY_2_NORTH + "\"}");
        String id = created.get("game").get("id").asText();
        Client.Response r = client.act(
                "/api/games/" + id + "/computer", created.get("token").asText(), 1, null);
        assertEquals(200, r.status(), r.body());
        String played = r.json().get("applied").get(0).get("notation").asText();
        assertTrue(List.of("a", "d").contains(played), played);
    }

    @Test
    void a_missing_empty_or_corrupt_directory_stops_the_start_with_a_message() throws IOException {
        Path missing = dir.resolve("nowhere");
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> KeteServer.start(TestServers.h2(dir.resolve("bad1")).withEgtbDir(missing)));
        assertEquals("no endgame table directory " + missing, e.getMessage());

        Path empty = Files.createDirectory(dir.resolve("empty"));
        e = assertThrows(
                IllegalArgumentException.class,
                () -> KeteServer.start(TestServers.h2(dir.resolve("bad2")).withEgtbDir(empty)));
        assertTrue(e.getMessage().startsWith("no endgame tables (oware-k<seeds>.egtb) in " + empty), e.getMessage());

        Path corrupt = Files.createDirectory(dir.resolve("corrupt"));
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= 3; k++) {
            b.buildLayer(k);
            EgtbFile.write(corrupt, k, b.rules(), b.layer(k));
        }
        try (RandomAccessFile f = new RandomAccessFile(EgtbFile.path(corrupt, 3).toFile(), "rw")) {
            f.seek(f.length() - 1);
            int x = f.read();
            f.seek(f.length() - 1);
            f.write(x ^ 1);
        }
        e = assertThrows(
                IllegalArgumentException.class,
                () -> KeteServer.start(TestServers.h2(dir.resolve("bad3")).withEgtbDir(corrupt)));
        assertTrue(e.getMessage().contains("oware-k3.egtb is corrupt"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("bad3")), "nothing was opened before the tables were checked");
    }
}
