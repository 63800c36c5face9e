package org.kete.server.review;

import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.review.GameReview;
import org.kete.ai.review.Reviewer;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.server.common.ApiException;
import org.kete.server.common.Daemons;
import org.kete.server.common.Secrets;
import org.kete.server.config.SearchCapacity;
import org.kete.server.db.Db;
import org.kete.server.db.Notifications;
import org.kete.server.game.GameCreations;
import org.kete.server.game.GameService;
import org.kete.server.game.Replay;
import org.kete.server.game.Results;
import org.kete.server.game.StoredGame;
import org.kete.server.review.ReviewState.Status;
import org.kete.server.search.EndgameTables;
import org.kete.server.search.SearchPriority;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer's reviews of finished games (docs/api.md, Review): asked for, stored once per game, computed in
 * the background by {@link Reviewer} on threads of their own, below every other search ({@link SearchPriority}).
 *
 * <p>A request queues the review in the database ({@link ReviewStore}); each server claims queued reviews, at
 * most {@link SearchCapacity#reviews()} at a time, when one is queued anywhere (heard on the notification
 * channel {@code kete_reviews}), when one of its own ends, and every few seconds. The database decides who
 * computes a review, so two servers never compute the same one; a server renews its claim's lease while it
 * computes. A server that stops gives its reviews back (queued again), and the first server to claim takes them
 * up from the start; a server that dies keeps them until their lease lapses (in the games' time), then any server
 * takes them.
 *
 * <p>Progress goes to the game's listeners on every server through {@code kete_reviews} too: {@code '<game>
 * <status> <done> <total>'}, at most four a second per review, and always the end (done or failed).
 */
public final class Reviews implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Reviews.class);

    static final String CHANNEL = "kete_reviews";
    /** A claim lapses this long (in the games' time) after it was last renewed. */
    static final long LEASE_MILLIS = 60_000;
    /** How often claims are renewed and queued reviews looked for (real time, between checks). */
    static final long RENEW_SECONDS = 15;

    static final long CLAIM_SECONDS = 5;
    /** The least time between two progress messages of one review (four a second). */
    static final long PROGRESS_MILLIS = 250;

    /** Computes one review; {@link #REVIEWER} is the real one, the tests give a counting or smaller one. */
    @FunctionalInterface
    public interface Runner {
        GameReview review(
                Game game,
                Position start,
                List<Move> moves,
                OwareTablebase tables,
                Reviewer.Progress progress,
                BooleanSupplier stop);
    }

    /** A new {@link Reviewer} for each review (it owns its transposition table). */
    public static final Runner REVIEWER = (game, start, moves, tables, progress, stop) ->
            Reviewer.forGame(game, tables).review(game, start, moves, progress, stop);

    /** Where this server's listeners of a game hear of its review; the http layer words the message. */
    @FunctionalInterface
    public interface Listeners {
        void tell(String gameId, Status status, int done, int total);
    }

    private final ReviewStore store;
    private final GameService games;
    private final EndgameTables tables;
    private final SearchPriority priority;
    private final Notifications notifications;
    private final InstantSource clock;
    private final Runner runner;
    private final int queueMax;
    private final String serverId = Secrets.id();
    private final Semaphore slots;
    private final ExecutorService pool;
    private final ScheduledExecutorService timer;
    /** The reviews this server computes now. */
    private final Map<String, Job> jobs = new ConcurrentHashMap<>();

    private volatile Listeners listeners = (id, status, done, total) -> {};
    private volatile boolean closed;

    /** A review being computed here: its progress, and whether its claim was lost to another server. */
    private static final class Job {
        final String gameId;
        volatile int done;
        volatile int total;
        volatile boolean lost;
        long toldAt = Long.MIN_VALUE;

        Job(String gameId, int total) {
            this.gameId = gameId;
            this.total = total;
        }
    }

    public Reviews(
            Db db,
            GameService games,
            EndgameTables tables,
            SearchPriority priority,
            SearchCapacity capacity,
            Notifications notifications,
            InstantSource clock,
            Runner runner) {
        this.store = new ReviewStore(db);
        this.games = games;
        this.tables = tables;
        this.priority = priority;
        this.notifications = notifications;
        this.clock = clock;
        this.runner = runner;
        this.queueMax = capacity.reviewQueue();
        this.slots = new Semaphore(capacity.reviews());
        this.pool = Executors.newFixedThreadPool(Math.max(1, capacity.reviews()), Daemons.named("kete-review"));
        this.timer = Daemons.scheduler("kete-review-claims");
        notifications.subscribe(CHANNEL, this::heard, this::wake);
        timer.scheduleWithFixedDelay(this::claimAll, 0, CLAIM_SECONDS, TimeUnit.SECONDS);
        timer.scheduleWithFixedDelay(this::renewAll, RENEW_SECONDS, RENEW_SECONDS, TimeUnit.SECONDS);
    }

    /** Who tells this server's listeners of a game about its review. */
    public void tellWith(Listeners l) {
        listeners = l;
    }

    // ---- asking

    /** The review of game {@code id}: 404 for no game, 409 game-in-play for a game not finished. */
    public ReviewState state(String id) {
        Results.Changed g = finished(id);
        ReviewState s = store.find(id);
        if (s == null) return ReviewState.none(id, g.replay().plies() + 1);
        Job here = jobs.get(id);
        if (s.status() == Status.RUNNING && here != null && here.done > s.done()) {
            return new ReviewState(id, s.status(), here.done, s.total(), null);
        }
        return s;
    }

    /**
     * Asks for the review of game {@code id} for {@code by}: its state when it is queued, running or done (which
     * costs nothing), else queued now (503 busy past the bounds, see {@link ReviewStore#request}).
     */
    public ReviewState request(String id, GameCreations.Sender by) {
        Results.Changed g = finished(id);
        ReviewStore.Requested r = store.request(id, g.replay().plies() + 1, by.senderKey(), queueMax, clock.millis());
        if (!r.queued()) return state(id);
        notifications.send(CHANNEL, message(id, Status.QUEUED, 0, r.state().total()));
        return r.state();
    }

    /** The game, which must have ended: a game in play is never reviewed, nor anything of it shown. */
    private Results.Changed finished(String id) {
        Results.Changed g = games.get(id);
        if (g.game().status() != StoredGame.Status.FINISHED) {
            throw ApiException.conflict(
                    "game-in-play",
                    "the game is still being played; it can be reviewed when it ends",
                    "game-in-play",
                    Map.of());
        }
        return g;
    }

    /**
     * Refuses at once (503 busy) a request that {@link #request} would refuse for its bounds, before the work
     * that comes first (storing an uploaded record); {@link #request} checks again, under the locks.
     */
    public void checkRoom(GameCreations.Sender by) {
        store.checkRoom(by.senderKey(), queueMax);
    }

    // ---- computing

    /** Looks for queued reviews soon, on the timer's thread. */
    private void wake() {
        if (closed) return;
        try {
            timer.execute(this::claimAll);
        } catch (RejectedExecutionException e) {
            // stopping
        }
    }

    /** Claims queued reviews while this server has room for them. */
    private void claimAll() {
        try {
            while (!closed && slots.tryAcquire()) {
                long now = clock.millis();
                ReviewStore.Claim c;
                try {
                    c = store.claim(serverId, now, now + LEASE_MILLIS);
                } catch (RuntimeException e) {
                    slots.release();
                    throw e;
                }
                if (c == null) {
                    slots.release();
                    return;
                }
                Job job = new Job(c.gameId(), c.total());
                jobs.put(c.gameId(), job);
                try {
                    pool.execute(() -> run(job));
                } catch (RejectedExecutionException e) {
                    jobs.remove(c.gameId());
                    slots.release();
                    return;
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("looking for reviews to compute failed: {}", e.toString());
        }
    }

    private void run(Job job) {
        try {
            Results.Changed g = games.get(job.gameId);
            Replay r = g.replay();
            job.total = r.plies() + 1;
            tell(job, Status.RUNNING, 0);
            GameReview review = runner.review(
                    r.game(),
                    r.positions().get(0),
                    r.moves(),
                    tables.forGame(r.game()),
                    (done, total) -> progress(job, done),
                    () -> priority.stopReview(() -> closed || job.lost));
            if (store.finish(job.gameId, serverId, review, clock.millis())) {
                notifications.send(CHANNEL, message(job.gameId, Status.DONE, job.total, job.total));
            }
        } catch (CancellationException e) {
            // The server stops (close gives the review back) or another server took it over: nothing to do.
        } catch (RuntimeException e) {
            if (closed) return;
            LOG.warn("the review of game {} failed", job.gameId, e);
            try {
                if (store.fail(job.gameId, serverId, clock.millis()))
                    notifications.send(CHANNEL, message(job.gameId, Status.FAILED, job.done, job.total));
            } catch (RuntimeException again) {
                LOG.warn("the failed review of game {} could not be marked: {}", job.gameId, again.toString());
            }
        } finally {
            jobs.remove(job.gameId);
            slots.release();
            wake();
        }
    }

    /** A position valued: told at most four times a second, with the claim renewed (and checked) each time. */
    private void progress(Job job, int done) {
        job.done = done;
        long now = clock.millis();
        if (now - job.toldAt < PROGRESS_MILLIS && job.toldAt != Long.MIN_VALUE) return;
        job.toldAt = now;
        tell(job, Status.RUNNING, done);
    }

    private void tell(Job job, Status status, int done) {
        long now = clock.millis();
        if (!store.renew(job.gameId, serverId, done, now, now + LEASE_MILLIS)) {
            job.lost = true;
            return;
        }
        notifications.send(CHANNEL, message(job.gameId, status, done, job.total));
    }

    /** Renews the claims of the reviews computed here (a review may wait long behind the games' searches). */
    private void renewAll() {
        for (Job job : jobs.values()) {
            try {
                long now = clock.millis();
                if (!store.renew(job.gameId, serverId, job.done, now, now + LEASE_MILLIS)) job.lost = true;
            } catch (RuntimeException e) {
                LOG.warn("renewing the review of game {} failed: {}", job.gameId, e.toString());
            }
        }
    }

    // ---- the channel

    private static String message(String gameId, Status status, int done, int total) {
        return gameId + " " + status.id() + " " + done + " " + total;
    }

    /** A review's news from any server (this one included): told to this server's listeners of the game. */
    private void heard(String payload) {
        String[] p = payload.split(" ");
        if (p.length != 4) return;
        Status status;
        int done;
        int total;
        try {
            status = Status.of(p[1]);
            done = Integer.parseInt(p[2]);
            total = Integer.parseInt(p[3]);
        } catch (IllegalArgumentException e) {
            return;
        }
        if (status == Status.QUEUED) wake();
        else listeners.tell(p[0], status, done, total);
    }

    /**
     * Stops computing: the reviews running here stop at their next search step and are given back to the queue,
     * for this server when it starts again or for another one now.
     */
    @Override
    public void close() {
        closed = true;
        timer.shutdownNow();
        pool.shutdown();
        try {
            if (!pool.awaitTermination(10, TimeUnit.SECONDS)) pool.shutdownNow();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            store.release(serverId, clock.millis());
        } catch (RuntimeException e) {
            LOG.warn("the reviews of this server could not be given back: {}", e.toString());
        }
    }
}
