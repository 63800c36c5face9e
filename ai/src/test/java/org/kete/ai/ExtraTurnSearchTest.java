package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * Games where the same player can move twice in a row (the children's Bao's extra turn for a last seed in
 * one's own store; Nam Nam's passes and the leader's choice after a round): the search keeps the point of view
 * across such a move instead of negating it. Checked against a plain minimax written here.
 */
class ExtraTurnSearchTest {

    /** Plain minimax on material (centi-seeds), from the side to move's view, honouring extra turns. */
    static int minimax(SearchState s, int depth, int ply) {
        int side = s.sideToMove();
        if (s.isOver()) {
            int w = s.winner();
            return w < 0 ? 0 : w == side ? AlphaBeta.WIN - ply : -AlphaBeta.WIN + ply;
        }
        if (depth == 0) return 100 * (s.score(side) - s.score(1 - side));
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            int v = minimax(s, depth - 1, ply + 1);
            if (s.sideToMove() != side) v = -v;
            s.unmake();
            best = Math.max(best, v);
        }
        return best;
    }

    private static List<Position> positionsWithExtraTurns(Game game, long seed, int count) {
        Random rng = new Random(seed);
        List<Position> found = new java.util.ArrayList<>();
        while (found.size() < count) {
            Position p = game.start(Player.SOUTH);
            int plies = 4 + rng.nextInt(30);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                List<Move> moves = game.legalMoves(p);
                p = game.apply(p, moves.get(rng.nextInt(moves.size()))).after();
            }
            if (!p.isOver() && hasExtraTurn(game, p)) found.add(p);
        }
        return found;
    }

    private static boolean hasExtraTurn(Game game, Position p) {
        for (Move m : game.legalMoves(p)) {
            Position q = game.apply(p, m).after();
            if (!q.isOver() && q.toMove() == p.toMove()) return true;
        }
        return false;
    }

    @Test
    void the_value_with_extra_turns_is_the_minimax_value() {
        Game game = Games.byId("bao-kenyan-children").create();
        for (Position p : positionsWithExtraTurns(game, 11, 25)) {
            for (int depth = 1; depth <= 4; depth++) {
                SearchState s = game.searchState(p);
                SearchResult r = new AlphaBeta(0, Evaluator.MATERIAL, false).search(s, SearchLimits.depth(depth));
                assertEquals(minimax(game.searchState(p), depth, 0), r.score(), p.text() + " depth " + depth);
            }
        }
    }

    @Test
    void an_extra_turn_that_wins_seeds_is_preferred() {
        // South's H (1 seed) ends in South's own store: one seed and the move again. Searching two plies,
        // South sees it can play H then capture; a negating search would score the second South move as
        // North's and avoid it.
        Game game = Games.byId("bao-kenyan-children").create();
        for (Position p : positionsWithExtraTurns(game, 3, 10)) {
            SearchState s = game.searchState(p);
            SearchResult r = new AlphaBeta(16).search(s, SearchLimits.depth(5));
            SearchState check = game.searchState(p);
            assertEquals(minimax(check, 5, 0), r.score(), p.text());
            assertTrue(r.bestMove() >= 0);
        }
    }
}
