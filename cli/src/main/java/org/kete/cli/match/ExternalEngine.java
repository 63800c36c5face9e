package org.kete.cli.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchListener;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * An external program speaking a UCI-style protocol, as the {@link Searcher} of one side of a match: started
 * once per match, told about each new game, and asked for each move with {@code position}, {@code go} with the
 * match limit, then read up to its {@code bestmove}.
 *
 * <p>The player is written {@code engine:[dialect[,Option=value...]:]<command>}. Dialects:
 *
 * <ul>
 *   <li>{@code kete} (the default): Kete's own protocol (docs/protocol.md): a {@code game} line after {@code
 *       uciok}, then {@code position fen <text>} for each move (the position text carries no history, which the
 *       protocol accepts).
 *   <li>{@code aalina}: the dialect of Aalina, the Oware engine of Joan Sala Soler: the moves since the start are
 *       sent joined, without spaces ({@code position startpos moves FaEb}), so the engine has the whole game for
 *       its repetition rule, and {@code setoption name EngineTurn value south|north} tells it before each game's
 *       first {@code go} which side it plays (it signs its draw contempt with it). It knows no node limit. Oware
 *       only.
 * </ul>
 *
 * Options after the dialect are sent as {@code setoption name <Option> value <value>} once, after {@code uciok}:
 * {@code engine:aalina,OwnBook=false:/path/aalina-uci} plays Aalina without its opening book.
 */
final class ExternalEngine implements AutoCloseable {

    /** How the program is spoken to. */
    enum Dialect {
        KETE,
        AALINA
    }

    /** {@code dialect[,Option=value...]:} before the command; option names as UCI writes them. */
    private static final Pattern PREFIX =
            Pattern.compile("(?i)(kete|aalina)((?:,[A-Za-z][A-Za-z0-9_]*=[^,:]*)*):(.+)", Pattern.DOTALL);

    /** The parts of an {@code engine:} player. */
    record Spec(Dialect dialect, Map<String, String> options, String command) {
        static Spec parse(String text) {
            Matcher m = PREFIX.matcher(text.trim());
            if (!m.matches()) return new Spec(Dialect.KETE, Map.of(), text.trim());
            Map<String, String> options = new LinkedHashMap<>();
            for (String part : m.group(2).split(",")) {
                if (part.isEmpty()) continue;
                int eq = part.indexOf('=');
                options.put(part.substring(0, eq), part.substring(eq + 1));
            }
            Dialect d = Dialect.valueOf(m.group(1).toUpperCase(Locale.ROOT));
            return new Spec(d, options, m.group(3).trim());
        }
    }

    private final Process process;
    private final BufferedReader in;
    private final PrintWriter out;
    private final Game game;
    private final MatchLimit limit;
    private final Spec spec;
    private final int[] scratch = new int[SearchState.MAX_MOVES];

    ExternalEngine(String text, Game game, MatchLimit limit) throws IOException {
        this.spec = Spec.parse(text);
        this.game = game;
        this.limit = limit;
        if (spec.command().isEmpty()) throw new IllegalArgumentException("engine: needs a command after the dialect");
        if (spec.dialect() == Dialect.AALINA) {
            if (!game.id().equals("oware")) {
                throw new IllegalArgumentException("the aalina dialect plays Oware only, not " + game.id());
            }
            if (limit.nodes() > 0) {
                throw new IllegalArgumentException("the aalina dialect has no node limit: use --movetime or --depth");
            }
        }
        List<String> words = new ArrayList<>(List.of(spec.command().split("\\s+")));
        process = new ProcessBuilder(words)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        out = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        send("uci");
        expect("uciok");
        spec.options().forEach((k, v) -> send("setoption name " + k + " value " + v));
        if (spec.dialect() == Dialect.KETE) {
            StringBuilder g = new StringBuilder("game ").append(game.id());
            game.options()
                    .asMap()
                    .forEach((k, v) -> g.append(' ').append(k).append('=').append(v));
            send(g.toString());
        }
        send("isready");
        expect("readyok");
    }

