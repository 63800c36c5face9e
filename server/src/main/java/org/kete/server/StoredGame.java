package org.kete.server;

import java.util.List;

/**
 * One row of the games table: everything needed to continue a game. Token columns hold SHA-256 hashes of
 * the seat tokens, never the tokens. Clock times are milliseconds; {@code turnStartedAt} is epoch millis of
 * the moment the running clock last started (null while no clock runs: in an active game, while the clock
 * waits for the first move). A game of a match has the match's id,
 * its number in the match (1, 2, ...) and the seat player A (the match's creator) holds in it; {@code nextGame}
 * is the id of the game that followed it (the match's next game, or a rematch), once there is one.
 */
record StoredGame(
        String id,
        String gameType,
        String options,
        Mode mode,
        Integer level,
        String computerSeat,
        String firstPlayer,
        String startPosition,
        List<String> moves,
        int version,
        Status status,
        String southToken,
        String northToken,
        String offerKind,
        String offerBy,
        String winner,
        String endReason,
        Integer southScore,
        Integer northScore,
        Long clockInitialMs,
        Long clockIncrementMs,
        Long southMs,
        Long northMs,
        Long turnStartedAt,
        long createdAt,
        long updatedAt,
        String matchId,
        Integer matchNumber,
        String aSeat,
        String nextGame) {

    enum Mode {
        COMPUTER,
        LOCAL,
        ONLINE;

        String text() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    enum Status {
        WAITING,
        ACTIVE,
        FINISHED;

        String text() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    StoredGame {
        moves = List.copyOf(moves);
    }

    boolean hasClock() {
        return clockInitialMs != null;
    }

    /** A builder-style copy; the store bumps the version itself when it writes. */
    Builder toBuilder() {
        return new Builder(this);
    }

    static final class Builder {
        String id, gameType, options, computerSeat, firstPlayer, startPosition;
        Mode mode;
        Integer level;
        List<String> moves;
        int version;
        Status status;
        String southToken, northToken, offerKind, offerBy, winner, endReason;
        Integer southScore, northScore;
        Long clockInitialMs, clockIncrementMs, southMs, northMs, turnStartedAt;
        long createdAt, updatedAt;
        String matchId, aSeat, nextGame;
        Integer matchNumber;

        Builder() {}

        Builder(StoredGame g) {
            id = g.id;
            gameType = g.gameType;
            options = g.options;
            mode = g.mode;
            level = g.level;
            computerSeat = g.computerSeat;
            firstPlayer = g.firstPlayer;
            startPosition = g.startPosition;
            moves = g.moves;
            version = g.version;
            status = g.status;
            southToken = g.southToken;
            northToken = g.northToken;
            offerKind = g.offerKind;
            offerBy = g.offerBy;
            winner = g.winner;
            endReason = g.endReason;
            southScore = g.southScore;
            northScore = g.northScore;
            clockInitialMs = g.clockInitialMs;
            clockIncrementMs = g.clockIncrementMs;
            southMs = g.southMs;
            northMs = g.northMs;
            turnStartedAt = g.turnStartedAt;
            createdAt = g.createdAt;
            updatedAt = g.updatedAt;
            matchId = g.matchId;
            matchNumber = g.matchNumber;
            aSeat = g.aSeat;
            nextGame = g.nextGame;
        }

        Builder noOffer() {
            offerKind = null;
            offerBy = null;
            return this;
        }

        Builder noResult() {
            winner = null;
            endReason = null;
            southScore = null;
            northScore = null;
            return this;
        }

        StoredGame build() {
            return new StoredGame(
                    id,
                    gameType,
                    options,
                    mode,
                    level,
                    computerSeat,
                    firstPlayer,
                    startPosition,
                    moves,
                    version,
                    status,
                    southToken,
                    northToken,
                    offerKind,
                    offerBy,
                    winner,
                    endReason,
                    southScore,
                    northScore,
                    clockInitialMs,
                    clockIncrementMs,
                    southMs,
                    northMs,
                    turnStartedAt,
                    createdAt,
                    updatedAt,
                    matchId,
                    matchNumber,
                    aSeat,
                    nextGame);
        }
    }
}
