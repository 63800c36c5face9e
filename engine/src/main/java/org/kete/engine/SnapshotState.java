package org.kete.engine;

import java.util.Arrays;

/**
 * The plumbing the search states share: the side to move, the result once the game is over, and make/unmake by
 * copying a snapshot onto a preallocated int stack (grown by doubling, so nothing allocates per move once it is
 * deep enough). A game's state keeps its own board: its make() calls {@link #pushSnapshot} and writes its own
 * ints where that says, its unmake() calls {@link #popSnapshot} and reads them back.
 */
public abstract class SnapshotState implements SearchState {
    /** EndReason.values() copies its array on every call; unmake must not allocate. */
    private static final EndReason[] REASONS = EndReason.values();
    /** Ints of the shared part of a snapshot: side, over, winner, reason. */
    private static final int SHARED = 4;

    protected int side;
    protected boolean over;
    /** When over: 0 or 1, or -1 for a draw. */
    protected int winner = -1;

    protected EndReason reason;

    private final int snap;
    private int[] undo;
    private int ply;

    /** {@code gameInts}: the game's own ints per snapshot; {@code depth}: the plies the stack holds at first. */
    protected SnapshotState(int gameInts, int depth) {
        snap = gameInts + SHARED;
        undo = new int[depth * snap];
    }

    @Override
    public final int sideToMove() {
        return side;
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public int winner() {
        return winner;
    }

    @Override
    public final int ply() {
        return ply;
    }

    /**
     * Saves the shared part of the state for the move about to be made and returns the index in {@link
     * #snapshots()} where the game writes its own ints.
     */
    protected final int pushSnapshot() {
        int at = ply * snap;
        if (at + snap > undo.length) undo = Arrays.copyOf(undo, undo.length * 2);
        int[] u = undo;
        u[at] = side;
        u[at + 1] = over ? 1 : 0;
        u[at + 2] = winner;
        u[at + 3] = reason == null ? -1 : reason.ordinal();
        ply++;
        return at + SHARED;
    }

    /** Restores the shared part of the state before the last move and returns where the game's ints are. */
    protected final int popSnapshot() {
        int at = --ply * snap;
        int[] u = undo;
        side = u[at];
        over = u[at + 1] != 0;
        winner = u[at + 2];
        reason = u[at + 3] < 0 ? null : REASONS[u[at + 3]];
        return at + SHARED;
    }

    /** The snapshot stack (read it after {@link #pushSnapshot} or {@link #popSnapshot}: a push may grow it). */
    protected final int[] snapshots() {
        return undo;
    }

    /** The game is over: {@code winner} 0 or 1, or -1 for a draw. */
    protected final void finish(int winner, EndReason why) {
        this.over = true;
        this.winner = winner;
        this.reason = why;
    }

    /** The outcome with these scores (an ongoing game when not over). */
    protected final Outcome outcome(int south, int north) {
        if (!over) return Outcome.ONGOING;
        return winner < 0 ? Outcome.draw(south, north, reason) : Outcome.win(Player.of(winner), south, north, reason);
    }

    /** Takes the result of an immutable position that is over. */
    protected final void takeOutcome(Outcome o) {
        if (o.over()) finish(o.winner() == null ? -1 : o.winner().index(), o.reason());
    }
}
