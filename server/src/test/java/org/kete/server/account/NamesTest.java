package org.kete.server.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kete.server.common.ApiException;

class NamesTest {
    private static String refusal(String name) {
        ApiException e = assertThrows(ApiException.class, () -> Names.check(name, "a name"));
        assertEquals(400, e.status());
        assertEquals("bad-name", e.code());
        return e.key();
    }

    @Test
    void good_names_pass_trimmed() {
        assertEquals("Ama", Names.check(" Ama ", "a name"));
        assertEquals("kofi_2-b", Names.check("kofi_2-b", "a name"));
    }

    @Test
    void length_characters_reserved_and_offensive_names_are_refused_with_their_reason() {
        assertEquals("name-missing", refusal(null));
        assertEquals("name-missing", refusal("  "));
        assertEquals("name-length", refusal("ab"));
        assertEquals("name-length", refusal("a".repeat(21)));
        assertEquals("name-characters", refusal("9lives"));
        assertEquals("name-characters", refusal("a b c"));
        assertEquals("name-characters", refusal("<script>"));
        assertEquals("name-reserved", refusal("Admin"));
        assertEquals("name-reserved", refusal("guest"));
        assertEquals("name-reserved", refusal("KeteTeam"));
        assertEquals("name-reserved", refusal("the_admin_1"));
        assertEquals("name-offensive", refusal("shithead"));
        assertEquals("name-offensive", refusal("sh1thead"));
        assertEquals("name-offensive", refusal("Fu_ck_you"));
    }

    @Test
    void invisible_control_and_bidirectional_characters_are_refused_in_names() {
        // A name is shown to everyone (seeks, games, chat): nothing in it may hide or reorder text.
        for (String c : new String[] {
            "\u202E", "\u2066", "\u200E", "\u200B", "\u200D", "\u00AD", "\uFEFF", "\u0085", "\u009B", "\u0007",
            "\u007F", "\u00A0"
        }) {
            assertEquals("name-characters", refusal("Ama" + c + "Kofi"), Integer.toHexString(c.charAt(0)));
        }
        assertEquals("name-characters", refusal("\u202EAmaKofi"));
        assertEquals("name-characters", refusal("Am\u0430"), "a Cyrillic a is not a letter a-z");
    }

    @Test
    void passwords_hash_with_argon2id_and_verify() {
        String h = Passwords.hashNow("correct horse");
        assertTrue(h.startsWith("$argon2id$v=19$m=19456,t=2,p=1$"), h);
        assertTrue(Passwords.verifyNow("correct horse", h));
        assertTrue(!Passwords.verifyNow("correct hors", h));
        assertTrue(!Passwords.verifyNow("correct horse", "not a hash"));
        // The same password hashes differently each time (a new salt).
        assertTrue(!h.equals(Passwords.hashNow("correct horse")));
    }
}
