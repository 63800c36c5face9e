package org.kete.ai.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.SearchState;

class OpeningsTest {
    private static final Game OWARE = Games.byId("oware").create();

    @Test
    void every_two_ply_oware_opening_is_listed_once_in_move_order() {
        Openings all = Openings.all(OWARE, 2);
        Set<List<Integer>> seen = new HashSet<>();
        for (int i = 0; i < 36; i++) {
            int[] line = all.opening(OWARE, i, 0);
            assertEquals(2, line.length);
            assertTrue(seen.add(List.of(line[0], line[1])), "opening " + i + " repeats");
        }
        assertArrayEquals(new int[] {0, 6}, all.opening(OWARE, 0, 0));
        assertArrayEquals(new int[] {5, 11}, all.opening(OWARE, 35, 0));
        // The book starts again from its first opening when the match is longer.
        assertArrayEquals(all.opening(OWARE, 0, 0), all.opening(OWARE, 36, 0));
        assertEquals("36 openings from every opening of 2 plies", all.describe());
    }

    @Test
    void all_openings_count_matches_perft_where_no_line_ends_the_game() {
        // Perft from the Oware start: 6, 36, 190 (docs/notation/oware.md); no game ends within 3 plies.
        Openings all = Openings.all(OWARE, 3);
        Set<List<Integer>> seen = new HashSet<>();
        for (int i = 0; i < 190; i++) {
            int[] l = all.opening(OWARE, i, 0);
            seen.add(List.of(l[0], l[1], l[2]));
        }
        assertEquals(190, seen.size());
    }

    @Test
    void a_book_is_read_from_notation_and_checked_against_the_rules() {
        Openings book = Openings.readBook(OWARE, List.of("# comment", "1. C f 2. D", "", "F a # note"), "test");
        assertArrayEquals(new int[] {2, 11, 3}, book.opening(OWARE, 0, 0));
        assertArrayEquals(new int[] {5, 6}, book.opening(OWARE, 1, 0));
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> Openings.readBook(OWARE, List.of("C f", "C Z"), "b.txt"));
        assertTrue(e.getMessage().startsWith("b.txt line 2: 'Z'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Openings.book(OWARE, List.of(new int[] {6}), "codes"));
        assertTrue(e.getMessage().contains("ply 1 is not a legal move"), e.getMessage());
    }

    @Test
    void random_openings_are_legal_and_follow_the_seed() {
        Openings random = Openings.random(4);
        for (int pair = 0; pair < 20; pair++) {
            int[] line = random.opening(OWARE, pair, 7);
            assertArrayEquals(line, random.opening(OWARE, pair, 7));
            SearchState s = OWARE.searchState(OWARE.start());
            int[] moves = new int[SearchState.MAX_MOVES];
            for (int m : line) {
                int n = s.legalMoves(moves);
                boolean legal = false;
                for (int i = 0; i < n; i++) legal |= moves[i] == m;
                assertTrue(legal);
                s.make(m);
            }
        }
    }
}
