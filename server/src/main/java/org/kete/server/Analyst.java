package org.kete.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.book.OpeningBook;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.eval.Evaluators;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.SearchState;
import org.kete.server.api.Json;

/**
 * The analysis of one position (POST /api/analysis, docs/api.md): the strongest level's search for a bounded
 * time, or the exact value from the Oware endgame tables when they hold the position, with the principal
 * variation in notation and a value for every legal move.
 *
 * <p>Analyses run on their own threads, at most {@code limit} at a time; a request beyond that is refused at
 * once with 503 rather than queued, so that analysis cannot pile up work on a server whose cores also play
 * the computer's moves. A permit is held until the search has really stopped, not only until its request
 * gave up waiting. Answers are kept in a small cache by position, so stepping back and forth in a replay
 * searches each position once.
 */
public final class Analyst implements AutoCloseable {
    public static final long DEFAULT_MILLIS = 1_000;
    public static final long MIN_MILLIS = 100;
    public static final long MAX_MILLIS = 3_000;

    /** The per-move searches stop at this share of the time at the latest; the main search has the rest. */
    private static final double MOVES_SHARE = 0.5;
    /** The per-move searches: deepest iteration and node budget for all moves together. */
    private static final int MOVE_DEPTH = 10;

    private static final long MOVE_NODES = 200_000;
    /** Plies of the principal variation shown, and of the line followed through the tables. */
    private static final int LINE_PLIES = 16;

    private static final int CACHE_SIZE = 256;

