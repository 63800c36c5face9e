package org.kete.engine;

import java.util.Arrays;

/**
 * The part every game's immutable position has in common: the game, the pits, the two players' scores
 * (captures or stores, as the game defines them), the side to move and the outcome. A game's position class
 * extends it with whatever else its rules need (history for repetition rules, phase, ownership) and, where
 * that extra state tells two positions apart, says so in {@link #sameRulesState}.
 *
 * @param <G> the game, so that {@code game()} gives the concrete game with its options
 */
public abstract class BoardPosition<G extends Game> implements Position {
    private final G game;
    private final int[] pits;
    private final int southScore;
    private final int northScore;
    private final Player toMove;
    private final Outcome outcome;

    /** Takes ownership of {@code pits}: the caller passes a fresh array and never touches it again. */
    protected BoardPosition(G game, int[] pits, int southScore, int northScore, Player toMove, Outcome outcome) {
        this.game = game;
        this.pits = pits;
        this.southScore = southScore;
        this.northScore = northScore;
        this.toMove = toMove;
        this.outcome = outcome;
    }

    @Override
    public final G game() {
        return game;
    }

    @Override
    public final Player toMove() {
        return toMove;
    }

    @Override
    public final int pitCount() {
        return pits.length;
    }

    @Override
    public final int seeds(int pit) {
        return pits[pit];
    }

    @Override
    public final int score(Player player) {
        return player == Player.SOUTH ? southScore : northScore;
    }

    @Override
    public final Outcome outcome() {
        return outcome;
    }

    /**
     * Whether the state this game adds to the board (phase, ownership, round ...) is the same in {@code other},
     * which is of this position's class. History kept only to apply repetition rules does not count: two
     * positions that look the same on the board are equal.
     */
    protected boolean sameRulesState(BoardPosition<?> other) {
        return true;
    }

    @Override
    public final boolean equals(Object o) {
        return o instanceof BoardPosition<?> p
                && p.getClass() == getClass()
                && p.game.equals(game)
                && Arrays.equals(p.pits, pits)
                && p.southScore == southScore
                && p.northScore == northScore
                && p.toMove == toMove
                && p.outcome.equals(outcome)
                && sameRulesState(p);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pits) * 31 + toMove.hashCode();
    }

    @Override
    public final String toString() {
        return text() + (outcome.over() ? " (" + outcome.describe() + ")" : "");
    }
}
