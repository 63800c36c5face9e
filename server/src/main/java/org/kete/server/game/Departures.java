package org.kete.server.game;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kete.engine.Player;
import org.kete.server.common.ApiException;
import org.kete.server.common.Daemons;
import org.kete.server.game.StoredGame.Ending;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Games that end without being played out (docs/api.md, "A game's life"): an abort before each player has made
 * a first move, a claim by the player who stayed when the other left, and the sweep that ends the games nobody
 * plays any more, whether or not anyone watches them: a clock run out, a first move that did not come, a game
 * without a clock that everyone has left (the rules are in {@link Lifecycle}).
 */
public final class Departures implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Departures.class);

    /** How often each server sweeps (the games' own deadlines are to the millisecond; the sweep is the net). */
    static final long SWEEP_MILLIS = 2_000;
    /** Games handled by one sweep at most, of each kind; the next sweep takes the rest. */
    static final int SWEEP_BATCH = 100;
    /**
     * The abandoned games are looked for every this many sweeps (30 s): their rule counts in minutes, and the
     * query reads every game in play, where the deadlines' query reads only those due.
     */
    static final int ABANDONED_EVERY = 15;

    private int sweeps;

    /** What the one who stayed claims: the win, or a draw. */
    public enum Claim {
        WIN,
        DRAW
    }

    private final Changes changes;
    private final Presence presence;
    private final ScheduledExecutorService timer;

    public Departures(Changes changes, Presence presence) {
        this.changes = changes;
        this.presence = presence;
        this.timer = Daemons.scheduler("kete-sweep");
        timer.scheduleWithFixedDelay(this::sweepQuietly, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
    }

    /**
     * POST /api/games/{id}/abort: either player of an online game may abort it until each has made a first move
     * (or while it waits for a second player). The game ends with no winner, is not rated, and leaves the lobby.
     */
    public Results.Changed abort(String id, String token, Requests.Versioned body) {
        StoredGame g = changes.load(id, body.version());
        SeatTokens.requireSeat(g, token);
        if (g.mode() != Mode.ONLINE) {
            throw ApiException.conflict("only online games are aborted; here, simply start a new game")
                    .keyed("abort-online-only");
        }
        Changes.checkVersion(g, body.version());
        if (g.status() != Status.WAITING) g = changes.requireActiveOnTime(g);
        if (!Lifecycle.abortable(g)) {
            throw ApiException.conflict("both players have made a move: resign or offer a draw instead")
                    .keyed("abort-too-late");
        }
        StoredGame saved = changes.save(g, changes.aborted(g), "abort");
        return new Results.Changed(saved, changes.replay(saved));
    }

    /**
     * POST /api/games/{id}/claim: the player who stayed ends a started online game whose opponent has been away
     * on their turn for the game's countdown ({@link Lifecycle#leaveMillis}): a win, or a draw if they choose.
     * The server decides from who is at the board as the database has it, whichever server each player is on.
     */
    public Results.Changed claim(String id, String token, Requests.ClaimRequest body) {
        StoredGame g = changes.load(id, body.version());
        Set<Player> held = SeatTokens.requireSeat(g, token);
        if (g.mode() != Mode.ONLINE)
            throw ApiException.conflict("only online games can be claimed").keyed("claim-online-only");
        Claim claim = claim(body.result());
        Changes.checkVersion(g, body.version());
        g = changes.requireActiveOnTime(g);
        if (!g.started()) {
            throw ApiException.conflict("the game has not started: abort it instead")
                    .keyed("claim-not-started");
        }
        Player seat = held.iterator().next();
        Player away = seat.opponent();
        Presence.SeatState state = presence.read(g.id()).of(away);
        if (state.here()) {
            throw ApiException.conflict("your opponent is at the board").keyed("opponent-here");
        }
        Replay r = changes.replay(g);
        if (r.current().toMove() != away) {
            throw ApiException.conflict("it is your move: your opponent's time away counts on their turn")
                    .keyed("claim-your-move");
        }
        long wait = Presence.claimAt(g, state) - changes.clocks().now();
        if (wait > 0) {
            long seconds = (wait + 999) / 1000;
            throw ApiException.conflict(
                    "too-early",
                    "you may claim in " + seconds + " s, if your opponent stays away",
                    "claim-too-early",
                    Map.of("seconds", seconds));
        }
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.status = Status.FINISHED;
        b.result = Outcomes.byServer(claim == Claim.WIN ? seat : null, Ending.LEFT, r.current());
        if (g.hasClock()) b.clock = g.clock().startedAt(null);
        StoredGame saved = changes.save(g, b.build(), "claim");
        return new Results.Changed(saved, changes.replay(saved));
    }

    /**
     * A listener of game {@code id}'s channel says it is a player: {"type": "seat", "token": ...}. The token must
     * hold one seat of the online game (403 otherwise, as for any request; on one device both players are the
     * same connection and nobody leaves); the connection then counts as that seat's presence.
     */
    public void takeSeat(String id, String token, Listener ws) {
        StoredGame g = changes.load(id);
        Set<Player> held = SeatTokens.requireSeat(g, token);
        if (g.mode() != Mode.ONLINE || held.size() != 1) return;
        presence.arrive(g, held.iterator().next(), ws);
    }

    /** GET /api/games/{id}/presence: who is at the board now (online games only). */
    public Presence.View presence(String id) {
        StoredGame g = changes.load(id);
        if (g.mode() != Mode.ONLINE)
            throw ApiException.conflict("only online games have players who come and go")
                    .keyed("presence-online-only");
        return presence.view(g, presence.read(id), changes.clocks().now());
    }

    private static Claim claim(String text) {
        if (text == null || text.equals("win")) return Claim.WIN;
        if (text.equals("draw")) return Claim.DRAW;
        throw ApiException.notOneOf("'result' is win or draw, not '" + text + "'", "result", text, "win", "draw");
    }

    // ---- the sweep

    /**
     * Ends what the rules end on their own, as of now: the games whose deadline has come (a clock run out, a
     * first move that did not come; a deadline found early is stored exactly), and the games without a clock
     * that everyone has left for {@link Lifecycle#ABANDONED_MILLIS}: the player to move, who owed the move,
     * loses. Each game is ended by a guarded write, so servers sweeping together end it once. Returns how many
     * games it ended.
     */
    public int sweep() {
        return sweep(true);
    }

    /** A sweep of the due games, and of the abandoned ones too when {@code abandoned}. */
    int sweep(boolean abandoned) {
        long now = changes.clocks().now();
        int ended = 0;
        GameStore store = changes.store();
        for (String id : store.due(now, SWEEP_BATCH)) {
            try {
                StoredGame g = changes.load(id);
                StoredGame after = changes.enforce(g);
                if (after.status() == Status.FINISHED && g.status() != Status.FINISHED) {
                    ended++;
                } else if (after.version() == g.version()) {
                    // Early (the player to move has more time than the other): store the exact end.
                    store.setDeadline(id, g.version(), exactDeadline(g));
                }
            } catch (RuntimeException e) {
                LOG.warn("could not end game {} by its deadline: {}", id, e.toString());
            }
        }
        if (!abandoned) return ended;
        List<String> left = store.abandoned(now - Lifecycle.ABANDONED_MILLIS, SWEEP_BATCH);
        for (String id : left) {
            try {
                if (endAbandoned(changes.load(id))) ended++;
            } catch (RuntimeException e) {
                LOG.warn("could not end abandoned game {}: {}", id, e.toString());
            }
        }
        return ended;
    }

    /** The exact deadline of a game whose running clock has not run out: when the mover's time ends. */
    private Long exactDeadline(StoredGame g) {
        if (!Clocks.running(g)) return Lifecycle.deadline(g);
        Player toMove = changes.replay(g).current().toMove();
        return g.clock().turnStartedAt() + g.clock().left(toMove);
    }

    /** Ends an abandoned game (found by the store's query): the player to move loses; false if it moved on. */
    private boolean endAbandoned(StoredGame g) {
        if (g.status() != Status.ACTIVE || !g.started() || g.hasClock()) return false;
        Replay r = changes.replay(g);
        Player mover = r.current().toMove();
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.status = Status.FINISHED;
        b.result = Outcomes.byServer(mover.opponent(), Ending.LEFT, r.current());
        try {
            changes.save(g, b.build(), "abandoned");
            return true;
        } catch (ApiException stale) {
            return false; // a move or another server's sweep got there first
        }
    }

    private void sweepQuietly() {
        try {
            sweep(sweeps++ % ABANDONED_EVERY == 0);
        } catch (RuntimeException e) {
            LOG.debug("sweep: {}", e.toString());
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
