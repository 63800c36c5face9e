package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kete.ai.TranspositionTable.EXACT;
import static org.kete.ai.TranspositionTable.LOWER;
import static org.kete.ai.TranspositionTable.UPPER;

import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.oware.Oware;

class TranspositionTableTest {

    /** Keys that differ only above bit 32 fall into the same bucket of a small table. */
    private static final long A = 0x1234_5678_0000_0A40L;

    private static final long B = A + (1L << 40);
    private static final long C = A + (2L << 40);
    private static final long D = A + (3L << 40);

    private static TranspositionTable table() {
        TranspositionTable t = new TranspositionTable(10);
        t.newSearch(false);
        return t;
    }

    /** The depth stored for the key, or -1 when the table does not hold it. */
    private static int depthOf(TranspositionTable t, long key) {
        int slot = t.probe(key);
        return slot < 0 ? -1 : TranspositionTable.depth(t.data(slot));
    }

    @Test
    void an_empty_table_holds_nothing() {
        TranspositionTable t = table();
        assertEquals(-1, t.probe(A));
        assertEquals(-1, t.probe(0));
    }

    @Test
    void a_stored_result_reads_back_with_its_move_depth_bound_and_value() {
        TranspositionTable t = table();
        int[][] cases = {{EXACT, 0, 0}, {LOWER, 250, 11}, {UPPER, -4_321, 5}, {EXACT, -1, 40_000}};
        for (int[] c : cases) {
            t.store(A, 7, c[0], c[1], c[2], 3);
            long data = t.data(t.probe(A));
            assertEquals(c[0], TranspositionTable.bound(data));
            assertEquals(c[1], TranspositionTable.value(data, 3));
            assertEquals(c[2], TranspositionTable.move(data));
            assertEquals(7, TranspositionTable.depth(data));
            // An evaluation does not depend on the ply it is read at.
            assertEquals(c[1], TranspositionTable.value(data, 20));
        }
        assertEquals(-1, t.probe(B), "another key of the same bucket is not found");
    }

    @Test
    void proven_results_are_stored_relative_to_the_node() {
        TranspositionTable t = table();
        // Found at ply 4: a win 6 plies from the root is a win 2 plies from the node; read at ply 10 it is a
        // win 12 plies from that root.
        t.store(A, 5, EXACT, AlphaBeta.WIN - 6, 1, 4);
        assertEquals(AlphaBeta.WIN - 12, TranspositionTable.value(t.data(t.probe(A)), 10));
        t.store(B, 5, UPPER, -AlphaBeta.WIN + 9, 1, 3);
        assertEquals(-AlphaBeta.WIN + 7, TranspositionTable.value(t.data(t.probe(B)), 1));
    }

    @Test
    void an_exact_value_settles_any_window_a_bound_only_its_side() {
        assertTrue(TranspositionTable.isCutoff(EXACT, 0, -10, 10));
        assertTrue(TranspositionTable.isCutoff(LOWER, 10, -10, 10));
        assertFalse(TranspositionTable.isCutoff(LOWER, 9, -10, 10));
        assertFalse(TranspositionTable.isCutoff(LOWER, -50, -10, 10));
        assertTrue(TranspositionTable.isCutoff(UPPER, -10, -10, 10));
        assertFalse(TranspositionTable.isCutoff(UPPER, -9, -10, 10));
        assertFalse(TranspositionTable.isCutoff(UPPER, 50, -10, 10));
    }

    @Test
    void a_result_is_a_lower_bound_at_or_above_beta_an_upper_bound_at_or_below_alpha() {
        assertEquals(LOWER, TranspositionTable.boundOf(10, -10, 10));
        assertEquals(LOWER, TranspositionTable.boundOf(99, -10, 10));
        assertEquals(EXACT, TranspositionTable.boundOf(9, -10, 10));
        assertEquals(EXACT, TranspositionTable.boundOf(-9, -10, 10));
        assertEquals(UPPER, TranspositionTable.boundOf(-10, -10, 10));
        assertEquals(UPPER, TranspositionTable.boundOf(-99, -10, 10));
    }

    @Test
    void the_first_entry_keeps_the_deepest_result_the_second_the_newest_other() {
        TranspositionTable t = table();
        t.store(A, 8, EXACT, 1, 1, 0);
        t.store(B, 3, EXACT, 2, 2, 0);
        assertEquals(8, depthOf(t, A));
        assertEquals(3, depthOf(t, B));
        // A shallower newcomer takes the second entry.
        t.store(D, 1, EXACT, 4, 4, 0);
        assertEquals(8, depthOf(t, A));
        assertEquals(-1, depthOf(t, B));
        assertEquals(1, depthOf(t, D));
        // A result at least as deep takes the first entry.
        t.store(C, 8, LOWER, 3, 3, 0);
        assertEquals(-1, depthOf(t, A));
        assertEquals(8, depthOf(t, C));
        assertEquals(1, depthOf(t, D));
    }

    @Test
    void the_same_position_replaces_its_entry_even_with_a_shallower_result() {
        TranspositionTable t = table();
        t.store(A, 8, EXACT, 1, 1, 0);
        t.store(A, 2, UPPER, -5, 9, 0);
        long data = t.data(t.probe(A));
        assertEquals(2, TranspositionTable.depth(data));
        assertEquals(UPPER, TranspositionTable.bound(data));
        assertEquals(9, TranspositionTable.move(data));
    }

    @Test
    void a_kept_table_still_answers_but_its_old_entries_give_way_first() {
        TranspositionTable t = table();
        t.store(A, 8, EXACT, 1, 1, 0);
        t.newSearch(true);
        assertEquals(8, depthOf(t, A), "a kept entry is still found in the next search");
        // The deep entry of the earlier search gives way to a shallow one of this search.
        t.store(B, 1, EXACT, 2, 2, 0);
        assertEquals(-1, depthOf(t, A));
        assertEquals(1, depthOf(t, B));
        // Within one search the deepest result keeps the first entry.
        t.store(C, 0, EXACT, 3, 3, 0);
        assertEquals(1, depthOf(t, B));
        assertEquals(0, depthOf(t, C));
    }

    @Test
    void a_new_search_without_keeping_empties_the_table() {
        TranspositionTable t = table();
        t.store(A, 8, EXACT, 1, 1, 0);
        t.newSearch(false);
        assertEquals(-1, t.probe(A));
    }

    @Test
    void sizes_are_two_to_the_zero_to_twenty_eight_entries_and_zero_bits_hold_nothing() {
        assertFalse(new TranspositionTable(0).isEnabled());
        assertTrue(new TranspositionTable(1).isEnabled());
        assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(-1));
        assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(29));
    }

    @Test
    void the_key_tells_apart_the_same_board_with_other_captured_seeds() {
        Game oware = Oware.TYPE.create();
        long even = TranspositionTable.key(oware.searchState(oware.parsePosition("4-4-4-4-4-4-4-4-4-4-4-0-2-2-S")));
        long split = TranspositionTable.key(oware.searchState(oware.parsePosition("4-4-4-4-4-4-4-4-4-4-4-0-3-1-S")));
        long again = TranspositionTable.key(oware.searchState(oware.parsePosition("4-4-4-4-4-4-4-4-4-4-4-0-2-2-S")));
        assertNotEquals(even, split);
        assertEquals(even, again);
    }
}
