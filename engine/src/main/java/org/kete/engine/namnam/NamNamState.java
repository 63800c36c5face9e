package org.kete.engine.namnam;

import java.util.Arrays;
import org.kete.engine.EndReason;
import org.kete.engine.Hashing;
import org.kete.engine.KeyHistory;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.SnapshotState;
import org.kete.engine.Trace;
import org.kete.engine.TraceEvent;

/**
 * The one implementation of Oware Nam Nam's rules (two-row-games.md §2): a mutable state on int arrays used
 * directly by the search, and by {@link NamNam} (with a trace recorder) to produce immutable positions.
 *
 * <p>Ownership is a 12-bit mask (bit i set: North owns pit i). The legal sowing moves of the position are
 * worked out once, when the position is reached (the stalemate rule needs them then anyway), and kept in
 * {@code legalMask}, which the undo snapshot restores: generating moves is then a bit scan. Make/unmake
 * copies a 25-int snapshot onto a preallocated stack; the repetition history is a stack of packed keys with
 * the start of the current capture-free stretch. Nothing allocates per move (the stacks grow by doubling).
 */
public final class NamNamState extends SnapshotState {
    static final int PITS = 12;
    static final int SEEDS = 48;
    /** Standard ownership: each player owns its own row (North's pits 6..11). */
    static final int STANDARD_OWNERS = 0xFC0;

    static final int ALL_PITS = 0xFFF;
    /** Move codes of CHOOSE moves: this flag plus the 12-bit mask of the pits taken. */
    static final int CHOOSE_FLAG = 1 << 12;

    /** Ints of the game per undo snapshot, besides side, over, winner and reason. */
    private static final int SNAP = 21;

    private static final Phase[] PHASES = Phase.values();
    /** SUBSETS[m]: the m-element subsets of {0..5} as 6-bit masks, in the lexicographic order of §2.8. */
    private static final int[][] SUBSETS = new int[7][];

    private static final long[][] ZOBRIST_PIT = new long[PITS][SEEDS + 1];
    private static final long[] ZOBRIST_OWNER = new long[PITS];
    private static final long[][] ZOBRIST_CAPTURED = new long[2][SEEDS + 1];
    private static final long[] ZOBRIST_PHASE = new long[3];
    private static final long SIDE_KEY;
    private static final long STARTER_KEY;

    static {
        for (int m = 0; m <= 6; m++) {
            int[] out = new int[binomial6(m)];
            fillSubsets(out, new int[] {0}, 0, m, 0);
            SUBSETS[m] = out;
        }
        long x = 0x4E616D4E616DL;
        for (int i = 0; i < PITS; i++) {
            for (int s = 0; s <= SEEDS; s++) ZOBRIST_PIT[i][s] = x = Hashing.splitmix(x);
            ZOBRIST_OWNER[i] = x = Hashing.splitmix(x);
        }
        for (int p = 0; p < 2; p++) {
            for (int s = 0; s <= SEEDS; s++) ZOBRIST_CAPTURED[p][s] = x = Hashing.splitmix(x);
        }
        for (int i = 0; i < 3; i++) ZOBRIST_PHASE[i] = x = Hashing.splitmix(x);
        SIDE_KEY = x = Hashing.splitmix(x);
        STARTER_KEY = Hashing.splitmix(x);
    }

    private final NamNam game;
    private final OwnershipChoice ownershipChoice;
    private final NextRoundStarter nextRoundStarter;

    private final int[] pits = new int[PITS];
    private final int[] captured = new int[2];
    private int owners;
    private int round;
    private int roundStarter;
    private Phase phase;
    private int legalMask;

    /** Lap-start states of the sowing being tested for endlessness (§5.1), packed like the repetition keys. */
    private final int[] sim = new int[PITS];

    private long[] lapLo = new long[64];
    private long[] lapHi = new long[64];

    /** Positions reached; the current stretch starts after the round's last capture (or at its start). */
    private final KeyHistory history = new KeyHistory(64);

    private NamNamState(NamNam game) {
        super(SNAP, 64);
        this.game = game;
        this.ownershipChoice = game.ownershipChoice;
        this.nextRoundStarter = game.nextRoundStarter;
    }

    /** The first position of a game: round 1, standard ownership, every pit 4. */
    static NamNamState start(NamNam game, Player first) {
        NamNamState s = new NamNamState(game);
        s.owners = STANDARD_OWNERS;
        s.round = 1;
        s.roundStarter = first.index();
        s.side = first.index();
        s.phase = Phase.PLAY;
        Arrays.fill(s.pits, 4);
        s.pushKey();
        s.legalMask = s.computeLegalMask();
        return s;
    }

