package org.kete.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.cli.Kete;
import org.kete.engine.record.GameRecord;

class MatchCommandTest {

    @Test
    void a_match_prints_the_score_and_the_elo_and_writes_every_game_as_a_record(@TempDir Path dir) throws IOException {
        Kete.Result r = Kete.command(
                "match",
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
                Kete.command(
                                "match",
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
        Kete.Result r = Kete.command(
                "match", "bao-kenyan-laps", "--a", "level:2", "--b", "mcts", "--games", "2", "--nodes", "200");
        assertEquals(0, r.code(), r.err());
        r = Kete.command("match", "bao-la-kiswahili", "--a", "ab:depth=2,nyumba=0", "--b", "ab:1", "--games", "2");
        assertEquals(0, r.code(), r.err());
        r = Kete.command(
                "match",
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
        Kete.Result r = Kete.command(
                "match",
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
        r = Kete.command("match", "oware", "--a", "level:5,hash=12", "--b", "ab");
        assertTrue(r.err().contains("only level 6 takes settings"), r.err());
        r = Kete.command("match", "oware", "--a", "level:6,speed=2", "--b", "ab");
        assertTrue(r.err().contains("search settings are lmrdepth"), r.err());
        r = Kete.command("match", "oware", "--a", "level:6,hash=40", "--b", "ab");
        assertTrue(r.err().contains("hash bits must be 10..26"), r.err());
    }

    @Test
    void level_6_with_settings_starts_from_level_6s_own_settings() {
        // Naming level 6's own table size changes nothing: the same games, move for move, as plain level 6.
        String[] common = {"--b", "level:5", "--games", "2", "--nodes", "3000", "--openings", "random:4", "--seed", "9"
        };
        Kete.Result plain = Kete.command("match", concat(new String[] {"oware", "--a", "level:6"}, common));
        Kete.Result named = Kete.command("match", concat(new String[] {"oware", "--a", "level:6,hash=20"}, common));
        assertEquals(0, plain.code(), plain.err());
        assertEquals(games(plain.out()), games(named.out()));
        // A setting that differs from level 6's does change the games.
        Kete.Result other = Kete.command("match", concat(new String[] {"oware", "--a", "level:6,lmrpv=1"}, common));
        assertTrue(!games(plain.out()).equals(games(other.out())), other.out());
    }

    @Test
    void level_6_takes_evaluation_weights_by_term_name() {
        // Level 6's own mobility weight (OwareEvaluator.Weights.DEFAULT) changes nothing; another one does.
        String[] common = {"--b", "level:5", "--games", "2", "--nodes", "3000", "--openings", "random:4", "--seed", "9"
        };
        int mobility = org.kete.ai.eval.OwareEvaluator.Weights.DEFAULT.mobility();
        Kete.Result plain = Kete.command("match", concat(new String[] {"oware", "--a", "level:6"}, common));
        Kete.Result same =
                Kete.command("match", concat(new String[] {"oware", "--a", "level:6,mobility=" + mobility}, common));
        Kete.Result other = Kete.command("match", concat(new String[] {"oware", "--a", "level:6,mobility=0"}, common));
        assertEquals(0, same.code(), same.err());
        assertEquals(games(plain.out()), games(same.out()));
        assertTrue(!games(plain.out()).equals(games(other.out())), other.out());
        Kete.Result bad = Kete.command("match", "oware", "--a", "level:6,mobilty=3", "--b", "ab");
        assertTrue(bad.err().contains("search settings are lmrdepth"), bad.err());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    /** The per-game result lines of a match's output. */
    private static java.util.List<String> games(String out) {
        return out.lines().filter(l -> l.startsWith("game ")).toList();
    }

    @Test
    void an_external_engine_speaking_the_protocol_plays_its_games() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "engine:" + java + " -cp " + System.getProperty("java.class.path")
                + " org.kete.cli.protocol.EngineProtocol";
        Kete.Result r =
                Kete.command("match", "oware", "--a", "ab:material", "--b", command, "--games", "2", "--depth", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("score A-B: +"), r.out());
    }

    @Test
    void bad_players_and_limits_are_refused_with_a_message() {
        Kete.Result r = Kete.command("match", "oware", "--a", "ab", "--b", "wizard");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("unknown player 'wizard'"), r.err());
        r = Kete.command("match", "oware", "--a", "ab:speed=3", "--b", "ab");
        assertTrue(r.err().contains("unknown evaluation term 'speed'"), r.err());
        r = Kete.command("match", "oware", "--a", "ab", "--b", "ab", "--depth", "2", "--nodes", "5");
        assertTrue(r.err().contains("one of --depth, --nodes, --movetime"), r.err());
        r = Kete.command("match", "oware", "--a", "ab");
        assertTrue(r.err().contains("--a and --b"), r.err());
        r = Kete.command("match", "chess", "--a", "ab", "--b", "ab");
        assertTrue(r.err().contains("unknown game"), r.err());
        r = Kete.command("match", "oware", "--a", "ab", "--b", "ab", "--openings", "book");
        assertTrue(r.err().contains("random:K"), r.err());
        r = Kete.command("match", "oware", "--a", "mcts:fast", "--b", "ab");
        assertTrue(r.err().contains("mcts settings"), r.err());
        r = Kete.command("match", "oware", "--a", "ab:quick", "--b", "ab");
        assertTrue(r.err().contains("ab settings are D, material, plain or term=weight"), r.err());
    }

    @Test
    void a_book_file_gives_the_openings_each_played_with_both_colours(@TempDir Path dir) throws IOException {
        Path book = dir.resolve("oware-book.txt");
        Files.writeString(book, "# two Oware openings\n1. C f 2. D\n\nF a   # a comment after the moves\n");
        Path records = dir.resolve("games");
        Kete.Result r = Kete.command(
                "match",
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
        Kete.Result r = Kete.command("match", "oware", "--a", "ab:1", "--b", "ab:1", "--openings", "book:" + book);
        assertEquals(2, r.code());
        assertTrue(r.err().contains("line 2: 'C'"), r.err());
        assertTrue(r.err().contains("North to move"), r.err());
        r = Kete.command(
                "match", "oware", "--a", "ab:1", "--b", "ab:1", "--openings", "book:" + dir.resolve("missing.txt"));
        assertTrue(r.err().contains("no such file"), r.err());
        Files.writeString(book, "# nothing but a comment\n");
        r = Kete.command("match", "oware", "--a", "ab:1", "--b", "ab:1", "--openings", "book:" + book);
        assertTrue(r.err().contains("has no openings"), r.err());
    }

    @Test
    void every_opening_of_k_plies_is_a_book() {
        Kete.Result r =
                Kete.command("match", "oware", "--a", "ab:1", "--b", "ab:1", "--games", "2", "--openings", "all:2");
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
        Kete.Result r = Kete.command(
                "match",
                "oware",
                "--a",
                "level:6",
                "--b",
                "ab:1",
                "--games",
                "2",
                "--depth",
                "2",
                "--egtb",
                dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(", level 6 with the endgame tables 0-4 of " + dir), r.out());
        Kete.Result without =
                Kete.command("match", "oware", "--a", "level:6", "--b", "ab:1", "--games", "2", "--depth", "2");
        assertTrue(!without.out().contains("endgame tables"), without.out());
        Kete.Result bad = Kete.command(
                "match",
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

    @Test
    void every_option_is_parsed_into_its_type() {
        Kete.Parsed<MatchCommand> p = Kete.parse(
                MatchCommand.class,
                "match",
                "oware",
                "grandSlam=allowed",
                "--a",
                "level:5",
                "--b",
                "mcts:eval,plies=2",
                "--games",
                "20",
                "--movetime",
                "200",
                "--openings",
                "balanced:4",
                "--records",
                "/tmp/records",
                "--seed",
                "-9",
                "--egtb",
                "/x/tables");
        assertEquals(0, p.errors());
        MatchCommand c = p.command();
        assertEquals("oware", c.gameId);
        assertEquals(List.of("grandSlam=allowed"), c.options);
        assertEquals("level:5", c.a);
        assertEquals("mcts:eval,plies=2", c.b);
        assertEquals(20, c.games);
        assertEquals(200L, c.movetime);
        assertEquals(null, c.depth);
        assertEquals(null, c.nodes);
        assertEquals("balanced:4", c.openingsSpec);
        assertEquals(Path.of("/tmp/records"), c.records);
        assertEquals(-9L, c.seed);
        assertEquals(Path.of("/x/tables"), c.egtb);
        MatchCommand d = Kete.parse(MatchCommand.class, "match", "nam-nam", "--depth", "3", "--nodes", "9")
                .command();
        assertEquals(3, d.depth);
        assertEquals(9L, d.nodes);
        assertEquals(2, d.games, "default");
        assertEquals(1L, d.seed, "default");
    }

    @Test
    void bad_option_values_get_one_line_naming_the_option() {
        Map<List<String>, String> cases = new LinkedHashMap<>();
        cases.put(List.of("--games", "x"), "kete: --games needs a whole number, not 'x'; see kete match --help");
        cases.put(List.of("--games", "0"), "kete: --games must be 1..1000000; see kete match --help");
        cases.put(List.of("--depth", "0"), "kete: --depth must be 1..");
        cases.put(List.of("--nodes", "-5"), "kete: --nodes must be 1..");
        cases.put(List.of("--movetime", "0"), "kete: --movetime must be 1..86400000; see kete match --help");
        cases.put(List.of("--seed", "s"), "kete: --seed needs a whole number, not 's'; see kete match --help");
        cases.put(List.of("--records"), "kete: --records needs a value; see kete match --help");
        cases.put(List.of("--c", "ab"), "kete: unknown option --c for kete match; see kete match --help");
        cases.put(List.of("--depth", "2", "--movetime", "5"), "kete: give one of --depth, --nodes, --movetime");
        cases.put(List.of("speed"), "kete: unexpected argument 'speed': rule options are written name=value");
        cases.forEach((args, start) -> {
            List<String> all = new java.util.ArrayList<>(List.of("oware", "--a", "ab", "--b", "ab"));
            all.addAll(args);
            Kete.Result r = Kete.command("match", all.toArray(String[]::new));
            assertEquals(2, r.code(), args + " -> " + r.err());
            assertTrue(r.err().startsWith(start), args + " -> " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        });
        Kete.Result none = Kete.command("match");
        assertEquals(2, none.code());
        assertEquals(
                "kete: name the game, e.g. match oware ...; see kete match --help",
                none.err().strip());
    }

    @Test
    void help_lists_the_options_and_the_players() {
        Kete.Result r = Kete.command("match", "--help");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Usage: kete match"), r.out());
        for (String o : List.of(
                "--a=<player>",
                "--b=<player>",
                "--games=N",
                "--depth=D",
                "--nodes=N",
                "--movetime=MS",
                "--openings=SPEC",
                "--records=DIR",
                "--seed=S",
                "--egtb=DIR",
                "| mcts |",
                "engine:[kete|aalina")) {
            assertTrue(r.out().contains(o), o + " in\n" + r.out());
        }
        assertEquals("", r.err());
    }
}
