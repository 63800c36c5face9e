package org.kete.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class KeyHistoryTest {

    @Test
    void two_long_keys_are_found_only_in_the_current_stretch_at_the_given_step() {
        KeyHistory h = new KeyHistory(1);
        h.push(1, 10);
        h.cut();
        h.push(2, 20);
        h.push(3, 30);
        h.push(2, 20);
        h.push(4, 40);
        // Entries count - offset, count - offset - step, ... from the stretch start on.
        assertTrue(h.contains(2, 20, 2, 1));
        assertTrue(h.contains(2, 20, 2, 2)); // entries 3 and 1 (0-based): 2 and 2
        assertTrue(h.contains(3, 30, 1, 2)); // entries 4 and 2
        assertFalse(h.contains(3, 30, 2, 2)); // entries 3 and 1: not with the same side to move
        assertFalse(h.contains(1, 10, 1, 1), "before the cut: can never recur");
    }

    @Test
    void wide_keys_count_the_newest_up_to_the_limit_and_only_since_the_cut() {
        KeyHistory h = new KeyHistory(5, 1);
        long[] a = {7, 1, 2, 3, 4};
        long[] b = {7, 1, 2, 3, 5}; // the first word agrees, the last does not
        h.push(a);
        h.cut();
        h.push(a);
        h.push(b);
        h.push(a);
        assertEquals(2, h.occurrencesOfNewest(3));
        h.push(a);
        assertEquals(3, h.occurrencesOfNewest(3));
        assertEquals(2, h.occurrencesOfNewest(2), "counted up to the limit only");
    }

    @Test
    void the_newest_can_be_compared_on_its_first_words_only() {
        KeyHistory h = new KeyHistory(3, 4);
        h.push(new long[] {9, 8, 0});
        h.push(new long[] {9, 8, 2});
        int at = h.append(); // written in place, as Kigogo writes its keys
        h.words()[at] = 9;
        h.words()[at + 1] = 8;
        h.words()[at + 2] = 1;
        assertEquals(1, h.occurrencesOfNewest(3, 5));
        assertEquals(3, h.occurrencesOfNewest(2, 5), "side to move left out");
        assertEquals(2, h.occurrencesOfNewest(2, 2), "counted up to the limit only");
    }

    @Test
    void restore_takes_back_pushes_and_cuts_and_the_stretch_round_trips() {
        KeyHistory h = new KeyHistory(4, 2);
        for (long i = 0; i < 5; i++) h.push(new long[] {i, i + 1, i + 2, i + 3});
        int count = h.count();
        int start = h.stretchStart();
        h.cut();
        h.push(new long[] {9, 9, 9, 9});
        h.restore(count, start);
        assertEquals(5, h.count());
        long[] stretch = h.stretch();
        assertEquals(20, stretch.length);
        KeyHistory copy = new KeyHistory(4, 1);
        copy.load(stretch);
        assertArrayEquals(stretch, copy.stretch());
        copy.push(new long[] {4, 5, 6, 7});
        assertEquals(2, copy.occurrencesOfNewest(3));
    }
}
