package org.kete.cli.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;

/**
 * The protocol's one-line JSON replies, written by Jackson from records. Besides what JSON requires, U+2028 and
 * U+2029 are escaped: they are legal JSON but end a line in JavaScript, and a reply must stay one line for
 * every reader.
 */
final class Json {
    private static final ObjectWriter WRITER = new ObjectMapper().writer().with(new LineSafeEscapes());

    private Json() {}

    static String write(Object value) {
        try {
            return WRITER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "no JSON form for " + value.getClass().getName(), e);
        }
    }

    private static final class LineSafeEscapes extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private static final SerializedString LS = new SerializedString("\\u2028");
        private static final SerializedString PS = new SerializedString("\\u2029");
        private final int[] ascii = standardAsciiEscapesForJSON();

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            if (ch == '\u2028') return LS;
            if (ch == '\u2029') return PS;
            return null;
        }
    }
}
