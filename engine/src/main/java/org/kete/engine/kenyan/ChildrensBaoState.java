package org.kete.engine.kenyan;

import java.util.Arrays;
import org.kete.engine.EndReason;
import org.kete.engine.Hashing;
import org.kete.engine.Outcome;
import org.kete.engine.PitGame;
import org.kete.engine.Player;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;

/**
 * The one implementation of the Kenyan children's Bao rules (§3). The board and both stores live in one
 * array of 18 cells, pits 0..15 then South's store (16) and North's store (17), so that sowing is a walk along
 * a per-player table of successor cells (the player's track of §3.4). Make/unmake copies a 22-int snapshot
 * onto a preallocated stack; nothing allocates per move.
 */
public final class ChildrensBaoState implements PitGame.PitState {
    static final int CELLS = 18;
    private static final int STORE = 16;
    private static final int SNAP = CELLS + 4;
    private static final long[][] ZOBRIST = new long[CELLS][ChildrensBao.SEEDS + 1];
    private static final long SIDE_KEY;
    /** EndReason.values() copies its array on every call; unmake must not allocate. */
    private static final EndReason[] REASONS = EndReason.values();

    static {
        long x = 0x5851F42D4C957F2DL;
        for (int i = 0; i < CELLS; i++) {
            for (int s = 0; s <= ChildrensBao.SEEDS; s++) {
                x = Hashing.splitmix(x);
                ZOBRIST[i][s] = x;
            }
        }
        SIDE_KEY = Hashing.splitmix(x);
    }

    private final ChildrensBao game;
    private final boolean captureSowingSeed;
    private final int threshold;
    /** next[p][cell]: the cell after {@code cell} on player p's sowing track. */
    private final int[][] next;

    private final int[] cells = new int[CELLS];
    private int side;
    private boolean over;
    private int winner = -1;
    private EndReason reason;

    private int[] undo = new int[256 * SNAP];
    private int ply;

    private ChildrensBaoState(ChildrensBao game) {
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
        System.arraycopy(pits, 0, s.cells, 0, ChildrensBao.PITS);
        s.cells[STORE] = southStore;
        s.cells[STORE + 1] = northStore;
        s.side = toMove.index();
        if (s.storeReachedThreshold()) {
            s.endByStores(EndReason.THRESHOLD);
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
        Outcome o = p.outcome();
        if (o.over()) {
            s.over = true;
            s.winner = o.winner() == null ? -1 : o.winner().index();
            s.reason = o.reason();
        }
        return s;
    }

    @Override
    public ChildrensBao game() {
        return game;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public int winner() {
        return winner;
    }

    @Override
    public int score(int player) {
        return cells[STORE + player];
    }

    @Override
    public int pitCount() {
        return ChildrensBao.PITS;
    }

    @Override
    public int seeds(int pit) {
        return cells[pit];
    }

    @Override
    public int ply() {
        return ply;
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

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int at = ply * SNAP;
        if (at + SNAP > undo.length) undo = Arrays.copyOf(undo, undo.length * 2);
        int[] u = undo;
        System.arraycopy(cells, 0, u, at, CELLS);
        u[at + CELLS] = side;
        u[at + CELLS + 1] = over ? 1 : 0;
        u[at + CELLS + 2] = winner;
        u[at + CELLS + 3] = reason == null ? -1 : reason.ordinal();
        ply++;
        play(move, null);
    }

    @Override
    public void unmake() {
        int at = --ply * SNAP;
        int[] u = undo;
        System.arraycopy(u, at, cells, 0, CELLS);
        side = u[at + CELLS];
        over = u[at + CELLS + 1] != 0;
        winner = u[at + CELLS + 2];
        reason = u[at + CELLS + 3] < 0 ? null : REASONS[u[at + CELLS + 3]];
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
            endByStores(EndReason.THRESHOLD);
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
        endByStores(EndReason.NO_MOVE);
        if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
    }

    /** The higher store wins; equal stores (24-24) draw. */
    private void endByStores(EndReason why) {
        over = true;
        int s = cells[STORE];
        int n = cells[STORE + 1];
        winner = s == n ? -1 : s > n ? 0 : 1;
        reason = why;
    }

    Outcome outcome() {
        if (!over) return Outcome.ONGOING;
        int s = cells[STORE];
        int n = cells[STORE + 1];
        return winner < 0 ? Outcome.draw(s, n, reason) : Outcome.win(Player.of(winner), s, n, reason);
    }

    @Override
    public long hash() {
        long h = side == 0 ? 0 : SIDE_KEY;
        for (int i = 0; i < CELLS; i++) h ^= ZOBRIST[i][cells[i]];
        return h;
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
