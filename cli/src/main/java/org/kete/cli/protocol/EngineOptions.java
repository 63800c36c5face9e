package org.kete.cli.protocol;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.kete.ai.AlphaBeta;
import org.kete.ai.GameAi;
import org.kete.ai.Levels;
import org.kete.ai.Searcher;
import org.kete.ai.book.BookSearcher;
import org.kete.ai.egtb.AutoTables;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;

/**
 * The engine's options (setoption): their names, types and defaults as {@code uci} declares them, reading a
 * {@code setoption} line, and the searcher they make. Every change of an option (or of the game) makes a new
 * searcher at the next {@code go}: the strongest level's kept table is emptied, a weaker level restarts its slips.
 */
final class EngineOptions {
    static final int DEFAULT_HASH_MIB = 32;
    static final int MAX_HASH_MIB = 1024;
    private static final long SLIP_SEED = 0x4B455445L;

    private final Replies replies;

    private int hashMiB = DEFAULT_HASH_MIB;
    /** Where Oware's endgame tables are (kete egtb build); empty for none. */
    private String egtbDir = "";

    private int level = strongestLevel();
    /** Whether the strongest level plays from Kete's opening book (OwnBook, as Aalina names it; on by default). */
    private boolean ownBook = true;

    /** The tables found or built in the background (kete engine's default), or null; see {@link AutoTables}. */
    private final AutoTables auto;

    private Searcher searcher;
    /** The strongest level's search under {@link #searcher} (null at lower levels), for fixed-limit searches. */
    private AlphaBeta strongest;
    /** Whether the current searcher was made with {@link #auto}'s tables (it is remade once they are ready). */
    private boolean searcherHasAutoTables;

    EngineOptions(Replies replies, AutoTables auto) {
        this.replies = replies;
        this.auto = auto;
    }

    /** The option lines of the {@code uci} reply. */
    void declare() {
        replies.send("option name Hash type spin default " + DEFAULT_HASH_MIB + " min 1 max " + MAX_HASH_MIB);
        replies.send("option name Level type spin default " + strongestLevel() + " min 1 max " + strongestLevel());
        replies.send("option name Ponder type check default false");
        replies.send("option name EgtbDir type string default <empty>");
        replies.send("option name OwnBook type check default true");
    }

    /** {@code setoption name <name> [value <value>]}; names are matched ignoring case, as UCI asks. */
    void set(String[] t) {
        int nameAt = indexOf(t, "name");
        int valueAt = indexOf(t, "value");
        if (nameAt != 1 || t.length < 3 || valueAt == 2) {
            throw new Refused("setoption is written setoption name <name> value <value>");
        }
        String name = String.join(" ", Arrays.asList(t).subList(2, valueAt < 0 ? t.length : valueAt));
        String value = valueAt < 0 ? "" : String.join(" ", Arrays.asList(t).subList(valueAt + 1, t.length));
        switch (name.toLowerCase(Locale.ROOT)) {
            case "hash" -> hashMiB = intIn("Hash", value, 1, MAX_HASH_MIB);
            case "level" -> level = intIn("Level", value, 1, strongestLevel());
            case "ponder" -> {
                // Pondering is the GUI's choice (go ponder); the option only tells the GUI it may.
                checkBoolean("Ponder", value);
            }
            case "ownbook" -> ownBook = checkBoolean("OwnBook", value);
            case "egtbdir" -> setEgtbDir(value);
            default -> {
                // As UCI engines do, an option this engine does not have (another engine's, such as Aalina's
                // EngineTurn or UseLeaves) is ignored with a note, so a GUI's usual settings never stop a session.
                replies.send("info string no option '" + name
                        + "' (ignored); options: Hash, Level, Ponder, EgtbDir, OwnBook");
                return;
            }
        }
        forgetSearcher();
    }

    /** The tables of {@code dir} ({@code kete engine --egtb DIR}, which has checked it), as EgtbDir. */
    void useTables(String dir) {
        egtbDir = dir;
    }

