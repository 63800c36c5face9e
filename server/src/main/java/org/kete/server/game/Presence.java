package org.kete.server.game;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.kete.engine.Player;
import org.kete.server.common.Daemons;
import org.kete.server.db.Database;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who is at the board of an online game (docs/api.md, "A game's life"): a player is <em>here</em> while a
 * connection of theirs to the game's channel is open on some server (they said which seat they hold, with its
 * token), and <em>away</em> from the moment the last one closed.
 *
 * <p>The database is the truth across servers: table seat_presence has a row per game, seat and server, marked
 * connected while that server holds a connection of the seat, and stamped when the last one closes (seen_at).
 * Each server vouches for its connected rows every {@link #VOUCH_MILLIS}; a connected row nobody vouched for in
 * {@link #STALE_MILLIS} belongs to a server that died, and the seat counts as away since the last vouch. A seat
 * that changes between here and away is announced to the other servers (as the games' changes are, see
 * {@link Live}), and every server tells the game's listeners: the players, so that the one who stayed sees the
 * other leave at once, with the time left before a claim, and the spectators.
 *
 * <p>Time is the games' time (the injected source), so tests move it on instead of waiting.
 */
public final class Presence implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Presence.class);

    /** How often each server vouches for the connections it holds. */
    static final long VOUCH_MILLIS = 10_000;
    /** A connected row not vouched for in this long belongs to a server that has died. */
    static final long STALE_MILLIS = 35_000;
    /** Rows older than this are deleted (the game is long over or long abandoned). */
    static final long FORGET_MILLIS = 24 * 3_600_000L;

    /** A seat now: here (a connection somewhere), or away since a moment (null: never connected). */
    public record SeatState(boolean here, Long awaySince) {
        static final SeatState NEVER = new SeatState(false, null);
        static final SeatState HERE = new SeatState(true, null);
    }

    /** Both seats of a game now. */
    public record State(SeatState south, SeatState north) {
        public SeatState of(Player p) {
            return p == Player.SOUTH ? south : north;
        }
    }

    /**
     * A seat as its game's listeners see it: here, or for how long away ({@code awayMs}, null if it never
     * came), and, when it is the away player's turn in a started game, how long until the other may claim.
     */
    public record SeatView(boolean here, Long awayMs, Long claimInMs) {}

    /** The presence of both seats, and the countdown a claim waits for in this game. */
    public record View(String game, long leaveMs, SeatView south, SeatView north) {}

    private final Database db;
    private final InstantSource time;
    private final Live live;
    private final Function<StoredGame, Replay> replays;
    private final Function<View, String> message;
    /** This process's name in seat_presence. */
    private final String serverId = SeatTokens.newId();

    /** This process's connections of each seat, by game; also the monitor of the game's presence here. */
    private final Map<String, EnumMap<Player, Set<Listener>>> local = new ConcurrentHashMap<>();
    /** The last state told to the listeners here, for the online games they watch. */
    private final Map<String, State> known = new ConcurrentHashMap<>();

    private final ScheduledExecutorService timer;

    public Presence(
            Database db,
            InstantSource time,
            Live live,
            Function<StoredGame, Replay> replays,
            Function<View, String> message) {
        this.db = db;
        this.time = time;
        this.live = live;
        this.replays = replays;
        this.message = message;
        this.timer = Daemons.scheduler("kete-presence");
        timer.scheduleWithFixedDelay(this::vouch, VOUCH_MILLIS, VOUCH_MILLIS, TimeUnit.MILLISECONDS);
        live.onPresence(this::refresh);
        live.afterPublish(this::afterChange);
    }

    // ---- connections of this process

    /**
     * A listener of game {@code g}'s channel says it holds {@code seat}: it is counted as that seat's connection.
     * The first connection of a seat here marks it connected in the database; if that brings the seat back, the
     * game's listeners everywhere hear of it.
     */
    public void arrive(StoredGame g, Player seat, Listener ws) {
        if (g.mode() != Mode.ONLINE) return;
        String id = g.id();
        EnumMap<Player, Set<Listener>> seats = local.computeIfAbsent(id, k -> new EnumMap<>(Player.class));
        boolean first;
        synchronized (seats) {
            Set<Listener> set = seats.computeIfAbsent(seat, k -> ConcurrentHashMap.newKeySet());
            first = set.isEmpty();
            set.add(ws);
            if (first) write(id, seat, true);
        }
        if (first) changedHere(id);
    }

    /**
     * A connection closed (or failed). If it was its seat's last connection here, the row says so; if that
     * leaves the seat away everywhere, the game's listeners everywhere hear of it at once.
     */
    public void depart(String id, Listener ws) {
        boolean last = false;
        EnumMap<Player, Set<Listener>> seats = local.get(id);
        if (seats != null) {
            synchronized (seats) {
                for (Player seat : Player.values()) {
                    Set<Listener> set = seats.get(seat);
                    if (set != null && set.remove(ws) && set.isEmpty()) {
                        seats.remove(seat);
                        last = true;
                        write(id, seat, false);
                    }
                }
                if (seats.isEmpty()) local.remove(id, seats);
            }
        }
        if (last) changedHere(id);
        if (!live.hasListeners(id)) known.remove(id);
    }

    /** A new listener of an online game hears who is at the board, after the game's state. */
    public void watch(StoredGame g, Listener ws) {
        if (g.mode() != Mode.ONLINE || g.status() == Status.FINISHED) return;
        try {
            State s = read(g.id());
            known.put(g.id(), s);
            live.sendTo(ws, message.apply(view(g, s, time.millis())));
        } catch (RuntimeException e) {
            LOG.debug("could not tell a listener of game {} who is at the board: {}", g.id(), e.toString());
        }
    }

    /** Writes this server's row of a seat: connected now, or left now. */
    private void write(String id, Player seat, boolean connected) {
        long now = time.millis();
        try (Connection c = db.connection()) {
            int n;
            try (PreparedStatement s = c.prepareStatement("UPDATE seat_presence SET connected = ?, seen_at = ?"
                    + " WHERE game_id = ? AND seat = ? AND server_id = ?")) {
                s.setBoolean(1, connected);
                s.setLong(2, now);
                s.setString(3, id);
                s.setString(4, side(seat));
                s.setString(5, serverId);
                n = s.executeUpdate();
            }
            if (n == 0) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO seat_presence"
                        + " (game_id, seat, server_id, connected, seen_at) VALUES (?,?,?,?,?)")) {
                    s.setString(1, id);
                    s.setString(2, side(seat));
                    s.setString(3, serverId);
                    s.setBoolean(4, connected);
                    s.setLong(5, now);
                    s.executeUpdate();
                }
            }
        } catch (SQLException e) {
            // The player plays on; the seat's presence is right again at the next vouch or connection.
            LOG.warn("could not record that a player of game {} {}: {}", id, connected ? "came" : "left", e.toString());
        }
    }

    /** A seat changed here: this server's listeners hear of it, and the other servers are told. */
    private void changedHere(String id) {
        live.announcePresence(id);
        refresh(id);
    }

    // ---- what the listeners hear

    /**
     * Reads the game's presence and tells its listeners here if it changed (after a change here, an announcement
     * from another server, or a vouch that found a dead server's rows).
     */
    void refresh(String id) {
        if (!live.hasListeners(id)) return;
        try {
            tell(id, read(id));
        } catch (RuntimeException e) {
            LOG.debug("could not tell the listeners of game {} who is at the board: {}", id, e.toString());
        }
    }

    /** Keeps {@code s} as the game's presence and tells its listeners here, if it differs from what they heard. */
    private void tell(String id, State s) {
        if (!live.hasListeners(id) || s.equals(known.put(id, s))) return;
        StoredGame g = live.lastPublished(id);
        if (g != null) live.sendAll(id, message.apply(view(g, s, time.millis())));
    }

    /**
     * After a change of the game is published here: while a seat is away, the listeners hear the presence again,
     * since whose turn it is (and so the countdown to a claim) may have changed. Called under the game's lock.
     */
    private void afterChange(StoredGame g) {
        State s = known.get(g.id());
        if (s == null || (s.south().here() && s.north().here())) return;
        live.sendAll(g.id(), message.apply(view(g, s, time.millis())));
    }

    /** The view of {@code s} in game {@code g} at {@code now}. */
    View view(StoredGame g, State s, long now) {
        Player toMove = claimable(g) ? replays.apply(g).current().toMove() : null;
        return new View(
                g.id(),
                Lifecycle.leaveMillis(g),
                seat(g, s, Player.SOUTH, toMove, now),
                seat(g, s, Player.NORTH, toMove, now));
    }

    private static SeatView seat(StoredGame g, State s, Player p, Player toMove, long now) {
        SeatState st = s.of(p);
        if (st.here()) return new SeatView(true, null, null);
        Long away = st.awaySince() == null ? null : Math.max(0, now - st.awaySince());
        Long claimIn = p == toMove ? Math.max(0, claimAt(g, st) - now) : null;
        return new SeatView(false, away, claimIn);
    }

    /** Whether a claim can come in {@code g} as it stands: a started online game in play. */
    static boolean claimable(StoredGame g) {
        return g.mode() == Mode.ONLINE && g.status() == Status.ACTIVE && g.started();
    }

    /**
     * When the opponent of an away seat may claim: {@link Lifecycle#leaveMillis} after the later of the seat's
     * leaving and its turn's start (a seat that never came counts from its turn's start).
     */
    static long claimAt(StoredGame g, SeatState away) {
        long from = Lifecycle.turnSince(g);
        if (away.awaySince() != null) from = Math.max(from, away.awaySince());
        return from + Lifecycle.leaveMillis(g);
    }

    // ---- reading

    /** The game's presence now, read from the database. */
    public State read(String id) {
        return readAll(List.of(id)).getOrDefault(id, new State(SeatState.NEVER, SeatState.NEVER));
    }

    /** The presence of these games now, by id (games without rows have none in the map). */
    Map<String, State> readAll(List<String> ids) {
        if (ids.isEmpty()) return Map.of();
        long now = time.millis();
        String marks = String.join(",", Collections.nCopies(ids.size(), "?"));
        Map<String, EnumMap<Player, SeatState>> seen = new HashMap<>();
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT game_id, seat, connected, seen_at, server_id"
                        + " FROM seat_presence WHERE game_id IN (" + marks + ")")) {
            for (int i = 0; i < ids.size(); i++) s.setString(i + 1, ids.get(i));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String id = r.getString(1);
                    Player seat = "south".equals(r.getString(2)) ? Player.SOUTH : Player.NORTH;
                    long at = r.getLong(4);
                    // This server's own rows are what it holds now (no vouch needed, none can be late); another
                    // server's are here while connected and vouched for lately.
                    boolean here = serverId.equals(r.getString(5))
                            ? holds(id, seat)
                            : r.getBoolean(3) && at >= now - STALE_MILLIS;
                    seen.computeIfAbsent(id, k -> new EnumMap<>(Player.class))
                            .merge(seat, here ? SeatState.HERE : new SeatState(false, at), Presence::merge);
                }
            }
        } catch (SQLException e) {
            throw db.failure("could not read who is at the board", e);
        }
        Map<String, State> out = new HashMap<>();
        seen.forEach((id, m) -> out.put(
                id,
                new State(
                        m.getOrDefault(Player.SOUTH, SeatState.NEVER), m.getOrDefault(Player.NORTH, SeatState.NEVER))));
        return out;
    }

    /** Whether this server holds a connection of the seat now. */
    private boolean holds(String id, Player seat) {
        EnumMap<Player, Set<Listener>> seats = local.get(id);
        if (seats == null) return false;
        synchronized (seats) {
            Set<Listener> set = seats.get(seat);
            return set != null && !set.isEmpty();
        }
    }

    /** Two servers' rows of one seat: here if either is; else away since the later. */
    private static SeatState merge(SeatState a, SeatState b) {
        if (a.here() || b.here()) return SeatState.HERE;
        return a.awaySince() >= b.awaySince() ? a : b;
    }

    // ---- upkeep

    /**
     * Every {@link #VOUCH_MILLIS}: this server's connected rows are stamped; the games watched here are read
     * again (a server that died leaves its seats' rows unstamped, and they turn away); rows long left are deleted.
     */
    public void vouch() {
        try {
            long now = time.millis();
            try (Connection c = db.connection()) {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE seat_presence SET seen_at = ? WHERE server_id = ? AND connected = TRUE")) {
                    s.setLong(1, now);
                    s.setString(2, serverId);
                    s.executeUpdate();
                }
                try (PreparedStatement s = c.prepareStatement("DELETE FROM seat_presence WHERE seen_at < ?")) {
                    s.setLong(1, now - FORGET_MILLIS);
                    s.executeUpdate();
                }
            }
            List<String> ids = new ArrayList<>(known.keySet());
            for (int from = 0; from < ids.size(); from += 100) {
                List<String> part = ids.subList(from, Math.min(ids.size(), from + 100));
                Map<String, State> read = readAll(part);
                for (String id : part) tell(id, read.getOrDefault(id, new State(SeatState.NEVER, SeatState.NEVER)));
            }
        } catch (SQLException | RuntimeException e) {
            LOG.debug("presence upkeep: {}", e.toString());
        }
    }

    private static String side(Player p) {
        return p == Player.SOUTH ? "south" : "north";
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
