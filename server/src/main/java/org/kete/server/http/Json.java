package org.kete.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.BoardLayout;
import org.kete.engine.Choice;
import org.kete.engine.Explained;
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
import org.kete.server.common.ApiException;

/**
 * JSON in and out at the API's edge: request bodies read, the views written. The engine's values (game types,
 * positions, moves, traces) become view records here, field by field as docs/api.md shows them (Jackson writes a
 * record in the order of its components), and nothing is exposed by reflection over engine classes; the views of
 * the games are records too ({@link Views}).
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

    /** 400 bad-json: a body nested deeper than the server reads. */
    public static ApiException tooDeep(int maxDepth) {
        return new ApiException(
                400,
                "bad-json",
                "the request body is nested deeper than " + maxDepth + " levels",
                "body-too-deep",
                Map.of("n", maxDepth));
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

    /** The text of a field of a JSON object message, or null (not an object, no such field, not text). */
    public static String textField(String message, String field) {
        try {
            JsonNode n = MAPPER.readTree(message);
            JsonNode f = n != null && n.isObject() ? n.get(field) : null;
            return f != null && f.isTextual() ? f.asText() : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    /** A side as the API writes it: a constant, not a new string per call (a game view writes one per ply). */
    public static String side(Player p) {
        if (p == null) return null;
        return p == Player.SOUTH ? "south" : "north";
    }

    public static String enumText(Enum<?> e) {
        return e == null ? null : e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    // ---- the engine's values as records, in the order of docs/api.md

    /** A catalogue entry (docs/api.md, GameType). */
    public record GameTypeView(
            String id,
            String name,
            String region,
            String summary,
            int rows,
            int pitsPerRow,
            int seeds,
            String advantage,
            String sowing,
            LayoutView layout,
            String[] pitNames,
            List<OptionView> options) {}

    public record LayoutView(int[][] grid, boolean hasStores, String storeOnLeft) {}

    /** A rule option; {@code min} and {@code max} only for a whole-number option. */
    public record OptionView(
            String name,
            String description,
            String kind,
            List<String> values,
            @JsonProperty("default") String defaultValue,
            Integer min,
            Integer max) {}

    public record PositionView(
            String text, String toMove, int[] pits, Scores scores, List<HouseView> houses, List<String> owners) {}

    public record Scores(int south, int north) {}

    /** A marked pit ({@link Position#houses()}), {@code functional} while its rule is in force. */
    public record HouseView(String owner, int pit, boolean functional) {}

    public record MoveView(int code, String notation, int pit, List<ChoiceView> choices) {}

    public record ChoiceView(String kind, String label, List<Integer> pits) {}

    public static GameTypeView gameType(GameType t) {
        BoardLayout l = t.layout();
        Game g = t.create();
        int pitCount = t.rows() * t.pitsPerRow();
        String[] names = new String[pitCount];
        for (int i = 0; i < pitCount; i++) names[i] = g.pitName(i);
        return new GameTypeView(
                t.id(),
                t.name(),
                t.region(),
                t.summary(),
                t.rows(),
                t.pitsPerRow(),
                t.seeds(),
                enumText(t.advantage()),
                enumText(t.sowing()),
                new LayoutView(l.grid(), l.hasStores(), side(l.storeOnLeft())),
                names,
                t.options().stream().map(Json::option).toList());
    }

    public static OptionView option(RuleOption o) {
        boolean integer = o.kind() == RuleOption.Kind.INTEGER;
        return new OptionView(
                o.name(),
                o.description(),
                enumText(o.kind()),
                o.values(),
                o.defaultValue(),
                integer ? o.min() : null,
                integer ? o.max() : null);
    }

    public static PositionView position(Position p) {
        return new PositionView(
                p.text(),
                side(p.toMove()),
                p.pits(),
                new Scores(p.score(Player.SOUTH), p.score(Player.NORTH)),
                houses(p),
                owners(p));
    }

    /**
     * The marked pits the engine annotates ({@link Position#houses()}: Bao la Kiswahili's nyumba while owned),
     * {@code functional} while its rule is in force; games without houses list none.
     */
    public static List<HouseView> houses(Position p) {
        List<HouseView> out = new ArrayList<>();
        for (House house : p.houses()) out.add(new HouseView(side(house.owner()), house.pit(), house.functional()));
        return out;
    }

    /** Each pit's owner, "south" or "north", as the engine knows it (pits change hands in Nam Nam). */
    public static List<String> owners(Position p) {
        List<String> out = new ArrayList<>(p.pitCount());
        for (int pit = 0; pit < p.pitCount(); pit++) out.add(side(p.owner(pit)));
        return out;
    }

    public static List<MoveView> moves(List<Move> moves) {
        return moves.stream().map(Json::move).toList();
    }

    public static MoveView move(Move mv) {
        return new MoveView(
                mv.code(),
                mv.notation(),
                mv.pit(),
                mv.choices().stream().map(Json::choice).toList());
    }

    private static ChoiceView choice(Choice c) {
        return new ChoiceView(enumText(c.kind()), c.label(), c.pits());
    }

    /** An engine outcome; null while the game goes on. */
    public static Views.OutcomeView outcome(Outcome o) {
        if (o == null || !o.over()) return null;
        return new Views.OutcomeView(
                side(o.winner()), o.southScore(), o.northScore(), enumText(o.reason()), o.resultText(), o.describe());
    }

    // ---- a move's trace (docs/api.md, TraceEvent): one record per event type, "type" first

    /** One event of a trace; {@code type} names its kind. */
    public sealed interface EventView {
        String type();
    }

    /** An event on one pit (lift, sow, skip, capture), for what only needs the pit. */
    public interface OnPit {
        int pit();
    }

    public record Lift(String type, int pit, int seeds, int lap) implements EventView, OnPit {}

    public record Sow(String type, int pit, int seedsAfter) implements EventView, OnPit {}

    public record SowStore(String type, String store, int seedsAfter) implements EventView {}

    public record Skip(String type, int pit) implements EventView, OnPit {}

    public record PlaceFromStore(String type, String player, int pit, int seedsAfter) implements EventView, OnPit {}

    public record Capture(String type, int pit, int seeds, String by, String to) implements EventView, OnPit {}

    public record CaptureForfeited(String type, int seeds, String rule) implements EventView {}

    public record Direction(String type, String direction, String why) implements EventView {}

    public record EndOfTurn(String type, String reason) implements EventView {}

    public record Pass(String type, String player) implements EventView {}

    public record Collect(String type, String player, int seeds) implements EventView {}

    /**
     * A rule's note: its key, its data for a client that narrates in its own language (pits as indices, players
     * as sides, reasons as ids: the message note.&lt;key&gt;.&lt;reason&gt;), and the narrated text.
     */
    public record NoteView(String type, String key, Map<String, Object> params, String text) implements EventView {}

    public record GameEnd(String type, Views.OutcomeView outcome) implements EventView {}

    /** A move's trace; the narrated texts (a note's {@code text}) in English. */
    public static List<EventView> trace(Transition t) {
        return trace(t, Narrator.english());
    }

    /** A move's trace, the narrated texts in the narrator's language. */
    public static List<EventView> trace(Transition t, Narrator narrator) {
        Game g = t.before().game();
        return t.trace().stream().map(e -> event(g, e, narrator)).toList();
    }

    private static EventView event(Game g, TraceEvent e, Narrator narrator) {
        if (e instanceof TraceEvent.Lift x) return new Lift("lift", x.pit(), x.seeds(), x.lap());
        if (e instanceof TraceEvent.Sow x) return new Sow("sow", x.pit(), x.seedsAfter());
        if (e instanceof TraceEvent.SowStore x) return new SowStore("sowStore", side(x.store()), x.seedsAfter());
        if (e instanceof TraceEvent.Skip x) return new Skip("skip", x.pit());
        if (e instanceof TraceEvent.PlaceFromStore x)
            return new PlaceFromStore("placeFromStore", side(x.player()), x.pit(), x.seedsAfter());
        if (e instanceof TraceEvent.Capture x)
            return new Capture("capture", x.pit(), x.seeds(), side(x.by()), enumText(x.to()));
        if (e instanceof TraceEvent.CaptureForfeited x)
            return new CaptureForfeited("captureForfeited", x.seeds(), enumText(x.rule()));
        if (e instanceof TraceEvent.Direction x) return new Direction("direction", x.direction(), enumText(x.why()));
        if (e instanceof TraceEvent.EndOfTurn x) return new EndOfTurn("endOfTurn", enumText(x.reason()));
        if (e instanceof TraceEvent.Pass x) return new Pass("pass", side(x.player()));
        if (e instanceof TraceEvent.Collect x) return new Collect("collect", side(x.player()), x.seeds());
        if (e instanceof TraceEvent.Note x) {
            Map<String, Object> params = new LinkedHashMap<>();
            x.params()
                    .forEach((k, v) ->
                            params.put(k, v instanceof Player p ? side(p) : v instanceof Enum<?> r ? enumText(r) : v));
            return new NoteView("note", x.key(), params, narrator.note(g, x));
        }
        if (e instanceof TraceEvent.GameEnd x) return new GameEnd("gameEnd", outcome(x.outcome()));
        throw new IllegalStateException("no JSON form for trace event " + e);
    }

    /** The error body (docs/api.md, Errors); {@code key} and {@code params} only when the refusal names its case. */
    public record ErrorView(
            int status,
            String error,
            String message,
            @JsonInclude(JsonInclude.Include.NON_NULL) String key,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Object> params,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Object> why) {}

    public static ErrorView error(int status, String code, String message) {
        return new ErrorView(status, code, message, null, null, null);
    }

    /** The error body of a refusal, with its key and params when it names its case. */
    public static ErrorView error(ApiException e) {
        if (e.key() == null && e.why() == null) return error(e.status(), e.code(), e.getMessage());
        return new ErrorView(
                e.status(),
                e.code(),
                e.getMessage(),
                e.key(),
                e.key() == null || e.params().isEmpty() ? null : new java.util.TreeMap<>(e.params()),
                e.why() == null ? null : why(e.why()));
    }

    /**
     * The engine's reason for a refusal as data: {@code {"key": "illegal.empty-pit", "params": {"pit": "C"}}},
     * parameters in JSON's terms (docs/api.md, Errors): a player as "south"/"north", a result as its outcome
     * object, a nested reason as such an object, a list of moves as a list.
     */
    static Map<String, Object> why(Explained e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", e.key());
        Map<String, Object> params = new java.util.TreeMap<>();
        for (Map.Entry<String, Object> p : e.params().entrySet()) {
            Object v = p.getValue();
            if (v instanceof Player player) v = side(player);
            else if (v instanceof Outcome o) v = outcome(o);
            else if (v instanceof Explained x) v = why(x);
            params.put(p.getKey(), v);
        }
        if (e instanceof Throwable t && !params.containsKey("detail")) params.put("detail", t.getMessage());
        m.put("params", params);
        return m;
    }
}
