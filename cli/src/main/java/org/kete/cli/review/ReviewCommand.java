package org.kete.cli.review;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.kete.ai.GameAi;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.review.GameReview;
import org.kete.ai.review.ReviewTuning;
import org.kete.ai.review.Reviewer;
import org.kete.cli.common.SpokenCommand;
import org.kete.cli.common.UsageException;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.record.GameRecord;
import org.kete.narration.Narrator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code kete review FILE}: the computer's review of a finished game read from a record (docs/records.md,
 * docs/review.md), printed as the annotated game and each player's summary, or as JSON (the API's review
 * object), and written back as a record with a comment after each move ({@code --write}). One thread and a fixed
 * node budget, so the same record gets the same review on any machine. Its words are the player's language.
 *
 * <p>A record whose game has not ended is refused unless {@code --unfinished} is given: the server never reviews
 * a game in play (a review would help a player during the game), but a file on one's own computer reveals
 * nothing to an opponent, so here it is the user's choice.
 */
@Command(name = "review", sortOptions = false, description = "the computer's review of a finished game record")
public final class ReviewCommand extends SpokenCommand {
    /** The least and most --nodes: ReviewTuning's floor, and a day's search. */
    static final long MIN_NODES = 1_000;

    static final long MAX_NODES = 1_000_000_000_000L;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Option(names = "--nodes", paramLabel = "N", descriptionKey = "nodes")
    Long nodes;

    @Option(names = "--egtb", paramLabel = "DIR", descriptionKey = "egtb")
    Path egtb;

    @Option(names = "--write", paramLabel = "OUT", descriptionKey = "write")
    Path write;

    @Option(names = "--json", descriptionKey = "json")
    boolean json;

    @Option(names = "--unfinished", descriptionKey = "unfinished")
    boolean unfinished;

    @Option(names = "--quiet", descriptionKey = "quiet")
    boolean quiet;

    private final PrintStream err;
    /**
     * Whether kete runs on a terminal: the progress is shown on standard error then, redrawn in place, and only
     * then (Java tells only whether standard input and output are a terminal, {@link System#console()}).
     */
    private final boolean errIsTerminal;

    public ReviewCommand(PrintStream out, PrintStream err, boolean errIsTerminal) {
        super(out);
        this.err = err;
        this.errIsTerminal = errIsTerminal;
    }

    /** Whether {@code err} is the process's standard error on a terminal (not a pipe, a file or a test's stream). */
    public static boolean isTerminal(PrintStream err) {
        return err == System.err && System.console() != null;
    }

    @Override
    protected int run(Narrator words) {
        if (file == null) throw usage(words, "term.review.needsFile");
        if (nodes != null && (nodes < MIN_NODES || nodes > MAX_NODES)) {
            throw usage(
                    words, "term.cli.range", "option", "--nodes", "min", MIN_NODES, "max", MAX_NODES, "value", nodes);
        }
        GameRecord record = read(file, words);
        Game game = record.game();
        if (!record.finalPosition().isOver() && !unfinished) {
            throw UsageException.withoutHelp(words.text("term.review.unfinished", "file", file));
        }
        OwareTablebase tables = egtb == null ? null : tables(game, egtb, words);
        ReviewTuning tuning = ReviewTuning.of(game.type());
        if (nodes != null) tuning = tuning.withNodes(nodes);
        Progress progress = new Progress(err, errIsTerminal && !quiet, words);
        GameReview review = new Reviewer(tuning, tables)
                .review(game, record.startPosition(), record.moves(), progress, () -> false);
        progress.done();
        ReviewText text = new ReviewText(words, record, review);
        if (write != null) writeRecord(text.annotated(), words);
        if (json) {
            out.println(ReviewJson.write(review));
        } else {
            text.print(out, tables);
            if (write != null) out.println(words.text("term.review.written", "file", write));
        }
        return 0;
    }

    /** The record of {@code path}; a file that cannot be read or is no record is refused with the reason. */
    private static GameRecord read(Path path, Narrator words) {
        try {
            if (Files.isDirectory(path)) {
                throw UsageException.withoutHelp(words.text(
                        "term.review.cannotRead", "file", path, "error", words.text("term.error.directory")));
            }
            return GameRecord.read(Files.readString(path, StandardCharsets.UTF_8));
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            throw UsageException.withoutHelp(
                    words.text("term.review.cannotRead", "file", path, "error", describe(words, e)));
        }
    }

    /** Opens and reads every table of the directory now, so a bad one is reported before the review starts. */
    private static OwareTablebase tables(Game game, Path dir, Narrator words) {
        if (!GameAi.owareTablesApply(game.type())) {
            throw UsageException.withoutHelp(words.text(
                    "term.play.egtbNotOware",
                    "game",
                    words.text("name." + game.type().id())));
        }
        try {
            OwareTablebase tb = OwareTablebase.openDirectory(dir);
            tb.loadAll();
            return tb;
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw UsageException.withoutHelp("--egtb: " + e.getMessage());
        } catch (OutOfMemoryError e) {
            throw UsageException.withoutHelp(words.text("term.play.egtbHeap", "dir", dir));
        }
    }

    /**
     * Writes the annotated record to a file beside {@code --write}'s and then moves it there, so that a failed
     * write leaves any file of that name as it was (even the record reviewed, when OUT names it).
     */
    private void writeRecord(GameRecord annotated, Narrator words) {
        Path target = write.toAbsolutePath();
        Path tmp = target.resolveSibling("." + target.getFileName() + ".kete-review");
        try {
            Files.writeString(tmp, annotated.text(), StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | UncheckedIOException e) {
            deleteQuietly(tmp);
            throw UsageException.withoutHelp(
                    words.text("term.review.cannotWrite", "file", write, "error", describe(words, e)));
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // The file beside is left; the error that matters is reported.
        }
    }

    /** What went wrong with a file, in the player's words where the engine explained it. */
    private static String describe(Narrator words, Exception e) {
        Throwable t = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (t instanceof Explained x) {
            String s = words.why(x);
            return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
        }
        if (t instanceof NoSuchFileException) return words.text("term.error.noSuchFile");
        if (t instanceof AccessDeniedException) return words.text("term.error.accessDenied");
        if (t instanceof MalformedInputException) return words.text("term.error.notText");
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    /** "ply n of m" on standard error, redrawn in place on a terminal; nothing elsewhere. */
    static final class Progress implements Reviewer.Progress {
        private final PrintStream err;
        private final boolean shown;
        private final Narrator words;
        private boolean drawn;

        Progress(PrintStream err, boolean shown, Narrator words) {
            this.err = err;
            this.shown = shown;
            this.words = words;
        }

        @Override
        public void reviewed(int done, int total) {
            if (!shown) return;
            err.print("\r" + words.text("term.review.progress", "done", done, "total", total) + "\u001b[K");
            err.flush();
            drawn = true;
        }

        /** Clears the progress line. */
        void done() {
            if (!drawn) return;
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
