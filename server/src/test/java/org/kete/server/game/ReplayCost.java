package org.kete.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * What the replay cache saves per move (BENCHMARKS.md, "Many games in one process"): a whole replay of an
 * Oware game of the given plies, as the old cache did on a miss for every move, against a ReplayCache hit. Not a
 * test (Surefire runs only *Test): {@code java -cp cli/target/kete.jar:server/target/test-classes
 * org.kete.server.ReplayCost 65}.
 */
public final class ReplayCost {
    private ReplayCost() {}

    public static void main(String[] args) {
        int plies = args.length > 0 ? Integer.parseInt(args[0]) : 65;
        Game game = Games.byId("oware").create();
        SplittableRandom rng = new SplittableRandom(5);
        List<String> moves = new ArrayList<>();
        // Seeded random games until one lasts the plies asked for.
        while (moves.size() < plies) {
            Position p = game.start(Player.SOUTH);
            moves.clear();
            for (int i = 0; i < plies && !p.isOver(); i++) {
                List<Move> legal = game.legalMoves(p);
                Move m = legal.get(rng.nextInt(legal.size()));
                moves.add(m.notation());
                p = game.apply(p, m).after();
            }
        }
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = "g";
        b.gameType = "oware";
        b.options = game.options().toString();
        b.mode = StoredGame.Mode.LOCAL;
        b.firstPlayer = Player.SOUTH;
        b.moves = moves;
        b.status = StoredGame.Status.ACTIVE;
        StoredGame g = b.build();
        ReplayCache cache = new ReplayCache(ReplayCache.DEFAULT_POSITIONS);
        int n = 20_000;
        for (int round = 0; round < 3; round++) {
            long sink = 0;
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) sink += Replay.of(g).plies();
            long whole = System.nanoTime() - t0;
            t0 = System.nanoTime();
            for (int i = 0; i < n; i++) sink += cache.replay(g).plies();
            long hit = System.nanoTime() - t0;
            System.out.printf(
                    "%d plies: whole replay %.1f us, cache hit %.2f us (%d)%n",
                    plies, whole / 1e3 / n, hit / 1e3 / n, sink % 7);
        }
    }
}
