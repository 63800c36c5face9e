package org.kete.engine;

import java.util.ArrayList;
import java.util.List;
import org.kete.engine.bao.Bao;
import org.kete.engine.kenyan.ChildrensBao;
import org.kete.engine.kenyan.LapsBao;
import org.kete.engine.kigogo.Kigogo;
import org.kete.engine.namnam.NamNam;
import org.kete.engine.oware.Oware;

/** The registry of every game Kete plays, in catalogue order. */
public final class Games {
    private static final List<GameType> ALL = List.of(
            Oware.TYPE, NamNam.TYPE, ChildrensBao.TYPE, LapsBao.TYPE, Bao.KUJIFUNZA, Kigogo.TYPE, Bao.KISWAHILI);

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
        String games = String.join(", ", ids);
        throw new ChoiceException(
                ChoiceException.Reason.UNKNOWN_GAME,
                java.util.Map.of("id", String.valueOf(id), "games", games),
                "unknown game '" + id + "'; games: " + games);
    }
}
