package org.kete.cli.tutorial;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kete.cli.common.LineInput;
import org.kete.engine.Game;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.narration.Narrator;
import org.kete.tutorial.Tutorial;
import org.kete.tutorial.Tutorial.Step;
import org.kete.tutorial.TutorialEngine;

/**
 * One walk through a game's tutorial in the terminal ({@link TutorialCommand}). Each step shows its text
 * and board; a demonstration plays its move when the learner presses Enter and says what happened from the
 * trace; an exercise reads moves until one is right, explaining each wrong one. At any prompt: {@code back},
 * {@code next} (or Enter), {@code skip}, {@code restart}, {@code quit}, {@code position} (the position text of
 * the board shown), and {@code hint} in an exercise.
 */
final class TutorialSession {

    private enum Command {
        NEXT,
        BACK,
        SKIP,
        RESTART,
        QUIT,
        HINT,
        POSITION
    }

    private static final Map<String, Command> COMMANDS = Map.ofEntries(
            Map.entry("", Command.NEXT),
            Map.entry("next", Command.NEXT),
            Map.entry("n", Command.NEXT),
            Map.entry("seguinte", Command.NEXT),
            Map.entry("back", Command.BACK),
            Map.entry("b", Command.BACK),
            Map.entry("voltar", Command.BACK),
            Map.entry("skip", Command.SKIP),
            Map.entry("saltar", Command.SKIP),
            Map.entry("restart", Command.RESTART),
            Map.entry("recomeçar", Command.RESTART),
            Map.entry("recomecar", Command.RESTART),
            Map.entry("quit", Command.QUIT),
            Map.entry("q", Command.QUIT),
            Map.entry("sair", Command.QUIT),
            Map.entry("hint", Command.HINT),
            Map.entry("dica", Command.HINT),
            Map.entry("position", Command.POSITION),
            Map.entry("posição", Command.POSITION),
            Map.entry("posicao", Command.POSITION));

    private final Tutorial tutorial;
    private final LineInput in;
    private final PrintStream out;
    /** Every word the tutorial says around its own text, in its language. */
    private final Narrator words;
    /** The position on the board last drawn, for the position command. */
    private Position shown;

    TutorialSession(Tutorial tutorial, LineInput in, PrintStream out) {
        this.tutorial = tutorial;
        this.in = in;
        this.out = out;
        this.words = TutorialEngine.narrator(tutorial.lang());
        // What Tab completes: the commands (not the moves, which would give an exercise away).
        List<String> names = new ArrayList<>();
        for (Command c : Command.values()) names.add(commandWord(words, c));
        in.complete(() -> names);
    }

    /** The command's word in the language: {@code term.tutorial.cmd.next} is "next", "seguinte". */
    private static String commandWord(Narrator words, Command c) {
        return words.text("term.tutorial.cmd." + c.name().toLowerCase(Locale.ROOT));
    }

    /** Walks the steps until the end or quit; each step returns the index of the next one, -1 to quit. */
    void walk() {
        out.println(tutorial.title());
        int i = 0;
        while (i >= 0 && i < tutorial.steps().size()) {
            int next = step(i);
            if (next == Integer.MIN_VALUE) {
                out.println(words.text("term.goodbye"));
                return;
            }
            i = Math.max(0, next);
        }
        out.println(words.text("term.tutorial.end"));
    }

    private int step(int i) {
        Step s = tutorial.steps().get(i);
        Position p = TutorialEngine.position(tutorial, i);
        out.println();
        out.println("== " + (i + 1) + "/" + tutorial.steps().size() + "  " + s.title() + " ==");
        for (String line : wrap(s.text(), 78)) out.println(line);
        out.println();
        board(p, marked(p.game(), s.highlight()), TutorialBoard.Marks.POINTED);
        if (s.demonstrate() != null) return demonstration(i, s);
        if (s.exercise() != null) return exercise(i, s);
        return navigate(i, words.text("term.tutorial.nextPrompt"));
    }

    private int demonstration(int i, Step s) {
        Position p = TutorialEngine.position(tutorial, i);
        String who = words.player(p.toMove());
        // The move as the game writes it in this position (A6<* for a takasa, even if the file says A6<).
        String move = p.game().parseMove(p, s.demonstrate().move()).notation();
        String prompt = words.text("term.tutorial.watchPrompt", "side", who, "move", move);
        while (true) {
            Command c = command(prompt);
            if (c == null) continue;
            switch (c) {
                case NEXT -> {
                    Transition tr = TutorialEngine.demonstrate(tutorial, i);
                    show(tr);
                    return navigate(i, words.text("term.tutorial.nextPrompt"));
                }
                case SKIP -> {
                    return i + 1;
                }
                case HINT -> {}
                case POSITION -> showPosition();
                default -> {
                    return jump(c, i);
                }
            }
        }
    }

