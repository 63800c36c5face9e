package org.kete.engine.kenyan;

import java.util.Arrays;
import java.util.List;
import org.kete.engine.BoardLayout;
import org.kete.engine.Choice;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOption;
import org.kete.engine.RuleOptions;
import org.kete.engine.Trace;
import org.kete.engine.Transition;

/**
 * Bao, the Kenyan game with laps, exactly as ../shared/rules/two-row-games.md §4.
 *
 * <p>Board: 2 x 8 pits, 2 seeds each, 32 seeds; captured seeds are counted per player and never sown. South's
 * pits are 0..7 (A..H from South's left), North's 8..15 (a..h from North's left). A move is the pit it starts
 * from. Rule choices:
 *
 * <ul>
 *   <li>Relay sowing, counter-clockwise, no origin skip: a lap whose last seed falls into an occupied pit lifts
 *       that pit (the seed just dropped included) and goes on from the next pit. The move ends only when a
 *       lap's last seed falls into an empty pit (§4.4).
 *   <li>Ending in an own empty pit captures the opposite pit's seeds (possibly none); ending on the opponent's
 *       side does nothing. The ending seed stays (L-d).
 *   <li>A never-ending sowing is not a legal move (L-f), found by an exact repetition test on the lap-start
 *       states (§5.1), not by a lap cap.
 *   <li>Singleton rule: a pit holding one seed may be played only when no pit with two or more seeds gives a
 *       legal move (L-c, L7).
 *   <li>{@code majorityEnds}: true (default; 17 captured seeds end the game at once, board seeds uncounted) |
 *       false.
 *   <li>A player whose row is empty at the start of their turn cannot play: the other player takes every seed
 *       left and the game ends (NO_MOVE).
 *   <li>{@code cycleRule}: draw (default) | split, applied when seeds remain but no sowing can end (STALEMATE)
 *       or on the first recurrence of (board, player to move) since the last capture (CYCLE, §5.2). Split
 *       gives each player the seeds of their own row. 16-16 is a draw.
 *   <li>{@code firstPlayer}: south (default) | north | random.
 * </ul>
 */
public final class LapsBao implements Game {

    public static final GameType TYPE = new LapsBaoType();

    static final int PITS = 16;
    static final int SEEDS = 32;
    /** A strict majority of the 32 seeds. */
    static final int MAJORITY = 17;

    private static final String EXAMPLE = "2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-0-0-S";

    final boolean majorityEnds;
    final boolean cycleSplits;
    private final RuleOptions options;

