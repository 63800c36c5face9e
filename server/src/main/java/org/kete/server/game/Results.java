package org.kete.server.game;

import java.util.List;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Transition;

/** What the game operations return; the API layer turns them into its views. */
public final class Results {
    private Results() {}

    /** A create, join or upload: the game, the new token (shown once) and the seat it holds ("both" on one device). */
    public record Seated(StoredGame game, Replay replay, String token, String seat) {}

    /** A move applied at ply {@code ply} (1 for the first move). */
    public record Played(int ply, Transition transition) {}

    /** Moves applied (none when the computer ran out of time thinking), and the game after them. */
    public record Moved(StoredGame game, Replay replay, List<Played> applied) {}

    /** A change other than a move: the game after it. */
    public record Changed(StoredGame game, Replay replay) {}

    /** An undo: the game after it and the moves taken back. */
    public record Undone(StoredGame game, Replay replay, int undone) {}

    /**
     * A hint for {@code side}: the move, its value for the mover and for South, and how far the search looked;
     * {@code difference} and {@code bestMoves} only when the endgame tables give the exact result.
     */
    public record Hint(
            Move move,
            int score,
            Player side,
            int southScore,
            String scoreText,
            int depth,
            boolean exact,
            Integer difference,
            List<Move> bestMoves) {}

    /** A position of a stored game or a shared one. */
    public record PositionAt(org.kete.engine.Game game, org.kete.engine.Position position) {}
}
