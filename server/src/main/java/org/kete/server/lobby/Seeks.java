package org.kete.server.lobby;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.kete.server.account.Accounts;
import org.kete.server.account.Names;
import org.kete.server.account.Players;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.game.GameBridge;
import org.kete.server.rating.FairPlay;
import org.kete.server.rating.Ratings;
import org.kete.server.rating.Speed;

/**
 * The lobby's rules (docs/api.md, Lobby): open seeks, accepted with one request that creates the game with both
 * seats taken; and the games being played now, to watch.
 *
 * <p>A seek belongs to its owner's lobby connection: it goes when that connection closes ({@link #left}). Each
 * server vouches for the seeks of its own connections every {@link #VOUCH_SECONDS} s ({@link #vouch}); a seek
 * nobody has vouched for in {@link #STALE_SECONDS} s (its server died) is no longer listed, and is pruned by any
 * server. Every change is announced on the {@link Bus}, and each server's {@link Listener}s hear it.
 *
 * <p>Flooding: at most {@code open-seeks} open seeks and {@code seeks-per-minute} new ones a minute per owner (an
 * account, or a guest's address) ({@link Limits}), counted in the database under the owner's lock, so that seeks
 * posted together are counted one after another on every server.
 *
 * <p>A seek's owner cannot accept it. The owner is known by more than the lobby connection a request names (a
 * guest could leave it out): an account by its session; anyone by the seek's secret, if it is sent, and by the
 * browser's device cookie, given when the seek was posted (kept as a SHA-256, {@code owner_device}).
 */
public final class Seeks {
    public static final long VOUCH_SECONDS = 10;
    static final long STALE_SECONDS = 35;
    /** The bus's events: "lobby" (the seeks changed), "taken &lt;owner's connection&gt; &lt;seek&gt; &lt;game&gt;". */
    private static final String LOBBY = "lobby";

    private static final String TAKEN = "taken";

    private final Db db;
    private final SeekStore store;
    private final Bus bus;
    private final Accounts accounts;
    private final GameBridge games;
    private final Ratings ratings;
    private final InstantSource clock;
    private final int openSeeks;
    private final Limit perMinute;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    public Seeks(
            Db db, Bus bus, Accounts accounts, GameBridge games, Ratings ratings, Limits limits, InstantSource clock) {
        this.db = db;
        this.store = new SeekStore(db);
        this.bus = bus;
        this.accounts = accounts;
        this.games = games;
        this.ratings = ratings;
        this.clock = clock;
        this.openSeeks = limits.count(Limits.Name.OPEN_SEEKS);
        this.perMinute = SeekStore.perMinute(limits.count(Limits.Name.SEEKS_PER_MINUTE));
        bus.subscribe(this::onEvent);
    }

    /** What a server's lobby connections hear of the lobby (from any server of the database). */
    public interface Listener {
        /** The open seeks changed (or events may have been lost): read them again. */
        void seeksChanged();

        /** The seek {@code seek} of the lobby connection {@code connection} was taken: game {@code game}. */
        void taken(String connection, String seek, String game);
    }

    /**
     * A seek to post, its fields checked for their form already (the game, its rule options and clock, the seat,
     * the range): a guest's nickname, the clock as asked ({@link SeekClock#NONE}: none), the seat ("south",
     * "north" or "random").
     */
    public record NewSeek(
            String connection,
            String name,
            String game,
            List<RuleChoice> options,
            SeekClock clock,
            boolean rated,
            String seat,
            Integer min,
            Integer max) {
        public NewSeek {
            options = List.copyOf(options);
        }
    }

    /**
     * Who asks to accept: the account signed in (null: a guest), the browser's device cookie (null: none), the
     * secret sent as Bearer token (null: none).
     */
    public record Asker(Accounts.Account account, String device, String secret) {}

    /** A seek just posted, and its secret (shown to its owner once). */
    public record Posted(Seek seek, String secret) {}

    /** A game being played, with its players' names (null: a seat nobody holds by name). */
    public record Playing(
            String id, String game, String name, String south, String north, boolean rated, String speed, int plies) {}

