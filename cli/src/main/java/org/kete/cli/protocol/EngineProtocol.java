package org.kete.cli.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.kete.ai.egtb.AutoTables;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.NotationException;

/**
 * {@code kete engine}: a line-based protocol on standard input and output for programs that drive Kete. For
 * Oware it speaks the UCI-style dialect of existing Oware engines (uci, isready, ucinewgame, position, go,
 * stop, quit; moves as pit letters, written together or apart; positions in the established
 * {@code 4-4-...-0-0-S} text), so tournament tools made for them can play Kete. Kete adds commands for every
 * game: game, moves, play, state (one line of JSON) and d. Every bad command gets one line starting with
 * {@code error} and the engine keeps running. See docs/protocol.md for every command with a transcript.
 *
 * <p>This class reads the lines and looks each command up in its table; the commands' work is done by the
 * game and position ({@link EngineGame}), the search control ({@link SearchControl}, with {@link Go} and
 * {@link TimeManager}) and the options ({@link EngineOptions}). Searches run on a worker thread so that
 * {@code stop}, {@code isready} and {@code quit} are heard while thinking; the commands marked idle in the
 * table first wait for a running search to finish (a {@code go infinite} or {@code go ponder} search must be
 * stopped first), which keeps scripted sessions in order.
 */
public final class EngineProtocol {
    private final BufferedReader in;
    private final Replies replies;
    private final EngineGame position;
    private final EngineOptions options;
    private final SearchControl search;

    /** Command name to handler. */
    private final Map<String, Command> commands = new HashMap<>();

    private boolean quit;

    /** One command's work, given the command's words (the first is its name). */
    private interface Command {
        void run(String[] words);
    }

    private EngineProtocol(InputStream in, PrintStream out, Function<Consumer<String>, AutoTables> autoTables) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.replies = new Replies(out);
        this.position = new EngineGame(replies);
        this.options = new EngineOptions(replies, autoTables == null ? null : autoTables.apply(replies::note));
        this.search = new SearchControl(replies, options);
        // Heard at once, even while a search runs.
        commands.put("uci", t -> identify());
        commands.put("isready", t -> {
            replies.greet();
            replies.send("readyok");
        });
        commands.put("debug", t -> {
            // UCI's debug switch: accepted; Kete has no extra debug output.
        });
        commands.put("quit", t -> {
            search.stop();
            quit = true;
        });
        commands.put("stop", t -> search.stop());
        // Aalina's wait: read nothing more until the running search has printed its bestmove. It prints nothing
        // itself; during go infinite or go ponder it is refused, since only stop could end the wait.
        commands.put("wait", t -> search.awaitIdle());
        commands.put("ponderhit", t -> search.ponderHit());
        commands.put("help", t -> help());
        // Each of these first waits for a running search to finish.
        idle("ucinewgame", t -> {
            position.restart();
            // A new game starts with a new searcher: the strongest level's kept table is emptied, a weaker level
            // restarts its slips.
            options.forgetSearcher();
        });
        idle("position", position::setPosition);
        idle("go", t -> search.go(t, position.game(), position.current()));
        idle("setoption", options::set);
        idle("game", t -> {
            position.choose(t);
            options.forgetSearcher();
        });
        idle("moves", t -> position.sendMoves());
        idle("play", position::play);
        idle("state", t -> position.sendState());
        idle("d", t -> position.display());
        idle("display", t -> position.display());
    }

    private void idle(String name, Command command) {
        commands.put(name, t -> {
            search.awaitIdle();
            command.run(t);
        });
    }

    /** Reads commands until {@code quit} or the end of input; returns the process exit code. No tables. */
    public static int run(InputStream in, PrintStream out) {
        return new EngineProtocol(in, out, null).loop();
    }

    /**
     * As {@link #run(InputStream, PrintStream)}, the strongest level using the Oware endgame tables that {@code
     * autoTables} finds or builds (given the protocol's way of telling the GUI, as info strings) from the moment
     * they are ready; {@code setoption name EgtbDir} still chooses a directory of its own.
     */
    public static int run(InputStream in, PrintStream out, Function<Consumer<String>, AutoTables> autoTables) {
        return new EngineProtocol(in, out, autoTables).loop();
    }

    /** As {@link #run(InputStream, PrintStream)} with the tables of {@code egtbDir}, as setoption name EgtbDir. */
    public static int run(InputStream in, PrintStream out, String egtbDir) {
        EngineProtocol p = new EngineProtocol(in, out, null);
        p.options.useTables(egtbDir);
        return p.loop();
    }

    /** Runs the protocol on this process's standard streams, until the cli wires {@code kete engine}. */
    public static void main(String[] args) {
        System.exit(run(System.in, System.out));
    }

    private int loop() {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                String text = line.strip();
                if (text.isEmpty()) continue;
                try {
                    command(text.split("\\s+"));
                    if (quit) return 0;
                } catch (Refused | IllegalArgumentException | IllegalMoveException | NotationException e) {
                    // These carry messages written for the user (bad options, game ids, moves, positions).
                    replies.error(e.getMessage());
                } catch (RuntimeException e) {
                    replies.error("internal error, please report: " + e);
                }
            }
            search.finishAtEnd();
            return 0;
        } catch (IOException e) {
            replies.error("cannot read input: " + e.getMessage());
            search.stop();
            return 1;
        }
    }

    private void command(String[] t) {
        Command c = commands.get(t[0]);
        if (c == null) {
            throw new Refused("unknown command '" + t[0] + "'; commands: uci isready ucinewgame position"
                    + " go stop wait quit setoption game moves play state d help");
        }
        c.run(t);
    }

    private void identify() {
        replies.send("id name Kete");
        replies.send("id author the Kete developers");
        options.declare();
        replies.send("uciok");
        replies.greet();
    }

    private void help() {
        for (String line : List.of(
                "Kete engine protocol (docs/protocol.md). UCI-style commands:",
                "  uci | isready | ucinewgame | quit | stop | setoption name <Hash|Level|Ponder|EgtbDir|OwnBook> value <v>",
                "  position startpos|fen <position> [moves <m1> <m2> ...]   (Oware moves may be joined: FfBc)",
                "  go [depth <n>] [nodes <n>] [movetime <ms>] [infinite] [ponder] [wtime <ms> btime <ms> ...]",
                "  ponderhit (after go ponder) | wait (read nothing more until the running search's bestmove)",
                "Kete commands for every game:",
                "  game <id> [option=value ...]   choose the game (" + EngineGame.gameIds() + ") and start it",
                "  moves | play <move> ... | state | d")) {
            replies.send(line);
        }
    }

    // The tests' view of the helpers that moved to the search report, the time manager and the options.

    static String scoreText(int score) {
        return SearchReport.scoreText(score);
    }

    static long allotTime(long remaining, long increment, long movesToGo) {
        return TimeManager.allotTime(remaining, increment, movesToGo);
    }

    static int tableBits(int mib) {
        return EngineOptions.tableBits(mib);
    }
}
