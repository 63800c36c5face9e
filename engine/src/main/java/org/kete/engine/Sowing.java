package org.kete.engine;

/**
 * The ways seeds may travel in a game, for drawing the board's direction arrows: counter-clockwise only (Oware,
 * Nam Nam, the Kenyan games, Bao Kigogo) or either way, the player choosing (Bao la Kujifunza, Bao la Kiswahili).
 */
public enum Sowing {
    COUNTER_CLOCKWISE,
    BOTH_WAYS
}
