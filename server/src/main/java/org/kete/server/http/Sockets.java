package org.kete.server.http;

import io.javalin.http.Context;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.websocket.api.Session;
import org.kete.server.common.ApiException;

/**
 * The WebSocket connections of this server by address (docs/security.md, Live channels): every channel (a game's,
 * its chat's, the lobby's) counts, and an address holds {@code sockets-per-address} at once at most. An upgrade
 * beyond it is refused with 429 (its Origin checked first, as for every change); the count is taken for real when
 * the connection opens, atomically, and a connection over the cap (many upgrades at once) is closed at once with
 * {@link #TOO_MANY} before any channel sees it.
 */
public final class Sockets {
    /** The close code of a connection over the cap: 4000 + the HTTP status the upgrade would have had. */
    public static final int TOO_MANY = 4429;

    static final String TOO_MANY_REASON = "too many connections from your address";
    /** The seconds a refused upgrade is told to wait (Retry-After): a connection closes within them, or not. */
    static final int RETRY_SECONDS = 10;

    /** The upgrade's address, kept for its connection (the proxy's forwarded one when trusted). */
    private static final String ADDRESS = "kete.address";

    private final int max;
    private final Map<String, Integer> open = new ConcurrentHashMap<>();
    /** The connections counted, with their address: a connection is released once, however it ends. */
    private final Map<Session, String> counted = new ConcurrentHashMap<>();

    public Sockets(int max) {
        this.max = max;
    }

    /** Before an upgrade: another site's page is refused (403), and so is an address at its cap (429). */
    public void beforeUpgrade(Context ctx) {
        WebSecurity.checkOrigin(ctx);
        String address = ctx.ip();
        ctx.attribute(ADDRESS, address);
        if (open.getOrDefault(address, 0) >= max) {
            ApiException refused = refusal(max);
            ctx.header("Retry-After", String.valueOf(refused.retryAfter()));
            throw refused;
        }
    }

    /** The refusal of an upgrade over the cap. */
    static ApiException refusal(int max) {
        return ApiException.tooMany(
                "too-many-sockets",
                "at most " + max + " live connections from one address; close one first",
                "too-many-sockets",
                Map.of("n", max),
                RETRY_SECONDS);
    }

    /**
     * A connection opened: counted, or closed at once if its address is at the cap. Runs before the channel's own
     * handler, which does nothing for a connection already closed.
     */
    public void connected(WsConnectContext ctx) {
        String address = ctx.attribute(ADDRESS);
        if (address == null)
            address = ctx.session.getRemoteSocketAddress() instanceof InetSocketAddress a
                    ? a.getAddress().getHostAddress()
                    : String.valueOf(ctx.session.getRemoteSocketAddress());
        int n = open.merge(address, 1, Integer::sum);
        if (n > max) {
            release(address);
            ctx.closeSession(TOO_MANY, TOO_MANY_REASON);
            return;
        }
        counted.put(ctx.session, address);
    }

    /** A connection closed (or failed): its address has one fewer. */
    public void closed(WsContext ctx) {
        String address = counted.remove(ctx.session);
        if (address != null) release(address);
    }

    private void release(String address) {
        open.computeIfPresent(address, (k, v) -> v <= 1 ? null : v - 1);
    }

    /** For tests: the connections counted now, from every address. */
    public int total() {
        return counted.size();
    }
}
