package org.kete.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.kete.server.common.Daemons;
import org.kete.server.common.Secrets;
import org.kete.server.lobby.Seeks;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lobby's live channel, {@code /api/lobby/events} (docs/api.md, Lobby): a hello with the connection's id, then
 * the open seeks and the games being played whenever they change, and "taken" to the owner of a seek accepted.
 * This server's connections are vouched for every {@link Seeks#VOUCH_SECONDS} s (their seeks stay listed); a
 * connection that closes takes its seeks with it.
 */
final class LobbyChannel implements Seeks.Listener, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LobbyChannel.class);

    private final Seeks seeks;
    private final Map<String, WsContext> sockets = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Daemons.scheduler("kete-lobby");
    private final AtomicBoolean dirty = new AtomicBoolean();
    private volatile String lastGames = "";

    LobbyChannel(Seeks seeks) {
        this.seeks = seeks;
        seeks.listen(this);
        timer.scheduleWithFixedDelay(this::vouch, Seeks.VOUCH_SECONDS, Seeks.VOUCH_SECONDS, TimeUnit.SECONDS);
        timer.scheduleWithFixedDelay(this::refreshGames, 3, 3, TimeUnit.SECONDS);
    }

    void routes(RoutesConfig r) {
        r.ws("/api/lobby/events", ws -> {
            ws.onConnect(ctx -> {
                if (!ctx.session.isOpen()) return; // over its address's cap (KeteServer's Sockets)
                ctx.session.setIdleTimeout(Duration.ofMinutes(30));
                String id = Secrets.random(12);
                ctx.attribute("connection", id);
                sockets.put(id, ctx);
                Web.send(ctx, Web.write(new LobbyViews.Hello("hello", id)));
                Web.send(ctx, seeksMessage());
                Web.send(ctx, Web.write(new LobbyViews.GamesMessage("games", LobbyViews.games(seeks.playing()))));
            });
            ws.onMessage(ctx -> {
                if (ctx.message().contains("\"ping\"")) ctx.send("{\"type\":\"pong\"}");
            });
            ws.onClose(ctx -> left(ctx.attribute("connection")));
            ws.onError(ctx -> left(ctx.attribute("connection")));
        });
    }

    private void left(String connection) {
        if (connection == null) return;
        sockets.remove(connection);
        try {
            seeks.left(connection);
        } catch (RuntimeException e) {
            LOG.warn("could not withdraw the seeks of a closed lobby connection: {}", e.toString());
        }
    }

    @Override
    public void seeksChanged() {
        if (dirty.compareAndSet(false, true)) timer.schedule(this::broadcastSeeks, 100, TimeUnit.MILLISECONDS);
    }

    @Override
    public void taken(String connection, String seek, String game) {
        WsContext ws = sockets.get(connection);
        if (ws != null) Web.send(ws, Web.write(new LobbyViews.Taken("taken", seek, game)));
        refreshGames();
    }

    private void broadcastSeeks() {
        dirty.set(false);
        if (sockets.isEmpty()) return;
        String message;
        try {
            message = seeksMessage();
        } catch (RuntimeException e) {
            LOG.warn("could not list the seeks: {}", e.toString());
            return;
        }
        for (WsContext ws : sockets.values()) Web.send(ws, message);
    }

    private String seeksMessage() {
        return Web.write(new LobbyViews.SeeksMessage("seeks", LobbyViews.seeks(seeks.open())));
    }

    /** Sends the list of games being played to the lobby's connections when it has changed. */
    private void refreshGames() {
        if (sockets.isEmpty()) return;
        try {
            String message = Web.write(new LobbyViews.GamesMessage("games", LobbyViews.games(seeks.playing())));
            if (message.equals(lastGames)) return;
            lastGames = message;
            for (WsContext ws : sockets.values()) Web.send(ws, message);
        } catch (RuntimeException e) {
            LOG.debug("could not list the games being played: {}", e.toString());
        }
    }

    /** This server's connections are alive: their seeks are vouched for; seeks nobody vouches for are pruned. */
    private void vouch() {
        try {
            seeks.vouch(new ArrayList<>(sockets.keySet()));
        } catch (RuntimeException e) {
            LOG.debug("lobby refresh: {}", e.toString());
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
