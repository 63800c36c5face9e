package org.kete.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.kete.ai.Levels;
import org.kete.ai.SearchResult;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Choice;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.engine.record.GameRecord;
import org.kete.narration.Narrator;

/**
 * One game in the terminal. The session holds the game, its start and the transitions played (so undo is a
 * truncation and save writes a record of them); the seats say who is human. Every line typed is either a
 * move, the start of several moves (a pit without its direction: it is answered as incomplete, with the moves
 * that start so), or a command; anything else gets the reason it is not a move and a new prompt.
 */
final class PlaySession {
    /** The words Tab completes besides the legal moves. */
    private static final List<String> COMMAND_WORDS =
            List.of("moves", "hint", "undo", "save ", "load ", "board", "position", "help", "quit");

    /** How long the hint searches. */
    static final double HINT_SECONDS = 2.0;

    private final Seat[] seats;
    /** Every word the session says, in the player's language (--lang). */
    private final Narrator words;

    private final String firstSetting;
    /** Oware endgame tables (--egtb), or null. */
    private final OwareTablebase tables;

    private final double hintSeconds;
    private final SplittableRandom rng;
    private final LineInput in;
    private final PrintStream out;
    /** Show the search's internals (depth, nodes, time) with each computer move and hint. */
    private final boolean verbose;
    /** Where a game left unsaved at quit or at the end of input is saved when no file is named. */
    private final Path saveDir;

    private Game game;
    private Position start;
    private final List<Transition> history = new ArrayList<>();
    private int announcedEnd = -1;
    /** The number of moves the last save or load wrote or read: the game has unsaved moves beyond it. */
    private int savedMoves = 0;
    /** The position changed since the board was last drawn. */
    private boolean changed = true;

    PlaySession(Game game, Seat[] seats, String firstSetting, long seed, InputStream in, PrintStream out) {
        this(
                game,
                seats,
                firstSetting,
                seed,
                LineInput.plain(in, out),
                out,
                null,
                HINT_SECONDS,
                false,
                defaultSaveDir(),
                Narrator.english());
    }

    /**
     * With endgame tables for the hint (the seats hold their own), the hint's time limit, whether to show the
     * search's internals, and where an unsaved game goes when no file is named.
     */
    PlaySession(
            Game game,
            Seat[] seats,
            String firstSetting,
            long seed,
            LineInput in,
            PrintStream out,
            OwareTablebase tables,
            double hintSeconds,
            boolean verbose,
            Path saveDir,
            Narrator words) {
        this.game = game;
        this.words = words;
        this.seats = seats;
        this.firstSetting = firstSetting;
        this.tables = tables;
        this.hintSeconds = hintSeconds;
        this.rng = new SplittableRandom(seed);
        this.in = in;
        this.out = out;
        this.verbose = verbose;
        this.saveDir = saveDir;
        in.complete(this::completions);
    }

