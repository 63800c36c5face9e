package org.kete.engine.bao;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.Advantage;
import org.kete.engine.BoardLayout;
import org.kete.engine.Choice;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOption;
import org.kete.engine.RuleOptions;
import org.kete.engine.Sowing;
import org.kete.engine.Trace;
import org.kete.engine.Transition;
import org.kete.engine.fourrow.Direction;
import org.kete.engine.fourrow.FourRowBoard;

/**
 * The Bao family on a 4 x 8 board, exactly as ../shared/rules/four-row-games.md §2, §3 (Bao la Kujifunza) and
 * §5 (Bao la Kiswahili, Zanzibar tournament rules). The rules live in {@link BaoState}.
 *
 * <p>Terms, used only in this package: <b>kichwa</b> = a front-row end pit (F1, F8); <b>kimbi zone</b> = F1, F2
 * and F7, F8, where a capture forces the nearer kichwa; <b>nyumba</b> = the square pit F5 (Kiswahili), with its
 * <b>tax</b> (only 2 seeds lifted) and <b>safari</b> (emptied to go on); <b>namua</b> = the first stage of
 * Kiswahili, each move entering a seed from the store; <b>mtaji</b> = a capture move, and the second stage;
 * <b>takasa</b> (kutakata) = a move that captures nothing; <b>takasia</b> = the block of one pit after a mtaji
 * takasa (§5.6).
 *
 * <p>Rule choices, all from the rules file: South moves first; a move is chosen whole (pit, direction or kichwa,
 * stop or safari) and executed to the end; a capture move starts from 2..15 seeds (mtaji) and is mandatory;
 * captured seeds are sown from a kichwa (§3.4); a takasa never captures; a lone kichwa may not be sown towards
 * the back row; a front row emptied ends the game at once; a player without a legal move loses. Options:
 * {@code forbidKichwaOutward}, {@code neverEnding} (illegal | loss), {@code maxLaps} (1000), {@code repetition}
 * (threefold | none) for both games, and for Kiswahili {@code mtajiNyumba}, {@code loseNyumbaOnMtajiCapture},
 * {@code nyumbaBelowSix}, {@code taxRequires}, {@code singletonTakasa}, {@code namuaStopTest}, {@code takasia},
 * {@code takasiaSingleExempt}, {@code takasiaNyumbaExempt}, {@code takasiaObligation} (§5.10).
 *
 * <p>Notation (docs/notation/bao.md): pit then direction, {@code A4>} / {@code a4<}; a takasa carries a
 * trailing {@code *}; a namua capture names the kichwa instead, {@code A6L} / {@code A6R}; {@code +} is safari
 * ({@code A3L+}); the tax is {@code A5>*t}.
 */
public final class Bao implements Game {

    static final FourRowBoard BOARD = new FourRowBoard(BaoState.N);

    public static final GameType KUJIFUNZA = GameType.of(
                    "bao-la-kujifunza",
                    "Bao la Kujifunza",
                    "Tanzania (East Africa)",
                    "Bao for learners: two seeds in every pit, relay sowing, and captured seeds sown back in from"
                            + " the ends of your front row.")
            .board(4, BaoState.N, BaoState.SEEDS, BOARD.layout())
            .advantage(Advantage.POSITION)
            .sowing(Sowing.BOTH_WAYS)
            .options(options(BaoRules.Variant.KUJIFUNZA))
            .rules(o -> new Bao(Bao.KUJIFUNZA, BaoRules.Variant.KUJIFUNZA, o));

    // Kiswahili's stores (ghala) lie off the board; drawn beside it, North's on the left.
    public static final GameType KISWAHILI = GameType.of(
                    "bao-la-kiswahili",
                    "Bao la Kiswahili",
                    "Zanzibar and Tanzania (East Africa)",
                    "The master's Bao: enter seeds from your store, guard your nyumba, then relay-sow and capture"
                            + " until a front row falls empty.")
            .board(4, BaoState.N, BaoState.SEEDS, new BoardLayout(BOARD.layout().grid(), true, Player.NORTH))
            .advantage(Advantage.POSITION)
            .sowing(Sowing.BOTH_WAYS)
            .options(options(BaoRules.Variant.KISWAHILI))
            .rules(o -> new Bao(Bao.KISWAHILI, BaoRules.Variant.KISWAHILI, o));

