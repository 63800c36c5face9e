package org.kete.server;

import io.javalin.websocket.WsContext;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The per-game WebSocket channels of this process. A change made here is published at once; a change made
 * by another process sharing the database is found by a poller that compares the stored version with the
 * last one published here, about once a second, and only for games that have listeners; the same poll ends
 * a game whose running clock has run out, so the players hear of it without making a request.
 */
final class Live implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Live.class);

    private final Map<String, Set<WsContext>> listeners = new ConcurrentHashMap<>();
    /** The listeners that said they only watch ({"type": "watch"}): the spectators, counted per game. */
    private final Map<String, Set<WsContext>> spectators = new ConcurrentHashMap<>();

    private final Map<String, Integer> published = new ConcurrentHashMap<>();
    /**
     * The moves of the game at the version last published, where known: a change by another process that only
     * adds moves to them is sent as those moves with their traces (see {@link GameService#poll}).
     */
    private final Map<String, List<String>> publishedMoves = new ConcurrentHashMap<>();
    /** Striped locks: bounded memory however many games a long-running process touches. */
    private final Object[] locks = new Object[64];

    private final ScheduledExecutorService poller;
    private volatile Consumer<String> pollSource;

    Live(long pollMillis) {
        for (int i = 0; i < locks.length; i++) locks[i] = new Object();
        poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "kete-live-poll");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleWithFixedDelay(this::poll, pollMillis, pollMillis, TimeUnit.MILLISECONDS);
    }

    /** What the poller does for each game with listeners (see {@link GameService#poll}). */
    void pollWith(Consumer<String> poll) {
        this.pollSource = poll;
    }

    /** The last version published to this game's listeners, or -1. */
    int published(String gameId) {
        return published.getOrDefault(gameId, -1);
    }

    /** The moves of the game at the version last published here, or null if not known. */
    List<String> publishedMoves(String gameId) {
        return publishedMoves.get(gameId);
    }

    /** Held while a change is written and published, so the poller never publishes in between. */
    Object lock(String gameId) {
        return locks[Math.floorMod(gameId.hashCode(), locks.length)];
    }

    void join(String gameId, WsContext ws, int version, List<String> moves, String stateMessage) {
        synchronized (lock(gameId)) {
            listeners
                    .computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet())
                    .add(ws);
            remember(gameId, version, moves);
            published.merge(gameId, version, Math::max);
            send(ws, stateMessage);
            // A newcomer hears of the spectators already there; with none, the state is all it gets.
            if (spectatorCount(gameId) > 0) send(ws, spectatorsMessage(gameId));
        }
    }

    /** A listener of the game says it watches: it is counted, and every listener hears the new count. */
    void watch(String gameId, WsContext ws) {
        synchronized (lock(gameId)) {
            Set<WsContext> set = listeners.get(gameId);
            if (set == null || !set.contains(ws)) return;
            if (spectators
                    .computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet())
                    .add(ws)) {
                broadcastSpectators(gameId);
            }
        }
    }

    /** The number of spectators of the game connected to this process. */
    int spectatorCount(String gameId) {
        Set<WsContext> set = spectators.get(gameId);
        return set == null ? 0 : set.size();
    }

    private String spectatorsMessage(String gameId) {
        return "{\"type\":\"spectators\",\"count\":" + spectatorCount(gameId) + "}";
    }

    private void broadcastSpectators(String gameId) {
        Set<WsContext> set = listeners.get(gameId);
        if (set == null) return;
        String message = spectatorsMessage(gameId);
        for (WsContext ws : set) send(ws, message);
    }

    void leave(String gameId, WsContext ws) {
        synchronized (lock(gameId)) {
            Set<WsContext> set = listeners.get(gameId);
            if (set == null) return;
            set.remove(ws);
            Set<WsContext> watching = spectators.get(gameId);
            if (watching != null && watching.remove(ws)) {
                if (watching.isEmpty()) spectators.remove(gameId);
                broadcastSpectators(gameId);
            }
            if (set.isEmpty()) {
                listeners.remove(gameId);
                published.remove(gameId);
                publishedMoves.remove(gameId);
            }
        }
    }

    /** Publishes a change whose moves are not given (they are then not known here). */
    void publish(String gameId, int version, List<String> moves, String message) {
        Set<WsContext> set = listeners.get(gameId);
        if (set == null) return;
        remember(gameId, version, moves);
        published.merge(gameId, version, Math::max);
        for (WsContext ws : set) send(ws, message);
    }

    private void remember(String gameId, int version, List<String> moves) {
        if (version < published(gameId)) return;
        if (moves == null) publishedMoves.remove(gameId);
        else publishedMoves.put(gameId, List.copyOf(moves));
    }

    private void send(WsContext ws, String message) {
        try {
            if (ws.session.isOpen()) ws.send(message);
        } catch (RuntimeException e) {
            LOG.debug("could not send to a WebSocket listener: {}", e.toString());
        }
    }

    private void poll() {
        Consumer<String> poll = pollSource;
        if (poll == null) return;
        for (String id : listeners.keySet()) {
            try {
                poll.accept(id);
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
