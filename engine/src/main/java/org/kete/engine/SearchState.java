package org.kete.engine;

import java.util.random.RandomGenerator;

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

    /**
     * A legal move drawn uniformly at random with {@code rng}, or -1 when there is none (the game is over):
     * what a random playout plays. {@code moves} is a scratch buffer of at least {@link #MAX_MOVES}. This
     * default lists the legal moves and picks one; a game may override it with a cheaper draw of exactly the
     * same distribution (for example one that tests the legality of the drawn move only).
     */
    default int randomLegalMove(RandomGenerator rng, int[] moves) {
        int n = legalMoves(moves);
        return n == 0 ? -1 : moves[rng.nextInt(n)];
    }

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

    /**
     * The player (0 or 1) on whose side this pit is now: the first half of the pits is South's by default; a game
     * whose pits change hands (Nam Nam) says so.
     */
    default int owner(int pit) {
        return pit < pitCount() / 2 ? 0 : 1;
    }

    /** A Zobrist-style key of everything that decides the legal moves and their results. */
    long hash();

    /** The legal moves as {@link Move}s built by the game (allocates; for the immutable API, not the search). */
    default java.util.List<Move> legalMoveList(java.util.function.IntFunction<Move> toMove) {
        int[] codes = new int[MAX_MOVES];
        int n = legalMoves(codes);
        java.util.List<Move> moves = new java.util.ArrayList<>(n);
        for (int i = 0; i < n; i++) moves.add(toMove.apply(codes[i]));
        return moves;
    }

    /** The current state as an immutable position (allocates; not for the hot path). */
    Position toPosition();
}
