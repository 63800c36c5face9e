package org.kete.cli.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kete.ai.match.Match;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.record.GameRecord;

/** {@code kete match --records DIR}: every game of the match as a Kete record, {@code <game>-0001.txt} and on. */
final class MatchRecords {
    private MatchRecords() {}

    static void write(Path dir, Game game, Match.GameResult g, String a, String b) {
        Position start = game.start();
        GameRecord r = GameRecord.start(game, start);
        Position p = start;
        List<Move> moves = new ArrayList<>();
        for (int code : g.moves()) {
            Move m = game.move(p, code);
            moves.add(m);
            p = game.apply(p, m).after();
        }
        r = GameRecord.of(game, start, moves)
                .withTag("South", g.aSide() == 0 ? a : b)
                .withTag("North", g.aSide() == 0 ? b : a)
                .withTag("Event", "kete match");
        if (g.openingPlies() > 0) r = r.withComment(g.openingPlies(), "end of the opening");
        Path file = dir.resolve(String.format(Locale.ROOT, "%s-%04d.txt", game.id(), g.index() + 1));
        try {
            Files.writeString(file, r.text(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
