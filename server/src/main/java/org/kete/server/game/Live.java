package org.kete.server.game;

import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.kete.server.common.Daemons;
import org.kete.server.db.Notifications;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The per-game WebSocket channels of this process, and how changes made by other processes reach them.
 *
 * <p>A change made here is published at once, under the game's lock, right after its write. A change made
 * elsewhere is announced through the database: each server tells the others of its committed changes on the
 * channel {@code kete_games} of the database's notifications ({@link Notifications}: {@code '<id> <version>'},
 * sent after the commit, many in one statement; {@link #announce}), and hears theirs there. The announcement
 * only says which game moved on: for a game with listeners here at an older version, a worker reads the row and
 * sends what is new since the version last published here, moves with their traces rebuilt by replaying them
 * (see {@link Changes#poll}). So a lost or coalesced notification loses nothing as long as a later one, or a
 * resync, comes: after the listening connection was lost and made again, every game with listeners here is
 * refreshed. A server that dies between a commit and its announcement (a few milliseconds) leaves the other
 * servers' listeners of that game one change behind until the game's next change or their next resync.
 *
 * <p>A game whose running clock may have run out, or whose first move is late (by its last published state), is
 * checked once a second, so its listeners hear of the time-out or the abort without anyone making a request.
 */
public final class Live implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Live.class);
    static final String CHANNEL = "kete_games";
    /** The second word of a notification that a game's presence changed (instead of a version). */
    private static final String PRESENCE = "presence";

    private final Notifications notifications;
    private final boolean postgres;
    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();
    /** The listeners that said they only watch ({"type": "watch"}): the spectators, counted per game. */
    private final Map<String, Set<Listener>> spectators = new ConcurrentHashMap<>();

    private final Map<String, Integer> published = new ConcurrentHashMap<>();
    /**
     * The moves of the game at the version last published, where known: a change by another process that only
     * adds moves to them is sent as those moves with their traces (see {@link Changes#poll}).
     */
    private final Map<String, List<String>> publishedMoves = new ConcurrentHashMap<>();
    /** The game as last published here, for messages that need it between changes (who is at the board). */
    private final Map<String, StoredGame> publishedGames = new ConcurrentHashMap<>();
    /** When to check a watched game again (epoch ms): a running clock's end, a first move's deadline (Lifecycle). */
    private final Map<String, Long> clockChecks = new ConcurrentHashMap<>();
    /**
     * Striped locks: bounded memory however many games a long-running process touches. A change's database write
     * is made under its game's stripe, so games sharing a stripe wait for each other: with 1,024 stripes and 1,000
     * games in play, most games shared one, and a JFR recording of the load test showed moves waiting up to 0.7 s
     * for another game's write. With 16,384 (256 KB), about one game in sixteen shares its stripe with another.
     */
    private final Object[] locks = new Object[16_384];

    /** The least time between two spectator counts sent to a game's listeners. */
    private final long countEveryMillis;
    /** The games whose spectator count changed since it was last sent. */
    private final Set<String> countsDue = ConcurrentHashMap.newKeySet();
    /** When each game's spectator count was last sent (the games' time). */
    private final Map<String, Long> countsSentAt = new ConcurrentHashMap<>();
    /** Messages sent to listeners, for tests and measurements. */
    private final java.util.concurrent.atomic.AtomicLong messagesSent = new java.util.concurrent.atomic.AtomicLong();

    /** Games brought up to date with one read of the database at most. */
    public static final int REFRESH_BATCH = Refreshes.BATCH;

    private final Refreshes refreshes = new Refreshes(listeners::containsKey);
    private final ScheduledExecutorService clocks;
    /** Told of a presence change announced by another server, for a game with listeners here. */
    private volatile Consumer<String> presence = id -> {};
    /** Told of every change published to a game's listeners here, after them (under the game's lock). */
    private volatile Consumer<StoredGame> afterPublish = g -> {};

    private volatile boolean closed;

    /** The games' time, against which their running clocks are checked. */
    private final InstantSource clock;

    /** Spectator counts sent at most twice a second (the default of Limits SPECTATOR_COUNTS_PER_SECOND). */
    public Live(Notifications notifications, InstantSource clock) {
        this(notifications, clock, 2);
    }

    /**
     * As {@link #Live(Notifications, InstantSource)}, sending a game's spectator count {@code countsPerSecond}
     * times a second at most.
     */
    public Live(Notifications notifications, InstantSource clock, int countsPerSecond) {
        this.notifications = notifications;
        this.clock = clock;
        this.countEveryMillis = countsPerSecond <= 0 ? Long.MAX_VALUE : Math.max(1, 1000 / countsPerSecond);
        this.postgres = notifications.postgres();
        for (int i = 0; i < locks.length; i++) locks[i] = new Object();
        clocks = Executors.newSingleThreadScheduledExecutor(Daemons.named("kete-live-clocks"));
        clocks.scheduleWithFixedDelay(this::checkClocks, 250, 250, TimeUnit.MILLISECONDS);
        if (countsPerSecond > 0)
            clocks.scheduleWithFixedDelay(
                    this::sendSpectatorCounts, countEveryMillis, countEveryMillis, TimeUnit.MILLISECONDS);
        notifications.subscribe(CHANNEL, this::changed, this::refreshAll);
    }

    /**
     * How to bring a watched game up to date from the database ({@link Changes#poll}): it publishes, with
     * {@link #catchUp}, whatever is newer than what was published here, and ends a game whose clock ran out.
     */
    public void refreshWith(Consumer<List<String>> refresh) {
        refreshes.with(refresh);
    }

    /** Who is told when another server announces that a game's presence changed (see {@link Presence}). */
    void onPresence(Consumer<String> c) {
        this.presence = c;
    }

    /** Who is told of each change published here, after the game's listeners (see {@link Presence}). */
    void afterPublish(Consumer<StoredGame> c) {
        this.afterPublish = c;
    }

    /** Whether the game has listeners here. */
    boolean hasListeners(String gameId) {
        return listeners.containsKey(gameId);
    }

    /** The game as last published to its listeners here, or null. */
    StoredGame lastPublished(String gameId) {
        return publishedGames.get(gameId);
    }

    /** Sends {@code message} to every listener of the game here. */
    public void sendAll(String gameId, String message) {
        Set<Listener> set = listeners.get(gameId);
        if (set == null) return;
        for (Listener ws : set) send(ws, message);
    }

    /** Sends {@code message} to one listener. */
    void sendTo(Listener ws, String message) {
        send(ws, message);
    }

    /** The last version published to this game's listeners, or -1. */
    int published(String gameId) {
        return published.getOrDefault(gameId, -1);
    }

    /** The moves of the game at the version last published here, or null if not known. */
    List<String> publishedMoves(String gameId) {
        return publishedMoves.get(gameId);
    }

    /** Held while a change is written and published, so that no refresh publishes in between. */
    Object lock(String gameId) {
        return locks[Math.floorMod(gameId.hashCode(), locks.length)];
    }

    /** Adds a listener (under the game's lock, holding {@code g} just read) and sends it the state. */
    void join(String gameId, Listener ws, StoredGame g, String stateMessage) {
        synchronized (lock(gameId)) {
            listeners
                    .computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet())
                    .add(ws);
            if (g.version() >= published(gameId)) remember(g);
            send(ws, stateMessage);
            // A newcomer hears of the spectators already there; with none, the state is all it gets.
            if (spectatorCount(gameId) > 0) send(ws, spectatorsMessage(gameId));
        }
        // A notification of another process's change may have come between the read of g and the listener's
        // arrival, and been dropped for want of listeners: one refresh closes that gap.
        refreshSoon(gameId);
    }

    /**
     * A listener of the game says it watches: it is counted, and every listener hears the new count, soon (see
     * {@link #spectatorsChanged}).
     */
    void watch(String gameId, Listener ws) {
        boolean added;
        synchronized (lock(gameId)) {
            Set<Listener> set = listeners.get(gameId);
            if (set == null || !set.contains(ws)) return;
            added = spectators
                    .computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet())
                    .add(ws);
        }
        if (added) spectatorsChanged(gameId);
    }

    /** The number of spectators of the game connected to this process. */
    int spectatorCount(String gameId) {
        Set<Listener> set = spectators.get(gameId);
        return set == null ? 0 : set.size();
    }

    private String spectatorsMessage(String gameId) {
        return "{\"type\":\"spectators\",\"count\":" + spectatorCount(gameId) + "}";
    }

    /**
     * The spectator count of a game changed: its listeners hear the new count now if none was sent to them in the
     * last {@link #countEveryMillis}, else with the next sending of the counts ({@link #sendSpectatorCounts}).
     * Spectators who come or go together cost their listeners one count each time at most: N spectators arriving
     * cost about N messages a second, where one count per arrival cost N * N / 2. The count is sent outside the
     * game's lock: moves do not wait for it.
     */
    private void spectatorsChanged(String gameId) {
        countsDue.add(gameId);
        sendSpectatorCount(gameId);
    }

    /** Sends the game's count if it is due and the game's time to send one has come. */
    private void sendSpectatorCount(String gameId) {
        long now = clock.millis();
        boolean[] mine = {false};
        countsSentAt.compute(gameId, (k, last) -> {
            if (last != null && now - last < countEveryMillis && now >= last) return last;
            mine[0] = true;
            return now;
        });
        if (!mine[0] || !countsDue.remove(gameId)) return;
        Set<Listener> set = listeners.get(gameId);
        if (set == null) return;
        String message = spectatorsMessage(gameId);
        for (Listener ws : set) send(ws, message);
    }

    /** The counts that changed since they were last sent (every {@link #countEveryMillis}). */
    private void sendSpectatorCounts() {
        for (String id : countsDue) {
            try {
                sendSpectatorCount(id);
            } catch (RuntimeException e) {
                LOG.debug("sending the spectators of game {}: {}", id, e.toString());
            }
        }
    }

    void leave(String gameId, Listener ws) {
        boolean watched = false;
        synchronized (lock(gameId)) {
            Set<Listener> set = listeners.get(gameId);
            if (set == null) return;
            set.remove(ws);
            Set<Listener> watching = spectators.get(gameId);
            if (watching != null && watching.remove(ws)) {
                if (watching.isEmpty()) spectators.remove(gameId);
                watched = true;
            }
            if (set.isEmpty()) {
                listeners.remove(gameId);
                published.remove(gameId);
                publishedMoves.remove(gameId);
                publishedGames.remove(gameId);
                clockChecks.remove(gameId);
                countsDue.remove(gameId);
                countsSentAt.remove(gameId);
                return;
            }
        }
        if (watched) spectatorsChanged(gameId);
    }

    /**
     * Publishes a change this process has just written (called under the game's lock, after the commit). The
     * message is built only if the game has listeners here. If they have not seen the version before it (a
     * change of another process is not yet published here) and moves are missing, they are brought up to date
     * from the database instead, so that every move still reaches them with its trace; without missing moves,
     * the message (and its reason) tells them all.
     */
    void publish(StoredGame saved, Supplier<String> message) {
        try {
            publishHere(saved, message);
        } finally {
            // After it is published here: on H2 this server hears its own change too, then as nothing new.
            tellOthers(saved);
        }
    }

    private void publishHere(StoredGame saved, Supplier<String> message) {
        Set<Listener> set = listeners.get(saved.id());
        if (set == null) return;
        int last = published(saved.id());
        if (saved.version() <= last) return;
        if (last >= 0 && saved.version() != last + 1 && !saved.moves().equals(publishedMoves(saved.id()))) {
            refreshNow(List.of(saved.id()));
            return;
        }
        send(set, saved, message.get());
    }

    /** Publishes a change read from the database (by a refresh), as {@code message} describes it. */
    void catchUp(StoredGame g, String message) {
        Set<Listener> set = listeners.get(g.id());
        if (set == null || g.version() <= published(g.id())) return;
        send(set, g, message);
    }

    private void send(Set<Listener> set, StoredGame g, String message) {
        remember(g);
        for (Listener ws : set) send(ws, message);
        try {
            afterPublish.accept(g);
        } catch (RuntimeException e) {
            LOG.debug("after publishing game {}: {}", g.id(), e.toString());
        }
    }

    private void remember(StoredGame g) {
        published.put(g.id(), g.version());
        publishedMoves.put(g.id(), List.copyOf(g.moves()));
        publishedGames.put(g.id(), g);
        Long check = Lifecycle.deadline(g);
        if (check == null) clockChecks.remove(g.id());
        else clockChecks.put(g.id(), check);
    }

    private void send(Listener ws, String message) {
        if (ws.send(message)) messagesSent.incrementAndGet();
    }

    // ---- changes of other processes

    /** A change was committed: game {@code gameId} is now at {@code version}. */
    private void changed(String gameId, int version) {
        if (listeners.containsKey(gameId) && version > published(gameId)) refreshSoon(gameId);
    }

    /** Brings the game's listeners up to date from the database soon (after a publish that failed). */
    void refreshLater(String gameId) {
        refreshSoon(gameId);
    }

    private void refreshSoon(String gameId) {
        refreshes.soon(gameId);
    }

    private void refreshNow(List<String> gameIds) {
        refreshes.now(gameIds);
    }

    /** Every watched game, after the listening connection was (re)established. */
    private void refreshAll() {
        for (String id : listeners.keySet()) refreshSoon(id);
    }

    /** On H2: the other servers of this JVM on the same database hear of the change directly (this one too). */
    private void tellOthers(StoredGame saved) {
        if (postgres) return; // the store announces every committed change (announce)
        notifications.send(CHANNEL, saved.id() + " " + saved.version());
    }

    /**
     * Tells the other servers that the presence of a game's seats changed (see {@link Presence}), with the games'
     * announcements ({@code NOTIFY kete_games '<id> presence'}).
     */
    void announcePresence(String gameId) {
        if (closed) return;
        notifications.send(CHANNEL, gameId + " " + PRESENCE);
    }

    /** Another server says a game's presence changed: its listeners here hear of it (off the listening thread). */
    private void presenceChanged(String gameId) {
        if (!listeners.containsKey(gameId)) return;
        refreshes.execute(() -> presence.accept(gameId));
    }

    private void checkClocks() {
        long now = clock.millis();
        for (Map.Entry<String, Long> e : clockChecks.entrySet()) {
            if (e.getValue() > now) continue;
            // Not again before a second has passed, unless a newer state sets a new time.
            clockChecks.replace(e.getKey(), e.getValue(), now + 1000);
            refreshSoon(e.getKey());
        }
    }

    /**
     * Tells the other servers on the same PostgreSQL database that game {@code gameId} is now at {@code version}
     * (called by the store after each committed change; nothing on H2, where {@link #publish} tells them). It
     * returns at once: the database's sending thread sends it soon, with the others gathered meanwhile.
     */
    public void announce(String gameId, int version) {
        if (!postgres || closed) return;
        notifications.send(CHANNEL, gameId + " " + version);
    }

    /** For tests and measurements: the messages sent to this server's listeners of games so far. */
    public long messagesSent() {
        return messagesSent.get();
    }

    /** A notification's payload: "{id} {version}", or "{id} presence". */
    private void changed(String payload) {
        int space = payload.indexOf(' ');
        if (space < 0) return;
        if (payload.startsWith(PRESENCE, space + 1)) {
            presenceChanged(payload.substring(0, space));
            return;
        }
        try {
            changed(payload.substring(0, space), Integer.parseInt(payload.substring(space + 1)));
        } catch (NumberFormatException e) {
            LOG.debug("ignored a notification: {}", payload);
        }
    }

    @Override
    public void close() {
        closed = true;
        clocks.shutdownNow();
        refreshes.close();
    }
}
