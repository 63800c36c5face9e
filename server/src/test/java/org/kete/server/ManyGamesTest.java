package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Many games in play in one process: a move never replays its game from the start once the game is loaded,
 * whatever the order in which 2,000 games are played (the old cache held 256 games, so this order replayed
 * every game for every move). Moves go through the service the routes call, so the test measures the replays,
 * not HTTP; the counts, not the time, are checked.
 */
class ManyGamesTest extends ServerTestBase {
    private static final int GAMES = 2_000;
    private static final int ROUNDS = 2;

    /** One game as a player keeps it: id, token, version and legal moves of the last view. */
    private static final class Played {
        final String id;
        final String token;
        Map<String, Object> view;

        Played(String id, String token, Map<String, Object> view) {
            this.id = id;
            this.token = token;
            this.view = view;
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void moves_in_two_thousand_games_never_replay_a_whole_game_after_its_first_load() {
        GameService service = server.games();
        ReplayCache replays = service.replays();
        long fullBefore = replays.fullReplays();
        List<Played> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            String game = i % 2 == 0 ? "oware" : "bao-la-kiswahili";
            GameService.Seated s =
                    service.create(Json.read("{\"game\":\"" + game + "\",\"opponent\":{\"type\":\"local\"}}"));
            games.add(new Played((String) s.view().get("id"), s.token(), s.view()));
        }
        // Each game was replayed once, when it was created (its first load).
        assertEquals(GAMES, replays.fullReplays() - fullBefore);

        SplittableRandom random = new SplittableRandom(13);
        int moves = 0;
        for (int round = 0; round < ROUNDS; round++) {
            List<Played> order = new ArrayList<>(games);
            Collections.shuffle(order, new java.util.Random(random.nextLong()));
            for (Played p : order) {
                List<Map<String, Object>> legal = (List<Map<String, Object>>) p.view.get("legalMoves");
                String move = (String) legal.get(random.nextInt(legal.size())).get("notation");
                int version = (Integer) p.view.get("version");
                GameService.Applied a = service.move(
                        p.id, p.token, Json.read("{\"version\":" + version + ",\"move\":" + Client.quote(move) + "}"));
                p.view = a.view();
                moves++;
            }
        }
        assertEquals(GAMES * ROUNDS, moves);
        assertEquals(GAMES, replays.fullReplays() - fullBefore, "no game replayed from its start after its first load");
        assertEquals(0, replays.followedReplays());
        assertTrue(replays.games() >= GAMES, "every game in play is held: " + replays.games());
        assertTrue(replays.positions() <= ReplayCache.DEFAULT_POSITIONS);

        // What was served from the cache is what the rules give from the stored moves.
        Played first = games.get(0);
        StoredGame stored = service.load(first.id);
        assertEquals(ROUNDS, stored.moves().size());
        assertEquals(
                Replay.of(stored).current().text(), ((Map<String, Object>) first.view.get("position")).get("text"));
    }
}
