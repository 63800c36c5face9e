package org.kete.engine.kigogo;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.kete.engine.Advantage;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.NotationException;
import org.kete.engine.PitGame;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOption;
import org.kete.engine.RuleOptions;
import org.kete.engine.fourrow.Direction;
import org.kete.engine.fourrow.FourRowBoard;

/**
 * Bao Kigogo, the four-row relay game of the Gogo of central Tanzania, exactly as
 * ../shared/rules/four-row-games.md §2 (the common model) and §4.
 *
 * <p>Board: 4 x 12 pits in the common four-row model ({@link FourRowBoard}, n = 12): each player owns a front
 * row F1..F12 (written A1..A12 for South, a1..a12 for North) and a back row B1..B12 (B1..B12, b1..b12), forming
 * a ring of 24 pits. Rule choices (all from the rules file):
 *
 * <ul>
 *   <li>Start (§4.1, G-1): two seeds in every pit except each player's own F1, 92 seeds; South moves first.
 *   <li>Sowing (§4.2, G-2, G-7): counter-clockwise only, from any own pit (G-3), origin not skipped, relayed
 *       from every occupied landing pit until a lap ends in an empty pit. A move is written as its start pit.
 *   <li>Singletons (§4.3, G-4): only when no own pit holds two or more, and only into an empty next pit.
 *   <li>Capture (§4.4, G-5, G-6): a move ending in the mover's own empty front pit takes the facing front pit
 *       and, only together with it, the back pit behind it; the seeds leave the game (the scores count them).
 *   <li>End (§4.5): the opponent left without seeds loses; a player without a legal move loses; an empty front
 *       row alone ends nothing.
 *   <li>{@code repetition}: first-repeat (default; the second occurrence of board and player to move draws)
 *       | threefold | board-only. The history restarts after every capture.
 *   <li>{@code neverEnding}: illegal (default; the lap limit filters candidates last, §2.7) | loss.
 *   <li>{@code maxLaps}: 1000 by default. {@code singletonCaptures}: true by default.
 * </ul>
 */
public final class Kigogo extends PitGame<KigogoPosition, KigogoState> {

