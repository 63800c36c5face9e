package org.kete.cli.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.Function;
import org.kete.ai.AlphaBeta;
import org.kete.ai.GameAi;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.ai.book.BookSearcher;
import org.kete.ai.egtb.AutoTables;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * {@code kete engine}: a line-based protocol on standard input and output for programs that drive Kete. For
 * Oware it speaks the UCI-style dialect of existing Oware engines (uci, isready, ucinewgame, position, go,
 * stop, quit; moves as pit letters, written together or apart; positions in the established
 * {@code 4-4-...-0-0-S} text), so tournament tools made for them can play Kete. Kete adds commands for every
 * game: game, moves, play, state (one line of JSON) and d. Every bad command gets one line starting with
 * {@code error} and the engine keeps running. See docs/protocol.md for every command with a transcript.
 *
 * <p>Searches run on a worker thread so that {@code stop}, {@code isready} and {@code quit} are heard while
 * thinking. Any other command waits for a running search to finish (a {@code go infinite} or
 * {@code go ponder} search must be stopped first), which keeps scripted sessions in order.
 */
public final class EngineProtocol {
    static final String DEFAULT_GAME = "oware";
    static final long DEFAULT_MOVETIME_MS = 1000;
    static final int DEFAULT_HASH_MIB = 32;
    static final int MAX_HASH_MIB = 1024;
    private static final long SLIP_SEED = 0x4B455445L;
    private static final String EXAMPLE_POSITION = "position startpos moves FfBc";

    private final BufferedReader in;
    private final PrintStream out;

    private Game game;
    private Position start;
    private Position current;
    private final List<Move> played = new ArrayList<>();

    private int hashMiB = DEFAULT_HASH_MIB;
    /** Where Oware's endgame tables are (kete egtb build); empty for none. */
    private String egtbDir = "";

    private int level = Levels.all().size();
    /** Whether the strongest level plays from Kete's opening book (OwnBook, as Aalina names it; on by default). */
    private boolean ownBook = true;

    private Searcher searcher;
    /** The strongest level's search under {@link #searcher} (null at lower levels), for fixed-limit searches. */
    private AlphaBeta strongest;

    /** The tables found or built in the background (kete engine's default), or null; see {@link AutoTables}. */
    private final AutoTables auto;
    /** Whether the current searcher was made with {@link #auto}'s tables (it is remade once they are ready). */
    private boolean searcherHasAutoTables;
    /** The automatic tables' news, held until the GUI has said uci (or isready), then sent as info strings. */
    private final List<String> notes = new ArrayList<>();

    private boolean greeted;

    // The running search, if any; only the reading thread starts, stops and joins it.
    private Thread worker;
    private Control control;

