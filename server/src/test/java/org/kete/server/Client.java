package org.kete.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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

    /** A POST of a JSON body with these extra headers, each a name then its value. */
    Response postWith(String path, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) b.header(headers[i], headers[i + 1]);
        return send(b);
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

    /** One answer read off a raw connection: the status, the header lines (names in lower case) and the body. */
    record RawResponse(int status, java.util.Map<String, String> headers, String body) {
        JsonNode json() {
            try {
                return MAPPER.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    /**
     * Sends each request (raw HTTP/1.1 text, written as given) over ONE connection, one after the other, reading
     * each answer by its Content-Length before sending the next, as a keep-alive client or a proxy does. Stops
     * early if the server closes the connection. Times out after 10 s rather than hanging.
     */
    List<RawResponse> raw(List<String> requests) {
        List<RawResponse> out = new ArrayList<>();
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            var in = new java.io.BufferedInputStream(socket.getInputStream());
            for (String request : requests) {
                socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
                socket.getOutputStream().flush();
                RawResponse r = readResponse(in);
                if (r == null) break;
                out.add(r);
                if ("close".equalsIgnoreCase(r.headers().get("connection"))) break;
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out;
    }

    /** A request line and headers (each "Name: value"), with Host added; the body, if any, with its length. */
    String rawRequest(String method, String target, List<String> headers, String body) {
        StringBuilder b = new StringBuilder(method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n");
        for (String h : headers) b.append(h).append("\r\n");
        byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        if (body != null)
            b.append("Content-Type: application/json\r\nContent-Length: ")
                    .append(bytes.length)
                    .append("\r\n");
        b.append("\r\n");
        if (body != null) b.append(body);
        return b.toString();
    }

    private static RawResponse readResponse(java.io.InputStream in) throws IOException {
        String status = readLine(in);
        if (status == null || status.isEmpty()) return null;
        java.util.Map<String, String> headers = new java.util.LinkedHashMap<>();
        for (String line = readLine(in); line != null && !line.isEmpty(); line = readLine(in)) {
            int colon = line.indexOf(':');
            headers.merge(
                    line.substring(0, colon).trim().toLowerCase(java.util.Locale.ROOT),
                    line.substring(colon + 1).trim(),
                    (a, b) -> a + ", " + b);
        }
        String body;
        if (headers.containsKey("content-length")) {
            body = new String(in.readNBytes(Integer.parseInt(headers.get("content-length"))), StandardCharsets.UTF_8);
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            StringBuilder sb = new StringBuilder();
            for (int size = Integer.parseInt(readLine(in).trim(), 16);
                    size > 0;
                    size = Integer.parseInt(readLine(in).trim(), 16)) {
                sb.append(new String(in.readNBytes(size), StandardCharsets.UTF_8));
                readLine(in);
            }
            readLine(in);
            body = sb.toString();
        } else {
            body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        return new RawResponse(Integer.parseInt(status.split(" ")[1]), headers, body);
    }

    private static String readLine(java.io.InputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') if (c != '\r') b.append((char) c);
        return c == -1 && b.isEmpty() ? null : b.toString();
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

    /** A listener of the lobby's channel (docs/api.md, Lobby): its first message is the hello with its id. */
    Listener listenLobby() {
        Listener l = new Listener();
        http.newWebSocketBuilder()
                .buildAsync(URI.create("ws://localhost:" + port + "/api/lobby/events"), l)
                .join();
        return l;
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
        /** The "presence" messages (who is at the board), kept apart from the game's own messages. */
        final BlockingQueue<JsonNode> presence = new LinkedBlockingQueue<>();

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
                    JsonNode m = MAPPER.readTree(partial.toString());
                    if ("presence".equals(m.path("type").asText())) presence.add(m.get("presence"));
                    else messages.add(m);
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

        /** The next presence message, waiting up to 10 seconds. */
        JsonNode nextPresence() {
            try {
                JsonNode n = presence.poll(10, TimeUnit.SECONDS);
                if (n == null) throw new AssertionError("no presence message within 10 s");
                return n;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }

        /** Presence messages until one satisfies {@code test}. */
        JsonNode presenceUntil(java.util.function.Predicate<JsonNode> test) {
            while (true) {
                JsonNode n = nextPresence();
                if (test.test(n)) return n;
            }
        }

        /** Says this listener is the player of the seat {@code token} holds. */
        void seat(String token) {
            socket.sendText("{\"type\":\"seat\",\"token\":" + quote(token) + "}", true)
                    .join();
        }

        void close() {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }
}
