package org.kete.server.account;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.kete.server.common.ApiException;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.game.GameBridge;

/**
 * Who sits in each seat of a game (docs/api.md, Players): a guest's nickname or an account's name, kept beside
 * the game (table game_players), never in its record. A seat's holder names it with the seat token; a signed-in
 * holder may put the seat under their account instead, and the account then holds it on any device: the seat
 * token is kept for it and handed to the account's sessions ({@code GET /api/games/{id}/seat}).
 */
public final class Players {
    private final PlayerStore store;
    private final Accounts accounts;
    private final GameBridge games;
    /** The numbers that word why a game is not rated. */
    private final Limits limits;

    private volatile Consumer<String> beforeRead = id -> {};
    private volatile RatingLookup ratings = (account, game, speed) -> null;

    public Players(Db db, Accounts accounts, GameBridge games, Limits limits) {
        this.limits = limits;
        this.store = new PlayerStore(db);
        this.accounts = accounts;
        this.games = games;
    }

    /** Run before a game's players are read (the ratings settle a finished rated game there). */
    public void beforeRead(Consumer<String> hook) {
        this.beforeRead = hook;
    }

    /** Where an account's rating now in a pool is read (the ratings; this package knows no rating). */
    public void ratings(RatingLookup lookup) {
        this.ratings = lookup;
    }

    /** An account's rating now in the pool of a game and speed class, or null if there is none to show. */
    @FunctionalInterface
    public interface RatingLookup {
        CurrentRating current(String account, String game, String speed);
    }

    /** A rating as the players of a game show it: rounded, and whether it is provisional (docs/api.md). */
    public record CurrentRating(long rating, boolean provisional) {}

    // ---- views (docs/api.md, Players of a game)

    /**
     * The players of a game; a seat nobody named is null. {@code notRated}: why a game that was asked to be rated
     * is not (casual from the start, or no result at its end); absent otherwise.
     */
    public record GamePlayers(
            PlayerView south,
            PlayerView north,
            boolean rated,
            String speed,
            boolean ratingApplied,
            @JsonInclude(JsonInclude.Include.NON_NULL) NotRated notRated) {}

    /**
     * A seat's player: for an account in a game of the lobby, its rating now in the game's pool (game and speed
     * class) and whether that is provisional; the rating before and after a rated game once it has ended.
     */
    public record PlayerView(
            String name,
            boolean account,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long rating,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean provisional,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingBefore,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingAfter,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long ratingChange) {}

    /** The names in the seats of many games: by game id, {south, north} (a seat nobody named left out). */
    public record GameNames(Map<String, Map<String, String>> games) {}

    /** The seat an account holds in a game, and its token. */
    public record HeldSeat(String seat, String token) {}

    /**
     * Names {@code seat} (as {@link #seatOf} found it) of game {@code id} with the guest nickname {@code name}:
     * 400 for a name against the rules, 409 for an account's name or a seat an account holds.
     */
    public GamePlayers nameGuest(String id, String seat, String name) {
        String nickname = Names.check(name, "a nickname");
        if (accounts.byName(nickname) != null) {
            throw ApiException.conflict(
                    "name-taken",
                    "'" + nickname + "' is an account's name; sign in as it, or choose another nickname",
                    "nickname-is-account",
                    Map.of("name", nickname));
        }
        setGuest(id, seat, nickname);
        return view(id);
    }

    /**
     * Puts {@code seat} (as {@link #seatOf} found it for {@code token}) of game {@code id} under account {@code a}:
     * the account then holds it on any device, with the token.
     */
    public GamePlayers nameAccount(String id, String seat, Accounts.Account a, String token) {
        setAccount(id, seat, a, token);
        return view(id);
    }

    /** The seat account {@code account} holds in game {@code id}, with its token; both null for none. */
    public HeldSeat heldSeat(String id, String account) {
        HeldSeat held = store.heldSeat(id, account);
        return held == null ? new HeldSeat(null, null) : held;
    }

    /** The names in the seats of the games of {@code ids} (at most 200: 400 past them). */
    public GameNames namesOf(List<String> ids) {
        if (ids.size() > 200)
            throw new ApiException(
                    400, "bad-request", "at most 200 game ids at once", "too-many-ids", Map.of("n", 200));
        return new GameNames(store.names(ids));
    }

    /** The seat ("south" or "north") {@code token} holds in game {@code id}; 403 for none, 409 for both. */
    public String seatOf(String id, String token) {
        if (token == null) throw new ApiException(403, "forbidden", "this needs the token of a seat in this game");
        String you = games.facts(id, token).you();
        if (you == null) throw new ApiException(403, "forbidden", "your token holds no seat in this game");
        if ("both".equals(you)) {
            throw ApiException.conflict(
                    "conflict", "a game on one device has no players to name", "both-seats", Map.of());
        }
        return you;
    }

    private void setGuest(String id, String seat, String name) {
        if (!store.name(id, seat, null, name, null))
            throw ApiException.conflict("conflict", "this seat is held by an account", "seat-has-account", Map.of());
    }

    private void setAccount(String id, String seat, Accounts.Account a, String token) {
        if (!store.name(id, seat, a.id(), a.name(), token))
            throw ApiException.conflict(
                    "conflict", "this seat is held by another account", "seat-has-account", Map.of());
    }

    /** Records who sits where in a new game (the lobby's games), in the caller's transaction. */
    public static void insert(Connection c, String id, String seat, String accountId, String name, String token)
            throws SQLException {
        PlayerStore.upsert(c, id, seat, accountId, name, token);
    }

    /**
     * The players of a game that follows another (a match's next game, a rematch), in the caller's transaction:
     * the same people, on the other sides when they change sides ({@code swapped}), and the same pool; see
     * PlayerStore.follow.
     */
    public static void follow(Connection c, String from, String next, boolean swapped, long now) throws SQLException {
        PlayerStore.follow(c, from, next, swapped, now);
    }

    /**
     * The players of a game: for each seat its name, whether it is an account, and, for a rated game, the
     * rating before and after it once it has ended. A game nobody named has null seats. 404 for no game.
     */
    public GamePlayers view(String id) {
        games.facts(id, null); // 404 for a game that does not exist
        beforeRead.accept(id);
        PlayerStore.Read read = store.read(id);
        PlayerView[] views = new PlayerView[2];
        for (PlayerStore.Seat seat : read.seats()) {
            // A seat that only muted the other, and was never named, has no player to show.
            if (seat.player().name().isEmpty()) continue;
            PlayerView p = seat.player();
            // An account's rating in the game's pool: only a game of the lobby has a pool (its game and speed).
            CurrentRating now = seat.account() == null || read.meta() == null
                    ? null
                    : ratings.current(
                            seat.account(), read.meta().game(), read.meta().speed());
            if (now != null)
                p = new PlayerView(
                        p.name(),
                        p.account(),
                        now.rating(),
                        now.provisional(),
                        p.ratingBefore(),
                        p.ratingAfter(),
                        p.ratingChange());
            views[seat.seat().equals("south") ? 0 : 1] = p;
        }
        PlayerStore.Meta m = read.meta();
        return m != null
                ? new GamePlayers(
                        views[0], views[1], m.rated(), m.speed(), m.applied(), NotRated.of(m.unrated(), limits))
                : new GamePlayers(views[0], views[1], false, null, false, null);
    }
}
