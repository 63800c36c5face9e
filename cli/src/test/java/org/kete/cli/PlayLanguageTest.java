package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code kete play --lang pt}: the whole game in Portuguese, from the message files. */
class PlayLanguageTest {

    private static void has(String text, String part) {
        assertTrue(text.contains(part), () -> "expected to find\n  " + part + "\nin\n" + text);
    }

    @Test
    void a_game_in_portuguese_speaks_portuguese_throughout() {
        Kete.Result r = Kete.withInput(
                "C\nf\nundo\nhint\nZ\nquit\nn\n",
                "play",
                "oware",
                "--lang",
                "pt",
                "--south",
                "human",
                "--north",
                "human",
                "--seed",
                "1");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        has(out, "Sul: pessoa    Norte: pessoa");
        has(out, "Escreva help para ver os comandos.");
        has(out, "Joga Sul. Jogadas legais: A B C D E F");
        has(out, "1. Sul semeia 4 de C");
        has(out, "2. Norte semeia 4 de f");
        has(out, "Foi desfeita 1 jogada.");
        has(out, "Dica: ");
        has(out, "Não é uma jogada: ");
        has(out, "O jogo não acabou. Guardá-lo antes de sair? (s/n)");
        has(out, "Até à próxima.");
        has(out, "pontos 0");
        // No English word of the terminal's own is left.
        for (String english : new String[] {"South", "North", "to move", "Legal moves", "Type help", "Goodbye", "sows"})
            assertFalse(out.contains(english), () -> "English '" + english + "' in\n" + out);
    }

    @Test
    void help_is_in_the_chosen_language_and_an_unknown_language_is_refused() {
        Kete.Result help = Kete.withInput("", "play", "--help", "--lang", "pt");
        assertTrue(help.out().startsWith("Uso: kete play <jogo>"), help.out());
        Kete.Result bad = Kete.withInput("", "play", "oware", "--lang", "xx");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("'xx'"), bad.err());
    }

    @Test
    void a_tutorial_in_portuguese_uses_portuguese_prompts_and_commands() {
        Kete.Result r = Kete.withInput("posição\nseguinte\nsair\n", "tutorial", "oware", "--lang", "pt");
        assertEquals(0, r.code(), r.err());
        has(r.out(), "[Enter] seguinte · voltar · recomeçar · posição · sair");
        has(r.out(), "Posição: ");
        has(r.out(), "Até à próxima.");
        assertFalse(r.out().contains("Unknown command"), r.out());
    }
}