    /**
     * {@code ~/.kete/saved-games}, or the directory of the system property {@code kete.saveDir} (the tests set
     * it, so that they write nothing into the home directory).
     */
    static Path defaultSaveDir() {
        String dir = System.getProperty("kete.saveDir");
        return dir != null ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".kete", "saved-games");
    }

    int run() {
        out.println(game.type().name() + "  " + optionsLine());
        out.println(
                words.text("term.play.seats", "south", seats[0].describe(words), "north", seats[1].describe(words)));
        if (tables != null) tablesNote();
        out.println(words.text("term.play.typeHelp"));
        Player first = chooseFirst();
        if (first == null) return Main.OK;
        start = game.start(first);
        boolean nobodyHuman = !seats[0].isHuman() && !seats[1].isHuman();
        while (true) {
            Position p = current();
            if (changed && (p.isOver() || nobodyHuman || seats[p.toMove().index()].isHuman())) showBoard();
            if (p.isOver()) {
                if (announcedEnd != history.size()) announceEnd(p.outcome());
                if (nobodyHuman) return Main.OK;
            } else if (!seats[p.toMove().index()].isHuman()) {
                computerMove(p);
                continue;
            }
            String line = in.readLine(prompt(p));
            if (line == null) {
                out.println();
                // Nobody is there to ask: a game in progress is kept in a file named for it.
                if (hasUnsavedMoves()) saveTo(defaultFile(), words.text("term.play.notFinished") + " ");
                out.println(words.text("term.play.endOfInput"));
                return Main.OK;
            }
            try {
                if (!handle(line.strip())) return Main.OK;
            } catch (RuntimeException e) {
                // Never end the game on bad input: whatever went wrong is reported and the prompt comes back.
                out.println(words.text("term.play.failed", "error", describe(e)));
            }
        }
    }

    private String optionsLine() {
        String o = game.options().toShortString();
        return o.isEmpty() ? words.text("term.play.standardRules") : "(" + o + ")";
    }

    private Position current() {
        return history.isEmpty() ? start : history.get(history.size() - 1).after();
    }

    private String prompt(Position p) {
        if (p.isOver()) return words.text("term.play.promptOver") + "> ";
        return words.player(p.toMove()) + "> ";
    }

    /** What Tab completes: the legal moves of the position and the commands. */
    private List<String> completions() {
        List<String> words = new ArrayList<>();
        Position p = history.isEmpty() && start == null ? null : current();
        if (p != null && !p.isOver()) {
            for (Move m : game.legalMoves(p)) words.add(m.notation());
        }
        words.addAll(COMMAND_WORDS);
        return words;
    }

    // ---- who starts ----

    /** South, North, or the guess of which hand holds the seed; null if the input ended while asking. */
    private Player chooseFirst() {
        if (!firstSetting.equals("random")) {
            return firstSetting.equals("north") ? Player.NORTH : Player.SOUTH;
        }
        int humans = (seats[0].isHuman() ? 1 : 0) + (seats[1].isHuman() ? 1 : 0);
        boolean left = rng.nextBoolean();
        String leftWord = words.text("term.play.hand.left");
        String rightWord = words.text("term.play.hand.right");
        String hand = left ? leftWord : rightWord;
        if (humans != 1) {
            Player p = left ? Player.SOUTH : Player.NORTH;
            out.println(words.text(
                    p == Player.SOUTH ? "term.play.guessedRight" : "term.play.guessedWrong",
                    "hand",
                    hand,
                    "side",
                    words.player(p)));
            return p;
        }
        Player human = seats[0].isHuman() ? Player.SOUTH : Player.NORTH;
        while (true) {
            String line = in.readLine(words.text("term.play.guess", "left", leftWord, "right", rightWord) + " ");
            if (line == null) {
                out.println();
                return null;
            }
            String g = line.strip().toLowerCase(Locale.ROOT);
            boolean saidLeft = isWord(g, "left", leftWord, words.text("term.play.hand.leftShort"));
            if (saidLeft || isWord(g, "right", rightWord, words.text("term.play.hand.rightShort"))) {
                boolean guessedLeft = saidLeft;
                Player p = guessedLeft == left ? human : human.opponent();
                out.println(
                        guessedLeft == left
                                ? words.text("term.play.guessYes", "hand", hand, "side", words.player(human))
                                : words.text("term.play.guessNo", "hand", hand, "side", words.player(p)));
                return p;
            }
            out.println(words.text("term.play.answerHand", "left", leftWord, "right", rightWord));
        }
    }

    /**
     * An answer: the whole word in the session's language or in English, or the language's own short answer
     * (its message file's {@code ...Short}: "y" in English, "o" in French, "nd" for ndiyo in Swahili, where "n"
     * would be read as English "no"). English letters are not taken in another language, where they may mean the
     * opposite.
     */
    static boolean isWord(String answer, String english, String translated, String shortAnswer) {
        String a = answer.strip().toLowerCase(Locale.ROOT);
        return a.equals(english)
                || a.equals(translated.toLowerCase(Locale.ROOT))
                || a.equals(shortAnswer.toLowerCase(Locale.ROOT));
    }

    // ---- one line of input ----

    /** Handles one line; false means quit. */
    private boolean handle(String line) {
        if (line.isEmpty()) {
            out.println(words.text("term.play.typeMove"));
            return true;
        }
        Position p = current();
        if (!p.isOver()) {
            for (Move m : game.legalMoves(p)) {
                if (m.notation().equals(line)) {
                    play(m);
                    return true;
                }
            }
        }
        String[] parts = line.split("\\s+", 2);
        String argument = parts.length > 1 ? parts[1].strip() : "";
        String command = parts[0].toLowerCase(Locale.ROOT);
        // The tutorial's word for it in the language (posição, mpangilio) too: a learner comes from there.
        if (command.equals(words.text("term.tutorial.cmd.position").toLowerCase(Locale.ROOT))) command = "position";
        switch (command) {
            case "help", "?" -> out.println(words.text("term.play.help"));
            case "quit", "exit" -> {
                offerToSave();
                out.println(words.text("term.goodbye"));
                return false;
            }
            case "moves" -> showMoves(p);
            case "hint" -> hint(p);
            case "board" -> showBoard();
            case "position" -> showPosition();
            case "undo" -> undo();
            case "save" -> save(argument);
            case "load" -> load(argument);
            default -> tryMove(p, line);
        }
        return true;
    }

    /**
     * A move typed in part or wrongly. A move is a list of choices (pit, direction, kichwa, stop or safari, or a
     * set of pits); text that makes the first choices of some legal moves is incomplete: a single move that
     * starts so is played, several are named with the choice still to make. Text that starts no legal move is
     * refused with the engine's reason, and the moves from the pit it names, if any.
     */
    private void tryMove(Position p, String text) {
        if (p.isOver()) {
            out.println(words.text("term.play.overTryMove", "result", words.outcome(p.outcome())));
            return;
        }
        List<Move> legal = game.legalMoves(p);
        String key = squash(text);
        for (Move m : legal) {
            if (squash(m.notation()).equals(key)) {
                play(m);
                return;
            }
        }
        Incomplete incomplete = incomplete(legal, text);
        if (incomplete != null && incomplete.moves().size() == 1) {
            Move only = incomplete.moves().get(0);
            // Every choice given (A6> for the takasa A6>*): only the marks were left out.
            boolean whole = incomplete.depth() == only.choices().size();
            if (!whole) out.println(words.text("term.play.onlyMove", "text", text, "move", only.notation()));
            play(only);
            return;
        }
        if (incomplete != null) {
            out.println(incomplete.describe(words, text));
            return;
        }
        Move parsed;
        try {
            // The game's own reader knows its looser spellings (Nam Nam's "take: d b" for take:b,d).
            parsed = game.parseMove(p, text);
        } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
            // The rule or reading problem the engine named, in the player's language.
            String why = e instanceof Explained x
                    ? words.why(x)
                    : words.code().equals("en")
                            ? e.getMessage()
                            : words.text(
                                    "term.play.unreadable",
                                    "text",
                                    text,
                                    "game",
                                    game.type().name());
            out.println(words.text("term.play.notAMove", "why", strip(why)));
            if (e instanceof IllegalMoveException x && x.pit() >= 0) movesFrom(legal, x.pit());
            return;
        }
        play(parsed);
    }

    /**
     * The legal moves that {@code text} starts without completing, and how far it goes: the first {@code depth}
     * choices written one after another (a pit, A4; a pit and a kichwa, A3L), or some of a set of pits (Nam Nam's
     * {@code take:b} or {@code b} where two pits are taken); null if it starts none.
     */
    private Incomplete incomplete(List<Move> legal, String text) {
        String key = squash(text);
        List<Move> starting = new ArrayList<>();
        int depth = 0;
        for (Move m : legal) {
            int k = choicesMatched(m, key);
            if (k > 0) {
                starting.add(m);
                depth = k;
            }
        }
        if (!starting.isEmpty()) return new Incomplete(starting, depth);
        for (Move m : legal) if (isPartOfPitSet(m, text)) starting.add(m);
        return starting.isEmpty() ? null : new Incomplete(starting, 0);
    }

    /** Moves that a typed text starts, and how many of their choices it gave. */
    private record Incomplete(List<Move> moves, int depth) {
        /** "A4 needs a direction: A4> or A4<", naming the first choice at which the moves differ. */
        String describe(Narrator words, String text) {
            List<String> notations = new ArrayList<>();
            for (Move m : moves) notations.add(m.notation());
            String list = orList(words, notations);
            Choice.Kind kind = nextChoice();
            if (kind == Choice.Kind.PITS) {
                int n = moves.get(0).choices().get(0).pits().size();
                return words.text("term.play.needs.pits", "text", text, "n", n, "moves", list);
            }
            if (kind == null || kind == Choice.Kind.PIT) {
                return words.text("term.play.needs", "text", text, "moves", list);
            }
            return words.text("term.play.needs." + Narrator.id(kind), "text", text, "moves", list);
        }

        /** The kind of the first choice after {@code depth} at which the moves differ; null if none does. */
        private Choice.Kind nextChoice() {
            for (int i = depth; ; i++) {
                Set<String> labels = new LinkedHashSet<>();
                Choice.Kind kind = null;
                boolean beyond = false;
                for (Move m : moves) {
                    if (i >= m.choices().size()) {
                        beyond = true;
                        labels.add("");
                        continue;
                    }
                    Choice c = m.choices().get(i);
                    if (kind == null) kind = c.kind();
                    labels.add(c.label());
                }
                if (kind == null) return null;
                if (labels.size() > 1) return beyond ? null : kind;
            }
        }
    }

    /**
     * "A, B or C" in the language; moves whose notation holds a comma (Nam Nam's take:b,d) are set apart by two
     * spaces instead, so that the list still reads.
     */
    private static String orList(Narrator words, List<String> items) {
        if (items.size() == 1) return items.get(0);
        String gap = items.stream().anyMatch(s -> s.contains(",")) ? "  " : ", ";
        return String.join(gap, items.subList(0, items.size() - 1)) + " " + words.text("term.or") + " "
                + items.get(items.size() - 1);
    }

    /**
     * Whether {@code text} names some, not all, of the pits of a move that is a set of pits (Nam Nam's
     * {@code take:b,d}): each of its words is one of the set's pits, named once, or a word of the move's own label
     * ({@code take}).
     */
    private boolean isPartOfPitSet(Move m, String text) {
        if (m.choices().size() != 1 || m.choices().get(0).kind() != Choice.Kind.PITS) return false;
        Choice set = m.choices().get(0);
        Set<String> pits = new LinkedHashSet<>();
        for (int pit : set.pits()) pits.add(game.pitName(pit));
        Set<String> labelWords = new LinkedHashSet<>(List.of(set.label().split("[\\s,:]+")));
        labelWords.removeAll(pits);
        Set<String> named = new LinkedHashSet<>();
        int words = 0;
        for (String w : text.strip().split("[\\s,:]+")) {
            if (w.isEmpty()) continue;
            words++;
            if (pits.contains(w)) {
                if (!named.add(w)) return false;
            } else if (!labelWords.contains(w.toLowerCase(Locale.ROOT))) {
                return false;
            }
        }
        return words > 0 && named.size() < pits.size();
    }

    /** After a refused move: the legal moves from the pit it names, when there are some. */
    private void movesFrom(List<Move> legal, int pit) {
        List<String> from = new ArrayList<>();
        for (Move m : legal) if (m.pit() == pit) from.add(m.notation());
        if (!from.isEmpty()) {
            out.println(words.text("term.play.movesFrom", "pit", game.pitName(pit), "moves", orList(words, from)));
        }
    }

    /** How many of the move's leading choices, written one after another, make up {@code key}; 0 if none. */
    private static int choicesMatched(Move m, String key) {
        StringBuilder sb = new StringBuilder();
        List<Choice> cs = m.choices();
        for (int k = 0; k < cs.size(); k++) {
            sb.append(squash(cs.get(k).label()));
            if (sb.toString().equals(key)) return k + 1;
            if (!key.startsWith(sb.toString())) return 0;
        }
        return 0;
    }

    private static String squash(String s) {
        return s.replaceAll("\\s+", "");
    }

    // ---- moves ----

    private void play(Move m) {
        play(m, "");
    }

    private void play(Move m, String note) {
        Transition t = game.apply(current(), m);
        history.add(t);
        out.println(history.size() + ". " + words.summary(t) + note);
        changed = true;
    }

    private void computerMove(Position p) {
        Seat seat = seats[p.toMove().index()];
        out.println(words.text("term.play.thinking", "side", words.player(p.toMove()), "seat", seat.describe(words)));
        out.flush();
        Seat.Decision d = seat.choose(game, p, words);
        play(d.move(), verbose ? "   (" + words.joinParts(List.of(d.internals(), d.assessment())) + ")" : "");
    }

    /** Says which endgame tables are in use for the current game, or why they are not. */
    private void tablesNote() {
        if (Seat.tablesFor(tables, game) != null) {
            out.println(words.text(
                    "term.play.tables",
                    "counts",
                    tables.describeSeedCounts(),
                    "rules",
                    tables.rules().describe()));
        } else {
            out.println(words.text(
                    "term.play.tablesNotUsed",
                    "rules",
                    tables.rules().describe(),
                    "game",
                    game.type().name(),
                    "options",
                    optionsLine()));
        }
    }

    /**
     * The strongest level's move for the side to move. In an Oware ending in the tables it is exact: the final
     * result and every move that keeps it; otherwise a search of {@code hintSeconds} (with the tables if any).
     */
    private void hint(Position p) {
        if (p.isOver()) {
            out.println(words.text("term.play.noHint", "result", words.outcome(p.outcome())));
            return;
        }
        OwareTablebase tb = Seat.tablesFor(tables, game);
        OwareTablebase.Exact exact = tb == null ? null : tb.exact(p).orElse(null);
        if (exact != null) {
            int d = exact.finalDifference();
            String who = words.player(p.toMove());
            String result = d == 0
                    ? words.text("term.play.exactDraw")
                    : words.text(d > 0 ? "term.play.exactWins" : "term.play.exactLoses", "side", who, "n", Math.abs(d));
            List<String> best = new ArrayList<>();
            for (Move m : exact.bestMoves()) best.add(m.notation());
            out.println(words.text(
                    "term.play.hintExact", "move", best.get(0), "result", result, "moves", String.join(" ", best)));
            return;
        }
        long deadline = System.nanoTime() + (long) (hintSeconds * 1e9);
        SearchResult r = Levels.hint(game.searchState(p), () -> System.nanoTime() >= deadline, tb);
        String internals =
                verbose ? " " + words.text("term.play.hintInternals", "depth", r.depth(), "nodes", r.nodes()) : "";
        out.println(words.text(
                "term.play.hint",
                "move",
                game.move(p, r.bestMove()).notation(),
                "assessment",
                capitalised(Seat.assessment(r.score(), p.toMove(), words)) + internals));
    }

    /** {@code preface} then {@code rest}; {@code rest} starts the sentence when there is no preface. */
    private static String sentence(String preface, String rest) {
        return preface.isEmpty() ? capitalised(rest) : preface + rest;
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void showBoard() {
        changed = false;
        Position p = current();
        out.println();
        out.print(BoardView.draw(p, new String[] {seats[0].describe(words), seats[1].describe(words)}, words));
        if (!p.isOver()) showMoves(p);
    }

    /**
     * The position text, on request: it holds what the drawing does not (Nam Nam's round and phase), and it is
     * what perft --position, the engine protocol and a record's Position tag read. The tutorial's command of the
     * same name prints it the same way.
     */
    private void showPosition() {
        out.println(words.text("term.position", "position", current().text()));
    }

    private void showMoves(Position p) {
        if (p.isOver()) {
            out.println(words.text("term.play.noMoves", "result", words.outcome(p.outcome())));
            return;
        }
        List<String> names = new ArrayList<>();
        for (Move m : game.legalMoves(p)) names.add(m.notation());
        StringBuilder line = new StringBuilder(words.text("term.play.legalMoves", "side", words.player(p.toMove())));
        for (String n : names) {
            if (line.length() + 1 + n.length() > 78) {
                out.println(line);
                line = new StringBuilder("   ");
            }
            line.append(' ').append(n);
        }
        out.println(line);
    }

    private void announceEnd(Outcome o) {
        announcedEnd = history.size();
        String why = o.reason() == null ? "" : words.endReason(o.reason());
        out.println(words.text("term.play.gameOver", "result", words.outcome(o), "reason", why));
        if (seats[0].isHuman() || seats[1].isHuman()) {
            out.println(words.text("term.play.afterEnd"));
        }
    }

    // ---- undo, save, load ----

    /** Back to the last position where a human was to move, at least one move back. */
    private void undo() {
        int target = -1;
        for (int i = history.size() - 1; i >= 0; i--) {
            if (seats[history.get(i).before().toMove().index()].isHuman()) {
                target = i;
                break;
            }
        }
        if (target < 0) {
            out.println(words.text("term.play.nothingToUndo"));
            return;
        }
        int taken = history.size() - target;
        history.subList(target, history.size()).clear();
        announcedEnd = -1;
        out.println(words.text("term.play.tookBack", "n", taken));
        changed = true;
    }

    private void save(String file) {
        if (file.isEmpty()) {
            out.println(words.text("term.play.saveNeedsFile"));
            return;
        }
        saveTo(Path.of(file), "");
    }

    /** A game in progress with moves that no save or load has covered. */
    private boolean hasUnsavedMoves() {
        return start != null && !current().isOver() && history.size() > savedMoves;
    }

    /**
     * At quit, a game in progress with unsaved moves: ask whether to save it and where. The end of input at
     * either question saves it to the default file, so that nothing is lost when nobody can answer.
     */
    private void offerToSave() {
        if (!hasUnsavedMoves()) return;
        while (true) {
            String answer = in.readLine(words.text("term.play.askSave") + " ");
            if (answer == null) {
                out.println();
                saveTo(defaultFile(), "");
                return;
            }
            String a = answer.strip().toLowerCase(Locale.ROOT);
            if (isWord(a, "no", words.text("term.play.no"), words.text("term.play.noShort"))) return;
            if (isWord(a, "yes", words.text("term.play.yes"), words.text("term.play.yesShort"))) break;
            out.println(words.text("term.play.answerYesNo"));
        }
        Path suggested = defaultFile();
        while (true) {
            String name = in.readLine(words.text("term.play.fileName", "file", suggested) + " ");
            if (name == null) {
                out.println();
                saveTo(suggested, "");
                return;
            }
            Path file = name.isBlank() ? suggested : Path.of(name.strip());
            if (saveTo(file, "")) return;
            out.println(words.text("term.play.anotherFile", "file", suggested));
        }
    }

    /** A new file in the save directory, named after the game and the time: oware-20261201-142501.txt. */
    private Path defaultFile() {
        String stamp = java.time.LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path file = saveDir.resolve(game.id() + "-" + stamp + ".txt");
        for (int k = 2; Files.exists(file); k++) file = saveDir.resolve(game.id() + "-" + stamp + "-" + k + ".txt");
        return file;
    }

    /** Writes the record to {@code file} (creating its directory); says what happened; false if it failed. */
    private boolean saveTo(Path file, String preface) {
        List<Move> moves = new ArrayList<>();
        for (Transition t : history) moves.add(t.move());
        GameRecord r = GameRecord.of(game, start, moves)
                .withTag("South", playerName(0))
                .withTag("North", playerName(1))
                .withTag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        try {
            if (file.startsWith(saveDir)) Files.createDirectories(saveDir);
            Files.writeString(file, r.text(), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            out.println(sentence(preface, words.text("term.play.couldNotSave", "file", file, "error", describe(e))));
            return false;
        }
        savedMoves = moves.size();
        out.println(sentence(preface, words.text("term.play.saved", "n", moves.size(), "file", file)));
        return true;
    }

    private String playerName(int index) {
        return seats[index].isHuman() ? "Human" : "Kete (" + seats[index].describe() + ")";
    }

    private void load(String file) {
        if (file.isEmpty()) {
            out.println(words.text("term.play.loadNeedsFile"));
            return;
        }
        GameRecord r;
        try {
            r = GameRecord.read(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            out.println(words.text("term.play.cannotLoad", "file", file, "error", describe(e)));
            return;
        }
        List<Transition> replayed = new ArrayList<>();
        Position p = r.startPosition();
        for (Move m : r.moves()) {
            Transition t = r.game().apply(p, m);
            replayed.add(t);
            p = t.after();
        }
        game = r.game();
        start = r.startPosition();
        history.clear();
        history.addAll(replayed);
        savedMoves = replayed.size();
        announcedEnd = -1;
        out.println(words.text(
                "term.play.loaded",
                "file",
                file,
                "game",
                game.type().name(),
                "options",
                optionsLine(),
                "n",
                replayed.size()));
        if (tables != null) tablesNote();
        changed = true;
    }

    /** What went wrong, in the player's words where the engine explained it (a record, a position, a move). */
    private String describe(Exception e) {
        if (e instanceof Explained x) return strip(words.why(x));
        if (e instanceof java.nio.file.NoSuchFileException) return words.text("term.error.noSuchFile");
        if (e instanceof java.nio.file.AccessDeniedException) return words.text("term.error.accessDenied");
        if (e instanceof java.nio.charset.MalformedInputException) return words.text("term.error.notText");
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /** A sentence without its full stop, to sit inside another sentence. */
    private static String strip(String s) {
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