    private int exercise(int i, Step s) {
        String prompt = words.text("term.tutorial.movePrompt");
        // Each hint says more than the one before (TutorialEngine.hints); "hint" gives the next one not yet seen,
        // and a wrong answer's message already ends with the step's own hint, the first.
        List<String> hints = TutorialEngine.hints(tutorial, i);
        boolean ownHint = s.exercise().hint() != null && !s.exercise().hint().isBlank();
        int seen = 0;
        while (true) {
            out.println(prompt);
            String line = readLine();
            if (line == null) return Integer.MIN_VALUE;
            Command c = commandOf(line);
            if (c == Command.POSITION) {
                showPosition();
                continue;
            }
            if (c != null) {
                switch (c) {
                    case NEXT -> {
                        if (line.isEmpty()) continue;
                        return i + 1;
                    }
                    case SKIP -> {
                        return i + 1;
                    }
                    case HINT -> {
                        if (!hints.isEmpty()) {
                            for (String l : wrap(hints.get(Math.min(seen, hints.size() - 1)), 78)) out.println(l);
                            seen = Math.min(seen + 1, hints.size());
                        }
                        continue;
                    }
                    default -> {
                        return jump(c, i);
                    }
                }
            }
            TutorialEngine.Verdict v = TutorialEngine.check(tutorial, i, line);
            for (String l : wrap(v.message(), 78)) out.println(l);
            if (v.correct()) {
                out.println();
                board(v.transition().after(), touched(v.transition()), TutorialBoard.Marks.TOUCHED);
                return navigate(i, words.text("term.tutorial.nextPrompt"));
            }
            if (v.legal()) {
                if (ownHint) seen = Math.max(seen, 1);
                out.println(words.text("term.tutorial.tryAgain"));
            }
        }
    }

    private void show(Transition tr) {
        for (String l : wrap(words.explain(tr), 78)) out.println(l);
        out.println();
        board(tr.after(), touched(tr), TutorialBoard.Marks.TOUCHED);
    }

    /** After a step is done: Enter goes on, the other commands move about. */
    private int navigate(int i, String prompt) {
        while (true) {
            Command c = command(prompt);
            if (c == null || c == Command.HINT) continue;
            if (c == Command.POSITION) {
                showPosition();
                continue;
            }
            if (c == Command.NEXT || c == Command.SKIP) return i + 1;
            return jump(c, i);
        }
    }

    private int jump(Command c, int i) {
        return switch (c) {
            case BACK -> i - 1;
            case RESTART -> 0;
            case QUIT -> Integer.MIN_VALUE;
            default -> i + 1;
        };
    }

    /** Reads a command; an unknown word is answered with the prompt again (null); end of input quits. */
    private Command command(String prompt) {
        out.println(prompt);
        String line = readLine();
        if (line == null) return Command.QUIT;
        Command c = commandOf(line);
        if (c == null) out.println(words.text("term.tutorial.unknownCommand", "command", line));
        return c;
    }

    /** A command by its English word (or short form), or its word in the tutorial's language. */
    private Command commandOf(String line) {
        String l = line.toLowerCase(Locale.ROOT);
        Command c = COMMANDS.get(l);
        if (c != null) return c;
        for (Command k : Command.values())
            if (commandWord(words, k).toLowerCase(Locale.ROOT).equals(l)) return k;
        return null;
    }

    private String readLine() {
        String l = in.readLine("> ");
        return l == null ? null : l.trim();
    }

    private void board(Position p, Set<Integer> marked, TutorialBoard.Marks meaning) {
        shown = p;
        for (String l : TutorialBoard.render(p, marked, meaning, words)) out.println(l);
    }

    /** The position text of the board on screen, the form kete play, perft and the engine protocol read. */
    private void showPosition() {
        out.println(words.text("term.position", "position", shown.text()));
    }

    private static Set<Integer> marked(Game g, List<String> names) {
        Set<Integer> pits = new HashSet<>();
        int n = g.type().rows() * g.type().pitsPerRow();
        for (int pit = 0; pit < n; pit++) {
            if (names.contains(g.pitName(pit))) pits.add(pit);
        }
        return pits;
    }

    /** The pits a move sowed into or captured from, marked on the board after it. */
    private static Set<Integer> touched(Transition tr) {
        Set<Integer> pits = new HashSet<>();
        for (TraceEvent e : tr.trace()) {
            if (e instanceof TraceEvent.Sow s) pits.add(s.pit());
            if (e instanceof TraceEvent.Capture c) pits.add(c.pit());
        }
        return pits;
    }

    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }
}
