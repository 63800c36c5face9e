package org.kete.engine.namnam;

/** How the round's leader gets its pits in the other player's row (rules §2.4, option ownershipChoice). */
public enum OwnershipChoice {
    /** The leader chooses them with an explicit move in phase CHOOSE (the default). */
    LEADER_CHOOSES,
    /**
     * No choice: the leader takes the trailing player's pits right after its own row in sowing order (South
     * leading takes 6, 7, ...; North leading takes 0, 1, ...).
     */
    FIXED
}
