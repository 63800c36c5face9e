package org.kete.engine.kenyan;

import java.util.Arrays;
import java.util.List;
import org.kete.engine.BoardLayout;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Player;
import org.kete.engine.RuleOption;
import org.kete.engine.RuleOptions;

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
public final class LapsBao extends KenyanGame<LapsBaoPosition, LapsBaoState> {

    static final int PITS = 16;
    static final int SEEDS = 32;

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.bool("majorityEnds", "The game ends as soon as a player has captured 17 of the 32 seeds", true),
            RuleOption.choice(
                    "cycleRule",
                    "When a position repeats or no sowing can end: draw (captures stay as they are) or "
                            + "split (each player takes the seeds in their own row)",
                    "draw",
                    "draw",
                    "split"),
            RuleOption.choice("firstPlayer", "Who moves first", "south", "south", "north", "random"));

    public static final GameType TYPE = GameType.of(
                    "bao-kenyan-laps",
                    "Bao (Kenyan, with laps)",
                    "Kenya",
                    "Two seeds a pit and relay sowing: keep lifting and sowing until a seed drops into an empty "
                            + "pit, and take the seeds facing it if that pit is yours.")
            .board(2, 8, SEEDS, BoardLayout.twoRow(8, false))
            .options(OPTIONS)
            .rules(LapsBao::new);

    /** A strict majority of the 32 seeds. */
    static final int MAJORITY = 17;

    private static final String EXAMPLE = "2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-2-0-0-S";

    final boolean majorityEnds;
    final boolean cycleSplits;

    LapsBao(RuleOptions options) {
        super(TYPE, options, LapsBaoPosition.class);
        this.majorityEnds = options.getBoolean("majorityEnds");
        this.cycleSplits = options.get("cycleRule").equals("split");
    }

    @Override
    public LapsBaoPosition start(Player first) {
        int[] pits = new int[PITS];
        Arrays.fill(pits, 2);
        return LapsBaoState.fresh(this, pits, 0, 0, first).toPosition();
    }

    @Override
    protected LapsBaoState stateOf(LapsBaoPosition position) {
        return LapsBaoState.of(position);
    }

    @Override
    protected IllegalMoveException whyIllegal(LapsBaoState s, int pit) {
        if (pit < 0 || pit >= PITS)
            return IllegalMoveException.noSuchMove(pit, "there is no pit " + pit + " on this board (pits are 0 to 15)");
        int side = s.sideToMove();
        String name = pitName(pit);
        if (pit / 8 != side) return KenyanNotation.notYours(pit, side);
        if (s.seeds(pit) == 0)
            return KenyanNotation.refused(IllegalMoveException.Reason.EMPTY_PIT, pit, name + " is empty");
        if (s.isEndless(pit))
            return KenyanNotation.refused(
                    IllegalMoveException.Reason.NEVER_ENDING,
                    pit,
                    "the sowing from " + name + " would never end, so it may not be played");
        return KenyanNotation.refused(
                IllegalMoveException.Reason.SINGLE_SEED,
                pit,
                name + " holds a single seed, which may be played only when no pit with two or more seeds "
                        + "can be played");
    }

    @Override
    public LapsBaoPosition parsePosition(String text) {
        KenyanNotation.Fields f = KenyanNotation.parse(text, TYPE, SEEDS, EXAMPLE);
        return LapsBaoState.fresh(this, f.pits(), f.south(), f.north(), f.toMove())
                .toPosition();
    }

    /**
     * A safety bound for tests and tools: at most 32 captures, and the cycle rule bounds every capture-free
     * stretch; random games end far sooner (see the contract test).
     */
    @Override
    public int maxGameLength() {
        return 20_000;
    }
}
