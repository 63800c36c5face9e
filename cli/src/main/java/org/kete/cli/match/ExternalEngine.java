package org.kete.cli.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchListener;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * An external program speaking the engine protocol (docs/protocol.md), as a {@link Searcher}: started once per
 * match; each move sends {@code position fen <text>} and {@code go} with the match limit, and reads {@code
 * bestmove}. The position text has no repetition history, which the protocol accepts.
 */
final class ExternalEngine implements Searcher, AutoCloseable {
    private final Process process;
    private final BufferedReader in;
    private final PrintWriter out;
    private final Game game;
    private final MatchCommand.Limit limit;
    private final String command;

    ExternalEngine(String command, Game game, MatchCommand.Limit limit) throws IOException {
        this.command = command;
        this.game = game;
        this.limit = limit;
        List<String> words = new ArrayList<>(List.of(command.trim().split("\\s+")));
        process = new ProcessBuilder(words)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        out = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        send("uci");
        expect("uciok");
        StringBuilder g = new StringBuilder("game ").append(game.id());
        game.options()
                .asMap()
                .forEach((k, v) -> g.append(' ').append(k).append('=').append(v));
        send(g.toString());
        send("isready");
        expect("readyok");
    }

    @Override
    public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
        Position p = state.toPosition();
        send("position fen " + game.formatPosition(p));
        send("go "
                + (limit.movetime() > 0
                        ? "movetime " + limit.movetime()
                        : limit.nodes() > 0 ? "nodes " + limit.nodes() : "depth " + limit.depth()));
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("error")) throw new IllegalStateException(command + ": " + line);
                if (line.startsWith("bestmove ")) {
                    Move m = game.parseMove(p, line.split("\\s+")[1]);
                    return new SearchResult(m.code(), 0, 0, 0, new int[] {m.code()});
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(command + ": " + e.getMessage(), e);
        }
        throw new IllegalStateException(command + " ended without a bestmove");
    }

    private void send(String line) {
        out.println(line);
    }

    private void expect(String word) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (line.trim().equals(word)) return;
        }
        throw new IOException(command + " ended before '" + word + "'");
    }

    @Override
    public void close() {
        send("quit");
        process.destroy();
    }
}
