package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.cli.common.LineInput;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.engine.record.GameRecord;
import org.kete.narration.Narrator;

/**
 * One game in the terminal: the session loop and the commands. The session holds the game, its start and the
 * transitions played (so undo is a truncation and save writes a record of them); the seats say who is human.
 * Every line typed is either a move, the start of several moves (a pit without its direction: it is answered as
 * incomplete, with the moves that start so), or a command; anything else gets the reason it is not a move and a
 * new prompt. Who starts is {@link WhoStarts}, reading a typed move {@link TypedMove}, the hint {@link Hint},
 * saving and loading {@link SavedGames}; the computer's seats choose their moves themselves ({@link Seat}).
 */
final class PlaySession {
    /** The words Tab completes besides the legal moves. */
    private static final List<String> COMMAND_WORDS =
            List.of("moves", "hint", "undo", "save ", "load ", "board", "position", "help", "quit");

    private final Seat[] seats;
    /** Every word the session says, in the player's language (--lang). */
    private final Narrator words;

    /** Oware endgame tables (--egtb), or null. */
    private final OwareTablebase tables;

    private final LineInput in;
    private final PrintStream out;
    /** Show the search's internals (depth, nodes, time) with each computer move and hint. */
    private final boolean verbose;

    private final WhoStarts whoStarts;
    private final Hint hint;
    private final SavedGames saved;

    private Game game;
    private Position start;
    private final List<Transition> history = new ArrayList<>();
    private int announcedEnd = -1;
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
                Hint.HINT_SECONDS,
                false,
                SavedGames.defaultSaveDir(),
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
        this.tables = tables;
        this.in = in;
        this.out = out;
        this.verbose = verbose;
        this.whoStarts = new WhoStarts(firstSetting, seats, seed, words, in, out);
        this.hint = new Hint(tables, hintSeconds, verbose, words, out);
        this.saved = new SavedGames(this::record, seats, saveDir, words, in, out);
        in.complete(this::completions);
    }

    int run() {
        out.println(game.type().name() + "  " + optionsLine());
        out.println(
                words.text("term.play.seats", "south", seats[0].describe(words), "north", seats[1].describe(words)));
        if (tables != null) tablesNote();
        out.println(words.text("term.play.typeHelp"));
        Player first = whoStarts.choose();
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
                if (hasUnsavedMoves()) saved.saveUnfinished();
                out.println(words.text("term.play.endOfInput"));
                return Main.OK;
            }
            try {
                if (!handle(line.strip())) return Main.OK;
            } catch (RuntimeException e) {
                // Never end the game on bad input: whatever went wrong is reported and the prompt comes back.
                out.println(words.text("term.play.failed", "error", Reasons.describe(words, e)));
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
                if (hasUnsavedMoves()) saved.offerToSave();
                out.println(words.text("term.goodbye"));
                return false;
            }
            case "moves" -> showMoves(p);
            case "hint" -> hint.show(game, p);
            case "board" -> showBoard();
            case "position" -> showPosition();
            case "undo" -> undo();
            case "save" -> saved.save(argument);
            case "load" -> load(argument);
            default -> {
                Move m = new TypedMove(game, words, out).read(p, line);
                if (m != null) play(m);
            }
        }
        return true;
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

    /** A game in progress with moves that no save or load has covered. */
    private boolean hasUnsavedMoves() {
        return start != null && !current().isOver() && saved.hasUnsaved(history.size());
    }

    /** {@code load <file>}: the game of the record, from its start, with its moves replayed. */
    private void load(String file) {
        GameRecord r = saved.read(file);
        if (r == null) return;
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
        saved.loaded(replayed.size());
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

    /** The game as it stands, as a record (for saving). */
    private GameRecord record() {
        List<Move> moves = new ArrayList<>();
        for (Transition t : history) moves.add(t.move());
        return GameRecord.of(game, start, moves);
    }
}
