package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kete.engine.GameType;
import org.kete.engine.Games;

/**
 * Every French text a player reads (the message file, the seven rules pages, the seven tutorials) follows French
 * typography: a narrow no-break space (U+202F) before {@code ; : ? !} and inside « », never an ordinary space
 * (which lets a line break before the mark) nor none at all (docs/i18n.md, Typography).
 */
class FrenchTypographyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final char NARROW = '\u202F';

    /** A mark after an ordinary or no-break space, or after no space at all where French wants one. */
    private static final Pattern WRONG_SPACE = Pattern.compile("[ \\u00A0][;:?!»]|«[ \\u00A0]");

    private static final Pattern NO_SPACE =
            Pattern.compile("[^\\s\\u00A0\\u202F][;?!»]|«[^\\s\\u00A0\\u202F]|\\p{L}: ");

    /** The French texts a player reads: the message file, then each game's rules page and tutorial. */
    private static List<String> frenchFiles() {
        List<String> files = new ArrayList<>(List.of("public/i18n/fr.json"));
        for (GameType g : Games.all()) {
            files.add("public/rules/" + g.id() + ".fr.json");
            files.add("tutorials/" + g.id() + ".fr.json");
        }
        return files;
    }

    /** Every string of a JSON document (keys are names, not text). */
    private static void strings(String where, JsonNode n, List<String[]> out) {
        if (n.isTextual()) out.add(new String[] {where, n.asText()});
        else if (n.isArray()) for (int i = 0; i < n.size(); i++) strings(where + "[" + i + "]", n.get(i), out);
        else if (n.isObject()) for (var e : n.properties()) strings(where + "." + e.getKey(), e.getValue(), out);
    }

    /** The places in {@code text} that break French spacing: "mot : texte" with a plain space, "mot;", "«mot". */
    static List<String> faults(String text) {
        List<String> out = new ArrayList<>();
        for (Pattern p : List.of(WRONG_SPACE, NO_SPACE)) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                int from = Math.max(0, m.start() - 15);
                int to = Math.min(text.length(), m.end() + 15);
                out.add("…" + text.substring(from, to).replace(NARROW, '⍽') + "…");
            }
        }
        return out;
    }

    @Test
    void the_check_sees_a_plain_space_a_missing_space_and_accepts_the_narrow_one() {
        assertEquals(1, faults("Usage : kete").size());
        assertEquals(1, faults("Vous jouez Sud; Nord").size());
        assertEquals(1, faults("« awalé\u202F»").size());
        assertEquals(1, faults("Prêt\u00A0?").size());
        assertEquals(1, faults("Attention: ici").size());
        assertEquals(
                List.of(), faults("Usage\u202F: kete play oware --north computer:3\u202F; «\u202Fawalé\u202F»\u202F?"));
    }

    @Test
    void every_french_text_file_puts_a_narrow_no_break_space_before_high_punctuation() throws IOException {
        List<String> faults = new ArrayList<>();
        int texts = 0;
        for (String file : frenchFiles()) {
            JsonNode doc;
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(file)) {
                assertNotNull(in, file);
                doc = JSON.readTree(in);
            }
            List<String[]> strings = new ArrayList<>();
            strings(file, doc, strings);
            texts += strings.size();
            for (String[] s : strings) for (String f : faults(s[1])) faults.add(s[0] + ": " + f);
        }
        // Sanity: the files were read (the message file alone has hundreds of texts).
        assertEquals(true, texts > 1000, texts + " texts");
        assertEquals(List.of(), faults, String.join("\n", faults));
    }
}
