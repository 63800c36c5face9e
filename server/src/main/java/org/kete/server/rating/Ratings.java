package org.kete.server.rating;

import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kete.server.account.Players;
import org.kete.server.common.Daemons;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.game.GameBridge;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ratings per account, game and speed class (docs/api.md, Ratings and profiles): the results applied to them,
 * and an account's rating in a pool. The profiles and leaderboards built on them are {@link Profiles}; the SQL is
 * {@link RatingStore}.
 *
 * <p>A rated game's result is applied exactly once, by whichever server first sees the game finished: when its
 * players are read ({@code GET /api/games/{id}/players}, which the page asks at the end of a game), or by a
 * sweep every few seconds that also ends on time the rated games nobody watches. The guard is the row of
 * game_meta: the transaction that flips {@code rating_applied} from false to true is the one that writes the
 * new ratings; any other finds it true and does nothing.
 */
public final class Ratings implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Ratings.class);
    static final long SWEEP_SECONDS = 5;

    private final RatingStore store;
    private final Limits limits;
    /** The time, read here (tests move it on). */
    private final InstantSource clock;

    private final GameBridge games;
    private final FairPlay fair;
    private final ScheduledExecutorService sweeper;

    public Ratings(Db db, GameBridge games, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.store = new RatingStore(db);
        this.limits = limits;
        this.games = games;
        this.fair = new FairPlay(limits);
        this.sweeper = Daemons.scheduler("kete-ratings");
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
    }

    // ---- applying results

    /** The rules that say whether a game is rated (docs/security.md, Fair ratings). */
    public FairPlay fairPlay() {
        return fair;
    }

    /**
     * Applies a finished rated game's result, once; nothing for a game that is casual, running or applied. An
     * aborted game, or one in which a side made too few moves, is marked done and unrated with its reason, and
     * moves no rating (FairPlay).
     */
    public void settle(String gameId) {
        if (!store.pending(gameId)) return;
        GameBridge.GameFacts game = games.facts(gameId, null);
        if (!"finished".equals(game.status())) return;
        String winner = game.winner();
        double scoreSouth = winner == null ? 0.5 : winner.equals("south") ? 1 : 0;
        store.apply(
                gameId,
                clock,
                fair.atEnd(game),
                before -> new RatingStore.Pair(
                        Glicko2.update(
                                before.south(), List.of(new Glicko2.Result(before.north(), scoreSouth)), Glicko2.TAU),
                        Glicko2.update(
                                before.north(),
                                List.of(new Glicko2.Result(before.south(), 1 - scoreSouth)),
                                Glicko2.TAU)));
    }

    /** Rated games whose result is not applied yet: reading each ends it on time if its clock ran out. */
    void sweep() {
        try {
            for (String id : store.unapplied()) settle(id);
        } catch (RuntimeException e) {
            LOG.debug("rating sweep: {}", e.toString());
        }
    }

    /** The account's rating in a pool for the lobby's rating ranges (the initial one if it has none). */
    public double ratingOf(String account, String type, Speed speed) {
        Glicko2.Rating r = store.find(account, type, speed.text());
        return r == null ? Glicko2.DEFAULT_RATING : r.rating();
    }

    /**
     * The account's rating now in the pool of {@code type} and {@code speed}, rounded, and whether it is
     * provisional (the initial rating, 1500 and provisional, for an account with no game in the pool).
     */
    public Players.CurrentRating currentRating(String account, String type, String speed) {
        Glicko2.Rating r = store.find(account, type, speed);
        return r != null
                ? new Players.CurrentRating(Math.round(r.rating()), provisional(r.rd()))
                : new Players.CurrentRating(Math.round(Glicko2.DEFAULT_RATING), provisional(Glicko2.DEFAULT_RD));
    }

    /**
     * A rating is provisional while its deviation is above this (lichess's threshold): a few games say little of
     * a player yet. A new rating's deviation is 350, and it falls below 110 after some ten to fifteen rated
     * games in its pool. Shown with a "?" ("1662?"), and not ranked on the leaderboards.
     */
    public static final double PROVISIONAL_RD = 110;

    /** Whether a rating of deviation {@code rd} is provisional (see {@link #PROVISIONAL_RD}). */
    public static boolean provisional(double rd) {
        return rd > PROVISIONAL_RD;
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
    }
}
