package org.kete.server.chat;

import java.text.Normalizer;

/**
 * What is left of a chat message to show to others (docs/security.md, Chat and the lobby). A stranger's text
 * must not change how the page around it reads, nor hide what it says:
 *
 * <ul>
 *   <li>control characters (category Cc: C0, DEL and C1, newlines and tabs too) and the line and paragraph
 *       separators become spaces;
 *   <li>format characters (category Cf) are removed: every bidirectional control (the embeddings, overrides and
 *       isolates U+202A-202E, U+2066-2069, and the marks U+200E, U+200F, U+061C), the zero-width space U+200B,
 *       the word joiner, the byte order mark, the soft hyphen, the tags. Keeping only properly paired bidi
 *       controls would still let a message reorder itself; the page isolates each message instead
 *       ({@code <bdi>}), so right-to-left text shows right without them;
 *   <li>except what a script needs: the zero-width non-joiner U+200C and the zero-width joiner U+200D are kept
 *       when they stand between two letters (or a letter's combining marks), where Persian, the Indic scripts and
 *       others use them to choose a letter's form; the joiner is also kept between two symbols, which is how
 *       emoji sequences (a family, a profession) are joined. Anywhere else (at either end, beside a space or a
 *       digit, after another one) they are removed;
 *   <li>halves of surrogate pairs that are not paired (category Cs) are removed;
 *   <li>the result is normalised to NFC, so that one text has one spelling, and stripped of the spaces at its
 *       ends (no-break spaces too).
 * </ul>
 *
 * The result may be empty: a message of nothing but such characters, which the chat refuses.
 */
final class ChatText {
    static final int ZWNJ = 0x200C;
    static final int ZWJ = 0x200D;

    private ChatText() {}

    static String clean(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            switch (Character.getType(cp)) {
                case Character.CONTROL, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> out.append(' ');
                case Character.SURROGATE -> {}
                case Character.FORMAT -> {
                    int before = out.isEmpty() ? -1 : out.codePointBefore(out.length());
                    int after = i < text.length() ? text.codePointAt(i) : -1;
                    if (joins(cp, before, after)) out.appendCodePoint(cp);
                }
                default -> out.appendCodePoint(cp);
            }
        }
        return stripSpaces(Normalizer.normalize(out, Normalizer.Form.NFC));
    }

    /** Without the spaces at either end: white space and every other space character (a no-break space too). */
    private static String stripSpaces(String s) {
        int from = 0, to = s.length();
        while (from < to && isSpace(s.codePointAt(from))) from += Character.charCount(s.codePointAt(from));
        while (to > from && isSpace(s.codePointBefore(to))) to -= Character.charCount(s.codePointBefore(to));
        return s.substring(from, to);
    }

    private static boolean isSpace(int cp) {
        return Character.isWhitespace(cp) || Character.isSpaceChar(cp);
    }

    /** Whether the format character {@code cp} between {@code before} and {@code after} (-1: none) is kept. */
    private static boolean joins(int cp, int before, int after) {
        if (cp != ZWNJ && cp != ZWJ) return false;
        if (isLetterOrMark(before) && isLetterOrMark(after)) return true;
        return cp == ZWJ && isSymbolOrMark(before) && isSymbol(after);
    }

    private static boolean isLetterOrMark(int cp) {
        return cp >= 0 && (Character.isLetter(cp) || isMark(cp));
    }

    /** An emoji and what may end one: a variation selector (a mark), a skin tone (a modifier symbol). */
    private static boolean isSymbolOrMark(int cp) {
        return isSymbol(cp) || isMark(cp);
    }

    private static boolean isSymbol(int cp) {
        if (cp < 0) return false;
        int t = Character.getType(cp);
        return t == Character.OTHER_SYMBOL || t == Character.MODIFIER_SYMBOL;
    }

    private static boolean isMark(int cp) {
        if (cp < 0) return false;
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK
                || t == Character.COMBINING_SPACING_MARK
                || t == Character.ENCLOSING_MARK;
    }
}
