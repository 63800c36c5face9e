package org.kete.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;

class GameRecordTest {
    private static final Game OWARE = Games.byId("oware").create();

    /** A seeded random game of {@code game} from {@code start}, stopped after {@code maxPlies} moves. */
    private static GameRecord randomRecord(Game game, Position start, long seed, int maxPlies) {
        Random rng = new Random(seed);
        Position p = start;
        List<Move> moves = new ArrayList<>();
        while (!p.isOver() && moves.size() < maxPlies) {
            List<Move> legal = game.legalMoves(p);
            Move m = legal.get(rng.nextInt(legal.size()));
            moves.add(m);
            p = game.apply(p, m).after();
        }
        return GameRecord.of(game, start, moves);
    }

    @Test
    void random_games_round_trip_to_the_same_final_position_and_outcome() {
        String[] optionTexts = {"", "grandSlam=allowed cycleRule=draw", "grandSlam=illegal winThreshold=20"};
        for (String options : optionTexts) {
            Game game = Games.byId("oware").create(options);
            for (int g = 0; g < 40; g++) {
                Player first = g % 3 == 0 ? Player.NORTH : Player.SOUTH;
                GameRecord r = randomRecord(game, game.start(first), 500 + g, Integer.MAX_VALUE)
                        .withTag("South", "Ama")
                        .withTag("North", "Kofi")
                        .withTag("Date", "2026.11.30");
                assertTrue(r.outcome().over());
                String text = r.text();
                GameRecord back = GameRecord.read(text);
                assertEquals(r.finalPosition().text(), back.finalPosition().text(), text);
                assertEquals(r.outcome(), back.outcome(), text);
                assertEquals(r.moves(), back.moves());
                assertEquals(game.options(), back.game().options());
                assertEquals("Ama", back.tag("South"));
                assertEquals(text, back.text(), "writing what was read gives the same text");
            }
        }
    }

    @Test
    void every_registered_game_round_trips() {
        // Long games (Nam Nam's many rounds) are cut at 5000 plies: an unfinished record ends with *.
        for (GameType type : Games.all()) {
            Game game = type.create();
            for (int g = 0; g < 5; g++) {
                Player first = g % 2 == 0 ? Player.SOUTH : Player.NORTH;
                GameRecord r = randomRecord(game, game.start(first), 900 + g, 5000);
                String text = r.text();
                GameRecord back = GameRecord.read(text);
                assertEquals(r.finalPosition().text(), back.finalPosition().text(), type.id());
                assertEquals(r.outcome(), back.outcome(), type.id());
                assertEquals(text, back.text(), type.id());
                // The same game from its final position's predecessor, with a Position tag.
                int mid = r.plies().size() / 2;
                GameRecord tail = GameRecord.of(
                        game,
                        r.positionAt(mid),
                        r.moves().subList(mid, r.moves().size()));
                GameRecord tailBack = GameRecord.read(tail.text());
                assertEquals(r.finalPosition().text(), tailBack.finalPosition().text(), type.id() + ": " + tail.text());
            }
        }
    }

    @Test
    void an_unfinished_game_from_a_set_up_position_round_trips_with_the_result_star() {
        Position start = OWARE.parsePosition("0-5-5-5-5-4-4-4-4-0-5-5-1-1-N");
        GameRecord r = randomRecord(OWARE, start, 7, 11);
        assertEquals("*", r.outcome().resultText());
        String text = r.text();
        assertTrue(text.contains("[Position \"0-5-5-5-5-4-4-4-4-0-5-5-1-1-N\"]"), text);
        assertTrue(text.contains("1... "), "a game North begins is numbered 1... : " + text);
        GameRecord back = GameRecord.read(text);
        assertEquals(start.text(), back.startPosition().text());
        assertEquals(r.finalPosition().text(), back.finalPosition().text());
        assertEquals(text, back.text());
    }

