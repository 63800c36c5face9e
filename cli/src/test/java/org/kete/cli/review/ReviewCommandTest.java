package org.kete.cli.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.egtb.TableRules;
import org.kete.cli.Kete;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.record.GameRecord;
import org.kete.narration.Narrator;

/**
 * kete review: the annotated game and the summary of a real record, its JSON, the record written back with the
 * review as comments, refusals (a missing file, a record that does not replay, an unfinished game), a proven
 * Oware blunder from endgame tables built here, and the words in every language. A small node budget keeps each
 * review well under a second.
 */
class ReviewCommandTest {
    /** The finished game of docs/records.md: 52 plies, North wins 32-3. */
    static final String GAME = """
            [Game "oware"]
            [Options "grandSlam=forfeit cycleRule=split winThreshold=25 firstPlayer=south"]
            [South "Human"]
            [North "Kete (computer, level 2 novice)"]
            [Date "2026.11.30"]
            [First "South"]
            [Result "0-1"]

            {a club game} 1. A a 2. B a 3. C a 4. D e 5. E a 6. F a 7. A d 8. B a 9. C a 10. D b 11. E e
            12. F c 13. B a 14. C b 15. D c 16. E f 17. F d 18. A a 19. B b 20. C d 21. D c
            22. E d 23. F a 24. A b 25. B e 26. C f 0-1
            """;

    static final String NODES = "2000";

    /** 5 seeds, South to move, 21-22: A and D win by 2, E and F do not (PlayEgtbTest). */
    static final String WIN_BY_2 = "1-0-0-1-1-1-0-0-1-0-0-0-21-22-S";

    /** One line of the annotated game: number, side, move, symbol, class, chances, notes. */
    static final Pattern PLY = Pattern.compile(
            "^ *(\\d+)  (South|North)  ([A-Fa-f])  (\\?\\?|\\?!|\\? |  ) (best|good|inaccuracy|mistake|blunder|only move)"
                    + " +(\\d+)% → (\\d+)%(?: +(.*))?$");

    @TempDir
    static Path dir;

    static Path game;
    static Path tables;
    static Path ending;

    @BeforeAll
    static void files() throws IOException {
        game = dir.resolve("game.txt");
        Files.writeString(game, GAME);
        tables = Files.createDirectory(dir.resolve("egtb"));
        OwareEgtbBuilder b = new OwareEgtbBuilder(TableRules.of(""));
        for (int k = 0; k <= 6; k++) {
            b.buildLayer(k);
            EgtbFile.write(tables, k, b.rules(), b.layer(k));
        }
        // From WIN_BY_2 South plays E, which does not keep the win, and then both sides play the tables' first
        // best move to the end.
        Game oware = Games.byId("oware").create();
        OwareTablebase tb = OwareTablebase.openDirectory(tables);
        Position start = oware.parsePosition(WIN_BY_2);
        List<Move> moves = new ArrayList<>();
        Position p = oware.apply(start, oware.parseMove(start, "E")).after();
        moves.add(oware.parseMove(start, "E"));
        while (!p.isOver()) {
            Move m = tb.bestMoves(p).get(0);
            moves.add(m);
            p = oware.apply(p, m).after();
        }
        ending = dir.resolve("ending.txt");
        Files.writeString(ending, GameRecord.of(oware, start, moves).text());
    }

    private static Kete.Result review(String... args) {
        return Kete.command("review", args);
    }

    private static void assertContains(String text, String part) {
        assertTrue(text.contains(part), () -> "expected to find\n  " + part + "\nin\n" + text);
    }

