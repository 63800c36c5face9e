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
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.ai.book.OpeningBook;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;

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
 * book build [--out FILE] [--plies N] [--full K] [--depth D] [--time-limit S] [--egtb DIR] [--resume]
 * book check [FILE]
 * </pre>
 */
public final class BookCommand {
    static final String USAGE = "usage: book build [--out FILE] [--plies N] [--full K] [--depth D] [--time-limit S]"
            + " [--egtb DIR] [--resume]\n       book check [FILE]";
    static final String DEFAULT_OUT = "ai/src/main/resources/org/kete/ai/book/oware.book";

    private BookCommand() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0) throw new IllegalArgumentException("no subcommand");
            List<String> rest = List.of(args).subList(1, args.length);
            return switch (args[0]) {
                case "build" -> build(rest, out);
                case "check" -> check(rest, out);
                case "help", "--help", "-h" -> {
                    out.println(USAGE);
                    yield 0;
                }
                default -> throw new IllegalArgumentException("unknown subcommand '" + args[0] + "'");
            };
        } catch (IllegalArgumentException e) {
            err.println("book: " + e.getMessage());
            err.println(USAGE);
            return 2;
        } catch (UncheckedIOException e) {
            err.println("book: " + e.getMessage());
            return 1;
        }
    }

    /** The settings of one build. */
    record Settings(Path out, int plies, int full, int depth, long timeLimitSeconds, Path egtb, boolean resume) {}

    static Settings parse(List<String> args) {
        Path out = Path.of(DEFAULT_OUT);
        int plies = 6;
        int full = 2;
        int depth = 16;
        long limit = 0;
        Path egtb = null;
        boolean resume = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--resume")) {
                resume = true;
                continue;
            }
            if (i + 1 >= args.size()) throw new IllegalArgumentException(a + " needs a value");
            String v = args.get(++i);
            switch (a) {
                case "--out" -> out = Path.of(v);
                case "--plies" -> plies = number(v, a, 0, 30);
                case "--full" -> full = number(v, a, 0, 8);
                case "--depth" -> depth = number(v, a, 1, 60);
                case "--time-limit" -> limit = number(v, a, 1, 7 * 24 * 3600);
                case "--egtb" -> egtb = Path.of(v);
                default -> throw new IllegalArgumentException("unknown flag " + a);
            }
        }
        if (full > plies) throw new IllegalArgumentException("--full cannot exceed --plies");
        return new Settings(out, plies, full, depth, limit, egtb, resume);
    }

    private static int number(String text, String what, int min, int max) {
        try {
            int v = Integer.parseInt(text.trim());
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new IllegalArgumentException(what + " must be a whole number from " + min + " to " + max);
    }

    /** Which seats follow the book on a line: bit 0 South plays the book's move only, bit 1 North. */
    private static final int SOUTH_LINE = 1;

    private static final int NORTH_LINE = 2;

    static int build(List<String> args, PrintStream out) {
        Settings s = parse(args);
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
    static int check(List<String> args, PrintStream out) {
        Game game = Oware.TYPE.create();
        OpeningBook book;
        if (args.isEmpty()) {
            book = OpeningBook.shipped(game.id());
        } else {
            Path file = Path.of(args.get(0));
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
