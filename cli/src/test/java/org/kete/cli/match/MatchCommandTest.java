package org.kete.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.engine.record.GameRecord;

class MatchCommandTest {

    record Result(int code, String out, String err) {}

    static Result match(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = MatchCommand.run(args, o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void a_match_prints_the_score_and_the_elo_and_writes_every_game_as_a_record(@TempDir Path dir) throws IOException {
        Result r = match(
                "oware",
                "--a",
                "ab",
                "--b",
                "ab:material",
                "--games",
                "4",
                "--depth",
                "2",
                "--openings",
                "random:4",
                "--records",
                dir.toString(),
                "--seed",
                "5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("score A-B: +"), r.out());
        assertTrue(r.out().contains("Elo A-B: "), r.out());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.sorted().toList();
        }
        assertEquals(4, files.size());
        GameRecord first = GameRecord.read(Files.readString(files.get(0)));
        assertEquals("ab", first.tag("South"));
        assertEquals("ab:material", first.tag("North"));
        assertTrue(first.finalPosition().isOver());
        GameRecord second = GameRecord.read(Files.readString(files.get(1)));
        assertEquals("ab", second.tag("North"), "colours alternate");
        // The same seed replays the same match.
        assertEquals(
                r.out(),
                match(
                                "oware",
                                "--a",
                                "ab",
                                "--b",
                                "ab:material",
                                "--games",
                                "4",
                                "--depth",
                                "2",
                                "--openings",
                                "random:4",
                                "--records",
                                dir.toString(),
                                "--seed",
                                "5")
                        .out());
    }

    @Test
    void levels_mcts_and_reweighted_evaluations_are_players() {
        Result r = match("bao-kenyan-laps", "--a", "level:2", "--b", "mcts", "--games", "2", "--nodes", "200");
        assertEquals(0, r.code(), r.err());
        r = match("bao-la-kiswahili", "--a", "ab:depth=2,nyumba=0", "--b", "ab:1", "--games", "2");
        assertEquals(0, r.code(), r.err());
        r = match(
                "bao-la-kujifunza",
                "--a",
                "ab:2,plain",
                "--b",
                "mcts:eval,plies=2,scale=300",
                "--games",
                "2",
                "--nodes",
                "300",
                "--openings",
                "balanced:4");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("balanced openings of 4 plies"), r.out());
        assertTrue(r.out().contains("(95%: "), r.out());
    }

    @Test
    void level_6_with_other_search_settings_is_a_player_and_bad_settings_are_refused() {
        Result r = match(
                "oware",
                "--a",
                "level:6,hash=12,lmrpv=1,partial=0,nobook",
                "--b",
                "level:6,plain",
                "--games",
                "2",
                "--nodes",
                "2000");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("score A-B: +"), r.out());
        r = match("oware", "--a", "level:5,hash=12", "--b", "ab");
        assertTrue(r.err().contains("only level 6 takes settings"), r.err());
        r = match("oware", "--a", "level:6,speed=2", "--b", "ab");
        assertTrue(r.err().contains("search settings are lmrdepth"), r.err());
        r = match("oware", "--a", "level:6,hash=40", "--b", "ab");
        assertTrue(r.err().contains("hash bits must be 10..26"), r.err());
    }