    /** {@code setoption name EgtbDir value <dir>}; {@code <empty>} or nothing for no tables. */
    private void setEgtbDir(String value) {
        String dir = value.trim().equals("<empty>") ? "" : value.trim();
        if (!dir.isEmpty() && !Files.isDirectory(Path.of(dir))) {
            throw new Refused("option EgtbDir names no directory: '" + dir + "'");
        }
        egtbDir = dir;
    }

    /** A new game or new options: the next search gets a new searcher. */
    void forgetSearcher() {
        searcher = null;
    }

    /** The level chosen, or null for the strongest, which plays without a level's depth and node caps. */
    Levels.Level weakerLevel() {
        return level < strongestLevel() ? Levels.of(level) : null;
    }

    /**
     * The searcher for the next search of {@code game}. At the strongest level a timed or infinite search plays
     * as level 6 does in a game (the book where it has the position, the table kept from the previous search of
     * this game); a fixed-limit one ({@code fixed}: go depth or go nodes alone) searches from an empty table
     * without the book, so its output depends only on the position and the limits.
     */
    Searcher searcher(Game game, boolean fixed) {
        boolean tablesNowReady =
                auto != null && auto.tables() != null && auto.tables().covers(game) && !searcherHasAutoTables;
        if (tablesNowReady && level == strongestLevel() && egtbDir.isEmpty()) searcher = null;
        if (searcher == null) {
            strongest = null;
            searcher = level < strongestLevel() ? Levels.of(level).searcher(SLIP_SEED) : strongest(game);
        }
        if (strongest != null) strongest.keepTable(!fixed);
        return strongest != null && fixed ? strongest : searcher;
    }

    /**
     * The strongest searcher, as level 6 plays ({@link Levels#strongestSettings}): the game's evaluation, the
     * strongest level's search settings, for Oware with EgtbDir set (or the automatic tables) the endgame
     * tables, and with OwnBook Kete's opening book. Its search is kept in {@link #strongest}.
     */
    private Searcher strongest(Game game) {
        AlphaBeta ab = Levels.strongestSettings(
                new AlphaBeta(tableBits(hashMiB), GameAi.of(game).evaluator()));
        searcherHasAutoTables = false;
        if (egtbDir.isEmpty()
                && auto != null
                && auto.tables() != null
                && auto.tables().covers(game)) {
            ab.withTablebase(auto.tables());
            searcherHasAutoTables = true;
        }
        if (!egtbDir.isEmpty() && GameAi.owareTablesApply(game.type())) {
            try {
                ab.withTablebase(OwareTablebase.open(Path.of(egtbDir), game.options()));
            } catch (RuntimeException e) {
                replies.send("info string endgame tables not used: " + e.getMessage());
            }
        }
        strongest = ab;
        return ownBook ? new BookSearcher(ab) : ab;
    }

    /** Hash size in MiB to table bits: the largest power of two of 20-byte entries that fits. */
    static int tableBits(int mib) {
        long entries = (long) mib * 1024 * 1024 / 20;
        return Math.max(1, 63 - Long.numberOfLeadingZeros(entries));
    }

    private static int strongestLevel() {
        return Levels.all().size();
    }

    private static boolean checkBoolean(String name, String value) {
        if (!value.equals("true") && !value.equals("false")) {
            throw new Refused("option " + name + " is true or false, not '" + value + "'");
        }
        return value.equals("true");
    }

    private static int intIn(String name, String value, int min, int max) {
        try {
            int v = Integer.parseInt(value.trim());
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new Refused(
                "option " + name + " takes a whole number from " + min + " to " + max + ", not '" + value + "'");
    }

    /** Where {@code word} stands among the command's words after the first, or -1. */
    static int indexOf(String[] t, String word) {
        for (int i = 1; i < t.length; i++) {
            if (t[i].equals(word)) return i;
        }
        return -1;
    }
}
