package org.kete.server.game;

import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kete.server.common.Daemons;
import org.kete.server.config.Limits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes the games nobody will ever play or look back on (docs/security.md, Games), every few minutes on each
 * server: an online game nobody joined within {@code waiting-game-hours}, a game aborted before its players moved
 * that long ago, and an unfinished game in which nobody moved for {@code abandoned-game-days} (a guest's game
 * against the computer left half-way), each only if no account played it, it is not rated, and it is alone in
 * its match with no game before it (see {@link CleanupStore}). Other finished games are kept:
 * their records are history. Each game goes with the rows
 * that depend on it, by a guarded delete (servers cleaning up together delete it once, and a game that moved
 * meanwhile stays), in batches so that a backlog never holds the database for long. It also forgets who created
 * the games that no limit needs any more, and the limits' lock rows (made again when next needed).
 */
public final class GameCleanup implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GameCleanup.class);

    /** How often each server cleans up. */
    static final long EVERY_MILLIS = 5 * 60_000;
    /** Games deleted in one transaction at most. */
    static final int BATCH = 100;
    /** Batches of each kind in one cleanup at most; the next cleanup takes the rest. */
    static final int BATCHES = 20;
    /** Who created a finished game is forgotten after this long. */
    static final long CREATORS_KEPT_MILLIS = 24 * 3_600_000L;

    private final CleanupStore store;
    private final InstantSource clock;
    private final long waitingMillis;
    private final long abandonedMillis;
    private final ScheduledExecutorService timer;

    public GameCleanup(GameStore store, InstantSource clock, Limits limits) {
        this.store = new CleanupStore(store.database(), store);
        this.clock = clock;
        this.waitingMillis = limits.millis(Limits.Name.WAITING_GAME_HOURS);
        this.abandonedMillis = limits.millis(Limits.Name.ABANDONED_GAME_DAYS);
        this.timer = Daemons.scheduler("kete-cleanup");
        timer.scheduleWithFixedDelay(this::runQuietly, EVERY_MILLIS, EVERY_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Cleans up now; returns how many games were deleted. */
    public int run() {
        long now = clock.millis();
        int deleted = delete(store::unjoined, now - waitingMillis)
                + delete(store::aborted, now - waitingMillis)
                + delete(store::untouched, now - abandonedMillis);
        for (int i = 0; i < BATCHES && store.forgetCreators(now - CREATORS_KEPT_MILLIS, BATCH * 10) > 0; i++) {
            // batch after batch, until none is left or the cleanup has done its share
        }
        store.forgetLimitLocks();
        return deleted;
    }

    /** Which games: those unchanged since a time, a batch at a time. */
    private interface Kind {
        List<CleanupStore.Doomed> find(long cut, int limit);
    }

    private int delete(Kind kind, long cut) {
        int deleted = 0;
        for (int i = 0; i < BATCHES; i++) {
            List<CleanupStore.Doomed> batch = kind.find(cut, BATCH);
            deleted += store.delete(batch);
            if (batch.size() < BATCH) break;
        }
        return deleted;
    }

    private void runQuietly() {
        try {
            int n = run();
            if (n > 0) LOG.info("cleanup: deleted {} games nobody plays", n);
        } catch (RuntimeException e) {
            LOG.warn("cleanup: {}", e.toString());
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
