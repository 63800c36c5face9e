package org.kete.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/**
 * One line saying what a move did, built from its trace for any game: "South sows 4 from C; captures 5 from
 * e, d". Runs of similar events are grouped (consecutive captures, relay laps, seeds into a store, seeds
 * placed from the stores); forfeits, direction changes, collections, passes, notes and the reason a turn
 * ended are named when they happen. Single seeds sown and skipped pits are left to the board drawing.
 */
final class TraceSummary {
    private final Game game;
    private final Player mover;
    private final List<String> parts = new ArrayList<>();

    // The run being grouped; at most one kind is open at a time.
    private final List<String> capturedPits = new ArrayList<>();
    private int capturedSeeds;
    private TraceEvent.Destination capturedTo;
    private Player capturer;
    private final List<String> relayPits = new ArrayList<>();
    private int storeSeeds;
    private int placedSeeds;
    private final Set<String> placedPits = new LinkedHashSet<>();
    private final Set<Player> placedBy = new LinkedHashSet<>();
    /** A direction announced but not yet said: it joins the next lift ("sows 3 from A4 clockwise"). */
    private String direction;

    private TraceSummary(Transition t) {
        this.game = t.before().game();
        this.mover = t.before().toMove();
    }

    static String of(Transition t) {
        TraceSummary s = new TraceSummary(t);
        // A move that sows nothing (Nam Nam's choice of pits) is named first, then what it did.
        if (t.trace().stream().noneMatch(e -> e instanceof TraceEvent.Lift))
            s.parts.add("plays " + t.move().notation());
        for (TraceEvent e : t.trace()) s.add(e);
        s.flush();
        return s.mover.displayName() + " " + String.join("; ", s.parts);
    }

    private void add(TraceEvent e) {
        if (e instanceof TraceEvent.Sow || e instanceof TraceEvent.Skip || e instanceof TraceEvent.GameEnd) {
            return; // a seed sown or a pit skipped belongs to the sowing already named
        }
        if (e instanceof TraceEvent.SowStore) {
            storeSeeds++;
            return;
        }
        if (e instanceof TraceEvent.Capture c) {
            if (capturedPits.isEmpty()) flush();
            capturer = c.by();
            capturedTo = c.to();
            capturedSeeds += c.seeds();
            capturedPits.add(game.pitName(c.pit()));
            return;
        }
        if (e instanceof TraceEvent.Lift l && l.lap() > 1 && direction == null) {
            if (relayPits.isEmpty()) flush();
            relayPits.add(game.pitName(l.pit()));
            return;
        }
        if (e instanceof TraceEvent.PlaceFromStore p) {
            if (placedSeeds == 0) flush();
            placedSeeds++;
            placedPits.add(game.pitName(p.pit()));
            placedBy.add(p.player());
            return;
        }
        if (e instanceof TraceEvent.Lift l) {
            String dir = direction;
            direction = null;
            flush();
            String what = l.lap() <= 1 ? "sows " + l.seeds() : "lap " + l.lap() + ": lifts " + l.seeds();
            parts.add(what + " from " + game.pitName(l.pit()) + (dir == null ? "" : " " + dir));
            return;
        }
        flush();
        if (e instanceof TraceEvent.Direction d) {
            boolean why = d.why() != null && !d.why().isBlank();
            direction = directionName(d.direction()) + (why ? " (" + d.why() + ")" : "");
        } else if (e instanceof TraceEvent.CaptureForfeited f) {
            parts.add("captures nothing: taking " + f.seeds() + " would be a " + f.rule() + ", which is forfeited");
        } else if (e instanceof TraceEvent.EndOfTurn end) {
            String why = turnEnd(end.reason());
            if (why != null) parts.add(why);
        } else if (e instanceof TraceEvent.Pass pass) {
            parts.add(pass.player() == mover ? "passes" : pass.player().displayName() + " passes");
        } else if (e instanceof TraceEvent.Collect c) {
            parts.add(c.player().displayName() + " collects " + c.seeds());
        } else if (e instanceof TraceEvent.Note n) {
            parts.add(n.text());
        }
    }

    /** Closes the open run, if any, as one part of the line. */
    private void flush() {
        if (direction != null) {
            parts.add("turns " + direction);
            direction = null;
        }
        if (!capturedPits.isEmpty()) {
            String who = capturer == null || capturer == mover ? "" : capturer.displayName() + " ";
            String what = who + "captures " + capturedSeeds + " from " + String.join(", ", capturedPits);
            if (capturedTo == TraceEvent.Destination.HAND) what += " into the hand";
            if (capturedTo == TraceEvent.Destination.OUT) what += " out of the game";
            parts.add(what);
            capturedPits.clear();
            capturedSeeds = 0;
        }
        if (!relayPits.isEmpty()) {
            parts.add("relays from " + String.join(", ", relayPits));
            relayPits.clear();
        }
        if (storeSeeds > 0) {
            parts.add(storeSeeds + (storeSeeds == 1 ? " seed" : " seeds") + " into the store");
            storeSeeds = 0;
        }
        if (placedSeeds > 0) {
            parts.add("places " + placedSeeds + (placedSeeds == 1 ? " seed" : " seeds") + " from the "
                    + (placedBy.size() > 1 ? "stores" : "store") + " in " + String.join(", ", placedPits));
            placedSeeds = 0;
            placedPits.clear();
            placedBy.clear();
        }
    }

    private static String directionName(String d) {
        return switch (d.toLowerCase(Locale.ROOT)) {
            case "cw" -> "clockwise";
            case "ccw" -> "counter-clockwise";
            default -> d;
        };
    }

    private static String turnEnd(TraceEvent.TurnEnd reason) {
        return switch (reason) {
            case EXTRA_TURN -> "moves again (last seed in the store)";
            case NYUMBA_STOP -> "stops in the nyumba";
            case TAKASIA_STOP -> "stops in the takasia pit";
            case FOUR_CAPTURED -> "ends on a four";
            case SOWN, EMPTY_PIT, GAME_ENDED -> null;
        };
    }
}
