package org.kete.server.lobby;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.kete.server.db.Notifications;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Events of the lobby and the chats between the servers of one database, on the channel {@code kete_social} of
 * the server's one database listener ({@link Notifications}): published after the change commits, heard by
 * every server, this one included, and after the listening connection was lost a "resync" to every subscriber,
 * since the events of the gap are gone. An event only says what changed ("lobby", "chat <game> <room>"): each
 * server reads the rows itself, so a lost or coalesced event loses nothing once a later one comes.
 */
public final class Bus implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Bus.class);
    static final String CHANNEL = "kete_social";
    public static final String RESYNC = "resync";

    private final Notifications notifications;
    private final List<Consumer<Event>> subscribers = new CopyOnWriteArrayList<>();

    public Bus(Notifications notifications) {
        this.notifications = notifications;
        notifications.subscribe(CHANNEL, this::deliver, () -> deliver(RESYNC));
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
        notifications.send(CHANNEL, event);
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

    /** The listener is the server's ({@link Notifications}): closed with it. */
    @Override
    public void close() {}
}
