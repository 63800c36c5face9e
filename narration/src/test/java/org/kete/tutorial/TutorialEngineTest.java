package org.kete.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TutorialEngineTest {

    private static Tutorial tutorial(String json) {
        return TutorialEngine.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    /** One Oware exercise: capture at least 4 (only E does), with a hint. */
    private static final String CAPTURE = """
            {"game": "oware", "lang": "%s", "title": "t", "steps": [
              {"id": "x", "title": "x", "text": "x", "position": "0-0-3-0-3-1-1-1-5-5-4-1-12-12-S",
               "exercise": {"goal": {"kind": "capture", "seeds": 4}, "answers": ["E"], "hint": "Look at a and b."}}]}
            """;

    private static int stepOf(Tutorial t, String id) {
        for (int i = 0; i < t.steps().size(); i++) if (t.steps().get(i).id().equals(id)) return i;
        throw new AssertionError(id);
    }

    @Test
    void a_wrong_answer_is_explained_from_what_the_move_really_does() {
        Tutorial t = tutorial(CAPTURE.formatted("en"));
        TutorialEngine.Verdict v = TutorialEngine.check(t, 0, "C");
        assertFalse(v.correct());
        assertTrue(v.legal());
        assertEquals(
                "Not this one. C lifts 3 seeds from C; sown into D, E and F, the last seed lands in F, which now holds 2."
                        + " It captures nothing. The task is to capture at least 4. Look at a and b.",
                v.message());
        TutorialEngine.Verdict f = TutorialEngine.check(t, 0, "F");
        assertTrue(f.message().contains("captures 2 from a. In all it captures 2."), f.message());
    }

    @Test
    void hints_say_more_each_time_the_exercises_own_then_a_pit_of_a_right_move() {
        Tutorial t = tutorial(CAPTURE.formatted("en"));
        assertEquals(
                List.of("Look at a and b.", "Look at pit E: a move from there does it."), TutorialEngine.hints(t, 0));
        // A wrong answer's message ends with the first: a learner asking then is given the second.
        assertTrue(TutorialEngine.check(t, 0, "C")
                .message()
                .endsWith(TutorialEngine.hints(t, 0).get(0)));
        assertEquals(
                "Olhe para a casa E: uma jogada a partir dela resolve.",
                TutorialEngine.hints(tutorial(CAPTURE.formatted("pt")), 0).get(1));
        // Without a hint of its own, the pit is the only one.
        Tutorial bare = tutorial(CAPTURE.formatted("en").replace(", \"hint\": \"Look at a and b.\"", ""));
        assertEquals(List.of("Look at pit E: a move from there does it."), TutorialEngine.hints(bare, 0));
    }

    @Test
    void every_exercise_of_every_tutorial_has_two_different_hints_the_second_naming_a_right_moves_pit() {
        for (org.kete.engine.GameType g : org.kete.engine.Games.all()) {
            for (String lang : TutorialEngine.languages()) {
                Tutorial t = TutorialEngine.load(g.id(), lang).orElseThrow();
                for (int i = 0; i < t.steps().size(); i++) {
                    if (t.steps().get(i).exercise() == null) continue;
                    List<String> hints = TutorialEngine.hints(t, i);
                    String where = g.id() + "." + lang + " " + t.steps().get(i).id();
                    assertEquals(2, hints.size(), where);
                    assertFalse(hints.get(0).equals(hints.get(1)), where);
                    var p = TutorialEngine.position(t, i);
                    String pit = p.game()
                            .pitName(TutorialEngine.correctMoves(t, i).get(0).pit());
                    assertTrue(hints.get(1).contains(pit), where + ": " + hints.get(1));
                }
            }
        }
    }

    @Test
    void a_right_answer_is_confirmed_with_what_it_did() {
        TutorialEngine.Verdict v = TutorialEngine.check(tutorial(CAPTURE.formatted("en")), 0, "E");
        assertTrue(v.correct());
        assertEquals(
                "Right! E lifts 3 seeds from E; sown into F, a and b, the last seed lands in b, which now holds 2;"
                        + " captures 2 from b; captures 2 from a. In all it captures 4.",
                v.message());
        assertEquals("0-0-3-0-0-2-0-0-5-5-4-1-16-12-N", v.transition().after().text());
    }

    @Test
    void explanations_follow_the_tutorial_language() {
        TutorialEngine.Verdict v = TutorialEngine.check(tutorial(CAPTURE.formatted("pt")), 0, "C");
        assertTrue(v.message().startsWith("Não é esta. C levanta 3 sementes de C; semeadas em D, E e F"), v.message());
        assertTrue(v.message().contains("A tarefa é capturar pelo menos 4."), v.message());
    }

    @Test
    void an_illegal_or_unreadable_answer_gets_the_engines_reason() {
        Tutorial t = tutorial(CAPTURE.formatted("en"));
        TutorialEngine.Verdict empty = TutorialEngine.check(t, 0, "A");
        assertFalse(empty.legal());
        assertEquals("That move cannot be played here: A is empty.", empty.message());
        assertFalse(TutorialEngine.check(t, 0, "zz").legal());
    }

    @Test
    void a_safe_goal_names_the_reply_that_would_capture() {
        Tutorial t = TutorialEngine.load("oware", "en").orElseThrow();
        int i = stepOf(t, "tip-safe");
        assertEquals(
                List.of("B"),
                TutorialEngine.correctMoves(t, i).stream()
                        .map(m -> m.notation())
                        .toList());
        TutorialEngine.Verdict v = TutorialEngine.check(t, i, "A");
        assertTrue(v.message().contains("North could then answer "), v.message());
    }

    @Test
    void a_demonstration_plays_the_step_move_and_its_facts_come_from_the_trace() {
        Tutorial t = TutorialEngine.load("oware", "en").orElseThrow();
        var tr = TutorialEngine.demonstrate(t, stepOf(t, "capture"));
        assertEquals(5, TutorialEngine.captured(tr));
        assertEquals(List.of("a", "b", "c", "d"), TutorialEngine.sown(tr));
        assertEquals(1, TutorialEngine.laps(tr));
        assertTrue(TutorialEngine.explain(tr, "en")
                .endsWith("captures 2 from d; captures 3 from c. In all it captures 5."));
    }

    @Test
    void validation_reports_a_claim_the_engine_contradicts() {
        Tutorial t = tutorial("""
                {"game": "oware", "lang": "en", "title": "t", "steps": [
                  {"id": "a", "title": "a", "text": "a", "position": "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
                   "demonstrate": {"move": "C", "expect": {"captured": 1, "sown": ["D", "E", "F", "b"]}}},
                  {"id": "b", "title": "b", "text": "b", "position": "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
                   "exercise": {"goal": {"kind": "moves"}, "answers": ["a"], "hint": "h"}},
                  {"id": "c", "title": "c", "text": "c", "position": "4-4-4-4-4-4-4-4-4-4-4-4-0-0-X"}]}
                """);
        List<String> problems = TutorialEngine.validate(t);
        assertEquals(4, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).contains("captures 0, not 1"));
        assertTrue(problems.get(1).contains("sows into [D, E, F, a], not [D, E, F, b]"));
        assertTrue(problems.get(2).contains("step 2 (b)"));
        assertTrue(problems.get(3).contains("step 3 (c)"));
    }

    @Test
    void unknown_games_languages_and_fields_are_refused_with_a_message() {
        assertThrows(IllegalArgumentException.class, () -> TutorialEngine.load("chess", "en"));
        IllegalArgumentException lang =
                assertThrows(IllegalArgumentException.class, () -> TutorialEngine.load("oware", "de"));
        assertTrue(lang.getMessage().contains("languages: en, pt, sw, fr"));
        IllegalArgumentException field = assertThrows(
                IllegalArgumentException.class, () -> tutorial("{\"game\": \"oware\", \"colour\": \"red\"}"));
        assertTrue(field.getMessage().contains("colour"), field.getMessage());
    }
}
