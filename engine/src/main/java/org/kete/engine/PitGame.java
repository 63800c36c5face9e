package org.kete.engine;

import java.util.List;

/**
 * A game in which a move is the choice of one pit and nothing else: Oware, the two Kenyan games and Bao
 * Kigogo. The move code is the pit number, the notation is the pit's name, and reading, checking and playing a
 * move are the same for all of them; each game supplies its rules (through its {@link PitState}), its pit
 * names and its own words for a move it cannot read or may not play.
 *
 * @param <P> the game's position class
 * @param <S> the game's search state, the one implementation of its rules
 */
public abstract class PitGame<P extends Position, S extends PitGame.PitState> implements Game {

    /** The search state of a pit game: besides the search interface, the rules' check and play of one pit. */
    public interface PitState extends SearchState {
        /** Whether sowing from this pit is a legal move now (false when the game is over). */
        boolean isLegal(int pit);

        /** Plays a legal move, recording every step in {@code trace} (null in search). */
        void play(int pit, Trace trace);
    }

    private final GameType type;
    private final RuleOptions options;
    private final Class<P> positionClass;

    protected PitGame(GameType type, RuleOptions options, Class<P> positionClass) {
        this.type = type;
        this.options = options;
        this.positionClass = positionClass;
    }

    @Override
    public final GameType type() {
        return type;
    }

    @Override
    public final RuleOptions options() {
        return options;
    }

    /** The rules' state for a position of this game with these options. */
    protected abstract S stateOf(P position);

    /** The pit a move text names, or -1 when the text names none ({@code text} is trimmed, maybe empty). */
    protected abstract int parsePit(String text);

    /** The message for a move text that names no pit: what was wrong and how to write a move. */
    protected abstract IllegalMoveException unreadableMove(String text);

    /** Why the pit (which may be any int) is not a legal move in a game that is not over. */
    protected abstract IllegalMoveException whyIllegal(S state, int pit);

    @Override
    public final List<Move> legalMoves(Position position) {
        return state(position).legalMoveList(this::toMove);
    }

    protected final Move toMove(int pit) {
        String name = pitName(pit);
        return new Move(pit, name, List.of(Choice.pit(pit, name)));
    }

    @Override
    public final Transition apply(Position position, Move move) {
        S s = state(position);
        requireNotOver(position);
        if (!s.isLegal(move.code())) throw whyIllegal(s, move.code());
        Trace trace = new Trace();
        s.play(move.code(), trace);
        return new Transition(position, toMove(move.code()), s.toPosition(), trace.events());
    }

    @Override
    public final Move parseMove(Position position, String text) {
        int pit = readPit(text);
        requireNotOver(position);
        S s = state(position);
        if (!s.isLegal(pit)) throw whyIllegal(s, pit);
        return toMove(pit);
    }

    /** As {@link #parseMove} then {@link #apply}, the rules' state built once for both. */
    @Override
    public final Transition play(Position position, String text) {
        int pit = readPit(text);
        requireNotOver(position);
        S s = state(position);
        if (!s.isLegal(pit)) throw whyIllegal(s, pit);
        Trace trace = new Trace();
        s.play(pit, trace);
        return new Transition(position, toMove(pit), s.toPosition(), trace.events());
    }

    /** The pit a move text names; refuses an empty or unreadable text. */
    private int readPit(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) throw IllegalMoveException.noMove();
        int pit = parsePit(t);
        if (pit < 0) throw unreadableMove(t);
        return pit;
    }

    @Override
    public final S searchState(Position position) {
        return state(position);
    }

    private S state(Position position) {
        if (!positionClass.isInstance(position) || !equals(position.game())) {
            throw new IllegalArgumentException("not a position of " + type.name() + " with options " + options);
        }
        return stateOf(positionClass.cast(position));
    }

    private static void requireNotOver(Position position) {
        if (position.isOver()) {
            throw IllegalMoveException.gameOver(position.outcome());
        }
    }

    /** Two games are equal when they are the same game with the same options. */
    @Override
    public final boolean equals(Object o) {
        return o instanceof PitGame<?, ?> g && g.getClass() == getClass() && g.options.equals(options);
    }

    @Override
    public final int hashCode() {
        return options.hashCode();
    }

    @Override
    public String toString() {
        return type.id() + " " + options;
    }
}
