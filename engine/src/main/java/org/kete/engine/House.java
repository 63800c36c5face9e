package org.kete.engine;

/**
 * A pit with a rule of its own that a board shows marked (Bao la Kiswahili's nyumba while its owner still owns
 * it), as {@link Position#houses()} lists them for user interfaces that know nothing of the game.
 *
 * @param owner the player it belongs to
 * @param pit the board pit
 * @param functional whether its rule is in force now (false: owned but suspended, e.g. a nyumba below 6 seeds)
 */
public record House(Player owner, int pit, boolean functional) {}
