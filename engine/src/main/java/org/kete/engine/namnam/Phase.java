package org.kete.engine.namnam;

/** What the player to move is doing (rules §2.2). */
public enum Phase {
    /** Sowing: a move is a pit the player owns. */
    PLAY,
    /** Between rounds: the round's leader chooses which of the other player's pits it takes. */
    CHOOSE,
    /** One player owns every pit. */
    OVER
}
