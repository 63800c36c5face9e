package org.kete.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.narration.Narrator;
import org.kete.server.common.ApiException;
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

    // ---- the views (docs/api.md, Tutorials)

    public record TutorialView(
            String game, String lang, String title, String options, List<String> languages, List<StepView> steps) {}

    /** A step: "text", "demonstration" (with the move shown) or "exercise" (with its hint, not its answers). */
    public record StepView(
            int index,
            String id,
            String title,
            String text,
            String kind,
            Map<String, String> options,
            Json.PositionView position,
            List<Json.MoveView> legalMoves,
            List<Integer> highlight,
            @JsonInclude(JsonInclude.Include.NON_NULL) MoveShown demonstration,
            @JsonInclude(JsonInclude.Include.NON_NULL) ExerciseView exercise) {}

    /**
     * An exercise's help: its own {@code hint}, and {@code hints}, that one first and then the next, each saying
     * more ({@link TutorialEngine#hints}); a wrong answer's message already ends with the first.
     */
    public record ExerciseView(String hint, List<String> hints) {}

    /** The verdict on an exercise's answer, with the move played. */
    public record AnswerView(String step, boolean correct, String message, MoveShown move) {}

    /** A move with its trace narrated in the tutorial's language; {@code explanation} only for a demonstration. */
    public record MoveShown(
            String notation,
            int code,
            String by,
            int captured,
            List<Integer> pits,
            List<Json.EventView> trace,
            Json.PositionView after,
            Views.OutcomeView outcome,
            @JsonInclude(JsonInclude.Include.NON_NULL) String explanation) {}

    TutorialView view(String gameId, String lang) {
        Tutorial t = tutorial(gameId, lang);
        List<StepView> steps = new ArrayList<>();
        for (int i = 0; i < t.steps().size(); i++) steps.add(step(t, i));
        return new TutorialView(t.game(), t.lang(), t.title(), t.options(), TutorialEngine.languages(), steps);
    }

    private static StepView step(Tutorial t, int i) {
        Step s = t.steps().get(i);
        Position p = TutorialEngine.position(t, i);
        List<Integer> highlight = new ArrayList<>();
        for (String name : s.highlight()) highlight.add(pitIndex(t, name));
        return new StepView(
                i,
                s.id(),
                s.title(),
                s.text(),
                s.demonstrate() != null ? "demonstration" : s.exercise() != null ? "exercise" : "text",
                p.game().options().asMap(),
                Json.position(p),
                s.exercise() != null ? Json.moves(p.game().legalMoves(p)) : List.of(),
                highlight,
                s.demonstrate() != null
                        ? transition(TutorialEngine.demonstrate(t, i), TutorialEngine.narrator(t.lang()), true)
                        : null,
                // The answers are not sent: the learner asks the server for a verdict.
                s.exercise() != null ? new ExerciseView(s.exercise().hint(), TutorialEngine.hints(t, i)) : null);
    }

    /** The verdict on {@code move} as the answer to exercise {@code stepId}. */
    AnswerView answer(String gameId, String stepId, String lang, String move) {
        Tutorial t = tutorial(gameId, lang);
        int index = -1;
        for (int i = 0; i < t.steps().size(); i++) {
            if (t.steps().get(i).id().equals(stepId)) index = i;
        }
        if (index < 0) throw ApiException.notFound("the " + t.game() + " tutorial has no step '" + stepId + "'");
        if (t.steps().get(index).exercise() == null)
            throw ApiException.badRequest("step '" + stepId + "' is not an exercise; it asks for no move")
                    .keyed("tutorial-not-exercise", Map.of("step", stepId));
        if (move == null || move.isBlank())
            throw ApiException.required("'move' is required: the answer in the game's notation, such as \"E\"", "move");
        TutorialEngine.Verdict v = TutorialEngine.check(t, index, move);
        if (!v.legal()) {
            // Worded already, in the tutorial's language (the browser shows it as it is).
            throw new ApiException(422, "illegal-move", v.message(), "tutorial-answer", Map.of("text", v.message()));
        }
        return new AnswerView(
                stepId, v.correct(), v.message(), transition(v.transition(), TutorialEngine.narrator(t.lang()), false));
    }

    /** A move, its trace narrated in the tutorial's language, with the learner's explanation if asked. */
    private static MoveShown transition(Transition tr, Narrator narrator, boolean explain) {
        return new MoveShown(
                tr.move().notation(),
                tr.move().code(),
                Json.side(tr.before().toMove()),
                TutorialEngine.captured(tr),
                involved(tr),
                Json.trace(tr, narrator),
                Json.position(tr.after()),
                Json.outcome(tr.after().outcome()),
                explain ? narrator.explain(tr) : null);
    }

    /** Every pit the move touches (lifted, sown, skipped, captured from), in order, once each. */
    private static List<Integer> involved(Transition tr) {
        List<Integer> out = new ArrayList<>();
        for (Json.EventView e : Json.trace(tr)) {
            if (e instanceof Json.OnPit on && !out.contains(on.pit())) out.add(on.pit());
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
            throw ApiException.notOneOf(
                    "unknown tutorial language '" + lang + "'; languages: "
                            + String.join(", ", TutorialEngine.languages()),
                    "lang",
                    lang,
                    TutorialEngine.languages().toArray(String[]::new));
        return l;
    }
}
