package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.cli.common.TerminalLanguage;

class TerminalLanguageTest {
    @Test
    void the_flag_wins_then_the_first_locale_variable_set_then_english() {
        assertEquals("pt", TerminalLanguage.resolve("pt", Map.of("LANG", "en_GB.UTF-8")));
        assertEquals("pt", TerminalLanguage.resolve(null, Map.of("LANG", "pt_PT.UTF-8")));
        assertEquals("en", TerminalLanguage.resolve(null, Map.of("LC_ALL", "C", "LANG", "pt_PT.UTF-8")));
        assertEquals("pt", TerminalLanguage.resolve(null, Map.of("LC_MESSAGES", "pt_BR", "LANG", "en_US")));
        assertEquals("en", TerminalLanguage.resolve(null, Map.of("LANG", "de_DE.UTF-8")));
        assertEquals("en", TerminalLanguage.resolve(null, Map.of()));
    }

    @Test
    void an_unknown_language_is_refused_naming_the_known_ones() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> TerminalLanguage.resolve("xx", Map.of()));
        assertTrue(e.getMessage().contains("'xx'") && e.getMessage().contains("en, pt"), e.getMessage());
    }
}