    private EngineProtocol(InputStream in, PrintStream out, Function<Consumer<String>, AutoTables> autoTables) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        selectGame(Games.byId(DEFAULT_GAME).create());
        this.auto = autoTables == null ? null : autoTables.apply(this::note);
    }

    /** Reads commands until {@code quit} or the end of input; returns the process exit code. No tables. */
    public static int run(InputStream in, PrintStream out) {
        return new EngineProtocol(in, out, null).loop();
    }

    /**
     * As {@link #run(InputStream, PrintStream)}, the strongest level using the Oware endgame tables that {@code
     * autoTables} finds or builds (given the protocol's way of telling the GUI, as info strings) from the moment
     * they are ready; {@code setoption name EgtbDir} still chooses a directory of its own.
     */
    public static int run(InputStream in, PrintStream out, Function<Consumer<String>, AutoTables> autoTables) {
        return new EngineProtocol(in, out, autoTables).loop();
    }

    /** As {@link #run(InputStream, PrintStream)} with the tables of {@code egtbDir}, as setoption name EgtbDir. */
    public static int run(InputStream in, PrintStream out, String egtbDir) {
        EngineProtocol p = new EngineProtocol(in, out, null);
        p.egtbDir = egtbDir;
        return p.loop();
    }

    /** Runs the protocol on this process's standard streams, until the cli wires {@code kete engine}. */
    public static void main(String[] args) {
        System.exit(run(System.in, System.out));
    }

    private int loop() {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                String text = line.strip();
                if (text.isEmpty()) continue;
                try {
                    if (!command(text.split("\\s+"))) return 0;
                } catch (Refused | IllegalArgumentException | IllegalMoveException | NotationException e) {
                    // These carry messages written for the user (bad options, game ids, moves, positions).
                    error(e.getMessage());
                } catch (RuntimeException e) {
                    error("internal error, please report: " + e);
                }
            }
            finishSearch(control != null && control.waitsForStop());
            return 0;
        } catch (IOException e) {
            error("cannot read input: " + e.getMessage());
            finishSearch(true);
            return 1;
        }
    }

    /** Carries out one command; false means quit. */
    private boolean command(String[] t) {
        switch (t[0]) {
            case "uci" -> identify();
            case "isready" -> {
                greet();
                send("readyok");
            }
            case "debug" -> {
                // UCI's debug switch: accepted; Kete has no extra debug output.
            }
            case "quit" -> {
                finishSearch(true);
                return false;
            }
            case "stop" -> finishSearch(true);
            // Aalina's wait: read nothing more until the running search has printed its bestmove. It prints
            // nothing itself; during go infinite or go ponder it is refused, since only stop could end the wait.
            case "wait" -> awaitIdle();
            case "ponderhit" -> ponderHit();
            case "ucinewgame" -> {
                awaitIdle();
                selectGame(game);
                // A new game starts with a new searcher: the strongest level's kept table is emptied, a
                // weaker level restarts its slips.
                searcher = null;
            }
            case "position" -> {
                awaitIdle();
                setPosition(t);
            }
            case "go" -> {
                awaitIdle();
                go(t);
            }
            case "setoption" -> {
                awaitIdle();
                setOption(t);
            }
            case "game" -> {
                awaitIdle();
                chooseGame(t);
            }
            case "moves" -> {
                awaitIdle();
                StringBuilder sb = new StringBuilder("moves");
                for (Move m : game.legalMoves(current)) sb.append(' ').append(m.notation());
                send(sb.toString());
            }
            case "play" -> {
                awaitIdle();
                if (t.length < 2) throw new Refused("play needs a move, e.g. play " + exampleMove());
                List<Move> moves = new ArrayList<>();
                current = applyMoves(current, Arrays.asList(t).subList(1, t.length), moves, played.size());
                played.addAll(moves);
            }
            case "state" -> {
                awaitIdle();
                send(stateJson());
            }
            case "d", "display" -> {
                awaitIdle();
                for (String line : BoardText.render(current)) send(line);
            }
            case "help" -> help();
            default ->
                throw new Refused("unknown command '" + t[0] + "'; commands: uci isready ucinewgame position"
                        + " go stop wait quit setoption game moves play state d help");
        }
        return true;
    }

    // ---- identification and options ----

    private void identify() {
        send("id name Kete");
        send("id author the Kete developers");
        send("option name Hash type spin default " + DEFAULT_HASH_MIB + " min 1 max " + MAX_HASH_MIB);
        send("option name Level type spin default " + Levels.all().size() + " min 1 max "
                + Levels.all().size());
        send("option name Ponder type check default false");
        send("option name EgtbDir type string default <empty>");
        send("option name OwnBook type check default true");
        send("uciok");
        greet();
    }

    /** The automatic tables' news: sent at once after the greeting, held before it. */
    private void note(String message) {
        synchronized (notes) {
            if (greeted) send("info string " + message);
            else notes.add(message);
        }
    }

    private void greet() {
        synchronized (notes) {
            greeted = true;
            for (String n : notes) send("info string " + n);
            notes.clear();
        }
    }

    /** {@code setoption name <name> [value <value>]}; names are matched ignoring case, as UCI asks. */
    private void setOption(String[] t) {
        int nameAt = indexOf(t, "name");
        int valueAt = indexOf(t, "value");
        if (nameAt != 1 || t.length < 3 || valueAt == 2) {
            throw new Refused("setoption is written setoption name <name> value <value>");
        }
        String name = String.join(" ", Arrays.asList(t).subList(2, valueAt < 0 ? t.length : valueAt));
        String value = valueAt < 0 ? "" : String.join(" ", Arrays.asList(t).subList(valueAt + 1, t.length));
        switch (name.toLowerCase(Locale.ROOT)) {
            case "hash" -> hashMiB = intIn("Hash", value, 1, MAX_HASH_MIB);
            case "level" -> level = intIn("Level", value, 1, Levels.all().size());
            case "ponder" -> {
                // Pondering is the GUI's choice (go ponder); the option only tells the GUI it may.
                checkBoolean("Ponder", value);
            }
            case "ownbook" -> ownBook = checkBoolean("OwnBook", value);
            case "egtbdir" -> {
                String dir = value.trim().equals("<empty>") ? "" : value.trim();
                if (!dir.isEmpty() && !java.nio.file.Files.isDirectory(java.nio.file.Path.of(dir))) {
                    throw new Refused("option EgtbDir names no directory: '" + dir + "'");
                }
                egtbDir = dir;
            }
            default -> {
                // As UCI engines do, an option this engine does not have (another engine's, such as Aalina's
                // EngineTurn or UseLeaves) is ignored with a note, so a GUI's usual settings never stop a session.
                send("info string no option '" + name + "' (ignored); options: Hash, Level, Ponder, EgtbDir, OwnBook");
                return;
            }
        }
        searcher = null;
    }

    private static boolean checkBoolean(String name, String value) {
        if (!value.equals("true") && !value.equals("false")) {
            throw new Refused("option " + name + " is true or false, not '" + value + "'");
        }
        return value.equals("true");
    }

    private static int intIn(String name, String value, int min, int max) {
        try {
            int v = Integer.parseInt(value.trim());
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new Refused(
                "option " + name + " takes a whole number from " + min + " to " + max + ", not '" + value + "'");
    }

    // ---- the game and the position ----

    private void chooseGame(String[] t) {
        if (t.length < 2) {
            throw new Refused("game needs a game id, e.g. game oware; games: " + gameIds());
        }
        Game chosen = Games.byId(t[1]).create(String.join(" ", Arrays.asList(t).subList(2, t.length)));
        selectGame(chosen);
        searcher = null;
    }

    private void selectGame(Game g) {
        game = g;
        start = g.start();
        current = start;
        played.clear();
    }

    private static String gameIds() {
        List<String> ids = new ArrayList<>();
        for (var type : Games.all()) ids.add(type.id());
        return String.join(", ", ids);
    }

    /** {@code position startpos|fen <text> [moves ...]}: all or nothing, the old position stays on error. */
    private void setPosition(String[] t) {
        if (t.length < 2) {
            throw new Refused("position needs startpos or fen <position>, e.g. " + EXAMPLE_POSITION);
        }
        int movesAt = indexOf(t, "moves");
        int end = movesAt < 0 ? t.length : movesAt;
        Position base;
        if (t[1].equals("startpos")) {
            if (end != 2) throw new Refused("unexpected '" + t[2] + "' after startpos; the moves follow 'moves'");
            base = game.start();
        } else if (t[1].equals("fen")) {
            if (end <= 2) {
                throw new Refused("position fen needs a position text, e.g. position fen "
                        + game.start().text());
            }
            base = game.parsePosition(String.join(" ", Arrays.asList(t).subList(2, end)));
        } else {
            throw new Refused("position needs startpos or fen <position>, not '" + t[1] + "'");
        }
        List<Move> moves = new ArrayList<>();
        Position p = movesAt < 0 ? base : applyMoves(base, Arrays.asList(t).subList(movesAt + 1, t.length), moves, 0);
        start = base;
        current = p;
        played.clear();
        played.addAll(moves);
    }

    /**
     * Plays the moves from {@code p} and returns the position reached, collecting the moves. Where every legal
     * move is written with one letter (Oware and its kin), a token of several letters that is not itself a
     * move is read as one move per letter, so {@code FfBc} and {@code F f B c} are the same.
     */
    private Position applyMoves(Position p, List<String> tokens, List<Move> moves, int numberedFrom) {
        for (String token : tokens) {
            List<String> parts = splitsIntoLetters(p, token) ? letters(token) : List.of(token);
            for (String part : parts) {
                Move m;
                try {
                    m = game.parseMove(p, part);
                } catch (RuntimeException e) {
                    throw new Refused(
                            "move " + (numberedFrom + moves.size() + 1) + " '" + part + "': " + e.getMessage());
                }
                p = game.apply(p, m).after();
                moves.add(m);
            }
        }
        return p;
    }

    private boolean splitsIntoLetters(Position p, String token) {
        if (token.length() < 2) return false;
        List<Move> legal = game.legalMoves(p);
        if (legal.isEmpty()) return false;
        for (Move m : legal) {
            if (m.notation().length() != 1 || m.notation().equals(token)) return false;
        }
        return true;
    }

    private static List<String> letters(String token) {
        List<String> out = new ArrayList<>();
        token.codePoints().forEach(c -> out.add(new String(Character.toChars(c))));
        return out;
    }

    private String exampleMove() {
        List<Move> legal = game.legalMoves(current);
        return legal.isEmpty() ? "A" : legal.get(0).notation();
    }

    // ---- searching ----

    /**
     * {@code go [depth n] [nodes n] [movetime ms] [infinite] [ponder] [wtime ms btime ms winc ms binc ms
     * movestogo n]}; {@code go} alone thinks for {@link #DEFAULT_MOVETIME_MS}.
     */
    private void go(String[] t) {
        int depth = AlphaBeta.MAX_DEPTH;
        long nodes = Long.MAX_VALUE;
        long movetime = -1;
        boolean goInfinite = false;
        boolean ponder = false;
        long[] clock = {-1, -1, 0, 0, 0}; // wtime, btime, winc, binc, movestogo
        boolean limited = false;
        for (int i = 1; i < t.length; i++) {
            String key = t[i];
            switch (key) {
                case "infinite" -> goInfinite = true;
                case "ponder" -> ponder = true;
                case "depth" -> {
                    depth = (int) number(t, ++i, key, 1, AlphaBeta.MAX_DEPTH);
                    limited = true;
                }
                case "nodes" -> {
                    nodes = number(t, ++i, key, 1, Long.MAX_VALUE);
                    limited = true;
                }
                case "movetime" -> {
                    movetime = number(t, ++i, key, 1, Long.MAX_VALUE / 2_000_000);
                    limited = true;
                }
                case "wtime", "btime", "winc", "binc", "movestogo" -> {
                    int slot = List.of("wtime", "btime", "winc", "binc", "movestogo")
                            .indexOf(key);
                    clock[slot] = number(t, ++i, key, 0, Long.MAX_VALUE / 2_000_000);
                }
                default ->
                    throw new Refused("go does not know '" + key
                            + "'; write go depth <n>, go nodes <n>, go movetime <ms>, go infinite or go wtime <ms>"
                            + " btime <ms> [winc <ms> binc <ms> movestogo <n>] [ponder]");
            }
        }
        if (current.isOver()) {
            send("bestmove 0000");
            return;
        }
        boolean south = current.toMove() == Player.SOUTH;
        long own = south ? clock[0] : clock[1];
        if (movetime < 0 && own >= 0) {
            movetime = allotTime(own, south ? clock[2] : clock[3], clock[4]);
            limited = true;
        }
        if (!limited && !goInfinite) movetime = DEFAULT_MOVETIME_MS;
        if (goInfinite) movetime = -1;
        if (level < Levels.all().size()) {
            Levels.Level l = Levels.of(level);
            depth = Math.min(depth, l.depth());
            nodes = Math.min(nodes, l.nodes());
        }
        // go depth / go nodes alone is a fixed-limit search: reproducible, so never from the book or a kept table.
        boolean fixed = limited && movetime < 0 && !goInfinite;
        startSearch(depth, nodes, movetime, goInfinite, ponder, fixed);
    }

    private static long number(String[] t, int i, String key, long min, long max) {
        if (i >= t.length) throw new Refused("go " + key + " needs a number");
        try {
            long v = Long.parseLong(t[i]);
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new Refused("go " + key + " needs a whole number from " + min + " to " + max + ", not '" + t[i] + "'");
    }

    /** Time for one move from the remaining clock: an even share of it plus most of the increment. */
    static long allotTime(long remaining, long increment, long movesToGo) {
        long share = remaining / (movesToGo > 0 ? movesToGo : 30) + increment * 3 / 4;
        long cap = Math.max(1, remaining / 2);
        return Math.max(1, Math.min(share, cap));
    }

    /**
     * The strongest searcher, as level 6 plays ({@link Levels#strongestSettings}): the game's evaluation, the
     * strongest level's search settings, for Oware with EgtbDir set (or the automatic tables) the endgame
     * tables, and with OwnBook Kete's opening book. Its search is kept in {@link #strongest}.
     */
    private Searcher strongest() {
        AlphaBeta ab = Levels.strongestSettings(
                new AlphaBeta(tableBits(hashMiB), GameAi.of(game).evaluator()));
        searcherHasAutoTables = false;
        if (egtbDir.isEmpty()
                && auto != null
                && auto.tables() != null
                && auto.tables().covers(game)) {
            ab.withTablebase(auto.tables());
            searcherHasAutoTables = true;
        }
        if (!egtbDir.isEmpty() && GameAi.owareTablesApply(game.type())) {
            try {
                ab.withTablebase(org.kete.ai.egtb.OwareTablebase.open(java.nio.file.Path.of(egtbDir), game.options()));
            } catch (RuntimeException e) {
                send("info string endgame tables not used: " + e.getMessage());
            }
        }
        strongest = ab;
        return ownBook ? new BookSearcher(ab) : ab;
    }

    /**
     * Starts the search on the worker thread. At the strongest level a timed or infinite search plays as level
     * 6 does in a game (the book where it has the position, the table kept from the previous search of this
     * game); a fixed-limit one ({@code fixed}: go depth or go nodes alone) searches from an empty table without
     * the book, so its output depends only on the position and the limits.
     */
    private void startSearch(int depth, long nodes, long movetime, boolean goInfinite, boolean ponder, boolean fixed) {
        boolean tablesNowReady =
                auto != null && auto.tables() != null && auto.tables().covers(game) && !searcherHasAutoTables;
        if (tablesNowReady && level == Levels.all().size() && egtbDir.isEmpty()) searcher = null;
        if (searcher == null) {
            strongest = null;
            searcher = level < Levels.all().size() ? Levels.of(level).searcher(SLIP_SEED) : strongest();
        }
        if (strongest != null) strongest.keepTable(!fixed);
        Searcher search = strongest != null && fixed ? strongest : searcher;
        Game g = game;
        Position root = current;
        long started = System.nanoTime();
        Control c = new Control(goInfinite || ponder, ponder, goInfinite ? -1 : movetime);
        if (!ponder && !goInfinite && movetime >= 0) c.setDeadline(started, movetime);
        SearchLimits limits = new SearchLimits(depth, nodes, c::shouldStop);
        control = c;
        worker = new Thread(
                () -> {
                    String best = "bestmove 0000";
                    try {
                        SearchResult r = search.search(
                                g.searchState(root),
                                limits,
                                (d, score, n, pv) -> send(info(g, root, d, score, n, pv, started)));
                        best = bestMove(g, root, r);
                    } catch (RuntimeException e) {
                        send("error search failed: " + e);
                    }
                    // UCI: after go infinite (or while pondering) the best move waits for stop (or ponderhit),
                    // even when the search itself has ended.
                    c.awaitRelease();
                    send(best);
                },
                "kete-search");
        worker.setDaemon(true);
        worker.start();
    }

    /** {@code ponderhit}: the opponent played the expected move; the ponder search now runs on the clock. */
    private void ponderHit() {
        if (worker == null || !control.pondering()) {
            throw new Refused("ponderhit needs a running go ponder search");
        }
        control.hit();
    }

    /**
     * How one search ends: by {@code stop} or {@code quit}, by its deadline, and (for go infinite and go
     * ponder) with its best move held back until {@code stop} or {@code ponderhit} releases it.
     */
    private static final class Control {
        private final CountDownLatch stopped = new CountDownLatch(1);
        private final CountDownLatch released;
        private final boolean ponder;
        /** For go ponder: the time to think once ponderhit arrives (-1: until stop). */
        private final long ponderMovetime;

        private volatile boolean timed;
        private volatile long deadline;

        Control(boolean waitsForStop, boolean ponder, long ponderMovetime) {
            this.released = new CountDownLatch(waitsForStop ? 1 : 0);
            this.ponder = ponder;
            this.ponderMovetime = ponderMovetime;
        }

        void setDeadline(long from, long movetime) {
            deadline = from + movetime * 1_000_000L;
            timed = true;
        }

        boolean shouldStop() {
            return stopped.getCount() == 0 || (timed && System.nanoTime() - deadline >= 0);
        }

        boolean waitsForStop() {
            return released.getCount() > 0;
        }

        boolean pondering() {
            return ponder && waitsForStop();
        }

        void stop() {
            stopped.countDown();
            released.countDown();
        }

        void hit() {
            if (ponderMovetime >= 0) setDeadline(System.nanoTime(), ponderMovetime);
            released.countDown();
        }

        void awaitRelease() {
            while (true) {
                try {
                    released.await();
                    return;
                } catch (InterruptedException e) {
                    // The protocol thread never interrupts the worker; keep waiting for stop.
                }
            }
        }
    }

    /** Hash size in MiB to table bits: the largest power of two of 20-byte entries that fits. */
    static int tableBits(int mib) {
        long entries = (long) mib * 1024 * 1024 / 20;
        return Math.max(1, 63 - Long.numberOfLeadingZeros(entries));
    }

    private static String info(Game g, Position root, int depth, int score, long nodes, int[] pv, long started) {
        long ms = (System.nanoTime() - started) / 1_000_000;
        StringBuilder sb = new StringBuilder("info depth ").append(depth);
        sb.append(" score ").append(scoreText(score));
        sb.append(" nodes ").append(nodes);
        sb.append(" nps ").append(nodes * 1000 / Math.max(1, ms));
        sb.append(" time ").append(ms);
        sb.append(" pv");
        for (String m : notation(g, root, pv)) sb.append(' ').append(m);
        return sb.toString();
    }

    /** "cp N" with N in centi-seeds (100 = one seed), or "mate M" (moves, negative when losing) for proven results. */
    static String scoreText(int score) {
        // A score from the endgame tables is exact: the final seed difference, in centi-seeds.
        if (AlphaBeta.isTablebaseScore(score)) return "cp " + 100 * AlphaBeta.tablebaseSeedDifference(score);
        int plies = AlphaBeta.pliesToEnd(score);
        if (plies < 0) return "cp " + score;
        int movesToEnd = (plies + 1) / 2;
        return "mate " + (score > 0 ? movesToEnd : -movesToEnd);
    }

    private static List<String> notation(Game g, Position root, int[] line) {
        List<String> names = new ArrayList<>();
        Position p = root;
        for (int code : line) {
            Move m = g.move(p, code);
            names.add(m.notation());
            p = g.apply(p, m).after();
        }
        return names;
    }

    private static String bestMove(Game g, Position root, SearchResult r) {
        if (r.bestMove() < 0) return "bestmove 0000";
        List<String> line = notation(g, root, r.pv().length > 0 ? r.pv() : new int[] {r.bestMove()});
        return "bestmove " + line.get(0) + (line.size() > 1 ? " ponder " + line.get(1) : "");
    }

    /** Waits for a running search; with {@code stopIt} it is told to stop first. Its bestmove gets printed. */
    private void finishSearch(boolean stopIt) {
        if (worker == null) return;
        if (stopIt) control.stop();
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        worker = null;
        control = null;
    }

    /** Commands that need the engine idle wait for a finite search; go infinite or ponder must be stopped. */
    private void awaitIdle() {
        if (worker == null) return;
        if (control.waitsForStop()) {
            throw new Refused("a search is running (go infinite or go ponder); send stop first");
        }
        finishSearch(false);
    }

    // ---- state and help ----

    /** The whole position as one line of JSON; the fields are documented in docs/protocol.md. */
    private String stateJson() {
        Position p = current;
        List<String> pitNames = new ArrayList<>();
        for (int i = 0; i < p.pitCount(); i++) pitNames.add(game.pitName(i));
        Player winner = p.outcome().winner();
        return Json.write(new StateReply(
                game.id(),
                game.options().asMap(),
                p.text(),
                start.text(),
                names(played),
                pitNames,
                p.pits(),
                new Scores(p.score(Player.SOUTH), p.score(Player.NORTH)),
                lower(p.toMove().name()),
                names(game.legalMoves(p)),
                p.isOver(),
                p.isOver() && winner != null ? lower(winner.name()) : null,
                p.outcome().resultText(),
                p.outcome().reason() == null ? null : lower(p.outcome().reason().name())));
    }

    /** The reply to {@code state}, field by field in the order of docs/protocol.md. */
    record StateReply(
            String game,
            Map<String, String> options,
            String position,
            String start,
            List<String> moves,
            List<String> pitNames,
            int[] pits,
            Scores scores,
            String toMove,
            List<String> legalMoves,
            boolean over,
            String winner,
            String result,
            String endReason) {}

    record Scores(int south, int north) {}

    private static List<String> names(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) out.add(m.notation());
        return out;
    }

    private static String lower(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private void help() {
        for (String line : List.of(
                "Kete engine protocol (docs/protocol.md). UCI-style commands:",
                "  uci | isready | ucinewgame | quit | stop | setoption name <Hash|Level|Ponder|EgtbDir|OwnBook> value <v>",
                "  position startpos|fen <position> [moves <m1> <m2> ...]   (Oware moves may be joined: FfBc)",
                "  go [depth <n>] [nodes <n>] [movetime <ms>] [infinite] [ponder] [wtime <ms> btime <ms> ...]",
                "  ponderhit (after go ponder) | wait (read nothing more until the running search's bestmove)",
                "Kete commands for every game:",
                "  game <id> [option=value ...]   choose the game (" + gameIds() + ") and start it",
                "  moves | play <move> ... | state | d")) {
            send(line);
        }
    }

    // ---- output ----

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    private void error(String reason) {
        String r = reason == null || reason.isBlank() ? "unreadable command" : reason;
        send("error " + r.replace('\n', ' ').replace('\r', ' '));
    }

    private static int indexOf(String[] t, String word) {
        for (int i = 1; i < t.length; i++) {
            if (t[i].equals(word)) return i;
        }
        return -1;
    }

    /** A command the protocol refuses, with the reason sent back after "error". */
    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String reason) {
            super(reason, null, false, false);
        }
    }
}