    /** The options of both games, and for Kiswahili those of its nyumba and takasia. */
    private static List<RuleOption> options(BaoRules.Variant variant) {
        List<RuleOption> o = new ArrayList<>();
        o.add(RuleOption.bool(
                "forbidKichwaOutward",
                "A lone kichwa may not be sown towards the back row (false: it may, and its owner loses at once)",
                true));
        o.add(RuleOption.choice(
                "neverEnding",
                "A move that would never end: illegal, or legal but losing",
                BaoRules.NeverEnding.ILLEGAL));
        o.add(RuleOption.integer(
                "maxLaps",
                "Laps after which a move that would relay again counts as never-ending (§2.7: tested only before"
                        + " a relay, so capture sowings may pass it)",
                1000,
                1,
                1_000_000));
        o.add(RuleOption.choice(
                "repetition",
                "The same position a third time draws (threefold), or never (none)",
                BaoRules.Repetition.THREEFOLD));
        if (variant == BaoRules.Variant.KISWAHILI) {
            o.add(RuleOption.choice(
                    "mtajiNyumba",
                    "The nyumba in the mtaji stage: no privileges, a takasa stops in it while owned, or the namua"
                            + " stop and safari rules",
                    BaoRules.MtajiNyumba.NONE));
            o.add(RuleOption.bool(
                    "loseNyumbaOnMtajiCapture", "The owner's first capture in the mtaji stage ends his nyumba", true));
            o.add(RuleOption.choice(
                    "nyumbaBelowSix",
                    "An owned nyumba below 6 seeds is suspended until it has 6 again, or lost",
                    BaoRules.NyumbaBelowSix.SUSPENDED));
            o.add(RuleOption.choice(
                    "taxRequires",
                    "The tax needs a functional nyumba (6 or more seeds) or only an owned one",
                    BaoRules.TaxRequires.FUNCTIONAL));
            o.add(RuleOption.choice(
                    "singletonTakasa",
                    "A namua takasa may start from a single seed while the nyumba is functional, or while owned",
                    BaoRules.SingletonTakasa.WHILE_FUNCTIONAL));
            o.add(RuleOption.choice(
                    "namuaStopTest",
                    "A takasa stops in the nyumba if it is functional at the landing, or was at the move's start",
                    BaoRules.NamuaStopTest.AT_LANDING));
            o.add(RuleOption.bool("takasia", "The takasia block after a mtaji takasa", true));
            o.add(RuleOption.bool("takasiaSingleExempt", "A pit holding one seed cannot be blocked", true));
            o.add(RuleOption.choice(
                    "takasiaNyumbaExempt",
                    "The nyumba cannot be blocked while owned, or only while functional",
                    BaoRules.TakasiaNyumbaExempt.OWNED));
            o.add(RuleOption.choice(
                    "takasiaObligation",
                    "The blocker must capture the blocked pit next: no, with the first capture, or with any",
                    BaoRules.TakasiaObligation.NONE));
        }
        return o;
    }

    final BaoRules rules;
    private final GameType type;
    private final RuleOptions options;

    Bao(GameType type, BaoRules.Variant variant, RuleOptions options) {
        this.type = type;
        this.options = options;
        this.rules = BaoRules.of(variant, options);
    }

    @Override
    public GameType type() {
        return type;
    }

    @Override
    public RuleOptions options() {
        return options;
    }

    @Override
    public BaoPosition start(Player first) {
        int[] pits = new int[BaoState.PITS];
        int[] store = new int[2];
        boolean[] owned = new boolean[2];
        if (rules.isKiswahili()) {
            // §5.2: 6 in the nyumba and 2 in each of the two pits to its right, 22 in the store.
            for (int p = 0; p < 2; p++) {
                pits[p * BaoState.RING + BaoState.F5] = 6;
                pits[p * BaoState.RING + BaoState.F5 + 1] = 2;
                pits[p * BaoState.RING + BaoState.F5 + 2] = 2;
                store[p] = 22;
                owned[p] = true;
            }
        } else {
            java.util.Arrays.fill(pits, 2); // §3.1
        }
        return BaoState.fresh(this, pits, store, owned, BaoState.NONE, BaoState.NONE, first, null)
                .toPosition();
    }

    @Override
    public List<Move> legalMoves(Position position) {
        BaoState s = state(position);
        return s.legalMoveList(code -> toMove(s, position, code));
    }

