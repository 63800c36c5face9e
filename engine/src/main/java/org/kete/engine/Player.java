package org.kete.engine;

/** The two players. SOUTH (index 0) sits at the bottom of every board drawing and moves first by default. */
public enum Player {
    SOUTH,
    NORTH;

    private static final Player[] BY_INDEX = values();

    public int index() {
        return ordinal();
    }

    public Player opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    public static Player of(int index) {
        return BY_INDEX[index];
    }

    /** "S" or "N", as used in position texts. */
    public char letter() {
        return this == SOUTH ? 'S' : 'N';
    }

    public String displayName() {
        return this == SOUTH ? "South" : "North";
    }
}
