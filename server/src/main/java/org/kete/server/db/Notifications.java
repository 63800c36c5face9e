package org.kete.server.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.kete.server.common.Daemons;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way the servers of a database tell each other of their committed changes: a channel per domain
 * ({@code kete_games}, {@code kete_social}), a payload per change, and every subscriber of a channel on every
 * server, this one included, hears it.
 *
 * <p>On PostgreSQL a thread of this class holds the server's one connection that {@code LISTEN}s to every
 * subscribed channel; when it is lost, it reconnects (after a pause growing to 5 s while the database stays
 * away), listens again and calls every subscriber's resync, since the notifications of the gap are gone (also
 * after the first connection: what happened before it was not heard). Another thread sends what {@link #send}
 * gathered, many payloads in one statement: PostgreSQL lets one committing transaction that notifies at a time
 * through (a lock on the database's notification queue, held through the commit's flush to disk), so notifying
 * inside each change's transaction made every change of every server wait in one line. Payloads whose statement
 * failed are kept for the next one, on a new connection. A server that dies between a commit and its
 * notification (a few milliseconds) leaves the others one change behind until the next one or their next resync:
 * a payload only says what changed, each server reads the rows itself.
 *
 * <p>The embedded H2 database can be opened by one process only, so there the servers that share it (in tests)
 * are in this JVM, and a payload is handed to each of them at once, on the sender's thread.
 */
public final class Notifications implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Notifications.class);
    private static final Pattern CHANNEL = Pattern.compile("[a-z_]{1,63}");

    /** The servers of this JVM by H2 database URL: they hand each other their payloads. */
    private static final Map<String, Set<Notifications>> LOCAL = new ConcurrentHashMap<>();

    /** A subscriber of a channel: each payload heard, and a resync after notifications may have been lost. */
    private record Subscriber(Consumer<String> payloads, Runnable resync) {}

    private final String url;
    private final boolean postgres;
    private final Map<String, List<Subscriber>> subscribers = new ConcurrentHashMap<>();
    /** Channels subscribed since the listening connection last LISTENed (it listens to them when it sees them). */
    private final Set<String> toListen = ConcurrentHashMap.newKeySet();

    /** Payloads to send, by channel, in the order sent (a payload already waiting is sent once); its monitor guards it. */
    private final Map<String, Set<String>> toSend = new LinkedHashMap<>();
    /** A permit for each {@link #send}: the sending thread waits on it. */
    private final Semaphore sendsDue = new Semaphore(0);

    private final Thread listener;
    private final Thread sender;
    private volatile boolean closed;

    private volatile int listenerBackend = -1;
    private volatile long listenerConnections;
    private volatile int senderBackend = -1;
    /** Written by the sending thread only. */
    private volatile long sent;

    private volatile long statements;

    public Notifications(String url) {
        this.url = url;
        this.postgres = url.startsWith("jdbc:postgresql:");
        if (postgres) {
            listener = Daemons.named("kete-listen").newThread(this::listen);
            sender = Daemons.named("kete-notify").newThread(this::sendLoop);
            listener.start();
            sender.start();
        } else {
            listener = null;
            sender = null;
            LOCAL.computeIfAbsent(url, k -> ConcurrentHashMap.newKeySet()).add(this);
        }
    }

    /**
     * Hears every payload of {@code channel} (a lower-case name) from every server, this one included, on the
     * listening thread (on H2: the sender's): a subscriber hands slow work to a thread of its own. {@code resync}
     * is called after every (re)connection of the listening connection on PostgreSQL.
     */
    public void subscribe(String channel, Consumer<String> payloads, Runnable resync) {
        if (!CHANNEL.matcher(channel).matches()) throw new IllegalArgumentException("channel " + channel);
        subscribers.computeIfAbsent(channel, k -> new CopyOnWriteArrayList<>()).add(new Subscriber(payloads, resync));
        if (postgres) toListen.add(channel);
    }

    /**
     * Tells every server of the database, this one included, {@code payload} on {@code channel}, after the change
     * it describes committed. On PostgreSQL it returns at once (the sending thread sends it soon); on H2 the
     * subscribers of this JVM hear it before it returns.
     */
    public void send(String channel, String payload) {
        if (closed) return;
        if (!postgres) {
            for (Notifications n : LOCAL.getOrDefault(url, Set.of())) n.deliver(channel, payload);
            return;
        }
        synchronized (toSend) {
            toSend.computeIfAbsent(channel, k -> new LinkedHashSet<>()).add(payload);
        }
        sendsDue.release();
    }

    private void deliver(String channel, String payload) {
        for (Subscriber s : subscribers.getOrDefault(channel, List.of())) {
            try {
                s.payloads().accept(payload);
            } catch (RuntimeException e) {
                LOG.warn("handling '{}' of {} failed: {}", payload, channel, e.toString());
            }
        }
    }

    private void resyncAll() {
        for (List<Subscriber> list : subscribers.values()) {
            for (Subscriber s : list) {
                try {
                    s.resync().run();
                } catch (RuntimeException e) {
                    LOG.warn("resync after a lost connection failed: {}", e.toString());
                }
            }
        }
    }

    private Connection connect(String name) throws SQLException {
        Properties props = new Properties();
        props.setProperty("ApplicationName", name);
        props.setProperty("tcpKeepAlive", "true");
        return DriverManager.getConnection(url, props);
    }

    private static int backend(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT pg_backend_pid()")) {
            r.next();
            return r.getInt(1);
        }
    }

    /** LISTENs to every subscribed channel not yet listened to on {@code c}. */
    private void listenTo(Connection c, Set<String> listened) throws SQLException {
        for (String channel : List.copyOf(toListen)) {
            toListen.remove(channel);
            if (!listened.add(channel)) continue;
            try (Statement s = c.createStatement()) {
                s.execute("LISTEN " + channel);
            }
        }
    }

    /** The listening thread (PostgreSQL). */
    private void listen() {
        long pause = 100;
        while (!closed) {
            try (Connection c = connect("kete-listen")) {
                listenerConnections++;
                toListen.addAll(subscribers.keySet());
                Set<String> listened = ConcurrentHashMap.newKeySet();
                listenTo(c, listened);
                listenerBackend = backend(c);
                resyncAll();
                pause = 100;
                PGConnection pg = c.unwrap(PGConnection.class);
                // Elapsed time of this connection, not the games' time: the monotonic clock.
                long quietSince = System.nanoTime();
                while (!closed) {
                    if (!toListen.isEmpty()) {
                        listenTo(c, listened);
                        resyncAll();
                    }
                    PGNotification[] ns = pg.getNotifications(250);
                    long now = System.nanoTime();
                    if (ns != null && ns.length > 0) {
                        for (PGNotification n : ns) deliver(n.getName(), n.getParameter());
                        quietSince = now;
                    } else if (now - quietSince > 10_000_000_000L) {
                        // A quiet connection may be a dead one that no read has noticed yet.
                        if (!c.isValid(5)) throw new SQLException("the listening connection does not answer");
                        quietSince = now;
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) return;
                listenerBackend = -1;
                LOG.warn("changes of other servers: listening connection lost ({}); reconnecting", e.toString());
            }
            if (!pause(pause)) return;
            pause = Math.min(pause * 2, 5_000);
        }
    }

    /** The sending thread (PostgreSQL): what gathered since its last statement, in one statement per channel. */
    private void sendLoop() {
        long pause = 100;
        while (!closed) {
            try (Connection c = connect("kete-notify");
                    PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, p) FROM unnest(?) AS p")) {
                senderBackend = backend(c);
                pause = 100;
                while (!closed) {
                    if (!sendsDue.tryAcquire(1, TimeUnit.SECONDS)) continue;
                    sendsDue.drainPermits();
                    Map<String, Set<String>> due;
                    synchronized (toSend) {
                        due = new LinkedHashMap<>(toSend);
                        toSend.clear();
                    }
                    List<Map.Entry<String, Set<String>>> channels = List.copyOf(due.entrySet());
                    for (int i = 0; i < channels.size(); i++) {
                        try {
                            sendSome(
                                    c,
                                    s,
                                    channels.get(i).getKey(),
                                    channels.get(i).getValue());
                        } catch (SQLException | RuntimeException e) {
                            putBack(channels.subList(i, channels.size()));
                            throw e;
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                senderBackend = -1;
                if (closed) return;
                LOG.warn("changes to other servers: could not notify ({}); trying again", e.toString());
            } catch (InterruptedException e) {
                return;
            }
            if (!pause(pause)) return;
            pause = Math.min(pause * 2, 5_000);
        }
    }

    private void sendSome(Connection c, PreparedStatement s, String channel, Set<String> batch) throws SQLException {
        s.setString(1, channel);
        s.setArray(2, c.createArrayOf("text", batch.toArray()));
        s.executeQuery().close();
        sent += batch.size();
        statements++;
    }

    /** Payloads whose statement failed go back, before those sent since, for the next statement. */
    private void putBack(List<Map.Entry<String, Set<String>>> failed) {
        synchronized (toSend) {
            for (Map.Entry<String, Set<String>> e : failed) {
                Set<String> again = new LinkedHashSet<>(e.getValue());
                Set<String> since = toSend.get(e.getKey());
                if (since != null) again.addAll(since);
                toSend.put(e.getKey(), again);
            }
        }
        sendsDue.release();
    }

    private static boolean pause(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    /** Whether the servers share a PostgreSQL database (else H2, in one JVM). */
    public boolean postgres() {
        return postgres;
    }

    /** For tests: the backend process id of the listening connection (-1 while there is none). */
    public int listenerBackend() {
        return listenerBackend;
    }

    /** For tests: how many listening connections were opened (counted before each one LISTENs). */
    public long listenerConnections() {
        return listenerConnections;
    }

    /** For tests: the backend process id of the sending connection (-1 while there is none). */
    public int senderBackend() {
        return senderBackend;
    }

    /** For tests and measurements: how many payloads were sent, in how many statements. */
    public long[] sent() {
        return new long[] {sent, statements};
    }

    @Override
    public void close() {
        closed = true;
        for (Thread t : new Thread[] {sender, listener}) {
            if (t == null) continue;
            t.interrupt();
            try {
                t.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (!postgres) {
            Set<Notifications> all = LOCAL.get(url);
            if (all != null) all.remove(this);
        }
    }
}
