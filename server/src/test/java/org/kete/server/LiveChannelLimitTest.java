package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;
import org.kete.server.http.Sockets;

/**
 * The live channels' limits (docs/security.md, Live channels): the connections one address holds at once, on
 * every channel, refused beyond the cap with 429 on the upgrade or, for upgrades sent together, closed at once
 * with 4429; the Origin of every upgrade; and a game's spectator count, sent at most so often so that N
 * spectators arriving cost O(N) messages, not O(N^2). On H2 here; PostgresLiveChannelLimitTest reruns it on
 * PostgreSQL.
 */
class LiveChannelLimitTest {
    @TempDir
    Path dir;

    final TestClock time = new TestClock();
    final HttpClient http = HttpClient.newHttpClient();

    ServerConfig config(Path dir) {
        return TestServers.h2(dir);
    }

    void done() {}

    private KeteServer start(Limits.Name name, long value) {
        return KeteServer.start(config(dir).withLimits(TestServers.LIMITS.with(name, value)), time);
    }

    /** A connection's fate: open, refused at the upgrade (its status), or closed by the server (its code). */
    static final class Socket implements WebSocket.Listener {
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        final List<String> texts = java.util.Collections.synchronizedList(new ArrayList<>());
        volatile WebSocket ws;
        volatile int refused;
        volatile String retryAfter;

        @Override
        public void onOpen(WebSocket webSocket) {
            ws = webSocket;
            webSocket.request(Long.MAX_VALUE);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            texts.add(data.toString());
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }
    }

    private Socket open(int port, String path, String origin) {
        Socket s = new Socket();
        WebSocket.Builder b = http.newWebSocketBuilder();
        if (origin != null) b.header("Origin", origin);
        try {
            b.buildAsync(URI.create("ws://localhost:" + port + path), s).join();
        } catch (CompletionException e) {
            if (!(e.getCause() instanceof WebSocketHandshakeException h)) throw e;
            s.refused = h.getResponse().statusCode();
            s.retryAfter = h.getResponse().headers().firstValue("Retry-After").orElse(null);
        }
        return s;
    }

