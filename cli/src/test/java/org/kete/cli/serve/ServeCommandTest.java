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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.TableRules;
import org.kete.cli.Kete;
import org.kete.server.KeteServer;
import org.kete.server.config.Limits;
import org.kete.server.config.SearchCapacity;
import org.kete.server.config.ServerConfig;
import picocli.CommandLine;

class ServeCommandTest {
    @TempDir
    Path dir;

    /** The configuration {@code kete serve args...} asks for, reading KETE_EGTB from {@code environment}. */
    private static ServerConfig parse(UnaryOperator<String> environment, String... args) {
        PrintStream nowhere = new PrintStream(new ByteArrayOutputStream());
        ServeCommand serve = new ServeCommand(nowhere, nowhere, environment);
        new CommandLine(serve).parseArgs(args);
        return serve.config();
    }

    private static ServerConfig parse(String... args) {
        return parse(name -> null, args);
    }

    @Test
    void arguments_are_parsed() {
        ServerConfig c = parse("--port", "0", "--data", dir.toString());
        assertEquals(0, c.port());
        assertEquals(dir, c.dataDir());
        assertNull(c.jdbcUrl());
        ServerConfig pg = parse("--database", "jdbc:postgresql://localhost/kete");
        assertEquals(ServerConfig.DEFAULT_PORT, pg.port());
        assertEquals("jdbc:postgresql://localhost/kete", pg.databaseUrl());
    }

    @Test
    void help_lists_every_option_with_its_default() {
        Kete.Result r = Kete.command("serve", "--help");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Usage: kete serve"), r.out());
        for (String option : List.of(
                "--port=P",
                "--data=DIR",
                "--database=JDBC-URL",
                "--egtb=DIR|none",
                "--behind-proxy",
                "--computer-threads=N",
                "--computer-queue=N",
                "--hints=N",
                "--analyses=N",
                "--limit=NAME=N",
                "--allow-shared-network")) {
            assertTrue(r.out().contains(option), option + " in\n" + r.out());
        }
        assertTrue(r.out().contains("default 7070"), r.out());
    }

    @Test
    void the_search_capacity_has_defaults_and_options() {
        assertEquals(SearchCapacity.DEFAULT, parse().capacity());
        ServerConfig c = parse("--computer-threads", "3", "--computer-queue", "0", "--hints", "1", "--analyses", "0");
        assertEquals(new SearchCapacity(3, 0, 1, 0), c.capacity());
        assertEquals(
                new SearchCapacity(2, 32, 2, 2, 1, 16), SearchCapacity.DEFAULT, "one review at a time, 16 waiting");
        assertEquals(
                SearchCapacity.DEFAULT.withReviews(0, 4),
                parse("--reviews", "0", "--review-queue", "4").capacity());
        assertEquals(false, c.behindProxy());
        assertEquals(true, parse("--behind-proxy").behindProxy());
    }

    @Test
    void limits_are_set_by_name_and_the_shared_network_by_its_flag() {
        assertEquals(Limits.DEFAULT.toString(), parse().limits().toString());
        ServerConfig c = parse(
                "--limit", "games-per-minute-per-address=5000", "--limit", "chat-burst=50", "--allow-shared-network");
        assertEquals(5000, c.limits().count(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS));
        assertEquals(50, c.limits().count(Limits.Name.CHAT_BURST));
        assertTrue(c.limits().allows(Limits.Name.RATED_SHARED_NETWORK));
        assertEquals(5, c.limits().count(Limits.Name.SIGN_IN_FAILURES_PER_PAIR), "the others keep their defaults");
    }

