package org.kete.server.game;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.kete.server.db.Database;

/**
 * The SQL of the cleanup ({@link GameCleanup}): the games worth nothing to keep, deleted with every row that
 * depends on them, and the rows of the limits that only the last minute needs.
 */
final class CleanupStore {
    private final Database db;
    private final GameStore store;

    CleanupStore(Database db, GameStore store) {
        this.db = db;
        this.store = store;
    }

    /** A game the cleanup may delete, at the version it was found at. */
    public record Doomed(String id, int version) {}

    /**
     * What makes a game worth nothing to keep (docs/security.md, Games): no account played it, it was not rated,
     * no game followed it and no game names it as the one that followed it, and no other game shares its match
     * (a match's games, its score and its chain of rematches are kept together).
     */
    private static final String NOTHING_TO_KEEP = " AND g.next_game IS NULL"
            + " AND NOT EXISTS (SELECT 1 FROM game_players gp WHERE gp.game_id = g.id AND gp.account_id IS NOT NULL)"
            + " AND NOT EXISTS (SELECT 1 FROM game_meta gm WHERE gm.game_id = g.id AND gm.rated = TRUE)"
            + " AND NOT EXISTS (SELECT 1 FROM games p WHERE p.next_game = g.id)"
            + " AND NOT EXISTS (SELECT 1 FROM games o WHERE o.match_id = g.match_id AND o.id <> g.id)";

    /** Online games nobody joined since {@code cut}, with nothing to keep, oldest first. */
    public List<Doomed> unjoined(long cut, int limit) {
        return doomed("g.status = 'WAITING'", cut, limit);
    }

    /** Games aborted (ended before each player had moved) before {@code cut}, with nothing to keep. */
    public List<Doomed> aborted(long cut, int limit) {
        return doomed("g.end_reason = 'aborted' AND g.status = 'FINISHED'", cut, limit);
    }

    /** Unfinished games in which nothing happened since {@code cut}, with nothing to keep, oldest first. */
    public List<Doomed> untouched(long cut, int limit) {
        return doomed("g.status = 'ACTIVE'", cut, limit);
    }

    /** The games of {@code which} unchanged since {@code cut} (indexes games_by_status, games_by_end find them). */
    private List<Doomed> doomed(String which, long cut, int limit) {
        try (Connection c = db.connection();
                PreparedStatement s = c.prepareStatement("SELECT g.id, g.version FROM games g WHERE " + which
                        + " AND g.updated_at < ?" + NOTHING_TO_KEEP + " ORDER BY g.updated_at LIMIT ?")) {
            s.setLong(1, cut);
            s.setInt(2, limit);
            List<Doomed> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) out.add(new Doomed(r.getString(1), r.getInt(2)));
            }
            return out;
        } catch (SQLException e) {
            throw db.failure("could not list the games to clean up", e);
        }
    }

    /**
     * Deletes these games with every row that depends on them, in one transaction; each only if it is still at the
     * version it was found at and still has nothing to keep (a join, a move or a rated result since then keeps
     * it). Returns how many were deleted.
     */
    public int delete(List<Doomed> games) {
        if (games.isEmpty()) return 0;
        int deleted = 0;
        try (Connection c = db.connection()) {
            deleted = Database.inTransaction(c, () -> {
                int n = 0;
                for (Doomed d : games) {
                    String match = null;
                    try (PreparedStatement s = c.prepareStatement(
                            "SELECT g.match_id FROM games g WHERE g.id = ? AND g.version = ?" + NOTHING_TO_KEEP)) {
                        s.setString(1, d.id());
                        s.setInt(2, d.version());
                        try (ResultSet r = s.executeQuery()) {
                            if (!r.next()) continue;
                            match = r.getString(1);
                        }
                    }
                    if (update(c, "DELETE FROM games WHERE id = ? AND version = ?", d.id(), d.version()) != 1) continue;
                    for (String table : List.of(
                            "game_players",
                            "game_meta",
                            "seat_presence",
                            "chat_messages",
                            "game_creations",
                            "game_reviews")) {
                        update(c, "DELETE FROM " + table + " WHERE game_id = ?", d.id());
                    }
                    if (match != null) update(c, "DELETE FROM matches WHERE id = ?", match);
                    n++;
                }
                return n;
            });
        } catch (SQLException e) {
            throw db.failure("could not delete " + games.size() + " games", e);
        }
        for (Doomed d : games) store.forget(d.id());
        return deleted;
    }

    /**
     * Forgets who created games before {@code cut} that are finished or gone (the limits count the last minute;
     * a game in play keeps its creator for its match's next game), a batch of {@code limit} at most.
     */
    public int forgetCreators(long cut, int limit) {
        try (Connection c = db.connection()) {
            return update(
                    c,
                    "DELETE FROM game_creations WHERE game_id IN (SELECT x.game_id FROM game_creations x"
                            + " WHERE x.created_at < ? AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = x.game_id"
                            + " AND g.status <> 'FINISHED') LIMIT ?)",
                    cut,
                    limit);
        } catch (SQLException e) {
            throw db.failure("could not forget the creators of old games", e);
        }
    }

    /**
     * Forgets the limits' lock rows (table limit_locks, one per key ever limited: a chat sender, a seek owner, an
     * address...), which would otherwise grow with every game. Safe at any time: a request holding a key's lock
     * makes this wait until it commits, and one that finds its row gone makes it again (player.Limit.lock).
     */
    public int forgetLimitLocks() {
        try (Connection c = db.connection()) {
            return update(c, "DELETE FROM limit_locks");
        } catch (SQLException e) {
            throw db.failure("could not forget the limits' locks", e);
        }
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            return s.executeUpdate();
        }
    }
}
