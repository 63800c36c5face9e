package org.kete.server.config;

/**
 * How much searching the server takes on at once, in three separate parts so that one kind of request can
 * never starve another (docs/cli.md, kete serve):
 *
 * <ul>
 *   <li>{@code computerThreads}: threads that search the computer's moves, used by nothing else;
 *   <li>{@code computerQueue}: computer moves that may wait for one of those threads; one more is refused with
 *       503 busy. A waiting move's time budget runs while it waits, so it is still answered in time;
 *   <li>{@code hints} and {@code analyses}: searches of each kind running at once; one more is refused with 503
 *       busy at once, never queued. They also give way to the computer's moves (see {@link SearchPriority}).
 *   <li>{@code reviews}: game reviews computed at once (each on a thread of its own, in the background), and
 *       {@code reviewQueue}: reviews that may wait for one, across the servers of one database; one more is
 *       refused with 503 busy. A review gives way to the computer's moves, hints and analyses alike.
 * </ul>
 */
public record SearchCapacity(
        int computerThreads, int computerQueue, int hints, int analyses, int reviews, int reviewQueue) {
    /** Reviews computed at once by default: one, so that a review takes at most one core. */
    public static final int DEFAULT_REVIEWS = 1;

    /** Reviews that may wait by default. */
    public static final int DEFAULT_REVIEW_QUEUE = 16;

    /**
     * For a small machine (2 cores): a computer thread per core, a short queue, two hints and two analyses,
     * which pause while the computer searches, and one review, which pauses while anything else searches.
     */
    public static final SearchCapacity DEFAULT = new SearchCapacity(2, 32, 2, 2);

    public SearchCapacity {
        check("computer threads", computerThreads, 1, 64);
        check("computer moves waiting", computerQueue, 0, 10_000);
        check("hints at once", hints, 0, 64);
        check("analyses at once", analyses, 0, 64);
        check("reviews at once", reviews, 0, 64);
        check("reviews waiting", reviewQueue, 0, 10_000);
    }

    /** With the default reviews. */
    public SearchCapacity(int computerThreads, int computerQueue, int hints, int analyses) {
        this(computerThreads, computerQueue, hints, analyses, DEFAULT_REVIEWS, DEFAULT_REVIEW_QUEUE);
    }

    /** The same capacity with {@code n} reviews at once and {@code queue} waiting. */
    public SearchCapacity withReviews(int n, int queue) {
        return new SearchCapacity(computerThreads, computerQueue, hints, analyses, n, queue);
    }

    private static void check(String what, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " are " + min + ".." + max + ", not " + value);
        }
    }
}
