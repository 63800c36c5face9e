package org.kete.server.account;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kete.server.common.ApiException;

/**
 * The rules for account names and guest nicknames: 3 to 20 letters, digits, '_' or '-', starting with a
 * letter; not a reserved word (nor containing one of the words that would pass for the site speaking); nothing
 * offensive-looking, also when spelled with digits for letters ("sh1t"). Every refusal says which rule.
 */
public final class Names {
    public static final int MIN = 3;
    public static final int MAX = 20;

    /** Names that are refused exactly: they would read as the site, a role or a placeholder. */
    static final Set<String> RESERVED = Set.of(
            "admin",
            "administrator",
            "anonymous",
            "api",
            "bot",
            "computer",
            "deleted",
            "everyone",
            "guest",
            "help",
            "info",
            "kete",
            "lobby",
            "mod",
            "moderator",
            "none",
            "null",
            "official",
            "owner",
            "player",
            "root",
            "server",
            "south",
            "north",
            "staff",
            "support",
            "system",
            "undefined",
            "unknown",
            "you");

    /** Parts refused anywhere in a name: a name must not pose as the site or its staff. */
    static final List<String> RESERVED_PARTS = List.of("admin", "kete", "moderator", "official", "support");

    /**
     * Offensive-looking parts, refused anywhere in a name after undoing digit-for-letter spellings. A short
     * list of the common English and Portuguese insults and slurs; it cannot be complete, it stops the obvious.
     */
    static final List<String> OFFENSIVE = List.of(
            "fuck", "shit", "cunt", "bitch", "nigger", "nigga", "faggot", "whore", "slut", "rape", "nazi", "hitler",
            "porn", "dick", "pussy", "asshole", "bastard", "retard", "caralho", "porra", "puta", "merda", "foda",
            "cona", "viado", "buceta");

    private static final Map<Character, Character> LEET =
            Map.of('0', 'o', '1', 'i', '3', 'e', '4', 'a', '5', 's', '7', 't', '8', 'b', '9', 'g', '$', 's', '@', 'a');

    private Names() {}

    /** The name if it follows the rules, else a 400 bad-name refusal saying why. */
    public static String check(String name, String what) {
        if (name == null || name.isBlank()) throw refuse(what + " is required", "name-missing");
        name = name.strip();
        if (name.length() < MIN || name.length() > MAX) {
            throw refuse(
                    what + " must be " + MIN + " to " + MAX + " characters long, not " + name.length(), "name-length");
        }
        if (!name.matches("[A-Za-z][A-Za-z0-9_-]*")) {
            throw refuse(
                    what + " may have only letters a-z, digits, '_' and '-', and must start with a letter",
                    "name-characters");
        }
        String key = key(name);
        if (RESERVED.contains(key) || RESERVED_PARTS.stream().anyMatch(key::contains)) {
            throw refuse("'" + name + "' is reserved; choose another " + what, "name-reserved");
        }
        String plain = unLeet(key);
        if (OFFENSIVE.stream().anyMatch(w -> plain.contains(w) || key.contains(w))) {
            throw refuse("'" + name + "' is not allowed; choose another " + what, "name-offensive");
        }
        return name;
    }

    /** Names compare in lower case: "Ama" and "ama" are the same name. */
    public static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    private static String unLeet(String key) {
        String s = Normalizer.normalize(key, Normalizer.Form.NFKD);
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (c == '_' || c == '-') continue;
            b.append(LEET.getOrDefault(c, c));
        }
        return b.toString();
    }

    private static ApiException refuse(String message, String key) {
        return new ApiException(400, "bad-name", message, key, Map.of());
    }
}
