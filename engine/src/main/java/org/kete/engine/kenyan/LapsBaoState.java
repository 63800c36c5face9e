package org.kete.engine.kenyan;

import java.util.Arrays;
import org.kete.engine.EndReason;
import org.kete.engine.Hashing;
import org.kete.engine.KeyHistory;
import org.kete.engine.Outcome;
import org.kete.engine.PitGame;
import org.kete.engine.Player;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;

/**
 * The one implementation of the Kenyan laps Bao rules (§4). Int arrays, make/unmake by copying a 25-int
 * snapshot onto a preallocated stack, and the repetition history as a stack of packed keys with the start of
 * the current capture-free stretch, as in Oware.
 *
 * <p>Legal moves need every candidate sowing simulated, to find the endless ones (§5.1). That is done once,
 * when a position is reached, and kept as a bit set of legal pits in the state, its snapshot and the immutable
 * position, so move generation itself is a read of that set.
 */
public final class LapsBaoState implements PitGame.PitState {
    private static final int PITS = LapsBao.PITS;
    private static final int SNAP = PITS + 9;
    private static final long[][] ZOBRIST = new long[PITS + 2][LapsBao.SEEDS + 1];
    private static final long SIDE_KEY;
    /** EndReason.values() copies its array on every call; unmake must not allocate. */
    private static final EndReason[] REASONS = EndReason.values();

    static {
        long x = 0x2545F4914F6CDD1DL;
        for (int i = 0; i < PITS + 2; i++) {
            for (int s = 0; s <= LapsBao.SEEDS; s++) {
                x = Hashing.splitmix(x);
                ZOBRIST[i][s] = x;
            }
        }
        SIDE_KEY = Hashing.splitmix(x);
    }

    private final LapsBao game;
    private final boolean majorityEnds;
    private final boolean cycleSplits;

    private final int[] pits = new int[PITS];
    private final int[] score = new int[2];
    private int side;
    private boolean over;
    private int winner = -1;
    private EndReason reason;
    /** Bit h set: pit h is a legal move now. Computed when the position is reached. */
    private int legal;

    /** Scratch boards for simulating a sowing and for the cycle finder's saved lap state. */
    private final int[] sim = new int[PITS];

    private final int[] saved = new int[PITS];

    /** Positions since the start; the current stretch starts after the last capture. */
    private final KeyHistory history = new KeyHistory(256);

    private int[] undo = new int[256 * SNAP];
    private int ply;

    private LapsBaoState(LapsBao game) {
        this.game = game;
        this.majorityEnds = game.majorityEnds;
        this.cycleSplits = game.cycleSplits;
    }

    /** A game's first position, or one read from text: its history holds only itself; the §4.5 ends apply. */
    static LapsBaoState fresh(LapsBao game, int[] pits, int southScore, int northScore, Player toMove) {
        LapsBaoState s = new LapsBaoState(game);
        System.arraycopy(pits, 0, s.pits, 0, PITS);
        s.score[0] = southScore;
        s.score[1] = northScore;
        s.side = toMove.index();
        if (s.majorityEnds && (southScore >= LapsBao.MAJORITY || northScore >= LapsBao.MAJORITY)) {
            s.endByScore(EndReason.MAJORITY);
            return s;
        }
        s.startOfTurn(null);
        return s;
    }

    static LapsBaoState of(LapsBaoPosition p) {
        LapsBaoState s = new LapsBaoState(p.game());
        for (int i = 0; i < PITS; i++) s.pits[i] = p.seeds(i);
        s.score[0] = p.score(Player.SOUTH);
        s.score[1] = p.score(Player.NORTH);
        s.side = p.toMove().index();
        s.legal = p.legalSet();
        Outcome o = p.outcome();
        if (o.over()) {
            s.over = true;
            s.winner = o.winner() == null ? -1 : o.winner().index();
            s.reason = o.reason();
        }
        s.history.load(p.history());
        return s;
    }

    @Override
    public LapsBao game() {
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
        return score[player];
    }

