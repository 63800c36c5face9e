package org.kete.server.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.kete.server.ApiException;

/**
 * Who sits in each seat of a game (docs/api.md, Players): a guest's nickname or an account's name, kept beside
 * the game (table game_players), never in its record. A seat's holder names it with the seat token; a signed-in
 * holder may put the seat under their account instead, and the account then holds it on any device: the seat
 * token is kept for it and handed to the account's sessions ({@code GET /api/games/{id}/seat}).
 */
public final class Players {
    private final Db db;
    private final Accounts accounts;
    private final GameBridge games;
    private volatile Consumer<String> beforeRead = id -> {};

    public Players(Db db, Accounts accounts, GameBridge games) {
        this.db = db;
        this.accounts = accounts;
        this.games = games;
    }

    /** Run before a game's players are read (the ratings settle a finished rated game there). */
    public void beforeRead(Consumer<String> hook) {
        this.beforeRead = hook;
    }

    public void routes(RoutesConfig r) {
        r.get("/api/games/{id}/players", ctx -> Web.json(ctx, 200, view(ctx.pathParam("id"))));
        r.post("/api/games/{id}/players", ctx -> {
            String id = ctx.pathParam("id");
            String token = Web.bearer(ctx);
            String seat = seatOf(id, token);
            JsonNode body = Web.body(ctx);
            if (Web.bool(body, "account", false)) {
                Accounts.Account a = accounts.require(ctx);
                setAccount(id, seat, a, token);
            } else {
                String name = Names.check(Web.text(body, "name"), "a nickname");
                String[] owner = accounts.byName(name);
                if (owner != null) {
                    throw new ApiException(
                            409,
                            "name-taken",
                            "'" + name + "' is an account's name; sign in as it, or choose another nickname",
                            "nickname-is-account",
                            Map.of("name", name));
                }
                setGuest(id, seat, name);
            }
            Web.json(ctx, 200, view(id));
        });
        r.get("/api/game-players", ctx -> {
            String ids = ctx.queryParam("ids");
            List<String> list = ids == null || ids.isBlank() ? List.of() : List.of(ids.split(","));
            if (list.size() > 200) throw new ApiException(400, "bad-request", "at most 200 game ids at once");
            Web.json(ctx, 200, Map.of("games", names(list)));
        });
        r.get("/api/games/{id}/seat", ctx -> {
            String id = ctx.pathParam("id");
            Accounts.Account a = accounts.current(ctx);
            if (a == null) throw new ApiException(401, "not-signed-in", "sign in first", "not-signed-in", Map.of());
            String[] held = db.with("could not read the players", c -> {
                try (PreparedStatement s = c.prepareStatement(
                        "SELECT seat, seat_token FROM game_players WHERE game_id = ? AND account_id = ? AND seat_token IS NOT NULL")) {
                    s.setString(1, id);
                    s.setString(2, a.id());
                    try (ResultSet rs = s.executeQuery()) {
                        return rs.next() ? new String[] {rs.getString(1), rs.getString(2)} : null;
                    }
                }
            });
            if (held == null) {
                throw new ApiException(404, "no-seat", "your account holds no seat in game " + id, "no-seat", Map.of());
            }
            Web.json(ctx, 200, Map.of("seat", held[0], "token", held[1]));
        });
    }

    /** The seat ("south" or "north") {@code token} holds in game {@code id}; 403 for none, 409 for both. */
    public String seatOf(String id, String token) {
        if (token == null) throw new ApiException(403, "forbidden", "this needs the token of a seat in this game");
        Object you = games.view(id, token).get("you");
        if (you == null) throw new ApiException(403, "forbidden", "your token holds no seat in this game");
        if ("both".equals(you)) {
            throw new ApiException(
                    409, "conflict", "a game on one device has no players to name", "both-seats", Map.of());
        }
        return (String) you;
    }

