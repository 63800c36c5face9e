package org.kete.server.http;

import io.javalin.http.Context;
import java.util.Locale;
import org.kete.text.Messages;

/** The language of an answer's texts for people. */
public final class Languages {
    private Languages() {}

    /**
     * {@code ?lang=} when it names a supported language (or the tests' pseudo-language), else the best match for
     * {@code Accept-Language}, else English.
     */
    public static Messages messages(Context ctx) {
        String lang = ctx.queryParam("lang");
        if (lang != null) {
            String l = lang.trim().toLowerCase(Locale.ROOT);
            if (Messages.supported(l) || l.equals(Messages.PSEUDO)) return Messages.of(l);
        }
        String accept = ctx.header("Accept-Language");
        if (accept != null && accept.trim().equalsIgnoreCase(Messages.PSEUDO)) return Messages.of(Messages.PSEUDO);
        return Messages.of(Messages.negotiate(accept));
    }
}
