package org.kete.tutorial;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.narration.Narrator;
import org.kete.text.Messages;
import org.kete.tutorial.Tutorial.Expectation;
import org.kete.tutorial.Tutorial.Goal;
import org.kete.tutorial.Tutorial.Step;

/**
 * Runs tutorials against the rules: loads them, plays a step's demonstration, judges an answer to an
 * exercise and explains a wrong one from what the move really does, and validates a whole tutorial. Every
 * fact shown to a learner comes from the engine's trace, so the text cannot drift from the rules unnoticed.
 */
public final class TutorialEngine {

    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private TutorialEngine() {}

    /** The languages tutorials are written in. */
    private static final List<String> LANGUAGES = List.of("en", "pt", "sw", "fr");

    public static List<String> languages() {
        return LANGUAGES;
    }

    /**
     * The narrator of a tutorial language: its message file, or English while the language has none yet (a
     * tutorial's own text may be written first).
     */
    public static Narrator narrator(String lang) {
        return Messages.supported(lang) ? Narrator.of(lang) : Narrator.english();
    }

    /** Refuses a language tutorials are not written in, naming those they are. */
    private static String language(String lang) {
        String l = lang == null ? "" : lang.toLowerCase(Locale.ROOT);
        if (!LANGUAGES.contains(l)) {
            throw new IllegalArgumentException(
                    "unknown tutorial language '" + lang + "'; languages: " + String.join(", ", LANGUAGES));
        }
        return l;
    }

    public static Tutorial read(InputStream in) {
        try {
            return JSON.readValue(in, Tutorial.class);
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable tutorial: " + e.getMessage(), e);
        }
    }

