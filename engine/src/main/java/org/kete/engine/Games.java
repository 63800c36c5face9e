package org.kete.engine;

import java.util.ArrayList;
import java.util.List;
import org.kete.engine.kigogo.Kigogo;
import org.kete.engine.oware.Oware;

/** The registry of every game Kete plays, in catalogue order. */
public final class Games {
    private static final List<GameType> ALL = List.of(Oware.TYPE, Kigogo.TYPE);

    private Games() {}

    public static List<GameType> all() {
        return ALL;
    }

    /** The game with this id; an unknown id is refused with the list of known ones. */
    public static GameType byId(String id) {
        String key = id == null ? "" : id.trim().toLowerCase(java.util.Locale.ROOT);
        for (GameType t : ALL) {
            if (t.id().equals(key)) return t;
        }
        List<String> ids = new ArrayList<>();
        for (GameType t : ALL) ids.add(t.id());
        throw new IllegalArgumentException("unknown game '" + id + "'; games: " + String.join(", ", ids));
    }
}
