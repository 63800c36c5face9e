package org.kete.engine;

/** Why a game (or a Nam Nam round) ended. The names follow the rules files. */
public enum EndReason {
    /** A player reached the winning number of captured seeds (Oware's 25, the children's Bao 25). */
    THRESHOLD,
    /** The player to move had no legal move (remaining seeds are collected as the game's rules say). */
    NO_MOVE,
    /** A position recurred with no capture since (Oware, laps Bao, Nam Nam rounds). */
    CYCLE,
    /** Seeds remain but every sowing of the player to move is endless. */
    STALEMATE,
    /** A player captured a strict majority of the seeds (laps Bao). */
    MAJORITY,
    /** A player's front row was emptied (four-row games). */
    FRONT_ROW_EMPTY,
    /** A player has no seeds left (Bao Kigogo). */
    NO_SEEDS,
    /** A position recurred as often as the game's repetition rule allows (threefold in the Bao games, the first repeat in Kigogo). */
    REPETITION,
    /** A player chose a never-ending move under the rule that such a move loses. */
    NEVER_ENDING_MOVE,
    /** One player owns every pit (Nam Nam). */
    ALL_PITS,
    /** The rules' generic end: all seeds gone from play. */
    GAME_OVER
}
