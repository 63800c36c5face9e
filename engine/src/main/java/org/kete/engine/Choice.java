package org.kete.engine;

import java.util.List;

/**
 * One decision inside a move, in the order a player makes them: first the pit, then (where the game asks)
 * the direction, the kichwa side, stop-or-safari, or a set of pits. A user interface narrows the legal-move
 * list choice by choice by comparing these.
 *
 * @param kind what is being decided
 * @param label the text form, as in the move notation ({@code "A4"}, {@code ">"}, {@code "L"}, {@code "safari"})
 * @param pits the board pits the choice refers to (empty for a direction or a yes/no decision)
 */
public record Choice(Kind kind, String label, List<Integer> pits) {

    public enum Kind {
        /** The pit the move starts from. */
        PIT,
        /** Clockwise or counter-clockwise sowing. */
        DIRECTION,
        /** Which kichwa (end pit) captured seeds are sown from. */
        KICHWA,
        /** Stop in the nyumba, or go on (safari). */
        NYUMBA,
        /** A set of pits chosen together (Nam Nam: the opponent pits the round's leader takes). */
        PITS
    }

    public Choice {
        pits = List.copyOf(pits);
    }

    public static Choice pit(int pit, String label) {
        return new Choice(Kind.PIT, label, List.of(pit));
    }

    public static Choice of(Kind kind, String label) {
        return new Choice(kind, label, List.of());
    }
}
