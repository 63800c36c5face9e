package org.kete.engine.kenyan;

import java.util.Arrays;
import org.kete.engine.EndReason;
import org.kete.engine.Player;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;

/**
 * The one implementation of the Kenyan children's Bao rules (§3). The board and both stores live in one
 * array of 18 cells, pits 0..15 then South's store (16) and North's store (17), so that sowing is a walk along
 * a per-player table of successor cells (the player's track of §3.4). Make/unmake copies a 22-int snapshot
 * onto a preallocated stack ({@link KenyanState}, shared with the laps game); nothing allocates per move.
 */
public final class ChildrensBaoState extends KenyanState {
    private static final long[][] ZOBRIST = zobristKeys(0x5851F42D4C957F2DL, ChildrensBao.SEEDS);

    private final ChildrensBao game;
    private final boolean captureSowingSeed;
    private final int threshold;
    /** next[p][cell]: the cell after {@code cell} on player p's sowing track. */
    private final int[][] next;

    private ChildrensBaoState(ChildrensBao game) {
        super(0, ZOBRIST, ZOBRIST[CELLS][0]);
        this.game = game;
        this.captureSowingSeed = game.captureSowingSeed;
        this.threshold = game.threshold;
        this.next = tracks(game.sowOpponentStore);
    }

    /**
     * §3.4: South sows 0..7, South's store, 8..15; North sows 8..15, North's store, 0..7; the opponent's store
     * is left out unless {@code sowOpponentStore}, when both tracks are 0..7, S, 8..15, N.
     */
    private static int[][] tracks(boolean sowOpponentStore) {
        int[][] t = new int[2][CELLS];
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < ChildrensBao.PITS; i++) t[p][i] = (i + 1) % ChildrensBao.PITS;
            boolean southStore = p == 0 || sowOpponentStore;
            boolean northStore = p == 1 || sowOpponentStore;
            if (southStore) {
                t[p][7] = STORE;
                t[p][STORE] = 8;
            }
            if (northStore) {
                t[p][15] = STORE + 1;
                t[p][STORE + 1] = 0;
            }
        }
        return t;
    }

    /** A game's first position, or one read from text: the threshold and the start-of-turn end apply. */
    static ChildrensBaoState fresh(ChildrensBao game, int[] pits, int southStore, int northStore, Player toMove) {
        ChildrensBaoState s = new ChildrensBaoState(game);
        s.set(pits, southStore, northStore, toMove);
        if (s.storeReachedThreshold()) {
            s.endByScores(EndReason.THRESHOLD);
        } else {
            s.startOfTurn(null);
        }
        return s;
    }

    static ChildrensBaoState of(ChildrensBaoPosition p) {
        ChildrensBaoState s = new ChildrensBaoState(p.game());
        for (int i = 0; i < ChildrensBao.PITS; i++) s.cells[i] = p.seeds(i);
        s.cells[STORE] = p.score(Player.SOUTH);
        s.cells[STORE + 1] = p.score(Player.NORTH);
        s.side = p.toMove().index();
        s.takeOutcome(p.outcome());
        return s;
    }

    @Override
    public ChildrensBao game() {
        return game;
    }

    // ---- move generation (§3.3) ----

    @Override
    public int legalMoves(int[] moves) {
        if (over) return 0;
        int n = 0;
        for (int h = side * 8, end = h + 8; h < end; h++) {
            if (cells[h] > 0) moves[n++] = h;
        }
        return n;
    }

    @Override
    public boolean isLegal(int move) {
        return !over && move >= side * 8 && move < side * 8 + 8 && cells[move] > 0;
    }

    // ---- one turn (§3.4) ----

    /** Plays a legal move; the trace, if given, records every step. */
    @Override
    public void play(int h, Trace trace) {
        int p = side;
        int last = sow(p, h, trace);
        boolean extraTurn = last == STORE + p;
        if (extraTurn) {
            if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EXTRA_TURN));
        } else {
            if (isOwnPitThatWasEmpty(p, last)) captureOpposite(p, last, trace);
            if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.SOWN));
        }
        if (storeReachedThreshold()) {
            endByScores(EndReason.THRESHOLD);
            if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
            return;
        }
        if (!extraTurn) side = 1 - p;
        startOfTurn(trace);
    }

    /** One lap along the mover's track, skipping the origin; returns the last cell sown (a pit or a store). */
    private int sow(int p, int h, Trace trace) {
        int[] track = next[p];
        int n = cells[h];
        cells[h] = 0;
        if (trace != null) trace.add(new TraceEvent.Lift(h, n, 1));
        int i = h;
        while (n > 0) {
            i = track[i];
            if (i == h) {
                // Origin skip: the 17th seed (18th with both stores) goes on to the next cell.
                if (trace != null) trace.add(new TraceEvent.Skip(h));
                continue;
            }
            cells[i]++;
            n--;
            if (trace != null) trace.add(sowEvent(i));
        }
        return i;
    }

    private TraceEvent sowEvent(int cell) {
        return cell >= STORE
                ? new TraceEvent.SowStore(Player.of(cell - STORE), cells[cell])
                : new TraceEvent.Sow(cell, cells[cell]);
    }

    /** The last seed fell in the mover's own row into a pit that held nothing before it (final count 1). */
    private boolean isOwnPitThatWasEmpty(int p, int last) {
        return last < ChildrensBao.PITS && last / 8 == p && cells[last] == 1;
    }

    /** The opposite pit's seeds go to the mover's store (an empty opposite pit captures nothing). */
    private void captureOpposite(int p, int last, Trace trace) {
        int o = ChildrensBao.PITS - 1 - last;
        int seeds = cells[o];
        if (seeds == 0) return;
        cells[o] = 0;
        cells[STORE + p] += seeds;
        if (trace != null) trace.add(new TraceEvent.Capture(o, seeds, Player.of(p), TraceEvent.Destination.SCORE));
        if (captureSowingSeed) {
            cells[last] = 0;
            cells[STORE + p] += 1;
            if (trace != null) {
                trace.add(new TraceEvent.Capture(last, 1, Player.of(p), TraceEvent.Destination.SCORE));
            }
        }
    }

    private boolean storeReachedThreshold() {
        return cells[STORE] >= threshold || cells[STORE + 1] >= threshold;
    }

    /** A player whose row is empty cannot play: the other takes the seeds of their own row (§3.4, K-d). */
    private void startOfTurn(Trace trace) {
        int base = side * 8;
        for (int h = base; h < base + 8; h++) {
            if (cells[h] > 0) return;
        }
        int q = 1 - side;
        int sum = 0;
        for (int h = q * 8; h < q * 8 + 8; h++) {
            sum += cells[h];
            cells[h] = 0;
        }
        cells[STORE + q] += sum;
        if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(q), sum));
        endByScores(EndReason.NO_MOVE);
        if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
    }

    @Override
    public ChildrensBaoPosition toPosition() {
        return new ChildrensBaoPosition(
                game,
                Arrays.copyOf(cells, ChildrensBao.PITS),
                cells[STORE],
                cells[STORE + 1],
                Player.of(side),
                outcome());
    }
}
