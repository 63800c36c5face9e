package org.kete.engine;

import java.util.Map;

/**
 * A refusal told as data, the way a trace note is: a {@link #key()} naming the case (the message of the same key
 * in the message files) and the {@link #params()} its wording needs. The exception's own message is the English
 * sentence, for logs and for API clients; a front end words the key in its reader's language.
 *
 * <p>Parameters, read by their kind: a {@link Player} is a player, an {@link Outcome} a result, a nested
 * {@code Explained} a reason in its own words, a {@code List} a list of move texts; a parameter named {@code game}
 * is a game id (its name is the message {@code name.<id>}); a {@code String} is shown as it is (the player's own
 * text, a pit name, a move's notation), a number as a number.
 */
public interface Explained {
    String key();

    Map<String, Object> params();
}
