package org.kete.engine;

/**
 * The mutable state the computer players and benchmarks work on: primitive arrays, int moves written into a
 * caller's buffer, make/unmake by snapshot copy onto a preallocated stack. Nothing here allocates per move.
 * Move codes are the same ints as {@link Move#code()} of the game's immutable API.
 */
public interface SearchState {

    /** A buffer of this size holds the legal moves of any position of any game. */
    int MAX_MOVES = 256;

    Game game();

    /** 0 for South, 1 for North. */
    int sideToMove();

    /** Writes the legal moves into {@code moves} and returns how many; 0 when the game is over. */
    int legalMoves(int[] moves);

    /** Plays a legal move (unchecked: the caller took it from {@link #legalMoves}). */
    void make(int move);

    /** Takes back the last move made. */
    void unmake();

    /** Moves made since this state was created (the depth of the undo stack). */
    int ply();

    boolean isOver();

    /** When over: 0 if South won, 1 if North won, -1 for a draw. */
    int winner();

    /** Captured seeds or store contents of player 0 or 1, including any end-of-game collection. */
    int score(int player);

    int pitCount();

    int seeds(int pit);

    /** A Zobrist-style key of everything that decides the legal moves and their results. */
    long hash();

    /** The current state as an immutable position (allocates; not for the hot path). */
    Position toPosition();
}