    /** Waits (up to 10 s) for something the server does on its own threads. */
    private static void eventually(BooleanSupplier condition, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionError("not within 10 s: " + what);
            Thread.sleep(20);
        }
    }

    private static String newGame(Client c) {
        return c.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}")
                .get("game")
                .get("id")
                .asText();
    }

    @Test
    void one_address_holds_at_most_its_sockets_on_all_channels_together() throws Exception {
        KeteServer server = start(Limits.Name.SOCKETS_PER_ADDRESS, 4);
        try {
            int port = server.port();
            String game = newGame(new Client(port));
            List<Socket> held = List.of(
                    open(port, "/api/games/" + game + "/events", null),
                    open(port, "/api/games/" + game + "/events", null),
                    open(port, "/api/lobby/events", null),
                    open(port, "/api/games/" + game + "/chat/events?room=spectators", null));
            for (Socket s : held) assertEquals(0, s.refused);
            eventually(() -> server.sockets().total() == 4, "four counted");
            // The fifth, on any channel, is refused at the upgrade, and told when to try again.
            Socket fifth = open(port, "/api/games/" + game + "/events", null);
            assertEquals(429, fifth.refused);
            assertEquals("10", fifth.retryAfter);
            assertEquals(429, open(port, "/api/lobby/events", null).refused);
            // One closed frees its place.
            held.get(0).ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
            eventually(() -> server.sockets().total() == 3, "one released");
            Socket again = open(port, "/api/lobby/events", null);
            assertEquals(0, again.refused);
            eventually(() -> server.sockets().total() == 4, "counted again");
            for (Socket s : List.of(held.get(1), held.get(2), held.get(3), again))
                s.ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
            eventually(() -> server.sockets().total() == 0, "all released");

            // Thirty upgrades at once: four stay open, every other one is refused or closed with 4429.
            ExecutorService pool = Executors.newFixedThreadPool(30);
            CountDownLatch gate = new CountDownLatch(1);
            List<Future<Socket>> burst = new ArrayList<>();
            for (int i = 0; i < 30; i++)
                burst.add(pool.submit(() -> {
                    gate.await();
                    return open(port, "/api/games/" + game + "/events", null);
                }));
            gate.countDown();
            List<Socket> sockets = new ArrayList<>();
            for (Future<Socket> f : burst) sockets.add(f.get());
            pool.shutdownNow();
            int upgradedThenClosed = 0;
            int refused = 0;
            List<Socket> open = new ArrayList<>();
            for (Socket s : sockets) {
                if (s.refused != 0) {
                    assertEquals(429, s.refused);
                    refused++;
                } else {
                    open.add(s);
                }
            }
            for (Socket s : open) {
                Integer code = s.closed
                        .completeOnTimeout(null, 500, TimeUnit.MILLISECONDS)
                        .get();
                if (code != null) {
                    assertEquals(Sockets.TOO_MANY, code);
                    upgradedThenClosed++;
                }
            }
            assertEquals(26, refused + upgradedThenClosed, "refused " + refused + ", closed " + upgradedThenClosed);
            assertEquals(4, server.sockets().total());
        } finally {
            server.stop();
            done();
        }
    }

    @Test
    void an_upgrade_from_another_sites_page_is_refused_on_every_channel() throws Exception {
        KeteServer server = start(Limits.Name.SOCKETS_PER_ADDRESS, 64);
        try {
            int port = server.port();
            String game = newGame(new Client(port));
            String self = "http://localhost:" + port;
            for (String path : List.of(
                    "/api/games/" + game + "/events",
                    "/api/lobby/events",
                    "/api/games/" + game + "/chat/events?room=spectators")) {
                for (String bad : List.of(
                        "http://evil.example@localhost:" + port,
                        "http://evil.example",
                        "https://localhost:" + port,
                        "http://localhost:" + (port + 1),
                        self + "/page",
                        "null")) {
                    assertEquals(403, open(port, path, bad).refused, path + " from " + bad);
                }
                Socket ours = open(port, path, self);
                assertEquals(0, ours.refused, path);
                Socket program = open(port, path, null);
                assertEquals(0, program.refused, path);
                ours.ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
                program.ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
            }
        } finally {
            server.stop();
            done();
        }
    }

    @Test
    void spectators_arriving_together_cost_a_count_a_second_not_one_each() throws Exception {
        KeteServer server = start(Limits.Name.SPECTATOR_COUNTS_PER_SECOND, 1);
        int n = 120;
        List<Socket> watchers = new ArrayList<>();
        try {
            int port = server.port();
            String game = newGame(new Client(port));
            long before = server.live().messagesSent();
            long started = System.nanoTime();
            for (int i = 0; i < n; i++) {
                Socket s = open(port, "/api/games/" + game + "/events", null);
                s.ws.sendText("{\"type\":\"watch\"}", true).join();
                watchers.add(s);
            }
            // Every listener hears the final count, once it is sent.
            for (Socket s : watchers)
                eventually(
                        () -> s.texts.stream().anyMatch(t -> t.equals("{\"type\":\"spectators\",\"count\":" + n + "}")),
                        "count " + n);
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started) + 2;
            long sent = server.live().messagesSent() - before;
            // One state and at most one count per arrival, plus a count to everyone once a second: O(N). A count
            // to every listener at each arrival was N * (N + 1) / 2 = 7,260.
            long bound = 2L * n + seconds * n;
            assertTrue(
                    sent <= bound, sent + " messages for " + n + " spectators in " + seconds + " s; at most " + bound);
            assertTrue(bound < n * (n + 1L) / 2, "the bound tells O(N) from O(N^2): " + bound);
        } finally {
            for (Socket s : watchers) s.ws.abort();
            server.stop();
            done();
        }
    }
}
