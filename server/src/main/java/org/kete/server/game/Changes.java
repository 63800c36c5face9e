package org.kete.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.server.common.ApiException;
import org.kete.server.game.StoredGame.Ending;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;

/**
 * The steps every change of a game shares: load the row, check the version, compute the new row from the
 * replayed game, write it with the version guard, then tell the game's listeners. A request refused at any step
 * changes nothing. Also the changes the rules make on their own (a loss on time, an abort for a first move that
 * did not come: found by any request, by the listeners' checks or by the sweep) and the live channels' catching
 * up with changes of other processes.
 */
public final class Changes {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(Changes.class);

    private final GameStore store;
    private final Live live;
    private final Matches matches;
    private final Clocks clocks;
    private final LiveMessages messages;
    /** Replays by game id; an entry is used only for the moves actually stored. */
    private final ReplayCache replays = new ReplayCache(ReplayCache.DEFAULT_POSITIONS);

    public Changes(GameStore store, Live live, Matches matches, Clocks clocks, LiveMessages messages) {
        this.store = store;
        this.live = live;
        this.matches = matches;
        this.clocks = clocks;
        this.messages = messages;
    }

    public StoredGame load(String id) {
        return store.find(id)
                .orElseThrow(() -> ApiException.notFound("no game '" + id + "'").keyed("no-game", Map.of("id", id)));
    }

    /**
     * The game for a change the request asks at {@code version}: without a read of the database when this
     * process wrote that version last (see {@link GameStore#find(String, Integer)}).
     */
    StoredGame load(String id, Integer version) {
        return store.find(id, version)
                .orElseThrow(() -> ApiException.notFound("no game '" + id + "'").keyed("no-game", Map.of("id", id)));
    }

    public Replay replay(StoredGame g) {
        return replays.replay(g);
    }

    /** The replays in use: their counters show how often a game had to be replayed from its start. */
    public ReplayCache replays() {
        return replays;
    }

    GameStore store() {
        return store;
    }

    Matches matches() {
        return matches;
    }

    Clocks clocks() {
        return clocks;
    }

    Object lock(String id) {
        return live.lock(id);
    }

    void publish(StoredGame saved, String reason) {
        publish(saved, () -> messages.state(saved, replay(saved), reason));
    }

    /**
     * Tells the listeners of a committed change. The change is stored and its request will be answered 2xx
     * whatever happens here: a failure (building the message, reaching the database for a catch-up) is logged,
     * and the game's listeners are brought up to date from the database later.
     */
    private void publish(StoredGame saved, java.util.function.Supplier<String> message) {
        try {
            live.publish(saved, message);
        } catch (RuntimeException e) {
            LOG.warn(
                    "game {} version {} is stored; telling its listeners failed: {}",
                    saved.id(),
                    saved.version(),
                    e.toString());
            live.refreshLater(saved.id());
        }
    }

    /** Writes a change with the version guard and tells the listeners (reason: join, undo, resign, ...). */
    StoredGame save(StoredGame before, StoredGame changed, String reason) {
        synchronized (live.lock(before.id())) {
            StoredGame saved = matches.write(before, changed, clocks.now()).orElseThrow(() -> stale(before));
            publish(saved, reason);
            return saved;
        }
    }

    /** Writes moves with the version guard and tells the listeners, with the replay after them. */
    StoredGame saveMoves(StoredGame before, StoredGame changed, Replay next, List<Results.Played> applied) {
        synchronized (live.lock(before.id())) {
            StoredGame saved = matches.write(before, changed, clocks.now()).orElseThrow(() -> stale(before));
            replays.put(saved.id(), next);
            publish(saved, () -> messages.moves(saved, next, applied));
            return saved;
        }
    }

    ApiException stale(StoredGame g) {
        int now = store.version(g.id()).orElse(g.version());
        return ApiException.stale(g.version(), now);
    }

    static void checkVersion(StoredGame g, Integer version) {
        if (version == null) throw ApiException.required("'version' is required", "version");
        if (version != g.version()) throw ApiException.stale(version, g.version());
    }

    /**
     * Refuses finished and waiting games; a game whose mover's time has run out is ended on time first, and an
     * online game whose first move did not come in time is aborted first (see {@link #enforce}).
     */
    StoredGame requireActiveOnTime(StoredGame g) {
        StoredGame checked = enforce(g);
        if (checked.status() == Status.FINISHED) {
            if (g.status() != Status.FINISHED && checked.result().ending() == Ending.TIMEOUT) {
                throw ApiException.conflict(
                        "game-over",
                        "the time ran out: " + Outcomes.serverText(checked.result()),
                        "time-ran-out",
                        Map.of());
            }
            if (g.status() != Status.FINISHED && checked.result().aborted()) {
                throw ApiException.conflict(
                        "game-over",
                        "the game was aborted: the first move did not come in time",
                        "first-move-late",
                        Map.of());
            }
            throw ApiException.gameOver();
        }
        if (checked.status() == Status.WAITING)
            throw ApiException.conflict("the game waits for a second player").keyed("waiting-for-player");
        return checked;
    }

