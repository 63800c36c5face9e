package org.kete.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.TableRules;
import org.kete.server.KeteServer;
import org.kete.server.SearchCapacity;
import org.kete.server.ServerConfig;

class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void arguments_are_parsed() {
        ServerConfig c = ServeCommand.parse(new String[] {"serve", "--port", "0", "--data", dir.toString()});
        assertEquals(0, c.port());
        assertEquals(dir, c.dataDir());
        assertNull(c.jdbcUrl());
        ServerConfig pg = ServeCommand.parse(new String[] {"--database", "jdbc:postgresql://localhost/kete"});
        assertEquals(ServerConfig.DEFAULT_PORT, pg.port());
        assertEquals("jdbc:postgresql://localhost/kete", pg.databaseUrl());
        assertNull(ServeCommand.parse(new String[] {"serve", "--help"}));
    }

    @Test
    void the_search_capacity_has_defaults_and_options() {
        assertEquals(
                SearchCapacity.DEFAULT,
                ServeCommand.parse(new String[] {"serve"}).capacity());
        ServerConfig c = ServeCommand.parse(new String[] {
            "serve", "--computer-threads", "3", "--computer-queue", "0", "--hints", "1", "--analyses", "0"
        });
        assertEquals(new SearchCapacity(3, 0, 1, 0), c.capacity());
        assertEquals(false, c.behindProxy());
        assertEquals(
                true,
                ServeCommand.parse(new String[] {"serve", "--behind-proxy"}).behindProxy());
    }

    @Test
    void bad_arguments_exit_with_2_and_a_message() {
        for (String[] args : new String[][] {
            {"serve", "--port", "seventy"},
            {"serve", "--port", "70000"},
            {"serve", "--port"},
            {"serve", "--color"},
            {"serve", "--database", "mysql://x"},
            {"serve", "--computer-threads", "0"},
            {"serve", "--hints", "-1"},
            {"serve", "--analyses", "many"},
            {"serve", "--computer-queue"}
        }) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = ServeCommand.run(args, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true));
            assertEquals(2, code, String.join(" ", args));
            assertTrue(
                    err.toString(StandardCharsets.UTF_8).startsWith("kete serve: "),
                    err.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void the_endgame_table_directory_comes_from_egtb_or_else_the_environment() {
        ServerConfig flag = ServeCommand.parse(new String[] {"serve", "--egtb", "/x/tables"}, n -> "/y");
        assertEquals(Path.of("/x/tables"), flag.egtbDir());
        ServerConfig env = ServeCommand.parse(new String[] {"serve"}, n -> n.equals("KETE_EGTB") ? "/y/tables" : null);
        assertEquals(Path.of("/y/tables"), env.egtbDir());
        assertEquals(ServerConfig.NO_AUTO_TABLES, flag.autoTables());
    }

    @Test
    void without_a_directory_the_tables_are_found_or_built_in_the_data_directory_unless_none() {
        ServerConfig blank = ServeCommand.parse(new String[] {"serve", "--data", dir.toString()}, n -> "  ");
        assertNull(blank.egtbDir());
        assertEquals(17, blank.autoTables());
        assertEquals(dir.resolve("egtb"), blank.autoTableDir());
        assertEquals(17, ServeCommand.parse(new String[] {"serve"}).autoTables());
        ServerConfig none = ServeCommand.parse(new String[] {"serve", "--egtb", "none"}, n -> "/y/tables");
        assertNull(none.egtbDir());
        assertEquals(ServerConfig.NO_AUTO_TABLES, none.autoTables());
        ServerConfig envNone = ServeCommand.parse(new String[] {"serve"}, n -> n.equals("KETE_EGTB") ? "none" : null);
        assertNull(envNone.egtbDir());
        assertEquals(ServerConfig.NO_AUTO_TABLES, envNone.autoTables());
    }

    @Test
    void a_bad_endgame_table_directory_stops_the_start_with_exit_1_and_a_message() {
        Path missing = dir.resolve("no-tables");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ServeCommand.run(
                new String[] {
                    "serve", "--port", "0", "--data", dir.resolve("data").toString(), "--egtb", missing.toString()
                },
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, code);
        assertEquals(
                "kete serve: the server could not start: no endgame table directory " + missing,
                err.toString(StandardCharsets.UTF_8).strip());
        ByteArrayOutputStream noValue = new ByteArrayOutputStream();
        assertEquals(
                2,
                ServeCommand.run(
                        new String[] {"serve", "--egtb"},
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(noValue, true, StandardCharsets.UTF_8)));
        assertTrue(noValue.toString(StandardCharsets.UTF_8).contains("--egtb needs a value"));
    }

    @Test
    void start_with_tables_prints_the_seed_counts_loaded() throws Exception {
        Path tables = dir.resolve("egtb");
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= 4; k++) {
            b.buildLayer(k);
            EgtbFile.write(tables, k, b.rules(), b.layer(k));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KeteServer server = ServeCommand.start(
                ServeCommand.parse(new String[] {
                    "--port", "0", "--data", dir.resolve("data").toString(), "--egtb", tables.toString()
                }),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            String text = out.toString(StandardCharsets.UTF_8);
            assertTrue(
                    text.contains("Endgame tables from " + tables.toAbsolutePath()
                            + ": Oware 0-4 seeds (oware grandSlam=forfeit cycleRule=split), 2 KB"),
                    text);
        } finally {
            server.stop();
        }
    }

    @Test
    void start_prints_the_address_to_open() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KeteServer server = ServeCommand.start(
                ServeCommand.parse(new String[] {"--port", "0", "--data", dir.toString(), "--egtb", "none"}),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            String text = out.toString(StandardCharsets.UTF_8);
            assertTrue(text.contains("open http://localhost:" + server.port() + "/"), text);
            HttpResponse<String> r = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + "/api/catalogue"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode());
        } finally {
            server.stop();
        }
    }

    @Test
    void an_empty_database_file_stops_the_start_with_exit_1_and_one_line() throws Exception {
        Path data = java.nio.file.Files.createDirectories(dir.resolve("data"));
        Path file = java.nio.file.Files.createFile(data.resolve("kete.mv.db"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ServeCommand.run(
                new String[] {"serve", "--port", "0", "--data", data.toString()},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, code);
        assertEquals(
                "kete serve: the server could not start: the database file " + file.toAbsolutePath()
                        + " is empty (0 bytes), not a Kete database: restore it from a backup, or move it away to"
                        + " start with no games",
                err.toString(StandardCharsets.UTF_8).strip());
        assertEquals(0, java.nio.file.Files.size(file), "the file is left as it was");
    }
}
