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
import org.kete.server.KeteServer;
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
    void bad_arguments_exit_with_2_and_a_message() {
        for (String[] args : new String[][] {
            {"serve", "--port", "seventy"},
            {"serve", "--port", "70000"},
            {"serve", "--port"},
            {"serve", "--color"},
            {"serve", "--database", "mysql://x"}
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
    void start_prints_the_address_to_open() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KeteServer server = ServeCommand.start(
                ServeCommand.parse(new String[] {"--port", "0", "--data", dir.toString()}),
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
}
