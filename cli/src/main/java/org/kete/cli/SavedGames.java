package org.kete.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.function.Supplier;
import org.kete.cli.common.LineInput;
import org.kete.engine.record.GameRecord;
import org.kete.narration.Narrator;

/**
 * Saving and loading the games of {@code kete play} as records (docs/records.md): {@code save} and {@code load},
 * the offer to save at quit, and the file in the save directory that keeps a game nobody is left to save. It
 * remembers how many moves the last save or load covered: the game has unsaved moves beyond them.
 */
final class SavedGames {
    private final Supplier<GameRecord> game;
    private final Seat[] seats;
    /** Where a game left unsaved at quit or at the end of input is saved when no file is named. */
    private final Path saveDir;

    private final Narrator words;
    private final LineInput in;
    private final PrintStream out;

    /** The number of moves the last save or load wrote or read. */
    private int savedMoves = 0;

    /** {@code game} gives the game as it stands, as a record without tags. */
    SavedGames(Supplier<GameRecord> game, Seat[] seats, Path saveDir, Narrator words, LineInput in, PrintStream out) {
        this.game = game;
        this.seats = seats;
        this.saveDir = saveDir;
        this.words = words;
        this.in = in;
        this.out = out;
    }

    /**
     * {@code ~/.kete/saved-games}, or the directory of the system property {@code kete.saveDir} (the tests set
     * it, so that they write nothing into the home directory).
     */
    static Path defaultSaveDir() {
        String dir = System.getProperty("kete.saveDir");
        return dir != null ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".kete", "saved-games");
    }

    /** Whether a game of {@code moves} moves has some that no save or load has covered. */
    boolean hasUnsaved(int moves) {
        return moves > savedMoves;
    }

    /** {@code save <file>}. */
    void save(String file) {
        if (file.isEmpty()) {
            out.println(words.text("term.play.saveNeedsFile"));
            return;
        }
        saveTo(Path.of(file), "");
    }

    /** The input ended during a game with unsaved moves: it is kept in a new file of the save directory. */
    void saveUnfinished() {
        saveTo(defaultFile(), words.text("term.play.notFinished") + " ");
    }

    /**
     * At quit, a game in progress with unsaved moves: ask whether to save it and where. The end of input at
     * either question saves it to the default file, so that nothing is lost when nobody can answer.
     */
    void offerToSave() {
        while (true) {
            String answer = in.readLine(words.text("term.play.askSave") + " ");
            if (answer == null) {
                out.println();
                saveTo(defaultFile(), "");
                return;
            }
            String a = answer.strip().toLowerCase(Locale.ROOT);
            if (PlaySession.isWord(a, "no", words.text("term.play.no"), words.text("term.play.noShort"))) return;
            if (PlaySession.isWord(a, "yes", words.text("term.play.yes"), words.text("term.play.yesShort"))) break;
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
        String id = game.get().game().id();
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path file = saveDir.resolve(id + "-" + stamp + ".txt");
        for (int k = 2; Files.exists(file); k++) file = saveDir.resolve(id + "-" + stamp + "-" + k + ".txt");
        return file;
    }

    /** Writes the record to {@code file} (creating its directory); says what happened; false if it failed. */
    private boolean saveTo(Path file, String preface) {
        GameRecord r = game.get()
                .withTag("South", playerName(0))
                .withTag("North", playerName(1))
                .withTag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        int moves = r.moves().size();
        try {
            if (file.startsWith(saveDir)) Files.createDirectories(saveDir);
            Files.writeString(file, r.text(), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            out.println(Reasons.sentence(
                    preface, words.text("term.play.couldNotSave", "file", file, "error", Reasons.describe(words, e))));
            return false;
        }
        savedMoves = moves;
        out.println(Reasons.sentence(preface, words.text("term.play.saved", "n", moves, "file", file)));
        return true;
    }

    private String playerName(int index) {
        return seats[index].isHuman() ? "Human" : "Kete (" + seats[index].describe() + ")";
    }

    /** {@code load <file>}: the record read, or null after saying why there is none. */
    GameRecord read(String file) {
        if (file.isEmpty()) {
            out.println(words.text("term.play.loadNeedsFile"));
            return null;
        }
        try {
            return GameRecord.read(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            out.println(words.text("term.play.cannotLoad", "file", file, "error", Reasons.describe(words, e)));
            return null;
        }
    }

    /** A game of {@code moves} moves was loaded: they are all saved. */
    void loaded(int moves) {
        savedMoves = moves;
    }
}
