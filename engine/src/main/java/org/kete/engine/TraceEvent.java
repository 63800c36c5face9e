package org.kete.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One step of what happened during a move, in order. The browser animation and the tutorials replay these,
 * so together they account for every seed that moved. Pits are the game's board indices.
 *
 * <p>Events carry data, never words: players, pits, numbers and reasons as enums. The narrator
 * ({@code org.kete.narration.Narrator}) turns them into sentences from the message files, in the reader's
 * language.
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

    /** The rule that cancels a capture. */
    enum ForfeitRule {
        /** Oware: a capture that would take every seed of the opponent's row (grand slam option forfeit). */
        GRAND_SLAM
    }

    /** A capture that the rules cancel (Oware's grand slam forfeit); the seeds stay where they are. */
    record CaptureForfeited(int seeds, ForfeitRule rule) implements TraceEvent {}

    /** Why the sowing direction was set. */
    enum DirectionCause {
        /** Four-row Bao: captured seeds are sown from the kichwa at the end the direction starts from. */
        KICHWA_CAPTURE
    }

    /** A sowing direction was set or changed ("cw", "ccw"), and why (null: chosen by the player). */
    record Direction(String direction, DirectionCause why) implements TraceEvent {}

    /** The player's turn ended, and why. */
    record EndOfTurn(TurnEnd reason) implements TraceEvent {}

    /** A player had no move and passed (Nam Nam). */
    record Pass(Player player) implements TraceEvent {}

    /** At the end of a game or round, seeds left in pits went to a player. */
    record Collect(Player player, int seeds) implements TraceEvent {}

    /**
     * A game-specific rule event, such as "nyumba lost" or "pit 9 now owned by South". Its {@link #key()} names
     * it (the message {@code note.<key>}) and its {@link #params()} are its data, in a form every narrator reads
     * the same way: a parameter named {@code pit} is a pit index, a {@link Player} is a player, an enum is a reason
     * (the message {@code note.<key>.<reason>}), an {@code Integer} is a number.
     */
    sealed interface Note extends TraceEvent {
        String key();

        Map<String, Object> params();
    }

    /** Why a nyumba (four-row Bao) stops being functional. */
    enum NyumbaLoss {
        /** Its owner lifts its seeds for a sowing. */
        LIFTED,
        /** The tax was paid from it and left it empty. */
        EMPTIED,
        /** The opponent captured it. */
        CAPTURED,
        /** Its owner captured in the mtaji stage. */
        MTAJI_CAPTURE,
        /** Its owner chose the safari: it is emptied and the sowing goes on. */
        SAFARI,
        /** At the end of the move it holds fewer than 6 seeds. */
        FEWER_THAN_SIX
    }

    /** The move would never end, and under the game's option the player who chose it loses (Bao). */
    record NeverEnding(Player player) implements Note {
        public String key() {
            return "never-ending";
        }

        public Map<String, Object> params() {
            return named("player", player);
        }
    }

    /** The sowing from {@code pit} does not end within {@code laps} laps: not played, its player loses (Kigogo). */
    record LapLimit(Player player, int pit, int laps) implements Note {
        public String key() {
            return "lap-limit";
        }

        public Map<String, Object> params() {
            return named("player", player, "pit", pit, "n", laps);
        }
    }

    /** Lifting the lone kichwa outwards would empty the player's front row: not played, the player loses. */
    record FrontRowEmptied(Player player) implements Note {
        public String key() {
            return "front-row-emptied";
        }

        public Map<String, Object> params() {
            return named("player", player);
        }
    }

    /** The nyumba at {@code pit} pays its tax: only {@code seeds} seeds are lifted from it. */
    record NyumbaTax(int pit, int seeds) implements Note {
        public String key() {
            return "nyumba-tax";
        }

        public Map<String, Object> params() {
            return named("pit", pit, "n", seeds);
        }
    }

    /** The player stops the move in the nyumba. */
    record NyumbaStop(Player player) implements Note {
        public String key() {
            return "nyumba-stop";
        }

        public Map<String, Object> params() {
            return named("player", player);
        }
    }

    /** The player empties the nyumba and goes on sowing (the safari). */
    record Safari(Player player) implements Note {
        public String key() {
            return "safari";
        }

        public Map<String, Object> params() {
            return named("player", player);
        }
    }

    /** The player's nyumba stops being functional, and why. */
    record NyumbaLost(Player player, NyumbaLoss because) implements Note {
        public String key() {
            return "nyumba-lost";
        }

        public Map<String, Object> params() {
            return named("player", player, "because", because);
        }
    }

    /** {@code pit} is blocked by takasia for {@code player}'s next move. */
    record Takasia(int pit, Player player) implements Note {
        public String key() {
            return "takasia";
        }

        public Map<String, Object> params() {
            return named("pit", pit, "player", player);
        }
    }

    /** Nam Nam: only four seeds are left in play; the player takes them and the round ends. */
    record LastFour(Player player) implements Note {
        public String key() {
            return "eight-seeds";
        }

        public Map<String, Object> params() {
            return named("player", player);
        }
    }

    /** Nam Nam: the round ends by a cycle or a stalemate; each player takes the seeds in their own pits. */
    record RoundEnd(int round, EndReason why) implements Note {
        public String key() {
            return "round-end";
        }

        public Map<String, Object> params() {
            return named("round", round, "because", why);
        }
    }

    /** Nam Nam: the round is over with these captures, and each player is entitled to so many pits. */
    record RoundScore(int round, int south, int north, int southPits, int northPits) implements Note {
        public String key() {
            return "round-score";
        }

        public Map<String, Object> params() {
            return named(
                    "round", round, "south", south, "north", north, "southPits", southPits, "northPits", northPits);
        }
    }

    /** Nam Nam: the round's leader chooses {@code pits} of the opponent's pits. */
    record OwnershipChoice(Player player, int pits) implements Note {
        public String key() {
            return "choose";
        }

        public Map<String, Object> params() {
            return named("player", player, "n", pits);
        }
    }

    /** Nam Nam: {@code pit} now belongs to {@code player}. */
    record PitOwner(int pit, Player player) implements Note {
        public String key() {
            return "owner";
        }

        public Map<String, Object> params() {
            return named("pit", pit, "player", player);
        }
    }

    /** Nam Nam: a round starts with these pits per player, and {@code player} moves first. */
    record RoundStart(int round, int southPits, int northPits, Player player) implements Note {
        public String key() {
            return "round";
        }

        public Map<String, Object> params() {
            return named("round", round, "southPits", southPits, "northPits", northPits, "player", player);
        }
    }

    private static Map<String, Object> named(Object... nameValuePairs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) m.put((String) nameValuePairs[i], nameValuePairs[i + 1]);
        return m;
    }

    /** The game ended after this move. */
    record GameEnd(Outcome outcome) implements TraceEvent {}
}
