package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.tutorial.TutorialEngine;

/**
 * The rules pages (public/rules/&lt;game&gt;.&lt;lang&gt;.json, read by the browser): one per game and content
 * language, every translation built like the English page (same sections, blocks, diagrams and highlights,
 * only the words differ), every diagram a position the engine reads, and no text left untranslated.
 */
class RulesPagesTest {

    private static final Path DIR = Path.of("src/main/resources/public/rules");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> SECTIONS =
            Set.of("type", "overview", "board", "setup", "play", "captures", "end", "options", "notes");
    /** Keys of a diagram whose values are data (position, pits, options), the same in every language. */
    private static final Set<String> DATA = Set.of("diagram", "highlight", "options", "directions");

    private static JsonNode page(String game, String lang) throws IOException {
        return JSON.readTree(DIR.resolve(game + "." + lang + ".json").toFile());
    }

    @Test
    void every_game_has_a_rules_page_in_every_language() {
        for (GameType g : Games.all()) {
            for (String lang : TutorialEngine.languages()) {
                assertTrue(Files.exists(DIR.resolve(g.id() + "." + lang + ".json")), g.id() + " in " + lang);
            }
        }
    }

    @Test
    void every_page_has_an_intro_and_only_known_sections() throws IOException {
        for (GameType g : Games.all()) {
            for (String lang : TutorialEngine.languages()) {
                JsonNode p = page(g.id(), lang);
                assertFalse(p.path("intro").asText().isBlank(), g.id() + "." + lang + " intro");
                for (var e : p.path("sections").properties()) {
                    String key = e.getKey();
                    assertTrue(SECTIONS.contains(key), g.id() + "." + lang + " unknown section " + key);
                }
            }
        }
    }

    @Test
    void every_translation_is_built_like_the_english_page() throws IOException {
        for (GameType g : Games.all()) {
            JsonNode en = skeleton(page(g.id(), "en"));
            for (String lang : TutorialEngine.languages()) {
                assertEquals(en, skeleton(page(g.id(), lang)), g.id() + "." + lang + " differs from English");
            }
        }
    }

    @Test
    void no_text_of_a_translation_is_left_as_the_english() throws IOException {
        List<String> same = new ArrayList<>();
        for (GameType g : Games.all()) {
            List<String> en = texts(page(g.id(), "en"));
            for (String lang : TutorialEngine.languages()) {
                if (lang.equals("en")) continue;
                List<String> other = texts(page(g.id(), lang));
                for (int i = 0; i < Math.min(en.size(), other.size()); i++) {
                    // Short texts (a game's name in a heading) may rightly be the same in every language.
                    if (en.get(i).length() > 24 && en.get(i).equals(other.get(i))) {
                        same.add(g.id() + "." + lang + ": " + en.get(i));
                    }
                }
            }
        }
        assertTrue(same.isEmpty(), String.join("\n", same));
    }

    @Test
    void every_diagram_is_a_position_of_its_game() throws IOException {
        List<String> problems = new ArrayList<>();
        for (GameType g : Games.all()) {
            for (String lang : TutorialEngine.languages()) {
                for (JsonNode d : page(g.id(), lang).findParents("diagram")) {
                    String where =
                            g.id() + "." + lang + " diagram " + d.get("diagram").asText() + ": ";
                    try {
                        Game game = g.create(d.path("options").asText(""));
                        String text = d.get("diagram").asText();
                        if (!text.equals("start")) game.parsePosition(text);
                    } catch (RuntimeException e) {
                        problems.add(where + e.getMessage());
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** The page without its words: every text replaced by "", data kept. */
    private static JsonNode skeleton(JsonNode n) {
        if (n.isTextual()) return JsonNodeFactory.instance.textNode("");
        if (n.isArray()) {
            var out = JsonNodeFactory.instance.arrayNode();
            for (JsonNode c : n) out.add(skeleton(c));
            return out;
        }
        if (n.isObject()) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            for (var e : n.properties()) {
                boolean data = n.has("diagram") && DATA.contains(e.getKey());
                out.set(e.getKey(), data ? e.getValue() : skeleton(e.getValue()));
            }
            return out;
        }
        return n;
    }

    /** Every human text of a page, in document order. */
    private static List<String> texts(JsonNode n) {
        List<String> out = new ArrayList<>();
        collect(n, out);
        return out;
    }

    private static void collect(JsonNode n, List<String> out) {
        if (n.isTextual()) out.add(n.asText());
        else if (n.isArray()) for (JsonNode c : n) collect(c, out);
        else if (n.isObject()) {
            for (var e : n.properties()) {
                if (!(n.has("diagram") && DATA.contains(e.getKey()))) collect(e.getValue(), out);
            }
        }
    }
}
