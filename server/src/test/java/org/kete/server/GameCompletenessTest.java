package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kete.ai.GameAi;
import org.kete.engine.BoardLayout;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.oware.Oware;

/**
 * Every game in the catalogue has every part that docs/architecture.md ("Adding a game") lists: its computer
 * registration, rules page, rules and tutorial for every language of the message files, its summary (and, beside
 * English, its region) in every message file, a golden transcript, and perft, contract and golden tests. A game
 * registered without one of them fails here, with the path of what is missing.
 */
class GameCompletenessTest {
    /** Surefire runs in the module's directory; the other modules and the docs are beside it. */
    private static final Path ROOT = Path.of("..");

    private static final Path PUBLIC = Path.of("src/main/resources/public");
    /** The message files and the list of languages live in the text module. */
    private static final Path MESSAGES = ROOT.resolve("text/src/main/resources/public/i18n");

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void every_game_has_every_part_of_a_game() {
        List<String> missing = new ArrayList<>();
        for (GameType type : Games.all()) missing.addAll(missingParts(type));
        assertEquals(List.of(), missing);
    }

    @Test
    void the_computer_plays_exactly_the_catalogue_in_its_order() {
        assertEquals(Games.all(), GameAi.all().stream().map(GameAi::type).toList());
    }

    @Test
    void a_game_registered_without_its_parts_is_reported_part_by_part() {
        GameType stranger = GameType.of("stranger", "Stranger", "nowhere", "a game with nothing but a descriptor")
                .board(2, 6, 48, BoardLayout.twoRow(6, false))
                .options(Oware.TYPE.options())
                .rules(Oware.TYPE::create);
        String missing = String.join("\n", missingParts(stranger));
        for (String part : List.of(
                "no GameAi registration",
                "docs/rules/stranger.md",
                "rules/stranger.en.json",
                "rules/stranger.pt.json",
                "tutorials/stranger.en.json",
                "tutorials/stranger.pt.json",
                "summary.stranger in en.json",
                "summary.stranger in pt.json",
                "region.stranger in pt.json",
                "golden/stranger.txt",
                "no PerftTest",
                "no ContractTest",
                "no GoldenTest")) {
            assertTrue(missing.contains(part), part + " not reported in:\n" + missing);
        }
        assertTrue(!missing.contains("region.stranger in en.json"), "English regions come from the descriptor");
    }

    /** What the game lacks, one line per part, empty when complete. */
    static List<String> missingParts(GameType type) {
        String id = type.id();
        List<String> missing = new ArrayList<>();
        try {
            GameAi.of(type);
        } catch (IllegalArgumentException e) {
            missing.add(id + ": no GameAi registration (ai/src/main/java/org/kete/ai/GameAi.java)");
        }
        requireFile(missing, id, ROOT.resolve("docs/rules/" + id + ".md"));
        for (String lang : languages()) {
            requireFile(missing, id, PUBLIC.resolve("rules/" + id + "." + lang + ".json"));
            requireFile(
                    missing, id, ROOT.resolve("narration/src/main/resources/tutorials/" + id + "." + lang + ".json"));
            JsonNode messages = read(MESSAGES.resolve(lang + ".json"));
            if (!messages.hasNonNull("summary." + id)) missing.add(id + ": no summary." + id + " in " + lang + ".json");
            // English regions are the descriptor's own; every other language says them in its own words.
            if (!lang.equals("en") && !messages.hasNonNull("region." + id)) {
                missing.add(id + ": no region." + id + " in " + lang + ".json");
            }
        }
        requireFile(missing, id, ROOT.resolve("engine/src/test/resources/golden/" + id + ".txt"));
        String constant = constantOf(type);
        Path tests = ROOT.resolve("engine/src/test/java")
                .resolve(type.create().getClass().getPackageName().replace('.', '/'));
        for (String kind : List.of("PerftTest", "ContractTest", "GoldenTest")) {
            if (constant == null || !anyTestNames(tests, kind, constant)) {
                missing.add(id + ": no " + kind + " in " + tests.normalize() + " uses " + constant);
            }
        }
        return missing;
    }

    /** "Oware.TYPE": the public constant of the game's class that holds this descriptor, or null. */
    private static String constantOf(GameType type) {
        Class<?> game = type.create().getClass();
        for (Field f : game.getFields()) {
            if (!Modifier.isStatic(f.getModifiers()) || f.getType() != GameType.class) continue;
            try {
                if (f.get(null) == type) return game.getSimpleName() + "." + f.getName();
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        return null;
    }

    private static boolean anyTestNames(Path dir, String kind, String constant) {
        if (!Files.isDirectory(dir)) return false;
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(kind + ".java"))
                    .anyMatch(p -> read(p, String.class).contains(constant));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The supported languages, as languages.json lists them (en, pt, ...). */
    private static List<String> languages() {
        List<String> codes = new ArrayList<>();
        read(MESSAGES.resolve("languages.json"))
                .forEach(l -> codes.add(l.get("code").asText()));
        assertTrue(codes.contains("en"), "languages.json lists English");
        return codes;
    }

    private static void requireFile(List<String> missing, String id, Path file) {
        if (!Files.isRegularFile(file)) missing.add(id + ": no " + file.normalize());
    }

    private static JsonNode read(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file, Class<String> text) {
        try {
            return text.cast(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
