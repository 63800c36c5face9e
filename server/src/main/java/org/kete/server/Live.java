package org.kete.server;

import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The per-game WebSocket channels of this process. A change made here is published at once; a change made
 * by another process sharing the database is found by a poller that compares the stored version with the
 * last one published here, about once a second, and only for games that have listeners.
 */
final class Live implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Live.class);

    private final Map<String, Set<WsContext>> listeners = new ConcurrentHashMap<>();
    private final Map<String, Integer> published = new ConcurrentHashMap<>();
    private final Map<String, Object> locks = new ConcurrentHashMap<>();
    private final ScheduledExecutorService poller;
    private volatile Function<String, Integer> versionSource;
    private volatile Function<String, String> stateSource;

    Live(long pollMillis) {
        poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "kete-live-poll");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleWithFixedDelay(this::poll, pollMillis, pollMillis, TimeUnit.MILLISECONDS);
    }

    /** Where the poller reads versions and state messages from. */
    void sources(Function<String, Integer> versions, Function<String, String> states) {
        this.versionSource = versions;
        this.stateSource = states;
    }

    /** Held while a change is written and published, so the poller never publishes in between. */
    Object lock(String gameId) {
        return locks.computeIfAbsent(gameId, k -> new Object());
    }

    void join(String gameId, WsContext ws, int version, String stateMessage) {
        synchronized (lock(gameId)) {
            listeners
                    .computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet())
                    .add(ws);
            published.merge(gameId, version, Math::max);
            send(ws, stateMessage);
        }
    }

    void leave(String gameId, WsContext ws) {
        Set<WsContext> set = listeners.get(gameId);
        if (set != null) set.remove(ws);
    }

    void publish(String gameId, int version, String message) {
        published.merge(gameId, version, Math::max);
        Set<WsContext> set = listeners.get(gameId);
        if (set == null) return;
        for (WsContext ws : set) send(ws, message);
    }

    private void send(WsContext ws, String message) {
        try {
            if (ws.session.isOpen()) ws.send(message);
        } catch (RuntimeException e) {
            LOG.debug("could not send to a WebSocket listener: {}", e.toString());
        }
    }

    private void poll() {
        Function<String, Integer> versions = versionSource;
        Function<String, String> states = stateSource;
        if (versions == null || states == null) return;
        for (Map.Entry<String, Set<WsContext>> e : listeners.entrySet()) {
            if (e.getValue().isEmpty()) continue;
            String id = e.getKey();
            try {
                synchronized (lock(id)) {
                    Integer v = versions.apply(id);
                    Integer last = published.get(id);
                    if (v != null && (last == null || v > last)) {
                        publish(id, v, states.apply(id));
                    }
                }
            } catch (RuntimeException ex) {
                LOG.warn("polling game {} failed: {}", id, ex.toString());
            }
        }
    }

    @Override
    public void close() {
        poller.shutdownNow();
    }
}
