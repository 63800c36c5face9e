package org.kete.engine.namnam;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.BoardLayout;
import org.kete.engine.Choice;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOption;
import org.kete.engine.RuleOptions;
import org.kete.engine.SearchState;
import org.kete.engine.Trace;
import org.kete.engine.Transition;

/**
 * Oware Nam Nam, exactly as ../shared/rules/two-row-games.md §2 (with §5.1 - §5.3).
 *
 * <p>Board: the Oware board, 2 x 6 pits, 48 seeds; pits 0..5 are South's row (A..F from South's left) and
 * 6..11 North's (a..f from North's left); sowing runs counter-clockwise. The game is played in rounds, and
 * each pit has an owner, which changes between rounds. Rule choices (all from the rules file):
 *
 * <ul>
 *   <li>A sowing move is a pit the player owns (in either row) holding seeds; singletons are allowed. Relay
 *       sowing with no origin skip: a lap whose last seed makes a pit hold 2, 3 or 5+ lifts it and goes on.
 *   <li>A four formed while seeds remain in hand goes to the pit's owner; a four formed by a lap's last seed
 *       goes to the sower and ends the turn. A pit going 4 to 5 is never captured.
 *   <li>Eight-seed rule: when a capture leaves 4 seeds in play (board and hand), the capturer takes them at
 *       once, even mid-lap, and the round ends.
 *   <li>A player who owns no seeds passes. A sowing that never ends (§5.1, exact lap-state repetition) is
 *       not a legal move; if every sowing of the player to move is endless the round ends by stalemate.
 *   <li>The first repetition of (board, side to move) since the round's last capture ends the round by
 *       cycle. Cycle and stalemate split the board by ownership.
 *   <li>Between rounds each player is entitled to {@code holesFor} pits (4 seeds a pit, rounding of §2.8);
 *       the leader owns its whole row and takes pits of the trailing row: under {@code ownershipChoice =
 *       leader-chooses} with an explicit CHOOSE move, under {@code fixed} the trailing row's first pits in
 *       sowing order. The game ends when a player is entitled to no pits: the other owns all 12.
 *   <li>{@code nextRoundStarter}: alternate (default) | loser | winner. {@code firstPlayer}: south (default)
 *       | north | random.
 * </ul>
 *
 * <p>{@code score(player)} is the seeds captured in the current round; the final outcome's scores are the
 * pits owned (12-0). Notation and position text: docs/notation/nam-nam.md.
 */
