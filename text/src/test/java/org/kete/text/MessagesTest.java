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
    }

    @Test
    void writesNumbersTheLanguagesWay() {
        assertEquals("0.4", Messages.english().number(0.4, 2));
        assertEquals("0,4", Messages.of("pt").number(0.4, 2));
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
        assertEquals("en", Messages.negotiate(null));
        assertEquals("en", Messages.negotiate(";;;q=x,,"));
    }

    private static Set<String> params(String template) {
        Set<String> names = new TreeSet<>();
        Matcher m = PARAM.matcher(template);
        while (m.find()) names.add(m.group(1));
        return names;
    }
}
