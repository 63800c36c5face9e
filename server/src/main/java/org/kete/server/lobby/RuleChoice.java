package org.kete.server.lobby;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A rule option of a seek as its owner gave it: the option's name and value, and whether the value was given as
 * text ({@code "allowed"}) or as a JSON number or boolean ({@code 5}, {@code true}: its literal), so that the
 * seek shows it back as it came.
 */
public record RuleChoice(String name, String value, boolean text) {

    /** The choices as the text {@code name=value ...} that the rules read (checked when the seek was posted). */
    public static String rules(List<RuleChoice> choices) {
        return choices.stream().map(c -> c.name() + "=" + c.value()).collect(Collectors.joining(" "));
    }
}
