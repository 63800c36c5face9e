package org.kete.engine.bao;

import static org.kete.engine.bao.BaoBoard.F1;
import static org.kete.engine.bao.BaoBoard.F2;
import static org.kete.engine.bao.BaoBoard.F5;
import static org.kete.engine.bao.BaoBoard.F7;
import static org.kete.engine.bao.BaoBoard.F8;
import static org.kete.engine.bao.BaoBoard.N;
import static org.kete.engine.bao.BaoBoard.NONE;
import static org.kete.engine.bao.BaoBoard.ONES;
import static org.kete.engine.bao.BaoBoard.RING;
import static org.kete.engine.bao.BaoBoard.SOW_BACK;
import static org.kete.engine.bao.BaoBoard.SOW_FRONT;
import static org.kete.engine.bao.BaoBoard.isFrontRowEmpty;
import static org.kete.engine.bao.BaoBoard.isFunctional;
import static org.kete.engine.bao.BaoBoard.isLoneKichwaSownOutward;

import org.kete.engine.Player;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;
import org.kete.engine.fourrow.Direction;

/**
 * The move executor of Bao (§3.3, §5.5): one context object for the move in progress, that is the board it
 * works on, the mover, the stage and privileges, the capture or takasa mode, the lap and its landing. A
 * {@link BaoState} keeps one and reuses it for every move it plays or simulates, so nothing allocates per move;
 * the trace, if given, records every step.
 */
final class BaoExecutor {
    /** How the execution of a move ended (§3.5, §5.7). */
    enum MoveEnd {
        /** The last seed of a lap fell into an empty pit. */
        EMPTY_PIT,
        /** A takasa stopped in the nyumba, or a capture move stopped there by the player's choice. */
        NYUMBA_STOP,
        /** A takasa lap ended in the pit blocked by takasia. */
        TAKASIA_STOP,
        /** A capture emptied the opponent's front row: the mover wins. */
        OPPONENT_FRONT_ROW_EMPTIED,
        /** Lifting a lone kichwa outwards emptied the mover's front row: he loses, the move is not executed. */
        OWN_FRONT_ROW_EMPTIED,
        /** Still running after MAX_LAPS laps. */
        NEVER_ENDING
    }

    /** What a lap ending in the mover's own nyumba does (§5.5 step N). */
    private enum AtNyumba {
        STOP,
        RELAY
    }

    private final BaoRules rules;

    // The move in progress (on the live board or a scratch copy).
    private BaoBoard w;
    private int mover;
    private boolean namua;
    private boolean privileges;
    private boolean funcAtStart;
    private boolean captureMode;
    private boolean safari;
    private int blocked;
    private int landing;
    private boolean emptyLanding;
    private int laps;
    /** Bit t: the opponent's front pit t was captured. */
    private int capturedMask;

    BaoExecutor(BaoRules rules) {
        this.rules = rules;
    }

    /** The opponent's front pits the last executed move captured (bit t for track index t). */
    int capturedMask() {
        return capturedMask;
    }

    /**
     * Executes a move on board b (§3.3, §5.5) for the side to move, with the pit blocked by takasia or NONE.
     * A never-ending move is cut off after MAX_LAPS laps.
     */
    MoveEnd execute(BaoBoard b, int move, int side, int takasia, Trace tr) {
        w = b;
        mover = side;
        int t = BaoMove.pit(move) - mover * RING;
        Direction dir = BaoMove.direction(move);
        namua = b.store[mover] > 0;
        funcAtStart = isFunctional(b, mover);
        privileges = namua || rules.mtajiNyumba() == BaoRules.MtajiNyumba.NAMUA_RULES;
        blocked = takasia == NONE ? NONE : takasia % RING;
        captureMode = BaoMove.isCapture(move);
        safari = BaoMove.isSafari(move);
        capturedMask = 0;
        laps = 1;
        if (isLoneKichwaSownOutward(b, mover, t, dir)) return ownFrontRowEmptied(tr);
        if (namua) placeFromStore(t, tr);
        if (namua && captureMode) {
            if (capture(t, dir, tr)) return gameEnded(tr);
        } else if (BaoMove.isTax(move)) {
            payNyumbaTax(dir, tr);
        } else {
            liftAndSow(t, dir, tr);
        }
        while (true) {
            if (emptyLanding) return endOfTurn(MoveEnd.EMPTY_PIT, TraceEvent.TurnEnd.EMPTY_PIT, tr);
            if (captureMode && facesSeeds(landing)) {
                dir = kichwaDirection(landing, dir);
                laps++;
                if (capture(landing, dir, tr)) return gameEnded(tr);
                continue;
            }
            if (landing == F5 && atNyumba(tr) == AtNyumba.STOP) {
                return endOfTurn(MoveEnd.NYUMBA_STOP, TraceEvent.TurnEnd.NYUMBA_STOP, tr);
            }
            if (!captureMode && landing == blocked) {
                return endOfTurn(MoveEnd.TAKASIA_STOP, TraceEvent.TurnEnd.TAKASIA_STOP, tr);
            }
            if (laps >= rules.maxLaps()) return MoveEnd.NEVER_ENDING;
            laps++;
            liftAndSow(landing, dir, tr);
        }
    }