    static final FourRowBoard BOARD = new FourRowBoard(KigogoState.N);

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.choice(
                    "repetition",
                    "When a repeated position draws: first-repeat (its second occurrence with the same player "
                            + "to move), threefold, or board-only (the same board, whoever is to move)",
                    Repetition.FIRST_REPEAT),
            RuleOption.choice(
                    "neverEnding",
                    "A move whose relay sowing does not end within maxLaps laps: illegal, or legal but lost "
                            + "by the player who chooses it",
                    NeverEnding.ILLEGAL),
            RuleOption.integer(
                    "maxLaps",
                    "Laps after which a move that would relay again counts as never-ending (tested only before"
                            + " a relay)",
                    1000,
                    1,
                    1_000_000),
            RuleOption.bool(
                    "singletonCaptures", "Whether a single seed stepping into an empty front pit captures", true));

    public static final GameType TYPE = GameType.of(
                    "bao-kigogo",
                    "Bao Kigogo",
                    "East Africa: Tanzania (Gogo)",
                    "Four rows of twelve, every sowing relayed counter-clockwise: end a move in your own empty "
                            + "front pit to take the file opposite out of the game, and leave your opponent no seeds or "
                            + "no move.")
            .board(4, KigogoState.N, KigogoState.SEEDS, BOARD.layout())
            .advantage(Advantage.POSITION)
            .options(OPTIONS)
            .rules(Kigogo::new);

    final Repetition repetition;
    final NeverEnding neverEnding;
    final int maxLaps;
    final boolean singletonCaptures;

    Kigogo(RuleOptions options) {
        super(TYPE, options, KigogoPosition.class);
        this.repetition = options.getEnum("repetition", Repetition.class);
        this.neverEnding = options.getEnum("neverEnding", NeverEnding.class);
        this.maxLaps = options.getInt("maxLaps");
        this.singletonCaptures = options.getBoolean("singletonCaptures");
    }

    /** §4.1: two seeds a pit, each player's own F1 (track 0) empty. */
    @Override
    public KigogoPosition start(Player first) {
        int[] pits = new int[KigogoState.PITS];
        Arrays.fill(pits, 2);
        pits[BOARD.pit(0, BOARD.front(1))] = 0;
        pits[BOARD.pit(1, BOARD.front(1))] = 0;
        return KigogoState.fresh(this, pits, 0, 0, first).toPosition();
    }

    @Override
    protected KigogoState stateOf(KigogoPosition position) {
        return KigogoState.of(position);
    }

    /** The start pit ("A3", "b12"), optionally followed by '<' (the only direction) or "(1)" for a singleton. */
    @Override
    protected int parsePit(String text) {
        String name = text;
        if (name.endsWith("(1)")) name = name.substring(0, name.length() - 3).trim();
        if (name.endsWith(">")) {
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.ONE_DIRECTION_ONLY,
                    -1,
                    Map.of(),
                    "Bao Kigogo sows counter-clockwise only: write the start pit, optionally followed by '<'");
        }
        if (name.endsWith("<")) name = name.substring(0, name.length() - 1).trim();
        return BOARD.parse(name);
    }

    @Override
    protected IllegalMoveException unreadableMove(String text) {
        return IllegalMoveException.unreadable(
                text,
                TYPE,
                "a Bao Kigogo move",
                "write the start pit, A1-A12 or B1-B12 for South, a1-a12 or b1-b12 for North, optionally followed by"
                        + " '<'");
    }

    @Override
    protected IllegalMoveException whyIllegal(KigogoState s, int pit) {
        if (pit < 0 || pit >= KigogoState.PITS)
            return IllegalMoveException.noSuchMove(pit, "move code " + pit + " is not a pit of this board");
        int side = s.sideToMove();
        String name = pitName(pit);
        if (BOARD.owner(pit) != side) {
            return refused(
                    IllegalMoveException.Reason.OPPONENTS_PIT,
                    pit,
                    name + " is " + Player.of(1 - side).displayName() + "'s pit; "
                            + Player.of(side).displayName() + " to move plays "
                            + (side == 0 ? "A1-A12 or B1-B12" : "a1-a12 or b1-b12"));
        }
        int seeds = s.seeds(pit);
        if (seeds == 0) return refused(IllegalMoveException.Reason.EMPTY_PIT, pit, name + " is empty");
        if (seeds == 1) {
            for (int t = 0; t < KigogoState.RING; t++) {
                int other = BOARD.pit(side, t);
                if (s.seeds(other) >= 2) {
                    return refused(
                            IllegalMoveException.Reason.SINGLE_SEED,
                            pit,
                            name + " holds a single seed, which may move only when none of your pits holds two or "
                                    + "more (" + pitName(other) + " holds " + s.seeds(other) + ")");
                }
            }
            int next = BOARD.pit(side, BOARD.next(BOARD.track(pit), Direction.CCW));
            return new IllegalMoveException(
                    IllegalMoveException.Reason.SINGLE_STEP,
                    pit,
                    Map.of("pit", name, "next", pitName(next)),
                    "the single seed in " + name + " may step only into an empty pit, and " + pitName(next)
                            + " is occupied");
        }
        if (s.isNeverEnding(pit)) {
            return refused(
                    IllegalMoveException.Reason.NEVER_ENDING,
                    pit,
                    name + " never ends (its relay sowing has not finished after " + maxLaps
                            + " laps), so it is not a legal move");
        }
        return IllegalMoveException.notLegal(name, List.of());
    }

    private IllegalMoveException refused(IllegalMoveException.Reason why, int pit, String message) {
        return new IllegalMoveException(why, pit, pitName(pit), message);
    }

    @Override
    public String pitName(int pit) {
        return BOARD.name(pit);
    }

    /**
     * The text form (docs/notation/bao-kigogo.md): South's 24 pits in track order t = 0..23 (F1..F12, then
     * B12..B1), '/', North's likewise, '/', the seeds captured by South and by North joined by '-', '/', the side
     * to move (S or N).
     */
    @Override
    public String formatPosition(Position position) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < 2; p++) {
            for (int t = 0; t < KigogoState.RING; t++) {
                if (t > 0) sb.append(',');
                sb.append(position.seeds(BOARD.pit(p, t)));
            }
            sb.append('/');
        }
        sb.append(position.score(Player.SOUTH)).append('-').append(position.score(Player.NORTH));
        sb.append('/').append(position.toMove().letter());
        return sb.toString();
    }

    @Override
    public KigogoPosition parsePosition(String text) {
        String t = text == null ? "" : text.trim();
        String[] parts = t.split("/", -1);
        if (parts.length != 4) {
            throw NotationException.form(
                    TYPE,
                    formatPosition(start(Player.SOUTH)),
                    "a Bao Kigogo position has four parts separated by '/': South's 24 pits, "
                            + "North's 24 pits (each in track order F1..F12, B12..B1), the captured seeds "
                            + "'south-north' and the side to move, e.g. " + formatPosition(start(Player.SOUTH))
                            + "; got '" + t + "'");
        }
        int[] pits = new int[KigogoState.PITS];
        int total = 0;
        for (int p = 0; p < 2; p++) {
            String who = Player.of(p).displayName();
            String[] cells = parts[p].split(",", -1);
            if (cells.length != KigogoState.RING) {
                throw NotationException.form(
                        TYPE,
                        formatPosition(start(Player.SOUTH)),
                        who + "'s part needs 24 pit counts separated by ',', not " + cells.length);
            }
            for (int i = 0; i < KigogoState.RING; i++) {
                int v = number(cells[i], who + "'s pit " + pitName(BOARD.pit(p, i)));
                pits[BOARD.pit(p, i)] = v;
                total += v;
            }
        }
        String[] scores = parts[2].split("-", -1);
        if (scores.length != 2) {
            throw NotationException.form(
                    TYPE,
                    formatPosition(start(Player.SOUTH)),
                    "the third part holds the seeds captured by South and by North, e.g. 12-7, not '" + parts[2] + "'");
        }
        int south = number(scores[0], "South's captured seeds");
        int north = number(scores[1], "North's captured seeds");
        String side = parts[3].trim();
        Player toMove;
        if (side.equalsIgnoreCase("S")) toMove = Player.SOUTH;
        else if (side.equalsIgnoreCase("N")) toMove = Player.NORTH;
        else throw NotationException.side(side);
        if (total + south + north != KigogoState.SEEDS) {
            throw NotationException.seedTotal(
                    KigogoState.SEEDS,
                    total + south + north,
                    "a Bao Kigogo position accounts for 92 seeds (on the board plus captured), " + "this one for "
                            + (total + south + north));
        }
        return KigogoState.fresh(this, pits, south, north, toMove).toPosition();
    }

    private static int number(String cell, String what) {
        int v;
        try {
            v = Integer.parseInt(cell.trim());
        } catch (NumberFormatException e) {
            throw NotationException.notANumber(cell, what + " is not a number: '" + cell + "'");
        }
        if (v < 0) throw NotationException.negative(cell, what + " is negative");
        return v;
    }

    /**
     * Not a proof: every capture-free stretch is bounded by the repetition rule, and random games with the
     * default options end within a few hundred moves (the rules file's runs: at most 341). Without singleton
     * captures a game of single seeds can last far longer (§4.7), hence the larger bound.
     */
    @Override
    public int maxGameLength() {
        return singletonCaptures ? 20_000 : 10_000_000;
    }
}
