package org.kete.server.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.narration.Narrator;
import org.kete.server.ApiException;
import org.kete.tutorial.Tutorial;
import org.kete.tutorial.Tutorial.Step;
import org.kete.tutorial.TutorialEngine;

/**
 * The tutorial endpoints of docs/api.md: a whole tutorial with every step's position and demonstrated move
 * (trace included, so the browser animates what the engine did), and the verdict on an exercise's answer.
 * Exercise answers stay on the server: the learner's move is judged by {@link TutorialEngine#check}.
 */
final class TutorialApi {

    /** Tutorials are read-only resources: each is read and shaped once. */
    private final Map<String, Tutorial> cache = new ConcurrentHashMap<>();

    Tutorial tutorial(String gameId, String lang) {
        GameType type = type(gameId);
        String l = language(lang);
        return cache.computeIfAbsent(
                type.id() + "." + l,
                k -> TutorialEngine.load(type.id(), l)
                        .orElseThrow(() -> ApiException.notFound(
                                "no tutorial for '" + type.id() + "' in language '" + l + "' yet")));
    }

    Map<String, Object> view(String gameId, String lang) {
        Tutorial t = tutorial(gameId, lang);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", t.game());
        m.put("lang", t.lang());
        m.put("title", t.title());
        m.put("options", t.options());
        m.put("languages", TutorialEngine.languages());
        List<Map<String, Object>> steps = new ArrayList<>();
        for (int i = 0; i < t.steps().size(); i++) steps.add(step(t, i));
        m.put("steps", steps);
        return m;
    }

    private static Map<String, Object> step(Tutorial t, int i) {
        Step s = t.steps().get(i);
        Position p = TutorialEngine.position(t, i);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", i);
        m.put("id", s.id());
        m.put("title", s.title());
        m.put("text", s.text());
        m.put("kind", s.demonstrate() != null ? "demonstration" : s.exercise() != null ? "exercise" : "text");
        m.put("options", p.game().options().asMap());
        m.put("position", Json.position(p));
        m.put("legalMoves", s.exercise() != null ? Json.moves(p.game().legalMoves(p)) : List.of());
        List<Integer> highlight = new ArrayList<>();
        for (String name : s.highlight()) highlight.add(pitIndex(t, name));
        m.put("highlight", highlight);
        if (s.demonstrate() != null) {
            Transition tr = TutorialEngine.demonstrate(t, i);
            m.put("demonstration", transition(tr, TutorialEngine.narrator(t.lang()), true));
        }
        if (s.exercise() != null) {
            // The answers are not sent: the learner asks the server for a verdict.
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("hint", s.exercise().hint());
            m.put("exercise", x);
        }
        return m;
    }

    Map<String, Object> answer(String gameId, String stepId, String lang, JsonNode body) {
        Tutorial t = tutorial(gameId, lang);
        int index = -1;
        for (int i = 0; i < t.steps().size(); i++) {
            if (t.steps().get(i).id().equals(stepId)) index = i;
        }
        if (index < 0) throw ApiException.notFound("the " + t.game() + " tutorial has no step '" + stepId + "'");
        if (t.steps().get(index).exercise() == null)
            throw ApiException.badRequest("step '" + stepId + "' is not an exercise; it asks for no move");
        String move = Json.text(body, "move", null);
        if (move == null || move.isBlank())
            throw ApiException.badRequest("'move' is required: the answer in the game's notation, such as \"E\"");
        TutorialEngine.Verdict v = TutorialEngine.check(t, index, move);
        if (!v.legal()) throw new ApiException(422, "illegal-move", v.message());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("step", stepId);
        m.put("correct", v.correct());
        m.put("message", v.message());
        m.put("move", transition(v.transition(), TutorialEngine.narrator(t.lang()), false));
        return m;
    }

    /** A move, its trace narrated in the tutorial's language, with the learner's explanation if asked. */
    private static Map<String, Object> transition(Transition tr, Narrator narrator, boolean explain) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("notation", tr.move().notation());
        m.put("code", tr.move().code());
        m.put("by", Json.side(tr.before().toMove()));
        m.put("captured", TutorialEngine.captured(tr));
        m.put("pits", involved(tr));
        m.put("trace", Json.trace(tr, narrator));
        m.put("after", Json.position(tr.after()));
        m.put("outcome", Json.outcome(tr.after().outcome()));
        if (explain) m.put("explanation", narrator.explain(tr));
        return m;
    }

    /** Every pit the move touches (lifted, sown, skipped, captured from), in order, once each. */
    private static List<Integer> involved(Transition tr) {
        List<Integer> out = new ArrayList<>();
        for (Map<String, Object> e : Json.trace(tr)) {
            Object pit = e.get("pit");
            if (pit instanceof Integer p && !out.contains(p)) out.add(p);
        }
        return out;
    }

    private static int pitIndex(Tutorial t, String name) {
        var g = Games.byId(t.game()).create(t.options());
        int n = g.type().rows() * g.type().pitsPerRow();
        for (int i = 0; i < n; i++) if (g.pitName(i).equals(name)) return i;
        throw new IllegalStateException("highlight '" + name + "' is not a pit of " + t.game());
    }

    private static GameType type(String gameId) {
        try {
            return Games.byId(gameId);
        } catch (IllegalArgumentException e) {
            throw ApiException.notFound(e.getMessage());
        }
    }

    private static String language(String lang) {
        String l = lang == null || lang.isBlank() ? "en" : lang.trim().toLowerCase(Locale.ROOT);
        if (!TutorialEngine.languages().contains(l))
            throw ApiException.badRequest("unknown tutorial language '" + lang + "'; languages: "
                    + String.join(", ", TutorialEngine.languages()));
        return l;
    }
}