    /** The tutorial of a game in a language, from the classpath, if one is written. */
    public static Optional<Tutorial> load(String gameId, String lang) {
        String id = Games.byId(gameId).id();
        String name = "/tutorials/" + id + "." + language(lang) + ".json";
        try (InputStream in = TutorialEngine.class.getResourceAsStream(name)) {
            if (in == null) return Optional.empty();
            return Optional.of(read(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rules a step is played under: the tutorial's options plus the step's own. */
    public static Game game(Tutorial t, Step step) {
        String opts = (t.options() + " " + step.options()).trim();
        return Games.byId(t.game()).create(opts);
    }

    /** The step's position; for a step without one, the position of the nearest earlier step that has one. */
    public static Position position(Tutorial t, int index) {
        for (int i = index; i >= 0; i--) {
            Step s = t.steps().get(i);
            if (s.position() != null) return game(t, s).parsePosition(s.position());
        }
        return Games.byId(t.game()).create(t.options()).start();
    }

    public static Transition demonstrate(Tutorial t, int index) {
        Step s = t.steps().get(index);
        if (s.demonstrate() == null) throw new IllegalArgumentException("step " + s.id() + " demonstrates nothing");
        Position p = position(t, index);
        return p.game().apply(p, p.game().parseMove(p, s.demonstrate().move()));
    }

    /** Seeds the mover took from the opponent during the move, whatever they went into. */
    public static int captured(Transition tr) {
        return Narrator.captured(tr);
    }

    /** The pits that received a seed, in order, by name. */
    public static List<String> sown(Transition tr) {
        Game g = tr.before().game();
        List<String> out = new ArrayList<>();
        for (TraceEvent e : tr.trace()) {
            if (e instanceof TraceEvent.Sow s) out.add(g.pitName(s.pit()));
        }
        return out;
    }

    public static int laps(Transition tr) {
        int n = 0;
        for (TraceEvent e : tr.trace()) {
            if (e instanceof TraceEvent.Lift) n++;
        }
        return n;
    }

    /** Every legal move that reaches the exercise's goal, in the engine's order. */
    public static List<Move> correctMoves(Tutorial t, int index) {
        Step s = t.steps().get(index);
        Position p = position(t, index);
        List<Move> out = new ArrayList<>();
        for (Move m : p.game().legalMoves(p)) {
            if (failure(t, s, p, m, Narrator.english()) == null) out.add(m);
        }
        return out;
    }

    /**
     * The exercise's hints, each saying more than the one before, in the tutorial's language: the step's own
     * {@code hint} (what to look for), then a pit to look at, derived from the moves that reach the goal (the
     * first pit of the first one, in the engine's order). A wrong answer's message ends with the first; so a
     * learner who asks for a hint after a wrong answer is given the next one, never the same words again (the
     * browser and the terminal both count what was shown).
     */
    public static List<String> hints(Tutorial t, int index) {
        Step s = t.steps().get(index);
        if (s.exercise() == null) throw new IllegalArgumentException("step " + s.id() + " asks nothing");
        List<String> out = new ArrayList<>();
        if (s.exercise().hint() != null && !s.exercise().hint().isBlank())
            out.add(s.exercise().hint());
        List<Move> right = correctMoves(t, index);
        if (!right.isEmpty() && right.get(0).pit() >= 0) {
            Position p = position(t, index);
            out.add(narrator(t.lang())
                    .text(
                            "explain.hintPit",
                            "pit",
                            p.game().pitName(right.get(0).pit())));
        }
        return out;
    }

    /** A judged answer: whether it is right, and what to tell the learner. */
    public record Verdict(boolean correct, boolean legal, String message, Transition transition) {}

    public static Verdict check(Tutorial t, int index, String answer) {
        Step s = t.steps().get(index);
        if (s.exercise() == null) throw new IllegalArgumentException("step " + s.id() + " asks nothing");
        Narrator w = narrator(t.lang());
        Position p = position(t, index);
        Move m;
        try {
            m = p.game().parseMove(p, answer);
        } catch (IllegalMoveException | NotationException e) {
            return new Verdict(false, false, w.text("explain.illegal", "why", w.why((Explained) e)), null);
        } catch (IllegalArgumentException e) {
            return new Verdict(false, false, w.text("explain.illegal", "why", e.getMessage()), null);
        }
        Transition tr = p.game().apply(p, m);
        String why = failure(t, s, p, m, w);
        if (why == null) {
            String ok = s.exercise().success() == null
                    ? w.text("explain.right")
                    : s.exercise().success();
            return new Verdict(true, true, ok + " " + w.explain(tr), tr);
        }
        String msg = w.text("explain.wrong") + " " + w.explain(tr) + " " + why;
        if (s.exercise().hint() != null) msg += " " + s.exercise().hint();
        return new Verdict(false, true, msg, tr);
    }

    /** Why a move misses the goal, or null when it reaches it. */
    private static String failure(Tutorial t, Step s, Position p, Move m, Narrator w) {
        Goal goal = s.exercise().goal();
        String kind = goal == null ? "moves" : goal.kind();
        Transition tr = p.game().apply(p, m);
        Player mover = p.toMove();
        switch (kind) {
            case "moves" -> {
                for (String a : s.exercise().answers()) {
                    if (p.game().parseMove(p, a).equals(m)) return null;
                }
                return w.text("explain.goalMoves");
            }
            case "capture" -> {
                return captured(tr) >= goal.seeds() ? null : w.text("explain.goalCapture", "n", goal.seeds());
            }
            case "reach" -> {
                Position want = p.game().parsePosition(goal.position());
                return tr.after().text().equals(want.text()) ? null : w.text("explain.goalReach");
            }
            case "win" -> {
                Outcome o = tr.after().outcome();
                return o.over() && o.winner() == mover ? null : w.text("explain.goalWin");
            }
            case "safe" -> {
                Position after = tr.after();
                if (after.isOver() || after.toMove() == mover) return null;
                for (Move reply : after.game().legalMoves(after)) {
                    Transition r = after.game().apply(after, reply);
                    int c = captured(r);
                    if (c > 0)
                        return w.text(
                                "explain.goalSafe",
                                "side",
                                w.player(mover.opponent()),
                                "move",
                                reply.notation(),
                                "n",
                                c);
                }
                return null;
            }
            default ->
                throw new IllegalArgumentException(
                        "step " + s.id() + ": unknown goal '" + kind + "'; goals: moves, capture, reach, safe, win");
        }
    }

    /** What a move did, from its trace, in one or two sentences (see {@link Narrator#explain}). */
    public static String explain(Transition tr, String lang) {
        return narrator(lang).explain(tr);
    }

    /**
     * Everything wrong with a tutorial, one message per problem (empty when it is sound): positions legal for
     * the game, demonstrations legal and doing exactly what the step claims, exercises with a correct answer and
     * with answers that are exactly the moves reaching the goal.
     */
    public static List<String> validate(Tutorial t) {
        List<String> problems = new ArrayList<>();
        try {
            Games.byId(t.game());
            language(t.lang());
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
            return problems;
        }
        if (t.steps().isEmpty()) problems.add("no steps");
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; i < t.steps().size(); i++) {
            Step s = t.steps().get(i);
            String where = t.game() + "." + t.lang() + " step " + (i + 1) + " (" + s.id() + "): ";
            if (s.id() == null || !ids.add(s.id())) problems.add(where + "missing or repeated id");
            if (blank(s.title()) || blank(s.text())) problems.add(where + "needs a title and a text");
            if (s.demonstrate() != null && s.exercise() != null) problems.add(where + "demonstrates and asks at once");
            try {
                checkStep(t, i, s, where, problems);
            } catch (RuntimeException e) {
                problems.add(where + e.getMessage());
            }
        }
        return problems;
    }

    private static void checkStep(Tutorial t, int i, Step s, String where, List<String> problems) {
        Game g = game(t, s);
        Position p = position(t, i);
        if (s.position() != null) {
            p = g.parsePosition(s.position());
            if (!p.text().equals(s.position().trim())) problems.add(where + "position reads back as " + p.text());
        }
        for (String h : s.highlight()) {
            if (!pitNames(g).contains(h)) problems.add(where + "highlight '" + h + "' is not a pit");
        }
        if (s.demonstrate() != null) {
            Transition tr = demonstrate(t, i);
            Expectation x = s.demonstrate().expect();
            if (x == null) {
                problems.add(where + "a demonstration must state what it does (expect)");
                return;
            }
            if (x.after() == null && x.captured() == null)
                problems.add(where + "expect must give at least 'after' or 'captured'");
            if (x.after() != null && !x.after().equals(tr.after().text()))
                problems.add(where + "after is " + tr.after().text() + ", not " + x.after());
            if (x.captured() != null && x.captured() != captured(tr))
                problems.add(where + "captures " + captured(tr) + ", not " + x.captured());
            if (x.sown() != null && !x.sown().equals(sown(tr)))
                problems.add(where + "sows into " + sown(tr) + ", not " + x.sown());
            if (x.laps() != null && x.laps() != laps(tr))
                problems.add(where + "has " + laps(tr) + " laps, not " + x.laps());
            Outcome o = tr.after().outcome();
            if (x.over() != null && x.over() != o.over())
                problems.add(where + "game over is " + o.over() + ", not " + x.over());
            if (x.winner() != null) {
                String actual = !o.over()
                        ? "none"
                        : o.winner() == null
                                ? "draw"
                                : String.valueOf(o.winner().letter());
                if (!x.winner().equals(actual)) problems.add(where + "winner is " + actual + ", not " + x.winner());
            }
        }
        if (s.exercise() != null) {
            if (p.isOver()) problems.add(where + "an exercise on a finished game");
            List<String> listed = new ArrayList<>();
            for (String a : s.exercise().answers())
                listed.add(p.game().parseMove(p, a).notation());
            List<String> correct = new ArrayList<>();
            for (Move m : correctMoves(t, i)) correct.add(m.notation());
            if (correct.isEmpty()) problems.add(where + "no legal move reaches the goal");
            if (!new LinkedHashSet<>(listed).equals(new LinkedHashSet<>(correct)))
                problems.add(where + "answers " + listed + " but the moves reaching the goal are " + correct);
            if (blank(s.exercise().hint())) problems.add(where + "an exercise needs a hint");
        }
    }

    private static Set<String> pitNames(Game g) {
        Set<String> names = new LinkedHashSet<>();
        int n = g.type().rows() * g.type().pitsPerRow();
        for (int i = 0; i < n; i++) names.add(g.pitName(i));
        return names;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
