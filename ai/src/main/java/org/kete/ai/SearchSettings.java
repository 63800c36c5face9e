package org.kete.ai;

/**
 * How {@link AlphaBeta} searches, as an immutable value: the defaults are the search the levels 1-5, the
 * analysis and the bench use; level 6 changes two of them ({@link Levels#strongestSettings}), and matches
 * compare others ({@code kete match}'s {@code level:6,name=value}, through {@link Builder#option}). Change
 * them with {@link #toBuilder}: {@code settings.toBuilder().lmrPv(false).partial(true).build()}.
 *
 * @param reductions late-move reductions at all; without them every move is searched to the full depth, so
 *     with no table the score is exactly the minimax value at that depth (for tests and analysis)
 * @param lmrDepth reductions from this remaining depth on (at least 1)
 * @param lmrMoves reductions from this move on, counted from 0 in search order (at least 1)
 * @param lmrPv reductions at principal-variation nodes too
 * @param lmrMaxDepth no reductions at this remaining depth or more
 * @param tableDepth nodes with at least this remaining depth read and write the transposition table (at least
 *     1): nodes nearer the horizon are cheaper to search again than a likely cache miss, and would crowd out
 *     the entries worth keeping
 * @param aspirationWindow half the root window around the previous iteration's score, in centi-seeds (from
 *     depth 5 on); 0 or less: no aspiration windows
 * @param partial a search stopped by its budget or the caller plays the better move its unfinished iteration
 *     found (searched to the new depth, compared within one aspiration pass)
 * @param step plies between iterations after the first: 1, or 2 (depths 1, 2, 4, 6, ...)
 * @param quiescence plies of moves that capture or end the game searched past the horizon (0: none, the
 *     evaluation decides there), at most {@link AlphaBeta#MAX_DEPTH}
 */
public record SearchSettings(
        boolean reductions,
        int lmrDepth,
        int lmrMoves,
        boolean lmrPv,
        int lmrMaxDepth,
        int tableDepth,
        int aspirationWindow,
        boolean partial,
        int step,
        int quiescence) {

    /** The defaults: reductions from depth 3 and the third move, table from depth 2, a one-seed window. */
    public static final SearchSettings DEFAULTS =
            new SearchSettings(true, 3, 2, true, AlphaBeta.MAX_DEPTH, 2, 101, false, 1, 0);

    public SearchSettings {
        atLeastOne(lmrDepth, "lmrDepth");
        atLeastOne(lmrMoves, "lmrMoves");
        atLeastOne(tableDepth, "tableDepth");
        if (step < 1 || step > 2) throw new IllegalArgumentException("step is 1 or 2, not " + step);
        if (quiescence < 0 || quiescence > AlphaBeta.MAX_DEPTH) {
            throw new IllegalArgumentException("quiescence is 0.." + AlphaBeta.MAX_DEPTH + " plies, not " + quiescence);
        }
    }

    private static void atLeastOne(int value, String name) {
        if (value < 1) throw new IllegalArgumentException(name + " is at least 1, not " + value);
    }

    /** A builder starting from these settings. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Settings made from others by changing some fields; {@link #build} checks them. */
    public static final class Builder {
        private boolean reductions;
        private int lmrDepth;
        private int lmrMoves;
        private boolean lmrPv;
        private int lmrMaxDepth;
        private int tableDepth;
        private int aspirationWindow;
        private boolean partial;
        private int step;
        private int quiescence;

        private Builder(SearchSettings from) {
            reductions = from.reductions;
            lmrDepth = from.lmrDepth;
            lmrMoves = from.lmrMoves;
            lmrPv = from.lmrPv;
            lmrMaxDepth = from.lmrMaxDepth;
            tableDepth = from.tableDepth;
            aspirationWindow = from.aspirationWindow;
            partial = from.partial;
            step = from.step;
            quiescence = from.quiescence;
        }

        public Builder reductions(boolean on) {
            reductions = on;
            return this;
        }

        public Builder lmrDepth(int depth) {
            lmrDepth = depth;
            return this;
        }

        public Builder lmrMoves(int moves) {
            lmrMoves = moves;
            return this;
        }

        public Builder lmrPv(boolean on) {
            lmrPv = on;
            return this;
        }

        public Builder lmrMaxDepth(int depth) {
            lmrMaxDepth = depth;
            return this;
        }

        public Builder tableDepth(int depth) {
            tableDepth = depth;
            return this;
        }

        public Builder aspirationWindow(int halfWidth) {
            aspirationWindow = halfWidth;
            return this;
        }

        public Builder partial(boolean on) {
            partial = on;
            return this;
        }

        public Builder step(int plies) {
            step = plies;
            return this;
        }

        public Builder quiescence(int plies) {
            quiescence = plies;
            return this;
        }

        /**
         * One setting by the name a user types ({@code kete match}'s {@code level:6,name=value};
         * docs/strength.md lists them): {@code lmrdepth}, {@code lmrmoves}, {@code lmrpv} (0: off), {@code
         * lmrmax}, {@code tabledepth}, {@code aspiration}, {@code partial} (1: on), {@code step}, {@code qs}.
         * Values out of a setting's range are brought into it (lmrdepth 0 is 1, step 5 is 2), as they always
         * were.
         */
        public Builder option(String name, int value) {
            return switch (name) {
                case "lmrdepth" -> lmrDepth(Math.max(1, value));
                case "lmrmoves" -> lmrMoves(Math.max(1, value));
                case "lmrpv" -> lmrPv(value != 0);
                case "lmrmax" -> lmrMaxDepth(value);
                case "tabledepth" -> tableDepth(Math.max(1, value));
                case "aspiration" -> aspirationWindow(value);
                case "partial" -> partial(value != 0);
                case "step" -> step(Math.max(1, Math.min(2, value)));
                case "qs" -> quiescence(Math.max(0, Math.min(AlphaBeta.MAX_DEPTH, value)));
                default ->
                    throw new IllegalArgumentException("search settings are lmrdepth, lmrmoves, lmrpv, lmrmax,"
                            + " tabledepth, aspiration, partial, step, qs: " + name);
            };
        }

        public SearchSettings build() {
            return new SearchSettings(
                    reductions,
                    lmrDepth,
                    lmrMoves,
                    lmrPv,
                    lmrMaxDepth,
                    tableDepth,
                    aspirationWindow,
                    partial,
                    step,
                    quiescence);
        }
    }
}
