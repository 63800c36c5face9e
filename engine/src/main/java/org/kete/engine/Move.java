package org.kete.engine;

import java.util.List;

/**
 * A complete move: the game's int code (the same int the search state uses) and the choices it is made of.
 * Two moves are equal when their codes are; the choices and the notation are for people.
 */
public record Move(int code, String notation, List<Choice> choices) {

    public Move {
        choices = List.copyOf(choices);
    }

    /** The first choice's pit, the pit a player would click first. */
    public int pit() {
        for (Choice c : choices) {
            if (c.kind() == Choice.Kind.PIT) return c.pits().get(0);
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && m.code == code;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(code);
    }

    @Override
    public String toString() {
        return notation;
    }
}
