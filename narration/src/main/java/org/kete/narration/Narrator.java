package org.kete.narration;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kete.engine.EndReason;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.text.Messages;

/**
 * The one narrator: it turns the engine's data (trace events, outcomes, the reason a move is refused) into words
 * from the message files, in one language. The terminal, the tutorials and the API speak through it, and the
 * browser narrates the same events with the same keys ({@code anim.*}, {@code note.*}) from the same files.
 *
 * <p>Three forms, for three readers:
 *
 * <ul>
 *   <li>{@link #event}: one sentence per event worth telling, as the animation shows it ({@code anim.*},
 *       {@code note.*});
 *   <li>{@link #summary}: one line for a whole move, runs of captures, laps and seeds grouped
 *       ({@code summary.*}), for the terminal's move list;
 *   <li>{@link #explain}: every pit sown, for a learner ({@code tutorial.*}).
 * </ul>
 *
 * <p>A note's parameters are read by their kind (see {@link TraceEvent.Note}): {@code pit} is a pit index, a
 * {@link Player} a player, an enum a reason ({@code note.<key>.<reason>}), a number a number.
 */
public final class Narrator {

    /** The most parts of a move an explanation tells in full. */
    private static final int LONGEST = 16;

    private final Messages m;

    private Narrator(Messages m) {
        this.m = m;
    }

    /** The narrator of a supported language (or {@link Messages#PSEUDO}); refuses others, naming the known ones. */
    public static Narrator of(String lang) {
        return new Narrator(Messages.of(lang));
    }

    public static Narrator english() {
        return of(Messages.ENGLISH);
    }

    public Messages messages() {
        return m;
    }

    public String code() {
        return m.code();
    }

    /** A message of the files, for the words around narrations (prompts, labels). */
    public String text(String key, Object... nameValuePairs) {
        return m.text(key, nameValuePairs);
    }

    /** "South", "Sul". */
    public String player(Player p) {
        return m.text("side." + p.name().toLowerCase(Locale.ROOT));
    }

