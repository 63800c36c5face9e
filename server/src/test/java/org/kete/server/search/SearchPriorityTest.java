package org.kete.server.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A review's searches give way to every other search, as long as it takes, and stop only when cancelled. */
class SearchPriorityTest {
    @Test
    void a_review_goes_on_at_once_when_nothing_else_searches() {
        SearchPriority p = new SearchPriority();
        assertFalse(p.stopReview(() -> false));
        assertTrue(p.stopReview(() -> true));
    }

    @Test
    void a_review_waits_while_a_computer_move_a_hint_or_an_analysis_searches() throws Exception {
        SearchPriority p = new SearchPriority();
        for (Runnable[] work :
                new Runnable[][] {{p::moveStarted, p::moveEnded}, {p::backgroundStarted, p::backgroundEnded}}) {
            work[0].run();
            AtomicInteger checks = new AtomicInteger();
            // The review's stop check: it counts how often it was asked whether the review is cancelled.
            CompletableFuture<Boolean> review = CompletableFuture.supplyAsync(() -> p.stopReview(() -> {
                checks.incrementAndGet();
                return false;
            }));
            // It is still waiting after it has checked many times: the other search has not ended.
            while (checks.get() < 20) Thread.onSpinWait();
            assertFalse(review.isDone());
            work[1].run();
            assertEquals(false, review.get(10, TimeUnit.SECONDS), "it goes on, not stopped");
        }
    }

    @Test
    void a_waiting_review_stops_when_it_is_cancelled() throws Exception {
        SearchPriority p = new SearchPriority();
        p.moveStarted();
        AtomicBoolean cancelled = new AtomicBoolean();
        CompletableFuture<Boolean> review = CompletableFuture.supplyAsync(() -> p.stopReview(cancelled::get));
        cancelled.set(true);
        assertTrue(review.get(10, TimeUnit.SECONDS));
        p.moveEnded();
    }
}
