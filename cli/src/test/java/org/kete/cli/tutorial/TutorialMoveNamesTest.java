package org.kete.cli.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Position;
import org.kete.tutorial.Tutorial;
import org.kete.tutorial.Tutorial.Step;
import org.kete.tutorial.TutorialEngine;

/**
 * Every move a tutorial's text names is written as the game writes that move in the step's position (or in the
 * position after the step's demonstration): "A6<*" for a takasa, not "A6<", which the reader would then not find
 * in the move list. Moves of the Bao games are recognised by their shape: a pit name, a direction or kichwa,
 * then the marks.
 */
class TutorialMoveNamesTest {

    private static final Pattern BAO_MOVE = Pattern.compile("(?<![\\w])([ABab]\\d{1,2})([<>]|[LR](?![a-z]))([+*t]*)");

    /** Where a move name in the step's text may be read: the step's position, then the one after its move. */
    private static List<Position> positions(Tutorial t, int i) {
        List<Position> out = new ArrayList<>();
        out.add(TutorialEngine.position(t, i));
        if (t.steps().get(i).demonstrate() != null) {
            out.add(TutorialEngine.demonstrate(t, i).after());
        }
        return out;
    }

    private static String texts(Step s) {
        StringBuilder sb = new StringBuilder(s.title()).append(' ').append(s.text());
        if (s.exercise() != null) {
            if (s.exercise().hint() != null) sb.append(' ').append(s.exercise().hint());
            if (s.exercise().success() != null)
                sb.append(' ').append(s.exercise().success());
        }
        return sb.toString();
    }

    @Test
    void every_move_named_in_a_tutorial_is_written_in_the_games_notation() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (GameType type : Games.all()) {
            for (String lang : TutorialEngine.languages()) {
                Tutorial t = TutorialEngine.load(type.id(), lang).orElse(null);
                if (t == null) continue;
                for (int i = 0; i < t.steps().size(); i++) {
                    Step s = t.steps().get(i);
                    if (s.demonstrate() != null) {
                        // The demonstrated move is shown by name too ("watch South play A6<*").
                        String named = s.demonstrate().move();
                        String written = notation(TutorialEngine.position(t, i), named);
                        checked++;
                        if (!named.equals(written)) {
                            wrong.add(t.game() + "." + lang + " step " + s.id() + ": demonstrates '" + named
                                    + "', written " + written);
                        }
                    }
                    Matcher m = BAO_MOVE.matcher(texts(s));
                    while (m.find()) {
                        String named = m.group();
                        for (Position p : positions(t, i)) {
                            String written = notation(p, named);
                            if (written == null) continue;
                            checked++;
                            if (!written.equals(named)) {
                                wrong.add(t.game() + "." + lang + " step " + s.id() + ": '" + named + "' is written "
                                        + written);
                            }
                            break;
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(checked > 20, "only " + checked + " move names found: the pattern no longer matches the texts");
    }

    /** The notation of the legal move the text names in this position, or null if it names none here. */
    private static String notation(Position p, String named) {
        if (p.isOver()) return null;
        Game g = p.game();
        try {
            Move m = g.parseMove(p, named);
            return m.notation();
        } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
            return null;
        }
    }
}
