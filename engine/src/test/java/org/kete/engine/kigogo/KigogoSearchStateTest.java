package org.kete.engine.kigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/** The search state's simulation cache is an optimisation only: make gives the same result with or without it. */
class KigogoSearchStateTest {

    @Test
    void make_without_a_preceding_move_generation_agrees_with_the_immutable_api() {
        Game game = Kigogo.TYPE.create();
        for (int g = 0; g < 20; g++) {
            Random rng = new Random(300 + g);
            Position p = game.start(Player.SOUTH);
            SearchState blind = game.searchState(p); // sees only make(): every sowing is simulated on demand
            while (!p.isOver()) {
                List<Move> moves = game.legalMoves(p);
                Move m = moves.get(rng.nextInt(moves.size()));
                p = game.apply(p, m).after();
                blind.make(m.code());
                assertEquals(p.text(), blind.toPosition().text());
                assertEquals(p.outcome(), blind.toPosition().outcome());
            }
        }
    }

    @Test
    void unmake_then_a_different_move_uses_no_stale_simulation() {
        Game game = Kigogo.TYPE.create();
        SearchState s = game.searchState(game.start());
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.make(moves[i]);
            Position expected =
                    game.apply(game.start(), game.move(game.start(), moves[i])).after();
            assertEquals(expected.text(), s.toPosition().text());
            int[] replies = new int[SearchState.MAX_MOVES];
            int r = s.legalMoves(replies);
            assertEquals(game.legalMoves(expected).size(), r);
            s.make(replies[r - 1]);
            s.unmake();
            s.unmake();
        }
        assertEquals(game.start().text(), s.toPosition().text());
    }
}
