package org.kete.cli.book;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.ai.book.OpeningBook;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.UsageException;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code kete book build}: makes Kete's own Oware opening book with Kete's own search, the strongest level
 * without its book ({@link Levels.Level#searcherWithoutBook}), so a book rebuilt after the search improves is
 * the new search's. The positions are taken breadth first from the start: every line of the first {@code --full}
 * plies, then up to {@code --plies} the lines where one side (each in turn) plays the book's move and the other
 * any move, as a player meets them from either seat. Each is searched to {@code --depth} plies. The book is
 * written after every ply, so a build stopped by {@code --time-limit} (or killed) keeps what it has; {@code
 * --resume} reuses the entries of the output file searched at least as deep.
 *
 * <pre>
 * kete book build [--out FILE] [--plies N] [--full K] [--depth D] [--time-limit S] [--egtb DIR] [--resume]
 * kete book check [FILE]
 * </pre>
 */
@Command(
        name = "book",
        description = {"build or check Kete's own Oware opening book", "", "See docs/strength.md."},
        subcommands = {BookCommand.Build.class, BookCommand.Check.class})
public final class BookCommand implements Callable<Integer> {
    static final String DEFAULT_OUT = "ai/src/main/resources/org/kete/ai/book/oware.book";

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    private final PrintStream out;

    public BookCommand(PrintStream out) {
        this.out = out;
    }

    /** {@code kete book} alone: a subcommand is needed. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Book needs a subcommand: build or check");
    }

    /** The settings of one build. */
    record Settings(Path out, int plies, int full, int depth, long timeLimitSeconds, Path egtb, boolean resume) {}

    @Command(name = "build", description = "search the book's positions and write the book (resumable)")
    static final class Build implements Callable<Integer> {
        @ParentCommand
        BookCommand parent;

        @Mixin
        HelpOption help;

        @Option(names = "--out", paramLabel = "FILE", description = "the book file (default: ${DEFAULT-VALUE})")
        Path file = Path.of(DEFAULT_OUT);

        @Option(names = "--plies", paramLabel = "N", description = "the book's depth in plies, 0-30 (default 6)")
        int plies = 6;

        @Option(
                names = "--full",
                paramLabel = "K",
                description = "every line of the first K plies, 0-8 (default 2), then the book's own lines")
        int full = 2;

        @Option(names = "--depth", paramLabel = "D", description = "the search depth of each position, 1-60 (16)")
        int depth = 16;

        @Option(
                names = "--time-limit",
                paramLabel = "S",
                description = "stop after S seconds, keeping what is written (default: none)")
        Integer timeLimit;

        @Option(names = "--egtb", paramLabel = "DIR", description = "Oware endgame tables for the searches")
        Path egtb;

        @Option(names = "--resume", description = "reuse the entries of --out searched at least as deep")
        boolean resume;

        @Override
        public Integer call() {
            range("--plies", plies, 0, 30);
            range("--full", full, 0, 8);
            range("--depth", depth, 1, 60);
            if (timeLimit != null) range("--time-limit", timeLimit, 1, 7 * 24 * 3600);
            if (full > plies) throw new UsageException("--full cannot exceed --plies");
            return build(
                    new Settings(file, plies, full, depth, timeLimit == null ? 0 : timeLimit, egtb, resume),
                    parent.out);
        }
    }

    @Command(name = "check", description = "read a book (default: the one shipped in Kete) and say what it holds")
    static final class Check implements Callable<Integer> {
        @ParentCommand
        BookCommand parent;

        @Mixin
        HelpOption help;

        @Parameters(arity = "0..1", paramLabel = "FILE", description = "a book file")
        Path file;

        @Override
        public Integer call() {
            try {
                return check(file, parent.out);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
    }

    private static void range(String what, int v, int min, int max) {
        if (v < min || v > max) {
            throw new UsageException(what + " must be a whole number from " + min + " to " + max + ", not " + v);
        }
    }

    /** Which seats follow the book on a line: bit 0 South plays the book's move only, bit 1 North. */
    private static final int SOUTH_LINE = 1;

    private static final int NORTH_LINE = 2;

    static int build(Settings s, PrintStream out) {
        Game game = Oware.TYPE.create();
        OwareTablebase tables = s.egtb() == null ? null : OwareTablebase.openDirectory(s.egtb());
        Searcher search = Levels.of(Levels.all().size()).searcherWithoutBook(0, tables);
        Map<String, OpeningBook.Entry> done = new LinkedHashMap<>();
        if (s.resume() && Files.exists(s.out())) {
            OpeningBook old = OpeningBook.read(game, lines(s.out()), s.out().toString());
            old.entries().forEach((k, e) -> {
                if (e.depth() >= s.depth()) done.put(k, e);
            });
            out.println("resuming: " + done.size() + " positions of " + s.out() + " searched to depth " + s.depth()
                    + " or more");
        }
        Map<String, OpeningBook.Entry> book = new LinkedHashMap<>();
        long started = System.nanoTime();
        long deadline = s.timeLimitSeconds() > 0 ? started + s.timeLimitSeconds() * 1_000_000_000L : Long.MAX_VALUE;
        Map<String, Integer> level = new LinkedHashMap<>();
        Map<String, Position> positions = new LinkedHashMap<>();
        Position start = game.start();
        level.put(game.formatPosition(start), SOUTH_LINE | NORTH_LINE);
        positions.put(game.formatPosition(start), start);
        boolean stopped = false;
        int ply = 0;
        for (; ply < s.plies() && !level.isEmpty() && !stopped; ply++) {
            Map<String, Integer> next = new LinkedHashMap<>();
            Map<String, Position> nextPositions = new LinkedHashMap<>();
            int searched = 0;
            for (var node : level.entrySet()) {
                Position p = positions.get(node.getKey());
                if (p.isOver()) continue;
                OpeningBook.Entry e = book.get(node.getKey());
                if (e == null) e = done.get(node.getKey());
                if (e == null) {
                    if (System.nanoTime() > deadline) {
                        stopped = true;
                        break;
                    }
                    SearchResult r = search.search(game.searchState(p), SearchLimits.depth(s.depth()));
                    Move m = game.move(p, r.bestMove());
                    e = new OpeningBook.Entry(m.code(), m.notation(), r.score(), r.depth());
                    searched++;
                }
                book.put(node.getKey(), e);
                int lines = node.getValue();
                for (Move m : game.legalMoves(p)) {
                    int follow = 0;
                    for (int line : new int[] {SOUTH_LINE, NORTH_LINE}) {
                        if ((lines & line) == 0) continue;
                        boolean bookSide = (line == SOUTH_LINE) == (p.toMove() == Player.SOUTH);
                        if (ply < s.full() || !bookSide || m.code() == e.move()) follow |= line;
                    }
                    if (follow == 0) continue;
                    Position child = game.apply(p, m).after();
                    String key = game.formatPosition(child);
                    next.merge(key, follow, (x, y) -> x | y);
                    nextPositions.putIfAbsent(key, child);
                }
            }
            write(s, game, book, stopped ? ply - 1 : ply, stopped);
            out.printf(
                    Locale.ROOT,
                    "ply %d: %d positions, %d searched, book %d, %.0f s%n",
                    ply,
                    level.size(),
                    searched,
                    book.size(),
                    (System.nanoTime() - started) / 1e9);
            level = next;
            positions = nextPositions;
        }
        out.println((stopped ? "stopped by --time-limit at ply " + ply + "; " : "") + "wrote " + book.size()
                + " positions to " + s.out());
        return 0;
    }

    /** Writes the book; {@code lastPly} is the last ply whose positions are all in it. */
    private static void write(
            Settings s, Game game, Map<String, OpeningBook.Entry> book, int lastPly, boolean partial) {
        StringBuilder b = new StringBuilder();
        b.append("# Kete's own Oware opening book: position, move, value (centi-seeds, side to move), depth.\n");
        b.append("# Made by Kete's strongest level without its book, searching each position to depth ")
                .append(s.depth())
                .append(s.resume() ? " or more (entries kept from a deeper build)" : "")
                .append(":\n");
        b.append("#   kete book build --plies ")
                .append(s.plies())
                .append(" --full ")
                .append(s.full())
                .append(" --depth ")
                .append(s.depth())
                .append(s.egtb() == null ? "" : " --egtb DIR")
                .append('\n');
        b.append("# ")
                .append(partial ? "stopped by its time limit; " : "")
                .append("every position of plies 0-")
                .append(lastPly)
                .append(", ")
                .append(Instant.now().truncatedTo(ChronoUnit.SECONDS))
                .append('\n');
        b.append("# rules: ");
        List<String> rules = new ArrayList<>();
        game.options().asMap().forEach((k, v) -> {
            if (!k.equals("firstPlayer")) rules.add(k + "=" + v);
        });
        b.append(String.join(" ", rules)).append('\n');
        book.forEach((k, e) -> b.append(k)
                .append(' ')
                .append(e.notation())
                .append(' ')
                .append(e.score())
                .append(' ')
                .append(e.depth())
                .append('\n'));
        try {
            if (s.out().getParent() != null) Files.createDirectories(s.out().getParent());
            Path tmp = s.out().resolveSibling(s.out().getFileName() + ".tmp");
            Files.writeString(tmp, b.toString(), StandardCharsets.UTF_8);
            Files.move(
                    tmp,
                    s.out(),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + s.out() + ": " + e.getMessage(), e);
        }
    }

    /** Reads a book file (or the shipped one) and checks every line; prints its size and how it was made. */
    static int check(Path file, PrintStream out) {
        Game game = Oware.TYPE.create();
        OpeningBook book;
        if (file == null) {
            book = OpeningBook.shipped(game.id());
        } else {
            if (!Files.isRegularFile(file)) throw new IllegalArgumentException("no such file " + file);
            book = OpeningBook.read(game, lines(file), file.toString());
        }
        out.println(book.size() + " positions, rules " + book.rules());
        for (String c : book.comments()) out.println("# " + c);
        return 0;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
