package org.kete.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Golden playthroughs (STYLE.md, layer 4): a seeded random game written out move by move with every position
 * and the outcome, compared exactly with the file under {@code src/test/resources/golden/}. Regenerate on
 * purpose with {@code mvn -B verify -Dkete.regenerateGolden=true} and review the diff.
 */
public final class GoldenPlaythrough {
    private GoldenPlaythrough() {}

    /** The transcript of a seeded random game: one line per ply, "ply move -> position", then the outcome. */
    public static String transcript(Game game, long seed) {
        Random rng = new Random(seed);
        Position p = game.start(Player.SOUTH);
        StringBuilder sb = new StringBuilder();
        sb.append("# game ")
                .append(game.id())
                .append(" options ")
                .append(game.options())
                .append(" seed ")
                .append(seed)
                .append('\n');
        sb.append("0 start ").append(p.text()).append('\n');
        int ply = 0;
        while (!p.isOver()) {
            List<Move> moves = game.legalMoves(p);
            Move m = moves.get(rng.nextInt(moves.size()));
            Transition t = game.apply(p, m);
            p = t.after();
            ply++;
            sb.append(ply)
                    .append(' ')
                    .append(m.notation())
                    .append(" -> ")
                    .append(p.text())
                    .append('\n');
        }
        sb.append("result ")
                .append(p.outcome().resultText())
                .append(' ')
                .append(p.outcome().describe())
                .append('\n');
        return sb.toString();
    }

    /** Compares the transcript with {@code golden/<name>.txt} in the module's test resources. */
    public static void check(Game game, long seed, String name) {
        String actual = transcript(game, seed);
        Path file = Path.of("src", "test", "resources", "golden", name + ".txt");
        try {
            if (Boolean.getBoolean("kete.regenerateGolden") || !Files.exists(file)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
                if (!Boolean.getBoolean("kete.regenerateGolden")) {
                    throw new AssertionError(
                            "golden file " + file + " was missing and has been written: review and commit it");
                }
            }
            assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual, "golden playthrough " + name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
