package org.kete.engine.bao;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.kete.engine.EndReason;
import org.kete.engine.Hashing;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.SearchState;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;
import org.kete.engine.fourrow.Direction;

/**
 * The one implementation of the Bao rules (four-row-games.md §2, §3 and §5): a mutable state on primitive
 * arrays for the search, used with a trace recorder by {@link Bao} to produce immutable positions.
 *
 * <p>Board pits are {@code player * 16 + t} with the ring track index t of §2.3 (F1..F8 = 0..7, B8..B1 =
 * 8..15). The seed counts are packed one byte per pit into four longs (see {@link Board}), so that a lap is
 * sown with two additions, a row is tested empty with one comparison and a repetition key is the four longs
 * themselves. Bao la Kujifunza is this machinery with both stores empty and no nyumba owned: every move is then a
 * mtaji-stage move, and the nyumba, namua and takasia rules never fire.
 *
 * <p>Legality is decided by simulation (§2.7): move generation builds the candidates on seed counts, then
 * executes each one once on a scratch board with the same code that plays moves, which finds the moves that
 * reach the nyumba decision (stop or safari), the captures a takasia obligation asks for, and the
 * never-ending candidates. The list is computed once per position, when first asked for (legal moves,
 * {@link #isOver()}: a player without a legal move loses). Each simulation keeps its board for the position,
 * so make() of a simulated move swaps that board in instead of sowing again. A random playout need not decide
 * every candidate: {@link #randomLegalMove} draws one by rejection and simulates only what it draws.
 * Make/unmake copies a snapshot onto a preallocated stack; nothing allocates per move (the kept boards are
 * allocated once, on first use).
 */
public final class BaoState implements SearchState {
    static final int N = 8;
    static final int RING = 16;
    static final int PITS = 32;
    static final int SEEDS = 64;
    static final int F1 = 0;
    static final int F2 = 1;
    static final int F5 = 4;
    static final int F7 = 6;
    static final int F8 = 7;
    static final int NONE = -1;

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

    /**
     * The part of the state a move changes: pits, stores and nyumba ownership. Pit {@code p * 16 + t} is byte
     * {@code t & 7} (lowest first) of lane {@code p * 2 + t / 8}: lane 0 is South's front row F1..F8, lane 1
     * South's back row B8..B1, lanes 2 and 3 North's. A pit never holds more than the 64 seeds of the game, so
     * no byte overflows into the next.
     */
    static final class Board {
        final long[] lanes = new long[4];
        final int[] store = new int[2];
        final boolean[] owned = new boolean[2];

        int seeds(int pit) {
            return (int) (lanes[pit >> 3] >>> ((pit & 7) << 3)) & 0xFF;
        }

        /** Adds v seeds (v may be negative, down to the pit's count) to a pit. */
        void add(int pit, int v) {
            lanes[pit >> 3] += (long) v << ((pit & 7) << 3);
        }

        void empty(int pit) {
            lanes[pit >> 3] &= ~(0xFFL << ((pit & 7) << 3));
        }

        void setPits(int[] pits) {
            Arrays.fill(lanes, 0);
            for (int i = 0; i < PITS; i++) add(i, pits[i]);
        }

        int[] pits() {
            int[] pits = new int[PITS];
            for (int i = 0; i < PITS; i++) pits[i] = seeds(i);
            return pits;
        }

        void copyFrom(Board b) {
            long[] l = b.lanes;
            lanes[0] = l[0];
            lanes[1] = l[1];
            lanes[2] = l[2];
            lanes[3] = l[3];
            store[0] = b.store[0];
            store[1] = b.store[1];
            owned[0] = b.owned[0];
            owned[1] = b.owned[1];
        }
    }

    private static final long[][] ZOBRIST = new long[PITS][SEEDS + 1];
    private static final long[][] STORE_KEYS = new long[2][SEEDS + 1];
    private static final long[] OWNED_KEYS = new long[2];
    private static final long[] TAKASIA_KEYS = new long[PITS];
    private static final long[] OBLIGATION_KEYS = new long[PITS];
    private static final long SIDE_KEY;

    static {
        long x = 0x2545F4914F6CDD1DL;
        for (long[] row : ZOBRIST) for (int s = 0; s < row.length; s++) row[s] = x = Hashing.splitmix(x);
        for (long[] row : STORE_KEYS) for (int s = 0; s < row.length; s++) row[s] = x = Hashing.splitmix(x);
        for (int i = 0; i < PITS; i++) {
            TAKASIA_KEYS[i] = x = Hashing.splitmix(x);
            OBLIGATION_KEYS[i] = x = Hashing.splitmix(x);
        }
        OWNED_KEYS[0] = x = Hashing.splitmix(x);
        OWNED_KEYS[1] = x = Hashing.splitmix(x);
        SIDE_KEY = Hashing.splitmix(x);
    }

    /** One in every byte of a lane. */
    private static final long ONES = 0x0101010101010101L;

    /**
     * The seeds a lap of r (0..15) seeds adds to a ring when its first seed falls in track index t: one in each
     * of the r track indexes from t on, wrapping from 15 to 0, as the front lane and back lane of the ring.
     * Index {@code t * 16 + r}.
     */
    private static final long[] SOW_FRONT = new long[RING * RING];

