package org.kete.engine.fourrow;

/**
 * Sowing direction on a player's ring (four-row-games.md §2.3). CW is t -> t+1: along the front row towards
 * the owner's right, then back along the back row; CCW is t -> t-1. In move notation CW is written {@code >}
 * and CCW {@code <}: the way the seeds set off along the front row, as the owner looks at it.
 */
public enum Direction {
    CW(1, '>'),
    CCW(-1, '<');

    public final int step;
    public final char symbol;

    Direction(int step, char symbol) {
        this.step = step;
        this.symbol = symbol;
    }

    public Direction reverse() {
        return this == CW ? CCW : CW;
    }

    public static Direction ofSymbol(char c) {
        if (c == '>') return CW;
        if (c == '<') return CCW;
        return null;
    }
}
