package org.kete.engine.kigogo;

import java.util.Arrays;
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
 * The one implementation of Bao Kigogo's rules (four-row-games.md §4): a mutable state on int arrays used by
 * the search directly and by {@link Kigogo}, with a trace recorder, to produce immutable positions.
 *
 * <p>Board pits are {@code player * 24 + t} with the ring track index t of §2.3 (t = 0..11 front row F1..F12,
 * t = 12..23 back row B12..B1); sowing is counter-clockwise, t to t - 1. A move code is the start pit.
 *
 * <p>Legality needs a simulation: a candidate that has not ended after {@code maxLaps} laps is never-ending
 * (§2.7). Sowing only ever changes the mover's own ring, so move generation sows each candidate on a copy of
 * that ring and keeps the resulting ring and landing pit in a per-ply cache; {@link #make} then copies the
 * cached ring instead of sowing again. Each cache level is stamped with the identity of the position it was
 * filled for (a fresh number on every make, restored by unmake), so a stale level is never used.
 *
 * <p>Make/unmake copies a 62-int snapshot onto a preallocated stack. The repetition history (positions since
 * the last capture) is a {@link KeyHistory} of keys that hold the Zobrist key of the board, the full board
 * packed and the side to move, so a repetition is decided exactly, not by hash alone.
 */
public final class KigogoState extends SnapshotState implements PitGame.PitState {
    static final int N = 12;
    static final int RING = 2 * N;
    static final int PITS = 2 * RING;
    static final int SEEDS = 92;

    /** The landing returned for a move that does not end (never-ending). */
    static final int NEVER_ENDING = -1;

    private static final int UNKNOWN = -2;

    /**
     * The lap at which a long move's state (ring and landing pit) is remembered: if a later lap ends in the same
     * state the move is a cycle and can never end, an exact early exit that §2.7 allows. The never-ending moves
     * observed are pure cycles through the state after lap 1, so this state recurs after one period (KG-8's A5:
     * recognised after 278 laps instead of 1000); the lap limit decides everything else. Finite moves seen in
     * practice end long before lap 32, so they never pay for the copy.
     */
    private static final int CHECKPOINT_LAP = 32;

    private static final int CACHE_LEVELS = 64;
    /** Longs per repetition key: the board's Zobrist key, the 48 pits a byte each, the side to move. */
    private static final int KEY = 1 + PITS / 8 + 1;

    private static final long[][] ZOBRIST = new long[PITS][SEEDS + 1];
    private static final long SIDE_KEY;

    static {
        long x = 0x2545F4914F6CDD1DL;
        for (int i = 0; i < PITS; i++) {
            for (int s = 0; s <= SEEDS; s++) {
                x = Hashing.splitmix(x);
                ZOBRIST[i][s] = x;
            }
        }
        SIDE_KEY = Hashing.splitmix(x);
    }

    private final Kigogo game;
    private final Repetition repetition;
    private final boolean neverEndingIsLoss;
    private final int maxLaps;
    private final boolean singletonCaptures;

    private final int[] pits = new int[PITS];
    private final int[] captured = new int[2];
    private final long[] ringHash = new long[2];

    /** Positions since the start of the history; the current stretch starts after the last capture. */
    private final KeyHistory history = new KeyHistory(KEY, 16);

    /** Identity of the current position for the simulation cache; fresh on every make, restored by unmake. */
    private long positionId;

    private long nextId;
    private final long[] cacheId = new long[CACHE_LEVELS];
    private final int[][] cacheLanding = new int[CACHE_LEVELS][];
    private final int[][] cacheRing = new int[CACHE_LEVELS][];
    private final int[] checkpoint = new int[RING];

    private KigogoState(Kigogo game) {
        super(58, 16);
        this.game = game;
        this.repetition = game.repetition;
        this.neverEndingIsLoss = game.neverEnding == NeverEnding.LOSS;
        this.maxLaps = game.maxLaps;
        this.singletonCaptures = game.singletonCaptures;
        Arrays.fill(cacheId, -1);
    }

    /** A game's first position, or one read from text: the history holds only itself; start-of-turn ends apply. */
    static KigogoState fresh(Kigogo game, int[] pits, int southCaptured, int northCaptured, Player toMove) {
        KigogoState s = new KigogoState(game);
        System.arraycopy(pits, 0, s.pits, 0, PITS);
        s.captured[0] = southCaptured;
        s.captured[1] = northCaptured;
        s.side = toMove.index();
        s.ringHash[0] = s.computeRingHash(0);
        s.ringHash[1] = s.computeRingHash(1);
        if (s.seedsOf(s.side) == 0) {
            s.end(1 - s.side, EndReason.NO_SEEDS);
        } else if (s.seedsOf(1 - s.side) == 0) {
            s.end(s.side, EndReason.NO_SEEDS);
        } else {
            s.pushKey();
            s.endIfNoMove(null);
        }
        return s;
    }

    static KigogoState of(KigogoPosition p) {
        KigogoState s = new KigogoState(p.game());
        for (int i = 0; i < PITS; i++) s.pits[i] = p.seeds(i);
        s.captured[0] = p.score(Player.SOUTH);
        s.captured[1] = p.score(Player.NORTH);
        s.side = p.toMove().index();
        s.ringHash[0] = s.computeRingHash(0);
        s.ringHash[1] = s.computeRingHash(1);
        s.takeOutcome(p.outcome());
        s.history.load(p.history());
        return s;
    }

    @Override
    public Kigogo game() {
        return game;
    }

    @Override
    public int score(int player) {
        return captured[player];
    }

    @Override
    public int pitCount() {
        return PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    // ---- move generation (§4.3) ----

    @Override
    public int legalMoves(int[] moves) {
        if (over) return 0;
        int base = side * RING;
        int level = ply() & (CACHE_LEVELS - 1);
        boolean anySowing = false;
        int n = 0;
        for (int t = 0; t < RING; t++) {
            if (pits[base + t] >= 2) {
                anySowing = true;
                if (neverEndingIsLoss || landing(level, t) != NEVER_ENDING) moves[n++] = base + t;
            }
        }
        if (!anySowing) n = singletonMoves(moves, base);
        return n;
    }

    /** §4.3.2: with no pit of two or more, a single seed may step into the next pit only if that is empty. */
    private int singletonMoves(int[] moves, int base) {
        int n = 0;
        for (int t = 0; t < RING; t++) {
            if (pits[base + t] == 1 && pits[base + previous(t)] == 0) moves[n++] = base + t;
        }
        return n;
    }

    /**
     * Whether the player to move has a legal move; stops at the first one found (the cache keeps the rest). A
     * player whose every sowing is never-ending (and illegal) has no legal move: singletons stay closed (§4.3
     * step 3), because the pits of two or more were candidates.
     */
    private boolean hasLegalMove() {
        int base = side * RING;
        int level = ply() & (CACHE_LEVELS - 1);
        boolean anySowing = false;
        for (int t = 0; t < RING; t++) {
            if (pits[base + t] >= 2) {
                if (neverEndingIsLoss || landing(level, t) != NEVER_ENDING) return true;
                anySowing = true;
            }
        }
        if (anySowing) return false;
        for (int t = 0; t < RING; t++) {
            if (pits[base + t] == 1 && pits[base + previous(t)] == 0) return true;
        }
        return false;
    }

    @Override
    public boolean isLegal(int move) {
        if (over || move < 0 || move >= PITS) return false;
        int[] buf = new int[RING];
        int n = legalMoves(buf);
        for (int i = 0; i < n; i++) if (buf[i] == move) return true;
        return false;
    }

    /** Is the sowing from this pit of the player to move (two or more seeds) never-ending? */
    boolean isNeverEnding(int pit) {
        int t = pit - side * RING;
        return t >= 0 && t < RING && pits[pit] >= 2 && landing(ply() & (CACHE_LEVELS - 1), t) == NEVER_ENDING;
    }

    /** Where the sowing from track t of the player to move ends, simulated once per position and cached. */
    private int landing(int level, int t) {
        if (cacheId[level] != positionId) {
            if (cacheLanding[level] == null) {
                cacheLanding[level] = new int[RING];
                cacheRing[level] = new int[RING * RING];
            }
            Arrays.fill(cacheLanding[level], UNKNOWN);
            cacheId[level] = positionId;
        }
        int[] landings = cacheLanding[level];
        if (landings[t] == UNKNOWN) {
            int[] ring = cacheRing[level];
            System.arraycopy(pits, side * RING, ring, t * RING, RING);
            landings[t] = relaySow(ring, t * RING, t, null, 0);
        }
        return landings[t];
    }

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int level = ply() & (CACHE_LEVELS - 1);
        int at = pushSnapshot();
        int[] u = snapshots();
        System.arraycopy(pits, 0, u, at, PITS);
        u[at + 48] = captured[0];
        u[at + 49] = captured[1];
        u[at + 50] = history.count();
        u[at + 51] = history.stretchStart();
        u[at + 52] = (int) ringHash[0];
        u[at + 53] = (int) (ringHash[0] >>> 32);
        u[at + 54] = (int) ringHash[1];
        u[at + 55] = (int) (ringHash[1] >>> 32);
        u[at + 56] = (int) positionId;
        u[at + 57] = (int) (positionId >>> 32);
        play(move, null, level);
    }

    @Override
    public void unmake() {
        int at = popSnapshot();
        int[] u = snapshots();
        System.arraycopy(u, at, pits, 0, PITS);
        captured[0] = u[at + 48];
        captured[1] = u[at + 49];
        history.restore(u[at + 50], u[at + 51]);
        ringHash[0] = (u[at + 52] & 0xFFFFFFFFL) | ((long) u[at + 53] << 32);
        ringHash[1] = (u[at + 54] & 0xFFFFFFFFL) | ((long) u[at + 55] << 32);
        positionId = (u[at + 56] & 0xFFFFFFFFL) | ((long) u[at + 57] << 32);
    }

    // ---- one turn (§4.4, §4.5) ----

    /** Plays a legal move for the immutable API (the simulation cache level 0 belongs to this fresh state). */
    @Override
    public void play(int pit, Trace trace) {
        play(pit, trace, ply() & (CACHE_LEVELS - 1));
    }

    /**
     * Plays a legal move: the relay sowing (or singleton step), the capture at its end, then the end-of-game
     * tests. {@code level} is the simulation-cache level of the position before the move.
     */
    private void play(int pit, Trace trace, int level) {
        int p = side;
        int base = p * RING;
        int t = pit - base;
        boolean singleton = pits[pit] == 1;
        int last = sow(t, singleton, trace, level);
        positionId = ++nextId;
        if (last == NEVER_ENDING) {
            loseByNeverEndingMove(p, pit, trace);
            return;
        }
        ringHash[p] = computeRingHash(p);
        int got = capture(p, last, singleton, trace);
        side = 1 - p;
        if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EMPTY_PIT));
        afterMove(p, got, trace);
    }

    /**
     * The sowing of a move on the live board; returns the landing track index, or NEVER_ENDING with the board
     * untouched. Without a trace the cached simulation is copied in; with one the sowing is replayed step by
     * step (it is known to end).
     */
    private int sow(int t, boolean singleton, Trace trace, int level) {
        int base = side * RING;
        if (singleton) return relaySow(pits, base, t, trace, base);
        int last = landing(level, t);
        if (last == NEVER_ENDING) return NEVER_ENDING;
        if (trace != null) return relaySow(pits, base, t, trace, base);
        System.arraycopy(cacheRing[level], t * RING, pits, base, RING);
        return last;
    }

    /**
     * Relay sowing (§4.4) on a ring held in {@code a[off .. off + 24)}: lift pit t, sow counter-clockwise one seed
     * a pit (the emptied origin is not skipped), and while the last seed falls into an occupied pit lift that
     * pit and sow on. Returns the track index of the empty pit where the move ends, or NEVER_ENDING when
     * {@code maxLaps} laps have not ended it, or when the state at a lap end recurs (a cycle, which never ends).
     * The trace, if given, names board pits {@code pitBase + t}.
     */
    private int relaySow(int[] a, int off, int t, Trace trace, int pitBase) {
        int k = a[off + t];
        a[off + t] = 0;
        if (trace != null) trace.add(new TraceEvent.Lift(pitBase + t, k, 1));
        int pos = t;
        int laps = 0;
        int checkpointPos = -1;
        while (true) {
            if (trace == null) {
                while (k-- > 0) {
                    pos = pos == 0 ? RING - 1 : pos - 1;
                    a[off + pos]++;
                }
            } else {
                while (k-- > 0) {
                    pos = pos == 0 ? RING - 1 : pos - 1;
                    a[off + pos]++;
                    trace.add(new TraceEvent.Sow(pitBase + pos, a[off + pos]));
                }
            }
            laps++;
            if (a[off + pos] == 1) return pos;
            if (laps >= maxLaps) return NEVER_ENDING;
            if (laps == CHECKPOINT_LAP) {
                System.arraycopy(a, off, checkpoint, 0, RING);
                checkpointPos = pos;
            } else if (pos == checkpointPos && Arrays.equals(a, off, off + RING, checkpoint, 0, RING)) {
                return NEVER_ENDING;
            }
            k = a[off + pos];
            a[off + pos] = 0;
            if (trace != null) trace.add(new TraceEvent.Lift(pitBase + pos, k, laps + 1));
        }
    }

    /**
     * §4.4: a move that ends in the mover's own empty front pit Fi takes the opponent's facing front pit and,
     * with it, the back pit behind that (the file); the seeds leave the game. Returns the seeds taken.
     */
    private int capture(int p, int last, boolean singleton, Trace trace) {
        if (last >= N) return 0; // ended in the back row: back pits face nothing
        if (singleton && !singletonCaptures) return 0;
        int o = 1 - p;
        int front = o * RING + Kigogo.BOARD.facingFront(last);
        int got = pits[front];
        if (got == 0) return 0; // the back pit is safe while the front pit before it is empty
        int back = o * RING + Kigogo.BOARD.facingBack(last);
        int behind = pits[back];
        take(o, front, p, trace);
        if (behind > 0) take(o, back, p, trace);
        captured[p] += got + behind;
        return got + behind;
    }

    private void take(int owner, int pit, int by, Trace trace) {
        int s = pits[pit];
        if (trace != null) {
            trace.add(new TraceEvent.Capture(pit, s, Player.of(by), TraceEvent.Destination.OUT));
        }
        ringHash[owner] ^= ZOBRIST[pit][s] ^ ZOBRIST[pit][0];
        pits[pit] = 0;
    }

    /** Under {@code neverEnding=loss}: the move is not executed and its player loses (§2.7). */
    private void loseByNeverEndingMove(int p, int pit, Trace trace) {
        side = 1 - p;
        end(1 - p, EndReason.NEVER_ENDING_MOVE);
        if (trace != null) {
            trace.add(new TraceEvent.LapLimit(Player.of(p), pit, maxLaps));
            trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.GAME_ENDED));
            trace.add(new TraceEvent.GameEnd(outcome()));
        }
    }

    /** §4.5: the opponent without seeds loses; a repeated position draws; a player without a move loses. */
    private void afterMove(int p, int got, Trace trace) {
        if (got > 0) {
            history.cut(); // captures cannot be undone: older positions cannot recur
            if (seedsOf(1 - p) == 0) {
                end(p, EndReason.NO_SEEDS);
                if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
                return;
            }
        }
        pushKey();
        if (isRepetition()) {
            end(-1, EndReason.REPETITION);
            if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
            return;
        }
        endIfNoMove(trace);
    }

    /**
     * §4.5: at the start of a turn a player with no legal move loses, also when every sowing left is
     * never-ending (§2.7: those are not legal moves), as in Kujifunza and Kiswahili.
     */
    private void endIfNoMove(Trace trace) {
        if (hasLegalMove()) return;
        end(1 - side, EndReason.NO_MOVE);
        if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
    }

    private int seedsOf(int player) {
        int sum = 0;
        for (int i = player * RING; i < player * RING + RING; i++) sum += pits[i];
        return sum;
    }

    private void end(int winner, EndReason why) {
        this.over = true;
        this.winner = winner;
        this.reason = why;
    }

    Outcome outcome() {
        if (!over) return Outcome.ONGOING;
        return winner < 0
                ? Outcome.draw(captured[0], captured[1], reason)
                : Outcome.win(Player.of(winner), captured[0], captured[1], reason);
    }

    private static int previous(int t) {
        return t == 0 ? RING - 1 : t - 1;
    }

    // ---- repetition (§4.5, §2.8) ----

    /**
     * Has the current position (board and player to move, or the board alone), just pushed, occurred often
     * enough before to draw? (A repeated position ends the game, so its key staying in the history is harmless:
     * unmake takes it back.)
     */
    private boolean isRepetition() {
        int times = repetition == Repetition.THREEFOLD ? 3 : 2;
        int words = repetition == Repetition.BOARD_ONLY ? KEY - 1 : KEY;
        return history.occurrencesOfNewest(words, times) >= times;
    }

    /**
     * Appends the current position's repetition key, written in place: the board's Zobrist key, the 48 pits a
     * byte each (exact: no pit holds more than the 92 seeds), the side to move.
     */
    private void pushKey() {
        int at = history.append();
        long[] key = history.words();
        int[] b = pits;
        key[at] = ringHash[0] ^ ringHash[1];
        for (int w = 0; w < PITS / 8; w++) {
            int i = 8 * w;
            key[at + 1 + w] = b[i]
                    | (long) b[i + 1] << 8
                    | (long) b[i + 2] << 16
                    | (long) b[i + 3] << 24
                    | (long) b[i + 4] << 32
                    | (long) b[i + 5] << 40
                    | (long) b[i + 6] << 48
                    | (long) b[i + 7] << 56;
        }
        key[at + KEY - 1] = side;
    }

    // ---- keys ----

    private long computeRingHash(int player) {
        long h = 0;
        for (int i = player * RING; i < player * RING + RING; i++) h ^= ZOBRIST[i][pits[i]];
        return h;
    }

    @Override
    public long hash() {
        return ringHash[0] ^ ringHash[1] ^ (side == 0 ? 0 : SIDE_KEY);
    }

    @Override
    public KigogoPosition toPosition() {
        long[] h = over ? new long[0] : history.stretch();
        return new KigogoPosition(game, pits.clone(), captured[0], captured[1], Player.of(side), outcome(), h);
    }
}
