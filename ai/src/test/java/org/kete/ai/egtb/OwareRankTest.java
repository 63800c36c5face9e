package org.kete.ai.egtb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OwareRankTest {

    @Test
    void rank_and_unrank_are_inverse_bijections_onto_zero_to_size_for_small_seed_counts() {
        for (int k = 0; k <= 6; k++) {
            long size = OwareRank.size(k);
            Set<String> seen = new HashSet<>();
            int[] board = new int[12];
            int[] walked = new int[12];
            OwareRank.unrank(0, k, walked);
            for (long r = 0; r < size; r++) {
                OwareRank.unrank(r, k, board);
                assertEquals(k, Arrays.stream(board).sum(), "seed count of rank " + r);
                for (int x : board) assertTrue(x >= 0);
                assertEquals(r, OwareRank.rank(board));
                assertTrue(seen.add(Arrays.toString(board)), "rank " + r + " repeats a board");
                assertArrayEquals(board, walked, "next() walks the ranks in order");
                boolean more = OwareRank.next(walked);
                assertEquals(r < size - 1, more);
            }
            assertEquals(size, seen.size());
        }
    }

    @Test
    void layer_sizes_count_every_board_with_that_many_seeds() {
        // Brute force: count boards of 12 pits holding exactly k seeds by a direct recursion.
        for (int k = 0; k <= 5; k++) assertEquals(count(12, k), OwareRank.size(k), "k=" + k);
        assertEquals(1_352_078L, OwareRank.size(12));
        assertEquals(84_672_315L, OwareRank.size(20));
    }

    private static long count(int pits, int seeds) {
        if (pits == 1) return 1;
        long n = 0;
        for (int s = 0; s <= seeds; s++) n += count(pits - 1, seeds - s);
        return n;
    }

    @Test
    void the_first_and_last_ranks_are_all_seeds_in_the_last_and_first_pit() {
        int[] b = new int[12];
        OwareRank.unrank(0, 7, b);
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7}, b);
        OwareRank.unrank(OwareRank.size(7) - 1, 7, b);
        assertArrayEquals(new int[] {7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, b);
        assertFalse(OwareRank.next(b));
    }

    @Test
    void random_large_boards_round_trip_and_rotation_ranks_the_turned_board() {
        Random rnd = new Random(7);
        int[] b = new int[12];
        int[] back = new int[12];
        for (int t = 0; t < 2000; t++) {
            int k = rnd.nextInt(29);
            Arrays.fill(b, 0);
            for (int s = 0; s < k; s++) b[rnd.nextInt(12)]++;
            long r = OwareRank.rank(b);
            assertTrue(r >= 0 && r < OwareRank.size(k));
            OwareRank.unrank(r, k, back);
            assertArrayEquals(b, back);
            int[] turned = new int[12];
            for (int i = 0; i < 12; i++) turned[i] = b[(i + 6) % 12];
            assertEquals(OwareRank.rank(turned), OwareRank.rankRotated(b));
        }
    }

    @Test
    void out_of_range_ranks_are_refused() {
        assertThrows(IllegalArgumentException.class, () -> OwareRank.unrank(OwareRank.size(3), 3, new int[12]));
        assertThrows(IllegalArgumentException.class, () -> OwareRank.size(49));
    }
}
