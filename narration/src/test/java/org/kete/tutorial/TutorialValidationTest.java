package org.kete.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.tutorial.Tutorial.Step;

/**
 * Every tutorial file, checked against the rules: legal positions, demonstrations that do exactly what the
 * step claims, exercises whose listed answers are exactly the legal moves reaching the goal, and the same
 * steps (positions, moves, goals) in every language of a game.
 */
class TutorialValidationTest {

    private static final Path DIR = Path.of("src/main/resources/tutorials");

    private static Map<String, Tutorial> all() throws IOException {
        Map<String, Tutorial> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(DIR)) {
            for (Path f : files.toList()) {
                try (InputStream in = Files.newInputStream(f)) {
                    out.put(f.getFileName().toString(), TutorialEngine.read(in));
                }
            }
        }
        return out;
    }

    @Test
    void every_file_is_named_after_its_game_and_language() throws IOException {
        for (var e : all().entrySet()) {
            Tutorial t = e.getValue();
            assertEquals(t.game() + "." + t.lang() + ".json", e.getKey());
        }
    }

    @Test
    void every_step_of_every_tutorial_agrees_with_the_rules() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Tutorial t : all().values()) problems.addAll(TutorialEngine.validate(t));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void every_language_of_a_game_has_the_same_steps() throws IOException {
        Map<String, Tutorial> files = all();
        for (Tutorial t : files.values()) {
            for (String lang : TutorialEngine.languages()) {
                Tutorial other = files.get(t.game() + "." + lang + ".json");
                if (other == null) continue;
                assertEquals(t.options(), other.options(), t.game() + " options");
                assertEquals(t.steps().size(), other.steps().size(), t.game() + " " + lang + " step count");
                for (int i = 0; i < t.steps().size(); i++) {
                    assertEquals(
                            skeleton(t.steps().get(i)),
                            skeleton(other.steps().get(i)),
                            t.game() + " " + t.lang() + "/" + lang + " step " + (i + 1));
                }
            }
        }
    }

    @Test
    void no_text_of_a_translation_is_left_as_the_english() throws IOException {
        Map<String, Tutorial> files = all();
        List<String> same = new ArrayList<>();
        for (Tutorial t : files.values()) {
            if (t.lang().equals("en")) continue;
            Tutorial en = files.get(t.game() + ".en.json");
            if (en == null) continue;
            List<String> mine = words(t);
            List<String> english = words(en);
            for (int i = 0; i < Math.min(mine.size(), english.size()); i++) {
                // A short text (a pit name, a command) may rightly be the same in every language.
                if (english.get(i).length() > 24 && english.get(i).equals(mine.get(i))) {
                    same.add(t.game() + "." + t.lang() + ": " + english.get(i));
                }
            }
        }
        assertTrue(same.isEmpty(), String.join("\n", same));
    }

    /** Every text a learner reads, in order. */
    private static List<String> words(Tutorial t) {
        List<String> out = new ArrayList<>();
        out.add(t.title());
        for (Step s : t.steps()) {
            out.add(s.title());
            out.add(s.text());
            out.add(s.exercise() == null ? null : s.exercise().hint());
            out.add(s.exercise() == null ? null : s.exercise().success());
        }
        out.replaceAll(w -> w == null ? "" : w);
        return out;
    }

    /** A step without its words: what must be the same in every language. */
    private static List<Object> skeleton(Step s) {
        List<Object> k = new ArrayList<>();
        k.add(s.id());
        k.add(s.position());
        k.add(s.options());
        k.add(s.highlight());
        k.add(s.demonstrate());
        k.add(
                s.exercise() == null
                        ? null
                        : List.of(
                                String.valueOf(s.exercise().goal()),
                                s.exercise().answers()));
        return k;
    }

    @Test
    void every_game_has_a_tutorial_in_every_language() {
        for (GameType g : Games.all()) {
            for (String lang : TutorialEngine.languages()) {
                assertTrue(TutorialEngine.load(g.id(), lang).isPresent(), g.id() + " in " + lang);
                assertTrue(Files.exists(DIR.resolve(g.id() + "." + lang + ".json")), g.id() + " in " + lang);
            }
        }
    }
}
