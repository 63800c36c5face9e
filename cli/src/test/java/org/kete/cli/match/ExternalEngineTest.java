package org.kete.cli.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.cli.Kete;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

class ExternalEngineTest {

    @Test
    void a_player_names_its_dialect_and_options_before_the_command() {
        var s = ExternalEngine.Spec.parse("aalina,OwnBook=false,Hash=64:/opt/aalina/aalina-uci --fast");
        assertEquals(ExternalEngine.Dialect.AALINA, s.dialect());
        assertEquals(Map.of("OwnBook", "false", "Hash", "64"), s.options());
        assertEquals("/opt/aalina/aalina-uci --fast", s.command());
        s = ExternalEngine.Spec.parse("Aalina:./aalina-uci");
        assertEquals(ExternalEngine.Dialect.AALINA, s.dialect());
        assertEquals("./aalina-uci", s.command());
        // A command of its own, colons and all (a class path), speaks Kete's protocol.
        s = ExternalEngine.Spec.parse("java -cp a.jar:b.jar org.kete.cli.protocol.EngineProtocol");
        assertEquals(ExternalEngine.Dialect.KETE, s.dialect());
        assertEquals("java -cp a.jar:b.jar org.kete.cli.protocol.EngineProtocol", s.command());
        assertEquals(Map.of(), s.options());
    }

    @Test
    void the_moves_of_a_game_are_recovered_from_its_search_state_which_ends_as_it_began() {
        SplittableRandom rng = new SplittableRandom(14);
        int[] buffer = new int[SearchState.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            SearchState s = Oware.TYPE.create().searchState(Oware.TYPE.create().start());
            List<Integer> made = new ArrayList<>();
            int plies = rng.nextInt(120);
            while (made.size() < plies && !s.isOver()) {
                int n = s.legalMoves(buffer);
                int m = buffer[rng.nextInt(n)];
                s.make(m);
                made.add(m);
            }
            long hash = s.hash();
            String position = s.toPosition().text();
            int[] moves = ExternalEngine.history(s, buffer);
            assertArrayEquals(made.stream().mapToInt(Integer::intValue).toArray(), moves);
            assertEquals(hash, s.hash());
            assertEquals(position, s.toPosition().text());
            assertEquals(made.size(), s.ply());
        }
    }

    /**
     * A stand-in for Aalina: a script that records every line it is sent and hands it on to Kete's own protocol,
     * which reads joined moves and ignores Aalina's options, so the games are real and the transcript shows the
     * dialect.
     */
    @Test
    void the_aalina_dialect_joins_the_moves_and_names_the_engine_side_before_each_game(@TempDir Path dir)
            throws IOException {
        Path log = dir.resolve("sent.txt");
        Path script = dir.resolve("fake-aalina");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(
                script,
                "#!/bin/sh\ntee -a '" + log + "' | exec '" + java + "' -cp '" + System.getProperty("java.class.path")
                        + "' org.kete.cli.protocol.EngineProtocol\n",
                StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Kete.Result r = Kete.command(
                "match",
                "oware",
                "--a",
                "ab:2",
                "--b",
                "engine:aalina,OwnBook=false:" + script,
                "--games",
                "2",
                "--depth",
                "2",
                "--openings",
                "random:2",
                "--seed",
                "3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("score A-B: +"), r.out());
        List<String> sent = Files.readAllLines(log);
        assertEquals(List.of("uci", "setoption name OwnBook value false", "isready"), sent.subList(0, 3));
        assertTrue(sent.stream().noneMatch(l -> l.startsWith("game ")), "no Kete-only commands: " + sent);
        // Game 1: A is South, so the engine plays North; game 2 the other way round.
        List<String> sides = new ArrayList<>();
        String previous = null;
        for (int i = 3; i < sent.size(); i++) {
            String line = sent.get(i);
            if (line.equals("ucinewgame")) {
                String turn = sent.get(i + 1);
                assertTrue(turn.startsWith("setoption name EngineTurn value "), turn);
                sides.add(turn.substring(turn.lastIndexOf(' ') + 1));
                assertTrue(sent.get(i + 2).startsWith("position "), "the side is set before the first go");
                previous = null;
            } else if (line.startsWith("position ")) {
                assertTrue(line.matches("position startpos moves [A-Fa-f]+"), line);
                String moves = line.substring(line.lastIndexOf(' ') + 1);
                // A game's first position is the two plies of its opening, and South's move after them when the
                // engine plays North; each later one is the previous with the engine's move and the reply.
                String side = sides.get(sides.size() - 1);
                int expected = previous == null ? (side.equals("north") ? 3 : 2) : previous.length() + 2;
                assertEquals(expected, moves.length(), line);
                assertTrue(moves.startsWith(previous == null ? "" : previous), line);
                previous = moves;
                assertTrue(sent.get(i + 1).startsWith("go depth 2"), sent.get(i + 1));
            }
        }
        assertEquals(List.of("north", "south"), sides);
        assertEquals("quit", sent.get(sent.size() - 1));
    }

    @Test
    void the_aalina_dialect_is_refused_where_it_cannot_play() {
        Kete.Result r = Kete.command("match", "bao-la-kiswahili", "--a", "ab:1", "--b", "engine:aalina:./aalina-uci");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("the aalina dialect plays Oware only"), r.err());
        r = Kete.command("match", "oware", "--a", "ab:1", "--b", "engine:aalina:./aalina-uci", "--nodes", "100");
        assertTrue(r.err().contains("no node limit"), r.err());
    }
}
