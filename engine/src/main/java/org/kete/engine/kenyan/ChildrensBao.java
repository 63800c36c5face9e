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
 * Bao, the Kenyan children's game, exactly as ../shared/rules/two-row-games.md §3.
 *
 * <p>Board: 2 x 8 pits, 3 seeds each, and a store per player: South's at the East end (after pit 7 in South's
 * sowing), North's at the West end (after pit 15 in North's sowing). South's pits are 0..7 (A..H from South's
 * left), North's 8..15 (a..h from North's left). A move is the pit it starts from; every non-empty own pit is
 * legal (§3.3). Rule choices:
 *
 * <ul>
 *   <li>Single-lap counter-clockwise sowing through the mover's own store; the origin is always skipped, which
 *       with the default track first matters for the 17th seed (§3.4, K-b).
 *   <li>Last seed in the mover's own store: the same player moves again, with no limit on chained turns.
 *   <li>Last seed in an own pit that was empty: the opposite pit's seeds, if any, go to the mover's store; the
 *       capturing seed stays (K-c, K-e). "Was empty" is tested on the final count, so a lap of 17+ seeds that
 *       sowed the pit earlier in the move makes it non-empty (K6), and an opposite pit sown earlier in the move
 *       is taken whole (K7).
 *   <li>{@code sowOpponentStore}: false (default; the opponent's store is skipped, K-a) | true (both stores are
 *       sown into; a seed in the opponent's store is the opponent's and ends the turn with nothing else).
 *   <li>{@code captureSowingSeed}: false (default) | true (the capturing seed goes to the store too).
 *   <li>{@code winThreshold}: 25 by default. A store reaching it ends the game at once, board seeds uncounted
 *       (K-g). Under {@code sowOpponentStore=true} the opponent's store can reach it during the mover's
 *       sowing; §3.5 ("if a store reaches 25") ends the game then too.
 *   <li>At the start of every turn, extra turns included, a player whose row is empty cannot play: the other
 *       player puts the seeds of their own row into their store and the game ends (K-d, K8).
 *   <li>No repetition rule: every game ends (§3.6); {@link #maxGameLength} rests on that argument.
 *   <li>{@code firstPlayer}: south (default) | north | random.
 * </ul>
 */
public final class ChildrensBao extends KenyanGame<ChildrensBaoPosition, ChildrensBaoState> {

    static final int PITS = 16;
    static final int SEEDS = 48;

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.bool(
                    "sowOpponentStore",
                    "Sow into the opponent's store too (a seed there is the opponent's); by default it is skipped",
                    false),
            RuleOption.bool(
                    "captureSowingSeed",
                    "A capture also takes the seed that made it; by default that seed stays in its pit",
                    false),
            RuleOption.integer("winThreshold", "Seeds in a store that win the game at once", 25, 1, SEEDS),
            RuleOption.choice("firstPlayer", "Who moves first", "south", "south", "north", "random"));

    public static final GameType TYPE = GameType.of(
                    "bao-kenyan-children",
                    "Bao (Kenyan children's game)",
                    "Kenya",
                    "Three seeds a pit and a store at each end: end in your store to go again, "
                            + "end in an empty pit of your own to take the seeds facing it.")
            .board(2, 8, SEEDS, BoardLayout.twoRow(8, true))
            .options(OPTIONS)
            .rules(ChildrensBao::new);

    private static final String EXAMPLE = "3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-3-0-0-S";

    final boolean sowOpponentStore;
    final boolean captureSowingSeed;
    final int threshold;

    ChildrensBao(RuleOptions options) {
        super(TYPE, options, ChildrensBaoPosition.class);
        this.sowOpponentStore = options.getBoolean("sowOpponentStore");
        this.captureSowingSeed = options.getBoolean("captureSowingSeed");
        this.threshold = options.getInt("winThreshold");
    }

    @Override
    public ChildrensBaoPosition start(Player first) {
        int[] pits = new int[PITS];
        Arrays.fill(pits, 3);
        return ChildrensBaoState.fresh(this, pits, 0, 0, first).toPosition();
    }

    @Override
    protected ChildrensBaoState stateOf(ChildrensBaoPosition position) {
        return ChildrensBaoState.of(position);
    }

    @Override
    protected IllegalMoveException whyIllegal(ChildrensBaoState s, int pit) {
        if (pit < 0 || pit >= PITS)
            return IllegalMoveException.noSuchMove(pit, "there is no pit " + pit + " on this board (pits are 0 to 15)");
        int side = s.sideToMove();
        if (pit / 8 != side) return KenyanNotation.notYours(pit, side);
        return KenyanNotation.refused(IllegalMoveException.Reason.EMPTY_PIT, pit, pitName(pit) + " is empty");
    }

    @Override
    public ChildrensBaoPosition parsePosition(String text) {
        KenyanNotation.Fields f = KenyanNotation.parse(text, TYPE, SEEDS, EXAMPLE);
        return ChildrensBaoState.fresh(this, f.pits(), f.south(), f.north(), f.toMove())
                .toPosition();
    }

    /**
     * A true bound (§3.6): stores never fall and hold at most 48, and between two store increases every move
     * only shifts seeds of the mover's row towards the mover's store, so the sum of the seeds' distances to
     * their row owner's store (at most 48 x 8) strictly falls. Hence at most 49 x 385 moves; random games
     * stay near 100.
     */
    @Override
    public int maxGameLength() {
        return 20_000;
    }
}
