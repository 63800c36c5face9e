package org.kete.server.http;

import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.game.Requests;

/**
 * The game operations' request bodies as they come (bound by {@link Bodies}: a field of the wrong JSON type is 400
 * bad-json naming it) and their conversion to the request records of the game side. Only the shape is checked here;
 * what the values must be is the operations' concern. A field a body leaves out, or sends as null, is null.
 */
final class RequestReader {
    private RequestReader() {}

    /** POST /api/games. */
    record NewGameBody(
            String game,
            Map<String, Object> options,
            OpponentBody opponent,
            String first,
            String seat,
            String position,
            Requests.ClockRequest clock,
            Requests.MatchRequest match) {
        Requests.NewGame request() {
            return new Requests.NewGame(
                    game,
                    RuleOptionsReader.text(options),
                    opponent == null ? null : opponent.type() == null ? "" : opponent.type(),
                    opponent == null ? null : opponent.level(),
                    first,
                    seat,
                    position,
                    clock,
                    match);
        }
    }

    /**
     * The opponent: its type and the computer's level, given as a number or a name ({@code 3}, {@code "3"},
     * {@code "strongest"}); the level stays text for the operation to read.
     */
    record OpponentBody(String type, String level) {
        @com.fasterxml.jackson.annotation.JsonCreator
        static OpponentBody of(
                @com.fasterxml.jackson.annotation.JsonProperty("type") String type,
                @com.fasterxml.jackson.annotation.JsonProperty("level") Object level) {
            if (level instanceof Map<?, ?> || level instanceof java.util.List<?>)
                throw ApiException.wrongType("'level' must be a number or a name", "level", "string");
            return new OpponentBody(type, level == null ? null : String.valueOf(level));
        }
    }

    /** POST .../moves: the move in notation, or its code. */
    static Requests.MoveRequest move(String body, int depth) {
        return Bodies.read(body, depth, Requests.MoveRequest.class);
    }

    static Requests.Versioned versioned(String body, int depth) {
        return Bodies.read(body, depth, Requests.Versioned.class);
    }

    static Requests.ClaimRequest claim(String body, int depth) {
        return Bodies.read(body, depth, Requests.ClaimRequest.class);
    }

    static Requests.Resign resign(String body, int depth) {
        return Bodies.read(body, depth, Requests.Resign.class);
    }

    static Requests.NewGame newGame(String body, int depth) {
        return Bodies.read(body, depth, NewGameBody.class).request();
    }

    /** POST /api/analysis: a stored game ({@code gameId}, {@code ply}) or a position. */
    record AnalysisBody(
            Integer ms,
            String viewer,
            String gameId,
            Integer ply,
            String game,
            Map<String, Object> options,
            String position) {
        Requests.Analysis request() {
            return new Requests.Analysis(
                    ms,
                    viewer,
                    gameId,
                    ply,
                    ply != null,
                    game != null || position != null,
                    game,
                    RuleOptionsReader.text(options),
                    position);
        }
    }

    static Requests.Analysis analysis(String body, int depth) {
        return Bodies.read(body, depth, AnalysisBody.class).request();
    }

    /** POST /api/tutorials/{game}/steps/{step}/answer: the move, and the language if the query does not say. */
    record TutorialAnswer(String lang, String move) {}

    static TutorialAnswer tutorialAnswer(String body, int depth) {
        return Bodies.read(body, depth, TutorialAnswer.class);
    }
}