    private static final long[] SOW_BACK = new long[RING * RING];

    static {
        for (int t = 0; t < RING; t++) {
            for (int r = 0; r < RING; r++) {
                for (int i = 0; i < r; i++) {
                    int u = (t + i) & (RING - 1);
                    if (u < N) SOW_FRONT[t * RING + r] += 1L << (u << 3);
                    else SOW_BACK[t * RING + r] += 1L << ((u - N) << 3);
                }
            }
        }
    }

    /** The high bit of every byte of a lane that holds a non-zero count (counts are at most 64, so no carry). */
    private static long occupied(long lane) {
        return (lane + 0x7F7F7F7F7F7F7F7FL) & 0x8080808080808080L;
    }

    /** The high bits of the bytes of a lane as the low 8 bits of an int, byte 0 to bit 0. */
    private static int byteMask(long highBits) {
        return (int) (((highBits >>> 7) * 0x0102040810204080L) >>> 56);
    }

    /** Longs per repetition key: the 4 lanes, then side, stores, nyumba flags and markers. */
    private static final int KEY = 5;

    private static final EndReason[] END_REASONS = EndReason.values();
    /** Ints per undo snapshot: the scalars; the board before the move is kept whole in undoBoards. */
    private static final int SNAP = 8;

    private final Bao game;
    private final BaoRules rules;
    private Board live = new Board();

    // The simulations run in the current position (§2.7 legality): the move, how it ended, the pits it captured
    // and the board after it. make() of a simulated move takes that board instead of executing the move again.
    // Cleared whenever the position changes; boards are allocated on first use and then reused.
    private final Board[] simBoard = new Board[MAX_MOVES];
    private final int[] simMove = new int[MAX_MOVES];
    private final MoveEnd[] simEnd = new MoveEnd[MAX_MOVES];
    private final int[] simCaptured = new int[MAX_MOVES];
    private int simCount;
    private final Board scratch = new Board();
    private int side;
    /** The pit of the player to move blocked by takasia for this move, or NONE. */
    private int takasia = NONE;
    /** The blocked pit the blocker must capture on his next move (option TAKASIA_OBLIGATION), or NONE. */
    private int obligation = NONE;

    private boolean over;
    private int winner = -1;
    private EndReason reason;

    // The legal moves of the current position, generated when first asked for.
    private final int[] legal = new int[MAX_MOVES];
    private int legalCount;
    private boolean legalKnown;
    private final int[] candidates = new int[MAX_MOVES];
    private final int[] resolved = new int[MAX_MOVES];
    private final boolean[] resolvedEndless = new boolean[MAX_MOVES];
    private final boolean[] resolvedQualifies = new boolean[MAX_MOVES];

    // The move being executed (on the live board or a scratch copy).
    private Board w;
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
    private int capturedMask;

    // Repetition keys since the start, of positions with both stores empty (the start's too); positions before
    // segmentStart cannot recur (a store seed was placed since).
    private long[] keys = new long[KEY * 128];

    private int keyCount;
    private int segmentStart;

    private int[] undo = new int[SNAP * 128];
    /** The board before each made move; past the current ply, spares for the next makes (allocated once). */
    private Board[] undoBoards = new Board[128];

    private int ply;

    private BaoState(Bao game) {
        this.game = game;
        this.rules = game.rules;
    }

    /** A position set up from scratch (the start, or read from text); {@code outcome} null = work it out. */
    static BaoState fresh(
            Bao game,
            int[] pits,
            int[] store,
            boolean[] owned,
            int takasia,
            int obligation,
            Player toMove,
            Outcome outcome) {
        BaoState s = new BaoState(game);
        s.live.setPits(pits);
        s.live.store[0] = store[0];
        s.live.store[1] = store[1];
        s.live.owned[0] = owned[0];
        s.live.owned[1] = owned[1];
        s.takasia = takasia;
        s.obligation = obligation;
        s.side = toMove.index();
        s.pushKey();
        if (outcome != null && outcome.over()) {
            s.over = true;
            s.winner = outcome.winner() == null ? -1 : outcome.winner().index();
            s.reason = outcome.reason();
        } else if (s.isFrontRowEmpty(s.side)) {
            s.finish(1 - s.side, EndReason.FRONT_ROW_EMPTY, null);
        } else if (s.isFrontRowEmpty(1 - s.side)) {
            s.finish(s.side, EndReason.FRONT_ROW_EMPTY, null);
        }
        return s;
    }

    static BaoState of(BaoPosition p) {
        BaoState s = new BaoState(p.game());
        for (int i = 0; i < PITS; i++) s.live.add(i, p.seeds(i));
        s.live.store[0] = p.score(Player.SOUTH);
        s.live.store[1] = p.score(Player.NORTH);
        s.live.owned[0] = p.owns(Player.SOUTH);
        s.live.owned[1] = p.owns(Player.NORTH);
        s.takasia = p.takasia();
        s.obligation = p.obligation();
        s.side = p.toMove().index();
        Outcome o = p.outcome();
        if (o.over()) {
            s.over = true;
            s.winner = o.winner() == null ? -1 : o.winner().index();
            s.reason = o.reason();
        }
        long[] h = p.history();
        s.ensureKeys(h.length / KEY + 1);
        System.arraycopy(h, 0, s.keys, 0, h.length);
        s.keyCount = h.length / KEY;
        return s;
    }