    private final EndgameTables tables;
    private final int limit;
    private final Semaphore permits;
    private final ExecutorService pool;
    private final Map<String, Map<String, Object>> cache =
            Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Map<String, Object>> eldest) {
                    return size() > CACHE_SIZE;
                }
            });

    private final SearchPriority priority;

    /** At most {@code limit} analyses at once; their searches give way to the computer's moves. */
    Analyst(EndgameTables tables, int limit, SearchPriority priority) {
        this.tables = tables;
        this.priority = priority;
        this.limit = limit;
        this.permits = new Semaphore(limit);
        this.pool = Executors.newFixedThreadPool(Math.max(1, limit), r -> {
            Thread t = new Thread(r, "kete-analysis");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * The analysis of {@code p}, searching at most {@code millis}. {@code key} names the position with its
     * history (a game id and its moves, or the position text) for the cache; null: not cached.
     */
    public Map<String, Object> analyse(Game game, Position p, long millis, String key) {
        // Tables that become ready (built in the background) make a new answer: the old one was searched.
        String cacheKey = key == null ? null : key + " " + millis + (tables.ready() ? " tables" : "");
        if (cacheKey != null) {
            Map<String, Object> hit = cache.get(cacheKey);
            if (hit != null) return hit;
        }
        if (!permits.tryAcquire()) {
            throw new ApiException(
                    503,
                    "busy",
                    "the server is already running " + limit + " analyses, as many as it allows at once; try"
                            + " again in a moment");
        }
        Future<Map<String, Object>> f;
        try {
            f = pool.submit(() -> {
                try {
                    return run(game, p, millis);
                } finally {
                    permits.release();
                }
            });
        } catch (RejectedExecutionException e) {
            permits.release();
            throw new ApiException(503, "busy", "the server is shutting down");
        }
        Map<String, Object> out;
        try {
            out = f.get(millis + 10_000, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new ApiException(503, "busy", "the analysis took too long; try again");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while analysing", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the analysis failed", e.getCause());
        }
        if (cacheKey != null) cache.put(cacheKey, out);
        return out;
    }

    /** Analyses searching now. */
    int analysesSearching() {
        return limit - permits.availablePermits();
    }

    private Map<String, Object> run(Game game, Position p, long millis) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", game.id());
        out.put("options", game.options().asMap());
        out.put("position", p.text());
        out.put("toMove", Json.side(p.toMove()));
        out.put("level", Levels.all().size());
        if (p.isOver()) return over(out, p);
        // The rules end a game whose mover cannot move, so this only guards against a game that does not.
        if (game.legalMoves(p).isEmpty()) return stuck(out, p);
        OwareTablebase tb = tables.forGame(game);
        OwareTablebase.Exact exact = tb == null ? null : tb.exact(p).orElse(null);
        if (exact != null) return exact(out, game, p, tb, exact);
        return searched(out, game, p, tb, millis);
    }

    // ---- a finished position

    private static Map<String, Object> over(Map<String, Object> out, Position p) {
        Outcome o = p.outcome();
        Player me = p.toMove();
        int difference = o.score(me) - o.score(me.opponent());
        int score = o.winner() == null ? 0 : o.winner() == me ? AlphaBeta.WIN : -AlphaBeta.WIN;
        return withoutMoves(
                out, p, score, "game over", true, result(o.winner(), Math.abs(difference), null, o.describe()));
    }

    private static Map<String, Object> stuck(Map<String, Object> out, Position p) {
        return withoutMoves(out, p, 0, "no legal moves", false, null);
    }

    /** The answer for a position with nothing to search: a game over (exact) or no legal move. */
    private static Map<String, Object> withoutMoves(
            Map<String, Object> out, Position p, int score, String text, boolean over, Map<String, Object> result) {
        scores(out, p, score, text);
        out.put("depth", 0);
        out.put("nodes", 0);
        out.put("exact", over);
        out.put("over", over);
        out.put("result", result);
        out.put("bestMove", null);
        out.put("bestCode", null);
        out.put("pv", List.of());
        out.put("moves", List.of());
        out.put("movesBy", null);
        return out;
    }

    // ---- an ending in the tables

    private static Map<String, Object> exact(
            Map<String, Object> out, Game game, Position p, OwareTablebase tb, OwareTablebase.Exact exact) {
        Player me = p.toMove();
        int difference = exact.finalDifference();
        Move best = exact.bestMoves().get(0);
        scores(out, p, AlphaBeta.tablebaseScore(difference), ComputerPlayer.resultText(difference));
        out.put("depth", 0);
        out.put("nodes", 0);
        out.put("exact", true);
        out.put("over", false);
        out.put("result", tableResult(me, difference));
        out.put("bestMove", best.notation());
        out.put("bestCode", best.code());
        out.put("bestMoves", exact.bestMoves().stream().map(Move::notation).toList());
        out.put("pv", tableLine(game, p, tb));
        // Each child's value is one more table look-up (or the game's end); no search is needed.
        List<Map<String, Object>> moves = new ArrayList<>();
        for (Move m : game.legalMoves(p)) {
            Position child = game.apply(p, m).after();
            Integer d = null;
            boolean sure = true;
            if (child.isOver()) {
                d = child.outcome().score(me) - child.outcome().score(me.opponent());
            } else {
                OptionalInt v = tb.value(child);
                if (v.isPresent()) {
                    Player next = child.toMove();
                    int forNext = child.score(next) - child.score(next.opponent()) + v.getAsInt();
                    d = next == me ? forNext : -forNext;
                    sure = !tb.isCycleDependent(child);
                }
            }
            if (d == null) continue;
            Map<String, Object> mv = moveEntry(p, m, AlphaBeta.tablebaseScore(d), ComputerPlayer.resultText(d), 0);
            mv.put("exact", sure);
            mv.put("result", tableResult(me, d));
            moves.add(mv);
        }
        out.put("moves", sorted(moves));
        out.put("movesBy", Map.of("kind", "table", "text", "the endgame tables: each move's exact result"));
        return out;
    }

    /** The best line through the tables: a first best move at each step, until the game ends or leaves them. */
    private static List<String> tableLine(Game game, Position p, OwareTablebase tb) {
        List<String> line = new ArrayList<>();
        Position cur = p;
        while (line.size() < LINE_PLIES && !cur.isOver()) {
            OwareTablebase.Exact e = tb.exact(cur).orElse(null);
            if (e == null) break;
            Move m = e.bestMoves().get(0);
            line.add(m.notation());
            cur = game.apply(cur, m).after();
        }
        return line;
    }

    private static Map<String, Object> tableResult(Player me, int difference) {
        Player winner = difference == 0 ? null : difference > 0 ? me : me.opponent();
        return result(winner, Math.abs(difference), null, winText(winner, Math.abs(difference), null));
    }

    // ---- a search

    private Map<String, Object> searched(
            Map<String, Object> out, Game game, Position p, OwareTablebase tb, long millis) {
        long start = System.nanoTime();
        long end = start + millis * 1_000_000L;
        // The move list first: its node budget makes it quick and even, and the main search takes what is left
        // (never less than half the time).
        int[] depth = new int[1];
        List<Map<String, Object>> moves =
                moveSearches(game, p, tb, start + (long) (millis * MOVES_SHARE) * 1_000_000L, depth);
        Levels.Level strongest = Levels.of(Levels.all().size());
        // The analysis searches even where the strongest level would play from its book: the line shown is a
        // real one, and the book's move and stored value are shown beside it.
        SearchResult r = strongest
                .searcherWithoutBook(0, tb)
                .search(game.searchState(p), strongest.limits(() -> priority.stopBackground(end)));
        Move best = game.move(p, r.bestMove());
        scores(out, p, r.score(), ComputerPlayer.scoreText(r.score()));
        out.put("depth", r.depth());
        out.put("nodes", r.nodes());
        out.put("exact", false);
        out.put("over", false);
        List<String> pv = new ArrayList<>();
        Position last = line(game, p, r.pv(), pv);
        out.put("result", provenResult(p, r.score(), last));
        out.put("bestMove", best.notation());
        out.put("bestCode", best.code());
        out.put("pv", pv);
        OpeningBook.shipped(game.id()).lookup(game, p).ifPresent(e -> out.put("book", bookEntry(p, e)));
        // The best move's entry takes the main search's deeper value and leads the list, so that the list
        // agrees with the line; the shallower values of the other moves follow, best first.
        List<Map<String, Object>> ordered = new ArrayList<>();
        for (Map<String, Object> m : moves) {
            if ((Integer) m.get("code") == best.code()) {
                m.put("score", r.score());
                m.put("southScore", out.get("southScore"));
                m.put("scoreText", out.get("scoreText"));
                m.put("depth", r.depth());
                ordered.add(m);
            }
        }
        // A shallower search may rate another move above the best one; the main search looked deeper and found
        // none better, so such a value is capped at the best move's (the list never contradicts "Best move").
        for (Map<String, Object> m : moves) {
            if ((Integer) m.get("code") == best.code()) continue;
            if ((Integer) m.get("score") > r.score()) {
                m.put("score", r.score());
                m.put("southScore", out.get("southScore"));
                m.put("scoreText", out.get("scoreText"));
                m.put("capped", true);
            }
            ordered.add(m);
        }
        out.put("moves", ordered);
        out.put(
                "movesBy",
                Map.of(
                        "kind",
                        "search",
                        "depth",
                        depth[0],
                        "text",
                        "a short search of each move (at least " + depth[0] + " plies), rougher than the main line"));
        return out;
    }

    /**
     * Values every legal move with a short search of the position after it, all moves sharing one node budget
     * and the analysis's deadline; depth[0] gets the shallowest depth any move completed.
     */
    private List<Map<String, Object>> moveSearches(Game game, Position p, OwareTablebase tb, long end, int[] depth) {
        SearchState s = game.searchState(p);
        int[] codes = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(codes);
        AlphaBeta ab = new AlphaBeta(16, Evaluators.forGame(game.id()));
        if (tb != null && tb.covers(game)) ab.withTablebase(tb);
        SearchLimits limits =
                new SearchLimits(MOVE_DEPTH, Math.max(2_000, MOVE_NODES / n), () -> priority.stopBackground(end));
        int side = s.sideToMove();
        int shallowest = Integer.MAX_VALUE;
        List<Map<String, Object>> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            s.make(codes[i]);
            boolean again = s.sideToMove() == side;
            SearchResult r = ab.search(s, limits);
            s.unmake();
            int v = again ? r.score() : -r.score();
            // A proven end is one ply further from the parent.
            if (AlphaBeta.pliesToEnd(v) >= 0) v += v > 0 ? -1 : 1;
            int d = r.depth() + 1;
            shallowest = Math.min(shallowest, d);
            moves.add(moveEntry(p, game.move(p, codes[i]), v, ComputerPlayer.scoreText(v), d));
        }
        depth[0] = n == 0 ? 0 : shallowest;
        return sorted(moves);
    }

    /** Appends the line's moves in notation to {@code out}; returns the position at its end. */
    private static Position line(Game game, Position p, int[] pv, List<String> out) {
        Position cur = p;
        for (int code : pv) {
            if (out.size() >= LINE_PLIES || cur.isOver()) break;
            Move m;
            try {
                m = game.move(cur, code);
            } catch (IllegalMoveException e) {
                break; // a line cut by the transposition table; what came before is sound
            }
            out.add(m.notation());
            cur = game.apply(cur, m).after();
        }
        return cur;
    }

    /**
     * A proven win or loss (or a line into the tables) as a result; the margin is known when the line shown
     * reaches the end of the game, or from the tables.
     */
    private static Map<String, Object> provenResult(Position p, int score, Position lineEnd) {
        Player me = p.toMove();
        int toEnd = AlphaBeta.pliesToEnd(score);
        if (toEnd >= 0) {
            Player winner = score > 0 ? me : me.opponent();
            Integer margin = null;
            if (lineEnd.isOver() && lineEnd.outcome().winner() == winner) {
                Outcome o = lineEnd.outcome();
                margin = Math.abs(o.southScore() - o.northScore());
            }
            return result(winner, margin, toEnd, winText(winner, margin, toEnd));
        }
        if (AlphaBeta.isTablebaseScore(score)) return tableResult(me, AlphaBeta.tablebaseSeedDifference(score));
        return null;
    }

    // ---- pieces of the answer

    /** The score from the side to move's view and from South's, with the side to move's text. */
    /** The opening book's move here: {move, code, score, southScore, scoreText, depth} (docs/api.md). */
    private static Map<String, Object> bookEntry(Position p, OpeningBook.Entry e) {
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("move", e.notation());
        b.put("code", e.move());
        scores(b, p, e.score(), ComputerPlayer.scoreText(e.score()));
        b.put("depth", e.depth());
        return b;
    }

    private static void scores(Map<String, Object> out, Position p, int score, String text) {
        out.put("score", score);
        out.put("southScore", p.toMove() == Player.SOUTH ? score : -score);
        out.put("scoreText", text);
    }

    private static Map<String, Object> moveEntry(Position p, Move m, int score, String text, int depth) {
        Map<String, Object> mv = new LinkedHashMap<>();
        mv.put("move", m.notation());
        mv.put("code", m.code());
        mv.put("score", score);
        mv.put("southScore", p.toMove() == Player.SOUTH ? score : -score);
        mv.put("scoreText", text);
        if (depth > 0) mv.put("depth", depth);
        return mv;
    }

    /** Best first for the side to move; equal scores keep the order of the legal moves. */
    private static List<Map<String, Object>> sorted(List<Map<String, Object>> moves) {
        List<Map<String, Object>> out = new ArrayList<>(moves);
        out.sort(Comparator.comparingInt(m -> -(Integer) m.get("score")));
        return out;
    }

    private static Map<String, Object> result(Player winner, Integer margin, Integer plies, String text) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("winner", winner == null ? null : Json.side(winner));
        m.put("margin", margin);
        m.put("plies", plies);
        m.put("text", text);
        return m;
    }

    /** "South wins by 2", "North wins in 7 plies", "South wins by 4 in 3 plies", "Draw". */
    static String winText(Player winner, Integer margin, Integer plies) {
        if (winner == null) return "Draw";
        StringBuilder s = new StringBuilder(winner.displayName()).append(" wins");
        if (margin != null) s.append(" by ").append(margin);
        if (plies != null) s.append(" in ").append(plies).append(plies == 1 ? " ply" : " plies");
        return s.toString();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