    @Test
    void an_external_engine_speaking_the_protocol_plays_its_games() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "engine:" + java + " -cp " + System.getProperty("java.class.path")
                + " org.kete.cli.protocol.EngineProtocol";
        Result r = match("oware", "--a", "ab:material", "--b", command, "--games", "2", "--depth", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("score A-B: +"), r.out());
    }

    @Test
    void bad_players_and_limits_are_refused_with_a_message() {
        Result r = match("oware", "--a", "ab", "--b", "wizard");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("unknown player 'wizard'"), r.err());
        r = match("oware", "--a", "ab:speed=3", "--b", "ab");
        assertTrue(r.err().contains("unknown evaluation term 'speed'"), r.err());
        r = match("oware", "--a", "ab", "--b", "ab", "--depth", "2", "--nodes", "5");
        assertTrue(r.err().contains("one of --depth, --nodes, --movetime"), r.err());
        r = match("oware", "--a", "ab");
        assertTrue(r.err().contains("--a and --b"), r.err());
        r = match("chess", "--a", "ab", "--b", "ab");
        assertTrue(r.err().contains("unknown game"), r.err());
        r = match("oware", "--a", "ab", "--b", "ab", "--openings", "book");
        assertTrue(r.err().contains("random:K"), r.err());
        r = match("oware", "--a", "mcts:fast", "--b", "ab");
        assertTrue(r.err().contains("mcts settings"), r.err());
        r = match("oware", "--a", "ab:quick", "--b", "ab");
        assertTrue(r.err().contains("ab settings are D, material, plain or term=weight"), r.err());
    }

    @Test
    void a_book_file_gives_the_openings_each_played_with_both_colours(@TempDir Path dir) throws IOException {
        Path book = dir.resolve("oware-book.txt");
        Files.writeString(book, "# two Oware openings\n1. C f 2. D\n\nF a   # a comment after the moves\n");
        Path records = dir.resolve("games");
        Result r = match(
                "oware",
                "--a",
                "ab:1",
                "--b",
                "ab:1",
                "--games",
                "4",
                "--openings",
                "book:" + book,
                "--records",
                records.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("2 openings from " + book), r.out());
        List<Path> files;
        try (Stream<Path> s = Files.list(records)) {
            files = s.sorted().toList();
        }
        assertEquals(4, files.size());
        // Games 1 and 2 start C f D, games 3 and 4 start F a; the players swap colours within each pair.
        String[] starts = {"C f D", "C f D", "F a", "F a"};
        for (int i = 0; i < 4; i++) {
            GameRecord g = GameRecord.read(Files.readString(files.get(i)));
            String moves = String.join(
                    " ",
                    g.moves().subList(0, starts[i].split(" ").length).stream()
                            .map(m -> m.notation())
                            .toList());
            assertEquals(starts[i], moves, files.get(i).toString());
        }
    }

    @Test
    void a_bad_book_is_refused_with_the_line_and_the_reason(@TempDir Path dir) throws IOException {
        Path book = dir.resolve("bad.txt");
        Files.writeString(book, "C f\nC C\n");
        Result r = match("oware", "--a", "ab:1", "--b", "ab:1", "--openings", "book:" + book);
        assertEquals(2, r.code());
        assertTrue(r.err().contains("line 2: 'C'"), r.err());
        assertTrue(r.err().contains("North to move"), r.err());
        r = match("oware", "--a", "ab:1", "--b", "ab:1", "--openings", "book:" + dir.resolve("missing.txt"));
        assertTrue(r.err().contains("no such file"), r.err());
        Files.writeString(book, "# nothing but a comment\n");
        r = match("oware", "--a", "ab:1", "--b", "ab:1", "--openings", "book:" + book);
        assertTrue(r.err().contains("has no openings"), r.err());
    }

    @Test
    void every_opening_of_k_plies_is_a_book() {
        Result r = match("oware", "--a", "ab:1", "--b", "ab:1", "--games", "2", "--openings", "all:2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("36 openings from every opening of 2 plies"), r.out());
    }

    @Test
    void level_6_searches_with_endgame_tables_only_when_asked(@TempDir Path dir) {
        var builder = new org.kete.ai.egtb.OwareEgtbBuilder(org.kete.ai.egtb.TableRules.of(""));
        for (int k = 0; k <= 4; k++) {
            builder.buildLayer(k);
            org.kete.ai.egtb.EgtbFile.write(dir, k, builder.rules(), builder.layer(k));
        }
        Result r = match(
                "oware", "--a", "level:6", "--b", "ab:1", "--games", "2", "--depth", "2", "--egtb", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(", level 6 with the endgame tables 0-4 of " + dir), r.out());
        Result without = match("oware", "--a", "level:6", "--b", "ab:1", "--games", "2", "--depth", "2");
        assertTrue(!without.out().contains("endgame tables"), without.out());
        Result bad = match(
                "oware",
                "--a",
                "level:6",
                "--b",
                "ab:1",
                "--egtb",
                dir.resolve("none").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("no endgame table directory"), bad.err());
    }
}
