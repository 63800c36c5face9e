package org.kete.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.game.Requests;

/**
 * Reads request bodies into the request records of the game operations. Only the shape is checked here (a field
 * of the wrong JSON type is 400 bad-json); what the values must be is the operations' concern.
 */
final class RequestReader {
    private RequestReader() {}

    static Requests.NewGame newGame(JsonNode body) {
        String game = Json.text(body, "game", null);
        String options = options(body.get("options"));
        JsonNode opponent = body.get("opponent");
        String type = null;
        String level = null;
        if (opponent != null && opponent.isObject()) {
            type = Json.text(opponent, "type", "");
            JsonNode l = opponent.get("level");
            level = l == null || l.isNull() ? null : l.asText();
        }
        return new Requests.NewGame(
                game,
                options,
                type,
                level,
                Json.text(body, "first", null),
                Json.text(body, "seat", null),
                Json.text(body, "position", null),
                clock(body.get("clock")),
                match(body.get("match")));
    }

    private static Requests.ClockRequest clock(JsonNode clock) {
        if (clock == null || clock.isNull()) return null;
        if (!clock.isObject())
            throw ApiException.wrongType("'clock' must be {\"minutes\": m, \"increment\": s}", "clock", "object");
        return new Requests.ClockRequest(
                Json.integer(clock, "minutes"), Json.integer(clock, "seconds"), Json.integer(clock, "increment"));
    }

    private static Requests.MatchRequest match(JsonNode match) {
        if (match == null || match.isNull()) return null;
        if (!match.isObject()) {
            throw ApiException.wrongType("'match' must be {\"format\": \"best-of\", \"n\": 3}", "match", "object");
        }
        return new Requests.MatchRequest(Json.text(match, "format", null), Json.integer(match, "n"));
    }

    /** Rule options as an object of name: value, as the text "name=value ..." that the rules read. */
    private static String options(JsonNode options) {
        if (options == null || options.isNull()) return "";
        if (!options.isObject())
            throw ApiException.wrongType("'options' must be an object of name: value", "options", "object");
        Map<String, Object> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : options.properties()) {
            if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                throw ApiException.wrongType(
                        "option " + e.getKey() + " needs a string, number or boolean", e.getKey(), "option-value");
            }
            values.put(e.getKey(), e.getValue().asText());
        }
        return options(values);
    }

    /** Rule options of name: value (strings, numbers, booleans) as the text "name=value ..." that the rules read. */
    static String options(Map<String, Object> options) {
        return RuleOptionsReader.text(options);
    }

    static Requests.Versioned versioned(JsonNode body) {
        return new Requests.Versioned(Json.integer(body, "version"));
    }

    static Requests.MoveRequest move(JsonNode body) {
        return new Requests.MoveRequest(
                Json.integer(body, "version"), Json.text(body, "move", null), Json.integer(body, "code"));
    }

    static Requests.ClaimRequest claim(JsonNode body) {
        return new Requests.ClaimRequest(Json.integer(body, "version"), Json.text(body, "result", null));
    }

    static Requests.Resign resign(JsonNode body) {
        return new Requests.Resign(Json.integer(body, "version"), Json.text(body, "seat", null));
    }

    static Requests.Analysis analysis(JsonNode body) {
        return new Requests.Analysis(
                Json.integer(body, "ms"),
                Json.text(body, "viewer", null),
                Json.text(body, "gameId", null),
                Json.integer(body, "ply"),
                body.has("ply"),
                body.has("game") || body.has("position"),
                Json.text(body, "game", null),
                options(body.get("options")),
                Json.text(body, "position", null));
    }
}
