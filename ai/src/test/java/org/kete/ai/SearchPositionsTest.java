package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * Search tests on positions of known value, for every game. The positions are found by a small exhaustive
 * search written here (plain minimax, {@link AlphaBetaTest#minimax}) over the positions of seeded random
 * games, so each game gets positions of its own: a forced win in two moves (three plies) that is not a win
 * in one, and a position where every move loses seeds. The searchers must agree with plain minimax on them.
 */
class SearchPositionsTest {
    private static final int[] BUF = new int[SearchState.MAX_MOVES];

    static Stream<String> games() {
        return Games.all().stream().map(GameType::id);
    }

    @ParameterizedTest
    @MethodSource("games")
    void alpha_beta_finds_a_forced_win_in_two_moves(String id) {
        Game game = Games.byId(id).create();
        Position p = find(game, q -> isWinInExactly(game, q, 3));
        assertNotNull(p, "a forced win in two moves occurs in the seeded games of " + id);
        SearchResult r = new AlphaBeta().search(game.searchState(p), SearchLimits.depth(8));
        assertEquals(AlphaBeta.WIN - 3, r.score(), p.text());
        assertEquals(3, AlphaBeta.pliesToEnd(r.score()));
        assertTrue(winsIn(game, p, r.bestMove(), 3), "the best move keeps the win: " + p.text());
        // The principal variation is a legal line that ends in the mover's win.
        Position q = p;
        for (int m : r.pv()) q = game.apply(q, game.move(q, m)).after();
        assertTrue(q.isOver(), "the line ends the game in " + p.text());
        assertEquals(p.toMove(), q.outcome().winner());
    }

    @ParameterizedTest
    @MethodSource("games")
    void alpha_beta_limits_the_loss_when_every_move_loses_seeds(String id) {
        Game game = Games.byId(id).create();
        Evaluator seeds = seedsHeld(Games.byId(id));
        Position p = find(game, q -> everyMoveLosesSeeds(game, q, seeds), 200, 64);
        assertNotNull(p, "a position where every move loses seeds occurs in the seeded games of " + id);
        SearchState s = game.searchState(p);
        int exact = minimax(game.searchState(p), 2, seeds);
        assertTrue(exact < seeds.evaluate(s), "every move loses seeds in " + p.text());
        SearchResult r = new AlphaBeta(16, seeds, false).search(s, SearchLimits.depth(2));
        assertEquals(exact, r.score(), p.text());
        int mover = s.sideToMove();
        s.make(r.bestMove());
        assertEquals(
                exact,
                AlphaBetaTest.seen(s, mover, minimax(s, 1, seeds, 1)),
                "the best move loses least in " + p.text());
    }

    @ParameterizedTest
    @MethodSource("games")
    void mcts_and_alpha_beta_agree_on_a_decided_position(String id) {
        Game game = Games.byId(id).create();
        // A win in one that not every move gives: clearly decided for a searcher that looks.
        Position p = find(game, q -> isWinInExactly(game, q, 1) && !everyMoveWins(game, q));
        assertNotNull(p, "a win in one occurs in the seeded games of " + id);
        SearchResult ab = new AlphaBeta().search(game.searchState(p), SearchLimits.depth(4));
        SearchResult playouts = new Mcts(5).search(game.searchState(p), SearchLimits.nodes(3000));
        SearchResult evaluated =
                Mcts.withEvaluation(5, Evaluator.MATERIAL, 2).search(game.searchState(p), SearchLimits.nodes(3000));
        assertEquals(AlphaBeta.WIN - 1, ab.score());
        for (SearchResult r : List.of(ab, playouts, evaluated)) {
            assertTrue(winsIn(game, p, r.bestMove(), 1), "a winning move in " + p.text());
        }
        assertTrue(playouts.score() > 900 && evaluated.score() > 900, "MCTS sees the sure win in " + p.text());
    }

    /** Does move m keep a forced win within the given plies (m included)? */
    private static boolean winsIn(Game game, Position p, int m, int plies) {
        SearchState s = game.searchState(p);
        int mover = s.sideToMove();
        s.make(m);
        return AlphaBetaTest.seen(s, mover, AlphaBetaTest.minimax(s, plies - 1, 1)) == AlphaBeta.WIN - plies;
    }

    private static boolean isWinInExactly(Game game, Position p, int plies) {
        if (plies > 1 && AlphaBetaTest.minimax(game.searchState(p), plies - 2, 0) >= AlphaBeta.WIN - 1000) {
            return false;
        }
        return AlphaBetaTest.minimax(game.searchState(p), plies, 0) == AlphaBeta.WIN - plies;
    }

    private static boolean everyMoveWins(Game game, Position p) {
        for (Move m : game.legalMoves(p)) {
            if (!winsIn(game, p, m.code(), 1)) return false;
        }
        return true;
    }

    /**
     * The seeds a player holds: captured seeds or store in the two-row games; in the four-row games captured
     * seeds stay on the board, so the seeds in one's own two rows count too (pits below half are South's).
     */
    private static Evaluator seedsHeld(GameType type) {
        if (type.layout().rows() != 4) return Evaluator.MATERIAL;
        return s -> {
            int half = s.pitCount() / 2;
            int south = s.score(0);
            int north = s.score(1);
            for (int i = 0; i < half; i++) south += s.seeds(i);
            for (int i = half; i < s.pitCount(); i++) north += s.seeds(i);
            return 100 * (s.sideToMove() == 0 ? south - north : north - south);
        };
    }

    /** Every move, answered by the opponent's best reply, leaves the mover fewer seeds than now (no game end). */
    private static boolean everyMoveLosesSeeds(Game game, Position p, Evaluator seeds) {
        SearchState s = game.searchState(p);
        int now = seeds.evaluate(s);
        int n = s.legalMoves(BUF);
        if (n < 2) return false;
        int[] moves = java.util.Arrays.copyOf(BUF, n);
        int mover = s.sideToMove();
        for (int m : moves) {
            s.make(m);
            int v = AlphaBetaTest.seen(s, mover, minimax(s, 1, seeds, 1));
            s.unmake();
            if (v >= now || Math.abs(v) >= AlphaBeta.WIN - 1000) return false;
        }
        return true;
    }

    /** Plain negamax with the given evaluation and game ends scored as the searcher does (ply from here). */
    private static int minimax(SearchState s, int depth, Evaluator eval) {
        return minimax(s, depth, eval, 0);
    }

    private static int minimax(SearchState s, int depth, Evaluator eval, int ply) {
        if (s.isOver()) {
            int w = s.winner();
            return w < 0 ? 0 : w == s.sideToMove() ? AlphaBeta.WIN - ply : -AlphaBeta.WIN + ply;
        }
        if (depth == 0) return eval.evaluate(s);
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        int side = s.sideToMove();
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            best = Math.max(best, AlphaBetaTest.seen(s, side, minimax(s, depth - 1, eval, ply + 1)));
            s.unmake();
        }
        return best;
    }

    /**
     * The first position satisfying the test, looking backwards from the end of seeded random games (decided
     * positions are near the end), at most {@code window} plies back; null if none in the first 40 games.
     * Branching is kept small for the minimax by skipping positions with more than {@code maxMoves} moves.
     */
    private static Position find(Game game, Predicate<Position> test) {
        return find(game, test, 30, 12);
    }

    private static Position find(Game game, Predicate<Position> test, int window, int maxMoves) {
        for (long seed = 1; seed <= 40; seed++) {
            Random rng = new Random(seed);
            List<Position> line = new ArrayList<>();
            Position p = game.start();
            while (!p.isOver() && line.size() < game.maxGameLength()) {
                line.add(p);
                List<Move> moves = game.legalMoves(p);
                p = game.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
            for (int i = line.size() - 1; i >= Math.max(0, line.size() - window); i--) {
                Position q = line.get(i);
                if (game.legalMoves(q).size() <= maxMoves && test.test(q)) return q;
            }
        }
        return null;
    }
}