    @Override
    public int pitCount() {
        return PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    @Override
    public int ply() {
        return ply;
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
            if (pits[h] >= 2 && !isEndless(h)) multi |= 1 << h;
        }
        if (multi != 0) return multi;
        int single = 0;
        for (int h = base; h < base + 8; h++) {
            if (pits[h] == 1 && !isEndless(h)) single |= 1 << h;
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
        System.arraycopy(pits, 0, b, 0, PITS);
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

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int at = ply * SNAP;
        if (at + SNAP > undo.length) undo = Arrays.copyOf(undo, undo.length * 2);
        int[] u = undo;
        System.arraycopy(pits, 0, u, at, PITS);
        u[at + PITS] = score[0];
        u[at + PITS + 1] = score[1];
        u[at + PITS + 2] = side;
        u[at + PITS + 3] = over ? 1 : 0;
        u[at + PITS + 4] = winner;
        u[at + PITS + 5] = reason == null ? -1 : reason.ordinal();
        u[at + PITS + 6] = legal;
        u[at + PITS + 7] = history.count();
        u[at + PITS + 8] = history.stretchStart();
        ply++;
        play(move, null);
    }

    @Override
    public void unmake() {
        int at = --ply * SNAP;
        int[] u = undo;
        System.arraycopy(u, at, pits, 0, PITS);
        score[0] = u[at + PITS];
        score[1] = u[at + PITS + 1];
        side = u[at + PITS + 2];
        over = u[at + PITS + 3] != 0;
        winner = u[at + PITS + 4];
        reason = u[at + PITS + 5] < 0 ? null : REASONS[u[at + PITS + 5]];
        legal = u[at + PITS + 6];
        history.restore(u[at + PITS + 7], u[at + PITS + 8]);
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
            int hand = pits[pit];
            pits[pit] = 0;
            if (trace != null) trace.add(new TraceEvent.Lift(pit, hand, lap));
            int pos = pit;
            while (hand-- > 0) {
                pos = pos == PITS - 1 ? 0 : pos + 1;
                pits[pos]++;
                if (trace != null) trace.add(new TraceEvent.Sow(pos, pits[pos]));
            }
            if (pits[pos] == 1) return pos;
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
        int seeds = pits[o];
        if (seeds == 0) return 0;
        pits[o] = 0;
        score[p] += seeds;
        if (trace != null) trace.add(new TraceEvent.Capture(o, seeds, Player.of(p), TraceEvent.Destination.SCORE));
        return seeds;
    }

    /** §4.5: the majority, then (at the next player's turn) the empty row, stalemate and the cycle rule. */
    private void afterMove(int p, int captured, Trace trace) {
        if (captured > 0) history.cut(); // seeds never return: older positions cannot recur
        if (majorityEnds && score[p] >= LapsBao.MAJORITY) {
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

    private boolean isRowEmpty(int player) {
        int b = player * 8;
        return (pits[b]
                        | pits[b + 1]
                        | pits[b + 2]
                        | pits[b + 3]
                        | pits[b + 4]
                        | pits[b + 5]
                        | pits[b + 6]
                        | pits[b + 7])
                == 0;
    }

    /** "The other player captures all remaining seeds": they can only be in that player's own row. */
    private void giveRemainingSeedsTo(int player, Trace trace) {
        int sum = 0;
        for (int i = 0; i < PITS; i++) {
            sum += pits[i];
            pits[i] = 0;
        }
        score[player] += sum;
        if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(player), sum));
    }

    /** cycleRule: a draw with captures unchanged, or each player adds their own row and the higher wins. */
    private void stalemate(EndReason why, Trace trace) {
        if (!cycleSplits) {
            over = true;
            winner = -1;
            reason = why;
            return;
        }
        for (int p = 0; p < 2; p++) {
            int sum = 0;
            for (int i = p * 8; i < p * 8 + 8; i++) {
                sum += pits[i];
                pits[i] = 0;
            }
            score[p] += sum;
            if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(p), sum));
        }
        endByScore(why);
    }

    private void endByScore(EndReason why) {
        over = true;
        winner = score[0] == score[1] ? -1 : score[0] > score[1] ? 0 : 1;
        reason = why;
        legal = 0;
    }

    Outcome outcome() {
        if (!over) return Outcome.ONGOING;
        return winner < 0
                ? Outcome.draw(score[0], score[1], reason)
                : Outcome.win(Player.of(winner), score[0], score[1], reason);
    }

    // ---- repetition keys (§5.2) ----

    private boolean isRepetition() {
        return history.contains(keyLo(), keyHi(), 1, 1);
    }

    /** Pits 0..9 in 6-bit fields (a pit holds at most 32) and the side to move in bit 60. */
    private long keyLo() {
        long k = side;
        for (int i = 9; i >= 0; i--) k = (k << 6) | pits[i];
        return k;
    }

    /** Pits 10..15 in 6-bit fields. */
    private long keyHi() {
        long k = 0;
        for (int i = 15; i >= 10; i--) k = (k << 6) | pits[i];
        return k;
    }

    private void pushKey() {
        history.push(keyLo(), keyHi());
    }

    @Override
    public long hash() {
        long h = side == 0 ? 0 : SIDE_KEY;
        for (int i = 0; i < PITS; i++) h ^= ZOBRIST[i][pits[i]];
        return h ^ ZOBRIST[PITS][score[0]] ^ ZOBRIST[PITS + 1][score[1]];
    }

    @Override
    public LapsBaoPosition toPosition() {
        long[] h = over ? new long[0] : history.stretch();
        return new LapsBaoPosition(game, pits.clone(), score[0], score[1], Player.of(side), outcome(), legal, h);
    }
}
