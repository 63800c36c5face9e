package org.kete.ai.review;

/**
 * The class a review gives one move (docs/review.md): how much winning chance it gave away compared with the
 * best move, in the thresholds of its game ({@link ReviewTuning}). A move with no alternative is
 * {@link #ONLY_MOVE} and never judged.
 */
public enum Judgement {
    /** The review's best move, or one valued at least as high. */
    BEST,
    /** Not the best move, but it gives away less winning chance than an inaccuracy. */
    GOOD,
    INACCURACY,
    MISTAKE,
    BLUNDER,
    /** The only legal move: not judged, not counted in the accuracy. */
    ONLY_MOVE;

    /** The class as the API and records write it: {@code best}, ..., {@code only-move}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The class of an id as {@link #id()} writes it; refused with the ids there are. */
    public static Judgement of(String id) {
        for (Judgement j : values()) if (j.id().equals(id)) return j;
        throw new IllegalArgumentException(
                "unknown move class '" + id + "'; classes: best, good, inaccuracy," + " mistake, blunder, only-move");
    }

    /** Inaccuracy, mistake or blunder: what the summary counts and "learn from your mistakes" visits. */
    public boolean isError() {
        return this == INACCURACY || this == MISTAKE || this == BLUNDER;
    }
}
