package org.kete.cli.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.book.OpeningBook;
import org.kete.cli.Kete;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;

class BookCommandTest {
    private static final Game OWARE = Oware.TYPE.create();

    @Test
    void a_build_searches_every_line_of_the_first_plies_then_the_book_lines_of_each_side(@TempDir Path dir)
            throws IOException {
        Path file = dir.resolve("oware.book");
        Kete.Result r =
                Kete.command("book", "build", "--out", file.toString(), "--plies", "3", "--full", "1", "--depth", "3");
        assertEquals(0, r.code(), r.err());
        OpeningBook b = OpeningBook.read(OWARE, Files.readAllLines(file), file.toString());
        // --full 1: every move from the start (6 positions at ply 1). Past it, on South's lines North may play
        // anything, so every reply of North at ply 1 is there at ply 2 (North's own lines, its book reply only,
        // add nothing new); --plies 3 stops after the positions of ply 2.
        Position start = OWARE.start();
        var first = b.lookup(OWARE, start).orElseThrow();
        assertEquals(3, first.depth());
        int ply2 = 0;
        for (var m : OWARE.legalMoves(start)) {
            Position p1 = OWARE.apply(start, m).after();
            var reply = b.lookup(OWARE, p1).orElseThrow();
            for (var n : OWARE.legalMoves(p1)) {
                Position p2 = OWARE.apply(p1, n).after();
                assertTrue(b.lookup(OWARE, p2).isPresent(), p2.text());
                ply2++;
                assertEquals(Player.SOUTH, p2.toMove());
            }
            assertTrue(reply.depth() >= 1);
        }
        assertEquals(1 + 6 + ply2, b.size(), "nothing past ply 2");
        assertTrue(r.out().contains("wrote " + b.size() + " positions to " + file), r.out());
        assertTrue(b.comments().get(1).contains("depth 3"), b.comments().toString());
        // Resuming reuses every entry searched at least as deep: nothing is searched again.
        Kete.Result again = Kete.command(
                "book", "build", "--out", file.toString(), "--plies", "3", "--full", "1", "--depth", "3", "--resume");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("resuming: " + b.size() + " positions"), again.out());
        assertTrue(again.out().contains("ply 2: " + ply2 + " positions, 0 searched"), again.out());
        Kete.Result check = Kete.command("book", "check", file.toString());
        assertEquals(0, check.code(), check.err());
        assertTrue(check.out().startsWith(b.size() + " positions, rules "), check.out());
    }

    @Test
    void the_shipped_book_checks_and_bad_arguments_are_refused() {
        Kete.Result check = Kete.command("book", "check");
        assertEquals(0, check.code(), check.err());
        assertTrue(check.out().contains("kete book build"), check.out());
        for (List<String> args : List.of(
                List.of("build", "--plies", "x"),
                List.of("build", "--full", "4", "--plies", "2"),
                List.of("build", "--colour", "red"),
                List.of("check", "/no/such/book"),
                List.of("fly"))) {
            Kete.Result r = Kete.command("book", args.toArray(String[]::new));
            assertEquals(2, r.code(), args.toString());
            assertTrue(r.err().startsWith("kete: "), r.err());
            assertTrue(r.err().contains("see kete book"), r.err());
        }
    }
}