    public void listen(Listener listener) {
        listeners.add(listener);
    }

    // ---- seeks

    /** The open seeks that a server still vouches for, oldest first. */
    public List<Seek> open() {
        return store.open(clock.millis() - STALE_SECONDS * 1000);
    }

    /**
     * Posts a seek for {@code account} (null: a guest) at address {@code ip}; {@code device} gives the browser's
     * device cookie (a new one if it had none), asked only for a seek that is posted.
     */
    public Posted post(NewSeek req, Accounts.Account account, String ip, Supplier<String> device) {
        String name = account != null ? account.name() : guestName(req.name());
        String type = req.game();
        if (req.rated() && account == null)
            throw new ApiException(
                    403,
                    "account-needed",
                    "rated games are for accounts; sign in, or post a casual seek",
                    "rated-needs-account",
                    Map.of());
        if (req.rated() && !req.clock().given())
            throw new ApiException(400, "bad-request", "a rated game needs a clock", "rated-needs-clock", Map.of());
        SeekClock asked = req.clock();
        Speed speed = asked.given() ? Speed.of(asked.initialSeconds(), asked.addedSeconds()) : Speed.CLASSICAL;
        String owner = account != null ? "acct:" + account.id() : "ip:" + ip;
        String deviceHash = Secrets.hash(device.get());
        String secret = Secrets.random(24);
        String id = Secrets.id();
        Double rating = account == null ? null : Double.valueOf(ratings.ratingOf(account.id(), type, speed));
        SeekStore.Owner by = new SeekStore.Owner(
                id,
                Secrets.hash(secret),
                owner,
                deviceHash,
                account == null ? null : account.id(),
                name,
                speed,
                rating);
        db.inTransaction("could not post the seek", c -> {
            // Seeks posted together by one owner are counted one after another (on every server).
            Limit.lock(c, "seeks:" + owner);
            long now = clock.millis();
            if (SeekStore.openOf(c, owner) >= openSeeks)
                throw ApiException.conflict(
                        "too-many-seeks",
                        "you have " + openSeeks + " open seeks already; cancel one first",
                        "too-many-seeks",
                        Map.of("n", openSeeks));
            if (perMinute.isReached(c, owner, now))
                throw ApiException.tooMany(
                        "too-many-seeks",
                        "at most " + perMinute.max() + " seeks a minute; wait a little",
                        "seeks-per-minute",
                        Map.of("n", perMinute.max()),
                        perMinuteWait(c, owner, now));
            SeekStore.insert(c, req, by, now);
            return null;
        });
        bus.publish(LOBBY);
        return new Posted(store.byId(id), secret);
    }

    /** The seconds until the owner's oldest seek of the last minute leaves the window (at least 1). */
    private long perMinuteWait(Connection c, String owner, long now) throws SQLException {
        int n = perMinute.count(c, owner, now);
        Long leaving = perMinute.max() == 0
                ? null
                : SeekStore.postedAt(c, owner, now - perMinute.windowMs(), n - perMinute.max());
        long wait = leaving == null ? perMinute.windowMs() : leaving + perMinute.windowMs() - now;
        return Math.max(1, (wait + 999) / 1000);
    }

    /** A guest's nickname: a valid one, and not an account's name. */
    private String guestName(String given) {
        String name = Names.check(given, "a nickname");
        if (accounts.byName(name) != null)
            throw ApiException.conflict(
                    "name-taken",
                    "'" + name + "' is an account's name; sign in as it, or choose another nickname",
                    "nickname-is-account",
                    Map.of("name", name));
        return name;
    }

    /** The owner's view of a seek (by its secret): its state and, once accepted, the game and the owner's seat. */
    public Seek own(String id, String secret) {
        Seek row = byId(id);
        if (secret == null || !Secrets.same(Secrets.hash(secret), row.secretHash()))
            throw new ApiException(403, "forbidden", "only the seek's owner can do this (its secret as Bearer token)");
        return row;
    }