public final class NamNam implements Game {

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.choice(
                    "nextRoundStarter",
                    "Who starts the next round: alternate, the player with fewer pits (loser) or more pits"
                            + " (winner); a 6-6 split alternates",
                    NextRoundStarter.ALTERNATE),
            RuleOption.choice(
                    "ownershipChoice",
                    "How the round's leader gets pits in the other row: it chooses them (leader-chooses), or"
                            + " takes the first ones after its own row (fixed)",
                    OwnershipChoice.LEADER_CHOOSES),
            RuleOption.choice("firstPlayer", "Who moves first", "south", "south", "north", "random"));

    /** A position text, for the messages of texts that do not read. */
    private static final String EXAMPLE = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S SSSSSS/NNNNNN r1-S play";

    public static final GameType TYPE = GameType.of(
                    "nam-nam",
                    "Oware Nam Nam",
                    "Ghana",
                    "Oware for children: relay-sow, snatch every four, and win whole pits from your opponent"
                            + " round after round.")
            .board(2, 6, NamNamState.SEEDS, BoardLayout.twoRow(6, false))
            .options(OPTIONS)
            .rules(NamNam::new);

    final OwnershipChoice ownershipChoice;
    final NextRoundStarter nextRoundStarter;
    private final RuleOptions options;

    NamNam(RuleOptions options) {
        this.options = options;
        this.ownershipChoice = options.getEnum("ownershipChoice", OwnershipChoice.class);
        this.nextRoundStarter = options.getEnum("nextRoundStarter", NextRoundStarter.class);
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
    public NamNamPosition start(Player first) {
        return NamNamState.start(this, first).toPosition();
    }

    @Override
    public List<Move> legalMoves(Position position) {
        return state(position).legalMoveList(this::toMove);
    }

    /** The move with this search-state code: a pit, or a CHOOSE flag with the mask of the pits taken. */
    Move toMove(int code) {
        if ((code & NamNamState.CHOOSE_FLAG) == 0) {
            return new Move(code, pitName(code), List.of(Choice.pit(code, pitName(code))));
        }
        List<Integer> pits = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < NamNamState.PITS; i++) {
            if ((code >>> i & 1) != 0) {
                pits.add(i);
                names.add(pitName(i));
            }
        }
        String notation = "take:" + String.join(",", names);
        return new Move(code, notation, List.of(new Choice(Choice.Kind.PITS, notation, pits)));
    }

    @Override
    public Transition apply(Position position, Move move) {
        NamNamState s = state(position);
        if (!s.isLegal(move.code())) {
            throw position.isOver()
                    ? IllegalMoveException.gameOver(position.outcome())
                    : IllegalMoveException.notLegal(move.notation(), names(legalMoves(position)));
        }
        Trace trace = new Trace();
        s.play(move.code(), trace);
        return new Transition(position, toMove(move.code()), s.toPosition(), trace.events());
    }

    @Override
    public Move parseMove(Position position, String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) throw IllegalMoveException.noMove();
        if (position.isOver()) throw IllegalMoveException.gameOver(position.outcome());
        NamNamState s = state(position);
        return s.phase() == Phase.CHOOSE ? parseChoice(s, t) : parseSowing(s, t);
    }

    private Move parseSowing(NamNamState s, String t) {
        String side = Player.of(s.sideToMove()).displayName();
        if (t.toLowerCase(Locale.ROOT).startsWith("take")) {
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.NOT_CHOOSING,
                    -1,
                    Map.of(),
                    "there are no pits to choose now; " + side + " sows: write the letter of a pit " + side + " owns");
        }
        int pit = t.length() == 1 ? pitIndex(t.charAt(0)) : -1;
        if (pit < 0) {
            throw IllegalMoveException.unreadable(
                    t, TYPE, "a Nam Nam move", "write a pit letter, A-F for South's row, a-f for North's");
        }
        String name = pitName(pit);
        if (s.owner(pit) != s.sideToMove()) {
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.OPPONENTS_PIT,
                    pit,
                    name,
                    t + " belongs to " + Player.of(1 - s.sideToMove()).displayName() + "; " + side
                            + " sows from a pit it owns");
        }
        if (s.seeds(pit) == 0)
            throw new IllegalMoveException(IllegalMoveException.Reason.EMPTY_PIT, pit, name, t + " is empty");
        if (!s.isLegal(pit)) {
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.NEVER_ENDING,
                    pit,
                    name,
                    "the sowing from " + t + " would never end, so it is not a legal move");
        }
        return toMove(pit);
    }

    private Move parseChoice(NamNamState s, String t) {
        int leader = s.sideToMove();
        int m = s.pitsToClaim();
        String row = leader == 0 ? "a-f" : "A-F";
        String example = toMove(NamNamState.CHOOSE_FLAG | (((1 << m) - 1) << ((1 - leader) * 6)))
                .notation();
        String how = Player.of(leader).displayName() + " chooses " + m + " of "
                + Player.of(1 - leader).displayName() + "'s pits (" + row + "), written like " + example;
        // The data of every refusal of a choice: who chooses how many of whose pits, and an example.
        Map<String, Object> choosing =
                Map.of("side", Player.of(leader), "n", m, "other", Player.of(1 - leader), "example", example);
        String lower = t.toLowerCase(Locale.ROOT);
        if (!lower.startsWith("take:"))
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.CHOOSE_PITS, -1, choosing, "'" + t + "' is not a choice: " + how);
        String[] parts = t.substring(5).trim().split("[\\s,]+");
        int mask = 0;
        for (String part : parts) {
            if (part.isEmpty()) continue;
            int pit = part.length() == 1 ? pitIndex(part.charAt(0)) : -1;
            if (pit < 0 || pit / 6 == leader) {
                throw new IllegalMoveException(
                        IllegalMoveException.Reason.NOT_THEIR_PIT,
                        -1,
                        with(choosing, "text", part),
                        "'" + part + "' is not one of " + Player.of(1 - leader).displayName() + "'s pits; " + how);
            }
            if ((mask >>> pit & 1) != 0)
                throw new IllegalMoveException(
                        IllegalMoveException.Reason.NAMED_TWICE,
                        pit,
                        with(choosing, "pit", part),
                        part + " is named twice; " + how);
            mask |= 1 << pit;
        }
        if (Integer.bitCount(mask) != m) {
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.WRONG_COUNT,
                    -1,
                    with(choosing, "named", Integer.bitCount(mask)),
                    "'" + t + "' names " + Integer.bitCount(mask) + " pits; " + how);
        }
        return toMove(NamNamState.CHOOSE_FLAG | mask);
    }

    private static Map<String, Object> with(Map<String, Object> params, String name, Object value) {
        Map<String, Object> all = new java.util.LinkedHashMap<>(params);
        all.put(name, value);
        return all;
    }

    private static List<String> names(List<Move> moves) {
        List<String> names = new ArrayList<>();
        for (Move m : moves) names.add(m.notation());
        return names;
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

    /**
     * Oware's text (12 pits from South's A, South's and North's captures this round, side to move) and, after
     * spaces, the owners of the pits in the same order with a '/' between the rows, the round number and its
     * starter, and the phase: {@code 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S SSSSSS/NNNNNN r1-S play}.
     */
    @Override
    public String formatPosition(Position position) {
        NamNamPosition p = cast(position);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < NamNamState.PITS; i++) sb.append(p.seeds(i)).append('-');
        sb.append(p.score(Player.SOUTH))
                .append('-')
                .append(p.score(Player.NORTH))
                .append('-');
        sb.append(p.toMove().letter()).append(' ');
        for (int i = 0; i < NamNamState.PITS; i++) {
            if (i == 6) sb.append('/');
            sb.append(p.owner(i).letter());
        }
        sb.append(" r").append(p.round()).append('-').append(p.roundStarter().letter());
        sb.append(' ').append(p.phase().name().toLowerCase(Locale.ROOT));
        return sb.toString();
    }

    @Override
    public NamNamPosition parsePosition(String text) {
        String t = text == null ? "" : text.trim();
        String[] fields = t.split("\\s+");
        if (fields.length != 4) {
            throw NotationException.form(
                    TYPE,
                    EXAMPLE,
                    "a Nam Nam position has four fields separated by spaces: board, owners, "
                            + "round and phase, e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S SSSSSS/NNNNNN r1-S play; got '" + t
                            + "'");
        }
        String[] parts = fields[0].split("-");
        if (parts.length != 15) {
            throw NotationException.form(
                    TYPE,
                    EXAMPLE,
                    "the board field has 12 pit counts, two captures and the side to move, "
                            + "separated by '-', e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S; got '" + fields[0] + "'");
        }
        int[] v = new int[14];
        for (int i = 0; i < 14; i++) v[i] = number(parts[i], "field " + (i + 1) + " of the board");
        Player toMove = side(parts[14], "the side to move");
        int owners = owners(fields[1]);
        if (!fields[2].matches("(?i)r[0-9]{1,6}-[SN]")) {
            throw NotationException.form(
                    TYPE,
                    EXAMPLE,
                    "the round field is r, the round number, '-' and who started it, e.g. r1-S; got '" + fields[2]
                            + "'");
        }
        int round = number(fields[2].substring(1, fields[2].indexOf('-')), "the round number");
        if (round < 1) throw NotationException.impossible(TYPE, "rounds are numbered from 1");
        Player starter = side(fields[2].substring(fields[2].indexOf('-') + 1), "the round's starter");
        Phase phase;
        try {
            phase = Phase.valueOf(fields[3].toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw NotationException.form(TYPE, EXAMPLE, "the phase is play, choose or over, not '" + fields[3] + "'");
        }
        int[] pits = Arrays.copyOf(v, NamNamState.PITS);
        checkConsistent(pits, v[12], v[13], owners, toMove, phase);
        NamNamState s = NamNamState.fresh(this, pits, v[12], v[13], owners, toMove, round, starter, phase);
        if (phase == Phase.PLAY) {
            int[] buf = new int[SearchState.MAX_MOVES];
            if (s.legalMoves(buf) == 0) {
                throw NotationException.impossible(
                        TYPE,
                        "every sowing of " + toMove.displayName()
                                + " is endless: this round would already have ended by stalemate");
            }
        }
        return s.toPosition();
    }

    private static int number(String s, String what) {
        try {
            int n = Integer.parseInt(s.trim());
            if (n < 0) throw NotationException.negative(s, what + " is negative");
            return n;
        } catch (NumberFormatException e) {
            throw NotationException.notANumber(s, "'" + s + "' in " + what + " is not a number");
        }
    }

    private static Player side(String s, String what) {
        if (s.trim().equalsIgnoreCase("S")) return Player.SOUTH;
        if (s.trim().equalsIgnoreCase("N")) return Player.NORTH;
        throw new NotationException(
                NotationException.Reason.SIDE, Map.of("text", s), what + " is S or N, not '" + s + "'");
    }

    /** "SSSSSS/NNNNNN": the owners of pits 0..5 and 6..11, as a mask of North's pits. */
    private static int owners(String s) {
        if (!s.matches("(?i)[SN]{6}/[SN]{6}")) {
            throw NotationException.form(
                    TYPE,
                    EXAMPLE,
                    "the owners field is six S/N letters for pits A-F, '/', and six for a-f, "
                            + "e.g. SSSSSS/NNNNNS; got '" + s + "'");
        }
        String letters = s.replace("/", "").toUpperCase(Locale.ROOT);
        int mask = 0;
        for (int i = 0; i < NamNamState.PITS; i++) if (letters.charAt(i) == 'N') mask |= 1 << i;
        return mask;
    }

    /** The rules' invariants (§2.2, §2.8, §5.3), so that every accepted text is a position the game can reach. */
    private static void checkConsistent(int[] pits, int south, int north, int owners, Player toMove, Phase phase) {
        int board = 0;
        for (int x : pits) board += x;
        if (board + south + north != NamNamState.SEEDS) {
            throw NotationException.seedTotal(
                    NamNamState.SEEDS,
                    board + south + north,
                    "a Nam Nam position holds 48 seeds in pits and captures, this one " + (board + south + north));
        }
        boolean southRow = (owners & 0x3F) == 0;
        boolean northRow = (owners & 0xFC0) == 0xFC0;
        if (phase == Phase.OVER) {
            if (board != 0 || (owners != 0 && owners != NamNamState.ALL_PITS)) {
                throw NotationException.impossible(
                        TYPE, "a finished game has an empty board and one player owning every pit");
            }
            int winnerPits = NamNamState.holesFor(owners == 0 ? south : north, owners == 0 ? north : south);
            if (winnerPits != NamNamState.PITS) {
                throw NotationException.impossible(
                        TYPE, "these captures do not give the owner of every pit all 12 pits, so the game is not over");
            }
            return;
        }
        if (!southRow && !northRow || owners == 0 || owners == NamNamState.ALL_PITS) {
            throw NotationException.impossible(
                    TYPE,
                    "in a round, one player owns its whole row, the other player's pits "
                            + "are all in its own row, and each owns at least one pit");
        }
        if (phase == Phase.CHOOSE) {
            int southPits = NamNamState.holesFor(south, north);
            if (board != 0 || southPits == 0 || southPits == 6 || southPits == 12) {
                throw NotationException.impossible(
                        TYPE, "a choice is made on an empty board after a round won by a lead of 1 to 5 pits");
            }
            if ((southPits > 6) != (toMove == Player.SOUTH)) {
                throw NotationException.impossible(
                        TYPE, "the round's leader chooses, so " + (southPits > 6 ? "S" : "N") + " is to move");
            }
            return;
        }
        if (south % 4 != 0 || north % 4 != 0 || board < 8) {
            throw NotationException.impossible(
                    TYPE,
                    "during a round the captures are multiples of 4 and at least 8 seeds "
                            + "are in play (the eight-seed rule ends a round before fewer are left)");
        }
        int mine = toMove == Player.NORTH ? owners : ~owners & NamNamState.ALL_PITS;
        boolean hasSeeds = false;
        for (int i = 0; i < NamNamState.PITS; i++) if ((mine >>> i & 1) != 0 && pits[i] > 0) hasSeeds = true;
        if (!hasSeeds) {
            throw NotationException.impossible(
                    TYPE,
                    toMove.displayName() + " owns no seeds and would pass: "
                            + toMove.opponent().displayName() + " is to move");
        }
    }

    @Override
    public NamNamState searchState(Position position) {
        return state(position);
    }

    private NamNamState state(Position position) {
        return NamNamState.of(cast(position));
    }

    private NamNamPosition cast(Position position) {
        if (!(position instanceof NamNamPosition np) || !np.game().options().equals(options)) {
            throw new IllegalArgumentException("not a position of " + TYPE.name() + " with options " + options);
        }
        return np;
    }

    /**
     * A safety bound, not a proof: a round ends (by captures, cycle or stalemate) within a bounded number of
     * moves, but the number of rounds is unbounded in principle. Random games stay far below this (see
     * NamNamContractTest and docs/notation/nam-nam.md for the measured lengths).
     */
    @Override
    public int maxGameLength() {
        return 250_000;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NamNam n && n.options.equals(options);
    }

    @Override
    public int hashCode() {
        return options.hashCode() * 31 + 7;
    }
}
