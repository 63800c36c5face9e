package org.kete.server.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The refusals every domain builds the same way: a conflict, too many, busy. */
class ApiExceptionTest {
    @Test
    void too_many_carries_its_wait_as_retry_after_and_in_its_wording() {
        ApiException e = ApiException.tooMany("too-many-games", "wait", "too-many-games", Map.of("n", 5), 42);
        assertEquals(429, e.status());
        assertEquals(42, e.retryAfter());
        assertEquals(Map.of("n", 5, "seconds", 42L), e.params());
        // A wording that names its own seconds keeps them; the header still says the wait.
        e = ApiException.tooMany("x", "m", "k", Map.of("seconds", 7), 9);
        assertEquals(7, e.params().get("seconds"));
        assertEquals(9, e.retryAfter());
    }

    @Test
    void a_wait_is_at_least_a_second() {
        assertEquals(1, ApiException.tooMany("x", "m", "k", Map.of(), 0).retryAfter());
        assertEquals(1, ApiException.busy("busy", "m", -3).retryAfter());
    }

    @Test
    void busy_is_503_and_a_conflict_is_409_without_a_wait() {
        ApiException busy = ApiException.busy("unavailable", "the database is unavailable", 2);
        assertEquals(503, busy.status());
        assertEquals(2, busy.retryAfter());
        assertNull(busy.key());
        assertEquals(Map.of(), busy.params());
        ApiException keyed = ApiException.busy("password-busy", "m", "password-busy", Map.of(), 3);
        assertEquals(Map.of("seconds", 3L), keyed.params());
        ApiException conflict = ApiException.conflict("too-early", "m", "claim-too-early", Map.of("seconds", 4));
        assertEquals(409, conflict.status());
        assertEquals(0, conflict.retryAfter());
        assertEquals("claim-too-early", conflict.key());
    }

    @Test
    void a_refusal_keeps_its_wait_when_it_is_worded_or_explained() {
        ApiException e = ApiException.tooMany("x", "m", null, Map.of(), 5).keyed("k", Map.of());
        assertEquals(5, e.retryAfter());
        assertEquals(5, e.because(new RuntimeException()).retryAfter());
    }
}
