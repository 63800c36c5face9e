package org.kete.engine.oware;

/** What happens when a capture would take every seed in the opponent's row (rules §1.2, option grandSlam). */
public enum GrandSlam {
    /** The move is legal and captures nothing (Abapa; the default). */
    FORFEIT,
    /** The capture happens ("cutting the head"). */
    ALLOWED,
    /** The capture happens only if it brings the mover to the winning threshold. */
    ALLOWED_IF_WINS,
    /** Such moves may not be chosen unless every legal move is one; then they are played as FORFEIT. */
    ILLEGAL
}
