package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The player's commands (play, tutorial, games) say a bad game, a bad rule option and a bad argument in the
 * language of --lang, from the catalogue's reasons (choice.* in the message files), and kete games describes the
 * games in it; no English is left around the ids and values a player types.
 */
class PlayerCommandsLanguageTest {

    private static String err(String command, String... args) {
        Kete.Result r = Kete.command(command, args);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        return r.err().strip();
    }

    @Test
    void an_unknown_game_is_said_in_the_language_of_lang() {
        assertTrue(
                err("play", "chess", "--lang", "pt")
                        .startsWith("kete: não há nenhum jogo 'chess'; os jogos são oware,"),
                err("play", "chess", "--lang", "pt"));
        assertTrue(err("play", "chess", "--lang", "pt").endsWith("; veja kete play --help"));
        assertTrue(
                err("tutorial", "chess", "--lang", "fr").startsWith("kete: il n'y a pas de jeu «\u202Fchess\u202F»"));
        assertTrue(err("games", "--lang", "sw", "chess").startsWith("kete: hakuna mchezo 'chess'; michezo iliyopo:"));
        // English stays the engine's own sentence.
        assertTrue(err("play", "chess", "--lang", "en").startsWith("kete: unknown game 'chess'; games: oware,"));
    }

    @Test
    void a_bad_rule_option_is_said_in_the_language_of_lang() {
        assertEquals(
                "kete: chaguo grandSlam halina thamani 'sometimes'; thamani zinazoruhusiwa: forfeit, allowed,"
                        + " allowed-if-wins, illegal (tazama kete games); tazama kete play --help",
                err("play", "oware", "grandSlam=sometimes", "--lang", "sw"));
        assertTrue(
                err("play", "--lang", "fr", "oware", "winThreshold=99")
                        .startsWith("kete: l'option winThreshold va de 1 à 48, pas 99 (voir kete games)"),
                err("play", "--lang", "fr", "oware", "winThreshold=99"));
        assertTrue(err("play", "oware", "colour=red", "--lang", "pt")
                .startsWith("kete: este jogo não tem a opção de regra 'colour'; as suas opções são grandSlam,"));
        assertTrue(
                err("play", "oware", "red", "--lang", "fr")
                        .startsWith(
                                "kete: argument inattendu «\u202Fred\u202F»\u202F: les options de règle s'écrivent nom=valeur"));
        // In the pseudo-language each part is a message: nothing outside the markers but the prefix.
        String pseudo = err("play", "oware", "grandSlam=sometimes", "--lang", "x-pseudo");
        assertTrue(pseudo.startsWith("kete: ⟦") && pseudo.endsWith("⟧"), pseudo);
    }

    @Test
    void games_describes_every_game_in_the_language_of_lang() {
        Kete.Result fr = Kete.command("games", "oware", "--lang", "fr");
        assertEquals(0, fr.code(), fr.err());
        assertTrue(fr.out().startsWith("oware  Awalé (Abapa) - "), fr.out());
        assertTrue(fr.out().contains("Plateau\u202F: 2 rangées × 6 cases, 48 graines"), fr.out());
        assertTrue(fr.out().contains("Options (nom, valeur par défaut, valeurs permises)\u202F:"), fr.out());
        assertTrue(fr.out().contains("winThreshold  25  (un nombre de 1 à 48)"), fr.out());
        assertFalse(fr.out().contains("Board"), fr.out());

        // Every word of every game's description is a message; what is left is ids, option names and values.
        Kete.Result pseudo = Kete.command("games", "--lang", "x-pseudo");
        assertEquals(0, pseudo.code(), pseudo.err());
        // A long message wraps over lines, so the markers are followed across them.
        int markers = 0;
        boolean inside = false;
        StringBuilder outside = new StringBuilder();
        for (char c : pseudo.out().toCharArray()) {
            if (c == '⟦') {
                inside = true;
                markers++;
            } else if (c == '⟧') {
                inside = false;
            } else if (!inside) {
                outside.append(c);
            }
        }
        for (String english : List.of("Board", "Options", "rows", "seeds", "number", "Who", " the "))
            assertFalse(outside.toString().contains(english), english + " in:\n" + outside);
        assertTrue(markers >= 7 * 4, "names, regions, summaries and boards of the seven games: " + markers);
    }
}
