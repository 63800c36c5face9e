package org.kete.server.http;

import io.javalin.http.Context;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.kete.server.common.ApiException;

/**
 * The headers every answer carries and the errors Jetty itself gives, at the level of the connection, so that
 * they cover the pages, the static files, the API and the requests Jetty refuses before any route sees them
 * (a malformed request, a URI or headers too long, an ambiguous path such as {@code %00}).
 *
 * <p>The pages need nothing inline: every script and style sheet is a file of the server, the board's
 * animations set styles through the CSSOM (which a policy without 'unsafe-inline' allows), and the browser
 * tests fail on any policy violation.
 */
public final class WebSecurity {
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self';"
            + " img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none';"
            + " form-action 'self'; frame-ancestors 'none'";
    /** Two years, for the browsers' preload lists; sent only over HTTPS (RFC 6797 forbids it over HTTP). */
    public static final String STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

    private WebSecurity() {}

    /** A browser's Origin: a scheme, a host (a name, an IPv4 or a bracketed IPv6 address) and maybe a port. */
    private static final Pattern ORIGIN =
            Pattern.compile("(https?)://([a-z0-9.-]+|\\[[0-9a-f:.]+\\])(?::([0-9]{1,5}))?", Pattern.CASE_INSENSITIVE);
    /** A Host header: a host and maybe a port. */
    private static final Pattern HOST =
            Pattern.compile("([a-z0-9.-]+|\\[[0-9a-f:.]+\\])(?::([0-9]{1,5}))?", Pattern.CASE_INSENSITIVE);

    /**
     * Refuses (403 csrf) a request whose Origin, when sent, is not exactly this server's: the scheme the request
     * came by (the proxy's, when the server trusts one) and the host and port it was asked by (the Host header),
     * the default port of the scheme written or not. Anything more in the origin (user information such as
     * {@code http://evil.example@host}, a path, a query) or anything less is refused: a browser sends none of it.
     * A request without Origin (a program, not a browser's page) passes. Used for every change and every
     * WebSocket upgrade (docs/security.md).
     */
    public static void checkOrigin(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin == null) return;
        if (!sameOrigin(origin, ctx.scheme(), ctx.header("Host"))) {
            throw new ApiException(403, "csrf", "requests from another site's pages are refused", "csrf", Map.of());
        }
    }

    /** Whether {@code origin} is exactly the origin of a request made by {@code scheme} to {@code host}. */
    public static boolean sameOrigin(String origin, String scheme, String host) {
        if (host == null || scheme == null) return false;
        Matcher o = ORIGIN.matcher(origin.trim());
        Matcher h = HOST.matcher(host.trim());
        if (!o.matches() || !h.matches()) return false;
        String s = o.group(1).toLowerCase(Locale.ROOT);
        if (!s.equals(scheme.toLowerCase(Locale.ROOT))) return false;
        if (!o.group(2).equalsIgnoreCase(h.group(1))) return false;
        return port(o.group(3), s) == port(h.group(2), s);
    }

    private static int port(String written, String scheme) {
        if (written != null) return Integer.parseInt(written);
        return scheme.equals("https") ? 443 : 80;
    }

    /** Sets the security headers on {@code headers}; HSTS only when the request came over HTTPS. */
    static void addHeaders(HttpFields.Mutable headers, boolean secure) {
        headers.put("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("X-Frame-Options", "DENY");
        headers.put("Referrer-Policy", "no-referrer");
        if (secure) headers.put("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    }

    /**
     * Adds the security headers to every answer. It runs after the forwarded-headers customizer when the
     * server trusts a proxy, so that a request the proxy received over HTTPS counts as secure.
     */
    public static final class Headers implements HttpConfiguration.Customizer {
        @Override
        public Request customize(Request request, HttpFields.Mutable responseHeaders) {
            addHeaders(responseHeaders, request.isSecure());
            return request;
        }
    }

    /** Jetty's own errors as the API's JSON error body (docs/api.md, Errors), with the security headers. */
    public static final class JsonErrors extends ErrorHandler {
        public JsonErrors() {
            setShowStacks(false);
            setShowCauses(false);
        }

        /**
         * Every error Jetty answers itself: a request its parser refused (400, 414, 431, ...) before any handler
         * ran, or one refused on its way to the routes, such as an ambiguous path.
         */
        @Override
        protected void generateResponse(
                Request request, Response response, int status, String message, Throwable cause, Callback callback)
                throws IOException {
            addHeaders(response.getHeaders(), request.isSecure());
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
            response.write(true, ByteBuffer.wrap(body(status, message).getBytes(StandardCharsets.UTF_8)), callback);
        }

        private static String body(int status, String reason) {
            String code = switch (status) {
                case 404 -> "not-found";
                case 413, 414, 431 -> "too-large";
                case 503 -> "busy";
                default -> status >= 500 ? "internal" : "bad-request";
            };
            String message = switch (status) {
                case 414 -> "the request's URI is too long";
                case 431 -> "the request's headers are too large";
                default -> {
                    String r = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
                    yield "the server refused the request: " + r;
                }
            };
            return Json.write(Json.error(status, code, message));
        }
    }
}
