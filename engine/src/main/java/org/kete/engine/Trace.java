package org.kete.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the trace of one move. The rules code takes a nullable {@code Trace}: the search passes null and
 * pays one predictable branch per event, the immutable API passes a recorder.
 */
public final class Trace {
    private final List<TraceEvent> events = new ArrayList<>();

    public void add(TraceEvent e) {
        events.add(e);
    }

    public List<TraceEvent> events() {
        return List.copyOf(events);
    }
}