    @Test
    void bad_arguments_exit_with_2_and_a_message_naming_the_option() {
        Map<List<String>, String> cases = new LinkedHashMap<>();
        cases.put(
                List.of("--port", "seventy"),
                "kete: --port needs a whole number, not 'seventy'; see kete serve --help");
        cases.put(
                List.of("--port", "70000"),
                "kete: --port needs a number from 0 to 65535, not 70000; see kete serve --help");
        cases.put(List.of("--port"), "kete: --port needs a value; see kete serve --help");
        cases.put(List.of("--color"), "kete: unknown option --color for kete serve; see kete serve --help");
        cases.put(
                List.of("--database", "mysql://x"),
                "kete: --database needs a JDBC URL such as jdbc:postgresql://host/db, not 'mysql://x'; see kete serve --help");
        cases.put(
                List.of("--computer-threads", "0"),
                "kete: --computer-threads needs a number from 1 to 64, not 0; see kete serve --help");
        cases.put(List.of("--hints", "-1"), "kete: --hints needs a number from 0 to 64, not -1; see kete serve --help");
        cases.put(
                List.of("--analyses", "many"),
                "kete: --analyses needs a whole number, not 'many'; see kete serve --help");
        cases.put(List.of("--computer-queue"), "kete: --computer-queue needs a value; see kete serve --help");
        cases.put(
                List.of("--computer-queue", "10001"),
                "kete: --computer-queue needs a number from 0 to 10000, not 10001; see kete serve --help");
        cases.put(List.of("--port", "1", "--port", "2"), "kete: --port is given twice; see kete serve --help");
        cases.put(List.of("now"), "kete: unexpected argument 'now'; see kete serve --help");
        cases.put(
                List.of("--limit", "chat-burst=lots"),
                "kete: --limit: chat-burst needs a whole number, not 'lots'; see kete serve --help");
        cases.put(
                List.of("--limit", "chat-burst"),
                "kete: --limit: a limit is set as NAME=N, not 'chat-burst'; see kete serve --help");
        cases.forEach((args, message) -> {
            Kete.Result r = Kete.command("serve", args.toArray(String[]::new));
            assertEquals(2, r.code(), args + " -> " + r.err());
            assertEquals(message, r.err().strip(), args.toString());
        });
    }

    @Test
    void the_endgame_table_directory_comes_from_egtb_or_else_the_environment() {
        ServerConfig flag = parse(n -> "/y", "--egtb", "/x/tables");
        assertEquals(Path.of("/x/tables"), flag.egtbDir());
        ServerConfig env = parse(n -> n.equals("KETE_EGTB") ? "/y/tables" : null);
        assertEquals(Path.of("/y/tables"), env.egtbDir());
        assertEquals(ServerConfig.NO_AUTO_TABLES, flag.autoTables());
    }

    @Test
    void without_a_directory_the_tables_are_found_or_built_in_the_data_directory_unless_none() {
        ServerConfig blank = parse(n -> "  ", "--data", dir.toString());
        assertNull(blank.egtbDir());
        assertEquals(17, blank.autoTables());
        assertEquals(dir.resolve("egtb"), blank.autoTableDir());
        assertEquals(17, parse().autoTables());
        ServerConfig none = parse(n -> "/y/tables", "--egtb", "none");
        assertNull(none.egtbDir());
        assertEquals(ServerConfig.NO_AUTO_TABLES, none.autoTables());
        ServerConfig envNone = parse(n -> n.equals("KETE_EGTB") ? "none" : null);
        assertNull(envNone.egtbDir());
        assertEquals(ServerConfig.NO_AUTO_TABLES, envNone.autoTables());
    }

    @Test
    void a_bad_endgame_table_directory_stops_the_start_with_exit_1_and_a_message() {
        Path missing = dir.resolve("no-tables");
        Kete.Result r = Kete.command(
                "serve", "--port", "0", "--data", dir.resolve("data").toString(), "--egtb", missing.toString());
        assertEquals(1, r.code());
        assertEquals(
                "kete serve: the server could not start: no endgame table directory " + missing,
                r.err().strip());
        Kete.Result noValue = Kete.command("serve", "--egtb");
        assertEquals(2, noValue.code());
        assertTrue(noValue.err().contains("--egtb needs a value"), noValue.err());
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
                parse("--port", "0", "--data", dir.resolve("data").toString(), "--egtb", tables.toString()),
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
                parse("--port", "0", "--data", dir.toString(), "--egtb", "none"),
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
        Kete.Result r = Kete.command("serve", "--port", "0", "--data", data.toString());
        assertEquals(1, r.code());
        assertEquals(
                "kete serve: the server could not start: the database file " + file.toAbsolutePath()
                        + " is empty (0 bytes), not a Kete database: restore it from a backup, or move it away to"
                        + " start with no games",
                r.err().strip());
        assertEquals(0, java.nio.file.Files.size(file), "the file is left as it was");
    }
}