    /**
     * A position read from text (already checked by {@link NamNam#parsePosition}): its history holds only
     * itself. A PLAY position whose player has no legal sowing is refused by the caller, so nothing ends here.
     */
    static NamNamState fresh(
            NamNam game,
            int[] pits,
            int southCaptured,
            int northCaptured,
            int owners,
            Player toMove,
            int round,
            Player roundStarter,
            Phase phase) {
        NamNamState s = new NamNamState(game);
        System.arraycopy(pits, 0, s.pits, 0, PITS);
        s.captured[0] = southCaptured;
        s.captured[1] = northCaptured;
        s.owners = owners;
        s.side = toMove.index();
        s.round = round;
        s.roundStarter = roundStarter.index();
        s.phase = phase;
        if (phase == Phase.OVER) s.winner = owners == 0 ? 0 : 1;
        if (phase == Phase.PLAY) {
            s.pushKey();
            s.legalMask = s.computeLegalMask();
        }
        return s;
    }

    static NamNamState of(NamNamPosition p) {
        NamNamState s = new NamNamState(p.game());
        for (int i = 0; i < PITS; i++) s.pits[i] = p.seeds(i);
        s.captured[0] = p.score(Player.SOUTH);
        s.captured[1] = p.score(Player.NORTH);
        s.owners = p.ownerMask();
        s.side = p.toMove().index();
        s.round = p.round();
        s.roundStarter = p.roundStarter().index();
        s.phase = p.phase();
        s.winner = p.phase() == Phase.OVER ? p.outcome().winner().index() : -1;
        s.legalMask = p.legalMask();
        s.history.load(p.history());
        return s;
    }

    @Override
    public NamNam game() {
        return game;
    }

    @Override
    public boolean isOver() {
        return phase == Phase.OVER;
    }

    /** Seeds captured in the current round (after a round's end: that round's totals, split included). */
    @Override
    public int score(int player) {
        return captured[player];
    }

    /** Does North own this pit in the current round (bit i of the ownership mask)? For evaluations. */
    public boolean isOwnedByNorth(int pit) {
        return (owners >> pit & 1) != 0;
    }

    @Override
    public int pitCount() {
        return PITS;
    }

    @Override
    public int seeds(int pit) {
        return pits[pit];
    }

    Phase phase() {
        return phase;
    }

    /** The pit's owner this round (the pits change hands between rounds). */
    @Override
    public int owner(int pit) {
        return (owners >>> pit) & 1;
    }

    int pitsOwned(int player) {
        int north = Integer.bitCount(owners);
        return player == 1 ? north : PITS - north;
    }

    // ---- legal moves (§2.5 and §2.8) ----

    @Override
    public int legalMoves(int[] moves) {
        switch (phase) {
            case PLAY -> {
                int n = 0;
                for (int bits = legalMask; bits != 0; bits &= bits - 1) {
                    moves[n++] = Integer.numberOfTrailingZeros(bits);
                }
                return n;
            }
            case CHOOSE -> {
                int[] subsets = SUBSETS[pitsToClaim()];
                int shift = (1 - side) * 6;
                for (int i = 0; i < subsets.length; i++) moves[i] = CHOOSE_FLAG | (subsets[i] << shift);
                return subsets.length;
            }
            default -> {
                return 0;
            }
        }
    }

    boolean isLegal(int move) {
        int[] buf = new int[MAX_MOVES];
        int n = legalMoves(buf);
        for (int i = 0; i < n; i++) if (buf[i] == move) return true;
        return false;
    }

    /** In phase CHOOSE: how many of the trailing player's pits the leader (the side to move) takes. */
    int pitsToClaim() {
        return holesFor(captured[side], captured[1 - side]) - 6;
    }

    /** Would the sowing from pit h be endless? Pits the player does not own are not candidates. */
    boolean isEndlessFrom(int h) {
        return pits[h] > 0 && isEndless(h);
    }

    /** §2.5: the pits the player to move owns, holding seeds, whose sowing is not endless. */
    private int computeLegalMask() {
        int mask = 0;
        int mine = side == 1 ? owners : ~owners & ALL_PITS;
        for (int bits = mine; bits != 0; bits &= bits - 1) {
            int h = Integer.numberOfTrailingZeros(bits);
            if (pits[h] > 0 && !isEndless(h)) mask |= 1 << h;
        }
        return mask;
    }