    @Override
    public Bao game() {
        return game;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public boolean isOver() {
        if (!legalKnown) generate();
        return over;
    }

    @Override
    public int winner() {
        return isOver() ? winner : -1;
    }

    /** The store of a player (always 0 in Bao la Kujifunza). */
    @Override
    public int score(int player) {
        return live.store[player];
    }

    /** Does this player still own a functional-or-not nyumba (always false in Bao la Kujifunza)? For evaluations. */
    public boolean ownsNyumba(int player) {
        return live.owned[player];
    }

    @Override
    public int pitCount() {
        return PITS;
    }

    @Override
    public int seeds(int pit) {
        return live.seeds(pit);
    }

    @Override
    public int ply() {
        return ply;
    }

    boolean owns(int player) {
        return live.owned[player];
    }

    int takasia() {
        return takasia;
    }

    int obligation() {
        return obligation;
    }

    // ---- move generation (§3.2, §5.4, §5.6) ----

    @Override
    public int legalMoves(int[] moves) {
        if (!legalKnown) generate();
        System.arraycopy(legal, 0, moves, 0, legalCount);
        return legalCount;
    }

    /**
     * A uniformly random legal move without deciding the legality of every candidate: rejection sampling over
     * the candidates, which cost only seed counts. Each candidate c stands for two slots: slot 0 is c itself,
     * legal unless never-ending (under option ILLEGAL); slot 1 is its safari twin, legal if c is a capture
     * move that reaches the nyumba decision and the safari is not never-ending. A draw picks one of the
     * n * slots slots uniformly and simulates what it needs to know whether its slot is a legal move; a legal
     * slot is taken, an empty one drawn again. Every legal move is one slot, so every legal move is drawn
     * with the same probability, 1 / (number of legal moves). The simulation stays cached, so make() of the
     * move costs a board swap. A takasia obligation filters the list by a property of all moves together, so
     * it falls back to the full list, as does a long run of rejections (when few slots are legal); the full
     * list is uniform too, so the mixture is.
     */
    @Override
    public int randomLegalMove(RandomGenerator rng, int[] moves) {
        if (legalKnown || over || isObligationPending()) return pickFromLegalMoves(rng);
        int n = live.store[side] > 0 ? namuaCandidates(candidates) : mtajiCandidates(candidates);
        if (n == 0) return pickFromLegalMoves(rng); // no candidate: generation ends the game (no legal move)
        int slots = canReachNyumbaDecision() ? 2 : 1;
        boolean endlessIsLegal = rules.neverEnding() == BaoRules.NeverEnding.LOSS;
        for (int tries = 4 * n * slots; tries > 0; tries--) {
            int r = slots == 1 ? rng.nextInt(n) : rng.nextInt(n * 2);
            int c = candidates[slots == 1 ? r : r >> 1];
            MoveEnd end = simulate(c);
            if (slots == 1 || (r & 1) == 0) {
                if (end != MoveEnd.NEVER_ENDING || endlessIsLegal) return c;
            } else if (BaoMove.isCapture(c) && end == MoveEnd.NYUMBA_STOP) {
                int withSafari = c | BaoMove.SAFARI;
                if (simulate(withSafari) != MoveEnd.NEVER_ENDING || endlessIsLegal) return withSafari;
            }
        }
        return pickFromLegalMoves(rng);
    }

    private int pickFromLegalMoves(RandomGenerator rng) {
        if (!legalKnown) generate();
        return legalCount == 0 ? -1 : legal[rng.nextInt(legalCount)];
    }

    /**
     * Can a capture move of the side to move stop in its nyumba (§5.5 step N), so that it has a safari twin?
     * Only with the sowing privileges and an owned nyumba: a move can lose the nyumba but never gain one.
     */
    private boolean canReachNyumbaDecision() {
        boolean privileges = live.store[side] > 0 || rules.mtajiNyumba() == BaoRules.MtajiNyumba.NAMUA_RULES;
        return privileges && live.owned[side] && BaoMove.isCapture(candidates[0]);
    }

    boolean isLegal(int move) {
        if (!legalKnown) generate();
        for (int i = 0; i < legalCount; i++) if (legal[i] == move) return true;
        return false;
    }

    /**
     * Candidates on seed counts, then the decisions found by simulating each candidate once: the safari twin of
     * a capture move that reaches the nyumba decision, the takasia obligation, and last the never-ending filter
     * (§2.7: filtering never re-opens a lower-priority category).
     */
    private void generate() {
        legalKnown = true;
        legalCount = 0;
        if (over) return;
        int n = live.store[side] > 0 ? namuaCandidates(candidates) : mtajiCandidates(candidates);
        int r = 0;
        // The candidates and safari twins are distinct: none needs looking up unless some were simulated before.
        boolean noneSimulated = simCount == 0;
        for (int i = 0; i < n; i++) {
            int c = candidates[i];
            MoveEnd end = noneSimulated ? simulateNew(c) : simulate(c);
            r = resolve(r, c, end);
            if (BaoMove.isCapture(c) && end == MoveEnd.NYUMBA_STOP) {
                int withSafari = c | BaoMove.SAFARI;
                r = resolve(r, withSafari, noneSimulated ? simulateNew(withSafari) : simulate(withSafari));
            }
        }
        // Option TAKASIA_OBLIGATION: the qualifying capture moves only, if there are any.
        boolean anyQualifies = false;
        for (int i = 0; i < r; i++) anyQualifies |= resolvedQualifies[i];
        for (int i = 0; i < r; i++) {
            if (anyQualifies && !resolvedQualifies[i]) continue;
            if (resolvedEndless[i] && rules.neverEnding() == BaoRules.NeverEnding.ILLEGAL) continue;
            legal[legalCount++] = resolved[i];
        }
        if (legalCount == 0) finish(1 - side, EndReason.NO_MOVE, null);
    }

    private int resolve(int r, int move, MoveEnd end) {
        resolved[r] = move;
        resolvedEndless[r] = end == MoveEnd.NEVER_ENDING;
        resolvedQualifies[r] = capturesObligationTarget(move);
        return r + 1;
    }

    /** Does this capture move (played with stop) reach the nyumba's stop-or-safari decision (§5.5 step N)? */
    boolean reachesNyumbaDecision(int move) {
        return BaoMove.isCapture(move) && simulate(move & ~BaoMove.SAFARI) == MoveEnd.NYUMBA_STOP;
    }

    /**
     * Runs a move on a copy of the live board (no trace), once per position: the caller reads its end and
     * captured pits, and make() takes the board it left.
     */
    private MoveEnd simulate(int move) {
        int k = simulation(move);
        if (k != NONE) {
            capturedMask = simCaptured[k];
            return simEnd[k];
        }
        return simulateNew(move);
    }

    /** The same for a move not simulated yet in this position. */
    private MoveEnd simulateNew(int move) {
        int k = NONE;
        Board b = scratch;
        if (simCount < MAX_MOVES) {
            k = simCount++;
            if (simBoard[k] == null) simBoard[k] = new Board();
            b = simBoard[k];
            simMove[k] = move;
        }
        b.copyFrom(live);
        MoveEnd end = execute(b, move, null);
        if (k != NONE) {
            simEnd[k] = end;
            simCaptured[k] = capturedMask;
        }
        return end;
    }

    /** The index of the simulation of this move in the current position, or NONE (newest first: make()
     * usually plays the move simulated last). */
    private int simulation(int move) {
        for (int k = simCount - 1; k >= 0; k--) if (simMove[k] == move) return k;
        return NONE;
    }

    /**
     * Whether a sowing from this pit (in this direction, or null for either) is a candidate move of the side to
     * move that never ends (§2.7), for explaining why it is not legal.
     */
    boolean isNeverEndingCandidate(int pit, Direction d) {
        if (!legalKnown) generate();
        for (int k = 0; k < simCount; k++) {
            int m = simMove[k];
            if (BaoMove.pit(m) != pit || simEnd[k] != MoveEnd.NEVER_ENDING) continue;
            if (d == null || BaoMove.direction(m) == d) return true;
        }
        return false;
    }

    private boolean isObligationPending() {
        return obligation != NONE
                && rules.takasiaObligation() != BaoRules.TakasiaObligation.NONE
                && obligation / RING != side;
    }

    /** Option TAKASIA_OBLIGATION: does this capture move take the blocked pit (first capture, or any)? */
    private boolean capturesObligationTarget(int move) {
        if (!BaoMove.isCapture(move) || !isObligationPending()) return false;
        int target = obligation % RING;
        if (rules.takasiaObligation() == BaoRules.TakasiaObligation.ANY_CAPTURE) {
            return (capturedMask & (1 << target)) != 0;
        }
        int t = BaoMove.pit(move) % RING;
        int l = firstCaptureLanding(live, side, t, BaoMove.direction(move));
        return l != NONE && N - 1 - l == target;
    }

    /** Mtaji stage and Bao la Kujifunza (§3.2, §5.6): captures if any, else takasa moves. */
    private int mtajiCandidates(int[] out) {
        int n = captureMoves(side, out);
        return n > 0 ? n : takasaMoves(out);
    }

    /** The capture moves of §3.2: 2..15 seeds whose first lap ends in an occupied own front pit facing seeds. */
    private int captureMoves(int p, int[] out) {
        long[] lanes = live.lanes;
        int targets = captureLandings(lanes, p);
        if (targets == 0) return 0;
        // For each landing, all 16 pits at once: a pit's first lap ends there if its count equals the distance.
        long front = lanes[p * 2];
        long back = lanes[p * 2 + 1];
        long cwFront = 0;
        long cwBack = 0;
        long ccwFront = 0;
        long ccwBack = 0;
        for (int m = targets; m != 0; m &= m - 1) {
            int i = Integer.numberOfTrailingZeros(m) * 2;
            cwFront |= zeroBytes(front ^ CW_SEEDS_TO[i]);
            cwBack |= zeroBytes(back ^ CW_SEEDS_TO[i + 1]);
            ccwFront |= zeroBytes(front ^ CCW_SEEDS_TO[i]);
            ccwBack |= zeroBytes(back ^ CCW_SEEDS_TO[i + 1]);
        }
        int cw = byteMask(cwFront) | byteMask(cwBack) << N;
        int ccw = byteMask(ccwFront) | byteMask(ccwBack) << N;
        if (out == null) return (cw | ccw) != 0 ? 1 : 0;
        // Track index order, the clockwise move first: bit 2t is (t, CW), bit 2t + 1 is (t, CCW).
        int both = SPREAD[cw & 0xFF] | SPREAD[cw >>> N] << RING | (SPREAD[ccw & 0xFF] | SPREAD[ccw >>> N] << RING) << 1;
        int base = p * RING;
        int n = 0;
        for (; both != 0; both &= both - 1) {
            int b = Integer.numberOfTrailingZeros(both);
            out[n++] = (base + (b >> 1)) | (b & 1) * BaoMove.CCW | BaoMove.CAPTURE;
        }
        return n;
    }

    /**
     * Per landing l (front pit, index 2l and 2l + 1 for the front and back lane): in the byte of each pit of
     * the ring, the seeds (2..15, a capture move's range) whose clockwise first lap from that pit ends in l;
     * 0x7F (matching no count) where that would be 0 or 1. The same for counter-clockwise laps.
     */
    private static final long[] CW_SEEDS_TO = new long[N * 2];

    private static final long[] CCW_SEEDS_TO = new long[N * 2];

    /** Bit i of a byte moved to bit 2i. */
    private static final int[] SPREAD = new int[256];

    static {
        for (int l = 0; l < N; l++) {
            for (int t = 0; t < RING; t++) {
                long cw = (l - t) & (RING - 1);
                long ccw = (t - l) & (RING - 1);
                CW_SEEDS_TO[l * 2 + t / N] |= (cw >= 2 ? cw : 0x7F) << ((t & 7) << 3);
                CCW_SEEDS_TO[l * 2 + t / N] |= (ccw >= 2 ? ccw : 0x7F) << ((t & 7) << 3);
            }
        }
        for (int b = 0; b < 256; b++) {
            for (int i = 0; i < 8; i++) SPREAD[b] |= ((b >> i) & 1) << (2 * i);
        }
    }

    /** The high bit of every zero byte of a lane whose bytes are all below 128. */
    private static long zeroBytes(long lane) {
        return ~(lane + 0x7F7F7F7F7F7F7F7FL) & 0x8080808080808080L;
    }

    /**
     * The front pits of player p where a first lap makes a capture move (§3.2) when it ends there: occupied,
     * facing an occupied opponent pit. Bit l for track index l (front pits only, so a landing in the back row
     * tests a zero bit).
     */
    private static int captureLandings(long[] lanes, int p) {
        // The opponent's front lane byte-reversed: byte l is the pit facing front pit l.
        return byteMask(occupied(lanes[p * 2]) & occupied(Long.reverseBytes(lanes[(1 - p) * 2])));
    }

    /** Where the first lap from (p, t, d) ends if it makes a capture move (§3.2), else NONE. */
    private static int firstCaptureLanding(Board b, int p, int t, Direction d) {
        int s = b.seeds(p * RING + t);
        if (s < 2 || s > 15) return NONE;
        int l = (t + d.step * s) & (RING - 1);
        if (l >= N || b.seeds(p * RING + l) == 0 || b.seeds((1 - p) * RING + N - 1 - l) == 0) return NONE;
        return l;
    }

    /**
     * Takasa (kutakata) moves of the mtaji stage: pits with 2 or more seeds, front row first, not the pit
     * blocked by takasia, both directions, except a lone kichwa sown outwards.
     */
    private int takasaMoves(int[] out) {
        long[] lanes = live.lanes;
        // The blocked pit is a front pit (takasia blocks a pit facing a capture).
        int block = takasia == NONE ? 0 : 1 << (takasia % RING);
        int front = byteMask(atLeastTwo(lanes[side * 2])) & ~block;
        if (front != 0) return bothDirections(out, front, 0);
        return bothDirections(out, byteMask(atLeastTwo(lanes[side * 2 + 1])), N);
    }

    /** The high bit of every byte of a lane that holds 2 or more (counts are at most 64, so no carry). */
    private static long atLeastTwo(long lane) {
        return (lane + 0x7E7E7E7E7E7E7E7EL) & 0x8080808080808080L;
    }

    /**
     * The takasa moves of the side to move from the pits of a row (bit i: track index row + i), both
     * directions, in track index order, clockwise first; without a lone kichwa sown outwards (§3.2).
     */
    private int bothDirections(int[] out, int pits, int row) {
        int both = SPREAD[pits] | SPREAD[pits] << 1; // bit 2i: (i, CW), bit 2i + 1: (i, CCW)
        if (row == 0 && rules.forbidKichwaOutward()) {
            long occupied = occupied(live.lanes[side * 2]);
            if (occupied == 0x80L << (F1 << 3)) both &= ~(1 << (2 * F1 + 1));
            if (occupied == 0x80L << (F8 << 3)) both &= ~(1 << (2 * F8));
        }
        int base = side * RING + row;
        int n = 0;
        for (; both != 0; both &= both - 1) {
            int b = Integer.numberOfTrailingZeros(both);
            out[n++] = (base + (b >> 1)) | (b & 1) * BaoMove.CCW;
        }
        return n;
    }

    /** Namua stage (§5.4): a capture if any front pit faces seeds, else takasa, tax or singletons. */
    private int namuaCandidates(int[] out) {
        // A front pit facing seeds: occupied (it holds the store seed too) and facing an occupied pit.
        int m = captureLandings(live.lanes, side);
        if (m == 0) return namuaTakasaMoves(out);
        System.arraycopy(NAMUA_CAPTURES, (side << 8 | m) * RING, out, 0, RING);
        return NAMUA_CAPTURE_COUNT[m];
    }

    /**
     * The namua capture moves of each player (index {@code (player * 256 + m) * 16}) for each set m of front
     * pits facing seeds, and how many there are: the kichwa for a capture in the kimbi zone is forced, in a
     * middle pit the player chooses.
     */
    private static final int[] NAMUA_CAPTURES = new int[2 * 256 * RING];

    private static final int[] NAMUA_CAPTURE_COUNT = new int[256];

    static {
        for (int p = 0; p < 2; p++) {
            for (int m = 0; m < 256; m++) {
                int n = 0;
                for (int t = 0; t < N; t++) {
                    if ((m & (1 << t)) == 0) continue;
                    int at = (p << 8 | m) * RING;
                    if (t != F7 && t != F8) NAMUA_CAPTURES[at + n++] = (p * RING + t) | BaoMove.CAPTURE;
                    if (t != F1 && t != F2) NAMUA_CAPTURES[at + n++] = (p * RING + t) | BaoMove.CCW | BaoMove.CAPTURE;
                }
                NAMUA_CAPTURE_COUNT[m] = n;
            }
        }
    }

    /** §5.4.2: the tax when the functional nyumba stands alone, else takasa with the singleton rule. */
    private int namuaTakasaMoves(int[] out) {
        int base = side * RING;
        long front = live.lanes[side * 2];
        boolean functional = isFunctional(live, side);
        boolean taxable = rules.taxRequires() == BaoRules.TaxRequires.FUNCTIONAL ? functional : live.owned[side];
        if (taxable && isOnlyOccupiedFrontPit(live.lanes, side, F5)) {
            out[0] = BaoMove.of(base + F5, Direction.CW, false) | BaoMove.TAX;
            out[1] = BaoMove.of(base + F5, Direction.CCW, false) | BaoMove.TAX;
            return 2;
        }
        boolean singletonPrivilege =
                rules.singletonTakasa() == BaoRules.SingletonTakasa.WHILE_FUNCTIONAL ? functional : live.owned[side];
        int allowed = functional ? ~(1 << F5) : ~0; // a functional nyumba is not sown in takasa
        int withTwo = byteMask(atLeastTwo(front)) & allowed;
        // Singletons only when no front pit holds 2 or more, or with the privilege.
        int pits = withTwo != 0 && !singletonPrivilege ? withTwo : byteMask(occupied(front)) & allowed;
        return bothDirections(out, pits, 0);
    }

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int at = ply * SNAP;
        if (at + SNAP > undo.length) {
            undo = Arrays.copyOf(undo, undo.length * 2);
            undoBoards = Arrays.copyOf(undoBoards, undoBoards.length * 2);
        }
        int[] u = undo;
        u[at] = side;
        u[at + 1] = takasia;
        u[at + 2] = obligation;
        u[at + 3] = over ? 1 : 0;
        u[at + 4] = winner;
        u[at + 5] = reason == null ? -1 : reason.ordinal();
        u[at + 6] = keyCount;
        u[at + 7] = segmentStart;
        Board spare = undoBoards[ply];
        if (spare == null) spare = new Board();
        int k = simulation(move);
        if (k != NONE && !(simEnd[k] == MoveEnd.NEVER_ENDING && rules.neverEnding() == BaoRules.NeverEnding.LOSS)) {
            // The simulation's board is the result (as in play): the old board itself is the undo record, and
            // the simulation slot gets the spare, so nothing is copied.
            boolean namuaMove = live.store[side] > 0;
            undoBoards[ply] = live;
            live = simBoard[k];
            simBoard[k] = spare;
            ply++;
            afterMove(move, namuaMove, simEnd[k], null);
        } else {
            spare.copyFrom(live);
            undoBoards[ply] = spare;
            ply++;
            play(move, null);
        }
    }