    void setGuest(String id, String seat, String name) {
        db.inTransaction("could not name the player", c -> {
            String account = accountOf(c, id, seat);
            if (account != null) {
                throw new ApiException(
                        409, "conflict", "this seat is held by an account", "seat-has-account", Map.of());
            }
            upsert(c, id, seat, null, name, null);
            return null;
        });
    }

    void setAccount(String id, String seat, Accounts.Account a, String token) {
        db.inTransaction("could not name the player", c -> {
            String account = accountOf(c, id, seat);
            if (account != null && !account.equals(a.id())) {
                throw new ApiException(
                        409, "conflict", "this seat is held by another account", "seat-has-account", Map.of());
            }
            upsert(c, id, seat, a.id(), a.name(), token);
            return null;
        });
    }

    /** Records who sits where in a new game (the lobby's games), in the caller's transaction. */
    public static void insert(Connection c, String id, String seat, String accountId, String name, String token)
            throws SQLException {
        upsert(c, id, seat, accountId, name, token);
    }

    private static String accountOf(Connection c, String id, String seat) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("SELECT account_id FROM game_players WHERE game_id = ? AND seat = ?")) {
            s.setString(1, id);
            s.setString(2, seat);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private static void upsert(Connection c, String id, String seat, String accountId, String name, String token)
            throws SQLException {
        int n = Accounts.update(
                c,
                "UPDATE game_players SET account_id = ?, name = ?, seat_token = ? WHERE game_id = ? AND seat = ?",
                accountId,
                name,
                token,
                id,
                seat);
        if (n == 0) {
            Accounts.update(
                    c,
                    "INSERT INTO game_players (game_id, seat, account_id, name, seat_token, muted) VALUES (?,?,?,?,?,FALSE)",
                    id,
                    seat,
                    accountId,
                    name,
                    token);
        }
    }

    /** The names in the seats of many games at once (for lists of games): {id: {south, north}}. */
    Map<String, Map<String, String>> names(List<String> ids) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        if (ids.isEmpty()) return out;
        return db.with("could not read the players", c -> {
            String marks = String.join(",", java.util.Collections.nCopies(ids.size(), "?"));
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT game_id, seat, name FROM game_players WHERE name <> '' AND game_id IN (" + marks + ")")) {
                for (int i = 0; i < ids.size(); i++)
                    s.setString(i + 1, ids.get(i).strip());
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        out.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>())
                                .put(rs.getString(2), rs.getString(3));
                    }
                }
            }
            return out;
        });
    }

    /**
     * The players of a game: for each seat its name, whether it is an account, and, for a rated game, the
     * rating before and after it once it has ended. A game nobody named has null seats. 404 for no game.
     */
    public Map<String, Object> view(String id) {
        games.view(id, null); // 404 for a game that does not exist
        beforeRead.accept(id);
        return db.with("could not read the players", c -> {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("south", null);
            out.put("north", null);
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT seat, account_id, name, rating_before, rating_after, rd_after FROM game_players WHERE game_id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        // A seat that only muted the other, and was never named, has no player to show.
                        if (rs.getString("name").isEmpty()) continue;
                        Map<String, Object> p = new LinkedHashMap<>();
                        p.put("name", rs.getString("name"));
                        p.put("account", rs.getString("account_id") != null);
                        double before = rs.getDouble("rating_before");
                        if (!rs.wasNull()) {
                            double after = rs.getDouble("rating_after");
                            p.put("ratingBefore", Math.round(before));
                            p.put("ratingAfter", Math.round(after));
                            p.put("ratingChange", Math.round(after) - Math.round(before));
                        }
                        out.put(rs.getString("seat"), p);
                    }
                }
            }
            try (PreparedStatement s =
                    c.prepareStatement("SELECT rated, speed, rating_applied FROM game_meta WHERE game_id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    boolean found = rs.next();
                    out.put("rated", found && rs.getBoolean("rated"));
                    out.put("speed", found ? rs.getString("speed") : null);
                    out.put("ratingApplied", found && rs.getBoolean("rating_applied"));
                }
            }
            return out;
        });
    }
}
