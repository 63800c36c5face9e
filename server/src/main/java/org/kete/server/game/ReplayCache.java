package org.kete.server.game;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.concurrent.atomic.LongAdder;

/**
 * Replayed games by id, so that a move in a game in play costs one ply of the rules, not a replay of the whole
 * game. A concurrent cache (Caffeine): no lock is shared by the requests of different games. Its memory is
 * bounded by positions held, summed over its games ({@link #DEFAULT_POSITIONS}); the games least likely to be
 * used again leave it first.
 *
 * <p>An entry is used only for the moves actually stored: {@link #replay} compares them with the entry's, and
 * when they differ (an undo, a takeback, moves made by another process) it replays only where they part. A
 * game is replayed from its start only when it is not in the cache: {@link #fullReplays()} counts those.
 */
public final class ReplayCache {
    /**
     * Positions held at most, over all games: 2,000 games in play of 200 plies each. An Oware position with its
     * repetition history is about 200 bytes, so this is of the order of 100 MB at the very most.
     */
    public static final long DEFAULT_POSITIONS = 400_000;

    private final Cache<String, Replay> cache;
    private final LongAdder full = new LongAdder();
    private final LongAdder followed = new LongAdder();

    public ReplayCache(long maxPositions) {
        this.cache = Caffeine.newBuilder()
                .maximumWeight(maxPositions)
                .weigher((String id, Replay r) -> r.positions().size())
                // Evictions run on the thread that writes, not on the common pool: nothing in the background.
                .executor(Runnable::run)
                .build();
    }

    /** The replay of the stored game {@code g}, from the cache where it can be. */
    public Replay replay(StoredGame g) {
        Replay cached = cache.getIfPresent(g.id());
        // An id always has the same game, options and start, so equal moves mean an equal replay.
        if (cached != null && cached.notations().equals(g.moves())) return cached;
        Replay r;
        if (cached != null) {
            followed.increment();
            r = cached.following(g.moves());
        } else {
            full.increment();
            r = Replay.of(g);
        }
        cache.put(g.id(), r);
        return r;
    }

    /** The replay of a game just written with one more move: the next request finds it. */
    void put(String id, Replay r) {
        cache.put(id, r);
    }

    /** Games replayed from their start (not found in the cache), since the server started. */
    public long fullReplays() {
        return full.sum();
    }

    /** Cached replays brought up to the stored moves by replaying only where they differed. */
    public long followedReplays() {
        return followed.sum();
    }

    /** Positions held now, over all games (after pending evictions). */
    public long positions() {
        cache.cleanUp();
        return cache.policy().eviction().orElseThrow().weightedSize().orElseThrow();
    }

    /** Games held now. */
    public long games() {
        cache.cleanUp();
        return cache.estimatedSize();
    }
}
