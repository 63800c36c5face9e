package org.kete.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.kete.engine.Choice;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Position;
import org.kete.narration.Narrator;

/**
 * A line of {@code kete play} that is not exactly a legal move nor a command, read as a move: with other
 * spacing, in part (the first choices of some legal moves), or in the game's looser spellings. What it cannot
 * read it explains, in the player's language.
 */
final class TypedMove {
    private final Game game;
    private final Narrator words;
    private final PrintStream out;

    TypedMove(Game game, Narrator words, PrintStream out) {
        this.game = game;
        this.words = words;
        this.out = out;
    }

    /**
     * A move typed in part or wrongly. A move is a list of choices (pit, direction, kichwa, stop or safari, or a
     * set of pits); text that makes the first choices of some legal moves is incomplete: a single move that
     * starts so is the move, several are named with the choice still to make. Text that starts no legal move is
     * refused with the engine's reason, and the moves from the pit it names, if any. Returns the move to play
     * (having said so when it completed the text), or null after saying why there is none.
     */
    Move read(Position p, String text) {
        if (p.isOver()) {
            out.println(words.text("term.play.overTryMove", "result", words.outcome(p.outcome())));
            return null;
        }
        List<Move> legal = game.legalMoves(p);
        String key = squash(text);
        for (Move m : legal) {
            if (squash(m.notation()).equals(key)) {
                return m;
            }
        }
        Incomplete incomplete = incomplete(legal, text);
        if (incomplete != null && incomplete.moves().size() == 1) {
            Move only = incomplete.moves().get(0);
            // Every choice given (A6> for the takasa A6>*): only the marks were left out.
            boolean whole = incomplete.depth() == only.choices().size();
            if (!whole) out.println(words.text("term.play.onlyMove", "text", text, "move", only.notation()));
            return only;
        }
        if (incomplete != null) {
            out.println(incomplete.describe(words, text));
            return null;
        }
        Move parsed;
        try {
            // The game's own reader knows its looser spellings (Nam Nam's "take: d b" for take:b,d).
            parsed = game.parseMove(p, text);
        } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
            // The rule or reading problem the engine named, in the player's language.
            String why = e instanceof Explained x
                    ? words.why(x)
                    : words.code().equals("en")
                            ? e.getMessage()
                            : words.text(
                                    "term.play.unreadable",
                                    "text",
                                    text,
                                    "game",
                                    game.type().name());
            out.println(words.text("term.play.notAMove", "why", Reasons.withoutFullStop(why)));
            if (e instanceof IllegalMoveException x && x.pit() >= 0) movesFrom(legal, x.pit());
            return null;
        }
        return parsed;
    }

    /**
     * The legal moves that {@code text} starts without completing, and how far it goes: the first {@code depth}
     * choices written one after another (a pit, A4; a pit and a kichwa, A3L), or some of a set of pits (Nam Nam's
     * {@code take:b} or {@code b} where two pits are taken); null if it starts none.
     */
    private Incomplete incomplete(List<Move> legal, String text) {
        String key = squash(text);
        List<Move> starting = new ArrayList<>();
        int depth = 0;
        for (Move m : legal) {
            int k = choicesMatched(m, key);
            if (k > 0) {
                starting.add(m);
                depth = k;
            }
        }
        if (!starting.isEmpty()) return new Incomplete(starting, depth);
        for (Move m : legal) if (isPartOfPitSet(m, text)) starting.add(m);
        return starting.isEmpty() ? null : new Incomplete(starting, 0);
    }

    /** Moves that a typed text starts, and how many of their choices it gave. */
    private record Incomplete(List<Move> moves, int depth) {
        /** "A4 needs a direction: A4> or A4<", naming the first choice at which the moves differ. */
        String describe(Narrator words, String text) {
            List<String> notations = new ArrayList<>();
            for (Move m : moves) notations.add(m.notation());
            String list = orList(words, notations);
            Choice.Kind kind = nextChoice();
            if (kind == Choice.Kind.PITS) {
                int n = moves.get(0).choices().get(0).pits().size();
                return words.text("term.play.needs.pits", "text", text, "n", n, "moves", list);
            }
            if (kind == null || kind == Choice.Kind.PIT) {
                return words.text("term.play.needs", "text", text, "moves", list);
            }
            return words.text("term.play.needs." + Narrator.id(kind), "text", text, "moves", list);
        }

        /** The kind of the first choice after {@code depth} at which the moves differ; null if none does. */
        private Choice.Kind nextChoice() {
            for (int i = depth; ; i++) {
                Set<String> labels = new LinkedHashSet<>();
                Choice.Kind kind = null;
                boolean beyond = false;
                for (Move m : moves) {
                    if (i >= m.choices().size()) {
                        beyond = true;
                        labels.add("");
                        continue;
                    }
                    Choice c = m.choices().get(i);
                    if (kind == null) kind = c.kind();
                    labels.add(c.label());
                }
                if (kind == null) return null;
                if (labels.size() > 1) return beyond ? null : kind;
            }
        }
    }

    /**
     * "A, B or C" in the language; moves whose notation holds a comma (Nam Nam's take:b,d) are set apart by two
     * spaces instead, so that the list still reads.
     */
    private static String orList(Narrator words, List<String> items) {
        if (items.size() == 1) return items.get(0);
        String gap = items.stream().anyMatch(s -> s.contains(",")) ? "  " : ", ";
        return String.join(gap, items.subList(0, items.size() - 1)) + " " + words.text("term.or") + " "
                + items.get(items.size() - 1);
    }

    /**
     * Whether {@code text} names some, not all, of the pits of a move that is a set of pits (Nam Nam's
     * {@code take:b,d}): each of its words is one of the set's pits, named once, or a word of the move's own label
     * ({@code take}).
     */
    private boolean isPartOfPitSet(Move m, String text) {
        if (m.choices().size() != 1 || m.choices().get(0).kind() != Choice.Kind.PITS) return false;
        Choice set = m.choices().get(0);
        Set<String> pits = new LinkedHashSet<>();
        for (int pit : set.pits()) pits.add(game.pitName(pit));
        Set<String> labelWords = new LinkedHashSet<>(List.of(set.label().split("[\\s,:]+")));
        labelWords.removeAll(pits);
        Set<String> named = new LinkedHashSet<>();
        int words = 0;
        for (String w : text.strip().split("[\\s,:]+")) {
            if (w.isEmpty()) continue;
            words++;
            if (pits.contains(w)) {
                if (!named.add(w)) return false;
            } else if (!labelWords.contains(w.toLowerCase(Locale.ROOT))) {
                return false;
            }
        }
        return words > 0 && named.size() < pits.size();
    }

    /** After a refused move: the legal moves from the pit it names, when there are some. */
    private void movesFrom(List<Move> legal, int pit) {
        List<String> from = new ArrayList<>();
        for (Move m : legal) if (m.pit() == pit) from.add(m.notation());
        if (!from.isEmpty()) {
            out.println(words.text("term.play.movesFrom", "pit", game.pitName(pit), "moves", orList(words, from)));
        }
    }

    /** How many of the move's leading choices, written one after another, make up {@code key}; 0 if none. */
    private static int choicesMatched(Move m, String key) {
        StringBuilder sb = new StringBuilder();
        List<Choice> cs = m.choices();
        for (int k = 0; k < cs.size(); k++) {
            sb.append(squash(cs.get(k).label()));
            if (sb.toString().equals(key)) return k + 1;
            if (!key.startsWith(sb.toString())) return 0;
        }
        return 0;
    }

    private static String squash(String s) {
        return s.replaceAll("\\s+", "");
    }
}
