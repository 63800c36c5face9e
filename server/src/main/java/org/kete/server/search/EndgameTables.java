package org.kete.server.search;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.ai.GameAi;
import org.kete.ai.egtb.AutoTables;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Oware endgame tables of {@code kete serve --egtb DIR}, read and checked in full at start (so that a bad
 * directory stops the start with a message instead of failing a search later), or those found or built in the
 * background in the data directory ({@link AutoTables}; none until they are ready), handed to the games whose
 * rules they were built for. A directory holds the tables of one set of rules; an Oware game under other
 * rules (or options the tables cannot support, such as cycleRule=draw) is searched without them, with a note
 * in the log the first time.
 */
public final class EndgameTables {
    private static final Logger LOG = LoggerFactory.getLogger(EndgameTables.class);

    public static final EndgameTables NONE = new EndgameTables(null, 0, null);

    private final OwareTablebase fixed;
    private final long bytes;
    private final AutoTables auto;
    private final Set<String> noted = ConcurrentHashMap.newKeySet();

    private EndgameTables(OwareTablebase fixed, long bytes, AutoTables auto) {
        this.fixed = fixed;
        this.bytes = bytes;
        this.auto = auto;
    }

    /** The tables {@code auto} finds or builds, from the moment they are ready. */
    public static EndgameTables auto(AutoTables auto) {
        return new EndgameTables(null, 0, auto);
    }

    /** Opens and loads every table in {@code dir}; an IllegalArgumentException says what is wrong. */
    public static EndgameTables load(Path dir) {
        OwareTablebase tb = OwareTablebase.openDirectory(dir);
        long bytes;
        try {
            bytes = tb.loadAll();
        } catch (OutOfMemoryError e) {
            throw new IllegalArgumentException("the endgame tables in " + dir + " do not fit the Java heap ("
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB); give Java more memory (-Xmx) or use"
                    + " a directory with fewer seed counts");
        }
        return new EndgameTables(tb, bytes, null);
    }

    /** Whether tables are in use now (automatic ones once they are ready). */
    boolean ready() {
        return (auto != null ? auto.tables() : fixed) != null;
    }

    /** Completes when the automatic tables are ready or have failed; at once for fixed tables or none. */
    public CompletableFuture<?> settled() {
        return auto != null ? auto.settled() : CompletableFuture.completedFuture(null);
    }

    public boolean present() {
        return fixed != null;
    }

    /** For the start-up message: "Oware 0-20 seeds (oware grandSlam=forfeit cycleRule=split), 220 MB". */
    public String describe() {
        if (auto != null) return auto.describe();
        OwareTablebase oware = fixed;
        if (oware == null) return "none";
        String size = bytes < 1_000_000 ? (bytes + 999) / 1000 + " KB" : Math.round(bytes / 1e6) + " MB";
        return "Oware " + oware.describeSeedCounts() + " seeds ("
                + oware.rules().describe() + "), " + size;
    }

    /** The tables for this game, or null when there are none for its game and rules. */
    public OwareTablebase forGame(Game game) {
        OwareTablebase oware = auto != null ? auto.tables() : fixed;
        if (oware == null || !GameAi.owareTablesApply(game.type())) return null;
        if (oware.appliesTo(game.options())) return oware;
        String options = game.options().toString();
        if (noted.add(options)) {
            LOG.info(
                    "endgame tables for '{}' not used for Oware under '{}' (other rules)",
                    oware.rules().describe(),
                    options);
        }
        return null;
    }
}