    /** The move with its choices: pit, then direction or kichwa, then (where reached) stop or safari. */
    private Move toMove(BaoState s, Position position, int code) {
        int pit = BaoMove.pit(code);
        List<Choice> choices = new ArrayList<>(3);
        choices.add(Choice.pit(pit, pitName(pit)));
        Direction d = BaoMove.direction(code);
        if (isNamuaCapture(position, code)) {
            choices.add(Choice.of(Choice.Kind.KICHWA, d == Direction.CW ? "L" : "R"));
        } else {
            choices.add(Choice.of(Choice.Kind.DIRECTION, String.valueOf(d.symbol)));
        }
        if (BaoMove.isSafari(code) || s.reachesNyumbaDecision(code)) {
            choices.add(Choice.of(Choice.Kind.NYUMBA, BaoMove.isSafari(code) ? "safari" : "stop"));
        }
        return new Move(code, notation(position, code), choices);
    }

    private static boolean isNamuaCapture(Position position, int code) {
        return BaoMove.isCapture(code) && position.score(position.toMove()) > 0;
    }

    /** {@code A4>}, {@code a4<*}, {@code A6L}, {@code A3L+}, {@code A5>*t}: see docs/notation/bao.md. */
    String notation(Position position, int code) {
        StringBuilder sb = new StringBuilder(pitName(BaoMove.pit(code)));
        Direction d = BaoMove.direction(code);
        if (isNamuaCapture(position, code)) sb.append(d == Direction.CW ? 'L' : 'R');
        else sb.append(d.symbol);
        if (BaoMove.isSafari(code)) sb.append('+');
        if (!BaoMove.isCapture(code)) sb.append('*');
        if (BaoMove.isTax(code)) sb.append('t');
        return sb.toString();
    }

    @Override
    public Transition apply(Position position, Move move) {
        BaoState s = state(position);
        if (position.isOver()) throw IllegalMoveException.gameOver(position.outcome());
        if (!s.isLegal(move.code())) throw IllegalMoveException.notLegal(move.notation(), names(legalMoves(position)));
        Move m = toMove(s, position, move.code());
        Trace trace = new Trace();
        s.play(move.code(), trace);
        return new Transition(position, m, s.toPosition(), trace.events());
    }

    private static List<String> names(List<Move> moves) {
        List<String> names = new ArrayList<>();
        for (Move m : moves) names.add(m.notation());
        return names;
    }

    /**
     * Reads a move: the pit ({@code A4}, {@code b7}), then the direction ({@code >} {@code <}, or {@code cw}
     * {@code ccw}) or, for a namua capture, the kichwa ({@code L} {@code R}); then {@code +} (or
     * {@code +safari}) for safari. The takasa mark {@code *} and the tax mark {@code t} (or {@code tax}) may be
     * left out; spaces are ignored. Whatever is left out must leave exactly one legal move.
     */
    @Override
    public Move parseMove(Position position, String text) {
        String raw = text == null ? "" : text.trim();
        if (raw.isEmpty()) throw IllegalMoveException.noMove();
        if (position.isOver()) throw IllegalMoveException.gameOver(position.outcome());
        String t = raw.replaceAll("\\s+", "");
        int digits = 1;
        while (digits < t.length() && Character.isDigit(t.charAt(digits))) digits++;
        int pit = BOARD.parse(t.substring(0, Math.min(digits, t.length())));
        if (pit < 0) {
            throw IllegalMoveException.unreadable(
                    raw,
                    type,
                    "a Bao move",
                    "write a pit (A1-A8, B1-B8 for South, a1-a8, b1-b8 for North) and a direction, e.g. A4> or a4<*");
        }
        Player mover = position.toMove();
        if (BOARD.owner(pit) != mover.index()) {
            throw new IllegalMoveException(
                    IllegalMoveException.Reason.OPPONENTS_PIT,
                    pit,
                    pitName(pit),
                    pitName(pit) + " is " + mover.opponent().displayName() + "'s pit; " + mover.displayName()
                            + " is to move");
        }
        String rest = t.substring(digits).toLowerCase(Locale.ROOT);
        rest = rest.replace("+safari", "+")
                .replace("safari", "+")
                .replace("ccw", "<")
                .replace("cw", ">");
        rest = rest.replace("tax", "t").replace("*", "");
        Character way = null;
        boolean safari = false;
        Boolean tax = null;
        for (char c : rest.toCharArray()) {
            switch (c) {
                case '<', '>', 'l', 'r' -> {
                    if (way != null)
                        throw new IllegalMoveException(
                                IllegalMoveException.Reason.TWO_DIRECTIONS,
                                pit,
                                Map.of("text", raw),
                                "'" + raw + "' names two directions");
                    way = c;
                }
                case '+' -> safari = true;
                case 't' -> tax = true;
                default ->
                    throw new IllegalMoveException(
                            IllegalMoveException.Reason.UNEXPECTED,
                            pit,
                            Map.of("text", raw, "character", String.valueOf(c)),
                            "'" + raw + "': unexpected '" + c
                                    + "'; after the pit write > or < (a kichwa L or R for a namua capture), + for"
                                    + " safari");
            }
        }
        List<Move> legal = legalMoves(position);
        List<Move> found = new ArrayList<>();
        for (Move m : legal) {
            int code = m.code();
            if (BaoMove.pit(code) != pit || BaoMove.isSafari(code) != safari) continue;
            if (tax != null && BaoMove.isTax(code) != tax) continue;
            if (way != null) {
                boolean kichwa = isNamuaCapture(position, code);
                Direction d = BaoMove.direction(code);
                char expected = kichwa ? (d == Direction.CW ? 'l' : 'r') : d.symbol;
                if (way != expected) continue;
            }
            found.add(m);
        }
        if (found.size() == 1) return found.get(0);
        if (found.isEmpty()) throw illegal(position, raw, pit, way, legal);
        throw new IllegalMoveException(
                IllegalMoveException.Reason.AMBIGUOUS,
                pit,
                Map.of("text", raw, "moves", names(found)),
                "'" + raw + "' is ambiguous here; write one of: " + String.join(" ", names(found)));
    }

