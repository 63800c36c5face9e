package org.kete.engine.kigogo;

/** When a repeated position draws the game (four-row-games.md §4.5, option {@code repetition}). */
public enum Repetition {
    /** The second occurrence of the same board with the same player to move (the default). */
    FIRST_REPEAT,
    /** The third occurrence of the same board with the same player to move. */
    THREEFOLD,
    /** The second occurrence of the same board, whoever is to move ("a board position repeats", literally). */
    BOARD_ONLY
}