    /** An enum constant as the message files and the API spell it: {@code EXTRA_TURN} is {@code extra-turn}. */
    public static String id(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    // ---- one sentence per event (the animation's words) ----

    /**
     * The sentence the animation shows for an event, or null for the events it shows without words (a seed sown,
     * a seed into a store, a first lift, a turn that simply ends, the game's end).
     */
    public String event(Game g, TraceEvent e) {
        if (e instanceof TraceEvent.Lift l) {
            return l.lap() > 1 ? m.text("anim.lap", "lap", l.lap(), "pit", g.pitName(l.pit()), "n", l.seeds()) : null;
        }
        if (e instanceof TraceEvent.Skip s) return m.text("anim.skip", "pit", g.pitName(s.pit()));
        if (e instanceof TraceEvent.PlaceFromStore p) return m.text("anim.fromStore", "pit", g.pitName(p.pit()));
        if (e instanceof TraceEvent.Capture c) {
            return m.text(
                    "anim.capture." + id(c.to()), "n", c.seeds(), "pit", g.pitName(c.pit()), "side", player(c.by()));
        }
        if (e instanceof TraceEvent.CaptureForfeited f) {
            return m.text("anim.forfeit." + id(f.rule()), "n", f.seeds());
        }
        if (e instanceof TraceEvent.Direction d) {
            return m.text(directionKey("anim.dir.", d));
        }
        if (e instanceof TraceEvent.EndOfTurn end) {
            return end.reason() == TraceEvent.TurnEnd.SOWN ? null : m.text("anim.end." + id(end.reason()));
        }
        if (e instanceof TraceEvent.Pass p) return m.text("anim.pass", "side", player(p.player()));
        if (e instanceof TraceEvent.Collect c)
            return m.text("anim.collect", "n", c.seeds(), "side", player(c.player()));
        if (e instanceof TraceEvent.Note n) return note(g, n);
        return null; // Sow, SowStore, GameEnd
    }

    /** {@code prefix.cw}, or {@code prefix.cw.kichwa-capture} when the direction has a stated cause. */
    private static String directionKey(String prefix, TraceEvent.Direction d) {
        return prefix + d.direction() + (d.why() == null ? "" : "." + id(d.why()));
    }

    /** A game's rule event: {@code note.<key>} with its parameters in words. */
    public String note(Game g, TraceEvent.Note n) {
        Map<String, Object> params = new LinkedHashMap<>();
        for (Map.Entry<String, Object> p : n.params().entrySet()) {
            Object v = p.getValue();
            if (p.getKey().equals("pit") && v instanceof Integer pit) v = g.pitName(pit);
            else if (v instanceof Player player) v = player(player);
            else if (v instanceof Enum<?> reason) v = m.text("note." + n.key() + "." + id(reason));
            params.put(p.getKey(), v);
        }
        return m.text("note." + n.key(), params);
    }

    // ---- the outcome ----

    /**
     * "North wins 25-8 (threshold)" (the winner's score first), "Draw 24-24 (cycle)" (South's first, as a draw has
     * no winner to put first).
     */
    public String outcome(Outcome o) {
        if (!o.over()) return m.text("outcome.ongoing");
        String why = o.reason() == null ? "" : m.text("outcome.reason." + id(o.reason()));
        String s = o.winner() == null
                ? m.text("outcome.draw", "south", o.southScore(), "north", o.northScore())
                : m.text(
                        "outcome.win",
                        "side",
                        player(o.winner()),
                        "won",
                        o.score(o.winner()),
                        "lost",
                        o.score(o.winner().opponent()));
        return why.isEmpty() ? s : m.text("outcome.withReason", "result", s, "reason", why);
    }

    /** Why a game ended, in a sentence for the player ("A player reached 25 seeds."). */
    public String endReason(EndReason r) {
        return m.text("outcome.explain." + id(r));
    }

    /** Why a move is refused, in words: the rule or reading problem the engine named ({@link #why}). */
    public String illegal(IllegalMoveException e, Game game) {
        return why(e);
    }

    /**
     * A refusal the engine explained as data ({@link Explained}: a move, a position text, a game record), in this
     * language: the message of its key, its parameters read by their kind (a player, a result, a game id, a list
     * of moves, a nested reason). A case without a key of its own (the engine's {@code UNSPECIFIED}) is told by
     * the language's plain sentence for its kind, the English detail only in English.
     */
    public String why(Explained e) {
        String key = e.key();
        if (!m.has(key) && !m.code().equals(Messages.PSEUDO)) key = key.substring(0, key.indexOf('.')) + ".unspecified";
        Map<String, Object> params = new LinkedHashMap<>();
        for (Map.Entry<String, Object> p : e.params().entrySet())
            params.put(p.getKey(), param(p.getKey(), p.getValue()));
        if (e instanceof Throwable t) params.putIfAbsent("detail", String.valueOf(t.getMessage()));
        if (e.params().get("game") instanceof String gameId) params.put("how", m.text("illegal.how." + gameId));
        String s = m.text(key, params);
        if (e.params().get("legal") instanceof List<?> legal && !legal.isEmpty())
            s = m.text("illegal.withLegal", "text", s, "moves", String.join(" ", strings(legal)));
        return s;
    }

    /** A refusal's parameter in words (see {@link Explained}). */
    private Object param(String name, Object v) {
        if (v instanceof Player p) return player(p);
        if (v instanceof Outcome o) return outcome(o);
        if (v instanceof Explained x) return why(x);
        if (v instanceof List<?> list) return String.join(" ", strings(list));
        if (name.equals("game") && v instanceof String id) return m.text("name." + id);
        return v;
    }

    private static List<String> strings(List<?> list) {
        List<String> out = new ArrayList<>();
        for (Object o : list) out.add(String.valueOf(o));
        return out;
    }

    /** Parts of one sentence joined by semicolons, with the language's spacing (French: a thin no-break space). */
    public String joinParts(List<String> parts) {
        return String.join(m.text("punct.semicolon"), parts);
    }

    /** A sentence as a part of a line joined by semicolons: without its closing full stop. */
    static String clause(String sentence) {
        String s = sentence.strip();
        return s.endsWith(".") && !s.endsWith("..") ? s.substring(0, s.length() - 1) : s;
    }

    /** "A, B and C". */
    public String list(List<String> items) {
        if (items.isEmpty()) return "";
        if (items.size() == 1) return items.get(0);
        return m.text(
                "list.and",
                "items",
                String.join(", ", items.subList(0, items.size() - 1)),
                "last",
                items.get(items.size() - 1));
    }

    // ---- one line per move (the terminal) ----

    /** One line saying what a move did: "South sows 4 from C; captures 5 from e, d". */
    public String summary(Transition t) {
        return new Summary(t).line();
    }

    /**
     * Groups runs of similar events (consecutive captures, relay laps, seeds into a store, seeds placed from the
     * stores); forfeits, direction changes, collections, passes, notes and the reason a turn ended are named
     * when they happen. Single seeds sown and skipped pits are left to the board drawing.
     */
    private final class Summary {
        private final Transition t;
        private final Game game;
        private final Player mover;
        private final List<String> parts = new ArrayList<>();
        private final List<String> capturedPits = new ArrayList<>();
        private int capturedSeeds;
        private TraceEvent.Destination capturedTo;
        private Player capturer;
        private final List<String> relayPits = new ArrayList<>();
        private int storeSeeds;
        private int placedSeeds;
        private final Set<String> placedPits = new LinkedHashSet<>();
        private final Set<Player> placedBy = new LinkedHashSet<>();
        /** A direction announced but not yet said: it joins the next lift ("sows 3 from A4 clockwise"). */
        private String direction;

        Summary(Transition t) {
            this.t = t;
            this.game = t.before().game();
            this.mover = t.before().toMove();
        }

        String line() {
            // A move that sows nothing (Nam Nam's choice of pits) is named first, then what it did.
            if (t.trace().stream().noneMatch(e -> e instanceof TraceEvent.Lift))
                parts.add(m.text("summary.plays", "move", t.move().notation()));
            for (TraceEvent e : t.trace()) add(e);
            flush();
            return m.text("summary.line", "side", player(mover), "parts", joinParts(parts));
        }

        private void add(TraceEvent e) {
            if (e instanceof TraceEvent.Sow || e instanceof TraceEvent.Skip || e instanceof TraceEvent.GameEnd) {
                return; // a seed sown or a pit skipped belongs to the sowing already named
            }
            if (e instanceof TraceEvent.SowStore) {
                storeSeeds++;
                return;
            }
            if (e instanceof TraceEvent.Capture c) {
                if (capturedPits.isEmpty()) flush();
                capturer = c.by();
                capturedTo = c.to();
                capturedSeeds += c.seeds();
                capturedPits.add(game.pitName(c.pit()));
                return;
            }
            if (e instanceof TraceEvent.Lift l && l.lap() > 1 && direction == null) {
                if (relayPits.isEmpty()) flush();
                relayPits.add(game.pitName(l.pit()));
                return;
            }
            if (e instanceof TraceEvent.PlaceFromStore p) {
                if (placedSeeds == 0) flush();
                placedSeeds++;
                placedPits.add(game.pitName(p.pit()));
                placedBy.add(p.player());
                return;
            }
            if (e instanceof TraceEvent.Lift l) {
                String dir = direction;
                direction = null;
                flush();
                String pit = game.pitName(l.pit());
                String what = l.lap() <= 1
                        ? m.text("summary.sows", "n", l.seeds(), "pit", pit)
                        : m.text("summary.lap", "lap", l.lap(), "n", l.seeds(), "pit", pit);
                parts.add(dir == null ? what : m.text("summary.withDirection", "what", what, "direction", dir));
                return;
            }
            flush();
            if (e instanceof TraceEvent.Direction d) {
                direction = m.text(directionKey("summary.dir.", d));
            } else if (e instanceof TraceEvent.CaptureForfeited f) {
                parts.add(m.text("summary.forfeit." + id(f.rule()), "n", f.seeds()));
            } else if (e instanceof TraceEvent.EndOfTurn end) {
                if (end.reason() != TraceEvent.TurnEnd.SOWN
                        && end.reason() != TraceEvent.TurnEnd.EMPTY_PIT
                        && end.reason() != TraceEvent.TurnEnd.GAME_ENDED)
                    parts.add(m.text("summary.end." + id(end.reason())));
            } else if (e instanceof TraceEvent.Pass pass) {
                parts.add(
                        pass.player() == mover
                                ? m.text("summary.passes")
                                : m.text("summary.passesOther", "side", player(pass.player())));
            } else if (e instanceof TraceEvent.Collect c) {
                parts.add(m.text("summary.collects", "side", player(c.player()), "n", c.seeds()));
            } else if (e instanceof TraceEvent.Note n) {
                // A note is a sentence of its own elsewhere; in the move's line it is one part among others.
                parts.add(clause(note(game, n)));
            }
        }

        /** Closes the open run, if any, as one part of the line. */
        private void flush() {
            if (direction != null) {
                parts.add(m.text("summary.turns", "direction", direction));
                direction = null;
            }
            if (!capturedPits.isEmpty()) {
                String pits = String.join(", ", capturedPits);
                String to = id(capturedTo);
                parts.add(
                        capturer == null || capturer == mover
                                ? m.text("summary.captures." + to, "n", capturedSeeds, "pits", pits)
                                : m.text(
                                        "summary.capturesOther." + to,
                                        "side",
                                        player(capturer),
                                        "n",
                                        capturedSeeds,
                                        "pits",
                                        pits));
                capturedPits.clear();
                capturedSeeds = 0;
            }
            if (!relayPits.isEmpty()) {
                parts.add(m.text("summary.relays", "pits", String.join(", ", relayPits)));
                relayPits.clear();
            }
            if (storeSeeds > 0) {
                parts.add(m.text("summary.store", "n", storeSeeds));
                storeSeeds = 0;
            }
            if (placedSeeds > 0) {
                String key = placedBy.size() > 1 ? "summary.placeStores" : "summary.place";
                parts.add(m.text(key, "n", placedSeeds, "pits", String.join(", ", placedPits)));
                placedSeeds = 0;
                placedPits.clear();
                placedBy.clear();
            }
        }
    }

    // ---- every pit sown (a learner's explanation) ----

    /**
     * What a move did, from its trace, in one or two sentences: "C lifts 4 seeds from C; sown into D, E, F and G,
     * the last seed lands in G, which now holds 5. It captures nothing." A relay of dozens of laps is told by its
     * start and its end.
     */
    public String explain(Transition tr) {
        Game g = tr.before().game();
        List<String> parts = new ArrayList<>();
        List<String> run = new ArrayList<>();
        String lastPit = null;
        int lastSeeds = 0;
        for (TraceEvent e : tr.trace()) {
            if (e instanceof TraceEvent.Sow s) {
                run.add(g.pitName(s.pit()));
                lastPit = g.pitName(s.pit());
                lastSeeds = s.seedsAfter();
                continue;
            }
            if (e instanceof TraceEvent.SowStore s) {
                run.add(m.text("explain.store", "side", player(s.store())));
                lastPit = null;
                continue;
            }
            if (e instanceof TraceEvent.Skip s) {
                run.add(m.text("explain.skip", "pit", g.pitName(s.pit())));
                continue;
            }
            flushRun(parts, run, lastPit, lastSeeds);
            lastPit = null;
            if (e instanceof TraceEvent.Lift l) {
                String pit = g.pitName(l.pit());
                parts.add(
                        l.lap() <= 1
                                ? m.text("explain.lift", "move", tr.move().notation(), "n", l.seeds(), "pit", pit)
                                : m.text("explain.liftLap", "lap", l.lap(), "n", l.seeds(), "pit", pit));
            } else if (e instanceof TraceEvent.Capture c) {
                String key = c.to() == TraceEvent.Destination.HAND ? "explain.captureHand" : "explain.capture";
                parts.add(m.text(key, "n", c.seeds(), "pit", g.pitName(c.pit())));
            } else if (e instanceof TraceEvent.CaptureForfeited f) {
                parts.add(m.text("explain.forfeit." + id(f.rule()), "n", f.seeds()));
            } else if (e instanceof TraceEvent.PlaceFromStore pl) {
                parts.add(m.text("explain.place", "pit", g.pitName(pl.pit())));
            } else if (e instanceof TraceEvent.EndOfTurn end) {
                switch (end.reason()) {
                    case EXTRA_TURN, NYUMBA_STOP, TAKASIA_STOP -> parts.add(m.text("explain.end." + id(end.reason())));
                    default -> {}
                }
            } else if (e instanceof TraceEvent.Pass ps) {
                parts.add(m.text("explain.pass", "side", player(ps.player())));
            } else if (e instanceof TraceEvent.Collect c) {
                parts.add(m.text("explain.collect", "side", player(c.player()), "n", c.seeds()));
            }
        }
        flushRun(parts, run, lastPit, lastSeeds);
        if (parts.size() > LONGEST + 6) {
            int cut = parts.size() - LONGEST;
            List<String> shortened = new ArrayList<>(parts.subList(0, LONGEST / 2));
            shortened.add(m.text("explain.more", "n", cut));
            shortened.addAll(parts.subList(parts.size() - LONGEST / 2, parts.size()));
            parts = shortened;
        }
        StringBuilder sb = new StringBuilder(m.text("explain.sentence", "parts", joinParts(parts)));
        int c = captured(tr);
        sb.append(' ').append(c > 0 ? m.text("explain.total", "n", c) : m.text("explain.none"));
        Outcome o = tr.after().outcome();
        if (o.over()) sb.append(' ').append(m.text("explain.over", "result", result(g, o)));
        return sb.toString();
    }

    private void flushRun(List<String> parts, List<String> run, String lastPit, int lastSeeds) {
        if (run.isEmpty()) return;
        String sown = m.text("explain.sow", "pits", list(List.copyOf(run)));
        parts.add(lastPit == null ? sown : m.text("explain.sowLast", "sown", sown, "pit", lastPit, "n", lastSeeds));
        run.clear();
    }

    /** The result as a learner reads it: seeds counted only in the two-row games, where they decide. */
    public String result(Game game, Outcome o) {
        boolean scored = game.type().rows() == 2;
        if (o.winner() == null) {
            return scored
                    ? m.text("explain.draw", "south", o.southScore(), "north", o.northScore())
                    : m.text("explain.drawPlain");
        }
        if (!scored) return m.text("explain.winPlain", "side", player(o.winner()));
        return m.text(
                "explain.win",
                "side",
                player(o.winner()),
                "mine",
                o.score(o.winner()),
                "theirs",
                o.score(o.winner().opponent()));
    }

    /** Seeds the mover took from the opponent during the move, whatever they went into. */
    public static int captured(Transition tr) {
        Player mover = tr.before().toMove();
        int n = 0;
        for (TraceEvent e : tr.trace()) {
            if (e instanceof TraceEvent.Capture c && c.by() == mover) n += c.seeds();
        }
        return n;
    }
}
