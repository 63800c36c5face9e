package org.kete.engine.kenyan;

import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * The text forms both Kenyan Bao games share, in the style of Oware's: pits are letters, A..H for South's
 * pits 0..7 from South's left and a..h for North's pits 8..15 from North's left; a position is the 16 pit
 * counts in sowing order from South's A, South's score (store), North's score (store) and the side to move,
 * joined by '-'.
 */
final class KenyanNotation {
    static final int PITS = 16;

    private KenyanNotation() {}

    static String pitName(int pit) {
        if (pit < 0 || pit >= PITS) throw new IllegalArgumentException("no pit " + pit + " on a 2 x 8 board");
        return String.valueOf(pit < 8 ? (char) ('A' + pit) : (char) ('a' + pit - 8));
    }

    /** 'A'..'H' -> 0..7, 'a'..'h' -> 8..15, anything else -> -1. */
    static int pitIndex(String text) {
        if (text.length() != 1) return -1;
        char c = text.charAt(0);
        if (c >= 'A' && c <= 'H') return c - 'A';
        if (c >= 'a' && c <= 'h') return 8 + (c - 'a');
        return -1;
    }

    static String format(Position position) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < PITS; i++) sb.append(position.seeds(i)).append('-');
        sb.append(position.score(Player.SOUTH))
                .append('-')
                .append(position.score(Player.NORTH))
                .append('-')
                .append(position.toMove().letter());
        return sb.toString();
    }

    /** A parsed position text: 16 pits then South's and North's scores, and the side to move. */
    record Fields(int[] pits, int south, int north, Player toMove) {}

    /**
     * Reads a position text, checking its shape and that it holds exactly {@code seeds} seeds; {@code what} and
     * {@code example} go into the error messages.
     */
    static Fields parse(String text, GameType type, int seeds, String example) {
        String what = type.name();
        String t = text == null ? "" : text.trim();
        String[] parts = t.split("-", -1);
        if (parts.length != PITS + 3) {
            throw NotationException.form(
                    type,
                    example,
                    "a position of " + what + " has 16 pit counts, two scores and the side to "
                            + "move, separated by '-', e.g. " + example + "; got '" + t + "'");
        }
        int[] v = new int[PITS + 2];
        int total = 0;
        for (int i = 0; i < v.length; i++) {
            String f = parts[i].trim();
            try {
                v[i] = Integer.parseInt(f);
            } catch (NumberFormatException e) {
                throw NotationException.notANumber(f, "'" + f + "' in field " + (i + 1) + " is not a number");
            }
            if (v[i] < 0) throw NotationException.negative(f, "field " + (i + 1) + " is negative");
            total += v[i];
        }
        String side = parts[PITS + 2].trim();
        Player toMove;
        if (side.equalsIgnoreCase("S")) toMove = Player.SOUTH;
        else if (side.equalsIgnoreCase("N")) toMove = Player.NORTH;
        else throw NotationException.side(side);
        if (total != seeds) {
            throw NotationException.seedTotal(
                    seeds,
                    total,
                    "a position of " + what + " holds " + seeds + " seeds in pits and scores, this one " + total);
        }
        int[] pits = new int[PITS];
        System.arraycopy(v, 0, pits, 0, PITS);
        return new Fields(pits, v[PITS], v[PITS + 1], toMove);
    }

    /** Why a pit letter cannot be played by the side to move, for the parts every Kenyan game shares. */
    static IllegalMoveException notYours(int pit, int side) {
        return new IllegalMoveException(
                IllegalMoveException.Reason.OPPONENTS_PIT,
                pit,
                pitName(pit),
                pitName(pit) + " is " + Player.of(1 - side).displayName() + "'s pit; "
                        + Player.of(side).displayName() + " to move plays " + (side == 0 ? "A-H" : "a-h"));
    }

    /** A refusal about one pit, by a known rule. */
    static IllegalMoveException refused(IllegalMoveException.Reason why, int pit, String message) {
        return new IllegalMoveException(why, pit, pitName(pit), message);
    }
}
