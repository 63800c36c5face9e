package org.kete.engine.oware;

import org.kete.engine.EndReason;
import org.kete.engine.Hashing;
import org.kete.engine.KeyHistory;
import org.kete.engine.Outcome;
import org.kete.engine.PitGame;
import org.kete.engine.Player;
import org.kete.engine.SnapshotState;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;

/**
 * The one implementation of Oware's rules: a mutable state on int arrays used directly by the search, and by
 * {@link Oware} (with a trace recorder) to produce immutable positions. Make/unmake copies a 20-int snapshot
 * onto a preallocated stack ({@link SnapshotState}); the repetition history is a {@link KeyHistory} of packed
 * keys with the start of the current capture-free stretch. Nothing allocates per move (the stacks grow by
 * doubling, rarely).
 */
public final class OwareState extends SnapshotState implements PitGame.PitState {

    private final Oware game;
    private final GrandSlam grandSlam;
    private final boolean cycleSplits;
    private final int threshold;

    private final int[] pits = new int[Oware.PITS];
    private final int[] score = new int[2];
    private final int[] scratch = new int[Oware.PITS];

    /**
     * Positions since the start; the current stretch starts after the last capture. Both stacks start small and
     * grow by doubling: a state built to play one move (a server answers a move with two or three of them) need
     * not pay for a search's depth, and a search grows them in its first iteration.
     */
    private final KeyHistory history = new KeyHistory(16);

    private OwareState(Oware game) {
        super(16, 16);
        this.game = game;
        this.grandSlam = game.grandSlam;
        this.cycleSplits = game.cycleSplits;
        this.threshold = game.threshold;
    }

    /** A game's first position (or one read from text): history holds only itself; start-of-turn ends apply. */
    static OwareState fresh(Oware game, int[] pits, int southScore, int northScore, Player toMove) {
        OwareState s = new OwareState(game);
        System.arraycopy(pits, 0, s.pits, 0, Oware.PITS);
        s.score[0] = southScore;
        s.score[1] = northScore;
        s.side = toMove.index();
        if (southScore >= s.threshold || northScore >= s.threshold) {
            s.end(southScore >= northScore ? 0 : 1, EndReason.THRESHOLD);
            return s;
        }
        s.pushKey();
        if (!s.hasCandidate()) s.collectAndEnd(EndReason.NO_MOVE, null);
        return s;
    }

    static OwareState of(OwarePosition p) {
        OwareState s = new OwareState(p.game());
        for (int i = 0; i < Oware.PITS; i++) s.pits[i] = p.seeds(i);
        s.score[0] = p.score(Player.SOUTH);
        s.score[1] = p.score(Player.NORTH);
        s.side = p.toMove().index();
        s.takeOutcome(p.outcome());
        s.history.load(p.history());
        return s;
    }

    @Override
    public Oware game() {
        return game;
    }

    @Override
    public int score(int player) {
        return score[player];
    }

