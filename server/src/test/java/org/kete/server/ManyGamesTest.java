package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.kete.engine.Move;
import org.kete.server.game.GameService;
import org.kete.server.game.Moves;
import org.kete.server.game.Replay;
import org.kete.server.game.ReplayCache;
import org.kete.server.game.Requests;
import org.kete.server.game.Results;
import org.kete.server.game.StoredGame;

/**
 * Many games in play in one process: a move never replays its game from the start once the game is loaded,
 * whatever the order in which 2,000 games are played (the old cache held 256 games, so this order replayed
 * every game for every move). Moves go through the service the routes call, so the test measures the replays,
 * not HTTP; the counts, not the time, are checked.
 */
class ManyGamesTest extends ServerTestBase {
    private static final int GAMES = 2_000;
    private static final int ROUNDS = 2;

    /** One game as a player keeps it: id, token, and the stored game and replay it was last served. */
    private static final class Played {
        final String id;
        final String token;
        StoredGame game;
        Replay replay;

        Played(String id, String token, StoredGame game, Replay replay) {
            this.id = id;
            this.token = token;
            this.game = game;
            this.replay = replay;
        }
    }

    @Test
    void moves_in_two_thousand_games_never_replay_a_whole_game_after_its_first_load() {
        GameService service = server.games();
        Moves moves = server.moves();
        ReplayCache replays = server.changes().replays();
        long fullBefore = replays.fullReplays();
        List<Played> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            String game = i % 2 == 0 ? "oware" : "bao-la-kiswahili";
            Results.Seated s = service.create(
                    new Requests.NewGame(game, "", "local", null, null, null, null, null, null),
                    org.kete.server.game.GameCreations.Sender.NONE);
            games.add(new Played(s.game().id(), s.token(), s.game(), s.replay()));
        }
        // Each game was replayed once, when it was created (its first load).
        assertEquals(GAMES, replays.fullReplays() - fullBefore);

        SplittableRandom random = new SplittableRandom(13);
        int played = 0;
        for (int round = 0; round < ROUNDS; round++) {
            List<Played> order = new ArrayList<>(games);
            Collections.shuffle(order, new java.util.Random(random.nextLong()));
            for (Played p : order) {
                List<Move> legal = p.replay.game().legalMoves(p.replay.current());
                String move = legal.get(random.nextInt(legal.size())).notation();
                Results.Moved a = moves.move(p.id, p.token, new Requests.MoveRequest(p.game.version(), move, null));
                p.game = a.game();
                p.replay = a.replay();
                played++;
            }
        }
        assertEquals(GAMES * ROUNDS, played);
        assertEquals(GAMES, replays.fullReplays() - fullBefore, "no game replayed from its start after its first load");
        assertEquals(0, replays.followedReplays());
        assertTrue(replays.games() >= GAMES, "every game in play is held: " + replays.games());
        assertTrue(replays.positions() <= ReplayCache.DEFAULT_POSITIONS);

        // What was served from the cache is what the rules give from the stored moves.
        Played first = games.get(0);
        StoredGame stored = server.changes().load(first.id);
        assertEquals(ROUNDS, stored.moves().size());
        assertEquals(Replay.of(stored).current().text(), first.replay.current().text());
    }
}
