package org.kete.engine;

import java.util.ArrayList;
import java.util.List;

/** Generic move reading: a move text matches the notation of exactly one legal move. */
final class Notations {
    private Notations() {}

    static Move parseMove(Game game, Position position, String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) throw IllegalMoveException.noMove();
        if (position.isOver()) throw IllegalMoveException.gameOver(position.outcome());
        List<Move> legal = game.legalMoves(position);
        for (Move m : legal) {
            if (m.notation().equals(t)) return m;
        }
        List<String> names = new ArrayList<>();
        for (Move m : legal) names.add(m.notation());
        throw IllegalMoveException.notLegal(t, names);
    }
}