    /**
     * Why no legal move matches a move read from {@code raw} (its pit, of the player to move, and the direction
     * letter or null): the rule that refuses it, as a reason and a sentence, without the list of legal moves
     * (a learner asked to find the move must not be shown it).
     */
    private IllegalMoveException illegal(Position position, String raw, int pit, Character way, List<Move> legal) {
        BaoPosition p = (BaoPosition) position;
        BaoState s = state(position);
        Player mover = p.toMove();
        String name = pitName(pit);
        int t = pit % BaoState.RING;
        boolean namua = p.score(mover) > 0;
        boolean fromPit = false;
        boolean anyCapture = false;
        for (Move m : legal) {
            fromPit |= BaoMove.pit(m.code()) == pit;
            anyCapture |= BaoMove.isCapture(m.code());
        }
        // The direction written, if any (a namua kichwa L is clockwise, R counter-clockwise).
        Direction dir = way == null ? null : way == '>' || way == 'l' ? Direction.CW : Direction.CCW;
        IllegalMoveException.Reason why;
        String text;
        if (p.seeds(pit) == 0) {
            why = IllegalMoveException.Reason.EMPTY_PIT;
            text = name + " is empty";
        } else if (s.isNeverEndingCandidate(pit, dir) && (dir != null || !fromPit)) {
            why = IllegalMoveException.Reason.NEVER_ENDING;
            text = "the sowing from " + name + " would never end (it is still going after " + rules.maxLaps()
                    + " laps), so it is not a legal move";
        } else if (fromPit && isLoneKichwaOutward(p, mover, t, dir)) {
            why = IllegalMoveException.Reason.LONE_KICHWA;
            text = name + " is the only occupied pit of the front row: sown towards the back row it would empty"
                    + " the front row, which is not allowed";
        } else if (fromPit) {
            why = IllegalMoveException.Reason.DIRECTION;
            text = name + " may be sown here, but not as '" + raw + "'";
        } else if (p.takasia() == pit) {
            why = IllegalMoveException.Reason.BLOCKED;
            text = name + " is blocked by takasia for this move";
        } else if (anyCapture && p.obligation() != BaoState.NONE && BOARD.owner(p.obligation()) != mover.index()) {
            why = IllegalMoveException.Reason.OBLIGATION;
            text = "the move must capture " + pitName(p.obligation()) + ", the pit blocked by takasia";
        } else if (anyCapture) {
            why = IllegalMoveException.Reason.CAPTURE_REQUIRED;
            text = "a capture is possible, so the move must capture, and " + name + " captures nothing";
        } else if (namua && t >= BaoState.N) {
            why = IllegalMoveException.Reason.FRONT_ROW_IN_NAMUA;
            text = "while seeds are left in the store a move starts in the front row, and " + name + " is in the back"
                    + " row";
        } else if (namua && t == BaoState.F5 && p.owns(mover) && p.seeds(pit) >= 6) {
            why = IllegalMoveException.Reason.NYUMBA;
            text = name + " is the nyumba, holding 6 seeds or more, and a nyumba is not sown in a takasa";
        } else if (p.seeds(pit) == 1) {
            why = IllegalMoveException.Reason.SINGLE_SEED;
            text = name + " holds a single seed, which may not be sown while a pit holds two or more";
        } else if (!namua && t >= BaoState.N) {
            why = IllegalMoveException.Reason.FRONT_ROW_FIRST;
            text = "a takasa starts in the front row while a front pit holds two seeds or more, and " + name
                    + " is in the back row";
        } else {
            return IllegalMoveException.notLegal(raw, List.of());
        }
        if (why == IllegalMoveException.Reason.OBLIGATION)
            return new IllegalMoveException(why, pit, Map.of("pit", name, "blocked", pitName(p.obligation())), text);
        return new IllegalMoveException(why, pit, name, text);
    }

