package org.kete.cli.common;

import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import org.kete.text.Messages;

/**
 * The generated help of a command in the player's language: picocli reads its headings, synopsis, description,
 * footer and option descriptions from a {@link ResourceBundle}, and this one reads them from the message files.
 * A command's own texts are {@code term.<command>.help.<name>} (synopsis, description, footer, and each option's
 * descriptionKey); the texts every spoken command shares are {@code term.cli.help.<name>} (the headings and the
 * options {@code help} and {@code lang}). Message files write line breaks as {@code \n}; picocli formats its texts,
 * so they become {@code %n} and a percent sign is doubled.
 */
final class MessageBundle extends ResourceBundle {
    /** picocli's keys for the parts of a usage message, and the message each one comes from. */
    private static final Map<String, String> USAGE = Map.of(
            "usage.synopsisHeading", "usageHeading",
            "usage.customSynopsis", "synopsis",
            "usage.description", "description",
            "usage.parameterListHeading", "parametersHeading",
            "usage.optionListHeading", "optionsHeading",
            "usage.footer", "footer");

    private final Map<String, String> texts = new LinkedHashMap<>();

    /**
     * @param command the command's name, {@code play}
     * @param params the parameters its texts use, as name, value pairs ({@code "codes", "en|pt|sw|fr"})
     */
    MessageBundle(Messages messages, String command, Object... params) {
        String own = "term." + command + ".help.";
        String shared = "term.cli.help.";
        for (String prefix : new String[] {shared, own}) {
            for (String key : Messages.english().keys()) {
                if (!key.startsWith(prefix)) continue;
                String name = key.substring(prefix.length());
                String picocliKey = USAGE.entrySet().stream()
                        .filter(e -> e.getValue().equals(name))
                        .map(Map.Entry::getKey)
                        .findFirst()
                        .orElse(name);
                texts.put(picocliKey, picocli(messages.text(key, params)));
            }
        }
    }

    private static String picocli(String text) {
        return text.replace("%", "%%").replace("\n", "%n");
    }

    @Override
    protected Object handleGetObject(String key) {
        return texts.get(key);
    }

    @Override
    protected Set<String> handleKeySet() {
        return Collections.unmodifiableSet(texts.keySet());
    }

    @Override
    public Enumeration<String> getKeys() {
        return Collections.enumeration(texts.keySet());
    }
}
