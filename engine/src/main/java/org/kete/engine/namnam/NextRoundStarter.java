package org.kete.engine.namnam;

/** Who starts the next round (rules §2.4, option nextRoundStarter). */
public enum NextRoundStarter {
    /** Whoever did not start the previous round (the default). */
    ALTERNATE,
    /** The player with fewer pits after the redistribution; alternate on a 6-6 split. */
    LOSER,
    /** The player with more pits after the redistribution; alternate on a 6-6 split. */
    WINNER
}
