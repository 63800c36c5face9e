package org.kete.engine;

import java.util.List;

/** The result of applying a move: the position before, the move, the position after and the step-by-step trace. */
public record Transition(Position before, Move move, Position after, List<TraceEvent> trace) {
    public Transition {
        trace = List.copyOf(trace);
    }
}
