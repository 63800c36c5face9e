package org.kete.engine;

import java.util.List;

/**
 * A game in the catalogue: its stable id (used in URLs, files and commands), names, board and rule options,
 * and a factory for its rules under chosen options.
 */
public interface GameType {

    /** Stable id, e.g. {@code oware}. */
    String id();

    String name();

    /** Where the game is played, e.g. "Ghana (Akan)". */
    String region();

    /** One line for the catalogue. */
    String summary();

    int rows();

    int pitsPerRow();

    int seeds();

    BoardLayout layout();

    List<RuleOption> options();

    Game create(RuleOptions options);

    /** How an advantage in this game is measured (see {@link Advantage}); seeds unless the game says otherwise. */
    default Advantage advantage() {
        return Advantage.SEEDS;
    }

    default Game create() {
        return create(RuleOptions.defaults(options()));
    }

    /** The game under options written as text, e.g. {@code "grandSlam=allowed cycleRule=draw"}. */
    default Game create(String optionText) {
        return create(RuleOptions.parse(options(), optionText));
    }
}