    LapsBao(RuleOptions options) {
        this.options = options;
        this.majorityEnds = options.getBoolean("majorityEnds");
        this.cycleSplits = options.get("cycleRule").equals("split");
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public RuleOptions options() {
        return options;
    }

    @Override
    public LapsBaoPosition start(Player first) {
        int[] pits = new int[PITS];
        Arrays.fill(pits, 2);
        return LapsBaoState.fresh(this, pits, 0, 0, first).toPosition();
    }

    @Override
    public List<Move> legalMoves(Position position) {
        return state(position).legalMoveList(this::toMove);
    }

    Move toMove(int pit) {
        String name = pitName(pit);
        return new Move(pit, name, List.of(Choice.pit(pit, name)));
    }

    @Override
    public Transition apply(Position position, Move move) {
        LapsBaoState s = state(position);
        if (position.isOver()) {
            throw new IllegalMoveException(
                    "the game is over: " + position.outcome().describe());
        }
        if (!s.isLegal(move.code())) throw new IllegalMoveException(whyIllegal(s, move.code()));
        Trace trace = new Trace();
        s.play(move.code(), trace);
        return new Transition(position, toMove(move.code()), s.toPosition(), trace.events());
    }

    @Override
    public Move parseMove(Position position, String text) {
        String t = text == null ? "" : text.trim();
        int pit = KenyanNotation.pitIndex(t);
        if (pit < 0) {
            throw new IllegalMoveException("'" + t + "' is not a move of " + TYPE.name()
                    + ": write a pit letter, A-H for South, a-h for North");
        }
        if (position.isOver()) {
            throw new IllegalMoveException(
                    "the game is over: " + position.outcome().describe());
        }
        LapsBaoState s = state(position);
        if (!s.isLegal(pit)) throw new IllegalMoveException(whyIllegal(s, pit));
        return toMove(pit);
    }

    private String whyIllegal(LapsBaoState s, int pit) {
        if (pit < 0 || pit >= PITS) return "there is no pit " + pit + " on this board (pits are 0 to 15)";
        int side = s.sideToMove();
        String name = pitName(pit);
        if (pit / 8 != side) return KenyanNotation.notYours(pit, side);
        if (s.seeds(pit) == 0) return name + " is empty";
        if (s.isEndless(pit)) return "the sowing from " + name + " would never end, so it may not be played";
        return name + " holds a single seed, which may be played only when no pit with two or more seeds "
                + "can be played";
    }

    @Override
    public String pitName(int pit) {
        return KenyanNotation.pitName(pit);
    }

    /** The 16 pits from South's A, South's captures, North's captures, side to move (docs/notation). */
    @Override
    public String formatPosition(Position position) {
        return KenyanNotation.format(position);
    }

    @Override
    public LapsBaoPosition parsePosition(String text) {
        KenyanNotation.Fields f = KenyanNotation.parse(text, TYPE.name(), SEEDS, EXAMPLE);
        return LapsBaoState.fresh(this, f.pits(), f.south(), f.north(), f.toMove())
                .toPosition();
    }

    @Override
    public LapsBaoState searchState(Position position) {
        return state(position);
    }

    private LapsBaoState state(Position position) {
        if (!(position instanceof LapsBaoPosition lp) || !lp.game().options().equals(options)) {
            throw new IllegalArgumentException("not a position of " + TYPE.name() + " with options " + options);
        }
        return LapsBaoState.of(lp);
    }

    /**
     * A safety bound for tests and tools: at most 32 captures, and the cycle rule bounds every capture-free
     * stretch; random games end far sooner (see the contract test).
     */
    @Override
    public int maxGameLength() {
        return 20_000;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LapsBao g && g.options.equals(options);
    }

    @Override
    public int hashCode() {
        return options.hashCode();
    }

    @Override
    public String toString() {
        return TYPE.id() + " " + options;
    }

    private static final class LapsBaoType implements GameType {
        private static final List<RuleOption> OPTIONS = List.of(
                RuleOption.bool(
                        "majorityEnds", "The game ends as soon as a player has captured 17 of the 32 seeds", true),
                RuleOption.choice(
                        "cycleRule",
                        "When a position repeats or no sowing can end: draw (captures stay as they are) or "
                                + "split (each player takes the seeds in their own row)",
                        "draw",
                        "draw",
                        "split"),
                RuleOption.choice("firstPlayer", "Who moves first", "south", "south", "north", "random"));

        @Override
        public String id() {
            return "bao-kenyan-laps";
        }

        @Override
        public String name() {
            return "Bao (Kenyan, with laps)";
        }

        @Override
        public String region() {
            return "Kenya";
        }

        @Override
        public String summary() {
            return "Two seeds a pit and relay sowing: keep lifting and sowing until a seed drops into an empty "
                    + "pit, and take the seeds facing it if that pit is yours.";
        }

        @Override
        public int rows() {
            return 2;
        }

        @Override
        public int pitsPerRow() {
            return 8;
        }

        @Override
        public int seeds() {
            return SEEDS;
        }

        @Override
        public BoardLayout layout() {
            return BoardLayout.twoRow(8, false);
        }

        @Override
        public List<RuleOption> options() {
            return OPTIONS;
        }

        @Override
        public Game create(RuleOptions options) {
            return new LapsBao(options);
        }
    }
}