    @Test
    void the_written_form_has_the_tags_then_the_numbered_moves_and_the_result() {
        GameRecord r = GameRecord.of(
                        OWARE,
                        OWARE.start(Player.SOUTH),
                        List.of(OWARE.parseMove(OWARE.start(Player.SOUTH), "C"), move("C", "f"), move("C", "f", "B")))
                .withTag("South", "Ama \"the bold\"")
                .withTag("Date", "2026.11.30")
                .withComment(2, "North keeps her left pits full")
                .withComment(0, "a friendly game");
        assertEquals("""
                [Game "oware"]
                [Options "grandSlam=forfeit cycleRule=split winThreshold=25 firstPlayer=south"]
                [South "Ama \\"the bold\\""]
                [Date "2026.11.30"]
                [First "South"]
                [Result "*"]

                {a friendly game} 1. C f {North keeps her left pits full} 2. B *
                """, r.text());
        GameRecord back = GameRecord.read(r.text());
        assertEquals("Ama \"the bold\"", back.tag("South"));
        assertEquals("a friendly game", back.startComment());
        assertNull(back.plies().get(0).comment());
        assertEquals("North keeps her left pits full", back.plies().get(1).comment());
    }

    private static Move move(String... line) {
        Position p = OWARE.start(Player.SOUTH);
        for (int i = 0; i < line.length - 1; i++)
            p = OWARE.apply(p, OWARE.parseMove(p, line[i])).after();
        return OWARE.parseMove(p, line[line.length - 1]);
    }

    @Test
    void comments_survive_anywhere_and_spread_over_lines() {
        String text = """
                [Game "oware"]

                {before} 1. C {a long comment
                   over two lines} f 2. B {first} {second} a *
                """;
        GameRecord r = GameRecord.read(text);
        assertEquals("before", r.startComment());
        assertEquals("a long comment over two lines", r.plies().get(0).comment());
        assertNull(r.plies().get(1).comment());
        assertEquals("first second", r.plies().get(2).comment());
        GameRecord back = GameRecord.read(r.text());
        assertEquals(r.text(), back.text());
        assertEquals("a long comment over two lines", back.plies().get(0).comment());
        assertTrue(
                r.text()
                        .replace('\n', ' ')
                        .contains("1. C {a long comment over two lines} 1... f 2. B {first second} 2... a *"),
                r.text());
    }

    @Test
    void a_record_without_options_or_first_uses_the_defaults_and_move_numbers_are_optional() {
        GameRecord r = GameRecord.read("[Game \"oware\"]\nC f B a *\n");
        assertEquals(4, r.plies().size());
        assertEquals(OWARE.options(), r.game().options());
        assertEquals(Player.SOUTH, r.startPosition().toMove());
    }

    @Test
    void a_long_game_is_only_its_move_list() {
        GameRecord r = randomRecord(OWARE, OWARE.start(Player.SOUTH), 99, Integer.MAX_VALUE);
        String[] lines = r.text().split("\n");
        for (String line : lines) assertTrue(line.length() <= 79, line);
        assertEquals(
                r.finalPosition().text(),
                GameRecord.read(r.text()).finalPosition().text());
    }

