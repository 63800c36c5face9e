package org.kete.ai;

import java.util.Arrays;
import java.util.Set;
import org.kete.engine.Game;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * Makes a game with extra turns (the children's Bao: a last seed in one's own store plays again) look to a
 * negamax search like a game of strictly alternating turns: after a move that leaves the same player to move,
 * the opponent is shown to move with one forced pass. Negamax negates every child's score, which is wrong for
 * an extra turn; with the pass in between, every negation is right. The pass is taken out of the principal
 * variation before anyone sees it. No allocation per move (the pass stack grows by doubling).
 */
public final class ExtraTurns implements Searcher {
    /** The code of the inserted pass; no game uses negative move codes. */
    static final int PASS = -2;

    private static final Set<String> GAMES = Set.of("bao-kenyan-children");
    private static final long PASS_KEY = 0x7A3F1C2B5D9E4F61L;

    private final Searcher inner;

    private ExtraTurns(Searcher inner) {
        this.inner = inner;
    }

    /** The searcher, wrapped if the game gives extra turns. */
    public static Searcher forGame(String gameId, Searcher searcher) {
        return GAMES.contains(gameId) ? new ExtraTurns(searcher) : searcher;
    }

    @Override
    public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
        SearchResult r = inner.search(
                new Alternating(state),
                limits,
                (depth, score, nodes, pv) -> listener.iteration(depth, score, nodes, strip(pv)));
        return new SearchResult(r.bestMove(), r.score(), r.depth(), r.nodes(), strip(r.pv()));
    }

    private static int[] strip(int[] pv) {
        int n = 0;
        int[] out = new int[pv.length];
        for (int m : pv) if (m != PASS) out[n++] = m;
        return n == pv.length ? pv : Arrays.copyOf(out, n);
    }

    /** The view with passes: {@code passing} means the real side to move is the opponent of the shown one. */
    static final class Alternating implements SearchState {
        private final SearchState s;
        private boolean passing;
        // Per move made: bit 0 = passing before it, bit 1 = it was the pass.
        private byte[] undo = new byte[256];
        private int ply;

        Alternating(SearchState s) {
            this.s = s;
        }

        @Override
        public Game game() {
            return s.game();
        }

        @Override
        public int sideToMove() {
            return passing ? 1 - s.sideToMove() : s.sideToMove();
        }

        @Override
        public int legalMoves(int[] moves) {
            if (!passing) return s.legalMoves(moves);
            moves[0] = PASS;
            return 1;
        }

        @Override
        public void make(int move) {
            if (ply == undo.length) undo = Arrays.copyOf(undo, 2 * ply);
            undo[ply++] = (byte) ((passing ? 1 : 0) | (move == PASS ? 2 : 0));
            if (move == PASS) {
                passing = false;
                return;
            }
            int side = s.sideToMove();
            s.make(move);
            passing = !s.isOver() && s.sideToMove() == side;
        }

        @Override
        public void unmake() {
            byte u = undo[--ply];
            if ((u & 2) == 0) s.unmake();
            passing = (u & 1) != 0;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public boolean isOver() {
            return !passing && s.isOver();
        }

        @Override
        public int winner() {
            return s.winner();
        }

        @Override
        public int score(int player) {
            return s.score(player);
        }

        @Override
        public int pitCount() {
            return s.pitCount();
        }

        @Override
        public int seeds(int pit) {
            return s.seeds(pit);
        }

        @Override
        public long hash() {
            return passing ? s.hash() ^ PASS_KEY : s.hash();
        }

        @Override
        public Position toPosition() {
            return s.toPosition();
        }
    }
}
