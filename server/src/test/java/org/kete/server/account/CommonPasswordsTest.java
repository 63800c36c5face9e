package org.kete.server.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The list of common passwords a new password may not be (resource passwords/common.txt, docs/security.md): not
 * copied from any published list but generated here from the patterns everyone knows people choose: common words
 * and names with the usual endings (digits, years, '!'), the word "password" in its usual spellings, digit runs
 * and repeats, and keyboard walks (QWERTY, AZERTY, QWERTZ). Words of Kete's languages (Portuguese, Swahili,
 * French) and of its games are among them. The shipped file is exactly what {@link #generate} makes: to change it,
 * change the patterns and run {@link #main} (from the server directory).
 */
class CommonPasswordsTest {
    static final Path FILE = Path.of("src/main/resources/passwords/common.txt");

    /** Words and names people build passwords on (lower case). */
    private static final List<String> WORDS = List.of(
            // the obvious
            "password",
            "passw0rd",
            "p@ssword",
            "p@ssw0rd",
            "pa55word",
            "pass",
            "secret",
            "letmein",
            "welcome",
            "changeme",
            "default",
            "admin",
            "administrator",
            "login",
            "access",
            "master",
            "test",
            "testing",
            "guest",
            "user",
            "root",
            "qwerty",
            "azerty",
            "qwertz",
            "abc",
            "abcd",
            "abcdef",
            "abcdefg",
            "iloveyou",
            "loveyou",
            "love",
            "lovely",
            "loveme",
            "trustno1",
            "whatever",
            "nothing",
            "hello",
            "hellokitty",
            "sunshine",
            "princess",
            "dragon",
            "monkey",
            "shadow",
            "freedom",
            "internet",
            "computer",
            "secure",
            "private",
            "letmein1",
            "blessed",
            "angel",
            "heaven",
            "jesus",
            "forever",
            "friends",
            "family",
            "happy",
            "smile",
            "lucky",
            "magic",
            "killer",
            "hacker",
            "matrix",
            "ninja",
            "pirate",
            "rainbow",
            "butterfly",
            "flower",
            "summer",
            "winter",
            "spring",
            "autumn",
            "orange",
            "banana",
            "apple",
            "cookie",
            "chocolate",
            "cheese",
            "pepper",
            "ginger",
            "honey",
            "sugar",
            "candy",
            "diamond",
            "silver",
            "golden",
            "purple",
            "yellow",
            "money",
            "dollar",
            "player",
            "gamer",
            "gaming",
            "game",
            "games",
            // sport, heroes and cars
            "football",
            "baseball",
            "basketball",
            "soccer",
            "hockey",
            "tennis",
            "golf",
            "superman",
            "batman",
            "spiderman",
            "starwars",
            "pokemon",
            "mickey",
            "snoopy",
            "tigger",
            "liverpool",
            "chelsea",
            "arsenal",
            "barcelona",
            "madrid",
            "manchester",
            "juventus",
            "mustang",
            "ferrari",
            "porsche",
            "mercedes",
            "corvette",
            "harley",
            "yamaha",
            "london",
            "paris",
            "america",
            "canada",
            "africa",
            "nairobi",
            "lisboa",
            // names
            "michael",
            "jennifer",
            "jessica",
            "charlie",
            "jordan",
            "hunter",
            "ranger",
            "buster",
            "thomas",
            "robert",
            "daniel",
            "andrew",
            "joshua",
            "matthew",
            "ashley",
            "michelle",
            "nicole",
            "amanda",
            "samantha",
            "elizabeth",
            "jasmine",
            "maria",
            "david",
            "john",
            "james",
            "anthony",
            "william",
            "george",
            "mohamed",
            "ahmed",
            "fatima",
            "grace",
            "mercy",
            "joseph",
            "peter",
            "paul",
            "mary",
            // Kete's games and languages
            "kete",
            "mancala",
            "oware",
            "bao",
            "awale",
            "ayo",
            "omweso",
            "senha",
            "minhasenha",
            "amor",
            "familia",
            "futebol",
            "brasil",
            "benfica",
            "flamengo",
            "saudade",
            "nenosiri",
            "siri",
            "mpenzi",
            "simba",
            "jambo",
            "karibu",
            "rafiki",
            "upendo",
            "motdepasse",
            "soleil",
            "bonjour",
            "chouchou",
            "doudou",
            "marseille",
            "amour",
            "chocolat",
            "loulou",
            "coucou");

    /** The endings people add to a word. */
    private static List<String> endings() {
        List<String> e = new ArrayList<>(List.of(
                "", "1", "12", "123", "1234", "12345", "123456", "!", "1!", "123!", "01", "11", "69", "99", "007",
                "@123"));
        for (int y = 1995; y <= 2026; y++) e.add(String.valueOf(y));
        return e;
    }

    /** Digit runs and repeats, keyboard walks and letter repeats. */
    private static List<String> patterns() {
        List<String> p = new ArrayList<>();
        String up = "01234567890";
        String down = "9876543210";
        for (int len = 8; len <= 11; len++) {
            for (int start = 0; start + len <= up.length(); start++) p.add(up.substring(start, start + len));
            for (int start = 0; start + len <= down.length(); start++) p.add(down.substring(start, start + len));
        }
        for (char d = '0'; d <= '9'; d++)
            for (int len = 8; len <= 12; len++) p.add(String.valueOf(d).repeat(len));
        for (char l = 'a'; l <= 'z'; l++)
            for (int len = 8; len <= 10; len++) p.add(String.valueOf(l).repeat(len));
        for (String unit : List.of("12", "123", "1234", "12345", "123456", "11", "112", "1122", "69", "007", "abc"))
            for (int times = 2; unit.length() * times <= 12; times++) p.add(unit.repeat(times));
        for (String w : List.of(
                "qwertyui",
                "qwertyuiop",
                "asdfghjk",
                "asdfghjkl",
                "zxcvbnm",
                "zxcvbnm1",
                "qazwsx",
                "qazwsxedc",
                "1qaz2wsx",
                "1qaz2wsx3edc",
                "zaq12wsx",
                "zaq1xsw2",
                "!qaz2wsx",
                "1q2w3e4r",
                "1q2w3e4r5t",
                "1q2w3e4r5t6y",
                "q1w2e3r4",
                "q1w2e3r4t5",
                "qwer1234",
                "asdf1234",
                "zxcv1234",
                "1234qwer",
                "1234asdf",
                "qwe123",
                "asd123",
                "zxc123",
                "azertyuiop",
                "azertyui",
                "qsdfghjklm",
                "wxcvbn",
                "1a2z3e4r",
                "a1z2e3r4",
                "qwertzuiop",
                "qwertzu",
                "yxcvbnm",
                "asdfasdf",
                "qwerqwer",
                "abcd1234",
                "abc12345",
                "a1b2c3d4",
                "1a2b3c4d",
                "aa123456",
                "a1234567",
                "a12345678",
                "q1234567",
                "11223344",
                "11112222",
                "12344321",
                "12341234",
                "147258369",
                "159753",
                "159753456",
                "741852963",
                "789456123",
                "963852741",
                "147852369",
                "123654789",
                "123qwe",
                "123abc",
                "123asd",
                "abc123abc",
                "iloveu",
                "letmein!")) {
            p.add(w);
        }
        return p;
    }

    /** The list: every word with every ending, and the patterns with their usual endings; 8 characters or more. */
    static List<String> generate() {
        Set<String> out = new TreeSet<>();
        for (String w : WORDS) for (String e : endings()) out.add(w + e);
        for (String w : patterns()) for (String e : List.of("", "1", "!", "123")) out.add(w + e);
        return out.stream().filter(s -> s.length() >= Passwords.MIN_LENGTH).toList();
    }

    static String text() {
        StringBuilder b = new StringBuilder();
        b.append("# Common passwords a new Kete password may not be (lower case; compared whatever the case).\n");
        b.append("# Generated from well-known patterns by server/src/test/java/org/kete/server/player/")
                .append("CommonPasswordsTest.java;\n# not copied from any published list. Do not edit by hand.\n");
        for (String s : generate()) b.append(s).append('\n');
        return b.toString();
    }

    /** Writes the list (run from the server directory). */
    public static void main(String[] args) throws IOException {
        Files.writeString(FILE, text(), StandardCharsets.UTF_8);
    }

    @Test
    void the_shipped_list_is_the_generated_one() throws IOException {
        assertEquals(text(), Files.readString(FILE, StandardCharsets.UTF_8));
    }

    @Test
    void the_list_has_thousands_of_passwords_of_eight_characters_or_more() {
        List<String> list = generate();
        assertTrue(list.size() >= 1_000 && list.size() <= 10_000, "size " + list.size());
        assertTrue(list.contains("password1") && list.contains("12345678") && list.contains("qwertyuiop"));
        assertTrue(list.contains("motdepasse") && list.contains("nenosiri") && list.contains("senha123"));
    }
}
