package org.kete.engine.kenyan;

import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.PitGame;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;

/**
 * What the two Kenyan games share beyond {@link PitGame}: the 2 x 8 board with pits A-H and a-h, and the text
 * form of a position (docs/notation). Their rules differ entirely.
 */
abstract class KenyanGame<P extends Position, S extends PitGame.PitState> extends PitGame<P, S> {

    KenyanGame(GameType type, RuleOptions options, Class<P> positionClass) {
        super(type, options, positionClass);
    }

    @Override
    protected final int parsePit(String text) {
        return KenyanNotation.pitIndex(text);
    }

    @Override
    protected final IllegalMoveException unreadableMove(String text) {
        return IllegalMoveException.unreadable(
                text, type(), "a move of " + type().name(), "write a pit letter, A-H for South, a-h for North");
    }

    @Override
    public final String pitName(int pit) {
        return KenyanNotation.pitName(pit);
    }

    /** The 16 pits from South's A, South's score (captures or store), North's, side to move. */
    @Override
    public final String formatPosition(Position position) {
        return KenyanNotation.format(position);
    }
}