    /**
     * §5.1: simulates the sowing from h on a copy and records the state at the start of every lap (the board
     * before the lift and the pit lifted, which together fix the hand). A recurring lap state means the
     * sowing loops for ever. A capture clears the record, because seeds in play then strictly fall. Who takes
     * a four does not change where the seeds go, so owners and captures play no part.
     */
    private boolean isEndless(int h) {
        int[] a = sim;
        System.arraycopy(pits, 0, a, 0, PITS);
        int inPlay = 0;
        for (int i = 0; i < PITS; i++) inPlay += a[i];
        int recorded = 0;
        int hole = h;
        while (true) {
            long lo = lapKeyLo(a, hole);
            long hi = keyHi(a);
            for (int k = 0; k < recorded; k++) {
                if (lapLo[k] == lo && lapHi[k] == hi) return true;
            }
            if (recorded == lapLo.length) {
                lapLo = Arrays.copyOf(lapLo, recorded * 2);
                lapHi = Arrays.copyOf(lapHi, recorded * 2);
            }
            lapLo[recorded] = lo;
            lapHi[recorded] = hi;
            recorded++;
            int hand = a[hole];
            a[hole] = 0;
            int pos = hole;
            while (hand > 0) {
                pos = pos == PITS - 1 ? 0 : pos + 1;
                hand--;
                if (++a[pos] == 4) {
                    a[pos] = 0;
                    inPlay -= 4;
                    if (inPlay == 4 || hand == 0) return false;
                    recorded = 0;
                }
            }
            if (a[pos] == 1) return false;
            hole = pos;
        }
    }

    // ---- make / unmake ----

    @Override
    public void make(int move) {
        int at = pushSnapshot();
        int[] u = snapshots();
        System.arraycopy(pits, 0, u, at, PITS);
        u[at + 12] = captured[0];
        u[at + 13] = captured[1];
        u[at + 14] = owners;
        u[at + 15] = round;
        u[at + 16] = roundStarter;
        u[at + 17] = phase.ordinal();
        u[at + 18] = legalMask;
        u[at + 19] = history.count();
        u[at + 20] = history.stretchStart();
        play(move, null);
    }

    @Override
    public void unmake() {
        int at = popSnapshot();
        int[] u = snapshots();
        System.arraycopy(u, at, pits, 0, PITS);
        captured[0] = u[at + 12];
        captured[1] = u[at + 13];
        owners = u[at + 14];
        round = u[at + 15];
        roundStarter = u[at + 16];
        phase = PHASES[u[at + 17]];
        legalMask = u[at + 18];
        history.restore(u[at + 19], u[at + 20]);
    }

    // ---- one move ----

    /** Plays a legal move (a sowing in PLAY, a set of pits in CHOOSE); the trace, if given, records every step. */
    void play(int move, Trace trace) {
        if (phase == Phase.CHOOSE) {
            claimPits(move & ALL_PITS, trace);
            return;
        }
        int p = side;
        int before = captured[0] + captured[1];
        if (sow(p, move, trace)) {
            side = 1 - p;
            endRound(trace);
            return;
        }
        afterTurn(p, captured[0] + captured[1] > before, trace);
    }

