package org.kete.engine.record;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;

/**
 * Reads a game record (docs/records.md) and replays it through the rules. Moves are matched against the
 * notations of the legal moves at each point, longest first, so a game whose notation contains spaces
 * ("A4 cw") reads as well as Oware's single letters. Every refusal names the line and the reason.
 */
final class RecordReader {
    private static final Pattern TAG = Pattern.compile("\\[([A-Za-z][A-Za-z0-9_]*)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final String text;
    private final int[] lineStarts;

    private record Tag(String value, int line) {}

    RecordReader(String text) {
        this.text = text == null ? "" : text.replace("\r\n", "\n").replace('\r', '\n');
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < this.text.length(); i++) {
            if (this.text.charAt(i) == '\n') starts.add(i + 1);
        }
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    GameRecord read() {
        Map<String, Tag> tags = new LinkedHashMap<>();
        int moveTextStart = readTags(tags);
        Game game = game(tags);
        Position start = startPosition(game, tags);
        Map<String, String> free = new LinkedHashMap<>();
        tags.forEach((k, v) -> {
            if (!GameRecord.RESERVED.contains(k)) free.put(k, v.value());
        });
        return readMoves(game, start, free, tags.get("Result"), moveTextStart);
    }

    // ---- header ----

    /** Reads the tag lines at the top; returns the offset where the move text begins. */
    private int readTags(Map<String, Tag> tags) {
        int offset = 0;
        for (int line = 1; line <= lineStarts.length; line++) {
            int from = lineStarts[line - 1];
            int to = line < lineStarts.length ? lineStarts[line] - 1 : text.length();
            String s = text.substring(from, to).strip();
            if (s.isEmpty()) continue;
            if (!s.startsWith("[")) return from;
            Matcher m = TAG.matcher(s);
            if (!m.matches()) {
                throw new RecordException(
                        line,
                        RecordException.Why.TAG_UNREADABLE,
                        Map.of("text", s),
                        "unreadable tag " + s + "; a tag is written [Name \"value\"]");
            }
            String name = m.group(1);
            if (tags.containsKey(name)) {
                throw new RecordException(
                        line,
                        RecordException.Why.TAG_TWICE,
                        Map.of("tag", name),
                        "the " + name + " tag appears twice (first on line "
                                + tags.get(name).line() + ")");
            }
            tags.put(name, new Tag(m.group(2).replaceAll("\\\\(.)", "$1"), line));
            offset = to;
        }
        return offset;
    }

    private Game game(Map<String, Tag> tags) {
        Tag id = tags.get("Game");
        if (id == null)
            throw new RecordException(
                    1, RecordException.Why.NO_GAME, Map.of(), "the record has no [Game \"...\"] tag naming the game");
        GameType type;
        try {
            type = Games.byId(id.value());
        } catch (IllegalArgumentException e) {
            throw new RecordException(
                    id.line(), RecordException.Why.UNKNOWN_GAME, Map.of("text", id.value()), e.getMessage());
        }
        Tag options = tags.get("Options");
        if (options == null) return type.create();
        try {
            return type.create(RuleOptions.parse(type.options(), options.value()));
        } catch (IllegalArgumentException e) {
            throw new RecordException(
                    options.line(),
                    RecordException.Why.BAD_OPTION,
                    Map.of("detail", String.valueOf(e.getMessage())),
                    "bad option: " + e.getMessage());
        }
    }

    private Position startPosition(Game game, Map<String, Tag> tags) {
        Tag position = tags.get("Position");
        Tag first = tags.get("First");
        if (position != null && first != null) {
            throw new RecordException(
                    first.line(),
                    RecordException.Why.FIRST_AND_POSITION,
                    Map.of(),
                    "a record has either a First tag or a Position tag (which names the side to move)");
        }
        if (position != null) {
            try {
                return game.parsePosition(position.value());
            } catch (NotationException | IllegalArgumentException e) {
                Object why = e instanceof Explained x ? x : String.valueOf(e.getMessage());
                throw new RecordException(
                        position.line(),
                        RecordException.Why.BAD_POSITION,
                        Map.of("why", why),
                        "bad start position: " + e.getMessage());
            }
        }
        if (first == null) return game.start();
        Player p;
        switch (first.value().strip().toLowerCase(Locale.ROOT)) {
            case "south" -> p = Player.SOUTH;
            case "north" -> p = Player.NORTH;
            default ->
                throw new RecordException(
                        first.line(),
                        RecordException.Why.BAD_FIRST,
                        Map.of("text", first.value()),
                        "the First tag is South or North, not '" + first.value() + "'");
        }
        return game.start(p);
    }

    // ---- move text ----

    private GameRecord readMoves(Game game, Position start, Map<String, String> tags, Tag resultTag, int from) {
        List<GameRecord.Ply> plies = new ArrayList<>();
        String startComment = null;
        Position p = start;
        int i = from;
        int n = text.length();
        while (true) {
            while (i < n && Character.isWhitespace(text.charAt(i))) i++;
            if (i >= n) {
                int last = n;
                while (last > 0 && Character.isWhitespace(text.charAt(last - 1))) last--;
                throw new RecordException(
                        lineOf(Math.max(0, last - 1)),
                        RecordException.Why.NO_RESULT,
                        Map.of(),
                        "the move list does not end with a result (1-0, 0-1, 1/2-1/2 or *)");
            }
            char c = text.charAt(i);
            if (c == '{') {
                int close = text.indexOf('}', i + 1);
                if (close < 0)
                    throw new RecordException(
                            lineOf(i),
                            RecordException.Why.COMMENT_OPEN,
                            Map.of(),
                            "a comment opened here is never closed with '}'");
                String comment = GameRecord.normaliseComment(text.substring(i + 1, close));
                if (plies.isEmpty()) {
                    startComment = join(startComment, comment);
                } else {
                    GameRecord.Ply last = plies.get(plies.size() - 1);
                    plies.set(
                            plies.size() - 1,
                            new GameRecord.Ply(last.move(), last.after(), join(last.comment(), comment)));
                }
                i = close + 1;
                continue;
            }
            String result = resultAt(i);
            if (result != null) {
                // A game decided before the rules ended it (a resignation, ...) says how in its Termination tag.
                boolean decided = !p.isOver() && GameRecord.DECIDED.contains(result) && tags.containsKey("Termination");
                if (!decided) checkResult(p, result, resultTag, lineOf(i));
                else checkResultTag(result, resultTag, lineOf(i));
                checkNothingAfter(i + result.length());
                return new GameRecord(game, start, tags, startComment, plies, decided ? result : null);
            }
            Matcher number = MOVE_NUMBER.matcher(text).region(i, n);
            if (number.lookingAt()) {
                i = number.end();
                continue;
            }
            Found found = moveAt(game, p, i, plies.size() + 1);
            p = game.apply(p, found.move()).after();
            plies.add(new GameRecord.Ply(found.move(), p, null));
            i += found.length();
        }
    }

    /** A move read from the text, and the number of characters it took. */
    private record Found(Move move, int length) {}

    /** The legal move whose notation is written at offset i (the longest, if several fit). */
    private Found moveAt(Game game, Position p, int i, int number) {
        String token = tokenAt(i);
        if (p.isOver()) {
            throw new RecordException(
                    lineOf(i),
                    RecordException.Why.AFTER_END,
                    Map.of("number", number, "text", token, "result", p.outcome()),
                    "illegal move " + number + " '" + token + "': the game is already over ("
                            + p.outcome().describe() + ")");
        }
        Move best = null;
        for (Move m : game.legalMoves(p)) {
            String s = m.notation();
            if (text.startsWith(s, i) && endsToken(i + s.length())) {
                if (best == null || s.length() > best.notation().length()) best = m;
            }
        }
        if (best != null) return new Found(best, best.notation().length());
        String why;
        Object explained;
        try {
            // A hand-written record may use a spelling the game's reader accepts; the written text must
            // then be the single token, so the caller can step over it.
            Move m = game.parseMove(p, token);
            if (m != null) return new Found(m, token.length());
            why = "'" + token + "' is not a move here";
            explained = IllegalMoveException.notLegal(token, List.of());
        } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
            why = e.getMessage();
            explained = e instanceof Explained x ? x : String.valueOf(why);
        }
        throw new RecordException(
                lineOf(i),
                RecordException.Why.ILLEGAL_MOVE,
                Map.of("number", number, "side", p.toMove(), "text", token, "why", explained),
                "illegal move " + number + " (" + p.toMove().displayName() + ", '" + token + "'): " + why);
    }

