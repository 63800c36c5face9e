package org.kete.server.game;

/**
 * A connection to a game's channel as the game side sees it (the http layer's WebSocket): somewhere to send the
 * channel's messages. Two listeners are the same connection when they are equal.
 */
public interface Listener {
    /** Sends {@code message} if the connection is open (a failure is the connection's: it leaves when it closes). */
    boolean send(String message);
}
