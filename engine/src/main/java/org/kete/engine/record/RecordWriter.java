package org.kete.engine.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.kete.engine.Player;
import org.kete.engine.Position;

/** Writes a {@link GameRecord} in the text format of docs/records.md. */
final class RecordWriter {
    /** Move text lines are wrapped before this width (a long comment may make a longer line). */
    private static final int WIDTH = 79;

    private RecordWriter() {}

    static String write(GameRecord r) {
        StringBuilder sb = new StringBuilder();
        tag(sb, "Game", r.game().id());
        tag(sb, "Options", r.game().options().toString());
        for (String name : List.of("South", "North", "Date")) {
            if (r.tag(name) != null) tag(sb, name, r.tag(name));
        }
        for (Map.Entry<String, String> e : r.tags().entrySet()) {
            if (!List.of("South", "North", "Date").contains(e.getKey())) tag(sb, e.getKey(), e.getValue());
        }
        Position start = r.startPosition();
        if (r.fromStart()) {
            tag(sb, "First", start.toMove().displayName());
        } else {
            tag(sb, "Position", start.text());
        }
        String result = r.result();
        tag(sb, "Result", result);
        sb.append('\n');
        wrap(sb, tokens(r, result));
        return sb.toString();
    }

    /**
     * The move text as tokens: a number before each South move and before a North move that does not follow
     * a South move ("1. C f 2. B", "1... f"), so extra turns read naturally; comments; the result.
     */
    private static List<String> tokens(GameRecord r, String result) {
        List<String> out = new ArrayList<>();
        if (r.startComment() != null) out.add("{" + r.startComment() + "}");
        int number = 0;
        Player previous = null;
        boolean afterComment = false;
        for (int i = 0; i < r.plies().size(); i++) {
            Player mover = r.positionAt(i).toMove();
            if (mover == Player.SOUTH && previous != Player.SOUTH || previous == null) {
                number++;
                out.add(number + (mover == Player.SOUTH ? "." : "..."));
            } else if (mover == Player.NORTH && afterComment) {
                out.add(number + "...");
            }
            GameRecord.Ply ply = r.plies().get(i);
            out.add(ply.move().notation());
            afterComment = ply.comment() != null;
            if (afterComment) out.add("{" + ply.comment() + "}");
            previous = mover;
        }
        out.add(result);
        return out;
    }

    private static void wrap(StringBuilder sb, List<String> tokens) {
        int lineLength = 0;
        for (String t : tokens) {
            if (lineLength > 0 && lineLength + 1 + t.length() > WIDTH) {
                sb.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(t);
            lineLength += t.length();
        }
        sb.append('\n');
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\');
            if (c == '\n' || c == '\r') c = ' ';
            sb.append(c);
        }
        sb.append("\"]\n");
    }
}
