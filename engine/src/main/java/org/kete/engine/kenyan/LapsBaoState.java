package org.kete.engine.kenyan;

import java.util.Arrays;
import org.kete.engine.EndReason;
import org.kete.engine.KeyHistory;
import org.kete.engine.Player;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;

/**
 * The one implementation of the Kenyan laps Bao rules (§4). Int arrays, make/unmake by copying a 25-int
 * snapshot onto a preallocated stack ({@link KenyanState}, shared with the children's game), and the repetition history as a stack of packed keys with the start of
 * the current capture-free stretch, as in Oware.
 *
 * <p>Legal moves need every candidate sowing simulated, to find the endless ones (§5.1). That is done once,
 * when a position is reached, and kept as a bit set of legal pits in the state, its snapshot and the immutable
 * position, so move generation itself is a read of that set.
 */
public final class LapsBaoState extends KenyanState {
    private static final long[][] ZOBRIST = zobristKeys(0x2545F4914F6CDD1DL, LapsBao.SEEDS);

    private final LapsBao game;
    private final boolean majorityEnds;
    private final boolean cycleSplits;

    /** Bit h set: pit h is a legal move now. Computed when the position is reached. */
    private int legal;

    /** Scratch boards for simulating a sowing and for the cycle finder's saved lap state. */
    private final int[] sim = new int[PITS];

    private final int[] saved = new int[PITS];

    /** Positions since the start; the current stretch starts after the last capture. */
    private final KeyHistory history = new KeyHistory(32);

    private LapsBaoState(LapsBao game) {
        super(3, ZOBRIST, ZOBRIST[CELLS][0]);
        this.game = game;
        this.majorityEnds = game.majorityEnds;
        this.cycleSplits = game.cycleSplits;
    }

    /** A game's first position, or one read from text: its history holds only itself; the §4.5 ends apply. */
    static LapsBaoState fresh(LapsBao game, int[] pits, int southScore, int northScore, Player toMove) {
        LapsBaoState s = new LapsBaoState(game);
        s.set(pits, southScore, northScore, toMove);
        if (s.majorityEnds && (southScore >= LapsBao.MAJORITY || northScore >= LapsBao.MAJORITY)) {
            s.endByScore(EndReason.MAJORITY);
            return s;
        }
        s.startOfTurn(null);
        return s;
    }

    static LapsBaoState of(LapsBaoPosition p) {
        LapsBaoState s = new LapsBaoState(p.game());
        for (int i = 0; i < PITS; i++) s.cells[i] = p.seeds(i);
        s.cells[STORE] = p.score(Player.SOUTH);
        s.cells[STORE + 1] = p.score(Player.NORTH);
        s.side = p.toMove().index();
        s.legal = p.legalSet();
        s.takeOutcome(p.outcome());
        s.history.load(p.history());
        return s;
    }

    @Override
    public LapsBao game() {
        return game;
    }

    // ---- move generation (§4.3, §5.1) ----

    @Override
    public int legalMoves(int[] moves) {
        if (over) return 0;
        int n = 0;
        for (int set = legal; set != 0; set &= set - 1) moves[n++] = Integer.numberOfTrailingZeros(set);
        return n;
    }

    @Override
    public boolean isLegal(int move) {
        return !over && move >= 0 && move < PITS && (legal & (1 << move)) != 0;
    }

    /**
     * §4.3: the own pits with two or more seeds whose sowing ends; only if there is none, the single-seed pits
     * whose sowing ends.
     */
    private int legalSet() {
        int base = side * 8;
        int multi = 0;
        for (int h = base; h < base + 8; h++) {
            if (cells[h] >= 2 && !isEndless(h)) multi |= 1 << h;
        }
        if (multi != 0) return multi;
        int single = 0;
        for (int h = base; h < base + 8; h++) {
            if (cells[h] == 1 && !isEndless(h)) single |= 1 << h;
        }
        return single;
    }

    /**
     * Whether the relay sowing from h never ends (§5.1), simulated on a scratch board. A lap is decided by its
     * start state, the board before the lift plus the pit lifted, so the laps of a move are the iterates of a
     * function of that state: the move is endless exactly when that sequence repeats a state. Brent's cycle
     * finder tests this exactly (it meets a repeated state whatever the loop's length or lead-in), with one
     * saved state instead of a set of all of them. Moves with a capture mid-move do not exist here, so the
     * state needs no capture counts.
     */
    boolean isEndless(int h) {
        int[] b = sim;
        System.arraycopy(cells, 0, b, 0, PITS);
        System.arraycopy(b, 0, saved, 0, PITS);
        int savedPit = h;
        int power = 1;
        int steps = 0;
        int pit = h;
        while (true) {
            int hand = b[pit];
            b[pit] = 0;
            int pos = pit;
            while (hand-- > 0) {
                pos = pos == PITS - 1 ? 0 : pos + 1;
                b[pos]++;
            }
            if (b[pos] == 1) return false; // the last seed fell into an empty pit: the move ends
            pit = pos;
            steps++;
            if (pit == savedPit && Arrays.equals(b, saved)) return true;
            if (steps == power) {
                System.arraycopy(b, 0, saved, 0, PITS);
                savedPit = pit;
                power <<= 1;
                steps = 0;
            }
        }
    }

