package org.kete.server.game;

import java.util.List;

/**
 * How a change is told to the game's WebSocket listeners: the API layer writes the messages (docs/api.md, live
 * updates), the game operations only say what changed.
 */
public interface LiveMessages {
    /** A "state" message: the game as it now is, and why it changed (join, undo, resign, ...; null: no reason). */
    String state(StoredGame g, Replay r, String reason);

    /** A "moves" message: the moves applied, each with its trace, and the game after them. */
    String moves(StoredGame g, Replay r, List<Results.Played> applied);

    /** A "presence" message: who is at the board, and the countdown to a claim (see {@link Presence}). */
    String presence(Presence.View v);
}
