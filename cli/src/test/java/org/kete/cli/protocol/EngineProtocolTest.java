package org.kete.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.engine.Game;
import org.kete.engine.Position;
import org.kete.engine.oware.Oware;

class EngineProtocolTest {
    /** The registry grows as games are added; the messages list every id. */
    private static final String GAME_IDS = org.kete.engine.Games.all().stream()
            .map(org.kete.engine.GameType::id)
            .collect(java.util.stream.Collectors.joining(", "));

    private static final Game OWARE = Oware.TYPE.create();
    private static final String START_STATE = "{\"game\":\"oware\",\"options\":{\"grandSlam\":\"forfeit\","
            + "\"cycleRule\":\"split\",\"winThreshold\":\"25\",\"firstPlayer\":\"south\"},"
            + "\"position\":\"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\",\"start\":\"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\","
            + "\"moves\":[],\"pitNames\":[\"A\",\"B\",\"C\",\"D\",\"E\",\"F\",\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"],"
            + "\"pits\":[4,4,4,4,4,4,4,4,4,4,4,4],\"scores\":{\"south\":0,\"north\":0},\"toMove\":\"south\","
            + "\"legalMoves\":[\"A\",\"B\",\"C\",\"D\",\"E\",\"F\"],\"over\":false,\"winner\":null,\"result\":\"*\","
            + "\"endReason\":null}";
    private static final Pattern INFO = Pattern.compile(
            "info depth \\d+ score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ time \\d+ pv( [A-Fa-f])+");

    /** Runs a script through the protocol; returns the output lines (the exit code is checked to be 0). */
    private static List<String> run(String... lines) {
        String script = String.join("\n", lines) + "\n";
        return run(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> run(InputStream in) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(0, EngineProtocol.run(in, out));
        String text = bytes.toString(StandardCharsets.UTF_8);
        return text.isEmpty() ? List.of() : List.of(text.split("\n", -1)).subList(0, text.split("\n", -1).length - 1);
    }

    private static List<String> withoutInfo(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            if (!l.startsWith("info ")) out.add(l);
        }
        return out;
    }

    @Test
    void uci_handshake() {
        assertEquals(
                List.of(
                        "id name Kete",
                        "id author the Kete developers",
                        "option name Hash type spin default 32 min 1 max 1024",
                        "option name Level type spin default 6 min 1 max 6",
                        "option name Ponder type check default false",
                        "option name EgtbDir type string default <empty>",
                        "option name OwnBook type check default true",
                        "uciok",
                        "readyok"),
                run("uci", "isready", "ucinewgame", "quit"));
    }

    @Test
    void the_state_of_the_start_position_is_one_line_of_json() {
        assertEquals(List.of(START_STATE), run("state"));
        assertEquals(List.of(START_STATE), run("position startpos", "state"));
    }

    @Test
    void oware_moves_may_be_written_together_or_apart() {
        String expected = "6-1-6-6-5-1-6-5-0-6-5-1-0-0-S";
        for (String command : List.of(
                "position startpos moves FfBc", "position startpos moves F f B c", "position startpos moves Ff Bc")) {
            List<String> out = run(command, "state");
            assertEquals(1, out.size());
            assertTrue(out.get(0).contains("\"position\":\"" + expected + "\""), out.get(0));
            assertTrue(out.get(0).contains("\"moves\":[\"F\",\"f\",\"B\",\"c\"]"), out.get(0));
        }
    }

    @Test
    void position_fen_then_moves() {
        List<String> out = run("position fen 2-0-0-0-0-1-1-0-0-0-1-0-23-20-S moves F", "state");
        assertEquals(
                List.of("{\"game\":\"oware\",\"options\":{\"grandSlam\":\"forfeit\",\"cycleRule\":\"split\","
                        + "\"winThreshold\":\"25\",\"firstPlayer\":\"south\"},"
                        + "\"position\":\"2-0-0-0-0-0-0-0-0-0-1-0-25-20-N\","
                        + "\"start\":\"2-0-0-0-0-1-1-0-0-0-1-0-23-20-S\",\"moves\":[\"F\"],"
                        + "\"pitNames\":[\"A\",\"B\",\"C\",\"D\",\"E\",\"F\",\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"],"
                        + "\"pits\":[2,0,0,0,0,0,0,0,0,0,1,0],\"scores\":{\"south\":25,\"north\":20},"
                        + "\"toMove\":\"north\",\"legalMoves\":[],\"over\":true,\"winner\":\"south\","
                        + "\"result\":\"1-0\",\"endReason\":\"threshold\"}"),
                out);
    }

    @Test
    void moves_play_and_display() {
        List<String> out = run("moves", "play F", "play f B", "moves", "d", "display");
        List<String> board = List.of(
                "        f   e   d   c   b   a",
                "North   0   4   5   5   5   6   score 0",
                "South   5   0   6   6   5   1   score 0",
                "        A   B   C   D   E   F",
                "North to move, position 5-0-6-6-5-1-6-5-5-5-4-0-0-0-N");
        List<String> expected = new ArrayList<>();
        expected.add("moves A B C D E F");
        expected.add("moves a b c d e");
        expected.addAll(board);
        expected.addAll(board);
        assertEquals(expected, out);
    }

    @Test
    void display_of_the_start_position() {
        assertEquals(
                List.of(
                        "        f   e   d   c   b   a",
                        "North   4   4   4   4   4   4   score 0",
                        "South   4   4   4   4   4   4   score 0",
                        "        A   B   C   D   E   F",
                        "South to move, position 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"),
                run("d"));
    }

    @Test
    void malformed_or_illegal_input_gets_one_error_line_and_the_engine_keeps_going() {
        List<String> out = run(
                "fly",
                "position",
                "position somewhere",
                "position startpos F",
                "position fen",
                "position fen 1-2-3",
                "position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-X",
                "position startpos moves F F",
                "position startpos moves FfX",
                "play",
                "play g",
                "play a",
                "go depth x",
                "go depth 0",
                "go movetime",
                "go sideways",
                "game",
                "game chess",
                "game oware grandSlam=sometimes",
                "game oware colour=red",
                "setoption name Hash value lots",
                "setoption name Colour value red",
                "setoption name OwnBook value sometimes",
                "setoption",
                "state");
        List<String> expected = List.of(
                "error unknown command 'fly'; commands: uci isready ucinewgame position go stop wait quit setoption"
                        + " game moves play state d help",
                "error position needs startpos or fen <position>, e.g. position startpos moves FfBc",
                "error position needs startpos or fen <position>, not 'somewhere'",
                "error unexpected 'F' after startpos; the moves follow 'moves'",
                "error position fen needs a position text, e.g. position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
                "error an Oware position has 12 pit counts, two scores and the side to move, separated by '-', e.g."
                        + " 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S; got '1-2-3'",
                "error the side to move is S or N, not 'X'",
                "error move 2 'F': F is South's pit; North to move plays a-f",
                "error move 3 'X': 'X' is not an Oware move: write a pit letter, A-F for South, a-f for North",
                "error play needs a move, e.g. play A",
                "error move 1 'g': 'g' is not an Oware move: write a pit letter, A-F for South, a-f for North",
                "error move 1 'a': a is North's pit; South to move plays A-F",
                "error go depth needs a whole number from 1 to 120, not 'x'",
                "error go depth needs a whole number from 1 to 120, not '0'",
                "error go movetime needs a number",
                "error go does not know 'sideways'; write go depth <n>, go nodes <n>, go movetime <ms>, go infinite"
                        + " or go wtime <ms> btime <ms> [winc <ms> binc <ms> movestogo <n>] [ponder]",
                "error game needs a game id, e.g. game oware; games: " + GAME_IDS,
                "error unknown game 'chess'; games: " + GAME_IDS,
                "error option grandSlam has no value 'sometimes'; allowed: forfeit, allowed, allowed-if-wins, illegal",
                "error unknown rule option 'colour'; this game has: grandSlam, cycleRule, winThreshold, firstPlayer",
                "error option Hash takes a whole number from 1 to 1024, not 'lots'",
                "info string no option 'Colour' (ignored); options: Hash, Level, Ponder, EgtbDir, OwnBook",
                "error option OwnBook is true or false, not 'sometimes'",
                "error setoption is written setoption name <name> value <value>",
                START_STATE);
        assertEquals(expected, out);
    }

    @Test
    void options_of_other_engines_are_ignored_with_a_note_and_change_nothing() {
        // What a GUI made for Aalina sends before its games: OwnBook is Kete's too, the rest is not; no errors.
        List<String> out = run(
                "setoption name EngineTurn value north",
                "setoption name OwnBook value false",
                "setoption name UseLeaves value true",
                "setoption name Hash value 8",
                "position startpos moves FfBc",
                "go depth 3");
        assertEquals(
                List.of(
                        "info string no option 'EngineTurn' (ignored); options: Hash, Level, Ponder, EgtbDir, OwnBook",
                        "info string no option 'UseLeaves' (ignored); options: Hash, Level, Ponder, EgtbDir, OwnBook"),
                out.subList(0, 2));
        assertTrue(out.get(out.size() - 1).startsWith("bestmove "), out.toString());
        assertTrue(out.stream().noneMatch(l -> l.startsWith("error")), out.toString());
    }

    @Test
    void wait_reads_nothing_more_until_the_running_search_has_printed_its_bestmove() {
        // isready is answered at once even during a search; after wait it can only come after the bestmove.
        List<String> lines = run("position startpos", "go depth 12", "wait", "isready");
        int best = indexStarting(lines, "bestmove ");
        int ready = lines.indexOf("readyok");
        assertTrue(best >= 0 && ready > best, lines.toString());
        // While searching it cannot end a go infinite: only stop can, and wait would block forever.
        assertEquals(
                List.of("error a search is running (go infinite or go ponder); send stop first"),
                withoutInfo(run("go infinite", "wait", "stop")).subList(0, 1));
    }

    private static int indexStarting(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).startsWith(prefix)) return i;
        return -1;
    }

    @Test
    void a_refused_position_or_play_leaves_the_position_as_it_was() {
        List<String> out = run("position startpos moves Ff", "position startpos moves A b Q", "play F x", "state");
        assertEquals(3, out.size());
        assertTrue(out.get(2).contains("\"moves\":[\"F\",\"f\"]"), out.get(2));
    }

    @Test
    void game_chooses_the_rules_and_resets_to_the_start() {
        List<String> out =
                run("position startpos moves FfBc", "game oware grandSlam=allowed firstPlayer=north", "state");
        assertEquals(1, out.size());
        String s = out.get(0);
        assertTrue(
                s.contains("\"options\":{\"grandSlam\":\"allowed\",\"cycleRule\":\"split\",\"winThreshold\":\"25\","
                        + "\"firstPlayer\":\"north\"}"),
                s);
        assertTrue(s.contains("\"position\":\"4-4-4-4-4-4-4-4-4-4-4-4-0-0-N\""), s);
        assertTrue(s.contains("\"moves\":[]"), s);
        assertTrue(s.contains("\"legalMoves\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"]"), s);
    }

    @Test
    void go_depth_reports_each_iteration_then_the_searchers_best_move() {
        List<String> out = run("position startpos moves FfBc", "go depth 6");
        assertEquals(7, out.size(), String.join("\n", out));
        for (int d = 1; d <= 6; d++) {
            assertTrue(INFO.matcher(out.get(d - 1)).matches(), out.get(d - 1));
            assertTrue(out.get(d - 1).startsWith("info depth " + d + " "), out.get(d - 1));
        }
        // Level 6's own search (its settings, from an empty table, no book), as a fresh searcher finds it.
        Position p = OWARE.parsePosition("6-1-6-6-5-1-6-5-0-6-5-1-0-0-S");
        SearchResult r = Levels.strongestSettings(new AlphaBeta(20, org.kete.ai.eval.Evaluators.forGame("oware")))
                .search(OWARE.searchState(p), SearchLimits.depth(6));
        String best = "bestmove " + OWARE.pitName(r.pv()[0]) + " ponder " + OWARE.pitName(r.pv()[1]);
        assertEquals(best, out.get(6));
        assertTrue(out.get(5).contains(" nodes " + r.nodes() + " "), out.get(5));
    }

    @Test
    void a_fixed_limit_search_is_the_same_after_other_searches() {
        // go depth starts from an empty table even though level 6 keeps its table between timed searches.
        List<String> alone = run("position startpos moves FfBc", "go depth 7");
        // (Without the book, so the timed search really searches and fills the table.)
        List<String> after = run(
                "setoption name OwnBook value false",
                "position startpos moves Ff",
                "go movetime 100",
                "position startpos moves FfBc",
                "go depth 7");
        assertEquals(withoutTimes(alone), withoutTimes(after.subList(after.size() - alone.size(), after.size())));
    }

    private static List<String> withoutTimes(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) out.add(l.replaceAll(" nps \\d+ time \\d+", ""));
        return out;
    }

    @Test
    void the_strongest_level_plays_its_book_move_at_the_start_when_own_book_is_on() {
        Position start = OWARE.start();
        var entry = org.kete.ai.book.OpeningBook.shipped("oware")
                .lookup(OWARE, start)
                .orElseThrow();
        String bookLine = "info depth " + entry.depth() + " score cp " + entry.score() + " nodes 0 ";
        // OwnBook is on by default: a timed search at the start answers with the book's move, searching nothing.
        List<String> on = run("position startpos", "go movetime 2000");
        assertEquals(2, on.size(), on.toString());
        assertTrue(on.get(0).startsWith(bookLine), on.get(0));
        assertTrue(on.get(1).startsWith("bestmove " + entry.notation()), on.get(1));
        // With it off the same go searches from depth 1.
        List<String> off = run("setoption name OwnBook value false", "position startpos", "go movetime 100");
        assertTrue(off.get(0).startsWith("info depth 1 "), off.toString());
        assertTrue(off.stream().noneMatch(l -> l.startsWith(bookLine)), off.toString());
        // (On a loaded machine 100 ms may finish only depth 1, whose line has no expected reply.)
        assertTrue(off.get(off.size() - 1).matches("bestmove [A-F]( ponder [a-f])?"), off.toString());
        assertTrue(off.get(0).matches("info depth 1 score cp -?\\d+ nodes [1-9].*"), off.toString());
        // A fixed-limit search never answers from the book, so go depth stays reproducible.
        List<String> depth = run("position startpos", "go depth 3");
        assertEquals(4, depth.size(), depth.toString());
        assertTrue(depth.get(0).startsWith("info depth 1 "), depth.toString());
        // The book is the strongest level's: level 5 searches at the start even with OwnBook on.
        List<String> five = run("setoption name Level value 5", "position startpos", "go movetime 100");
        assertTrue(five.get(0).startsWith("info depth 1 "), five.toString());
    }

    @Test
    void a_win_at_once_is_reported_as_mate_in_one() {
        List<String> out = run("position fen 2-0-0-0-0-1-1-0-0-0-1-0-23-20-S", "go depth 5");
        assertEquals(2, out.size(), String.join("\n", out));
        assertTrue(out.get(0).startsWith("info depth 1 score mate 1 nodes "), out.get(0));
        assertTrue(out.get(0).endsWith(" pv F"), out.get(0));
        assertEquals("bestmove F", out.get(1));
    }

    @Test
    void bestmove_0000_when_the_game_is_over() {
        assertEquals(
                List.of("bestmove 0000", "bestmove 0000"),
                run("position fen 2-0-0-0-0-1-1-0-0-0-1-0-23-20-S moves F", "go depth 3", "go movetime 10"));
    }

    @Test
    void go_nodes_and_go_movetime_give_legal_moves() {
        List<String> out = withoutInfo(run("go nodes 5000", "go movetime 50", "go", "go wtime 2000 btime 2000"));
        assertEquals(4, out.size(), String.join("\n", out));
        // go nodes searches; the timed ones answer from the book at the start, which has no expected reply.
        assertTrue(out.get(0).matches("bestmove [A-F] ponder [a-f]"), out.get(0));
        for (String l : out) assertTrue(l.matches("bestmove [A-F]( ponder [a-f])?"), l);
    }

    @Test
    void commands_after_go_wait_for_its_best_move() {
        List<String> out = withoutInfo(run("go depth 5", "play A", "moves"));
        assertEquals(2, out.size());
        assertTrue(out.get(0).startsWith("bestmove "));
        assertEquals("moves a b c d e f", out.get(1));
    }

    @Test
    void go_infinite_waits_for_stop_and_refuses_other_commands_meanwhile() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Thread engine = new Thread(() -> EngineProtocol.run(in, out));
        engine.start();
        // A win in one: the search ends at once by itself, and its best move must still wait for stop.
        feed.write("position fen 2-0-0-0-0-1-1-0-0-0-1-0-23-20-S\ngo infinite\nstate\nisready\n"
                .getBytes(StandardCharsets.UTF_8));
        feed.flush();
        // Until stop, the engine answers but never sends its best move; wait for readyok to know it read all.
        waitFor(bytes, "readyok");
        awaitHeldBestMove();
        assertTrue(!bytes.toString(StandardCharsets.UTF_8).contains("bestmove"));
        feed.write("stop\nquit\n".getBytes(StandardCharsets.UTF_8));
        feed.close();
        engine.join(10_000);
        List<String> lines =
                withoutInfo(List.of(bytes.toString(StandardCharsets.UTF_8).split("\n")));
        assertEquals("error a search is running (go infinite or go ponder); send stop first", lines.get(0));
        assertEquals("readyok", lines.get(1));
        assertTrue(lines.get(2).matches("bestmove [A-F]( ponder [a-f])?"), lines.get(2));
        assertEquals(3, lines.size());
    }

    @Test
    void go_ponder_thinks_until_ponderhit_then_on_the_clock() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Thread engine = new Thread(() -> EngineProtocol.run(in, out));
        engine.start();
        // North wins in one: the ponder search ends at once by itself, and its best move waits for ponderhit.
        feed.write("position fen 1-0-0-0-1-0-2-0-0-0-0-1-20-23-N\ngo ponder movetime 100\nisready\n"
                .getBytes(StandardCharsets.UTF_8));
        feed.flush();
        waitFor(bytes, "readyok");
        awaitHeldBestMove();
        assertTrue(!bytes.toString(StandardCharsets.UTF_8).contains("bestmove"), "no best move while pondering");
        feed.write("ponderhit\n".getBytes(StandardCharsets.UTF_8));
        feed.flush();
        // After ponderhit the search runs on its 100 ms and answers by itself, without stop.
        waitFor(bytes, "bestmove");
        feed.write("ponderhit\nquit\n".getBytes(StandardCharsets.UTF_8));
        feed.close();
        engine.join(10_000);
        List<String> lines =
                withoutInfo(List.of(bytes.toString(StandardCharsets.UTF_8).split("\n")));
        assertEquals("readyok", lines.get(0));
        assertTrue(lines.get(1).matches("bestmove [a-f]( ponder [A-F])?"), lines.get(1));
        assertEquals("error ponderhit needs a running go ponder search", lines.get(2));
        assertEquals(3, lines.size());
    }

    @Test
    void quit_ends_at_once_and_ignores_the_rest() {
        List<String> out = withoutInfo(run("go infinite", "quit", "uci"));
        assertEquals(1, out.size());
        assertTrue(out.get(0).startsWith("bestmove "), out.get(0));
    }

    @Test
    void end_of_input_lets_a_running_search_finish_and_exits_cleanly() {
        List<String> out = run("go depth 3");
        assertEquals(4, out.size());
        assertTrue(out.get(3).startsWith("bestmove "));
        assertEquals(List.of(), run());
        assertEquals(List.of(), run("", "   ", "\t"));
    }

    @Test
    void a_lower_level_is_weaker_but_plays_legal_moves() {
        List<String> out =
                withoutInfo(run("setoption name Level value 1", "go depth 8", "setoption name level value 6"));
        assertEquals(1, out.size());
        assertTrue(out.get(0).matches("bestmove [A-F]( ponder [a-f])?"), out.get(0));
        List<String> info = run("setoption name Level value 1", "go depth 8");
        assertTrue(info.get(0).startsWith("info depth 1 "), "level 1 searches one ply: " + info);
    }

    @Test
    void scores_are_hundredths_of_a_seed_or_moves_to_a_proven_end() {
        assertEquals("cp 0", EngineProtocol.scoreText(0));
        assertEquals("cp -300", EngineProtocol.scoreText(-300));
        assertEquals("mate 1", EngineProtocol.scoreText(AlphaBeta.WIN - 1));
        assertEquals("mate 3", EngineProtocol.scoreText(AlphaBeta.WIN - 5));
        assertEquals("mate -1", EngineProtocol.scoreText(-AlphaBeta.WIN + 2));
    }

    @Test
    void clock_time_is_shared_out_over_the_moves_to_go() {
        assertEquals(1000 + 750, EngineProtocol.allotTime(30_000, 1000, 0));
        assertEquals(5000, EngineProtocol.allotTime(10_000, 0, 1));
        assertEquals(1, EngineProtocol.allotTime(0, 0, 0));
        assertEquals(20, EngineProtocol.tableBits(32));
        assertEquals(15, EngineProtocol.tableBits(1));
    }

    /**
     * Waits until the search thread has finished its search and holds its best move back: it waits on a latch
     * (searching, it runs; writing, it would be blocked, never waiting).
     */
    private static void awaitHeldBestMove() throws InterruptedException {
        for (int i = 0; i < 1000; i++) {
            for (Thread t : Thread.getAllStackTraces().keySet()) {
                if (t.getName().equals("kete-search")
                        && t.getState() == Thread.State.WAITING
                        && java.util.Arrays.stream(t.getStackTrace())
                                .anyMatch(f -> f.getClassName().equals(CountDownLatch.class.getName()))) {
                    return;
                }
            }
            Thread.sleep(10);
        }
        fail("the search never held its best move back");
    }

    private static void waitFor(ByteArrayOutputStream bytes, String text) throws InterruptedException {
        for (int i = 0; i < 1000 && !bytes.toString(StandardCharsets.UTF_8).contains(text); i++) Thread.sleep(10);
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains(text), "no " + text);
    }

    @Test
    void with_endgame_tables_an_oware_ending_is_scored_exactly(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        var builder = new org.kete.ai.egtb.OwareEgtbBuilder(org.kete.ai.egtb.TableRules.of(""));
        for (int k = 0; k <= 4; k++) {
            builder.buildLayer(k);
            org.kete.ai.egtb.EgtbFile.write(dir, k, builder.rules(), builder.layer(k));
        }
        // Three seeds on the board, South 22 and North 23 captured: the tables know how it ends.
        String position = "1-0-0-0-1-0-0-0-1-0-0-0-22-23-S";
        var tables = org.kete.ai.egtb.OwareTablebase.open(dir, OWARE.options());
        int exact = 22 - 23 + tables.value(OWARE.parsePosition(position)).getAsInt();
        List<String> out = run("setoption name EgtbDir value " + dir, "position fen " + position, "go depth 4");
        String last = out.get(out.size() - 2);
        assertTrue(last.contains(" score cp " + 100 * exact + " "), last);
        assertTrue(out.get(out.size() - 1).startsWith("bestmove "), out.toString());
        assertEquals(
                List.of("error option EgtbDir names no directory: '/no/such/dir'"),
                run("setoption name EgtbDir value /no/such/dir"));
    }

    @Test
    void automatic_tables_are_announced_after_the_greeting_and_used_once_ready(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        // Built at once here (the tests run the background work in place), 0-4 seeds, so the news waits for uci.
        java.nio.file.Path tables = dir.resolve("egtb");
        String position = "1-0-0-0-1-0-0-0-1-0-0-0-22-23-S";
        String script = "uci\nposition fen " + position + "\ngo depth 4\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = EngineProtocol.run(
                new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                out,
                say -> org.kete.ai.egtb.AutoTables.start(tables, 4, 1, say, Runnable::run));
        assertEquals(0, code);
        List<String> lines = List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
        int uciok = lines.indexOf("uciok");
        assertTrue(uciok > 0, lines.toString());
        assertTrue(
                lines.get(uciok + 1)
                        .startsWith("info string building the Oware endgame tables (0-4 seeds, 1,820 positions)"),
                lines.toString());
        assertTrue(
                lines.get(uciok + 3).startsWith("info string endgame tables ready: Oware 0-4 seeds"), lines.toString());
        var tb = org.kete.ai.egtb.OwareTablebase.open(tables, OWARE.options());
        int exact = 22 - 23 + tb.value(OWARE.parsePosition(position)).getAsInt();
        String last = lines.get(lines.size() - 2);
        assertTrue(last.contains(" score cp " + 100 * exact + " "), last);
    }
}
