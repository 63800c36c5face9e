package org.kete.ai.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

class OpeningBookTest {
    private static final Game OWARE = Oware.TYPE.create();

    @Test
    void the_shipped_book_loads_and_every_move_is_legal_in_its_position() {
        OpeningBook book = OpeningBook.shipped("oware");
        assertTrue(book.size() >= 43, "the book has every position of the first plies: " + book.size());
        assertEquals(Map.of("grandSlam", "forfeit", "cycleRule", "split", "winThreshold", "25"), book.rules());
        assertTrue(
                book.comments().stream().anyMatch(c -> c.contains("kete book build")),
                book.comments().toString());
        for (var e : book.entries().entrySet()) {
            Position p = OWARE.parsePosition(e.getKey());
            List<Move> legal = OWARE.legalMoves(p);
            assertTrue(legal.stream().anyMatch(m -> m.code() == e.getValue().move()), e.getKey());
            assertEquals(
                    OWARE.move(p, e.getValue().move()).notation(), e.getValue().notation());
            assertTrue(e.getValue().depth() >= 1, e.getKey());
        }
        // The start and every first move of South are in it.
        Position start = OWARE.start();
        assertTrue(book.lookup(OWARE, start).isPresent());
        for (Move m : OWARE.legalMoves(start)) {
            assertTrue(book.lookup(OWARE, OWARE.apply(start, m).after()).isPresent(), m.notation());
        }
        assertTrue(OpeningBook.shipped("nam-nam").size() == 0, "no book for the other games yet");
    }

    @Test
    void the_strongest_level_plays_the_book_move_without_searching() {
        OpeningBook book = OpeningBook.shipped("oware");
        OpeningBook.Entry atStart = book.lookup(OWARE, OWARE.start()).orElseThrow();
        SearchState s = OWARE.searchState(OWARE.start());
        int[] reported = new int[2];
        SearchResult r = Levels.of(6).searcher(1).search(s, SearchLimits.depth(30), (d, score, nodes, pv) -> {
            reported[0] = d;
            reported[1] = score;
        });
        assertEquals(atStart.move(), r.bestMove());
        assertEquals(0, r.nodes(), "a book move costs no search");
        assertEquals(atStart.score(), r.score());
        assertEquals(atStart.depth(), reported[0]);
        // Out of the book it searches; the level below never uses the book.
        Position deep = OWARE.parsePosition("1-0-5-0-7-0-2-8-1-3-0-1-10-10-S");
        assertTrue(book.lookup(OWARE, deep).isEmpty());
        assertTrue(Levels.of(6)
                        .searcher(1)
                        .search(OWARE.searchState(deep), SearchLimits.depth(4))
                        .nodes()
                > 0);
        assertTrue(Levels.of(5)
                        .searcher(1)
                        .search(OWARE.searchState(OWARE.start()), SearchLimits.depth(3))
                        .nodes()
                > 0);
        assertTrue(Levels.of(6)
                        .searcherWithoutBook(1, null)
                        .search(OWARE.searchState(OWARE.start()), SearchLimits.depth(3))
                        .nodes()
                > 0);
    }

    @Test
    void a_book_holds_only_for_its_rules() {
        OpeningBook book = OpeningBook.read(
                OWARE,
                List.of(
                        "# rules: grandSlam=forfeit cycleRule=split",
                        OWARE.start().text() + " F 12 9"),
                "t");
        assertEquals("F", book.lookup(OWARE, OWARE.start()).orElseThrow().notation());
        Game allowed = Oware.TYPE.create("grandSlam=allowed");
        assertTrue(book.lookup(allowed, allowed.start()).isEmpty());
        SearchResult r = new BookSearcher(book, Levels.of(6).searcherWithoutBook(0, null))
                .search(allowed.searchState(allowed.start()), SearchLimits.depth(2));
        assertTrue(r.nodes() > 0, "searched under other rules");
    }

    @Test
    void bad_lines_are_refused_with_their_number_and_reason() {
        String start = OWARE.start().text();
        assertTrue(message(List.of("# c", start + " a 1 2")).contains("t line 2: "));
        assertTrue(message(List.of(start + " F 1")).contains("t line 1: a line is: position move value depth"));
        assertTrue(message(List.of(start + " F x 2")).contains("whole numbers"));
        assertTrue(message(List.of("1-2-3 F 1 2")).contains("t line 1: "));
        assertTrue(message(List.of(start + " F 1 2", start + " E 1 2")).contains("in the book twice"));
        assertTrue(message(List.of("# rules: grandSlam")).contains("name=value"));
    }

    private static String message(List<String> lines) {
        return assertThrows(IllegalArgumentException.class, () -> OpeningBook.read(OWARE, lines, "t"))
                .getMessage();
    }
}
