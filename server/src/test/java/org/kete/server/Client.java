package org.kete.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A small HTTP and WebSocket client for the tests, speaking to a server on localhost. */
final class Client {
    static final ObjectMapper MAPPER = new ObjectMapper();

    record Response(int status, String body, HttpResponse<String> raw) {
        JsonNode json() {
            try {
                return MAPPER.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    private final HttpClient http = HttpClient.newHttpClient();
    private final int port;

    Client(int port) {
        this.port = port;
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    Response get(String path) {
        return get(path, null);
    }

    Response get(String path, String token) {
        return send(auth(HttpRequest.newBuilder(uri(path)).GET(), token));
    }

    Response post(String path, String token, String body) {
        return post(path, token, body, "application/json");
    }

    Response post(String path, String token, String body, String contentType) {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        return send(auth(b, token));
    }

    /**
     * Sends only the headers of a POST whose Content-Length announces {@code length} bytes, and returns the
     * status line of the answer. A server that refuses a request by its announced size answers at once; not
     * sending the body avoids racing the upload against the server closing the connection. Times out after
     * 10 s rather than hanging.
     */
    String postHeadersOnly(String path, long length) {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + length
                    + "\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            byte[] all = socket.getInputStream().readNBytes(4096);
            return new String(all, java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Posts {@code {"version": v}} plus extra JSON fields (written without braces). */
    Response act(String path, String token, int version, String extra) {
        String body = "{\"version\":" + version + (extra == null ? "" : "," + extra) + "}";
        return post(path, token, body);
    }

    private static HttpRequest.Builder auth(HttpRequest.Builder b, String token) {
        if (token != null) b.header("Authorization", "Bearer " + token);
        return b;
    }

    private Response send(HttpRequest.Builder b) {
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(r.statusCode(), r.body(), r);
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    static String quote(String s) {
        try {
            return MAPPER.writeValueAsString(s);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Creates a game; returns the whole 201 response body (game, token, seat). */
    JsonNode create(String body) {
        Response r = post("/api/games", null, body);
        if (r.status() != 201) throw new AssertionError("create failed: " + r.status() + " " + r.body());
        return r.json();
    }

    /** A WebSocket listener that queues every text message it receives. */
    Listener listen(String gameId) {
        Listener l = new Listener();
        http.newWebSocketBuilder()
                .buildAsync(URI.create("ws://localhost:" + port + "/api/games/" + gameId + "/events"), l)
                .join();
        return l;
    }

    static final class Listener implements WebSocket.Listener {
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket socket;

        @Override
        public void onOpen(WebSocket webSocket) {
            socket = webSocket;
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(MAPPER.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        /** The next message, waiting up to 10 seconds. */
        JsonNode next() {
            try {
                JsonNode n = messages.poll(10, TimeUnit.SECONDS);
                if (n == null) throw new AssertionError("no WebSocket message within 10 s");
                return n;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }

        /** Skips messages until one of this type with at least this version arrives. */
        JsonNode until(String type, int version) {
            while (true) {
                JsonNode n = next();
                if (n.path("type").asText().equals(type)
                        && n.path("game").path("version").asInt() >= version) return n;
            }
        }

        /** Skips messages until one about the game at least at this version arrives (any type). */
        JsonNode untilVersion(int version) {
            while (true) {
                JsonNode n = next();
                if (n.path("game").path("version").asInt() >= version) return n;
            }
        }

        void close() {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }
}
