package org.kete.ai.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.kete.ai.AlphaBeta;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.SearchState;

/**
 * Plays a match between two players on one game: N games, colours alternating, from the start position, from
 * seeded random openings or from an opening book ({@link Openings}: each opening played twice with the colours
 * swapped, so luck in the opening cancels out). Everything is derived from the match seed: the openings, and the seed each
 * player's searcher gets for each game, so a match replays exactly (searchers limited by depth or nodes; a
 * time limit is a stop condition from the caller and makes the match as repeatable as the clock).
 */
public final class Match {

    /**
     * One side of a match.
     *
     * @param name how the player is written in results and records
     * @param searchers a fresh searcher for one game, given that game's seed
     * @param limits the limits for one move (called before every move, so a time limit starts afresh)
     */
    public record Contestant(String name, LongFunction<Searcher> searchers, Supplier<SearchLimits> limits) {
        public Contestant {
            Objects.requireNonNull(name);
            Objects.requireNonNull(searchers);
            Objects.requireNonNull(limits);
        }
    }

    /**
     * One game of the match.
     *
     * @param index 0-based game number
     * @param aSide the side player A played: 0 South, 1 North
     * @param openingPlies how many of the moves were the random opening
     * @param moves every move code from the start position, opening included
     * @param winner 0 South, 1 North, -1 draw (or cut off at the game's length bound, or adjudicated, counted
     *     a draw)
     * @param score the final scores, South's and North's
     * @param adjudicated true when the match stopped the game as a draw because the same state (board, side
     *     to move, scores and whatever else the state's hash covers) came round for the {@value
     *     #ADJUDICATE_AFTER}th time without the game's own rules ending it
     */
    public record GameResult(
            int index, int aSide, int openingPlies, int[] moves, int winner, int[] score, boolean adjudicated) {
        /** +1 if A won, 0 for a draw, -1 if A lost. */
        public int resultForA() {
            return winner < 0 ? 0 : winner == aSide ? 1 : -1;
        }
    }

    /** Hears each game as it finishes (the cli prints progress and writes records). */
    @FunctionalInterface
    public interface Listener {
        void finished(GameResult game);
    }

    /** The whole match: A's wins, draws and losses with the Elo they imply, and every game. */
    public record Result(Elo elo, List<GameResult> games) {}

    private final Game game;
    private final Contestant a;
    private final Contestant b;

    public Match(Game game, Contestant a, Contestant b) {
        this.game = Objects.requireNonNull(game);
        this.a = a;
        this.b = b;
    }

    /**
     * Plays {@code games} games. With {@code openingPlies} k > 0, games 2i and 2i+1 share a random k-ply
     * opening and swap colours; with k = 0 every game starts from the start position and colours alternate.
     */
    public Result play(int games, int openingPlies, long seed, Listener listener) {
        return play(games, Openings.random(openingPlies), seed, listener);
    }

    /** As above; with {@code balanced}, the openings are {@link Openings#balanced} ones. */
    public Result play(int games, int openingPlies, boolean balanced, long seed, Listener listener) {
        return play(games, balanced ? Openings.balanced(openingPlies) : Openings.random(openingPlies), seed, listener);
    }

    /** Plays {@code games} games; games 2i and 2i+1 play opening i, A taking South in the first of them. */
    public Result play(int games, Openings openings, long seed, Listener listener) {
        if (games < 1) throw new IllegalArgumentException("a match needs at least one game, not " + games);
        List<GameResult> results = new ArrayList<>();
        int w = 0;
        int d = 0;
        int l = 0;
        int[] opening = new int[0];
        for (int i = 0; i < games; i++) {
            if (i % 2 == 0) opening = openings.opening(game, i / 2, seed);
            GameResult r = playOne(i, i % 2, opening, seed);
            results.add(r);
            switch (r.resultForA()) {
                case 1 -> w++;
                case 0 -> d++;
                default -> l++;
            }
            listener.finished(r);
        }
        return new Result(new Elo(w, d, l), List.copyOf(results));
    }

    private GameResult playOne(int index, int aSide, int[] opening, long seed) {
        SearchState s = game.searchState(game.start());
        Searcher sa = a.searchers().apply(mix(seed, index, 0xA));
        Searcher sb = b.searchers().apply(mix(seed, index, 0xB));
        List<Integer> moves = new ArrayList<>();
        for (int m : opening) {
            s.make(m);
            moves.add(m);
        }
        int bound = game.maxGameLength();
        // Deterministic players that meet a state again usually play it the same way again, and a game whose
        // rules have no draw by repetition (Nam Nam's rounds can recur forever) would then run to the length
        // bound, which at high levels takes days. Games with their own repetition rule end well before this.
        Map<Long, Integer> seen = new HashMap<>();
        boolean adjudicated = false;
        while (!s.isOver() && s.ply() < bound) {
            long key = s.hash() ^ (s.score(0) * 0x9E3779B97F4A7C15L + s.score(1) * 0xBF58476D1CE4E5B9L);
            if (seen.merge(key, 1, Integer::sum) >= ADJUDICATE_AFTER) {
                adjudicated = true;
                break;
            }
            boolean aToMove = s.sideToMove() == aSide;
            Contestant c = aToMove ? a : b;
            SearchResult r = (aToMove ? sa : sb).search(s, c.limits().get());
            if (r.bestMove() < 0) {
                throw new IllegalStateException(
                        c.name() + " found no move in a game that is not over: " + game.formatPosition(s.toPosition()));
            }
            s.make(r.bestMove());
            moves.add(r.bestMove());
        }
        int winner = s.isOver() ? s.winner() : -1;
        int[] codes = moves.stream().mapToInt(Integer::intValue).toArray();
        return new GameResult(
                index, aSide, opening.length, codes, winner, new int[] {s.score(0), s.score(1)}, adjudicated);
    }

    /** A game is adjudicated a draw when one state occurs this many times (see {@link GameResult}). */
    public static final int ADJUDICATE_AFTER = 5;

    /** How many random openings a balanced opening is chosen from, at most. */
    static final int BALANCE_TRIES = 200;

    /** The most a balanced opening may favour either side by the reference search, in centi-seeds. */
    static final int BALANCE_MARGIN = 200;

    /** The reference search's budget: the game's evaluation, 8 plies or this many nodes, whichever comes first. */
    static final long BALANCE_NODES = 100_000;

    /**
     * The reference value of a position for choosing openings: the game's evaluation searched 8 plies deep (or
     * {@value #BALANCE_NODES} nodes), from the side to move's view. Fixed, so openings depend only on the seed.
     */
    static int balance(SearchState s, AlphaBeta search) {
        return search.search(s, new SearchLimits(8, BALANCE_NODES, () -> false)).score();
    }

    static long mix(long seed, long a, long b) {
        long z = seed * 0x9E3779B97F4A7C15L + a * 0xBF58476D1CE4E5B9L + b * 0x94D049BB133111EBL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Player.SOUTH or NORTH for a side index, for callers that build records. */
    public static Player player(int side) {
        return side == 0 ? Player.SOUTH : Player.NORTH;
    }
}
