package org.kete.server;

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
final class IndexPage {
    private static final String SHELL = read();
    private static final Pattern TEXT = Pattern.compile("(<[^>]*\\sdata-i18n=\"([^\"]+)\"[^>]*>)[^<]*");
    private static final Pattern TAG = Pattern.compile("<[^>]*\\sdata-i18n-(aria|content)=\"([^\"]+)\"[^>]*>");

    private IndexPage() {}

    /** Whether a request path is the shell, which this class serves instead of the static file. */
    static boolean isShell(String path) {
        return path.equals("/") || path.equals("/index.html");
    }

    static void serve(Context ctx) {
        Messages m = KeteServer.messages(ctx);
        ctx.header("Vary", "Accept-Language");
        ctx.header("Content-Language", m.code().equals(Messages.PSEUDO) ? Messages.ENGLISH : m.code());
        ctx.header("Cache-Control", "no-cache");
        ctx.html(render(m));
    }

    static String render(Messages m) {
        String lang = m.code().equals(Messages.PSEUDO) ? Messages.ENGLISH : m.code();
        String s = SHELL.replaceFirst("<html lang=\"[^\"]*\">", "<html lang=\"" + lang + "\">");
        s = s.replaceFirst("<title>[^<]*</title>", "<title>Kete — " + escape(m.text("site.tagline")) + "</title>");
        s = TEXT.matcher(s).replaceAll(r -> Matcher.quoteReplacement(r.group(1) + escape(m.text(r.group(2)))));
        return TAG.matcher(s).replaceAll(r -> {
            String attribute = r.group(1).equals("aria") ? "aria-label" : "content";
            String value = escape(m.text(r.group(2)));
            return Matcher.quoteReplacement(
                    r.group().replaceFirst("\\s" + attribute + "=\"[^\"]*\"", " " + attribute + "=\"" + value + "\""));
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
