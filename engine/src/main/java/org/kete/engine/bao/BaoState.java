package org.kete.engine.bao;

import static org.kete.engine.bao.BaoBoard.captureLandings;
import static org.kete.engine.bao.BaoBoard.firstCaptureLanding;
import static org.kete.engine.bao.BaoBoard.isFunctional;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.kete.engine.EndReason;
import org.kete.engine.Hashing;
import org.kete.engine.KeyHistory;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.SnapshotState;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;
import org.kete.engine.bao.BaoExecutor.MoveEnd;
import org.kete.engine.fourrow.Direction;

/**
 * The one implementation of the Bao rules (four-row-games.md §2, §3 and §5): a mutable state on primitive
 * arrays for the search, used with a trace recorder by {@link Bao} to produce immutable positions. Bao la
 * Kujifunza is this machinery with both stores empty and no nyumba owned: every move is then a mtaji-stage move,
 * and the nyumba, namua and takasia rules never fire.
 *
 * <p>Split the way chess engines split a position: {@link BaoBoard} is the packed board (pits, stores, nyumba
 * ownership; a lap is sown with two additions, a row is tested empty with one comparison and a repetition key
 * is its four lanes); {@link BaoCandidates} lists the candidate moves on seed counts; {@link BaoExecutor} is the
 * move executor, one context object for the move in progress; {@link BaoSimulations} keeps what simulations
 * found in this position. This class holds the rest of the position (side, takasia, outcome), decides the legal
 * moves, makes and unmakes them, and keeps the repetition history and the hash.
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
public final class BaoState extends SnapshotState implements NyumbaView {
    static final int N = BaoBoard.N;
    static final int RING = BaoBoard.RING;
    static final int PITS = BaoBoard.PITS;
    static final int SEEDS = BaoBoard.SEEDS;
    static final int F1 = BaoBoard.F1;
    static final int F5 = BaoBoard.F5;
    static final int F8 = BaoBoard.F8;
    static final int NONE = BaoBoard.NONE;

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

    /** Longs per repetition key: the 4 lanes, then side, stores, nyumba flags and markers. */
    private static final int KEY = 5;

    private final Bao game;
    private final BaoRules rules;
    private BaoBoard live = new BaoBoard();
    private final BaoCandidates candidateMoves;
    /** The move executor: one context object, reused for every move played or simulated. */
    private final BaoExecutor executor;

    private final BaoSimulations sims;

    /** The pit of the player to move blocked by takasia for this move, or NONE. */
    private int takasia = NONE;
    /** The blocked pit the blocker must capture on his next move (option TAKASIA_OBLIGATION), or NONE. */
    private int obligation = NONE;

    // The legal moves of the current position, generated when first asked for.
    private final int[] legal = new int[MAX_MOVES];
    private int legalCount;
    private boolean legalKnown;
    private final int[] candidates = new int[MAX_MOVES];
    private final int[] resolved = new int[MAX_MOVES];
    private final boolean[] resolvedEndless = new boolean[MAX_MOVES];
    private final boolean[] resolvedQualifies = new boolean[MAX_MOVES];

    // Repetition keys of positions with both stores empty (the start's too); the stretch restarts after each
    // namua move (a store seed was placed, so older positions cannot recur).
    private final KeyHistory history = new KeyHistory(KEY, 128);

    /** The board before each made move; past the current ply, spares for the next makes (allocated once). */
    private BaoBoard[] undoBoards = new BaoBoard[128];

    private BaoState(Bao game) {
        super(4, 128); // the scalars; the board before the move is kept whole in undoBoards
        this.game = game;
        this.rules = game.rules;
        this.candidateMoves = new BaoCandidates(rules);
        this.executor = new BaoExecutor(rules);
        this.sims = new BaoSimulations(executor);
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
            s.takeOutcome(outcome);
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
        s.takeOutcome(p.outcome());
        s.history.load(p.history());
        return s;
    }

    @Override
    public Bao game() {
        return game;
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

    @Override
    public boolean isNyumbaFunctional(int player) {
        return isFunctional(live, player);
    }

    @Override
    public int pitCount() {
        return PITS;
    }

    @Override
    public int seeds(int pit) {
        return live.seeds(pit);
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
        // The namua stage while the store holds seeds, else the mtaji stage, each called from here: through one
        // more small method, the JIT compiled that method on its own, too big to inline afterwards, and every
        // position paid a call (bao-la-kiswahili playouts).
        int n = live.store[side] > 0
                ? candidateMoves.namuaCandidates(live, side, candidates)
                : candidateMoves.mtajiCandidates(live, side, takasia, candidates);
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
        int n = live.store[side] > 0
                ? candidateMoves.namuaCandidates(live, side, candidates)
                : candidateMoves.mtajiCandidates(live, side, takasia, candidates);
        int r = 0;
        // The candidates and safari twins are distinct: none needs looking up unless some were simulated before.
        boolean noneSimulated = sims.isEmpty();
        for (int i = 0; i < n; i++) {
            int c = candidates[i];
            MoveEnd end = noneSimulated ? sims.simulateNew(live, side, takasia, c) : simulate(c);
            r = resolve(r, c, end);
            if (BaoMove.isCapture(c) && end == MoveEnd.NYUMBA_STOP) {
                int withSafari = c | BaoMove.SAFARI;
                r = resolve(
                        r,
                        withSafari,
                        noneSimulated ? sims.simulateNew(live, side, takasia, withSafari) : simulate(withSafari));
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

    private MoveEnd simulate(int move) {
        return sims.simulate(live, side, takasia, move);
    }

    /**
     * Whether a sowing from this pit (in this direction, or null for either) is a candidate move of the side to
     * move that never ends (§2.7), for explaining why it is not legal.
     */
    boolean isNeverEndingCandidate(int pit, Direction d) {
        if (!legalKnown) generate();
        for (int k = 0; k < sims.count(); k++) {
            int m = sims.move(k);
            if (BaoMove.pit(m) != pit || sims.end(k) != MoveEnd.NEVER_ENDING) continue;
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
            return (sims.capturedMask() & (1 << target)) != 0;
        }
        int t = BaoMove.pit(move) % RING;
        int l = firstCaptureLanding(live, side, t, BaoMove.direction(move));
        return l != NONE && N - 1 - l == target;
    }

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int ply = ply();
        if (ply == undoBoards.length) undoBoards = Arrays.copyOf(undoBoards, ply * 2);
        int at = pushSnapshot();
        int[] u = snapshots();
        u[at] = takasia;
        u[at + 1] = obligation;
        u[at + 2] = history.count();
        u[at + 3] = history.stretchStart();
        BaoBoard spare = undoBoards[ply];
        if (spare == null) spare = new BaoBoard();
        int k = sims.find(move);
        if (k != NONE && !(sims.end(k) == MoveEnd.NEVER_ENDING && rules.neverEnding() == BaoRules.NeverEnding.LOSS)) {
            // The simulation's board is the result (as in play): the old board itself is the undo record, and
            // the simulation slot gets the spare, so nothing is copied.
            boolean namuaMove = live.store[side] > 0;
            undoBoards[ply] = live;
            live = sims.takeBoard(k, spare);
            afterMove(move, namuaMove, sims.end(k), null);
        } else {
            spare.copyFrom(live);
            undoBoards[ply] = spare;
            play(move, null);
        }
    }

    @Override
    public void unmake() {
        int at = popSnapshot();
        int[] u = snapshots();
        int ply = ply();
        BaoBoard played = live;
        live = undoBoards[ply];
        undoBoards[ply] = played; // the spare of this ply from now on
        takasia = u[at];
        obligation = u[at + 1];
        history.restore(u[at + 2], u[at + 3]);
        legalKnown = false;
        sims.clear();
    }

    // ---- one move ----

    /** Plays a legal move; the trace, if given, records every step. */
    void play(int move, Trace trace) {
        boolean namuaMove = live.store[side] > 0;
        MoveEnd end;
        int k = trace == null ? sims.find(move) : NONE;
        if (k != NONE) {
            // Simulated on a copy of this very position by the same code: its board is the result.
            end = sims.end(k);
            if (!(end == MoveEnd.NEVER_ENDING && rules.neverEnding() == BaoRules.NeverEnding.LOSS)) {
                live = sims.takeBoard(k, live);
            }
        } else if (rules.neverEnding() == BaoRules.NeverEnding.LOSS && simulate(move) == MoveEnd.NEVER_ENDING) {
            // §2.7 option LOSS: the move is not executed, the mover loses.
            if (trace != null) {
                trace.add(new TraceEvent.NeverEnding(Player.of(side)));
                trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.GAME_ENDED));
            }
            end = MoveEnd.NEVER_ENDING;
        } else {
            end = executor.execute(live, move, side, takasia, trace);
        }
        afterMove(move, namuaMove, end, trace);
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
                executor.applyNyumbaBelowSix(live, tr);
                if (!namuaMove && !BaoMove.isCapture(move) && rules.takasia()) createTakasia(p, tr);
                if (BaoBoard.isFrontRowEmpty(live, o)) {
                    finish(p, EndReason.FRONT_ROW_EMPTY, tr);
                } else if (BaoBoard.isFrontRowEmpty(live, p)) {
                    finish(o, EndReason.FRONT_ROW_EMPTY, tr); // a safety net: the rules never let this happen
                } else {
                    if (namuaMove) history.cut();
                    // A position with a seed in a store never recurs (every namua move takes one out, nothing
                    // puts one back): keys are kept from the first position with both stores empty on.
                    if ((live.store[0] | live.store[1]) == 0) {
                        pushKey();
                        if (rules.repetition() == BaoRules.Repetition.THREEFOLD
                                && history.occurrencesOfNewest(3) >= 3) {
                            finish(-1, EndReason.REPETITION, tr);
                        }
                    }
                }
            }
        }
        legalKnown = false;
        sims.clear();
        if (tr != null && !over) {
            // A player without a legal move loses: decided now, so that the trace can say so.
            generate();
            if (over) tr.add(new TraceEvent.GameEnd(outcome()));
        }
    }

    /**
     * §5.6 takasia, after p's mtaji takasa: if the opponent has no capture and p could capture exactly one of
     * the opponent's pits next, and that pit is not exempt, it is blocked for the opponent's next move.
     */
    private void createTakasia(int p, Trace tr) {
        int o = 1 - p;
        if (BaoCandidates.captureMoves(live.lanes, o, null) > 0) return;
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
        BaoBoard a = live;
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
        finish(winner, why);
        if (tr != null) tr.add(new TraceEvent.GameEnd(outcome()));
    }

    Outcome outcome() {
        if (!isOver()) return Outcome.ONGOING;
        return winner < 0
                ? Outcome.draw(live.store[0], live.store[1], reason)
                : Outcome.win(Player.of(winner), live.store[0], live.store[1], reason);
    }

    // ---- predicates ----

    private boolean isFrontRowEmpty(int p) {
        return BaoBoard.isFrontRowEmpty(live, p);
    }

    // ---- repetition keys and hash ----

    /** The exact identity of §2.8, packed (every pit holds at most 64 seeds, 7 bits). */
    private void pushKey() {
        int at = history.append();
        long[] key = history.words();
        long[] lanes = live.lanes;
        key[at] = lanes[0];
        key[at + 1] = lanes[1];
        key[at + 2] = lanes[2];
        key[at + 3] = lanes[3];
        long m = side;
        m = (m << 7) | live.store[0];
        m = (m << 7) | live.store[1];
        m = (m << 1) | (live.owned[0] ? 1 : 0);
        m = (m << 1) | (live.owned[1] ? 1 : 0);
        m = (m << 6) | (takasia + 1);
        m = (m << 6) | (obligation + 1);
        key[at + 4] = m;
    }

    /** Keys of the positions that can still recur, oldest first (for the immutable position). */
    long[] history() {
        return history.stretch();
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