    /** Withdraws an open seek (by its secret). */
    public void cancel(String id, String secret) {
        own(id, secret);
        if (!store.move(id, "open", "gone")) throw gone();
        bus.publish(LOBBY);
    }

    private Seek byId(String id) {
        Seek row = store.byId(id);
        if (row == null) throw new ApiException(404, "not-found", "no seek '" + id + "'", "no-seek", Map.of());
        return row;
    }

    private static ApiException gone() {
        return ApiException.conflict(
                "seek-gone", "this seek is no longer open (taken or withdrawn)", "seek-gone", Map.of());
    }

    /**
     * Accepts an open seek: the game is made with both seats taken, the owner hears it on its lobby connection.
     * {@code connection} is the accepter's lobby connection (null: not named), {@code guestName} a guest's name.
     */
    public GameBridge.NewGame accept(String id, Asker by, String guestName, String connection) {
        Accounts.Account account = by.account();
        Seek row = byId(id);
        if (!row.isOpen()) throw gone();
        boolean rated = row.rated();
        if (isOwner(row, by, connection))
            throw ApiException.conflict("own-seek", "this is your own seek", "own-seek", Map.of());
        String name;
        if (account != null) {
            name = account.name();
        } else {
            if (rated)
                throw new ApiException(
                        403,
                        "account-needed",
                        "rated games are for accounts; sign in to accept",
                        "rated-needs-account",
                        Map.of());
            name = guestName(guestName);
        }
        String type = row.game();
        Speed speed = Speed.parse(row.speed());
        if (row.hasRange()) {
            if (account == null)
                throw new ApiException(
                        403,
                        "account-needed",
                        "this seek wants a rating range; sign in to accept",
                        "range-needs-account",
                        Map.of());
            long mine = Math.round(ratings.ratingOf(account.id(), type, speed));
            if ((row.min() != null && mine < row.min()) || (row.max() != null && mine > row.max()))
                throw ApiException.conflict(
                        "out-of-range",
                        "your rating " + mine + " is outside the seek's range",
                        "out-of-range",
                        Map.of("rating", mine));
        }
        // Two accounts seen at one address or in one browser may be one person: a rated game between them is
        // refused to the accepter before any game is made, and the seek stays open for others.
        if (rated && row.account() != null && sharedNetwork(row.account(), account.id()))
            throw ApiException.conflict(
                    "shared-network",
                    "you and " + row.name() + " have signed in from the same network or browser: rated games between"
                            + " you are not possible here; ask for a casual game",
                    "rated-shared-network",
                    Map.of("name", row.name()));
        if (!store.move(id, "open", "taken")) throw gone();
        GameBridge.NewGame g;
        try {
            g = games.createOnline(newGame(row));
        } catch (RuntimeException e) {
            store.move(id, "taken", "open");
            throw e;
        }
        seat(row, g, account == null ? null : account.id(), name, speed);
        bus.publish(TAKEN, row.connection(), id, g.id());
        bus.publish(LOBBY);
        return g;
    }

    /** The game a seek asks for, on the seat it asks (a random one drawn now). */
    private static GameBridge.OnlineGame newGame(Seek row) {
        String seat = row.seat();
        if (seat.equals("random")) seat = Secrets.random(1).charAt(0) % 2 == 0 ? "south" : "north";
        // The seek's options, checked when it was made, as the rules read them ("name=value ...").
        List<String> options = new ArrayList<>();
        for (RuleChoice c : row.options()) options.add(c.name() + "=" + c.value());
        return new GameBridge.OnlineGame(
                row.game(),
                String.join(" ", options),
                row.clock().minutes(),
                row.clock().seconds(),
                row.clock().increment(),
                seat);
    }

