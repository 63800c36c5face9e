package org.kete.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;

/** The replay cache: bounded by positions, and exact after undos and moves made elsewhere. */
class ReplayCacheTest {

    /** Seeded random Oware moves from the start, {@code plies} of them (fewer if the game ends). */
    private static List<String> randomMoves(long seed, int plies) {
        Game game = Games.byId("oware").create();
        SplittableRandom rng = new SplittableRandom(seed);
        Position p = game.start(Player.SOUTH);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < plies && !p.isOver(); i++) {
            List<Move> legal = game.legalMoves(p);
            Move m = legal.get(rng.nextInt(legal.size()));
            out.add(m.notation());
            p = game.apply(p, m).after();
        }
        return out;
    }

    private static StoredGame game(String id, List<String> moves) {
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = id;
        b.gameType = "oware";
        b.options = Games.byId("oware").create().options().toString();
        b.mode = StoredGame.Mode.LOCAL;
        b.firstPlayer = Player.SOUTH;
        b.moves = moves;
        b.status = StoredGame.Status.ACTIVE;
        return b.build();
    }

    @Test
    void a_game_whose_stored_moves_changed_is_replayed_only_where_they_part() {
        ReplayCache cache = new ReplayCache(10_000);
        List<String> moves = randomMoves(7, 40);
        Replay r = cache.replay(game("g", moves));
        assertSame(r, cache.replay(game("g", moves)), "the same moves: the cached replay");

        for (List<String> stored : List.of(
                moves.subList(0, 30), // an undo
                moves, // moves made by another process
                randomMoves(8, 35), // a different line altogether
                List.<String>of())) {
            Replay followed = cache.replay(game("g", stored));
            Replay fresh = Replay.of(game("g", stored));
            assertEquals(fresh.notations(), followed.notations());
            assertEquals(fresh.positions().size(), followed.positions().size());
            for (int i = 0; i < fresh.positions().size(); i++) {
                assertEquals(
                        fresh.positions().get(i).text(),
                        followed.positions().get(i).text(),
                        "ply " + i);
            }
        }
        assertEquals(1, cache.fullReplays());
        assertEquals(4, cache.followedReplays());
    }

    @Test
    void the_cache_holds_at_most_its_positions_and_replays_an_evicted_game_again() {
        ReplayCache cache = new ReplayCache(500);
        for (int i = 0; i < 100; i++) cache.replay(game("g" + i, randomMoves(i, 20)));
        assertTrue(cache.positions() <= 500, "positions held: " + cache.positions());
        assertTrue(cache.games() < 100, "games held: " + cache.games());
        long full = cache.fullReplays();
        // Some early game was evicted: asking for all of them again replays the evicted ones from the start.
        for (int i = 0; i < 100; i++) {
            Replay r = cache.replay(game("g" + i, randomMoves(i, 20)));
            assertEquals(
                    Replay.of(game("g" + i, randomMoves(i, 20))).current().text(),
                    r.current().text());
        }
        assertTrue(cache.fullReplays() > full);
        assertTrue(cache.positions() <= 500);
    }
}
