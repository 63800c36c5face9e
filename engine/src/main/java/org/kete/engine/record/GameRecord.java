package org.kete.engine.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Position;

/**
 * A game as played: the game with its rule options, the start position, the moves with the position after
 * each, optional comments, and free tags (players, date, event). Immutable; every move in it was checked
 * against the rules when the record was built, so {@link #finalPosition()} is where the moves really lead.
 *
 * <p>The text form ({@link #text()}, {@link #read(String)}) is described in docs/records.md. A record is only
 * the move list, so a long multi-round game (Nam Nam) costs one token per move.
 */
public final class GameRecord {
    /** Tags the record writes and reads itself; {@link #tags()} holds the others. */
    static final List<String> RESERVED = List.of("Game", "Options", "Result", "First", "Position");

    private final Game game;
    private final Position start;
    private final Map<String, String> tags;
    private final String startComment;
    private final List<Ply> plies;
    /**
     * A result the players or a clock decided before the rules ended the game ("1-0", "0-1", "1/2-1/2": a
     * resignation, a loss on time, an agreed draw), or null: the result is the final position's.
     */
    private final String decided;

    /** The results a game can be decided with before its end. */
    static final List<String> DECIDED = List.of("1-0", "0-1", "1/2-1/2");

    /** One move, the position it led to, and the comment written after it (null if none). */
    public record Ply(Move move, Position after, String comment) {}

    GameRecord(Game game, Position start, Map<String, String> tags, String startComment, List<Ply> plies) {
        this(game, start, tags, startComment, plies, null);
    }

    GameRecord(
            Game game, Position start, Map<String, String> tags, String startComment, List<Ply> plies, String decided) {
        this.game = game;
        this.start = start;
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        this.startComment = startComment;
        this.plies = List.copyOf(plies);
        this.decided = decided;
    }

    /** A record with no moves yet. */
    public static GameRecord start(Game game, Position start) {
        Objects.requireNonNull(game);
        if (!start.game().equals(game)) {
            throw new IllegalArgumentException(
                    "the start position belongs to " + start.game().id() + " with options "
                            + start.game().options() + ", not to " + game.id() + " with " + game.options());
        }
        return new GameRecord(game, start, Map.of(), null, List.of());
    }

    /** A record of these moves from {@code start}, each checked by the rules (an illegal one is refused). */
    public static GameRecord of(Game game, Position start, List<Move> moves) {
        GameRecord r = start(game, start);
        for (Move m : moves) r = r.play(m);
        return r;
    }

    /** This record with one more move, applied by the rules; an illegal move throws IllegalMoveException. */
    public GameRecord play(Move move) {
        Position after = game.apply(finalPosition(), move).after();
        List<Ply> more = new ArrayList<>(plies);
        more.add(new Ply(move, after, null));
        return new GameRecord(game, start, tags, startComment, more);
    }

    /** This record with a tag set (players, date, event, ...); the record's own tags cannot be set this way. */
    public GameRecord withTag(String name, String value) {
        checkTagName(name);
        if (RESERVED.contains(name)) {
            throw new IllegalArgumentException("the " + name + " tag is written from the game itself");
        }
        Map<String, String> t = new LinkedHashMap<>(tags);
        t.put(name, Objects.requireNonNull(value));
        return new GameRecord(game, start, t, startComment, plies, decided);
    }

    /**
     * This record with a result decided before the rules ended the game ({@code 1-0}, {@code 0-1} or
     * {@code 1/2-1/2}: a resignation, a loss on time, an agreed draw), told how by the {@code Termination} tag
     * {@code termination} (docs/records.md). A game the rules ended has its own result and takes none.
     */
    public GameRecord withDecidedResult(String result, String termination) {
        if (!DECIDED.contains(result)) {
            throw new IllegalArgumentException("a decided result is 1-0, 0-1 or 1/2-1/2, not '" + result + "'");
        }
        if (finalPosition().isOver()) {
            throw new IllegalArgumentException(
                    "the game ended by the rules (" + outcome().describe() + "): its result is its own");
        }
        return new GameRecord(game, start, tags, startComment, plies, null)
                .withTag("Termination", termination)
                .decidedAs(result);
    }

    private GameRecord decidedAs(String result) {
        return new GameRecord(game, start, tags, startComment, plies, result);
    }

    /**
     * This record with a comment after move {@code ply} (1 for the first move), or before the first move for
     * ply 0; null removes it. Whitespace runs become single spaces; a comment cannot contain '}'.
     */
    public GameRecord withComment(int ply, String comment) {
        if (ply < 0 || ply > plies.size()) {
            throw new IllegalArgumentException("no move " + ply + " in a record of " + plies.size() + " moves");
        }
        String c = normaliseComment(comment);
        if (ply == 0) return new GameRecord(game, start, tags, c, plies, decided);
        List<Ply> copy = new ArrayList<>(plies);
        Ply p = copy.get(ply - 1);
        copy.set(ply - 1, new Ply(p.move(), p.after(), c));
        return new GameRecord(game, start, tags, startComment, copy, decided);
    }

    static String normaliseComment(String comment) {
        if (comment == null) return null;
        if (comment.indexOf('}') >= 0) throw new IllegalArgumentException("a comment cannot contain '}'");
        String c = comment.strip().replaceAll("\\s+", " ");
        return c.isEmpty() ? null : c;
    }

    static void checkTagName(String name) {
        if (name == null || !name.matches("[A-Za-z][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException(
                    "a tag name is a letter followed by letters, digits or '_', not '" + name + "'");
        }
    }

    public Game game() {
        return game;
    }

    public Position startPosition() {
        return start;
    }

    /** Does the game begin at the game's own start position (so the record needs no Position tag)? */
    public boolean fromStart() {
        return game.start(start.toMove()).text().equals(start.text());
    }

    /** The free tags, in the order they were set or read. */
    public Map<String, String> tags() {
        return tags;
    }

    public String tag(String name) {
        return tags.get(name);
    }

    public String startComment() {
        return startComment;
    }

    public List<Ply> plies() {
        return plies;
    }

    public List<Move> moves() {
        List<Move> ms = new ArrayList<>(plies.size());
        for (Ply p : plies) ms.add(p.move());
        return ms;
    }

    /** The position before move {@code ply} + 1: 0 is the start, {@code plies().size()} the final position. */
    public Position positionAt(int ply) {
        return ply == 0 ? start : plies.get(ply - 1).after();
    }

    public Position finalPosition() {
        return positionAt(plies.size());
    }

    /** The outcome by the rules of the final position (not over for a game decided before its end). */
    public Outcome outcome() {
        return finalPosition().outcome();
    }

    /** The record's result: "1-0", "0-1", "1/2-1/2", or "*" for a game that has not ended. */
    public String result() {
        return decided != null ? decided : outcome().resultText();
    }

    /** Whether the game ended: by the rules, or by a result decided before (see {@link #withDecidedResult}). */
    public boolean isFinished() {
        return decided != null || finalPosition().isOver();
    }

    /** The result decided before the rules ended the game, or null. */
    public String decidedResult() {
        return decided;
    }

    /** The record as text, in the format of docs/records.md; {@link #read} gives it back. */
    public String text() {
        return RecordWriter.write(this);
    }

    /** Reads a record and replays its moves; anything wrong is refused with its line and the reason. */
    public static GameRecord read(String text) {
        return new RecordReader(text).read();
    }

    @Override
    public String toString() {
        return text();
    }
}