    @Test
    void prints_a_line_per_move_and_each_players_summary() {
        Kete.Result r = review(game.toString(), "--nodes", NODES);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err(), "no progress line when standard error is not a terminal");
        List<String> lines = r.out().lines().toList();
        assertEquals("Review of Oware (Abapa) (standard rules): 52 moves, North wins 32-3 (threshold).", lines.get(0));
        assertEquals("South: Human    North: Kete (computer, level 2 novice)", lines.get(1));
        assertEquals("The computer searched 2,000 nodes in each position.", lines.get(2));
        List<Matcher> plies = new ArrayList<>();
        for (String line : lines) {
            Matcher m = PLY.matcher(line);
            if (m.matches()) plies.add(m);
        }
        assertEquals(52, plies.size(), r.out());
        int errors = 0;
        for (int i = 0; i < plies.size(); i++) {
            Matcher m = plies.get(i);
            assertEquals(i + 1, Integer.parseInt(m.group(1)));
            assertEquals(i % 2 == 0 ? "South" : "North", m.group(2));
            String cls = m.group(5);
            String symbol = m.group(4).strip();
            assertEquals(
                    switch (cls) {
                        case "inaccuracy" -> "?!";
                        case "mistake" -> "?";
                        case "blunder" -> "??";
                        default -> "";
                    },
                    symbol,
                    m.group());
            // A move that was not the best names the better one and its line; the best and an only move do not.
            boolean better = m.group(8) != null && m.group(8).startsWith("better: ");
            assertEquals(!cls.equals("best") && !cls.equals("only move"), better, m.group());
            if (!symbol.isEmpty()) errors++;
        }
        assertEquals("A", plies.get(0).group(3));
        assertTrue(errors > 0, r.out());
        String south = lines.get(lines.size() - 2);
        String north = lines.get(lines.size() - 1);
        assertTrue(
                south.matches("South \\(Human\\): accuracy [\\d.]+ over \\d+ judged moves; \\d+ inaccurac(y|ies),"
                        + " \\d+ mistakes? and \\d+ blunders?(; turning point: move \\d+ \\([A-F], \\d+ points of"
                        + " winning chance given away\\))?\\."),
                south);
        assertTrue(north.startsWith("North (Kete (computer, level 2 novice)): accuracy "), north);
        // Three of South's moves had no alternative (33, 47 and 49).
        assertEquals(
                3, plies.stream().filter(m -> m.group(5).equals("only move")).count(), r.out());
    }

    @Test
    void the_same_record_gets_the_same_review() {
        assertEquals(
                review(game.toString(), "--nodes", NODES).out(),
                review(game.toString(), "--nodes", NODES).out());
    }

    @Test
    void json_has_the_shape_of_the_apis_review() throws IOException {
        Kete.Result r = review(game.toString(), "--nodes", NODES, "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(1, r.out().lines().count());
        JsonNode review = new ObjectMapper().readTree(r.out());
        assertEquals("oware", review.get("game").asText());
        assertEquals(2000, review.get("nodes").asLong());
        assertFalse(review.get("tables").asBoolean());
        assertEquals(52, review.get("plies").size());
        assertEquals(53, review.get("graph").size());
        JsonNode first = review.get("plies").get(0);
        assertEquals(0, first.get("ply").asInt());
        assertEquals("south", first.get("mover").asText());
        assertEquals("A", first.get("move").asText());
        assertTrue(first.get("before").has("score") && first.get("after").has("chance"), first.toString());
        assertTrue(Set.of("best", "good", "inaccuracy", "mistake", "blunder", "only-move")
                .contains(first.get("class").asText()));
        assertTrue(first.get("line").isArray() && first.get("seedsLost").isNull());
        // South's chance before the first move, then after each: the graph agrees with the plies.
        assertEquals(
                first.get("before").get("chance").asDouble(),
                review.get("graph").get(0).asDouble(),
                1e-9);
        JsonNode second = review.get("plies").get(1);
        assertEquals(
                -second.get("after").get("chance").asDouble(),
                review.get("graph").get(2).asDouble(),
                1e-9);
        for (String side : List.of("south", "north")) {
            JsonNode s = review.get("players").get(side);
            for (String field : List.of("accuracy", "judged", "inaccuracies", "mistakes", "blunders", "turningPoint"))
                assertTrue(s.has(field), side + " lacks " + field);
        }
        // Rounded to 3 decimals as the API writes them.
        assertTrue(
                first.get("loss").toString().matches("\\d(\\.\\d{1,3})?"),
                first.get("loss").toString());
    }

    @Test
    void write_gives_back_the_record_with_a_comment_after_each_move() throws IOException {
        Path out = dir.resolve("written.txt");
        Kete.Result r = review(game.toString(), "--nodes", NODES, "--write", out.toString());
        assertEquals(0, r.code(), r.err());
        assertContains(r.out(), "Wrote the game with its review to " + out + ".");
        GameRecord original = GameRecord.read(GAME);
        GameRecord written = GameRecord.read(Files.readString(out));
        assertEquals(original.moves(), written.moves());
        assertEquals(original.finalPosition().text(), written.finalPosition().text());
        assertEquals("Human", written.tag("South"));
        assertEquals("Kete", written.tag("Annotator"));
        assertTrue(
                written.startComment().startsWith("a club game The computer searched 2,000 nodes"),
                written.startComment());
        assertContains(written.startComment(), "South (Human): accuracy ");
        List<String> lines =
                r.out().lines().filter(l -> PLY.matcher(l).matches()).toList();
        for (int i = 0; i < written.plies().size(); i++) {
            String c = written.plies().get(i).comment();
            assertNotNull(c, "no comment after move " + (i + 1));
            Matcher m = PLY.matcher(lines.get(i));
            assertTrue(m.matches());
            // The class (and symbol) and the chances of the printed line.
            assertTrue(c.startsWith(m.group(5)), c);
            assertContains(c, m.group(6) + "% → " + m.group(7) + "%");
        }
        // Reviewing the reviewed record again, onto itself, replaces the comments rather than repeating them.
        String once = Files.readString(out);
        assertEquals(
                0,
                review(out.toString(), "--nodes", NODES, "--write", out.toString())
                        .code());
        assertEquals(once.replace("a club game ", ""), Files.readString(out));
    }

    @Test
    void a_file_that_cannot_be_read_or_replayed_is_refused_with_the_reason() throws IOException {
        Kete.Result missing = review(dir.resolve("nowhere.txt").toString());
        assertEquals(2, missing.code());
        assertEquals("", missing.out());
        assertEquals("kete: cannot read " + dir.resolve("nowhere.txt") + ": no such file\n", missing.err());

        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "[Game \"oware\"]\n\n1. A a 2. A *\n");
        Kete.Result r =
                review(bad.toString(), "--write", dir.resolve("never.txt").toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(
                "kete: cannot read " + bad + ": line 3: move 3 (South, 'A') cannot be played: A is empty\n", r.err());
        assertFalse(Files.exists(dir.resolve("never.txt")));
        assertEquals(
                "kete: não foi possível ler " + bad + ": linha 3: o lance 3 (Sul, 'A') não pode ser jogado: A está"
                        + " vazia\n",
                review(bad.toString(), "--lang", "pt").err());

        Kete.Result folder = review(dir.toString());
        assertEquals("kete: cannot read " + dir + ": a directory, not a file\n", folder.err());

        Kete.Result nothing = review();
        assertEquals(2, nothing.code());
        assertEquals(
                "kete: review needs a game record file, e.g. kete review game.txt; see kete review --help\n",
                nothing.err());
        Kete.Result few = review(game.toString(), "--nodes", "10");
        assertEquals(2, few.code());
        assertContains(few.err(), "--nodes must be from 1,000 to 1,000,000,000,000, not 10");
    }

    @Test
    void a_write_that_fails_leaves_nothing_behind() {
        Path nowhere = dir.resolve("no-such-dir").resolve("out.txt");
        Kete.Result r = review(game.toString(), "--nodes", NODES, "--write", nowhere.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("kete: could not write " + nowhere + ": "), r.err());
        assertTrue(r.err().strip().endsWith("; nothing was written"), r.err());
        assertFalse(Files.exists(nowhere.getParent()));
    }

    @Test
    void an_unfinished_game_is_refused_unless_asked_for() throws IOException {
        Path unfinished = dir.resolve("unfinished.txt");
        Files.writeString(unfinished, "[Game \"oware\"]\n[Result \"*\"]\n\n1. A a 2. B *\n");
        Kete.Result r = review(unfinished.toString(), "--nodes", NODES);
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(
                "kete: " + unfinished + ": the game has not ended (its record ends with *), and a review is for a"
                        + " finished game; add --unfinished to review it all the same\n",
                r.err());
        Kete.Result asked = review(unfinished.toString(), "--nodes", NODES, "--unfinished");
        assertEquals(0, asked.code(), asked.err());
        assertTrue(
                asked.out().startsWith("Review of Oware (Abapa) (standard rules): 3 moves, not ended."), asked.out());
        assertEquals(
                3, asked.out().lines().filter(l -> PLY.matcher(l).matches()).count(), asked.out());
    }

    @Test
    void a_blunder_the_endgame_tables_prove_is_shown_as_proven() throws IOException {
        Kete.Result r = review(ending.toString(), "--egtb", tables.toString(), "--nodes", NODES);
        assertEquals(0, r.code(), r.err());
        assertContains(
                r.out(), "Oware endgame tables of 0-6 seeds: in the positions they hold, the verdict is proven.");
        String first = r.out()
                .lines()
                .filter(l -> PLY.matcher(l).matches())
                .findFirst()
                .orElseThrow();
        Matcher m = PLY.matcher(first);
        assertTrue(m.matches() && m.group(1).equals("1"), first);
        assertEquals("E", m.group(3));
        assertEquals("blunder", m.group(5));
        assertEquals("100", m.group(6));
        // E gives away the win: a proven draw or loss, with the better move from the tables (A or D).
        assertTrue(
                m.group(8)
                        .matches("proven: win → (draw|loss)(; gives away \\d+ seeds? of the final score)?;"
                                + " better: [AD] \\(line [AD].*\\)"),
                first);

        JsonNode json = new ObjectMapper()
                .readTree(review(ending.toString(), "--egtb", tables.toString(), "--nodes", NODES, "--json")
                        .out());
        assertTrue(json.get("tables").asBoolean());
        JsonNode ply = json.get("plies").get(0);
        assertEquals("blunder", ply.get("class").asText());
        assertTrue(ply.get("proven").asBoolean());
        assertEquals(1.0, ply.get("before").get("chance").asDouble());

        // Without the tables the same move is only the search's opinion (the last move, into the end, is exact).
        Kete.Result searched = review(ending.toString(), "--nodes", NODES);
        String searchedFirst = searched.out()
                .lines()
                .filter(l -> PLY.matcher(l).matches())
                .findFirst()
                .orElseThrow();
        assertFalse(searchedFirst.contains("proven"), searched.out());

        Kete.Result noTables =
                review(game.toString(), "--egtb", dir.resolve("nowhere").toString());
        assertEquals(2, noTables.code());
        assertEquals("kete: --egtb: no endgame table directory " + dir.resolve("nowhere") + "\n", noTables.err());
    }

    @Test
    void reviews_a_bao_game_with_its_own_notation_and_refuses_oware_tables_for_it() throws IOException {
        Path bao = dir.resolve("bao.txt");
        Files.writeString(bao, """
                [Game "bao-la-kujifunza"]
                [Result "0-1"]

                1. A5< b2> 2. A6>* a2> 3. B7>* a8< 4. B2> a4> 5. A3>* a3>* 6. B1> b5< 0-1
                """);
        Kete.Result r = review(bao.toString(), "--nodes", NODES);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Review of Bao la Kujifunza (standard rules): 12 moves, North wins"), r.out());
        // The moves' column is as wide as the longest notation, A6>*.
        assertContains(r.out(), "\n 1  South  A5<   ");
        assertContains(r.out(), "\n 3  South  A6>*  ");
        Kete.Result tables = review(bao.toString(), "--egtb", ReviewCommandTest.tables.toString(), "--lang", "pt");
        assertEquals(2, tables.code());
        assertEquals("kete: --egtb: as tabelas de finais são de Oware, não de Bao la Kujifunza\n", tables.err());
    }

    @Test
    void speaks_the_language_of_lang() {
        Kete.Result pt = review(game.toString(), "--nodes", NODES, "--lang", "pt");
        assertEquals(0, pt.code(), pt.err());
        assertTrue(
                pt.out().startsWith("Análise de Oware (Abapa) (regras normais): 52 jogadas, Norte vence 32-3"),
                pt.out());
        assertContains(pt.out(), "\n 2  Norte  a  ");
        assertTrue(pt.out().contains("erro grave") || pt.out().contains("imprecisão"), pt.out());
        assertContains(pt.out(), "Sul (Human): precisão ");

        Kete.Result sw = review(game.toString(), "--nodes", NODES, "--lang", "sw");
        assertContains(sw.out(), "Kompyuta ilichunguza nodi 2,000 katika kila nafasi.");
        assertContains(sw.out(), "Kusini (Human): usahihi ");

        Kete.Result fr = review(game.toString(), "--nodes", NODES, "--lang", "fr");
        assertContains(fr.out(), "Sud (Human)\u202F: précision ");
        assertTrue(
                Pattern.compile("\\d+\u202F% → \\d+\u202F%").matcher(fr.out()).find(), fr.out());

        // In the pseudo-language every word is a message: outside the markers are only move numbers, moves and
        // the class symbols (and the players' names from the record, left out here).
        Kete.Result pseudo = review(game.toString(), "--nodes", NODES, "--lang", "x-pseudo");
        assertEquals(0, pseudo.code(), pseudo.err());
        String outside =
                outsideMarkers(pseudo.out().replace("Human", "").replace("Kete (computer, level 2 novice)", ""));
        assertTrue(outside.matches("[\\s\\dA-Fa-f?!]*"), outside);

        Kete.Result help = review("--help", "--lang", "sw");
        assertTrue(help.out().startsWith("Matumizi: kete review FAILI [--nodes N]"), help.out());
        assertContains(help.out().replaceAll("\\s+", " "), "haimfunulii mpinzani wako chochote");
    }

    /** The text with every ⟦...⟧ (nested too) taken out. */
    private static String outsideMarkers(String text) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        for (char c : text.toCharArray()) {
            if (c == '⟦') depth++;
            else if (c == '⟧') depth--;
            else if (depth == 0) out.append(c);
        }
        return out.toString();
    }

    @Test
    void progress_is_redrawn_in_place_on_a_terminal_and_cleared() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ReviewCommand.Progress shown = new ReviewCommand.Progress(err, true, Narrator.english());
        shown.reviewed(1, 53);
        shown.reviewed(2, 53);
        shown.done();
        assertEquals(
                "\rreviewing: position 1 of 53\u001b[K\rreviewing: position 2 of 53\u001b[K\r\u001b[K",
                bytes.toString(StandardCharsets.UTF_8));
        bytes.reset();
        ReviewCommand.Progress hidden = new ReviewCommand.Progress(err, false, Narrator.english());
        hidden.reviewed(1, 53);
        hidden.done();
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }
}
