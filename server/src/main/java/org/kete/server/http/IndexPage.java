package org.kete.server.http;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kete.text.Messages;

/**
 * The page shell (public/index.html) rendered in the visitor's language: {@code <html lang>}, the title and every
 * element the browser would translate ({@code data-i18n}, {@code data-i18n-aria}, {@code data-i18n-content}) are
 * filled from the message file of {@code ?lang=} or {@code Accept-Language}, so that the first paint (and a
 * visitor without scripts) reads the page in that language. The browser then takes over (js/i18n.js).
 */
public final class IndexPage {
    private static final String SHELL = read();
    private static final Pattern TEXT = Pattern.compile("(<[^>]*\\sdata-i18n=\"([^\"]+)\"[^>]*>)[^<]*");
    private static final Pattern TAG = Pattern.compile("<[^>]*\\sdata-i18n-(aria|content)=\"([^\"]+)\"[^>]*>");
    /** The language switch's box, empty in the file: its buttons come from languages.json. */
    private static final Pattern SWITCH = Pattern.compile("(<div class=\"lang\"[^>]*>)\\s*(</div>)");

    private IndexPage() {}

    /** Whether a request path is the shell, which this class serves instead of the static file. */
    public static boolean isShell(String path) {
        return path.equals("/") || path.equals("/index.html");
    }

    public static void serve(Context ctx) {
        Messages m = Languages.messages(ctx);
        ctx.header("Vary", "Accept-Language");
        ctx.header("Content-Language", m.code().equals(Messages.PSEUDO) ? Messages.ENGLISH : m.code());
        ctx.header("Cache-Control", "no-cache");
        ctx.html(render(m));
    }

    static String render(Messages m) {
        String lang = m.code().equals(Messages.PSEUDO) ? Messages.ENGLISH : m.code();
        String s = SHELL.replaceFirst("<html lang=\"[^\"]*\">", "<html lang=\"" + lang + "\">");
        s = s.replaceFirst("<title>[^<]*</title>", "<title>Kete — " + escape(m.text("site.tagline")) + "</title>");
        // The switch drawn now, as the browser draws it, so that the header does not grow as the page starts.
        StringBuilder buttons = new StringBuilder();
        for (Messages.Language l : Messages.languages()) {
            buttons.append("\n    <button type=\"button\" data-lang=\"")
                    .append(l.code())
                    .append("\" lang=\"")
                    .append(l.code())
                    .append("\" aria-pressed=\"")
                    .append(l.code().equals(lang) && !m.code().equals(Messages.PSEUDO))
                    .append("\">")
                    .append(escape(l.name()))
                    .append("</button>");
        }
        s = SWITCH.matcher(s).replaceFirst(r -> Matcher.quoteReplacement(r.group(1) + buttons + "\n  " + r.group(2)));
        // The footer's link to the page in its language (the browser keeps it up to date as the page changes).
        String name = Messages.supported(m.code())
                ? Messages.languages().stream()
                        .filter(l -> l.code().equals(m.code()))
                        .findFirst()
                        .orElseThrow()
                        .name()
                : m.code();
        s = s.replaceFirst(
                "<a id=\"page-link\" href=\"[^\"]*\">[^<]*</a>",
                Matcher.quoteReplacement("<a id=\"page-link\" href=\"./?lang=" + m.code() + "\">"
                        + escape(m.text("nav.link", "language", name)) + "</a>"));
        s = TEXT.matcher(s).replaceAll(r -> Matcher.quoteReplacement(r.group(1) + escape(m.text(r.group(2)))));
        return TAG.matcher(s).replaceAll(r -> {
            String attribute = r.group(1).equals("aria") ? "aria-label" : "content";
            String value = escape(m.text(r.group(2)));
            return Matcher.quoteReplacement(r.group()
                    .replaceFirst(
                            "\\s" + attribute + "=\"[^\"]*\"",
                            Matcher.quoteReplacement(" " + attribute + "=\"" + value + "\"")));
        });
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String read() {
        try (InputStream in = IndexPage.class.getResourceAsStream("/public/index.html")) {
            if (in == null) throw new IllegalStateException("missing /public/index.html");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