    Dialect dialect() {
        return spec.dialect();
    }

    /** The searcher for one game: the first move it is asked for begins a new game for the program. */
    Searcher newGame() {
        return new Searcher() {
            private boolean started;

            @Override
            public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
                if (!started) {
                    send("ucinewgame");
                    if (spec.dialect() == Dialect.AALINA) {
                        send("setoption name EngineTurn value " + (state.sideToMove() == 0 ? "south" : "north"));
                    }
                    started = true;
                }
                return move(state);
            }
        };
    }

    private SearchResult move(SearchState state) {
        Position p = state.toPosition();
        send(spec.dialect() == Dialect.AALINA ? aalinaPosition(state) : "position fen " + game.formatPosition(p));
        send("go "
                + (limit.movetime() > 0
                        ? "movetime " + limit.movetime()
                        : limit.nodes() > 0 ? "nodes " + limit.nodes() : "depth " + limit.depth()));
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("error")) throw new IllegalStateException(spec.command() + ": " + line);
                if (line.startsWith("bestmove ")) {
                    String[] words = line.trim().split("\\s+");
                    if (words.length < 2 || words[1].equals("0000")) {
                        throw new IllegalStateException(spec.command() + " found no move in a game that is not over: "
                                + game.formatPosition(p));
                    }
                    Move m = game.parseMove(p, words[1]);
                    return new SearchResult(m.code(), 0, 0, 0, new int[] {m.code()});
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(spec.command() + ": " + e.getMessage(), e);
        }
        throw new IllegalStateException(spec.command() + " ended without a bestmove");
    }

    /** {@code position startpos moves <letters joined>}, or from the position text when not from the start. */
    private String aalinaPosition(SearchState state) {
        int[] moves = history(state, scratch);
        Position p = state.toPosition();
        for (int i = moves.length; i > 0; i--) state.unmake();
        Position first = state.toPosition();
        for (int m : moves) state.make(m);
        StringBuilder b = new StringBuilder("position ");
        String text = game.formatPosition(first);
        b.append(text.equals(game.formatPosition(game.start())) ? "startpos" : "fen " + text);
        if (moves.length > 0) b.append(" moves ");
        Position at = first;
        for (int code : moves) {
            Move m = game.move(at, code);
            b.append(m.notation());
            at = game.apply(at, m).after();
        }
        if (!game.formatPosition(at).equals(game.formatPosition(p))) {
            throw new IllegalStateException("the moves of the game do not lead to " + game.formatPosition(p));
        }
        return b.toString();
    }

    /**
     * The moves made on {@code state} since it was created, recovered by taking them back and finding, ply by
     * ply, the legal move that leads to the same hash and scores; the state ends as it began. {@code buffer} holds
     * {@link SearchState#MAX_MOVES} moves.
     */
    static int[] history(SearchState state, int[] buffer) {
        int n = state.ply();
        long[] keys = new long[n + 1];
        for (int i = n; i >= 0; i--) {
            keys[i] = key(state);
            if (i > 0) state.unmake();
        }
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) {
            int count = state.legalMoves(buffer);
            int found = -1;
            for (int j = 0; j < count && found < 0; j++) {
                state.make(buffer[j]);
                if (key(state) == keys[i + 1]) found = buffer[j];
                state.unmake();
            }
            if (found < 0) throw new IllegalStateException("cannot recover move " + (i + 1) + " of the game");
            state.make(found);
            moves[i] = found;
        }
        return moves;
    }

    private static long key(SearchState s) {
        return s.hash() ^ (s.score(0) * 0x9E3779B97F4A7C15L + s.score(1) * 0xBF58476D1CE4E5B9L) ^ s.sideToMove();
    }

    private void send(String line) {
        out.println(line);
    }

    private void expect(String word) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (line.trim().equals(word)) return;
        }
        throw new IOException(spec.command() + " ended before '" + word + "'");
    }

    @Override
    public void close() {
        send("quit");
        try {
            if (!process.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) process.destroy();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
        }
    }
}