    /** §3.6: the lone occupied front pit at an end, sown towards the back row (A1< or A8>). */
    private static boolean isLoneKichwaOutward(BaoPosition p, Player mover, int t, Direction way) {
        if (way == null || (t != BaoState.F1 && t != BaoState.F8)) return false;
        for (int i = 0; i < BaoState.N; i++) {
            if (i != t && p.seeds(mover.index() * BaoState.RING + i) > 0) return false;
        }
        return t == BaoState.F1 ? way == Direction.CCW : way == Direction.CW;
    }

    @Override
    public String pitName(int pit) {
        return BOARD.name(pit);
    }

    /**
     * The position text (docs/notation/bao.md): each player's ring t0..t15 (F1..F8, then B8..B1) separated by
     * commas, South's ring '/' North's ring; for Kiswahili the stores {@code 22-22}, the nyumba flags
     * ({@code SN}, {@code S-}, {@code -N}, {@code --}) and the takasia field ({@code -}, {@code a7} blocked,
     * {@code a7!} blocked with the blocker's obligation, {@code !a7} the obligation alone); the side to move;
     * when the game is over, the result and the reason ({@code 1-0 front-row-empty}).
     */
    @Override
    public String formatPosition(Position position) {
        BaoPosition p = (BaoPosition) position;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < BaoState.PITS; i++) {
            if (i > 0) sb.append(i == BaoState.RING ? '/' : ',');
            sb.append(p.seeds(i));
        }
        if (rules.isKiswahili()) {
            sb.append(' ').append(p.score(Player.SOUTH)).append('-').append(p.score(Player.NORTH));
            sb.append(' ').append(p.owns(Player.SOUTH) ? 'S' : '-').append(p.owns(Player.NORTH) ? 'N' : '-');
            sb.append(' ').append(takasiaField(p.takasia(), p.obligation()));
        }
        sb.append(' ').append(p.toMove().letter());
        Outcome o = p.outcome();
        if (o.over()) {
            sb.append(' ')
                    .append(o.resultText())
                    .append(' ')
                    .append(RuleOption.canonical(o.reason().name()));
        }
        return sb.toString();
    }

    private String takasiaField(int takasia, int obligation) {
        if (takasia == BaoState.NONE && obligation == BaoState.NONE) return "-";
        if (takasia == BaoState.NONE) return "!" + pitName(obligation);
        return pitName(takasia) + (obligation == takasia ? "!" : "");
    }

    @Override
    public BaoPosition parsePosition(String text) {
        String t = text == null ? "" : text.trim();
        String[] f = t.split("\\s+");
        int base = rules.isKiswahili() ? 5 : 2;
        String example = example();
        if (f.length != base && f.length != base + 2) {
            throw NotationException.form(
                    type,
                    example,
                    "a " + type.name() + " position has " + base
                            + " fields (and, when over, the result and the reason), e.g. " + example + "; got '" + t
                            + "'");
        }
        String[] rings = f[0].split("/", -1);
        if (rings.length != 2)
            throw NotationException.form(type, example, "the board is South's ring '/' North's ring: " + f[0]);
        int[] pits = new int[BaoState.PITS];
        for (int p = 0; p < 2; p++) {
            String[] v = rings[p].split(",", -1);
            if (v.length != BaoState.RING) {
                throw NotationException.form(
                        type,
                        example,
                        "each ring has 16 counts (F1..F8, then B8..B1), "
                                + Player.of(p).displayName() + "'s has " + v.length);
            }
            for (int i = 0; i < BaoState.RING; i++) pits[p * BaoState.RING + i] = count(v[i], "a pit");
        }
        int[] store = new int[2];
        boolean[] owned = new boolean[2];
        int takasia = BaoState.NONE;
        int obligation = BaoState.NONE;
        if (rules.isKiswahili()) {
            String[] s = f[1].split("-", -1);
            if (s.length != 2)
                throw NotationException.form(type, example, "the stores are written South-North, e.g. 22-22");
            store[0] = count(s[0], "a store");
            store[1] = count(s[1], "a store");
            String ny = f[2];
            if (ny.length() != 2
                    || (ny.charAt(0) != 'S' && ny.charAt(0) != '-')
                    || (ny.charAt(1) != 'N' && ny.charAt(1) != '-')) {
                throw NotationException.form(
                        type, example, "the nyumba field is SN, S-, -N or -- (owned by South, North), not " + ny);
            }
            owned[0] = ny.charAt(0) == 'S';
            owned[1] = ny.charAt(1) == 'N';
            String tk = f[3];
            if (!tk.equals("-")) {
                boolean onlyObligation = tk.startsWith("!");
                boolean withObligation = tk.endsWith("!");
                int pit = BOARD.parse(tk.replace("!", ""));
                if (pit < 0 || BOARD.track(pit) >= BaoState.N) {
                    throw NotationException.form(
                            type, example, "the takasia field is -, a front pit (a7), a7! or !a7, not " + tk);
                }
                if ((onlyObligation || withObligation)
                        && rules.takasiaObligation() == BaoRules.TakasiaObligation.NONE) {
                    throw NotationException.form(
                            type,
                            example,
                            "'" + tk + "' marks a takasia obligation, which these rules do not have"
                                    + " (option takasiaObligation)");
                }
                if (onlyObligation) obligation = pit;
                else takasia = pit;
                if (withObligation) obligation = pit;
            }
        }
        Player toMove = side(f[base - 1]);
        if (takasia != BaoState.NONE && BOARD.owner(takasia) != toMove.index()) {
            throw NotationException.impossible(
                    type, "takasia blocks a pit of the player to move, not " + pitName(takasia));
        }
        int total = store[0] + store[1];
        for (int x : pits) total += x;
        if (total != BaoState.SEEDS) {
            throw NotationException.seedTotal(
                    BaoState.SEEDS,
                    total,
                    "a Bao position holds 64 seeds on the board and in the stores, this one " + total);
        }
        Outcome outcome = f.length == base + 2 ? outcome(f[base], f[base + 1], store) : null;
        return BaoState.fresh(this, pits, store, owned, takasia, obligation, toMove, outcome)
                .toPosition();
    }

    private static int count(String s, String what) {
        try {
            int v = Integer.parseInt(s.trim());
            if (v < 0 || v > BaoState.SEEDS) throw new NumberFormatException();
            return v;
        } catch (NumberFormatException e) {
            throw NotationException.notANumber(s, "'" + s + "' is not a seed count (0-64) for " + what);
        }
    }

    private static Player side(String s) {
        if (s.equals("S")) return Player.SOUTH;
        if (s.equals("N")) return Player.NORTH;
        throw NotationException.side(s);
    }

    /** A position text of these rules, for the messages of texts that do not read. */
    private String example() {
        return rules.isKiswahili()
                ? "0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0,0,0,0,0,0,0,0,0 22-22 SN - S"
                : "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2 S";
    }

    private Outcome outcome(String result, String why, int[] store) {
        EndReason reason;
        try {
            reason = EndReason.valueOf(why.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw NotationException.form(type, example(), "unknown end reason '" + why + "'");
        }
        return switch (result) {
            case "1-0" -> Outcome.win(Player.SOUTH, store[0], store[1], reason);
            case "0-1" -> Outcome.win(Player.NORTH, store[0], store[1], reason);
            case "1/2-1/2" -> Outcome.draw(store[0], store[1], reason);
            default ->
                throw NotationException.form(
                        type, example(), "the result is 1-0, 0-1 or 1/2-1/2, not '" + result + "'");
        };
    }

    @Override
    public BaoState searchState(Position position) {
        return state(position);
    }

    private BaoState state(Position position) {
        if (!(position instanceof BaoPosition bp) || !bp.game().equals(this)) {
            throw new IllegalArgumentException("not a position of " + type.name() + " with options " + options);
        }
        return BaoState.of(bp);
    }

    /**
     * Threefold repetition bounds every game; random games end within 200 plies (§6), so this is a generous
     * safety bound for tests and tools.
     */
    @Override
    public int maxGameLength() {
        return 100_000;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bao b && b.type.id().equals(type.id()) && b.options.equals(options);
    }

    @Override
    public int hashCode() {
        return type.id().hashCode() * 31 + options.hashCode();
    }
}