    /**
     * §2.6: relay sowing from h with no origin skip. A four formed with seeds still in hand goes to the pit's
     * owner, a four formed by a lap's last seed to the sower and ends the turn. When a capture leaves 4 seeds
     * in play (board and hand), the capturer takes them too and the round ends. Returns whether it did.
     */
    private boolean sow(int p, int h, Trace trace) {
        int hand = pits[h];
        pits[h] = 0;
        int lap = 1;
        if (trace != null) trace.add(new TraceEvent.Lift(h, hand, lap));
        int pos = h;
        while (true) {
            while (hand > 0) {
                pos = pos == PITS - 1 ? 0 : pos + 1;
                pits[pos]++;
                hand--;
                if (trace != null) trace.add(new TraceEvent.Sow(pos, pits[pos]));
                if (pits[pos] == 4) {
                    int taker = hand > 0 ? owner(pos) : p;
                    captureFour(pos, taker, trace);
                    if (SEEDS - captured[0] - captured[1] == 4) {
                        sweepLastFour(taker, hand, trace);
                        return true;
                    }
                    if (hand == 0) {
                        if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.FOUR_CAPTURED));
                        return false;
                    }
                }
            }
            if (pits[pos] == 1) {
                if (trace != null) trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.EMPTY_PIT));
                return false;
            }
            hand = pits[pos];
            pits[pos] = 0;
            lap++;
            if (trace != null) trace.add(new TraceEvent.Lift(pos, hand, lap));
        }
    }

    private void captureFour(int pit, int taker, Trace trace) {
        pits[pit] = 0;
        captured[taker] += 4;
        if (trace != null) {
            trace.add(new TraceEvent.Capture(pit, 4, Player.of(taker), TraceEvent.Destination.SCORE));
        }
    }

    /**
     * The eight-seed rule: with 4 seeds left in play the capturer takes them at once, from the board and from
     * the hand, and the round ends. The seeds in hand appear in the trace as a Collect after the board's pits.
     */
    private void sweepLastFour(int taker, int hand, Trace trace) {
        if (trace != null) {
            trace.add(new TraceEvent.LastFour(Player.of(taker)));
        }
        for (int i = 0; i < PITS; i++) {
            if (pits[i] > 0) {
                if (trace != null) {
                    trace.add(new TraceEvent.Capture(i, pits[i], Player.of(taker), TraceEvent.Destination.SCORE));
                }
                captured[taker] += pits[i];
                pits[i] = 0;
            }
        }
        captured[taker] += hand;
        if (trace != null) {
            if (hand > 0) trace.add(new TraceEvent.Collect(Player.of(taker), hand));
            trace.add(new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.GAME_ENDED));
        }
    }

    /** §2.7: the pass, then the cycle rule, then the stalemate rule. */
    private void afterTurn(int p, boolean capturedAny, Trace trace) {
        side = 1 - p;
        if (!ownsSeeds(side)) {
            if (trace != null) trace.add(new TraceEvent.Pass(Player.of(side)));
            side = p;
        }
        if (capturedAny) history.cut(); // seeds never return to play: older positions cannot recur
        if (isRepetition()) {
            splitAndEndRound(EndReason.CYCLE, trace);
            return;
        }
        pushKey();
        legalMask = computeLegalMask();
        if (legalMask == 0) splitAndEndRound(EndReason.STALEMATE, trace);
    }

    private boolean ownsSeeds(int player) {
        int mine = player == 1 ? owners : ~owners & ALL_PITS;
        for (int bits = mine; bits != 0; bits &= bits - 1) {
            if (pits[Integer.numberOfTrailingZeros(bits)] > 0) return true;
        }
        return false;
    }

    /** A round that cannot end by captures: each player takes the seeds in the pits they own. */
    private void splitAndEndRound(EndReason why, Trace trace) {
        if (trace != null) {
            trace.add(new TraceEvent.RoundEnd(round, why));
        }
        for (int p = 0; p < 2; p++) {
            int sum = 0;
            for (int i = 0; i < PITS; i++) {
                if (owner(i) == p) {
                    sum += pits[i];
                    pits[i] = 0;
                }
            }
            captured[p] += sum;
            if (trace != null && sum > 0) trace.add(new TraceEvent.Collect(Player.of(p), sum));
        }
        endRound(trace);
    }

    /** §2.8: pits for the seeds won; the game ends, the next round starts, or the leader must choose. */
    private void endRound(Trace trace) {
        int southPits = holesFor(captured[0], captured[1]);
        if (trace != null) {
            trace.add(new TraceEvent.RoundScore(round, captured[0], captured[1], southPits, PITS - southPits));
        }
        legalMask = 0;
        if (southPits == 0 || southPits == PITS) {
            winner = southPits == PITS ? 0 : 1;
            phase = Phase.OVER;
            changeOwners(winner == 0 ? 0 : ALL_PITS, trace);
            if (trace != null) trace.add(new TraceEvent.GameEnd(outcome()));
            return;
        }
        if (southPits == 6) {
            startRound(STANDARD_OWNERS, trace);
            return;
        }
        int leader = southPits > 6 ? 0 : 1;
        int m = (leader == 0 ? southPits : PITS - southPits) - 6;
        int trailingRow = (1 - leader) * 6;
        if (ownershipChoice == OwnershipChoice.FIXED) {
            int fixed = ((1 << m) - 1) << trailingRow; // the trailing row's first m pits in sowing order
            startRound(ownersWith(leader, fixed), trace);
            return;
        }
        phase = Phase.CHOOSE;
        side = leader;
        if (trace != null) {
            trace.add(new TraceEvent.OwnershipChoice(Player.of(leader), m));
        }
    }

    /** The leader's CHOOSE move: it takes these pits of the trailing row; the next round starts. */
    private void claimPits(int claimed, Trace trace) {
        startRound(ownersWith(side, claimed), trace);
    }

    /** Standard ownership with the claimed pits of the trailing row given to the leader. */
    private static int ownersWith(int leader, int claimed) {
        return leader == 0 ? STANDARD_OWNERS & ~claimed : STANDARD_OWNERS | claimed;
    }

    /** Sets new owners, noting every pit that changes hands. */
    private void changeOwners(int newOwners, Trace trace) {
        if (trace != null) {
            for (int bits = owners ^ newOwners; bits != 0; bits &= bits - 1) {
                int i = Integer.numberOfTrailingZeros(bits);
                trace.add(new TraceEvent.PitOwner(i, Player.of((newOwners >>> i) & 1)));
            }
        }
        owners = newOwners;
    }

    /**
     * §2.8 startNextRound: every pit refilled with 4 seeds by its new owner, captures back to 0, the next
     * starter per the option, and a fresh repetition history holding the round's start.
     */
    private void startRound(int newOwners, Trace trace) {
        changeOwners(newOwners, trace);
        for (int i = 0; i < PITS; i++) {
            if (trace != null) {
                for (int k = pits[i] + 1; k <= 4; k++) {
                    trace.add(new TraceEvent.PlaceFromStore(Player.of(owner(i)), i, k));
                }
            }
            pits[i] = 4;
        }
        captured[0] = 0;
        captured[1] = 0;
        round++;
        roundStarter = nextStarter();
        side = roundStarter;
        phase = Phase.PLAY;
        if (trace != null) {
            trace.add(new TraceEvent.RoundStart(round, pitsOwned(0), pitsOwned(1), Player.of(side)));
        }
        history.cut();
        pushKey();
        legalMask = computeLegalMask();
    }

    private int nextStarter() {
        int south = pitsOwned(0);
        if (south == 6 || nextRoundStarter == NextRoundStarter.ALTERNATE) return 1 - roundStarter;
        int fewer = south < 6 ? 0 : 1;
        return nextRoundStarter == NextRoundStarter.LOSER ? fewer : 1 - fewer;
    }

    /**
     * §2.8 holesFor: a whole pit per 4 seeds; after a split that is not a multiple of 4, 3 spare seeds earn a
     * pit, and 2 spare seeds earn one for the player with more seeds.
     */
    static int holesFor(int a, int b) {
        int r = a % 4;
        if (r == 0) return a / 4;
        return a / 4 + (r == 3 || (r == 2 && a > b) ? 1 : 0);
    }

    /** The game's outcome: the winner owns all 12 pits; the scores are the pits owned. */
    Outcome outcome() {
        if (phase != Phase.OVER) return Outcome.ONGOING;
        return Outcome.win(Player.of(winner), pitsOwned(0), pitsOwned(1), EndReason.ALL_PITS);
    }

    // ---- repetition keys (§5.2) ----

    private boolean isRepetition() {
        return history.contains(keyLo(pits, side), keyHi(pits), 1, 1);
    }

    private void pushKey() {
        history.push(keyLo(pits, side), keyHi(pits));
    }

    /** Pits 0..9 in 6-bit fields (no pit ever holds 64) and a 4-bit tag above them. */
    private static long keyLo(int[] a, int tag) {
        long k = tag;
        for (int i = 9; i >= 0; i--) k = (k << 6) | a[i];
        return k;
    }

    /** A lap state: the board before the lift and the pit lifted. */
    private static long lapKeyLo(int[] a, int hole) {
        return keyLo(a, hole);
    }

    private static long keyHi(int[] a) {
        return ((long) a[11] << 6) | a[10];
    }

    @Override
    public long hash() {
        long h = side == 0 ? 0 : SIDE_KEY;
        if (roundStarter == 1) h ^= STARTER_KEY;
        h ^= ZOBRIST_PHASE[phase.ordinal()];
        for (int i = 0; i < PITS; i++) {
            h ^= ZOBRIST_PIT[i][pits[i]];
            if (owner(i) == 1) h ^= ZOBRIST_OWNER[i];
        }
        h ^= ZOBRIST_CAPTURED[0][captured[0]] ^ ZOBRIST_CAPTURED[1][captured[1]];
        return h;
    }

    private static int binomial6(int m) {
        int[] c = {1, 6, 15, 20, 15, 6, 1};
        return c[m];
    }

    /** Appends the m-subsets of {from..5} to out in lexicographic order; next[0] is the write index. */
    private static void fillSubsets(int[] out, int[] next, int from, int m, int chosen) {
        if (m == 0) {
            out[next[0]++] = chosen;
            return;
        }
        for (int i = from; i <= 6 - m; i++) fillSubsets(out, next, i + 1, m - 1, chosen | (1 << i));
    }

    @Override
    public NamNamPosition toPosition() {
        long[] h = phase == Phase.PLAY ? history.stretch() : new long[0];
        return new NamNamPosition(
                game,
                pits.clone(),
                captured[0],
                captured[1],
                owners,
                Player.of(side),
                round,
                Player.of(roundStarter),
                phase,
                outcome(),
                legalMask,
                h);
    }
}
