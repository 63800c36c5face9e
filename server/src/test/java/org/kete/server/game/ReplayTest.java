package org.kete.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;

/** The stored form of a game (options text, first player, space-separated notations) replays exactly. */
class ReplayTest {

    @Test
    void seeded_random_games_of_every_game_replay_from_their_stored_form() {
        for (GameType type : Games.all()) {
            Game game = type.create();
            SplittableRandom rng = new SplittableRandom(type.id().hashCode());
            Position p = game.start(Player.NORTH);
            List<String> notations = new ArrayList<>();
            for (int ply = 0; ply < 400 && !p.isOver(); ply++) {
                List<Move> legal = game.legalMoves(p);
                Move m = legal.get(rng.nextInt(legal.size()));
                assertFalse(m.notation().matches(".*\\s.*"), type.id() + ": a notation with a space: " + m.notation());
                notations.add(m.notation());
                p = game.apply(p, m).after();
            }
            StoredGame.Builder b = new StoredGame.Builder();
            b.id = "r";
            b.gameType = type.id();
            b.options = game.options().toString();
            b.mode = StoredGame.Mode.LOCAL;
            b.firstPlayer = Player.NORTH;
            b.moves = notations;
            b.status = StoredGame.Status.ACTIVE;
            Replay r = Replay.of(b.build());
            assertEquals(p.text(), r.current().text(), type.id());
            assertEquals(p.outcome(), r.current().outcome(), type.id());
            assertEquals(notations, r.notations(), type.id());
        }
    }
}
