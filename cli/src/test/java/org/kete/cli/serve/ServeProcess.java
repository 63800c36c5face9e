package org.kete.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real {@code kete serve} in a child JVM (the tests' own class path, {@code org.kete.cli.Main serve --port 0
 * --data DIR}, with limits on game creation and sockets for a load no person makes), on 127.0.0.1, that a test can kill as {@code kill -9} would; and a small JSON client for it.
 */
final class ServeProcess implements AutoCloseable {
    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern RUNNING = Pattern.compile("Kete is running: open http://localhost:(\\d+)/");

    record Response(int status, JsonNode json) {}

    private final Process process;
    private final int port;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private ServeProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts the server on {@code data} and waits (at most 60 s) until it says it is running. */
    static ServeProcess start(Path data) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx256m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                "-cp",
                System.getProperty("java.class.path"),
                "org.kete.cli.Main",
                "serve",
                "--port",
                "0",
                "--data",
                data.toString(),
                // The kill tests create games as fast as the server takes them, all from 127.0.0.1: past a public
                // server's limits for one sender (docs/security.md), so the server starts with its own.
                "--limit",
                "games-per-minute-per-sender=1000000",
                "--limit",
                "games-per-minute-per-address=1000000",
                "--limit",
                "sockets-per-address=100000"));
        Process p = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String line;
        while ((line = out.readLine()) != null) {
            Matcher m = RUNNING.matcher(line);
            if (m.find()) {
                // Keep draining its output, so the child never blocks on a full pipe.
                Thread drain = new Thread(() -> {
                    try {
                        while (out.readLine() != null) {
                            // discard
                        }
                    } catch (IOException ignored) {
                        // the process is gone
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return new ServeProcess(p, Integer.parseInt(m.group(1)));
            }
            if (System.nanoTime() > deadline) break;
        }
        p.destroyForcibly();
        throw new IllegalStateException("kete serve did not start on " + data);
    }

    /** The process killed at once (SIGKILL): no shutdown hook, no close of the database. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    Response get(String path, String token) throws IOException, InterruptedException {
        return send(request(path, token).GET());
    }

    Response post(String path, String token, String body) throws IOException, InterruptedException {
        return send(request(path, token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** The response, or status 0 when the connection failed (the server is gone). */
    Response tryPost(String path, String token, String body) throws InterruptedException {
        try {
            return post(path, token, body);
        } catch (IOException e) {
            return new Response(0, null);
        }
    }

    Response tryGet(String path, String token) throws InterruptedException {
        try {
            return get(path, token);
        } catch (IOException e) {
            return new Response(0, null);
        }
    }

    private HttpRequest.Builder request(String path, String token) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30));
        if (token != null) b.header("Authorization", "Bearer " + token);
        return b;
    }

    private Response send(HttpRequest.Builder b) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Response(r.statusCode(), r.body().isEmpty() ? null : MAPPER.readTree(r.body()));
    }

    /** The stored moves of a game, as notations. */
    static List<String> moves(JsonNode game) {
        List<String> out = new ArrayList<>();
        game.get("moves").forEach(m -> out.add(m.asText()));
        return out;
    }
}