    @Override
    public void unmake() {
        int at = --ply * SNAP;
        int[] u = undo;
        Board played = live;
        live = undoBoards[ply];
        undoBoards[ply] = played; // the spare of this ply from now on
        side = u[at];
        takasia = u[at + 1];
        obligation = u[at + 2];
        over = u[at + 3] != 0;
        winner = u[at + 4];
        reason = u[at + 5] < 0 ? null : END_REASONS[u[at + 5]];
        keyCount = u[at + 6];
        segmentStart = u[at + 7];
        legalKnown = false;
        simCount = 0;
    }

    // ---- one move ----

    /** Plays a legal move; the trace, if given, records every step. */
    void play(int move, Trace trace) {
        boolean namuaMove = live.store[side] > 0;
        MoveEnd end;
        int k = trace == null ? simulation(move) : NONE;
        if (k != NONE) {
            // Simulated on a copy of this very position by the same code: its board is the result.
            end = simEnd[k];
            if (!(end == MoveEnd.NEVER_ENDING && rules.neverEnding() == BaoRules.NeverEnding.LOSS)) {
                Board b = simBoard[k];
                simBoard[k] = live;
                live = b;
            }
        } else if (rules.neverEnding() == BaoRules.NeverEnding.LOSS && simulate(move) == MoveEnd.NEVER_ENDING) {
            // §2.7 option LOSS: the move is not executed, the mover loses.
            if (trace != null) {
                trace.add(new TraceEvent.NeverEnding(Player.of(side)));
                trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.GAME_ENDED));
            }
            end = MoveEnd.NEVER_ENDING;
        } else {
            end = execute(live, move, trace);
        }
        afterMove(move, namuaMove, end, trace);
    }

    /**
     * Executes a move on board b (§3.3, §5.5) with the context of the live position (side to move, takasia).
     * A never-ending move is cut off after MAX_LAPS laps.
     */
    private MoveEnd execute(Board b, int move, Trace tr) {
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
        Board b = w;
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

    // ---- after the move ----

    private void afterMove(int move, boolean namuaMove, MoveEnd end, Trace tr) {
        int p = side;
        int o = 1 - p;
        takasia = NONE; // a block holds for one move only
        // §5.6: the obligation concerns the blocker's next move only, so it is gone once he has moved, also when
        // that move ends the game.
        if (obligation != NONE && obligation / RING == o) obligation = NONE;
        side = o;
        switch (end) {
            case OPPONENT_FRONT_ROW_EMPTIED -> finish(p, EndReason.FRONT_ROW_EMPTY, tr);
            case OWN_FRONT_ROW_EMPTIED -> finish(o, EndReason.FRONT_ROW_EMPTY, tr);
            case NEVER_ENDING -> finish(o, EndReason.NEVER_ENDING_MOVE, tr);
            default -> {
                applyNyumbaBelowSix(tr);
                if (!namuaMove && !BaoMove.isCapture(move) && rules.takasia()) createTakasia(p, tr);
                if (isFrontRowEmpty(live, o)) {
                    finish(p, EndReason.FRONT_ROW_EMPTY, tr);
                } else if (isFrontRowEmpty(live, p)) {
                    finish(o, EndReason.FRONT_ROW_EMPTY, tr); // a safety net: the rules never let this happen
                } else {
                    if (namuaMove) segmentStart = keyCount;
                    // A position with a seed in a store never recurs (every namua move takes one out, nothing
                    // puts one back): keys are kept from the first position with both stores empty on.
                    if ((live.store[0] | live.store[1]) == 0) {
                        pushKey();
                        if (rules.repetition() == BaoRules.Repetition.THREEFOLD && occurrences() >= 3) {
                            finish(-1, EndReason.REPETITION, tr);
                        }
                    }
                }
            }
        }
        legalKnown = false;
        simCount = 0;
        if (tr != null && !over) {
            // A player without a legal move loses: decided now, so that the trace can say so.
            generate();
            if (over) tr.add(new TraceEvent.GameEnd(outcome()));
        }
    }

    /** Option NYUMBA_BELOW_SIX = LOST: an owned nyumba with fewer than 6 seeds at the end of a move is lost. */
    private void applyNyumbaBelowSix(Trace tr) {
        if (rules.nyumbaBelowSix() != BaoRules.NyumbaBelowSix.LOST) return;
        w = live;
        for (int p = 0; p < 2; p++) {
            if (live.owned[p] && live.seeds(p * RING + F5) < 6) loseNyumba(p, TraceEvent.NyumbaLoss.FEWER_THAN_SIX, tr);
        }
    }

    /**
     * §5.6 takasia, after p's mtaji takasa: if the opponent has no capture and p could capture exactly one of
     * the opponent's pits next, and that pit is not exempt, it is blocked for the opponent's next move.
     */
    private void createTakasia(int p, Trace tr) {
        int o = 1 - p;
        if (captureMoves(o, null) > 0) return;
        int landings = captureLandings(live.lanes, p);
        if (landings == 0) return;
        int hit = 0; // the landings of p's capture moves: the opponent pits facing them are p's targets
        for (int t = 0; t < RING; t++) {
            int s = live.seeds(p * RING + t);
            if (s < 2 || s > 15) continue;
            hit |= landings & ((1 << ((t + s) & (RING - 1))) | (1 << ((t - s) & (RING - 1))));
        }
        if (Integer.bitCount(hit) != 1) return; // no capture, or more than one pit to capture
        int target = N - 1 - Integer.numberOfTrailingZeros(hit);
        if (isExemptFromTakasia(o, target)) return;
        takasia = o * RING + target;
        if (rules.takasiaObligation() != BaoRules.TakasiaObligation.NONE) obligation = takasia;
        if (tr != null) {
            tr.add(new TraceEvent.Takasia(takasia, Player.of(o)));
        }
    }

    private boolean isExemptFromTakasia(int o, int t) {
        Board a = live;
        int base = o * RING;
        int s = a.seeds(base + t);
        if (rules.takasiaSingleExempt() && s == 1) return true;
        int occupied = 0;
        int withTwo = 0;
        for (int i = 0; i < N; i++) {
            if (a.seeds(base + i) > 0) occupied++;
            if (a.seeds(base + i) >= 2) withTwo++;
        }
        if (occupied == 1) return true;
        if (s >= 2 && withTwo == 1) return true;
        if (t != F5) return false;
        return rules.takasiaNyumbaExempt() == BaoRules.TakasiaNyumbaExempt.OWNED
                ? live.owned[o]
                : isFunctional(live, o);
    }

    private void finish(int winner, EndReason why, Trace tr) {
        this.over = true;
        this.winner = winner;
        this.reason = why;
        if (tr != null) tr.add(new TraceEvent.GameEnd(outcome()));
    }

    Outcome outcome() {
        if (!isOver()) return Outcome.ONGOING;
        return winner < 0
                ? Outcome.draw(live.store[0], live.store[1], reason)
                : Outcome.win(Player.of(winner), live.store[0], live.store[1], reason);
    }

    // ---- predicates ----

    /** §5.3: owned and holding at least 6 seeds. */
    private static boolean isFunctional(Board b, int p) {
        return b.owned[p] && b.seeds(p * RING + F5) >= 6;
    }

    private boolean isFrontRowEmpty(int p) {
        return isFrontRowEmpty(live, p);
    }

    private static boolean isFrontRowEmpty(Board b, int p) {
        return b.lanes[p * 2] == 0;
    }

    /** Is front pit t (0..7) of player p occupied and every other front pit of p empty? */
    private static boolean isOnlyOccupiedFrontPit(long[] lanes, int p, int t) {
        return occupied(lanes[p * 2]) == 0x80L << (t << 3);
    }

    /** The lone-kichwa restriction (§3.2): the only occupied front pit is a kichwa sown towards the back row. */
    static boolean isLoneKichwaSownOutward(Board b, int p, int t, Direction d) {
        boolean outward = (t == F1 && d == Direction.CCW) || (t == F8 && d == Direction.CW);
        return outward && isOnlyOccupiedFrontPit(b.lanes, p, t);
    }

    // ---- repetition keys and hash ----

    /**
     * How often the newest key occurs since segmentStart, counted up to 3 (all the threefold rule asks). The
     * first word (8 pits) tells almost every other key apart, so the rest is compared only when it agrees.
     */
    private int occurrences() {
        int at = (keyCount - 1) * KEY;
        long first = keys[at];
        int count = 1;
        for (int i = at - KEY; i >= segmentStart * KEY; i -= KEY) {
            if (keys[i] == first
                    && keys[i + 1] == keys[at + 1]
                    && keys[i + 2] == keys[at + 2]
                    && keys[i + 3] == keys[at + 3]
                    && keys[i + 4] == keys[at + 4]
                    && ++count >= 3) {
                break;
            }
        }
        return count;
    }

    /** The exact identity of §2.8, packed (every pit holds at most 64 seeds, 7 bits). */
    private void pushKey() {
        ensureKeys(keyCount + 1);
        int at = keyCount * KEY;
        long[] lanes = live.lanes;
        keys[at] = lanes[0];
        keys[at + 1] = lanes[1];
        keys[at + 2] = lanes[2];
        keys[at + 3] = lanes[3];
        long m = side;
        m = (m << 7) | live.store[0];
        m = (m << 7) | live.store[1];
        m = (m << 1) | (live.owned[0] ? 1 : 0);
        m = (m << 1) | (live.owned[1] ? 1 : 0);
        m = (m << 6) | (takasia + 1);
        m = (m << 6) | (obligation + 1);
        keys[at + 4] = m;
        keyCount++;
    }

    private void ensureKeys(int count) {
        if (count * KEY > keys.length) keys = Arrays.copyOf(keys, Math.max(count * KEY, keys.length * 2));
    }

    /** Keys of the positions that can still recur, oldest first (for the immutable position). */
    long[] history() {
        return Arrays.copyOfRange(keys, segmentStart * KEY, keyCount * KEY);
    }

    @Override
    public long hash() {
        long h = side == 0 ? 0 : SIDE_KEY;
        for (int i = 0; i < PITS; i++) h ^= ZOBRIST[i][Math.min(live.seeds(i), SEEDS)];
        h ^= STORE_KEYS[0][Math.min(live.store[0], SEEDS)] ^ STORE_KEYS[1][Math.min(live.store[1], SEEDS)];
        if (live.owned[0]) h ^= OWNED_KEYS[0];
        if (live.owned[1]) h ^= OWNED_KEYS[1];
        if (takasia != NONE) h ^= TAKASIA_KEYS[takasia];
        if (obligation != NONE) h ^= OBLIGATION_KEYS[obligation];
        return h;
    }

    @Override
    public BaoPosition toPosition() {
        Outcome o = outcome();
        return new BaoPosition(
                game,
                live.pits(),
                live.store.clone(),
                live.owned.clone(),
                takasia,
                obligation,
                Player.of(side),
                o,
                history());
    }
}
