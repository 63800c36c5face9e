package org.kete.ai.book;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Position;

/**
 * Kete's own opening book: for positions near the start, the move Kete's own deep search chose there and the value
 * it gave it, computed ahead of time ({@code kete book build}, docs/strength.md) and shipped as a text resource
 * {@code /org/kete/ai/book/<game>.book}. The strongest level plays from it ({@link BookSearcher}) and the analysis
 * shows it. Nothing in it comes from another engine.
 *
 * <p>The text, one position a line, {@code #} starting a comment:
 *
 * <pre>
 * # rules: grandSlam=forfeit cycleRule=split winThreshold=25
 * 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S F 35 18
 * </pre>
 *
 * that is: the position text, the move in notation, the value in centi-seeds from the side to move's view (the
 * searcher's scale) and the depth of the search that gave it. The {@code rules:} line names the rule options the
 * book was made under; games under other values of them get no book moves. Every line is checked on reading: a
 * position that does not parse, an illegal move or a bad number is refused with the line number.
 */
public final class OpeningBook {

    /** One stored move: its code, its notation, its value (centi-seeds, side to move's view) and search depth. */
    public record Entry(int move, String notation, int score, int depth) {}

    private static final Map<String, OpeningBook> SHIPPED = new ConcurrentHashMap<>();
    private static final OpeningBook EMPTY = new OpeningBook(null, Map.of(), Map.of(), List.of());

    private final Game game;
    private final Map<String, String> rules;
    private final Map<String, Entry> entries;
    private final List<String> comments;

    private OpeningBook(Game game, Map<String, String> rules, Map<String, Entry> entries, List<String> comments) {
        this.game = game;
        this.rules = rules;
        this.entries = entries;
        this.comments = comments;
    }

    /** The book shipped for this game, read once; an empty book when there is none. */
    public static OpeningBook shipped(String gameId) {
        return SHIPPED.computeIfAbsent(gameId, id -> {
            String resource = "/org/kete/ai/book/" + id + ".book";
            try (InputStream in = OpeningBook.class.getResourceAsStream(resource)) {
                if (in == null) return EMPTY;
                List<String> lines = new ArrayList<>();
                try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    for (String l; (l = r.readLine()) != null; ) lines.add(l);
                }
                return read(Games.byId(id).create(), lines, resource);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource + ": " + e.getMessage(), e);
            }
        });
    }

    /** Reads a book's text for {@code game} (its default rules); {@code source} names it in messages. */
    public static OpeningBook read(Game game, List<String> lines, String source) {
        Map<String, String> rules = new LinkedHashMap<>();
        Map<String, Entry> entries = new LinkedHashMap<>();
        List<String> comments = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) continue;
            if (line.startsWith("#")) {
                String c = line.substring(1).strip();
                if (c.startsWith("rules:")) {
                    for (String kv : c.substring(6).strip().split("\\s+")) {
                        int eq = kv.indexOf('=');
                        if (eq <= 0) throw bad(source, i, "a rule option is name=value, not '" + kv + "'");
                        rules.put(kv.substring(0, eq), kv.substring(eq + 1));
                    }
                } else {
                    comments.add(c);
                }
                continue;
            }
            String[] w = line.split("\\s+");
            if (w.length != 4) throw bad(source, i, "a line is: position move value depth");
            Position p;
            Move m;
            try {
                p = game.parsePosition(w[0]);
                m = game.parseMove(p, w[1]);
            } catch (NotationException | IllegalMoveException | IllegalArgumentException e) {
                throw bad(source, i, e.getMessage());
            }
            int score;
            int depth;
            try {
                score = Integer.parseInt(w[2]);
                depth = Integer.parseInt(w[3]);
            } catch (NumberFormatException e) {
                throw bad(source, i, "the value and the depth are whole numbers");
            }
            String key = game.formatPosition(p);
            if (entries.put(key, new Entry(m.code(), m.notation(), score, depth)) != null) {
                throw bad(source, i, "the position " + key + " is in the book twice");
            }
        }
        return new OpeningBook(game, Map.copyOf(rules), Collections.unmodifiableMap(entries), List.copyOf(comments));
    }

    private static IllegalArgumentException bad(String source, int index, String why) {
        return new IllegalArgumentException(source + " line " + (index + 1) + ": " + why);
    }

    /** The stored move for this position of {@code game}, if the book has it and holds for the game's rules. */
    public Optional<Entry> lookup(Game g, Position position) {
        if (entries.isEmpty() || !appliesTo(g)) return Optional.empty();
        return Optional.ofNullable(entries.get(g.formatPosition(position)));
    }

    /** Whether the game is this book's game under the rule values the book names. */
    public boolean appliesTo(Game g) {
        if (game == null || !g.id().equals(game.id())) return false;
        Map<String, String> options = g.options().asMap();
        for (var e : rules.entrySet()) {
            if (!e.getValue().equals(options.get(e.getKey()))) return false;
        }
        return true;
    }

    public int size() {
        return entries.size();
    }

    /** Every position text with its entry, in the book's order. */
    public Map<String, Entry> entries() {
        return entries;
    }

    /** The rule options the book was made under. */
    public Map<String, String> rules() {
        return rules;
    }

    /** The comment lines (how the book was made), without the {@code rules:} line. */
    public List<String> comments() {
        return comments;
    }
}