    /**
     * Applies the rules that act on their own, as of now (docs/api.md, "A game's life"): a running clock that
     * has run out ends the game on time; an online game whose first move did not come within its time is
     * aborted. The end is stored and told to the listeners; returns the current row (the same if nothing was
     * due).
     */
    public StoredGame enforce(StoredGame g) {
        long now = clocks.now();
        if (Clocks.running(g)) {
            Position p = replay(g).current();
            Player toMove = p.toMove();
            if (Clocks.remaining(g, toMove, now) > 0) return g;
            StoredGame.Builder b = g.toBuilder().noOffer();
            b.clock = g.clock().withLeft(toMove, 0).startedAt(null);
            b.status = Status.FINISHED;
            b.result = Outcomes.byServer(toMove.opponent(), Ending.TIMEOUT, p);
            return finishIfCurrent(g, b.build(), "timeout");
        }
        Long firstMove = Lifecycle.firstMoveDeadline(g);
        if (firstMove != null && now >= firstMove) return finishIfCurrent(g, aborted(g), "abort");
        return g;
    }

    /** {@code g} aborted: finished with no winner, its clock stopped, no offer left. */
    StoredGame aborted(StoredGame g) {
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.status = Status.FINISHED;
        b.result = Outcomes.byServer(null, Ending.ABORTED, replay(g).current());
        if (g.hasClock()) b.clock = g.clock().startedAt(null);
        return b.build();
    }

    /**
     * Writes an end the rules reached on their own; if another change got there first (a move made in time, an
     * end found by another server), the row as it is now.
     */
    private StoredGame finishIfCurrent(StoredGame g, StoredGame ended, String reason) {
        synchronized (live.lock(g.id())) {
            Optional<StoredGame> saved;
            try {
                saved = matches.write(g, ended, clocks.now());
            } catch (ApiException e) {
                // The match's next game is over its creator's limit on new games (GameCreations): the end waits
                // for a later check, which makes it when the minute has passed. Nobody's request is refused for it.
                if (e.status() != 429) throw e;
                return g;
            }
            if (saved.isPresent()) {
                publish(saved.get(), reason);
                return saved.get();
            }
        }
        return load(g.id());
    }

    /**
     * The game with only the first {@code keep} moves, active again, with no offer or result; the player to move
     * has the turn from now. Online, a game taken back to before each player's first move waits for it again,
     * with its clock stopped.
     */
    StoredGame truncate(StoredGame g, int keep) {
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.result = null;
        b.moves = g.moves().subList(0, keep);
        b.status = Status.ACTIVE;
        long now = clocks.now();
        b.turnSince = now;
        b.started = replay(g).bothMovedWithin(keep);
        if (g.hasClock()) b.clock = g.clock().startedAt(g.mode() == Mode.ONLINE && !b.started ? null : now);
        return b.build();
    }

    // ---- the live channels

    /**
     * Brings watched games' listeners up to date from the database (when another process announced a change,
     * after the listening connection was lost, or when a running clock may have run out), reading them all with
     * one statement: for each, ends the game on time if its clock has run out, and publishes the stored game if
     * it is newer than what this process last published. A game that fails is logged and the others go on.
     */
    public void poll(List<String> ids) {
        Map<String, StoredGame> rows = store.findAll(ids);
        for (String id : ids) {
            StoredGame row = rows.get(id);
            if (row == null) continue;
            try {
                synchronized (live.lock(id)) {
                    // Read before the lock: a change of this process since then is published already, newer.
                    if (row.version() < live.published(id)) continue;
                    StoredGame g = enforce(row);
                    if (g.version() > live.published(id)) live.catchUp(g, changeMessage(g));
                }
            } catch (RuntimeException e) {
                LOG.warn("bringing the listeners of game {} up to date failed: {}", id, e.toString());
            }
        }
    }

    /**
     * What another process changed, for this process's listeners. If the stored moves only add to the moves
     * last published here, the change was made of moves (possibly followed by an end such as a resignation):
     * they are sent as a "moves" message with their traces, rebuilt by replaying them (the rules are
     * deterministic), so the browser animates them as it does a move made here. Anything else (an undo, a
     * takeback, a join, an offer) is a "state" message.
     */
    private String changeMessage(StoredGame g) {
        List<String> before = live.publishedMoves(g.id());
        List<String> now = g.moves();
        Replay r = replay(g);
        if (before == null
                || now.size() <= before.size()
                || !now.subList(0, before.size()).equals(before)) {
            return messages.state(g, r, null);
        }
        List<Results.Played> list = new ArrayList<>();
        for (int ply = before.size(); ply < now.size(); ply++) {
            list.add(new Results.Played(
                    ply + 1, r.game().apply(r.positions().get(ply), r.moves().get(ply))));
        }
        return messages.moves(g, r, list);
    }

    /**
     * Adds a WebSocket listener and sends it the current state; null if there is no such game. The row is read
     * before the game's lock is taken: a read waiting for a pooled connection under load would hold up the
     * game's changes and the refreshes of every game sharing its lock. If this process published a newer version
     * between the read and the lock, the row is read again under the lock (rare), so that no change of this
     * process falls between the state sent and the version recorded; changes of other processes after it are
     * announced by the database, and the refresh that {@link Live#join} asks closes the gap before the listener
     * arrived (see Live).
     */
    public StoredGame joinLive(String id, Listener ws) {
        var found = store.find(id);
        if (found.isEmpty()) return null;
        StoredGame read = enforce(found.get());
        synchronized (live.lock(id)) {
            StoredGame g = read;
            if (g.version() < live.published(id)) {
                var again = store.find(id);
                if (again.isEmpty()) return null;
                g = enforce(again.get());
            }
            live.join(id, ws, g, messages.state(g, replay(g), null));
            return g;
        }
    }

    /** A listener of the game's channel only watches: it is counted among the spectators. */
    public void watchLive(String id, Listener ws) {
        live.watch(id, ws);
    }

    public void leaveLive(String id, Listener ws) {
        live.leave(id, ws);
    }
}
