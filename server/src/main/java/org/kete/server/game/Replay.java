package org.kete.server.game;

import java.util.ArrayList;
import java.util.List;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.Transition;

/**
 * A stored game rebuilt by the rules: the game under its options, every position from the start, the moves
 * and their notations. Positions are never stored, only replayed, so the rules decide what a move list means.
 * A replay is extended move by move ({@link #plus}, {@link #following}) so that a game in play is replayed
 * whole only when it is first loaded (ReplayCache).
 */
public record Replay(Game game, List<Position> positions, List<Move> moves, List<String> notations) {

    public static Replay of(StoredGame g) {
        GameType type = Games.byId(g.gameType());
        Game game = type.create(g.options());
        Position start =
                g.startPosition() == null ? game.start(g.firstPlayer()) : game.parsePosition(g.startPosition());
        List<Position> positions = new ArrayList<>(List.of(start));
        List<Move> moves = new ArrayList<>();
        for (String notation : g.moves()) {
            Position p = positions.get(positions.size() - 1);
            Move m = game.parseMove(p, notation);
            positions.add(game.apply(p, m).after());
            moves.add(m);
        }
        return new Replay(game, List.copyOf(positions), List.copyOf(moves), List.copyOf(g.moves()));
    }

    public Position current() {
        return positions.get(positions.size() - 1);
    }

    public int plies() {
        return moves.size();
    }

    /** The position {@code ply} moves in, and who moved at that ply. */
    public Player moverAt(int ply) {
        return positions.get(ply).toMove();
    }

    /** The last ply (0-based) at which {@code player} moved, or -1. */
    public int lastMoveBy(Player player) {
        for (int i = moves.size() - 1; i >= 0; i--) {
            if (moverAt(i) == player) return i;
        }
        return -1;
    }

    /** Whether each player has made a move within the first {@code plies} plies. */
    public boolean bothMovedWithin(int plies) {
        boolean south = false, north = false;
        for (int i = 0; i < plies && !(south && north); i++) {
            if (moverAt(i) == Player.SOUTH) south = true;
            else north = true;
        }
        return south && north;
    }

    /** Whether each player has made a move. */
    public boolean bothMoved() {
        return bothMovedWithin(moves.size());
    }

    public Replay plus(Transition t) {
        List<Position> p = new ArrayList<>(positions);
        p.add(t.after());
        List<Move> m = new ArrayList<>(moves);
        m.add(t.move());
        List<String> n = new ArrayList<>(notations);
        n.add(t.move().notation());
        return new Replay(game, List.copyOf(p), List.copyOf(m), List.copyOf(n));
    }

    /**
     * The replay of the same game with the move list {@code stored}: the plies both lists share are kept, and
     * only the rest of {@code stored} is replayed (after an undo, nothing; after moves made elsewhere, those).
     */
    Replay following(List<String> stored) {
        int common = 0;
        int max = Math.min(stored.size(), notations.size());
        while (common < max && stored.get(common).equals(notations.get(common))) common++;
        List<Position> p = new ArrayList<>(positions.subList(0, common + 1));
        List<Move> m = new ArrayList<>(moves.subList(0, common));
        for (String notation : stored.subList(common, stored.size())) {
            Position before = p.get(p.size() - 1);
            Move move = game.parseMove(before, notation);
            p.add(game.apply(before, move).after());
            m.add(move);
        }
        return new Replay(game, List.copyOf(p), List.copyOf(m), List.copyOf(stored));
    }
}
