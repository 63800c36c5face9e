package org.kete.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kete.engine.Explained;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.record.GameRecord;
import org.kete.text.Messages;

/**
 * Issue 17: the engine's refusals (a move that does not read or is not legal, a position text, a game record)
 * are worded from the message files in every language, never in the engine's English. Each refusal is checked in
 * the pseudo-language (nothing outside ⟦ ⟧) and in Portuguese, Swahili and French (not the English message, and
 * none of the English words no other language uses).
 */
class RefusalWordsTest {
    /** English words that would betray the engine's sentence in another language. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(the|is|your|not|move|moves|seeds?|pits?|empty|legal|would|written|write|line|game|over|wins)\\b");

    /** Move texts that do not read, or name a pit that cannot be sown, in some game. */
    private static final List<String> TEXTS = List.of("", "Z", "Q9", "take:", "take: z", "A4>>", "A1<", "A4x");

    @Test
    void every_refusal_of_every_game_is_worded_from_the_message_files() {
        List<Explained> refusals = new ArrayList<>();
        for (GameType type : Games.all()) {
            Game game = type.create("");
            Random rng = new Random(17 + type.id().hashCode());
            Position p = game.start(Player.SOUTH);
            for (int ply = 0; ply < 60 && !p.isOver(); ply++) {
                if (ply % 10 == 0) {
                    for (String t : TEXTS) refuse(game, p, t, refusals);
                    for (int pit = 0; pit < p.pitCount(); pit++) refuse(game, p, game.pitName(pit), refusals);
                }
                List<Move> moves = game.legalMoves(p);
                p = game.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
            for (String text : List.of(
                    "xyz",
                    start(game).replaceFirst("\\d+", "x"),
                    start(game).replaceFirst("\\d+", "-3"),
                    start(game).replaceFirst("\\d+", "9"),
                    start(game).replace(" S", " Q").replace("-S", "-Q"))) {
                try {
                    game.parsePosition(text);
                } catch (RuntimeException e) {
                    refusals.add(explained(e, type.id() + " position " + text));
                }
            }
        }
        for (String record : List.of(
                "[Game \"chess\"]\n\n1. e4 *",
                "[Game \"oware\"]\n\n1. C f 2. Q *",
                "[Game \"oware\"]\n\n1. C f",
                "[Game \"oware\"]\n[Game \"oware\"]\n\n*",
                "[Game \"oware\"]\n[First \"East\"]\n\n*",
                "[Game \"oware\"]\n[Position \"1-2-3\"]\n\n*",
                "[Game \"oware\"]\n\n1. C { never closed",
                "[Game \"oware\"]\n\n1. C f 1-0",
                "[Game \"oware\"]\n\n* extra")) {
            try {
                GameRecord.read(record);
                fail("read: " + record);
            } catch (RuntimeException e) {
                refusals.add(explained(e, record));
            }
        }
        assertTrue(refusals.size() > 200, "refusals: " + refusals.size());
        Narrator pseudo = Narrator.of(Messages.PSEUDO);
        List<Narrator> others = List.of(Narrator.of("pt"), Narrator.of("sw"), Narrator.of("fr"));
        for (Explained e : refusals) {
            String english = ((Throwable) e).getMessage();
            PseudoNarrationTest.check(pseudo.why(e), e.key() + ": " + english);
            for (Narrator n : others) {
                String s = n.why(e);
                assertFalse(s.contains(english), n.code() + " " + e.key() + ": the engine's English: " + s);
                assertFalse(ENGLISH.matcher(s).find(), n.code() + " " + e.key() + ": English in " + s);
                assertFalse(s.matches("(?s).*\\{[a-zA-Z]+\\}.*"), n.code() + ": a parameter left unfilled: " + s);
            }
        }
    }

    @Test
    void an_unreadable_oware_move_is_said_in_swahili_with_how_to_write_one() {
        Game oware = Games.byId("oware").create("");
        Explained e = explained(() -> oware.parseMove(oware.start(Player.SOUTH), "Z"), "Z");
        assertEquals("illegal.unreadable", e.key());
        assertEquals(
                "'Z' si hatua ya Oware (Abapa): andika herufi ya shimo, A-F kwa Kusini, a-f kwa Kaskazini.",
                Narrator.of("sw").why(e));
        assertEquals(
                "'Z' is not a move of Oware (Abapa): write a pit letter, A-F for South, a-f for North.",
                Narrator.english().why(e));
    }

    @Test
    void french_punctuation_takes_a_narrow_no_break_space_wherever_the_narrator_joins_parts() {
        Narrator fr = Narrator.of("fr");
        assertEquals("a\u202f; b", fr.joinParts(List.of("a", "b")));
        assertEquals("a; b", Narrator.english().joinParts(List.of("a", "b")));
        Game bao = Games.byId("bao-la-kiswahili").create("");
        Random rng = new Random(5);
        Position p = bao.start(Player.SOUTH);
        for (int ply = 0; ply < 40 && !p.isOver(); ply++) {
            List<Move> moves = bao.legalMoves(p);
            var t = bao.apply(p, moves.get(rng.nextInt(moves.size())));
            for (String s : List.of(fr.summary(t), fr.explain(t))) {
                assertFalse(
                        Pattern.compile("[^\u202f\u00a0][;:?!](\\s|$)")
                                .matcher(s)
                                .find(),
                        s);
            }
            p = t.after();
        }
    }

    private static String start(Game game) {
        return game.start(Player.SOUTH).text();
    }

    private static void refuse(Game game, Position p, String text, List<Explained> into) {
        try {
            game.parseMove(p, text);
        } catch (RuntimeException e) {
            into.add(explained(e, game.type().id() + " '" + text + "'"));
        }
    }

    private static Explained explained(Runnable r, String where) {
        try {
            r.run();
        } catch (RuntimeException e) {
            return explained(e, where);
        }
        throw new AssertionError("not refused: " + where);
    }

    private static Explained explained(RuntimeException e, String where) {
        if (!(e instanceof Explained x)) throw new AssertionError(where + ": not explained as data: " + e, e);
        if (x.key().endsWith(".unspecified")) throw new AssertionError(where + ": no reason given: " + e, e);
        return x;
    }
}
