package org.kete.engine;

/**
 * An immutable game position: the board, the scores or stores, the player to move, and whatever else the
 * game's rules need (phase, pit ownership, repetition history). Each game has its own final class; this
 * interface is the part every user interface and tool can rely on.
 */
public interface Position {

    /** The game, with its rule options, that this position belongs to. */
    Game game();

    Player toMove();

    /** Number of board pits; pits are numbered 0..pitCount()-1 as the game's layout describes. */
    int pitCount();

    int seeds(int pit);

    /** A player's captured seeds, or the contents of the player's store in games with stores. */
    int score(Player player);

    /**
     * The player a pit belongs to: whose moves may start there and, in most games, whose row it is. By
     * default the first half of the pits is South's (two-row games number South's row first, four-row games
     * South's ring); Nam Nam overrides this, as pits change hands between its rounds.
     */
    default Player owner(int pit) {
        return pit < pitCount() / 2 ? Player.SOUTH : Player.NORTH;
    }

    /** Over or not, and how it ended. */
    Outcome outcome();

    /**
     * The pit of a player that has a rule of its own and is shown marked on a board (Bao la Kiswahili's nyumba
     * while its owner still owns it), or -1: none by default.
     */
    default int housePit(Player player) {
        return -1;
    }

    /**
     * The marked pits a board shows (see {@link House}), for user interfaces that know nothing of the game; none
     * by default.
     */
    default java.util.List<House> houses() {
        return java.util.List.of();
    }

    default boolean isOver() {
        return outcome().over();
    }

    default int[] pits() {
        int[] a = new int[pitCount()];
        for (int i = 0; i < a.length; i++) a[i] = seeds(i);
        return a;
    }

    /** The position in the game's text form; {@code game().parsePosition(text())} gives back an equal board. */
    default String text() {
        return game().formatPosition(this);
    }
}
