package org.kete.engine;

/**
 * One step of what happened during a move, in order. The browser animation and the tutorials replay these,
 * so together they account for every seed that moved. Pits are the game's board indices.
 */
public sealed interface TraceEvent {

    /** Where captured seeds go. */
    enum Destination {
        /** Into the capturer's score (or store). */
        SCORE,
        /** Into the capturer's hand, to be sown on at once (the Bao games). */
        HAND,
        /** Out of the game (Bao Kigogo). */
        OUT
    }

    /** Why the move (the player's turn) ended. */
    enum TurnEnd {
        /** A single-lap sowing ended (Oware, children's Bao). */
        SOWN,
        /** The last seed of a lap fell into an empty pit. */
        EMPTY_PIT,
        /** The last seed fell into the player's own store: the same player moves again. */
        EXTRA_TURN,
        /** The lap ended in the functional nyumba and the move stops there. */
        NYUMBA_STOP,
        /** The lap ended in the pit blocked by takasia. */
        TAKASIA_STOP,
        /** The lap ended in a pit that became a four (Nam Nam). */
        FOUR_CAPTURED,
        /** The round (Nam Nam) or the game ended during the move. */
        GAME_ENDED
    }

    /** A seed taken from the player's store and put into a pit (Bao la Kiswahili's namua). */
    record PlaceFromStore(Player player, int pit, int seedsAfter) implements TraceEvent {}

    /** Seeds lifted from a pit into the hand: the start of lap {@code lap} (1 for the first sowing). */
    record Lift(int pit, int seeds, int lap) implements TraceEvent {}

    /** One seed dropped into a pit, which now holds {@code seedsAfter}. */
    record Sow(int pit, int seedsAfter) implements TraceEvent {}

    /** One seed dropped into a player's store. */
    record SowStore(Player store, int seedsAfter) implements TraceEvent {}

    /** A pit jumped over by the sowing (the origin skip). */
    record Skip(int pit) implements TraceEvent {}

    /** Seeds taken from a pit by {@code by}. */
    record Capture(int pit, int seeds, Player by, Destination to) implements TraceEvent {}

    /** A capture that the rules cancel (Oware's grand slam forfeit); the seeds stay where they are. */
    record CaptureForfeited(int seeds, String rule) implements TraceEvent {}

    /** A sowing direction was set or changed ("cw", "ccw"), for example by the kichwa rule. */
    record Direction(String direction, String why) implements TraceEvent {}

    /** The player's turn ended, and why. */
    record EndOfTurn(TurnEnd reason) implements TraceEvent {}

    /** A player had no move and passed (Nam Nam). */
    record Pass(Player player) implements TraceEvent {}

    /** At the end of a game or round, seeds left in pits went to a player. */
    record Collect(Player player, int seeds) implements TraceEvent {}

    /** A change of a game-specific marker, such as "nyumba lost" or "pit 9 now owned by South". */
    record Note(String key, String text) implements TraceEvent {}

    /** The game ended after this move. */
    record GameEnd(Outcome outcome) implements TraceEvent {}
}