    private static MoveEnd endOfTurn(MoveEnd end, TraceEvent.TurnEnd why, Trace tr) {
        if (tr != null) tr.add(new TraceEvent.EndOfTurn(why));
        return end;
    }

    private static MoveEnd gameEnded(Trace tr) {
        return endOfTurn(MoveEnd.OPPONENT_FRONT_ROW_EMPTIED, TraceEvent.TurnEnd.GAME_ENDED, tr);
    }

    /** §3.6: lifting the only occupied front pit, a kichwa, towards the back row empties the front row. */
    private MoveEnd ownFrontRowEmptied(Trace tr) {
        if (tr != null) {
            tr.add(new TraceEvent.FrontRowEmptied(Player.of(mover)));
        }
        return endOfTurn(MoveEnd.OWN_FRONT_ROW_EMPTIED, TraceEvent.TurnEnd.GAME_ENDED, tr);
    }

    /** Namua: one seed from the store into the (occupied) start pit. */
    private void placeFromStore(int t, Trace tr) {
        int pit = mover * RING + t;
        w.store[mover]--;
        w.add(pit, 1);
        if (tr != null) tr.add(new TraceEvent.PlaceFromStore(Player.of(mover), pit, w.seeds(pit)));
    }

    /** Lifts every seed of pit t and sows them from the next pit on: the first lap, or a relay. */
    private void liftAndSow(int t, Direction d, Trace tr) {
        int pit = mover * RING + t;
        int k = w.seeds(pit);
        w.empty(pit);
        if (tr != null) tr.add(new TraceEvent.Lift(pit, k, laps));
        if (t == F5 && w.owned[mover]) loseNyumba(mover, TraceEvent.NyumbaLoss.LIFTED, tr);
        sow(t, k, d, tr);
    }

    /** §5.4.3: the store seed makes the nyumba 7 or more; only 2 seeds are lifted and sown. */
    private void payNyumbaTax(Direction d, Trace tr) {
        int pit = mover * RING + F5;
        w.add(pit, -2);
        if (tr != null) {
            tr.add(new TraceEvent.NyumbaTax(pit, 2));
            tr.add(new TraceEvent.Lift(pit, 2, laps));
        }
        if (w.seeds(pit) == 0 && w.owned[mover]) loseNyumba(mover, TraceEvent.NyumbaLoss.EMPTIED, tr);
        sow(F5, 2, d, tr);
    }

    /** Sows k seeds from the pit after track index {@code from}; sets the landing. */
    private void sow(int from, int k, Direction d, Trace tr) {
        BaoBoard b = w;
        int base = mover * RING;
        int step = d.step;
        int t = from;
        if (tr == null) {
            // Without a loop: whole rounds add to every pit, the rest is one contiguous stretch of the ring.
            long[] lanes = b.lanes;
            int r = k & (RING - 1);
            int rounds = k >>> 4;
            t = (from + step * k) & (RING - 1);
            // The landing gets every round and, if the rest is not empty, its last seed: known before sowing,
            // so that the test whether the lap ends does not wait for the sowing.
            emptyLanding = b.seeds(base + t) + rounds + (r != 0 ? 1 : 0) == 1;
            landing = t;
            int first = step > 0 ? (from + 1) & (RING - 1) : (from - r) & (RING - 1);
            int i = first * RING + r;
            lanes[mover * 2] += rounds * ONES + SOW_FRONT[i];
            lanes[mover * 2 + 1] += rounds * ONES + SOW_BACK[i];
            return;
        } else {
            for (int i = 0; i < k; i++) {
                t = (t + step) & (RING - 1);
                b.add(base + t, 1);
                tr.add(new TraceEvent.Sow(base + t, b.seeds(base + t)));
            }
        }
        landing = t;
        emptyLanding = b.seeds(base + t) == 1;
    }

