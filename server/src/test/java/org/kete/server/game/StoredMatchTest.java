package org.kete.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A match's winner is typed, and stored as the matches table always held it: "a", "b" or NULL. */
class StoredMatchTest {
    @Test
    void the_winner_is_stored_as_a_b_or_null() {
        assertEquals("a", StoredMatch.Side.A.text());
        assertEquals("b", StoredMatch.Side.B.text());
        for (StoredMatch.Side s : StoredMatch.Side.values()) assertEquals(s, StoredMatch.Side.of(s.text()));
        assertNull(StoredMatch.Side.of(null));
    }

    @Test
    void a_stored_winner_that_is_neither_is_refused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> StoredMatch.Side.of("A"));
        assertEquals("a match's winner is a, b or none, not 'A'", e.getMessage());
    }

    @Test
    void a_new_match_has_no_winner() {
        assertNull(StoredMatch.start("m1", StoredMatch.Format.BEST_OF, 3, 0).winner());
    }
}
