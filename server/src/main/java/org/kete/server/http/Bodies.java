package org.kete.server.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.kete.server.common.ApiException;
import org.kete.server.config.Limits;

/**
 * The one reader of request bodies: a body is bound by Jackson to the route's request record, and every way a
 * body can be wrong is one clear 400 (docs/api.md, Errors):
 *
 * <ul>
 *   <li>not JSON, or not a JSON object: {@code bad-json}, key {@code body-not-json};
 *   <li>nested deeper than the server reads (Limits JSON_DEPTH): {@code bad-json}, key {@code body-too-deep};
 *   <li>a field of the wrong JSON type: {@code bad-json}, key {@code field-type.<kind>} with the field's path.
 *       Nothing is coerced: {@code "5"} is not a number, {@code 5} is not a string, {@code 5.5} is not a whole
 *       number and {@code 1} is not {@code true};
 *   <li>a value the record refuses in its constructor: that refusal (an {@link ApiException}), as it is.
 * </ul>
 *
 * Fields the record does not name are ignored, so that a newer page can talk to an older server. An empty body
 * binds as {@code {}}: every field absent (null), which the record's own checks decide about.
 */
public final class Bodies {
    /** Binders by the deepest nesting they allow (one per limit in use: a server has one). */
    private static final Map<Integer, ObjectMapper> BINDERS = new ConcurrentHashMap<>();

    private Bodies() {}

    /** The body of {@code ctx} as a {@code type}, nested no deeper than the request's limit (see Web.JSON_DEPTH). */
    public static <T> T read(Context ctx, Class<T> type) {
        Integer set = ctx.attribute(Web.JSON_DEPTH);
        return read(ctx.body(), set == null ? (int) Limits.Name.JSON_DEPTH.byDefault() : set, type);
    }

    /** {@code text} as a {@code type}; {@code maxDepth} levels of nesting at most. */
    public static <T> T read(String text, int maxDepth, Class<T> type) {
        String body = text == null || text.isBlank() ? "{}" : text;
        try {
            return binder(maxDepth).readValue(body, type);
        } catch (StreamConstraintsException e) {
            throw Json.tooDeep(maxDepth);
        } catch (ValueInstantiationException e) {
            if (e.getCause() instanceof ApiException refused) throw refused;
            throw ApiException.notJson("the request body does not fit: " + e.getOriginalMessage());
        } catch (MismatchedInputException e) {
            if (e.getCause() instanceof StreamConstraintsException) throw Json.tooDeep(maxDepth);
            if (e.getPath().isEmpty()) throw ApiException.notJson("the request body must be a JSON object");
            String field = path(e.getPath());
            String kind = kind(e.getTargetType());
            throw ApiException.wrongType("'" + field + "' must be " + KINDS.get(kind), field, kind);
        } catch (JsonProcessingException e) {
            // Deep nesting met while binding (not while reading the first tokens) comes wrapped.
            if (e.getCause() instanceof StreamConstraintsException) throw Json.tooDeep(maxDepth);
            var at = e.getLocation();
            throw ApiException.notJson(
                    at == null
                            ? "the request body is not valid JSON"
                            : "the request body is not valid JSON (line " + at.getLineNr() + ", column "
                                    + at.getColumnNr() + ")");
        }
    }

    private static final Map<String, String> KINDS = Map.of(
            "string", "a string",
            "whole-number", "a whole number",
            "true-or-false", "true or false",
            "object", "an object");

    private static String kind(Class<?> target) {
        if (target == null) return "object";
        if (CharSequence.class.isAssignableFrom(target) || target.isEnum()) return "string";
        if (target == Integer.class || target == int.class || target == Long.class || target == long.class)
            return "whole-number";
        if (target == Boolean.class || target == boolean.class) return "true-or-false";
        return "object";
    }

    /** {@code clock.minutes}, {@code options.seeds}: the field's place in the body, as a request writes it. */
    private static String path(List<JsonMappingException.Reference> path) {
        return path.stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : String.valueOf(r.getIndex()))
                .collect(Collectors.joining("."));
    }

    private static ObjectMapper binder(int maxDepth) {
        return BINDERS.computeIfAbsent(maxDepth, d -> {
            JsonMapper m = JsonMapper.builder(JsonFactory.builder()
                            .streamReadConstraints(StreamReadConstraints.builder()
                                    .maxNestingDepth(d)
                                    .build())
                            .build())
                    .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                    .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                    .build();
            // No scalar becomes another: a number is not a string, a string not a number, a number not a boolean.
            m.coercionConfigFor(LogicalType.Textual)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
            m.coercionConfigFor(LogicalType.Integer)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
            m.coercionConfigFor(LogicalType.Boolean)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
            return m;
        });
    }
}
