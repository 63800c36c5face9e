package org.kete.server.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.kete.server.common.ApiException;

/** The chat's cleaning rule (ChatText): what a stranger's message may keep of its invisible characters. */
class ChatTextTest {
    @Test
    void every_bidirectional_control_is_removed_paired_or_not() {
        // The overrides and embeddings, closed by PDF or not, the isolates, the marks.
        assertEquals("photo_gnp.exe", ChatText.clean("photo_\u202Egnp.exe"), "no longer shows as photo_exe.png");
        for (int c : new int[] {
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C
        }) {
            String s = "a" + Character.toString(c) + "b" + Character.toString(c);
            assertEquals("ab", ChatText.clean(s), Integer.toHexString(c));
        }
        assertEquals("abc", ChatText.clean("\u2067abc\u2069"), "a properly paired isolate goes too");
    }

    @Test
    void zero_width_and_other_format_characters_are_removed() {
        assertEquals("freegold", ChatText.clean("free\u200Bgold"));
        assertEquals("hello", ChatText.clean("\uFEFFhel\u2060lo\u00AD"));
        assertEquals("ab", ChatText.clean("a\uDB40\uDC41b"), "a tag character");
    }

    @Test
    void control_characters_c0_del_and_c1_become_spaces() {
        assertEquals("good game", ChatText.clean("good\ngame"));
        assertEquals("a b c d e", ChatText.clean("a\u0000b\u007Fc\u0085d\u009Be"));
        assertEquals("a b c", ChatText.clean("a\u2028b\u2029c"));
        assertEquals("x", ChatText.clean("\u0009 x \r\n"));
    }

    @Test
    void a_joiner_between_letters_is_kept_and_anywhere_else_removed() {
        // Persian: the non-joiner inside a word chooses the letters' forms ("mikhāham", I want).
        String persian = "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
        assertEquals(persian, ChatText.clean(persian));
        // Devanagari: the joiner after a virama (a combining mark) asks for a half form.
        String devanagari = "\u0915\u094D\u200D\u0937";
        assertEquals(devanagari, ChatText.clean(devanagari));
        // An emoji sequence (woman, joiner, laptop) keeps its joiner; so does one after a variation selector.
        String technologist = "\uD83D\uDC69\u200D\uD83D\uDCBB";
        assertEquals(technologist, ChatText.clean(technologist));
        String heartOnFire = "\u2764\uFE0F\u200D\uD83D\uDD25";
        assertEquals(heartOnFire, ChatText.clean(heartOnFire));
        // At the ends, beside spaces or digits, doubled, or a non-joiner between symbols: removed.
        assertEquals("ab", ChatText.clean("\u200Dab\u200C"));
        assertEquals("a b", ChatText.clean("a\u200D b"));
        assertEquals("12", ChatText.clean("1\u200C2"));
        assertEquals("a\u200Db", ChatText.clean("a\u200D\u200D\u200Db"));
        assertEquals("\uD83D\uDC69\uD83D\uDCBB", ChatText.clean("\uD83D\uDC69\u200C\uD83D\uDCBB"));
    }

    @Test
    void text_is_normalised_to_nfc_and_unpaired_surrogates_go() {
        assertEquals("\u00E9t\u00E9", ChatText.clean("e\u0301te\u0301"));
        assertEquals("\u00E9", ChatText.clean("e\u200B\u0301"), "a removed character does not keep a mark apart");
        assertEquals("ab", ChatText.clean("a\uD800b\uDC00"));
        assertEquals("\uD83D\uDE00", ChatText.clean("\uD83D\uDE00"), "a paired surrogate is a character");
    }

    @Test
    void a_message_of_nothing_visible_is_refused_with_its_own_reason() {
        ApiException invisible = assertThrows(ApiException.class, () -> Chat.clean("\u202E\u200B\u2066\u0085 \u00A0"));
        assertEquals(400, invisible.status());
        assertEquals("chat-invisible", invisible.key());
        assertEquals(
                "chat-empty",
                assertThrows(ApiException.class, () -> Chat.clean("  \n")).key());
        assertEquals(
                "chat-too-long",
                assertThrows(ApiException.class, () -> Chat.clean("x".repeat(301)))
                        .key());
        assertEquals("x".repeat(300), Chat.clean("\u200B".repeat(500) + "x".repeat(300)), "counted once cleaned");
    }
}
