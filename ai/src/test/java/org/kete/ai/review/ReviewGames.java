package org.kete.ai.review;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.kete.ai.Levels;
import org.kete.ai.match.Match;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.record.GameRecord;

/**
 * Writes the games the review's quality is measured on (docs/review.md): for each game, games between Kete's
 * levels 2 to 5 (node- or depth-limited, so they replay exactly) from seeded random 4-ply openings, as Kete
 * records in {@code ai/src/test/resources/review/games/<game>/}, until they hold at least {@link #TARGET}
 * positions with a choice of moves (or {@link #MAX_GAMES} games). Run from the repository's root:
 *
 * <pre>
 * mvn -B -q test-compile -pl engine,ai -am
 * java -cp engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.review.ReviewGames [game ...]
 * </pre>
 */
public final class ReviewGames {
    /** Where the records go, from the repository's root. */
    static final Path DIR = Path.of("ai/src/test/resources/review/games");
    /** Positions with more than one legal move wanted per game. */
    static final int TARGET = 260;
    /** At most this many games per game (Bao la Kujifunza's games are short). */
    static final int MAX_GAMES = 30;
    /** Random plies before the levels take over. */
    static final int OPENING = 4;
    /** The level pairs, South first, in the order they are played. */
    static final int[][] PAIRS = {{2, 4}, {5, 3}, {4, 5}, {3, 2}, {3, 4}, {5, 2}, {4, 2}, {3, 5}, {5, 4}, {2, 3}};

    private ReviewGames() {}

    public static void main(String[] args) throws IOException {
        List<GameType> types = new ArrayList<>();
        if (args.length == 0) types.addAll(Games.all());
        for (String a : args) types.add(Games.byId(a));
        for (GameType type : types) write(type);
    }

    static void write(GameType type) throws IOException {
        Game game = type.create();
        Path dir = DIR.resolve(type.id());
        Files.createDirectories(dir);
        try (Stream<Path> old = Files.list(dir)) {
            for (Path p : old.toList()) Files.delete(p);
        }
        int choices = 0;
        for (int i = 0; i < MAX_GAMES && choices < TARGET; i++) {
            long t0 = System.nanoTime();
            int south = PAIRS[i % PAIRS.length][0];
            int north = PAIRS[i % PAIRS.length][1];
            Levels.Level ls = Levels.of(south);
            Levels.Level ln = Levels.of(north);
            Match.Contestant a = new Match.Contestant(ls.name(), ls::searcher, () -> ls.limits(() -> false));
            Match.Contestant b = new Match.Contestant(ln.name(), ln::searcher, () -> ln.limits(() -> false));
            Match.GameResult g = new Match(game, a, b)
                    .play(1, OPENING, 3400L + i, r -> {})
                    .games()
                    .get(0);
            GameRecord r = record(game, g, ls, ln);
            int c = choices(game, r);
            choices += c;
            Path file = dir.resolve(String.format(Locale.ROOT, "%s-%02d.txt", type.id(), i + 1));
            Files.writeString(file, r.text(), StandardCharsets.UTF_8);
            System.out.printf(
                    Locale.ROOT,
                    "%s game %d: level %d v %d, %d plies, %d with a choice, %s, %.1f s%n",
                    type.id(),
                    i + 1,
                    south,
                    north,
                    g.moves().length,
                    c,
                    r.outcome().resultText(),
                    (System.nanoTime() - t0) / 1e9);
        }
        System.out.printf(Locale.ROOT, "%s: %d positions with a choice%n", type.id(), choices);
    }

    private static GameRecord record(Game game, Match.GameResult g, Levels.Level south, Levels.Level north) {
        Position p = game.start();
        List<Move> moves = new ArrayList<>();
        for (int code : g.moves()) {
            Move m = game.move(p, code);
            moves.add(m);
            p = game.apply(p, m).after();
        }
        GameRecord r = GameRecord.of(game, game.start(), moves)
                .withTag("South", "level " + south.number() + " (" + south.name() + ")")
                .withTag("North", "level " + north.number() + " (" + north.name() + ")")
                .withTag("Event", "review quality games (ReviewGames)");
        if (g.adjudicated()) r = r.withTag("Adjudicated", "draw by repetition (Match)");
        return r.withComment(g.openingPlies(), "end of the random opening");
    }

    /** Positions of the record before a move where there was more than one legal move. */
    static int choices(Game game, GameRecord r) {
        int n = 0;
        for (int i = 0; i < r.plies().size(); i++) {
            if (game.legalMoves(r.positionAt(i)).size() > 1) n++;
        }
        return n;
    }

    /** The records of one game, in file order (the tests read them from the class path's copy). */
    static List<GameRecord> load(GameType type) {
        Path dir = Path.of("src/test/resources/review/games", type.id());
        if (!Files.isDirectory(dir)) dir = DIR.resolve(type.id());
        try (Stream<Path> files = Files.list(dir)) {
            List<GameRecord> out = new ArrayList<>();
            for (Path f : files.sorted().toList())
                out.add(GameRecord.read(Files.readString(f, StandardCharsets.UTF_8)));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
