package org.kete.server.lobby;

import io.javalin.websocket.WsContext;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.kete.server.db.Db;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Events of the lobby and the chats between the servers of one database, the way Live carries the games':
 * on PostgreSQL {@code NOTIFY kete_social '<event>'} after the change commits, heard by a thread of each server
 * that LISTENs on a connection of its own (and, after that connection was lost, a "resync" to every
 * subscriber, since the events of the gap are gone); on H2 the servers of the same database in this JVM tell
 * each other directly. An event only says what changed ("lobby", "chat <game> <room>"): each server reads the
 * rows itself, so a lost or coalesced event loses nothing once a later one comes.
 */
public final class Bus implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Bus.class);
    static final String CHANNEL = "kete_social";
    public static final String RESYNC = "resync";

    private static final Map<String, Set<Bus>> LOCAL = new ConcurrentHashMap<>();

    private final String url;
    private final boolean postgres;
    private final Db db;
    private final List<Consumer<Event>> subscribers = new CopyOnWriteArrayList<>();
    private final Thread listener;
    private volatile boolean closed;

    public Bus(String url, Db db) {
        this.url = url;
        this.db = db;
        this.postgres = url.startsWith("jdbc:postgresql:");
        if (postgres) {
            listener = new Thread(this::listen, "kete-social-listen");
            listener.setDaemon(true);
            listener.start();
        } else {
            listener = null;
            LOCAL.computeIfAbsent(url, k -> ConcurrentHashMap.newKeySet()).add(this);
        }
    }

    /**
     * An event: its topic and its words, sent as one line ("chat &lt;game&gt; &lt;room&gt;": topic "chat", args
     * [game, room]). Ids and room names have no spaces.
     */
    public record Event(String topic, List<String> args) {
        static Event parse(String text) {
            String[] words = text.split(" ");
            return new Event(words[0], List.of(words).subList(1, words.length));
        }

        /** Whether this is a {@code topic} event with {@code arity} words after it. */
        public boolean is(String topic, int arity) {
            return this.topic.equals(topic) && args.size() == arity;
        }

        public String arg(int i) {
            return args.get(i);
        }

        String text() {
            return args.isEmpty() ? topic : topic + " " + String.join(" ", args);
        }
    }

    public void subscribe(Consumer<Event> s) {
        subscribers.add(s);
    }

    /** Tells every server of the database, this one included, of a committed change: {@code topic args...}. */
    public void publish(String topic, String... args) {
        publish(new Event(topic, List.of(args)).text());
    }

    private void publish(String event) {
        if (postgres) {
            try (Connection c = db.connection();
                    PreparedStatement s = c.prepareStatement("SELECT pg_notify('" + CHANNEL + "', ?)")) {
                s.setString(1, event);
                s.execute();
                return; // this server hears it too, through its LISTEN
            } catch (SQLException e) {
                LOG.warn("could not announce '{}' to the other servers: {}", event, e.toString());
            }
            deliver(event);
            return;
        }
        for (Bus b : LOCAL.getOrDefault(url, Set.of())) b.deliver(event);
    }

    private void deliver(String text) {
        Event event = Event.parse(text);
        for (Consumer<Event> s : subscribers) {
            try {
                s.accept(event);
            } catch (RuntimeException e) {
                LOG.warn("handling '{}' failed: {}", text, e.toString());
            }
        }
    }

    private void listen() {
        long pause = 100;
        while (!closed) {
            Properties props = new Properties();
            props.setProperty("ApplicationName", "kete-social");
            props.setProperty("tcpKeepAlive", "true");
            try (Connection c = DriverManager.getConnection(url, props)) {
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                }
                deliver(RESYNC);
                pause = 100;
                PGConnection pg = c.unwrap(PGConnection.class);
                long quietSince = System.currentTimeMillis();
                while (!closed) {
                    PGNotification[] ns = pg.getNotifications(250);
                    long now = System.currentTimeMillis();
                    if (ns != null && ns.length > 0) {
                        for (PGNotification n : ns) deliver(n.getParameter());
                        quietSince = now;
                    } else if (now - quietSince > 10_000) {
                        if (!c.isValid(5)) throw new SQLException("the listening connection does not answer");
                        quietSince = now;
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) return;
                LOG.warn("lobby and chat events from other servers: connection lost ({}); reconnecting", e.toString());
            }
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                return;
            }
            pause = Math.min(pause * 2, 5_000);
        }
    }

    /** Sends to a connection if it is open; a connection that failed leaves with its close event. */
    public static void send(WsContext ws, String message) {
        try {
            if (ws.session.isOpen()) ws.send(message);
        } catch (RuntimeException e) {
            LOG.debug("could not send to a connection: {}", e.toString());
        }
    }

    @Override
    public void close() {
        closed = true;
        if (listener != null) {
            listener.interrupt();
            try {
                listener.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        } else {
            Set<Bus> all = LOCAL.get(url);
            if (all != null) all.remove(this);
        }
    }
}