    @Override
    public int pitCount() {
        return Oware.PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    // ---- move generation (§1.3) ----

    @Override
    public int legalMoves(int[] moves) {
        if (over) return 0;
        int base = side * 6;
        int n = 0;
        if (opponentRowEmpty()) {
            for (int h = base; h < base + 6; h++) {
                if (pits[h] >= base + 6 - h) moves[n++] = h;
            }
        } else {
            // The usual case, unrolled: every non-empty pit of one's own row (the search's hottest loop).
            int[] a = pits;
            if (a[base] > 0) moves[n++] = base;
            if (a[base + 1] > 0) moves[n++] = base + 1;
            if (a[base + 2] > 0) moves[n++] = base + 2;
            if (a[base + 3] > 0) moves[n++] = base + 3;
            if (a[base + 4] > 0) moves[n++] = base + 4;
            if (a[base + 5] > 0) moves[n++] = base + 5;
        }
        if (grandSlam == GrandSlam.ILLEGAL && n > 1) n = dropGrandSlams(moves, n);
        return n;
    }

    /** Keeps only the moves that are not grand slams, unless every move is one (§1.3). */
    private int dropGrandSlams(int[] moves, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!isGrandSlam(moves[i])) moves[kept++] = moves[i];
        }
        if (kept > 0) return kept;
        // Every move is a grand slam: the list was overwritten only by itself, rebuild it.
        int base = side * 6;
        boolean mustFeed = opponentRowEmpty();
        n = 0;
        for (int h = base; h < base + 6; h++) {
            int s = pits[h];
            if (s > 0 && (!mustFeed || s >= base + 6 - h)) moves[n++] = h;
        }
        return n;
    }

    boolean opponentRowEmpty() {
        int o = 6 - side * 6;
        return (pits[o] | pits[o + 1] | pits[o + 2] | pits[o + 3] | pits[o + 4] | pits[o + 5]) == 0;
    }

    private boolean hasCandidate() {
        int base = side * 6;
        boolean mustFeed = opponentRowEmpty();
        for (int h = base; h < base + 6; h++) {
            int s = pits[h];
            if (s > 0 && (!mustFeed || s >= base + 6 - h)) return true;
        }
        return false;
    }

    @Override
    public boolean isLegal(int move) {
        if (over || move < 0 || move >= Oware.PITS) return false;
        int[] buf = new int[6];
        int n = legalMoves(buf);
        for (int i = 0; i < n; i++) if (buf[i] == move) return true;
        return false;
    }

    /** Would sowing from h capture every seed of the opponent's row? Worked out on a scratch copy. */
    private boolean isGrandSlam(int h) {
        System.arraycopy(pits, 0, scratch, 0, Oware.PITS);
        int last = sow(scratch, h, null);
        int oppFirst = 6 - side * 6;
        if (last < oppFirst || last >= oppFirst + 6) return false;
        int chain = 0;
        for (int j = last; j >= oppFirst && (scratch[j] == 2 || scratch[j] == 3); j--) chain += scratch[j];
        if (chain == 0) return false;
        int row = 0;
        for (int j = oppFirst; j < oppFirst + 6; j++) row += scratch[j];
        return chain == row;
    }

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int at = pushSnapshot();
        int[] u = snapshots();
        System.arraycopy(pits, 0, u, at, Oware.PITS);
        u[at + 12] = score[0];
        u[at + 13] = score[1];
        u[at + 14] = history.count();
        u[at + 15] = history.stretchStart();
        play(move, null);
    }

    @Override
    public void unmake() {
        int at = popSnapshot();
        int[] u = snapshots();
        System.arraycopy(u, at, pits, 0, Oware.PITS);
        score[0] = u[at + 12];
        score[1] = u[at + 13];
        history.restore(u[at + 14], u[at + 15]);
    }

    // ---- one turn (§1.4 - §1.6) ----

    /** Plays a legal move; the trace, if given, records every step. */
    @Override
    public void play(int h, Trace trace) {
        int p = side;
        int last = sow(pits, h, trace);
        int captured = capture(p, last, trace);
        side = 1 - p;
        if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.SOWN));
        afterMove(p, captured, trace);
    }

    /** Single-lap sowing with the origin skipped (§1.4); returns the last pit sown. */
    private static int sow(int[] a, int h, Trace trace) {
        int n = a[h];
        a[h] = 0;
        if (trace != null) trace.add(new TraceEvent.Lift(h, n, 1));
        int i = h;
        if (trace == null && n < Oware.PITS) {
            // Fast path: fewer than 12 seeds never come back to the origin.
            while (n-- > 0) {
                i = i == Oware.PITS - 1 ? 0 : i + 1;
                a[i]++;
            }
            return i;
        }
        while (n > 0) {
            i = i == Oware.PITS - 1 ? 0 : i + 1;
            if (i == h) {
                if (trace != null) trace.add(new TraceEvent.Skip(h));
                continue;
            }
            a[i]++;
            n--;
            if (trace != null) trace.add(new TraceEvent.Sow(i, a[i]));
        }
        return i;
    }

    /** The capture of §1.5 on the live board, grand-slam option included; returns the seeds captured. */
    private int capture(int p, int last, Trace trace) {
        int oppFirst = 6 - p * 6;
        if (last < oppFirst || last >= oppFirst + 6) return 0;
        int total = 0;
        int j = last;
        while (j >= oppFirst && (pits[j] == 2 || pits[j] == 3)) {
            total += pits[j];
            j--;
        }
        if (total == 0) return 0;
        if (isWholeRow(oppFirst, total) && !grandSlamCaptures(p, total)) {
            if (trace != null) trace.add(new TraceEvent.CaptureForfeited(total, TraceEvent.ForfeitRule.GRAND_SLAM));
            return 0;
        }
        for (int k = last; k > j; k--) {
            if (trace != null) {
                trace.add(new TraceEvent.Capture(k, pits[k], Player.of(p), TraceEvent.Destination.SCORE));
            }
            pits[k] = 0;
        }
        score[p] += total;
        return total;
    }

    private boolean isWholeRow(int oppFirst, int total) {
        int row = pits[oppFirst]
                + pits[oppFirst + 1]
                + pits[oppFirst + 2]
                + pits[oppFirst + 3]
                + pits[oppFirst + 4]
                + pits[oppFirst + 5];
        return total == row;
    }

    private boolean grandSlamCaptures(int p, int total) {
        return switch (grandSlam) {
            case ALLOWED -> true;
            case ALLOWED_IF_WINS -> score[p] + total >= threshold;
            case FORFEIT, ILLEGAL -> false;
        };
    }

    /** §1.6: threshold, then cycle, then the next player's lack of moves. */
    private void afterMove(int p, int captured, Trace trace) {
        if (captured > 0) history.cut(); // seeds never return: older positions cannot recur
        if (score[p] >= threshold) {
            end(p, EndReason.THRESHOLD);
            if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
            return;
        }
        long lo = keyLo();
        long hi = keyHi();
        if (isRepetition(lo, hi)) {
            if (cycleSplits) {
                collectAndEnd(EndReason.CYCLE, trace);
            } else {
                end(-1, EndReason.CYCLE);
                if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
            }
            return;
        }
        history.push(lo, hi);
        if (!hasCandidate()) collectAndEnd(EndReason.NO_MOVE, trace);
    }

    /**
     * Has this position occurred before in the capture-free stretch? One key is pushed per move and every move
     * passes the turn, so only every second key has this side to move and can match.
     */
    private boolean isRepetition(long lo, long hi) {
        return history.contains(lo, hi, 2, 2);
    }

    /** Each player adds the seeds in their own row; the higher score wins. */
    private void collectAndEnd(EndReason why, Trace trace) {
        for (int p = 0; p < 2; p++) {
            int sum = 0;
            for (int i = p * 6; i < p * 6 + 6; i++) {
                sum += pits[i];
                pits[i] = 0;
            }
            score[p] += sum;
            if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(p), sum));
        }
        end(score[0] == score[1] ? -1 : score[0] > score[1] ? 0 : 1, why);
        if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
    }

    private void end(int winner, EndReason why) {
        this.over = true;
        this.winner = winner;
        this.reason = why;
    }

    Outcome outcome() {
        if (!over) return Outcome.ONGOING;
        return winner < 0
                ? Outcome.draw(score[0], score[1], reason)
                : Outcome.win(Player.of(winner), score[0], score[1], reason);
    }

    // ---- keys ----

    /** Pits 0..9 in 6-bit fields and the side to move in bit 60. */
    private long keyLo() {
        long k = side;
        for (int i = 9; i >= 0; i--) k = (k << 6) | pits[i];
        return k;
    }

    private long keyHi() {
        return ((long) pits[11] << 6) | pits[10];
    }

    private void pushKey() {
        history.push(keyLo(), keyHi());
    }

    /**
     * The packed key (every pit and the side to move, exactly) mixed to 64 bits: cheaper than a Zobrist table
     * walk, and as good a key, since the packed form is exact.
     */
    @Override
    public long hash() {
        return Hashing.splitmix(keyLo() ^ keyHi() * 0x9E3779B97F4A7C15L);
    }

    @Override
    public OwarePosition toPosition() {
        long[] h = over ? new long[0] : history.stretch();
        return new OwarePosition(game, pits.clone(), score[0], score[1], Player.of(side), outcome(), h);
    }
}
