package org.kete.engine;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The rules of one game with its rule options fixed. Stateless and thread-safe: positions carry the state.
 * Every method that reads text reports bad input with an exception whose message a user can act on.
 */
public interface Game {

    GameType type();

    RuleOptions options();

    default String id() {
        return type().id();
    }

    /** The start position with the given player to move first. */
    Position start(Player first);

    /** The start position with the first player the options name; "random" is drawn from {@code rng}. */
    default Position start(RandomGenerator rng) {
        return start(firstPlayer(rng));
    }

    /** The start position; a random first player resolves to South (use {@link #start(RandomGenerator)}). */
    default Position start() {
        return start(firstPlayer(null));
    }

    /** Who moves first under the options: South, North, or ("guess which hand holds the seed") random. */
    default Player firstPlayer(RandomGenerator rng) {
        String v = options().asMap().getOrDefault("firstPlayer", "south");
        return switch (v) {
            case "north" -> Player.NORTH;
            case "random" -> rng == null || rng.nextBoolean() ? Player.SOUTH : Player.NORTH;
            default -> Player.SOUTH;
        };
    }

    /** The complete legal moves, in a fixed order; empty when the game is over. */
    List<Move> legalMoves(Position position);

    /** Applies a legal move, returning the new position and the trace; an illegal move is refused. */
    Transition apply(Position position, Move move);

    /** Reads a move in the game's notation and checks it is legal here. */
    default Move parseMove(Position position, String text) {
        return Notations.parseMove(this, position, text);
    }

    /**
     * Reads a move in the game's notation and plays it: {@code apply(position, parseMove(position, text))}, with
     * the same refusals. A game may do it with one build of its rules' state instead of two (a server reads and
     * plays every move it is sent).
     */
    default Transition play(Position position, String text) {
        return apply(position, parseMove(position, text));
    }

    /** The move with this code in this position (from a search state). */
    default Move move(Position position, int code) {
        for (Move m : legalMoves(position)) {
            if (m.code() == code) return m;
        }
        throw IllegalMoveException.noSuchMove(
                code, "move code " + code + " is not legal in " + formatPosition(position));
    }

    /** Name of a pit as players write it ("A".."f" in Oware, "A1".."b8" in four-row games). */
    String pitName(int pit);

    String formatPosition(Position position);

    /** Reads a position text; the result has no repetition history beyond itself. */
    Position parsePosition(String text);

    /** A fresh search state at this position (sharing its repetition history). */
    SearchState searchState(Position position);

    /** A move count no game of these rules can exceed; the contract tests check termination against it. */
    int maxGameLength();
}
