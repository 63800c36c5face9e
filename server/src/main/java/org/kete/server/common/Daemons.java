package org.kete.server.common;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;

/**
 * The server's background threads: daemons (they never keep a stopping process alive), each named after its job
 * so that a thread dump or a profile says what it does.
 */
public final class Daemons {
    private Daemons() {}

    /** Threads named {@code name}, daemons. */
    public static ThreadFactory named(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /** A single daemon thread for periodic work. */
    public static ScheduledExecutorService scheduler(String name) {
        return Executors.newSingleThreadScheduledExecutor(named(name));
    }
}