    /** Is the landing a front pit facing an occupied opponent pit (a capture, in a capture move)? */
    private boolean facesSeeds(int t) {
        return t < N && w.seeds((1 - mover) * RING + N - 1 - t) > 0;
    }

    /**
     * §3.4: captured seeds are sown from the kichwa of the kimbi zone the capture is in; from a middle pit,
     * from the kichwa the current direction starts at (left kichwa sows CW, right kichwa CCW).
     */
    private static Direction kichwaDirection(int t, Direction current) {
        if (t <= F2) return Direction.CW;
        if (t >= F7) return Direction.CCW;
        return current;
    }

    /**
     * Captures the opponent's pit facing front pit t and sows the seeds starting in the kichwa that direction d
     * starts from (CW: F1, CCW: F8). Returns true if the opponent's front row is now empty (the game ends;
     * the seeds are still sown, as a final lap).
     */
    private boolean capture(int t, Direction d, Trace tr) {
        int o = 1 - mover;
        int ot = N - 1 - t;
        int pit = o * RING + ot;
        int c = w.seeds(pit);
        w.empty(pit);
        capturedMask |= 1 << ot;
        if (tr != null) tr.add(new TraceEvent.Capture(pit, c, Player.of(mover), TraceEvent.Destination.HAND));
        if (ot == F5 && w.owned[o]) loseNyumba(o, TraceEvent.NyumbaLoss.CAPTURED, tr);
        if (!namua && rules.loseNyumbaOnMtajiCapture() && w.owned[mover]) {
            loseNyumba(mover, TraceEvent.NyumbaLoss.MTAJI_CAPTURE, tr);
        }
        boolean opponentRowEmptied = isFrontRowEmpty(w, o);
        if (tr != null) {
            tr.add(new TraceEvent.Direction(
                    d == Direction.CW ? "cw" : "ccw", TraceEvent.DirectionCause.KICHWA_CAPTURE));
        }
        sow((d == Direction.CW ? F1 : F8) - d.step, c, d, tr);
        return opponentRowEmptied;
    }

    /** §5.5 step N: a lap ended in the mover's nyumba without a capture. */
    private AtNyumba atNyumba(Trace tr) {
        if (!captureMode) {
            if (privileges && takasaStopsInNyumba()) return AtNyumba.STOP;
            if (!privileges && rules.mtajiNyumba() == BaoRules.MtajiNyumba.STOP_TAKASA && w.owned[mover]) {
                return AtNyumba.STOP;
            }
            return AtNyumba.RELAY;
        }
        if (privileges && isFunctional(w, mover)) {
            if (!safari) {
                if (tr != null) tr.add(new TraceEvent.NyumbaStop(Player.of(mover)));
                return AtNyumba.STOP;
            }
            if (tr != null) tr.add(new TraceEvent.Safari(Player.of(mover)));
            loseNyumba(mover, TraceEvent.NyumbaLoss.SAFARI, tr);
        }
        return AtNyumba.RELAY;
    }

    /**
     * Option NAMUA_STOP_TEST: the nyumba is functional at the landing, or was before the store seed was placed
     * (and has not been lifted since).
     */
    private boolean takasaStopsInNyumba() {
        return rules.namuaStopTest() == BaoRules.NamuaStopTest.AT_LANDING
                ? isFunctional(w, mover)
                : funcAtStart && w.owned[mover];
    }

    private void loseNyumba(int p, TraceEvent.NyumbaLoss why, Trace tr) {
        w.owned[p] = false;
        if (tr != null) {
            tr.add(new TraceEvent.NyumbaLost(Player.of(p), why));
        }
    }

    /** Option NYUMBA_BELOW_SIX = LOST: an owned nyumba with fewer than 6 seeds at the end of a move is lost. */
    void applyNyumbaBelowSix(BaoBoard live, Trace tr) {
        if (rules.nyumbaBelowSix() != BaoRules.NyumbaBelowSix.LOST) return;
        w = live;
        for (int p = 0; p < 2; p++) {
            if (live.owned[p] && live.seeds(p * RING + F5) < 6) loseNyumba(p, TraceEvent.NyumbaLoss.FEWER_THAN_SIX, tr);
        }
    }
}
