package org.kete.engine.oware;

import java.util.List;
import org.kete.engine.BoardLayout;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.NotationException;
import org.kete.engine.PitGame;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOption;
import org.kete.engine.RuleOptions;

/**
 * Oware, Abapa rules, exactly as ../shared/rules/two-row-games.md §1.
 *
 * <p>Board: 2 x 6 pits, 4 seeds each. South's pits are 0..5 (written A..F from South's left), North's 6..11
 * (a..f from North's left); sowing runs counter-clockwise 0,1,..,11,0 with the origin skipped. A move is the
 * pit it starts from. Rule choices (all from the rules file):
 *
 * <ul>
 *   <li>Feeding: if the opponent's row is empty, only moves whose sowing reaches it are legal (§1.3).
 *   <li>Capture: the last pit and the unbroken run before it in the opponent's row holding 2 or 3 (§1.5).
 *   <li>{@code grandSlam}: forfeit (default) | allowed | allowed-if-wins | illegal.
 *   <li>{@code cycleRule}: split (default; each player takes the seeds in their own row) | draw, on the first
 *       recurrence of (board, player to move) since the last capture.
 *   <li>{@code winThreshold}: 25 by default; reaching it ends the game at once, board seeds uncounted.
 *   <li>No legal move at the start of a turn: each player collects their own row (§1.6).
 *   <li>{@code firstPlayer}: south (default) | north | random.
 * </ul>
 */
public final class Oware extends PitGame<OwarePosition, OwareState> {

    static final int PITS = 12;
    static final int SEEDS = 48;

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.choice(
                    "grandSlam",
                    "A capture of every seed in the opponent's row: forfeit (nothing is captured), allowed, "
                            + "allowed only if it wins, or illegal while another move exists",
                    GrandSlam.FORFEIT),
            RuleOption.choice(
                    "cycleRule",
                    "When a position repeats: split (each player takes the seeds in their own row) or draw",
                    "split",
                    "split",
                    "draw"),
            RuleOption.integer("winThreshold", "Captured seeds that win the game at once", 25, 1, 48),
            RuleOption.choice("firstPlayer", "Who moves first", "south", "south", "north", "random"));

    public static final GameType TYPE = GameType.of(
                    "oware",
                    "Oware (Abapa)",
                    "Ghana and West Africa (Akan)",
                    "The classic two-row game: sow four seeds a pit, capture 2s and 3s, and never starve your opponent.")
            .board(2, 6, SEEDS, BoardLayout.twoRow(6, false))
            .options(OPTIONS)
            .rules(Oware::new);

    final GrandSlam grandSlam;
    final boolean cycleSplits;
    final int threshold;

    Oware(RuleOptions options) {
        super(TYPE, options, OwarePosition.class);
        this.grandSlam = options.getEnum("grandSlam", GrandSlam.class);
        this.cycleSplits = options.get("cycleRule").equals("split");
        this.threshold = options.getInt("winThreshold");
    }

    @Override
    public OwarePosition start(Player first) {
        int[] pits = new int[PITS];
        java.util.Arrays.fill(pits, 4);
        return OwareState.fresh(this, pits, 0, 0, first).toPosition();
    }

    @Override
    protected OwareState stateOf(OwarePosition position) {
        return OwareState.of(position);
    }

    @Override
    protected int parsePit(String text) {
        return text.length() == 1 ? pitIndex(text.charAt(0)) : -1;
    }

    @Override
    protected IllegalMoveException unreadableMove(String text) {
        return IllegalMoveException.unreadable(
                text, TYPE, "an Oware move", "write a pit letter, A-F for South, a-f for North");
    }

    @Override
    protected IllegalMoveException whyIllegal(OwareState s, int pit) {
        if (pit < 0 || pit >= PITS)
            return IllegalMoveException.noSuchMove(pit, "there is no pit " + pit + " on this board (pits are 0 to 11)");
        int side = s.sideToMove();
        String name = pitName(pit);
        if (pit / 6 != side)
            return new IllegalMoveException(
                    IllegalMoveException.Reason.OPPONENTS_PIT,
                    pit,
                    name,
                    name + " is " + Player.of(1 - side).displayName() + "'s pit; "
                            + Player.of(side).displayName() + " to move plays " + (side == 0 ? "A-F" : "a-f"));
        if (s.seeds(pit) == 0)
            return new IllegalMoveException(IllegalMoveException.Reason.EMPTY_PIT, pit, name, name + " is empty");
        if (s.opponentRowEmpty())
            return new IllegalMoveException(
                    IllegalMoveException.Reason.MUST_FEED,
                    pit,
                    name,
                    name + " does not reach the opponent's row, and the opponent must be fed");
        return new IllegalMoveException(
                IllegalMoveException.Reason.GRAND_SLAM,
                pit,
                name,
                name + " would capture every seed of the opponent (a grand slam), which these rules forbid while"
                        + " another move exists");
    }

    /** 'A'..'F' -> 0..5, 'a'..'f' -> 6..11, anything else -> -1. */
    static int pitIndex(char c) {
        if (c >= 'A' && c <= 'F') return c - 'A';
        if (c >= 'a' && c <= 'f') return 6 + (c - 'a');
        return -1;
    }

    @Override
    public String pitName(int pit) {
        return String.valueOf(pit < 6 ? (char) ('A' + pit) : (char) ('a' + pit - 6));
    }

    /** The established text form: the 12 pits from South's A, South's score, North's score, side to move. */
    @Override
    public String formatPosition(Position position) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < PITS; i++) sb.append(position.seeds(i)).append('-');
        sb.append(position.score(Player.SOUTH))
                .append('-')
                .append(position.score(Player.NORTH))
                .append('-');
        sb.append(position.toMove().letter());
        return sb.toString();
    }

    @Override
    public OwarePosition parsePosition(String text) {
        String t = text == null ? "" : text.trim();
        String[] parts = t.split("-");
        if (parts.length != 15) {
            throw NotationException.form(
                    TYPE,
                    "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
                    "an Oware position has 12 pit counts, two scores and the side to move, "
                            + "separated by '-', e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S; got '" + t + "'");
        }
        int[] v = new int[14];
        for (int i = 0; i < 14; i++) {
            try {
                v[i] = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                throw NotationException.notANumber(
                        parts[i], "'" + parts[i] + "' in field " + (i + 1) + " is not a number");
            }
            if (v[i] < 0) throw NotationException.negative(parts[i], "field " + (i + 1) + " is negative");
        }
        String side = parts[14].trim();
        Player toMove;
        if (side.equalsIgnoreCase("S")) toMove = Player.SOUTH;
        else if (side.equalsIgnoreCase("N")) toMove = Player.NORTH;
        else throw NotationException.side(side);
        int total = 0;
        for (int x : v) total += x;
        if (total != SEEDS) {
            throw NotationException.seedTotal(
                    48, total, "an Oware position holds 48 seeds in pits and scores, this one " + total);
        }
        return OwareState.fresh(this, java.util.Arrays.copyOf(v, PITS), v[12], v[13], toMove)
                .toPosition();
    }

    /**
     * Every capture-free stretch is bounded by the cycle rule, and there are at most 24 captures; random games
     * stay far below this (see the contract test), which is a generous safety bound for tests and tools.
     */
    @Override
    public int maxGameLength() {
        return 20_000;
    }
}
