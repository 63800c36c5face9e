package org.kete.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A browser's side of the social API for the tests: it keeps the session cookie it was given and sends the
 * CSRF token with its changes, as the page does; each instance is one browser.
 */
final class SocialClient {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    final int port;
    String cookie;
    String csrf;
    /** Sent as the Origin header when set (a page of that site). */
    String origin;
    /** Sent as X-CSRF-Token instead of the session's when set (a forged request). */
    String forcedCsrf;

    String lastSetCookie;
    /** The address the request says it is from, as a reverse proxy does (X-Forwarded-For), when set. */
    String forwardedFor;

    /**
     * Whether this browser keeps the device cookie it is given (kete_device) and sends it back; off unless a
     * test asks, so that the tests' accounts are not all seen in one browser.
     */
    boolean keepsDevice;

    /** The device cookie kept (with {@link #keepsDevice}), or given to share another browser's; sent when set. */
    String device;

    SocialClient(int port) {
        this.port = port;
    }

    Client.Response get(String path) {
        return get(path, null);
    }

    Client.Response get(String path, String bearer) {
        return send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .GET(),
                bearer);
    }

    Client.Response post(String path, String body) {
        return post(path, null, body);
    }

    Client.Response post(String path, String bearer, String body) {
        return send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body == null ? "" : body)),
                bearer);
    }

    private Client.Response send(HttpRequest.Builder b, String bearer) {
        String cookies = (cookie == null ? "" : "kete_session=" + cookie + "; ")
                + (device != null ? "kete_device=" + device : "");
        if (!cookies.isEmpty()) b.header("Cookie", cookies.replaceAll("; $", ""));
        if (forwardedFor != null) b.header("X-Forwarded-For", forwardedFor);
        if (forcedCsrf != null) b.header("X-CSRF-Token", forcedCsrf);
        else if (csrf != null) b.header("X-CSRF-Token", csrf);
        if (origin != null) b.header("Origin", origin);
        if (bearer != null) b.header("Authorization", "Bearer " + bearer);
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            for (String h : r.headers().allValues("set-cookie")) {
                lastSetCookie = h;
                if (keepsDevice && h.startsWith("kete_device="))
                    device = h.substring("kete_device=".length(), h.indexOf(';'));
                if (!h.startsWith("kete_session=")) continue;
                String v = h.substring("kete_session=".length(), h.indexOf(';'));
                cookie = v.isEmpty() ? null : v;
            }
            Client.Response resp = new Client.Response(r.statusCode(), r.body(), r);
            if ((r.statusCode() == 200 || r.statusCode() == 201) && r.body().startsWith("{")) {
                JsonNode j = resp.json();
                if (j.has("csrf")) csrf = j.get("csrf").asText();
            }
            return resp;
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Registers {@code name} (password "password-" + name) and keeps its session. */
    SocialClient register(String name) {
        Client.Response r =
                post("/api/account/register", "{\"name\":\"" + name + "\",\"password\":\"password-" + name + "\"}");
        if (r.status() != 201) throw new AssertionError("register " + name + ": " + r.body());
        return this;
    }
}