    private static void assertRefused(String text, int line, String reasonPart) {
        RecordException e = assertThrows(RecordException.class, () -> GameRecord.read(text));
        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.reason().contains(reasonPart), "'" + e.reason() + "' should mention '" + reasonPart + "'");
        assertTrue(e.getMessage().startsWith("line " + line + ": "), e.getMessage());
    }

    @Test
    void corrupt_records_are_refused_with_the_line_and_the_reason() {
        assertRefused("[Game \"chess\"]\n\n1. e4 *\n", 1, "unknown game 'chess'");
        assertRefused("\n[Event \"x\"]\n", 1, "no [Game");
        assertRefused("[Game \"oware\"]\n[Options \"grandSlam=sometimes\"]\n\nC *\n", 2, "bad option");
        assertRefused("[Game \"oware\"]\n[Options \"speed=fast\"]\n\nC *\n", 2, "unknown rule option 'speed'");
        assertRefused("[Game \"oware\"]\n[South Ama]\n\nC *\n", 2, "unreadable tag [South Ama]");
        assertRefused("[Game \"oware\"]\n[South \"Ama\"]\n[South \"Kofi\"]\n\nC *\n", 3, "appears twice");
        assertRefused("[Game \"oware\"]\n[Position \"4-4-4\"]\n\n*\n", 2, "bad start position");
        assertRefused("[Game \"oware\"]\n[First \"East\"]\n\n*\n", 2, "South or North");
        assertRefused("[Game \"oware\"]\n\n1. C f\n2. B a\n3. c *\n", 5, "illegal move 5 (South, 'c')");
        assertRefused("[Game \"oware\"]\n\n1. A a\n2. A *\n", 4, "A is empty");
        assertRefused("[Game \"oware\"]\n\n1. C f 2. Q *\n", 3, "'Q' is not an Oware move");
        assertRefused("[Game \"oware\"]\n\n1. C f {unclosed\n2. B a *\n", 3, "never closed");
        assertRefused("[Game \"oware\"]\n\n1. C f\n2. B a\n", 4, "does not end with a result");
        assertRefused("[Game \"oware\"]\n[Result \"1-0\"]\n\n1. C f\n*\n", 5, "Result tag (line 2) says 1-0");
        assertRefused("[Game \"oware\"]\n\n1. C f 1-0\n", 3, "leave the game unfinished");
        assertRefused("[Game \"oware\"]\n\n1. C f *\nB\n", 4, "text after the result");
    }

    @Test
    void a_move_after_the_end_of_the_game_is_refused() {
        GameRecord r = randomRecord(OWARE, OWARE.start(Player.SOUTH), 3, Integer.MAX_VALUE);
        String text = r.text();
        String result = r.outcome().resultText();
        String corrupt = text.substring(0, text.lastIndexOf(result)) + "A\n" + result + "\n";
        int line = (int) corrupt.lines().count() - 1;
        assertRefused(corrupt, line, "illegal move " + (r.plies().size() + 1) + " 'A': the game is already over");
    }

    @Test
    void a_wrong_result_is_refused() {
        GameRecord r = randomRecord(OWARE, OWARE.start(Player.SOUTH), 4, Integer.MAX_VALUE);
        String result = r.outcome().resultText();
        String wrong = result.equals("1-0") ? "0-1" : "1-0";
        String text = r.text().replace("[Result \"" + result + "\"]\n", "");
        String corrupt = text.substring(0, text.lastIndexOf(result)) + wrong + "\n";
        int line = (int) corrupt.lines().count();
        assertRefused(corrupt, line, "the result " + wrong + " is wrong: the moves end with");
    }

    @Test
    void a_result_decided_before_the_end_is_written_and_read_with_its_termination() {
        GameRecord unfinished = randomRecord(OWARE, OWARE.start(Player.SOUTH), 7, 6);
        assertTrue(!unfinished.isFinished() && unfinished.result().equals("*"));
        GameRecord resigned = unfinished.withDecidedResult("0-1", "North wins: South resigned");
        assertTrue(resigned.isFinished());
        String text = resigned.text();
        assertTrue(text.contains("[Termination \"North wins: South resigned\"]"), text);
        assertTrue(text.contains("[Result \"0-1\"]") && text.strip().endsWith("0-1"), text);
        GameRecord back = GameRecord.read(text);
        assertEquals("0-1", back.result());
        assertEquals("0-1", back.decidedResult());
        assertTrue(back.isFinished());
        assertEquals(unfinished.moves(), back.moves());
        assertEquals(text, back.text(), "writing what was read gives the same text");
        // Without a Termination tag an unfinished game's decided result is still wrong.
        String bare = text.replace("[Termination \"North wins: South resigned\"]\n", "");
        assertRefused(bare, (int) bare.lines().count(), "the result 0-1 is wrong: the moves leave the game unfinished");
        // A game the rules ended keeps its own result; "*" is not a decided result.
        GameRecord over = randomRecord(OWARE, OWARE.start(Player.SOUTH), 8, Integer.MAX_VALUE);
        assertThrows(IllegalArgumentException.class, () -> over.withDecidedResult("1-0", "x"));
        assertThrows(IllegalArgumentException.class, () -> unfinished.withDecidedResult("*", "x"));
    }

    @Test
    void tags_and_comments_are_checked_when_set() {
        GameRecord r = GameRecord.start(OWARE, OWARE.start(Player.SOUTH));
        assertThrows(IllegalArgumentException.class, () -> r.withTag("Result", "1-0"));
        assertThrows(IllegalArgumentException.class, () -> r.withTag("bad name", "x"));
        assertThrows(IllegalArgumentException.class, () -> r.withComment(0, "a } b"));
        assertThrows(IllegalArgumentException.class, () -> r.withComment(1, "no such move"));
    }
}
