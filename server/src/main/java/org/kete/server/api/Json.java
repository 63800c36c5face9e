package org.kete.server.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.BoardLayout;
import org.kete.engine.Choice;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.House;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOption;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.narration.Narrator;
import org.kete.server.ApiException;

/**
 * JSON in and out at the API's edge: request bodies read, the views written. The engine's values (game types,
 * positions, moves, traces) are written here field by field, as docs/api.md shows them, and nothing is exposed
 * by reflection over engine classes; the views of the games are records ({@link Views}).
 */
public final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON", e);
        }
    }

    /** As {@link #write}, in UTF-8: what an answer sends, without a string in between. */
    public static byte[] writeBytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON", e);
        }
    }

    /** Reads a request body; an empty body is an empty object. */
    public static JsonNode read(String body) {
        if (body == null || body.isBlank()) return MAPPER.createObjectNode();
        try {
            JsonNode n = MAPPER.readTree(body);
            if (n == null || !n.isObject()) {
                throw new ApiException(400, "bad-json", "the request body must be a JSON object");
            }
            return n;
        } catch (JsonProcessingException e) {
            throw new ApiException(
                    400,
                    "bad-json",
                    "the request body is not valid JSON (line "
                            + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + ")");
        }
    }

    /** The "type" of a WebSocket message from a client, or null if it is not such a JSON object. */
    public static String messageType(String message) {
        try {
            JsonNode n = MAPPER.readTree(message);
            return n != null && n.isObject() ? n.path("type").asText(null) : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    public static String text(JsonNode body, String field, String fallback) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) return fallback;
        if (!n.isTextual()) throw new ApiException(400, "bad-json", "'" + field + "' must be a string");
        return n.asText();
    }

    public static Integer integer(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) return null;
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            throw new ApiException(400, "bad-json", "'" + field + "' must be a whole number");
        }
        return n.asInt();
    }

    /** A side as the API writes it: a constant, not a new string per call (a game view writes one per ply). */
    public static String side(Player p) {
        if (p == null) return null;
        return p == Player.SOUTH ? "south" : "north";
    }

    public static String enumText(Enum<?> e) {
        return e == null ? null : e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Map<String, Object> gameType(GameType t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", t.id());
        m.put("name", t.name());
        m.put("region", t.region());
        m.put("summary", t.summary());
        m.put("rows", t.rows());
        m.put("pitsPerRow", t.pitsPerRow());
        m.put("seeds", t.seeds());
        m.put("advantage", enumText(t.advantage()));
        m.put("sowing", enumText(t.sowing()));
        BoardLayout l = t.layout();
        Map<String, Object> layout = new LinkedHashMap<>();
        layout.put("grid", l.grid());
        layout.put("hasStores", l.hasStores());
        layout.put("storeOnLeft", side(l.storeOnLeft()));
        m.put("layout", layout);
        Game g = t.create();
        int pitCount = t.rows() * t.pitsPerRow();
        String[] names = new String[pitCount];
        for (int i = 0; i < pitCount; i++) names[i] = g.pitName(i);
        m.put("pitNames", names);
        List<Map<String, Object>> options =
                t.options().stream().map(Json::option).toList();
        m.put("options", options);
        return m;
    }

    public static Map<String, Object> option(RuleOption o) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", o.name());
        m.put("description", o.description());
        m.put("kind", enumText(o.kind()));
        m.put("values", o.values());
        m.put("default", o.defaultValue());
        boolean integer = o.kind() == RuleOption.Kind.INTEGER;
        m.put("min", integer ? o.min() : null);
        m.put("max", integer ? o.max() : null);
        return m;
    }

    public static Map<String, Object> position(Position p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("text", p.text());
        m.put("toMove", side(p.toMove()));
        m.put("pits", p.pits());
        Map<String, Object> scores = new LinkedHashMap<>();
        scores.put("south", p.score(Player.SOUTH));
        scores.put("north", p.score(Player.NORTH));
        m.put("scores", scores);
        m.put("houses", houses(p));
        m.put("owners", owners(p));
        return m;
    }

    /**
     * The marked pits the engine annotates ({@link Position#houses()}: Bao la Kiswahili's nyumba while owned),
     * {@code functional} while its rule is in force; games without houses list none.
     */
    public static List<Map<String, Object>> houses(Position p) {
        List<Map<String, Object>> out = new java.util.ArrayList<>();
        for (House house : p.houses()) {
            Map<String, Object> h = new LinkedHashMap<>();
            h.put("owner", side(house.owner()));
            h.put("pit", house.pit());
            h.put("functional", house.functional());
            out.add(h);
        }
        return out;
    }

    /** Each pit's owner, "south" or "north", as the engine knows it (pits change hands in Nam Nam). */
    public static List<String> owners(Position p) {
        List<String> out = new java.util.ArrayList<>(p.pitCount());
        for (int pit = 0; pit < p.pitCount(); pit++) out.add(side(p.owner(pit)));
        return out;
    }

    public static List<Map<String, Object>> moves(List<Move> moves) {
        return moves.stream().map(Json::move).toList();
    }

    public static Map<String, Object> move(Move mv) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("code", mv.code());
        m.put("notation", mv.notation());
        m.put("pit", mv.pit());
        m.put("choices", mv.choices().stream().map(Json::choice).toList());
        return m;
    }

    private static Map<String, Object> choice(Choice c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", enumText(c.kind()));
        m.put("label", c.label());
        m.put("pits", c.pits());
        return m;
    }

    /** An engine outcome; null while the game goes on. */
    public static Map<String, Object> outcome(Outcome o) {
        if (o == null || !o.over()) return null;
        return outcome(
                side(o.winner()), o.southScore(), o.northScore(), enumText(o.reason()), o.resultText(), o.describe());
    }

    public static Map<String, Object> outcome(
            String winner, int south, int north, String reason, String result, String text) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("winner", winner);
        m.put("south", south);
        m.put("north", north);
        m.put("reason", reason);
        m.put("result", result);
        m.put("text", text);
        return m;
    }

    /** A move's trace; the narrated texts (a note's {@code text}) in English. */
    public static List<Map<String, Object>> trace(Transition t) {
        return trace(t, Narrator.english());
    }

    /** A move's trace, the narrated texts in the narrator's language. */
    public static List<Map<String, Object>> trace(Transition t, Narrator narrator) {
        Game g = t.before().game();
        return t.trace().stream().map(e -> event(g, e, narrator)).toList();
    }

    private static Map<String, Object> event(Game g, TraceEvent e, Narrator narrator) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (e instanceof TraceEvent.Lift x) {
            m.put("type", "lift");
            m.put("pit", x.pit());
            m.put("seeds", x.seeds());
            m.put("lap", x.lap());
        } else if (e instanceof TraceEvent.Sow x) {
            m.put("type", "sow");
            m.put("pit", x.pit());
            m.put("seedsAfter", x.seedsAfter());
        } else if (e instanceof TraceEvent.SowStore x) {
            m.put("type", "sowStore");
            m.put("store", side(x.store()));
            m.put("seedsAfter", x.seedsAfter());
        } else if (e instanceof TraceEvent.Skip x) {
            m.put("type", "skip");
            m.put("pit", x.pit());
        } else if (e instanceof TraceEvent.PlaceFromStore x) {
            m.put("type", "placeFromStore");
            m.put("player", side(x.player()));
            m.put("pit", x.pit());
            m.put("seedsAfter", x.seedsAfter());
        } else if (e instanceof TraceEvent.Capture x) {
            m.put("type", "capture");
            m.put("pit", x.pit());
            m.put("seeds", x.seeds());
            m.put("by", side(x.by()));
            m.put("to", enumText(x.to()));
        } else if (e instanceof TraceEvent.CaptureForfeited x) {
            m.put("type", "captureForfeited");
            m.put("seeds", x.seeds());
            m.put("rule", enumText(x.rule()));
        } else if (e instanceof TraceEvent.Direction x) {
            m.put("type", "direction");
            m.put("direction", x.direction());
            m.put("why", enumText(x.why()));
        } else if (e instanceof TraceEvent.EndOfTurn x) {
            m.put("type", "endOfTurn");
            m.put("reason", enumText(x.reason()));
        } else if (e instanceof TraceEvent.Pass x) {
            m.put("type", "pass");
            m.put("player", side(x.player()));
        } else if (e instanceof TraceEvent.Collect x) {
            m.put("type", "collect");
            m.put("player", side(x.player()));
            m.put("seeds", x.seeds());
        } else if (e instanceof TraceEvent.Note x) {
            m.put("type", "note");
            m.put("key", x.key());
            // The data, for a client that narrates in its own language: pits as indices, players as sides,
            // reasons as ids (the message note.<key>.<reason>).
            Map<String, Object> params = new LinkedHashMap<>();
            x.params()
                    .forEach((k, v) ->
                            params.put(k, v instanceof Player p ? side(p) : v instanceof Enum<?> r ? enumText(r) : v));
            m.put("params", params);
            m.put("text", narrator.note(g, x));
        } else if (e instanceof TraceEvent.GameEnd x) {
            m.put("type", "gameEnd");
            m.put("outcome", outcome(x.outcome()));
        } else {
            throw new IllegalStateException("no JSON form for trace event " + e);
        }
        return m;
    }

    public static Map<String, Object> error(int status, String code, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status);
        m.put("error", code);
        m.put("message", message);
        return m;
    }

    /** The error body of a refusal, with its key and params when it names its case. */
    public static Map<String, Object> error(ApiException e) {
        Map<String, Object> m = error(e.status(), e.code(), e.getMessage());
        if (e.key() != null) {
            m.put("key", e.key());
            if (!e.params().isEmpty()) m.put("params", new java.util.TreeMap<>(e.params()));
        }
        return m;
    }
}
