package org.kete.server.game;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.kete.engine.Player;

/**
 * The match of each game in play, so that a move does not read the matches table for its answer.
 *
 * <p>Why an entry stays right: a match's row changes only in the transaction that changes the status of one of
 * its games (the score is counted again from the games' results), and the games before the last one of a
 * match are frozen (a game followed by another cannot be undone, resigned or timed out). So for a game not yet
 * followed ({@code nextGame} null), the match is fixed by that game's own status and winner: the entry is used
 * while they are what they were when it was stored, whichever process made the moves in between. A followed
 * game's view reads the match every time (its later games may have changed the score).
 *
 * <p>The last two entries looked up or stored by each thread are also kept for that thread: a change looks up its
 * game's match before its commit (a failed read then refuses the change cleanly) and builds its answer after
 * the commit from the entry its write stored, so the answer to a committed change never waits for the
 * database, even if the cache evicted the entry in between. For a followed game (the move that ended a game
 * of a match creates the next one), that entry serves only the same version of the game, for two seconds:
 * the answer of that change, not a later request.
 */
final class MatchCache {
    /** Games whose match is held at most (an entry is a few hundred bytes). */
    static final long DEFAULT_GAMES = 50_000;

    private static final long PINNED_NANOS = 2_000_000_000L;

    private record Entry(
            String gameId,
            int version,
            StoredGame.Status status,
            Player winner,
            String nextGame,
            StoredMatch match,
            long storedAt) {
        /** The match of a game in play stays right while its status and winner stay (see the class comment). */
        boolean fits(StoredGame g) {
            return gameId.equals(g.id())
                    && nextGame == null
                    && g.nextGame() == null
                    && status == g.status()
                    && Objects.equals(winner, MatchCache.winner(g))
                    && match.id().equals(matchId(g));
        }

        /** The very row this entry was stored with, moments ago. */
        boolean pinned(StoredGame g) {
            return gameId.equals(g.id())
                    && version == g.version()
                    && Objects.equals(nextGame, g.nextGame())
                    && match.id().equals(matchId(g))
                    && System.nanoTime() - storedAt < PINNED_NANOS;
        }
    }

    private final Cache<String, Entry> cache;
    /** Per thread, the last two entries it used, the latest first (a rematch's answer needs two games'). */
    private final ThreadLocal<Entry[]> recent = ThreadLocal.withInitial(() -> new Entry[2]);

    MatchCache(long games) {
        this.cache = Caffeine.newBuilder()
                .maximumSize(games)
                // Evictions run on the thread that writes, not on the common pool: nothing in the background.
                .executor(Runnable::run)
                .build();
    }

    /** The match of {@code g} (null if it has none or its row is gone), from {@code read} when not held. */
    StoredMatch of(StoredGame g, Function<String, Optional<StoredMatch>> read) {
        if (matchId(g) == null) return null;
        for (Entry mine : recent.get()) {
            if (mine != null && (mine.fits(g) || mine.pinned(g))) return mine.match();
        }
        Entry held = cache.getIfPresent(g.id());
        if (held != null && held.fits(g)) {
            remember(held);
            return held.match();
        }
        StoredMatch m = read.apply(matchId(g)).orElse(null);
        if (m != null) put(g, m);
        return m;
    }

    /** {@code m} is the stored match of {@code g} as it is now (just written or read). */
    void put(StoredGame g, StoredMatch m) {
        if (m == null || !m.id().equals(matchId(g))) return;
        Entry e = new Entry(g.id(), g.version(), g.status(), winner(g), g.nextGame(), m, System.nanoTime());
        if (g.nextGame() == null) cache.put(g.id(), e);
        else cache.invalidate(g.id());
        remember(e);
    }

    private void remember(Entry e) {
        Entry[] mine = recent.get();
        if (mine[0] != null && mine[0].gameId().equals(e.gameId())) {
            mine[0] = e;
            return;
        }
        mine[1] = mine[0];
        mine[0] = e;
    }

    private static String matchId(StoredGame g) {
        return g.match() == null ? null : g.match().id();
    }

    private static Player winner(StoredGame g) {
        return g.result() == null ? null : g.result().winner();
    }
}
