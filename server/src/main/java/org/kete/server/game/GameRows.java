package org.kete.server.game;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.kete.engine.Player;

/** A game as a row of table games: its columns, and how a {@link StoredGame} is written to them and read back. */
final class GameRows {
    private GameRows() {}

    static final String COLUMNS = "id, game_type, options, mode, level, computer_seat, first_player,"
            + " start_position, moves, version, status, south_token, north_token, offer_kind, offer_by, winner,"
            + " end_reason, south_score, north_score, clock_initial_ms, clock_increment_ms, south_ms, north_ms,"
            + " turn_started_at, created_at, match_id, match_number, a_seat, next_game, started, turn_since,"
            + " deadline_at, updated_at";

    static final String UPDATE_SQL = "UPDATE games SET game_type=?, options=?, mode=?, level=?,"
            + " computer_seat=?, first_player=?, start_position=?, moves=?, version=?, status=?, south_token=?,"
            + " north_token=?, offer_kind=?, offer_by=?, winner=?, end_reason=?, south_score=?, north_score=?,"
            + " clock_initial_ms=?, clock_increment_ms=?, south_ms=?, north_ms=?, turn_started_at=?, created_at=?,"
            + " match_id=?, match_number=?, a_seat=?, next_game=?, started=?, turn_since=?, deadline_at=?,"
            + " updated_at=?"
            + " WHERE id=? AND version=?";

    /**
     * Binds every column but updated_at; {@code from} 1 binds the id first (insert order), 0 leaves the id
     * out (update order, where it goes in the WHERE clause). Returns the next parameter index.
     */
    static int bindAll(PreparedStatement s, StoredGame g, int from) throws SQLException {
        int i = 1;
        if (from == 1) s.setString(i++, g.id());
        s.setString(i++, g.gameType());
        s.setString(i++, g.options());
        s.setString(i++, g.mode().name());
        setInt(s, i++, g.level());
        s.setString(i++, side(g.seats().computer()));
        s.setString(i++, side(g.firstPlayer()));
        s.setString(i++, g.startPosition());
        s.setString(i++, String.join(" ", g.moves()));
        s.setInt(i++, g.version());
        s.setString(i++, g.status().name());
        s.setString(i++, g.seats().southToken());
        s.setString(i++, g.seats().northToken());
        StoredGame.Offer o = g.offer();
        s.setString(i++, o == null ? null : o.kind().text());
        s.setString(i++, o == null ? null : side(o.by()));
        StoredGame.Result r = g.result();
        s.setString(i++, r == null ? null : side(r.winner()));
        s.setString(i++, r == null ? null : r.reasonText());
        setInt(s, i++, r == null ? null : r.southScore());
        setInt(s, i++, r == null ? null : r.northScore());
        StoredGame.Clock c = g.clock();
        setLong(s, i++, c == null ? null : c.initialMs());
        setLong(s, i++, c == null ? null : c.incrementMs());
        setLong(s, i++, c == null ? null : c.southMs());
        setLong(s, i++, c == null ? null : c.northMs());
        setLong(s, i++, c == null ? null : c.turnStartedAt());
        s.setLong(i++, g.createdAt());
        StoredGame.MatchPlace m = g.match();
        s.setString(i++, m == null ? null : m.id());
        setInt(s, i++, m == null ? null : m.number());
        s.setString(i++, m == null ? null : side(m.aSeat()));
        s.setString(i++, g.nextGame());
        s.setBoolean(i++, g.started());
        setLong(s, i++, g.turnSince());
        setLong(s, i++, Lifecycle.deadline(g));
        return i;
    }

    static StoredGame read(ResultSet r) throws SQLException {
        String moves = r.getString("moves");
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = r.getString("id");
        b.gameType = r.getString("game_type");
        b.options = r.getString("options");
        b.mode = StoredGame.Mode.valueOf(r.getString("mode").toUpperCase(Locale.ROOT));
        b.level = getInt(r, "level");
        b.firstPlayer = player(r.getString("first_player"));
        b.startPosition = r.getString("start_position");
        b.moves = moves == null || moves.isBlank()
                ? List.of()
                : Arrays.asList(moves.trim().split(" "));
        b.version = r.getInt("version");
        b.status = StoredGame.Status.valueOf(r.getString("status").toUpperCase(Locale.ROOT));
        b.seats = new StoredGame.Seats(
                r.getString("south_token"), r.getString("north_token"), player(r.getString("computer_seat")));
        String offerKind = r.getString("offer_kind");
        if (offerKind != null) {
            b.offer = new StoredGame.Offer(StoredGame.OfferKind.of(offerKind), player(r.getString("offer_by")));
        }
        String reason = r.getString("end_reason");
        if (reason != null) {
            Integer south = getInt(r, "south_score");
            Integer north = getInt(r, "north_score");
            b.result = StoredGame.Result.of(
                    player(r.getString("winner")), reason, south == null ? 0 : south, north == null ? 0 : north);
        }
        Long initial = getLong(r, "clock_initial_ms");
        if (initial != null) {
            Long increment = getLong(r, "clock_increment_ms");
            Long south = getLong(r, "south_ms");
            Long north = getLong(r, "north_ms");
            b.clock = new StoredGame.Clock(
                    initial,
                    increment == null ? 0 : increment,
                    south == null ? initial : south,
                    north == null ? initial : north,
                    getLong(r, "turn_started_at"));
        }
        b.createdAt = r.getLong("created_at");
        b.updatedAt = r.getLong("updated_at");
        String matchId = r.getString("match_id");
        if (matchId != null) {
            Integer number = getInt(r, "match_number");
            b.match = new StoredGame.MatchPlace(matchId, number == null ? 1 : number, player(r.getString("a_seat")));
        }
        b.nextGame = r.getString("next_game");
        b.started = r.getBoolean("started");
        b.turnSince = getLong(r, "turn_since");
        return b.build();
    }

    /** Sides are stored as "south" and "north". */
    private static String side(Player p) {
        return p == null ? null : p.name().toLowerCase(Locale.ROOT);
    }

    private static Player player(String side) {
        return side == null ? null : Player.valueOf(side.toUpperCase(Locale.ROOT));
    }

    private static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) s.setNull(i, Types.INTEGER);
        else s.setInt(i, v);
    }

    static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) s.setNull(i, Types.BIGINT);
        else s.setLong(i, v);
    }

    private static Integer getInt(ResultSet r, String column) throws SQLException {
        int v = r.getInt(column);
        return r.wasNull() ? null : v;
    }

    private static Long getLong(ResultSet r, String column) throws SQLException {
        long v = r.getLong(column);
        return r.wasNull() ? null : v;
    }
}
