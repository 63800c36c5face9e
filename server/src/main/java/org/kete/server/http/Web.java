package org.kete.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** JSON, secrets and request details shared by the social routes (accounts, lobby, ratings, chat). */
public final class Web {
    private static final Logger LOG = LoggerFactory.getLogger(Web.class);

    /** The API's one JSON writer ({@link Json#MAPPER}). */
    public static final ObjectMapper MAPPER = Json.MAPPER;

    private Web() {}

    public static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(write(body));
    }

    /**
     * An answer that holds a secret or is for its asker only (an account's CSRF token, a seat's token, a seek's
     * secret or its owner's seat, the players' chat): as {@link #json}, marked so that no browser or proxy cache
     * keeps it ({@link #noStore}). Every such route answers through here or through {@code Routes.privateJson}.
     */
    public static void privateJson(Context ctx, int status, Object body) {
        noStore(ctx);
        json(ctx, status, body);
    }

    /** {@code Cache-Control: no-store}: the answer is not kept by any cache, the browser's own included. */
    public static void noStore(Context ctx) {
        ctx.header("Cache-Control", "no-store");
    }

    public static String write(Object value) {
        return Json.write(value);
    }

    /**
     * The request attribute holding how deeply a request's JSON may nest (Limits JSON_DEPTH), set for every
     * {@code /api} request before its route runs (see the API's routes).
     */
    public static final String JSON_DEPTH = "kete.json-depth";

    /**
     * Sends {@code message} on a live channel's connection if it is open, and says whether it went; a connection
     * that failed leaves with its close event. Every channel (games, lobby, chat) sends through here.
     */
    public static boolean send(WsContext ws, String message) {
        try {
            if (!ws.session.isOpen()) return false;
            ws.send(message);
            return true;
        } catch (RuntimeException e) {
            LOG.debug("could not send to a connection: {}", e.toString());
            return false;
        }
    }

    /** The seat token from {@code Authorization: Bearer ...}, or null. */
    public static String bearer(Context ctx) {
        String h = ctx.header("Authorization");
        if (h == null) return null;
        h = h.trim();
        return h.regionMatches(true, 0, "Bearer ", 0, 7) ? h.substring(7).trim() : null;
    }

    /** The client's address (the proxy's forwarded one when the server trusts a proxy: see ServerConfig). */
    public static String ip(Context ctx) {
        return ctx.ip();
    }

    public static int intQuery(Context ctx, String name, int fallback, int min, int max) {
        String v = ctx.queryParam(name);
        if (v == null || v.isBlank()) return fallback;
        int n;
        try {
            n = Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new ApiException(
                    400,
                    "bad-request",
                    name + " must be a whole number, not '" + v + "'",
                    "field-number",
                    Map.of("field", name, "value", v));
        }
        if (n < min || n > max)
            throw ApiException.outOfRange(name + " is " + min + ".." + max + ", not " + n, name, min, max, n);
        return n;
    }
}
