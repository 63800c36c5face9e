package org.kete.ai.egtb;

import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

final class Fixtures {
    private Fixtures() {}

    /** A position with this board and side to move; North holds the seeds off the board as its score. */
    static Position position(Game game, int[] board, Player toMove) {
        return position(game, board, 0, 48 - java.util.Arrays.stream(board).sum(), toMove);
    }

    static Position position(Game game, int[] board, int south, int north, Player toMove) {
        StringBuilder sb = new StringBuilder();
        for (int x : board) sb.append(x).append('-');
        sb.append(south).append('-').append(north).append('-').append(toMove.letter());
        return game.parsePosition(sb.toString());
    }

    static int captured(Transition tr) {
        int n = 0;
        for (TraceEvent e : tr.trace()) if (e instanceof TraceEvent.Capture c) n += c.seeds();
        return n;
    }
}
