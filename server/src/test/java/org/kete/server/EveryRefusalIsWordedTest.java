package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.kete.text.Messages;

/**
 * Every refusal the API can give reaches a page in the page's language (docs/api.md, Errors; docs/i18n.md): a
 * refusal whose code alone loses what went wrong ({@code bad-request}, {@code conflict}, ...) names its case with
 * a key (or carries the engine's reason), every key and every code has a message in every language, so the
 * browser's "(in English: …)" fallback is never reached. The server's sources are read for every place that
 * builds a refusal; a few refusals are then provoked to check the keys reach the answer.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EveryRefusalIsWordedTest {
    /** The codes the browser words with the server's English detail when no key names the case. */
    private static final Set<String> DETAILED = Set.of(
            "bad-request", "bad-json", "unknown-option", "bad-position", "bad-record", "illegal-move", "conflict");

    private static final Path SOURCES = Path.of("src/main/java/org/kete/server");

    /** A refusal being built: a factory of ApiException or its constructor with status and code. */
    private static final Pattern REFUSAL =
            Pattern.compile("ApiException\\.(?:conflict|tooMany|busy)\\(\\s*\"([a-z-]+)\","
                    + "|ApiException\\.(badRequest|conflict|notFound|forbidden|outOfRange|notOneOf|required|wrongType|notJson)\\("
                    + "|new ApiException\\(\\s*(\\d+),\\s*\"([a-z-]+)\"");

    /** Where a key is given: keyed("k", ...) or the constructor's fourth argument. */
    private static final Pattern KEY =
            Pattern.compile("\\.keyed\\(\\s*\"([a-z.-]+)\"|,\\s*\"([a-z][a-z.-]*)\",\\s*Map\\."
                    + "|\\.keyed\\(\\s*\\w+\\s*\\?\\s*\"([a-z.-]+)\"\\s*:\\s*\"([a-z.-]+)\"");

    private static final Pattern FIELD_TYPE = Pattern.compile("wrongType\\([^;]*,\\s*\"([a-z-]+)\"\\)");

    @TempDir
    static Path dir;

    KeteServer server;
    Client client;

    @BeforeAll
    void start() {
        server = KeteServer.start(TestServers.h2(dir));
        client = new Client(server.port());
    }

    @AfterAll
    void stop() {
        server.stop();
    }

    private record Site(String file, int line, String code, String statement) {}

    private static List<Site> sites() throws IOException {
        List<Site> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(SOURCES)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path f : files) {
            if (f.getFileName().toString().equals("ApiException.java")) continue;
            String text = Files.readString(f);
            Matcher m = REFUSAL.matcher(text);
            while (m.find()) {
                String code = m.group(1) != null
                        ? m.group(1)
                        : m.group(2) == null
                                ? m.group(4)
                                : switch (m.group(2)) {
                                    case "conflict" -> "conflict";
                                    case "notFound" -> "not-found";
                                    case "forbidden" -> "forbidden";
                                    case "wrongType", "notJson" -> "bad-json+key";
                                    case "badRequest" -> "bad-request";
                                    default -> "bad-request+key";
                                };
                // The statement ends at the first semicolon that ends a line.
                Matcher end = Pattern.compile(";\\s*\\n").matcher(text);
                int to = end.find(m.end()) ? end.start() : text.length();
                int line = (int) text.substring(0, m.start())
                                .chars()
                                .filter(c -> c == '\n')
                                .count()
                        + 1;
                out.add(new Site(SOURCES.relativize(f) + "", line, code, text.substring(m.start(), to)));
            }
        }
        return out;
    }

    @Test
    void every_refusal_that_a_code_cannot_word_names_its_case() throws IOException {
        List<Site> sites = sites();
        assertTrue(sites.size() > 100, "the sources were read: " + sites.size() + " refusals");
        List<String> unworded = new ArrayList<>();
        for (Site s : sites) {
            if (s.code().endsWith("+key") || !DETAILED.contains(s.code())) continue;
            boolean keyed = KEY.matcher(s.statement()).find() || s.statement().contains(".because(");
            if (!keyed)
                unworded.add(s.file() + ":" + s.line() + " " + s.statement().replaceAll("\\s+", " "));
        }
        assertEquals(List.of(), unworded, "refusals a page could only word with their English detail");
    }

    @Test
    void every_key_and_every_code_has_a_message_in_every_language() throws IOException {
        Set<String> keys = new TreeSet<>(List.of("field-range", "field-choice", "field-required", "body-not-json"));
        Set<String> codes = new TreeSet<>(List.of("bad-request", "bad-json", "conflict", "not-found", "forbidden"));
        for (Site s : sites()) {
            Matcher k = KEY.matcher(s.statement());
            while (k.find()) {
                for (int g = 1; g <= k.groupCount(); g++) if (k.group(g) != null) keys.add(k.group(g));
            }
            Matcher t = FIELD_TYPE.matcher(s.statement());
            if (t.find()) keys.add("field-type." + t.group(1));
            if (!s.code().contains("+")) codes.add(s.code());
        }
        assertTrue(keys.contains("field-type.string") && keys.contains("rated-needs-clock"), keys.toString());
        List<String> missing = new ArrayList<>();
        for (Messages.Language l : Messages.languages()) {
            Messages m = Messages.of(l.code());
            for (String k : keys) if (!m.has("error." + k)) missing.add(l.code() + ": error." + k);
            // A code is worded by its own message, or every refusal with it names its case (checked above).
            for (String c : codes) {
                if (!m.has("error.code." + c) && DETAILED.contains(c)) missing.add(l.code() + ": error.code." + c);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void refusals_a_page_can_meet_carry_their_key_and_values() {
        JsonNode range = client.post("/api/analysis", null, "{\"game\":\"oware\",\"ms\":5}")
                .json();
        assertEquals("field-range", range.get("key").asText(), range.toString());
        assertEquals("ms", range.get("params").get("field").asText());
        assertEquals("5", range.get("params").get("value").asText());

        JsonNode option = client.post(
                        "/api/games",
                        null,
                        "{\"game\":\"oware\",\"options\":{\"grandSlam\":\"sometimes\"},\"opponent\":{\"type\":\"local\"}}")
                .json();
        assertEquals("unknown-option", option.get("error").asText(), option.toString());
        // The engine's reason, which the page words (whyText) from the message choice.unknown-value.
        assertEquals("choice.unknown-value", option.get("why").get("key").asText(), option.toString());
        assertEquals("sometimes", option.get("why").get("params").get("value").asText());

        JsonNode game = client.post("/api/games", null, "{\"game\":\"chess\",\"opponent\":{\"type\":\"local\"}}")
                .json();
        // Worded by its code alone ("There is no such game in the catalogue."), which says all a page needs.
        assertEquals("unknown-game", game.get("error").asText(), game.toString());

        JsonNode notJson = client.post("/api/games", null, "[1, 2").json();
        assertEquals("body-not-json", notJson.get("key").asText(), notJson.toString());

        JsonNode opponent = client.post("/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"robot\"}}")
                .json();
        assertEquals("field-choice", opponent.get("key").asText(), opponent.toString());
        assertEquals(
                "computer, local, online", opponent.get("params").get("allowed").asText());
    }
}
