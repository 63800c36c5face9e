package org.kete.cli.common;

import java.util.Iterator;
import org.kete.engine.GameType;
import org.kete.engine.Games;

/** The game ids, for the help text and the shell completion of every {@code <game>} argument. */
public final class GameIds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Games.all().stream().map(GameType::id).iterator();
    }
}
