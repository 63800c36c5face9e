package org.kete.cli.common;

import java.util.Locale;
import java.util.Map;
import org.kete.text.Messages;

/**
 * The language the terminal speaks: {@code --lang CODE} when given (refused, naming the known codes, when the
 * message files do not have it), else the environment's locale as POSIX reads it ({@code LC_ALL}, then
 * {@code LC_MESSAGES}, then {@code LANG}: {@code pt_PT.UTF-8} is Portuguese) when Kete speaks it, else English.
 */
public final class TerminalLanguage {
    private TerminalLanguage() {}

    /** The language for a command: the {@code --lang} value (null if not given) over the environment. */
    public static String resolve(String flag, Map<String, String> env) {
        if (flag != null) {
            String code = flag.trim().toLowerCase(Locale.ROOT);
            if (!Messages.supported(code) && !code.equals(Messages.PSEUDO)) {
                throw new IllegalArgumentException(
                        Messages.english().text("term.unknownLanguage", "lang", flag, "codes", Messages.codes()));
            }
            return code;
        }
        for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
            String v = env.get(name);
            if (v == null || v.isBlank()) continue;
            // The first variable set decides, as in POSIX: "C" or an unsupported language means English.
            String code = v.split("[_.@-]", 2)[0].toLowerCase(Locale.ROOT);
            return Messages.supported(code) ? code : Messages.ENGLISH;
        }
        return Messages.ENGLISH;
    }

    public static String resolve(String flag) {
        return resolve(flag, System.getenv());
    }
}
