package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.time.Duration;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.game.Changes;
import org.kete.server.game.Departures;
import org.kete.server.game.Listener;
import org.kete.server.game.Presence;
import org.kete.server.game.StoredGame;

/**
 * A game's live channel, {@code /api/games/{id}/events} (docs/api.md, live updates): the WebSocket side of the
 * game's listeners. A connection joins the game's listeners ({@link Changes#joinLive}), hears who is at the
 * board ({@link Presence#watch}), says that it only watches or which seat it holds, and leaves when it closes.
 */
public final class GameChannel {

    /** A seat's connection that has sent nothing (not even a ping) for this long is closed as dropped. */
    static final Duration SEAT_IDLE = Duration.ofSeconds(35);

    private final Changes changes;
    private final Departures departures;
    private final Presence presence;

    public GameChannel(Changes changes, Departures departures, Presence presence) {
        this.changes = changes;
        this.departures = departures;
        this.presence = presence;
    }

    /**
     * A WebSocket connection as a listener of a game: Javalin gives each event of a connection a context of its
     * own, equal to the others of the same connection.
     */
    record Socket(WsContext ws) implements Listener {
        @Override
        public boolean send(String message) {
            return Web.send(ws, message);
        }
    }

    public void register(RoutesConfig r) {
        r.ws("/api/games/{id}/events", ws -> {
            ws.onConnect(ctx -> {
                // Closed already: over its address's cap (see Sockets).
                if (!ctx.session.isOpen()) return;
                String id = ctx.pathParam("id");
                ctx.session.setIdleTimeout(Duration.ofMinutes(30));
                StoredGame g = changes.joinLive(id, new Socket(ctx));
                if (g == null) {
                    ctx.send(Json.write(Json.error(
                            ApiException.notFound("no game '" + id + "'").keyed("no-game", Map.of("id", id)))));
                    ctx.closeSession(4404, "no such game");
                    return;
                }
                presence.watch(g, new Socket(ctx));
            });
            ws.onMessage(ctx -> {
                // Clients send pings, spectators say that they watch, players which seat they hold; anything
                // else is ignored.
                String type = Json.messageType(ctx.message());
                if ("ping".equals(type)) ctx.send("{\"type\":\"pong\"}");
                else if ("watch".equals(type)) changes.watchLive(ctx.pathParam("id"), new Socket(ctx));
                else if ("seat".equals(type)) takeSeat(ctx);
            });
            ws.onClose(this::left);
            ws.onError(this::left);
        });
    }

    /**
     * {"type": "seat", "token": ...} on a game's channel: the connection is that seat's player (see Presence). A
     * player's connection pings every 10 s; one silent for {@link #SEAT_IDLE} is closed, so that a player whose
     * network dropped without a goodbye is seen as gone within that time. A token that holds no seat is answered
     * with the refusal any request would get, and the connection stays a listener.
     */
    private void takeSeat(WsMessageContext ctx) {
        String token = Json.textField(ctx.message(), "token");
        try {
            departures.takeSeat(ctx.pathParam("id"), token, new Socket(ctx));
            ctx.session.setIdleTimeout(SEAT_IDLE);
        } catch (ApiException e) {
            ctx.send(Json.write(Json.error(e)));
        }
    }

    private void left(WsContext ctx) {
        String id = ctx.pathParam("id");
        Socket s = new Socket(ctx);
        changes.leaveLive(id, s);
        presence.depart(id, s);
    }
}
