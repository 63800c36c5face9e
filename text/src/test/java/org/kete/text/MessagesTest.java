package org.kete.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class MessagesTest {
    private static final Pattern PARAM = Pattern.compile("\\{([A-Za-z0-9_]+)}");

    @Test
    void everyLanguageHasEveryEnglishKey() {
        Messages en = Messages.english();
        List<String> missing = new ArrayList<>();
        for (Messages.Language l : Messages.languages()) {
            Messages m = Messages.of(l.code());
            for (String key : en.keys()) {
                if (!m.has(key)) missing.add(l.code() + ": " + key);
            }
        }
        assertEquals(List.of(), missing, "keys missing from a language's message file");
    }

    /**
     * English is the reference: a key only another language has is text English speakers never see (or see from
     * somewhere else than the message files). Plural forms ({@code key.one}, {@code key.other}) are a language's
     * own business and are left out.
     */
    @Test
    void everyLanguageHasExactlyTheEnglishKeys() {
        Set<String> english = withoutPluralForms(Messages.english().keys());
        List<String> wrong = new ArrayList<>();
        for (Messages.Language l : Messages.languages()) {
            Set<String> keys = withoutPluralForms(Messages.of(l.code()).keys());
            for (String k : keys) if (!english.contains(k)) wrong.add(l.code() + " has a key English lacks: " + k);
            for (String k : english) if (!keys.contains(k)) wrong.add(l.code() + " lacks: " + k);
        }
        assertEquals(List.of(), wrong);
    }

    /** A plural form names a message its language or English has: "board.pitAria.one" goes with "board.pitAria". */
    @Test
    void everyPluralFormBelongsToAMessage() {
        Set<String> english = Messages.english().keys();
        List<String> orphans = new ArrayList<>();
        for (Messages.Language l : Messages.languages()) {
            for (String k : Messages.of(l.code()).keys()) {
                if (!isPluralForm(k)) continue;
                String base = k.substring(0, k.lastIndexOf('.'));
                boolean known =
                        english.contains(base) || english.contains(base + ".one") || english.contains(base + ".other");
                if (!known) orphans.add(l.code() + ": " + k);
            }
        }
        assertEquals(List.of(), orphans);
    }

    @Test
    void noMessageIsEmptyOrTheEnglishLeftUntranslated() {
        Messages en = Messages.english();
        List<String> wrong = new ArrayList<>();
        for (Messages.Language l : Messages.languages()) {
            Messages m = Messages.of(l.code());
            int same = 0;
            for (String key : m.keys()) {
                String text = m.text(key);
                if (text.isBlank()) wrong.add(l.code() + ": " + key + " is empty");
                if (!l.code().equals(Messages.ENGLISH) && en.has(key) && text.equals(en.text(key))) same++;
            }
            // Proper names, game terms and symbols read the same in every language; whole sentences do not.
            if (same > 40) wrong.add(l.code() + ": " + same + " messages are the English text word for word");
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyLanguageOfLanguagesJsonHasItsOwnName() {
        List<String> codes =
                Messages.languages().stream().map(Messages.Language::code).toList();
        assertEquals(List.of("en", "pt", "sw", "fr"), codes);
        for (Messages.Language l : Messages.languages()) {
            assertTrue(!l.name().isBlank() && !l.pluralOne().isEmpty(), l.toString());
        }
    }

    @Test
    void everyTranslationUsesTheEnglishParameters() {
        Messages en = Messages.english();
        List<String> wrong = new ArrayList<>();
        for (Messages.Language l : Messages.languages()) {
            Messages m = Messages.of(l.code());
            for (String key : en.keys()) {
                if (!m.has(key)) continue;
                Set<String> want = params(en.text(key));
                Set<String> got = params(m.text(key));
                if (!want.equals(got)) wrong.add(l.code() + ": " + key + " has " + got + ", English " + want);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void fillsParametersAndPicksThePluralForm() {
        Messages en = Messages.english();
        assertEquals("48 seeds", en.text("catalogue.seeds", "n", 48));
        assertEquals("2 rows × 6 pits", en.text("catalogue.board", "rows", 2, "pits", 6));
        // French counts 0 and 1 as singular (languages.json: pluralOne [0, 1]).
        Messages fr = Messages.of("fr");
        assertEquals("Sud a 0 graine d'avance", fr.text("analysis.seeds", "side", "Sud", "n", 0));
        assertEquals("Sud a 2 graines d'avance", fr.text("analysis.seeds", "side", "Sud", "n", 2));
    }

    @Test
    void writesNumbersTheLanguagesWay() {
        assertEquals("0.4", Messages.english().number(0.4, 2));
        assertEquals("0,4", Messages.of("pt").number(0.4, 2));
        assertEquals("0,4", Messages.of("fr").number(0.4, 2));
        assertEquals("0.4", Messages.of("sw").number(0.4, 2));
        assertEquals("1,234.5", Messages.english().number(1234.5, 1));
    }

    @Test
    void fallsBackToEnglishThenToTheKey() {
        assertEquals("no.such.key", Messages.of("pt").text("no.such.key"));
    }

    @Test
    void pseudoLanguageWrapsEveryMessage() {
        Messages p = Messages.of(Messages.PSEUDO);
        assertEquals("⟦48 seeds⟧", p.text("catalogue.seeds", "n", 48));
    }

    @Test
    void refusesAnUnknownLanguageNamingTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Messages.of("xx"));
        assertTrue(e.getMessage().contains("en"), e.getMessage());
    }

    @Test
    void negotiatesAcceptLanguage() {
        assertEquals("pt", Messages.negotiate("pt-BR,pt;q=0.9,en;q=0.8"));
        assertEquals("en", Messages.negotiate("de-DE,de;q=0.9"));
        assertEquals("pt", Messages.negotiate("de;q=1, en;q=0.5, pt;q=0.8"));
        assertEquals("sw", Messages.negotiate("sw-TZ,sw;q=0.9,en;q=0.5"));
        assertEquals("fr", Messages.negotiate("fr-CI, fr;q=0.9"));
        assertEquals("en", Messages.negotiate(null));
        assertEquals("en", Messages.negotiate(";;;q=x,,"));
        assertEquals("fr", Messages.negotiate("pt;q=0, fr;q=0.1"), "a quality of 0 means not acceptable");
        assertEquals("pt", Messages.negotiate("PT-br"));
        assertEquals("en", Messages.negotiate("de, *;q=0.5"));
        assertEquals("sw", Messages.negotiate("zh-Hant-TW, sw;q=0.2"));
    }

    private static boolean isPluralForm(String key) {
        return key.endsWith(".one") || key.endsWith(".other");
    }

    private static Set<String> withoutPluralForms(Set<String> keys) {
        Set<String> out = new TreeSet<>();
        for (String k : keys) if (!isPluralForm(k)) out.add(k);
        return out;
    }

    private static Set<String> params(String template) {
        Set<String> names = new TreeSet<>();
        Matcher m = PARAM.matcher(template);
        while (m.find()) names.add(m.group(1));
        return names;
    }
}