    // ---- make / unmake: the legal set and the history's ends beside the cells ----

    @Override
    void saveExtra(int[] u, int at) {
        u[at] = legal;
        u[at + 1] = history.count();
        u[at + 2] = history.stretchStart();
    }

    @Override
    void restoreExtra(int[] u, int at) {
        legal = u[at];
        history.restore(u[at + 1], u[at + 2]);
    }

    // ---- one turn (§4.4, §4.5) ----

    /** Plays a legal move (one whose sowing ends); the trace, if given, records every step. */
    @Override
    public void play(int h, Trace trace) {
        int p = side;
        int last = relaySow(h, trace);
        int captured = isOwnPit(p, last) ? captureOpposite(p, last, trace) : 0;
        if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EMPTY_PIT));
        afterMove(p, captured, trace);
    }

    /** Laps until one's last seed falls into an empty pit; returns that pit. No origin skip, no stores. */
    private int relaySow(int h, Trace trace) {
        int pit = h;
        int lap = 1;
        while (true) {
            int hand = cells[pit];
            cells[pit] = 0;
            if (trace != null) trace.add(new TraceEvent.Lift(pit, hand, lap));
            int pos = pit;
            while (hand-- > 0) {
                pos = pos == PITS - 1 ? 0 : pos + 1;
                cells[pos]++;
                if (trace != null) trace.add(new TraceEvent.Sow(pos, cells[pos]));
            }
            if (cells[pos] == 1) return pos;
            // The last seed fell into an occupied pit: relay, lifting it all from there.
            pit = pos;
            lap++;
        }
    }

    private static boolean isOwnPit(int p, int pit) {
        return pit / 8 == p;
    }

    /** The opposite pit's seeds, possibly none, go to the mover; the seed that ended the move stays. */
    private int captureOpposite(int p, int last, Trace trace) {
        int o = PITS - 1 - last;
        int seeds = cells[o];
        if (seeds == 0) return 0;
        cells[o] = 0;
        cells[STORE + p] += seeds;
        if (trace != null) trace.add(new TraceEvent.Capture(o, seeds, Player.of(p), TraceEvent.Destination.SCORE));
        return seeds;
    }

    /** §4.5: the majority, then (at the next player's turn) the empty row, stalemate and the cycle rule. */
    private void afterMove(int p, int captured, Trace trace) {
        if (captured > 0) history.cut(); // seeds never return: older positions cannot recur
        if (majorityEnds && cells[STORE + p] >= LapsBao.MAJORITY) {
            endByScore(EndReason.MAJORITY);
            if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
            return;
        }
        side = 1 - p;
        startOfTurn(trace);
    }

    /** The checks at the start of a turn, in the order of §4.5; the position joins the history if play goes on. */
    private void startOfTurn(Trace trace) {
        if (isRowEmpty(side)) {
            giveRemainingSeedsTo(1 - side, trace);
            endByScore(EndReason.NO_MOVE);
        } else {
            legal = legalSet();
            if (legal == 0) {
                stalemate(EndReason.STALEMATE, trace);
            } else if (isRepetition()) {
                stalemate(EndReason.CYCLE, trace);
            } else {
                pushKey();
                return;
            }
        }
        legal = 0;
        if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
    }

    /** "The other player captures all remaining seeds": they can only be in that player's own row. */
    private void giveRemainingSeedsTo(int player, Trace trace) {
        int sum = 0;
        for (int i = 0; i < PITS; i++) {
            sum += cells[i];
            cells[i] = 0;
        }
        cells[STORE + player] += sum;
        if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(player), sum));
    }

    /** cycleRule: a draw with captures unchanged, or each player adds their own row and the higher wins. */
    private void stalemate(EndReason why, Trace trace) {
        if (!cycleSplits) {
            finish(-1, why);
            return;
        }
        for (int p = 0; p < 2; p++) {
            int sum = 0;
            for (int i = p * 8; i < p * 8 + 8; i++) {
                sum += cells[i];
                cells[i] = 0;
            }
            cells[STORE + p] += sum;
            if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(p), sum));
        }
        endByScore(why);
    }

    private void endByScore(EndReason why) {
        endByScores(why);
        legal = 0;
    }

    // ---- repetition keys (§5.2) ----

    private boolean isRepetition() {
        return history.contains(keyLo(), keyHi(), 1, 1);
    }

    /** Pits 0..9 in 6-bit fields (a pit holds at most 32) and the side to move in bit 60. */
    private long keyLo() {
        long k = side;
        for (int i = 9; i >= 0; i--) k = (k << 6) | cells[i];
        return k;
    }

    /** Pits 10..15 in 6-bit fields. */
    private long keyHi() {
        long k = 0;
        for (int i = 15; i >= 10; i--) k = (k << 6) | cells[i];
        return k;
    }

    private void pushKey() {
        history.push(keyLo(), keyHi());
    }

    @Override
    public LapsBaoPosition toPosition() {
        long[] h = over ? new long[0] : history.stretch();
        return new LapsBaoPosition(
                game, Arrays.copyOf(cells, PITS), cells[STORE], cells[STORE + 1], Player.of(side), outcome(), legal, h);
    }
}
