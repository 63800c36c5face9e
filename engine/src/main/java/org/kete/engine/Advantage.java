package org.kete.engine;

/**
 * How the players of a game measure who stands better, so that an evaluation is worded the way they think: in
 * seeds where the game is won by capturing the most seeds (Oware, Nam Nam, the Kenyan games with stores), as a
 * positional advantage where it is won by leaving the opponent without a move or an empty front row (the
 * four-row Bao games), where a seed count says little.
 */
public enum Advantage {
    SEEDS,
    POSITION
}
