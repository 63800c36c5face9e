package org.kete.text;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The words of one language: the message file {@code public/i18n/<code>.json}, the same file the browser reads.
 *
 * <p>A message is a template with named parameters, {@code "{n} seeds"}. A numeric parameter {@code n} picks the
 * plural form when the file has one: {@code "key.one"} when {@code n} takes the singular by the language's rule
 * ({@link #isOne}, languages.json), else {@code "key"}. Numbers are written the language's way (0,4 in Portuguese). A key the
 * language lacks falls back to English, and a key English lacks comes back as the key itself, so that a missing
 * message is visible; {@code MessagesTest} fails on either.
 *
 * <p>The pseudo-language {@link #PSEUDO} is English with every message wrapped in {@code ⟦…⟧}: a page or a
 * narration rendered in it shows at once any text that did not come from the message files.
 *
 * <p>Adding a language: its file {@code public/i18n/<code>.json} and its line in {@code languages.json}
 * (docs/i18n.md).
 */
public final class Messages {
    /** The pseudo-language of the tests: English, every message wrapped in ⟦ and ⟧. */
    public static final String PSEUDO = "x-pseudo";

    public static final String ENGLISH = "en";

    private static final String DIR = "/public/i18n/";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<Language> LANGUAGES = loadLanguages();
    private static final Map<String, Messages> CACHE = new ConcurrentHashMap<>();

    /** One supported language, as listed in languages.json. */
    public record Language(
            String code, String name, String locale, List<Integer> pluralOne, boolean fractionsLikeWhole) {
        public Locale javaLocale() {
            return Locale.forLanguageTag(locale);
        }
    }

    private final Language language;
    private final Map<String, String> texts;
    private final Map<String, String> fallback;
    private final boolean pseudo;

    private Messages(Language language, Map<String, String> texts, Map<String, String> fallback, boolean pseudo) {
        this.language = language;
        this.texts = texts;
        this.fallback = fallback;
        this.pseudo = pseudo;
    }

    /** The supported languages, in the order of languages.json (English first). */
    public static List<Language> languages() {
        return LANGUAGES;
    }

    public static boolean supported(String code) {
        return code != null && LANGUAGES.stream().anyMatch(l -> l.code().equals(code));
    }

    /**
     * The messages of a supported language (or {@link #PSEUDO}).
     *
     * @throws IllegalArgumentException for a code that is not in languages.json, naming the ones that are
     */
    public static Messages of(String code) {
        if (code == null) throw new IllegalArgumentException("no language given");
        String c = code.toLowerCase(Locale.ROOT);
        if (!c.equals(PSEUDO) && !supported(c)) {
            throw new IllegalArgumentException("unknown language '" + code + "'; known: " + codes());
        }
        return CACHE.computeIfAbsent(c, Messages::load);
    }

    public static Messages english() {
        return of(ENGLISH);
    }

    /** The codes of the supported languages, for error messages and help: "en, pt". */
    public static String codes() {
        return String.join(", ", LANGUAGES.stream().map(Language::code).toList());
    }

    /**
     * The best supported language for an HTTP {@code Accept-Language} header (RFC 9110 §12.5.4), by the JDK's
     * RFC 4647 lookup ({@link Locale#lookupTag}): the highest quality first, a region ignored ({@code pt-BR} is
     * {@code pt}), a quality of 0 never; English when nothing matches or the header is absent or malformed.
     */
    public static String negotiate(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) return ENGLISH;
        List<Locale.LanguageRange> ranges;
        try {
            ranges = Locale.LanguageRange.parse(acceptLanguage);
        } catch (IllegalArgumentException e) {
            return ENGLISH;
        }
        String best =
                Locale.lookupTag(ranges, LANGUAGES.stream().map(Language::code).toList());
        return best == null ? ENGLISH : best;
    }

    public String code() {
        return pseudo ? PSEUDO : language.code();
    }

    public Locale locale() {
        return language.javaLocale();
    }

    /** Whether this language's own file has the key (no fallback to English). */
    public boolean has(String key) {
        return texts.containsKey(key);
    }

    /** The keys of this language's own file. */
    public Set<String> keys() {
        return Collections.unmodifiableSet(texts.keySet());
    }

    /** The message for a key, with parameters given as name, value pairs: {@code text("play.turn", "player", p)}. */
    public String text(String key, Object... nameValuePairs) {
        if (nameValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("parameters come in name, value pairs: " + key);
        }
        Map<String, Object> params = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2)
            params.put(String.valueOf(nameValuePairs[i]), nameValuePairs[i + 1]);
        return text(key, params);
    }

    /** The message for a key, its {@code {name}} parameters filled in; numbers are written the language's way. */
    public String text(String key, Map<String, ?> params) {
        String template = null;
        if (params.get("n") instanceof Number number) template = lookup(key + (isOne(number) ? ".one" : ".other"));
        if (template == null) template = lookup(key);
        if (template == null) return key;
        String s = template;
        for (Map.Entry<String, ?> e : params.entrySet()) {
            s = s.replace("{" + e.getKey() + "}", format(e.getValue()));
        }
        return pseudo ? "⟦" + s + "⟧" : s;
    }

    /**
     * Whether a count takes the singular, by the language's rule (languages.json): a whole number when it is in
     * {@code pluralOne}; a fraction never, unless {@code fractionsLikeWhole}, when it takes the form of its whole
     * part (French: 0,5 and 1,5 are singular, as 0 and 1 are).
     */
    public boolean isOne(Number count) {
        double d = Math.abs(count.doubleValue());
        if (d == Math.rint(d)) return language.pluralOne().contains((int) d);
        return language.fractionsLikeWhole() && language.pluralOne().contains((int) Math.floor(d));
    }

    /** A number the language's way, with at most the given digits after the decimal separator. */
    public String number(double value, int maxFractionDigits) {
        NumberFormat f = NumberFormat.getNumberInstance(locale());
        f.setMaximumFractionDigits(maxFractionDigits);
        f.setMinimumFractionDigits(0);
        return f.format(value);
    }

    private String format(Object value) {
        if (value instanceof Double || value instanceof Float) return number(((Number) value).doubleValue(), 2);
        if (value instanceof Number number)
            return NumberFormat.getIntegerInstance(locale()).format(number.longValue());
        return String.valueOf(value);
    }

    private String lookup(String key) {
        String s = texts.get(key);
        return s != null ? s : fallback.get(key);
    }

    private static Messages load(String code) {
        if (code.equals(PSEUDO)) {
            Messages en = english();
            return new Messages(en.language, en.texts, Map.of(), true);
        }
        Language language = LANGUAGES.stream()
                .filter(l -> l.code().equals(code))
                .findFirst()
                .orElseThrow();
        Map<String, String> texts = read(code + ".json", new TypeReference<>() {});
        Map<String, String> fallback = code.equals(ENGLISH) ? Map.of() : english().texts;
        return new Messages(language, Collections.unmodifiableMap(texts), fallback, false);
    }

    private static List<Language> loadLanguages() {
        List<Language> list = read("languages.json", new TypeReference<List<Language>>() {});
        if (list.isEmpty() || !list.get(0).code().equals(ENGLISH)) {
            throw new IllegalStateException("languages.json must list English first");
        }
        return Collections.unmodifiableList(new ArrayList<>(list));
    }

    private static <T> T read(String file, TypeReference<T> type) {
        try (InputStream in = Messages.class.getResourceAsStream(DIR + file)) {
            if (in == null) throw new IllegalStateException("missing message file " + DIR + file);
            return JSON.readValue(in, type);
        } catch (IOException e) {
            throw new UncheckedIOException("unreadable message file " + DIR + file + ": " + e.getMessage(), e);
        }
    }
}
