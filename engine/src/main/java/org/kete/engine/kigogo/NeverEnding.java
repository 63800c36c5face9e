package org.kete.engine.kigogo;

/** What a move that does not end within the lap limit is (four-row-games.md §2.7, option {@code neverEnding}). */
public enum NeverEnding {
    /** Not a legal move; a player left without a finite move loses (the default). */
    ILLEGAL,
    /** A legal move that, when chosen, is not executed: the mover loses at once and the board stays as it was. */
    LOSS
}
