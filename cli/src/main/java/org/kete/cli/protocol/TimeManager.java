package org.kete.cli.protocol;

import org.kete.engine.Player;

/**
 * How long a move may think: the movetime given, else a share of the side's clock (wtime/btime with its
 * increment and movestogo), else {@link #DEFAULT_MOVETIME_MS}; no time at all for go infinite and for a
 * fixed-limit search (go depth or go nodes alone).
 */
final class TimeManager {
    static final long DEFAULT_MOVETIME_MS = 1000;

    private TimeManager() {}

    /** The milliseconds the side to move may think, or -1 for no time limit. */
    static long movetime(Go go, Player toMove) {
        boolean south = toMove == Player.SOUTH;
        long own = south ? go.wtime() : go.btime();
        long movetime = go.movetime();
        boolean limited = go.limited();
        if (movetime < 0 && own >= 0) {
            movetime = allotTime(own, south ? go.winc() : go.binc(), go.movesToGo());
            limited = true;
        }
        if (!limited && !go.infinite()) movetime = DEFAULT_MOVETIME_MS;
        if (go.infinite()) movetime = -1;
        return movetime;
    }

    /**
     * Whether {@code go} with its {@code movetime} is a fixed-limit search (go depth or go nodes alone):
     * reproducible, so never from the book or a kept table.
     */
    static boolean isFixed(Go go, long movetime) {
        return go.limited() && movetime < 0 && !go.infinite();
    }

    /** Time for one move from the remaining clock: an even share of it plus most of the increment. */
    static long allotTime(long remaining, long increment, long movesToGo) {
        long share = remaining / (movesToGo > 0 ? movesToGo : 30) + increment * 3 / 4;
        long cap = Math.max(1, remaining / 2);
        return Math.max(1, Math.min(share, cap));
    }
}