    /** The new game's players, whether it is rated (the fair-rating rules), and the owner's seat on the seek. */
    private void seat(Seek row, GameBridge.NewGame g, String accepterAccount, String name, Speed speed) {
        String ownerAccount = row.account();
        long now = clock.millis();
        FairPlay fair = ratings.fairPlay();
        db.inTransaction("could not record the new game's players", c -> {
            // Rated unless the fair-rating rules say otherwise (the pair's games of the day, counted under its lock
            // with this game's row written in the same transaction); the players read why before they play.
            boolean asked = row.rated() && ownerAccount != null && accepterAccount != null;
            String unrated = asked ? fair.atCreation(c, ownerAccount, accepterAccount, now) : null;
            Players.insert(
                    c,
                    g.id(),
                    g.creatorSeat(),
                    ownerAccount,
                    row.name(),
                    ownerAccount == null ? null : g.creatorToken());
            Players.insert(
                    c, g.id(), g.joinerSeat(), accepterAccount, name, accepterAccount == null ? null : g.joinerToken());
            SeekStore.gameMeta(
                    c,
                    g.id(),
                    row.game(),
                    speed.text(),
                    asked && unrated == null,
                    now,
                    unrated,
                    asked ? FairPlay.pairKey(ownerAccount, accepterAccount) : null);
            SeekStore.taken(c, row.id(), g.id(), g.creatorToken(), g.creatorSeat());
            return null;
        });
    }

    /**
     * Whether the asker is the seek's owner: an account's seek by the account (its session); any seek by the seek's
     * secret sent as Bearer token, or by the lobby connection it belongs to when the request names it; a guest's
     * seek also by the browser it was posted from (the device cookie: a guest has no other name). Two accounts
     * that share a browser are two players (a family's computer): their rated games are a matter for the
     * fair-rating rules, not for this one.
     */
    private static boolean isOwner(Seek row, Asker by, String connection) {
        if (by.account() != null && by.account().id().equals(row.account())) return true;
        if (by.secret() != null && Secrets.same(Secrets.hash(by.secret()), row.secretHash())) return true;
        if (row.account() == null && by.device() != null && Secrets.same(Secrets.hash(by.device()), row.ownerDevice()))
            return true;
        return row.connection().equals(connection);
    }

    /** Whether accounts {@code a} and {@code b} may not play rated games together: seen on one network or browser. */
    private boolean sharedNetwork(String a, String b) {
        FairPlay fair = ratings.fairPlay();
        long now = clock.millis();
        return db.with("could not read where the players were seen", c -> fair.shareNetwork(c, a, b, now));
    }

    // ---- games being played

    /** The online games being played, newest first, with their players' names. */
    public List<Playing> playing() {
        List<GameBridge.ActiveGame> online = games.active(100).stream()
                .filter(g -> "online".equals(g.mode()))
                .toList();
        if (online.isEmpty()) return List.of();
        List<SeekStore.Seated> seated =
                store.seated(online.stream().map(GameBridge.ActiveGame::id).toList());
        List<Playing> out = new ArrayList<>();
        for (GameBridge.ActiveGame g : online) {
            String south = null, north = null, speed = null;
            boolean rated = false;
            for (SeekStore.Seated p : seated) {
                if (!p.gameId().equals(g.id())) continue;
                if (p.seat().equals("south")) south = p.name();
                if (p.seat().equals("north")) north = p.name();
                rated = p.rated();
                speed = p.speed();
            }
            out.add(new Playing(g.id(), g.game(), g.name(), south, north, rated, speed, g.plies()));
        }
        return out;
    }

    // ---- connections and events

    /** A lobby connection of this server closed: its open seeks go. */
    public void left(String connection) {
        if (connection == null) return;
        if (store.withdraw(connection) > 0) bus.publish(LOBBY);
    }

    /** This server's connections are alive: their seeks are vouched for; seeks nobody vouches for are pruned. */
    public void vouch(Collection<String> connections) {
        long now = clock.millis();
        if (store.vouch(connections, now, now - STALE_SECONDS * 1000) > 0) bus.publish(LOBBY);
    }

    private void onEvent(Bus.Event event) {
        if (event.is(LOBBY, 0) || event.is(Bus.RESYNC, 0)) {
            for (Listener l : listeners) l.seeksChanged();
        } else if (event.is(TAKEN, 3)) {
            for (Listener l : listeners) l.taken(event.arg(0), event.arg(1), event.arg(2));
        }
    }
}
