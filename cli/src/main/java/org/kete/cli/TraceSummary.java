package org.kete.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/**
 * One line saying what a move did, built from its trace for any game: "South sows 4 from C; captures 5 from
 * e, d". Consecutive captures are grouped; relay laps, store sowing, forfeits, collections, passes and the
 * reason a turn ended are named when they happen.
 */
final class TraceSummary {
    private TraceSummary() {}

    static String of(Transition t) {
        Game game = t.before().game();
        Player mover = t.before().toMove();
        List<String> parts = new ArrayList<>();
        List<String> capturedPits = new ArrayList<>();
        int capturedSeeds = 0;
        TraceEvent.Destination capturedTo = null;
        Player capturer = null;
        int storeSeeds = 0;
        String direction = null;
        for (TraceEvent e : t.trace()) {
            if (direction != null && !(e instanceof TraceEvent.Lift)) {
                parts.add("turns " + direction);
                direction = null;
            }
            if (!(e instanceof TraceEvent.Capture) && !capturedPits.isEmpty()) {
                parts.add(captures(capturer, mover, capturedSeeds, capturedPits, capturedTo));
                capturedPits.clear();
                capturedSeeds = 0;
            }
            if (!(e instanceof TraceEvent.SowStore) && !(e instanceof TraceEvent.Sow) && storeSeeds > 0) {
                parts.add(storeSeeds + (storeSeeds == 1 ? " seed" : " seeds") + " into the store");
                storeSeeds = 0;
            }
            if (e instanceof TraceEvent.Lift l) {
                parts.add((l.lap() <= 1 ? "sows " : "lap " + l.lap() + ": lifts ") + l.seeds() + " from "
                        + game.pitName(l.pit()) + (direction == null ? "" : " " + direction));
                direction = null;
            } else if (e instanceof TraceEvent.Capture c) {
                capturer = c.by();
                capturedTo = c.to();
                capturedSeeds += c.seeds();
                capturedPits.add(game.pitName(c.pit()));
            } else if (e instanceof TraceEvent.SowStore) {
                storeSeeds++;
            } else if (e instanceof TraceEvent.PlaceFromStore s) {
                parts.add("places a seed from the store in " + game.pitName(s.pit()));
            } else if (e instanceof TraceEvent.CaptureForfeited f) {
                parts.add("captures nothing: taking " + f.seeds() + " would be a " + f.rule() + ", which is forfeited");
            } else if (e instanceof TraceEvent.Direction d) {
                // Said with the next lift ("sows 3 from A4 clockwise"), or on its own if none follows at once.
                boolean why = d.why() != null && !d.why().isBlank();
                direction = direction(d.direction()) + (why ? " (" + d.why() + ")" : "");
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
            // Sow, Skip and GameEnd add nothing to the line: the board and the end message show them.
        }
        if (direction != null) parts.add("turns " + direction);
        if (!capturedPits.isEmpty()) parts.add(captures(capturer, mover, capturedSeeds, capturedPits, capturedTo));
        if (storeSeeds > 0) parts.add(storeSeeds + (storeSeeds == 1 ? " seed" : " seeds") + " into the store");
        if (parts.isEmpty()) parts.add("plays " + t.move().notation());
        return mover.displayName() + " " + String.join("; ", parts);
    }

    private static String captures(Player by, Player mover, int seeds, List<String> pits, TraceEvent.Destination to) {
        String who = by == null || by == mover ? "" : by.displayName() + " ";
        String what = who + "captures " + seeds + " from " + String.join(", ", pits);
        if (to == TraceEvent.Destination.HAND) return what + " into the hand";
        if (to == TraceEvent.Destination.OUT) return what + " out of the game";
        return what;
    }

    private static String direction(String d) {
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
