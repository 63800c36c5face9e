package org.kete.server.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
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
import org.kete.server.common.ApiException;
import org.kete.server.search.Analysis.Book;
import org.kete.server.search.Analysis.Head;
import org.kete.server.search.Analysis.MoveValue;
import org.kete.server.search.Analysis.MovesBy;
import org.kete.server.search.Analysis.Result;
import org.kete.text.Messages;

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
 *
 * <p>A viewer (a page stepping through a game) may name itself with an id of its own making: its newer request
 * replaces its older one still running, which stops at its search's next stop check and answers 409
 * {@code superseded} (its client has moved on), and the newer one waits a moment for the permit that frees
 * rather than being refused. So one page stepping quickly never holds more than one analysis, and is never
 * refused because of its own earlier steps.
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

    /** How long a viewer's newer request waits for the permit its superseded one frees (a stop check away). */
    private static final long REPLACE_WAIT_MILLIS = 2_000;

    /** A viewer's id: what a client makes up (a random hex string), bounded so the map stays small. */
    public static final int MAX_VIEWER_LENGTH = 64;

    private final EndgameTables tables;
    private final int limit;
    private final Semaphore permits;
    private final ExecutorService pool;
    private final Map<String, Analysis> cache = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Analysis> eldest) {
            return size() > CACHE_SIZE;
        }
    });

    private final SearchPriority priority;

    /** The analysis each viewer that named itself is running or waiting for: a newer one of its own stops it. */
    private final Map<String, AtomicBoolean> byViewer = new ConcurrentHashMap<>();

    /** At most {@code limit} analyses at once; their searches give way to the computer's moves. */
    public Analyst(EndgameTables tables, int limit, SearchPriority priority) {
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
     * The analysis of {@code p}, searching at most {@code millis}, its texts for people worded by {@code words}.
     * {@code key} names the position with its history (a game id and its moves, or the position text) for the
     * cache; null: not cached.
     */
    public Analysis analyse(Game game, Position p, long millis, String key, Messages words) {
        return analyse(game, p, millis, key, null, words);
    }

    /**
     * As {@link #analyse(Game, Position, long, String, Messages)} for {@code viewer} (null: anonymous), whose
     * analysis still running, if any, this one replaces.
     */
    public Analysis analyse(Game game, Position p, long millis, String key, String viewer, Messages words) {
        AtomicBoolean superseded = new AtomicBoolean();
        AtomicBoolean older = viewer == null ? null : byViewer.put(viewer, superseded);
        if (older != null) older.set(true);
        try {
            return analyse(game, p, millis, key, superseded, older != null).wordedIn(words, p);
        } finally {
            if (viewer != null) byViewer.remove(viewer, superseded);
        }
    }

    /**
     * The analysis as data: its texts for people are null until worded ({@link Analysis#wordedIn}). It gives up
     * once {@code superseded} is set; {@code replacing}: it stopped an older one, whose permit it may wait for.
     */
    private Analysis analyse(
            Game game, Position p, long millis, String key, AtomicBoolean superseded, boolean replacing) {
        // Tables that become ready (built in the background) make a new answer: the old one was searched.
        String cacheKey = key == null ? null : key + " " + millis + (tables.ready() ? " tables" : "");
        if (cacheKey != null) {
            Analysis hit = cache.get(cacheKey);
            if (hit != null) return hit;
        }
        if (!acquire(replacing)) {
            throw ApiException.busy(
                    "busy",
                    "the server is already running " + limit + " analyses, as many as it allows at once; try"
                            + " again in a moment",
                    1);
        }
        if (superseded.get()) {
            permits.release();
            throw superseded();
        }
        Future<Analysis> f;
        try {
            f = pool.submit(() -> {
                priority.backgroundStarted();
                try {
                    return run(game, p, millis, superseded::get);
                } finally {
                    priority.backgroundEnded();
                    permits.release();
                }
            });
        } catch (RejectedExecutionException e) {
            permits.release();
            throw ApiException.busy("busy", "the server is shutting down", 1);
        }
        Analysis out;
        try {
            out = f.get(millis + 10_000, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw ApiException.busy("busy", "the analysis took too long; try again", 1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while analysing", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the analysis failed", e.getCause());
        }
        // A search cut short by a newer request is not the position's analysis: never cached, never shown.
        if (superseded.get()) throw superseded();
        if (cacheKey != null) cache.put(cacheKey, out);
        return out;
    }

    /** A permit: at once, or, for a request that stopped an older one of its viewer, once that one lets go. */
    private boolean acquire(boolean replacing) {
        if (!replacing) return permits.tryAcquire();
        try {
            return permits.tryAcquire(REPLACE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static ApiException superseded() {
        return ApiException.conflict(
                "superseded", "a newer analysis from the same viewer replaced this one before it ended");
    }

    /** Analyses searching now. */
    public int analysesSearching() {
        return limit - permits.availablePermits();
    }

    private Analysis run(Game game, Position p, long millis, BooleanSupplier cancelled) {
        Head head = new Head(game, p);
        if (p.isOver()) return over(head, p);
        // The rules end a game whose mover cannot move, so this only guards against a game that does not.
        if (game.legalMoves(p).isEmpty()) return withoutMoves(head, 0, false, null);
        OwareTablebase tb = tables.forGame(game);
        OwareTablebase.Exact exact = tb == null ? null : tb.exact(p).orElse(null);
        if (exact != null) return exact(head, game, p, tb, exact);
        return searched(head, game, p, tb, millis, cancelled);
    }

    // ---- a finished position

    private static Analysis over(Head head, Position p) {
        Outcome o = p.outcome();
        Player me = p.toMove();
        int difference = o.score(me) - o.score(me.opponent());
        int score = o.winner() == null ? 0 : o.winner() == me ? AlphaBeta.WIN : -AlphaBeta.WIN;
        return withoutMoves(head, score, true, result(o.winner(), Math.abs(difference), null));
    }

    /** The answer for a position with nothing to search: a game over (exact) or no legal move. */
    private static Analysis withoutMoves(Head head, int score, boolean over, Result result) {
        return head.answer(score, 0, 0, over, over, result, null, null, List.of(), null, List.of(), null);
    }

    // ---- an ending in the tables

    private static Analysis exact(Head head, Game game, Position p, OwareTablebase tb, OwareTablebase.Exact exact) {
        Player me = p.toMove();
        int difference = exact.finalDifference();
        // Each child's value is one more table look-up (or the game's end); no search is needed.
        List<MoveValue> moves = new ArrayList<>();
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
            int score = AlphaBeta.tablebaseScore(d);
            moves.add(new MoveValue(
                    m.notation(),
                    m.code(),
                    score,
                    Analysis.southScore(p, score),
                    null,
                    null,
                    null,
                    sure,
                    tableResult(me, d)));
        }
        return head.answer(
                AlphaBeta.tablebaseScore(difference),
                0,
                0,
                true,
                false,
                tableResult(me, difference),
                exact.bestMoves().get(0),
                exact.bestMoves().stream().map(Move::notation).toList(),
                tableLine(game, p, tb),
                null,
                sorted(moves),
                new MovesBy("table", null, null));
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

    private static Result tableResult(Player me, int difference) {
        Player winner = difference == 0 ? null : difference > 0 ? me : me.opponent();
        return result(winner, Math.abs(difference), null);
    }

    // ---- a search

    private Analysis searched(
            Head head, Game game, Position p, OwareTablebase tb, long millis, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        long end = start + millis * 1_000_000L;
        // The move list first: its node budget makes it quick and even, and the main search takes what is left
        // (never less than half the time).
        int[] depth = new int[1];
        List<MoveValue> moves =
                moveSearches(game, p, tb, start + (long) (millis * MOVES_SHARE) * 1_000_000L, depth, cancelled);
        Levels.Level strongest = Levels.of(Levels.all().size());
        // The analysis searches even where the strongest level would play from its book: the line shown is a
        // real one, and the book's move and stored value are shown beside it.
        SearchResult r = strongest
                .searcherWithoutBook(0, tb)
                .search(game.searchState(p), strongest.limits(() -> priority.stopBackground(end, cancelled)));
        Move best = game.move(p, r.bestMove());
        int southScore = Analysis.southScore(p, r.score());
        List<String> pv = new ArrayList<>();
        Position last = line(game, p, r.pv(), pv);
        Book book = OpeningBook.shipped(game.id())
                .lookup(game, p)
                .map(e ->
                        new Book(e.notation(), e.move(), e.score(), Analysis.southScore(p, e.score()), null, e.depth()))
                .orElse(null);
        // The best move's entry takes the main search's deeper value and leads the list, so that the list
        // agrees with the line; the shallower values of the other moves follow, best first.
        List<MoveValue> ordered = new ArrayList<>();
        for (MoveValue m : moves) {
            if (m.code() == best.code()) ordered.add(m.valued(r.score(), southScore, r.depth(), null));
        }
        // A shallower search may rate another move above the best one; the main search looked deeper and found
        // none better, so such a value is capped at the best move's (the list never contradicts "Best move").
        for (MoveValue m : moves) {
            if (m.code() == best.code()) continue;
            ordered.add(m.score() > r.score() ? m.valued(r.score(), southScore, m.depth(), true) : m);
        }
        return head.answer(
                r.score(),
                r.depth(),
                r.nodes(),
                false,
                false,
                provenResult(p, r.score(), last),
                best,
                null,
                pv,
                book,
                ordered,
                new MovesBy("search", depth[0], null));
    }

    /**
     * Values every legal move with a short search of the position after it, all moves sharing one node budget
     * and the analysis's deadline; depth[0] gets the shallowest depth any move completed.
     */
    private List<MoveValue> moveSearches(
            Game game, Position p, OwareTablebase tb, long end, int[] depth, BooleanSupplier cancelled) {
        SearchState s = game.searchState(p);
        int[] codes = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(codes);
        AlphaBeta ab = new AlphaBeta(16, Evaluators.forGame(game.id()));
        if (tb != null && tb.covers(game)) ab.withTablebase(tb);
        SearchLimits limits = new SearchLimits(
                MOVE_DEPTH, Math.max(2_000, MOVE_NODES / n), () -> priority.stopBackground(end, cancelled));
        int side = s.sideToMove();
        int shallowest = Integer.MAX_VALUE;
        List<MoveValue> moves = new ArrayList<>();
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
            Move m = game.move(p, codes[i]);
            moves.add(new MoveValue(m.notation(), m.code(), v, Analysis.southScore(p, v), null, d, null, null, null));
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
    private static Result provenResult(Position p, int score, Position lineEnd) {
        Player me = p.toMove();
        int toEnd = AlphaBeta.pliesToEnd(score);
        if (toEnd >= 0) {
            Player winner = score > 0 ? me : me.opponent();
            Integer margin = null;
            if (lineEnd.isOver() && lineEnd.outcome().winner() == winner) {
                Outcome o = lineEnd.outcome();
                margin = Math.abs(o.southScore() - o.northScore());
            }
            return result(winner, margin, toEnd);
        }
        if (AlphaBeta.isTablebaseScore(score)) return tableResult(me, AlphaBeta.tablebaseSeedDifference(score));
        return null;
    }

    // ---- pieces of the answer

    /** Best first for the side to move; equal scores keep the order of the legal moves. */
    private static List<MoveValue> sorted(List<MoveValue> moves) {
        List<MoveValue> out = new ArrayList<>(moves);
        out.sort(Comparator.comparingInt(m -> -m.score()));
        return out;
    }

    /** A result as data; its text is worded later ({@link Result#wordedIn}). */
    private static Result result(Player winner, Integer margin, Integer plies) {
        return new Result(winner == null ? null : Analysis.side(winner), margin, plies, null);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