    private boolean endsToken(int at) {
        return at >= text.length() || Character.isWhitespace(text.charAt(at)) || text.charAt(at) == '{';
    }

    private String tokenAt(int i) {
        int j = i;
        while (j < text.length() && !Character.isWhitespace(text.charAt(j)) && text.charAt(j) != '{') j++;
        return text.substring(i, j);
    }

    private String resultAt(int i) {
        for (String r : RESULTS) {
            if (text.startsWith(r, i) && endsToken(i + r.length())) return r;
        }
        return null;
    }

    private void checkResult(Position end, String result, Tag resultTag, int line) {
        String actual = end.outcome().resultText();
        checkResultTag(result, resultTag, line);
        if (!actual.equals(result)) {
            String where = end.isOver() ? "end with " + end.outcome().describe() : "leave the game unfinished";
            throw new RecordException(
                    line,
                    RecordException.Why.WRONG_RESULT,
                    Map.of("result", result, "actual", end.isOver() ? end.outcome() : actual),
                    "the result " + result + " is wrong: the moves " + where + " (" + actual + ")");
        }
    }

    private void checkResultTag(String result, Tag resultTag, int line) {
        if (resultTag != null && !resultTag.value().strip().equals(result)) {
            throw new RecordException(
                    line,
                    RecordException.Why.RESULT_TAG,
                    Map.of("result", result, "tag", resultTag.value()),
                    "the move list ends with " + result + " but the Result tag (line " + resultTag.line() + ") says "
                            + resultTag.value());
        }
    }

    private void checkNothingAfter(int i) {
        int j = i;
        while (j < text.length() && Character.isWhitespace(text.charAt(j))) j++;
        if (j < text.length()) {
            throw new RecordException(
                    lineOf(j),
                    RecordException.Why.TEXT_AFTER,
                    Map.of("text", tokenAt(j)),
                    "text after the result: '" + tokenAt(j) + "'");
        }
    }

    private static String join(String a, String b) {
        if (a == null) return b;
        if (b == null) return a;
        return a + " " + b;
    }

    private int lineOf(int offset) {
        int k = Arrays.binarySearch(lineStarts, offset);
        return k >= 0 ? k + 1 : -k - 1;
    }
}
