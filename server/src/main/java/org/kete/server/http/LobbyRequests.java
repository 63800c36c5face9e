package org.kete.server.http;

import java.util.List;
import java.util.Map;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOptions;
import org.kete.server.common.ApiException;
import org.kete.server.lobby.SeekClock;
import org.kete.server.lobby.Seeks;

/** The bodies of the lobby's requests (docs/api.md, Lobby), bound by {@link Bodies}, and their checks of form. */
final class LobbyRequests {
    private LobbyRequests() {}

    /** {@code "range": {"min": r, "max": r}}: the ratings an accepter may have. */
    record Range(Integer min, Integer max) {}

    /** POST /api/lobby/seeks. */
    record SeekBody(
            String connection,
            String name,
            String game,
            Map<String, Object> options,
            SeekClock clock,
            Boolean rated,
            String seat,
            Range range) {

        /** A rule option's value is a string, number or boolean that says something (checked as it is read). */
        SeekBody {
            if (options != null)
                for (Map.Entry<String, Object> e : options.entrySet()) {
                    Object v = e.getValue();
                    if (v instanceof Map<?, ?> || v instanceof List<?>) throw RuleOptionsReader.noValue(e.getKey(), "");
                    if (v != null && String.valueOf(v).isBlank())
                        throw RuleOptionsReader.noValue(e.getKey(), String.valueOf(v));
                }
        }

        /**
         * The seek, its form checked: the lobby connection, the game, the seat, the range, and the rule options and
         * clock by making the game now without storing it (a bad option or clock is refused here rather than when
         * someone accepts).
         */
        Seeks.NewSeek seek() {
            if (connection == null || connection.isBlank() || connection.length() > 64) {
                throw ApiException.required(
                        "'connection' is required: the id the lobby's channel gave (its hello)", "connection");
            }
            GameType type;
            try {
                type = Games.byId(game == null ? "" : game);
            } catch (IllegalArgumentException e) {
                throw new ApiException(400, "unknown-game", "'game' is required: a game id of the catalogue");
            }
            String chosen = seat == null ? "random" : seat;
            if (!List.of("south", "north", "random").contains(chosen))
                throw ApiException.notOneOf(
                        "'seat' is south, north or random, not '" + chosen + "'",
                        "seat",
                        chosen,
                        "south",
                        "north",
                        "random");
            Integer min = range == null ? null : range.min(), max = range == null ? null : range.max();
            if ((min != null && (min < 0 || min > 4000))
                    || (max != null && (max < 0 || max > 4000))
                    || (min != null && max != null && min > max))
                throw ApiException.badRequest("a rating range is 0..4000 with min not above max")
                        .keyed("rating-range");
            var choices = RuleOptionsReader.choices(options);
            try {
                type.create(RuleOptions.parse(type.options(), RuleOptionsReader.text(options)));
            } catch (IllegalArgumentException e) {
                throw new ApiException(400, "unknown-option", e.getMessage()).because(e);
            }
            SeekClock asked = clock == null ? SeekClock.NONE : clock;
            checkClock(asked);
            return new Seeks.NewSeek(
                    connection, name, type.id(), choices, asked, Boolean.TRUE.equals(rated), chosen, min, max);
        }
    }

    /**
     * The clock's checks of POST /api/games, with its messages (no clock: nothing to check). {@code clock}: {@code
     * {"minutes": m, "seconds": s, "increment": i}}, each part may be left out.
     */
    private static void checkClock(SeekClock clock) {
        if (!clock.given()) return;
        Integer minutes = clock.minutes(), seconds = clock.seconds(), increment = clock.increment();
        int m = minutes == null ? 0 : minutes,
                s = seconds == null ? 0 : seconds,
                inc = increment == null ? 0 : increment;
        long total = m * 60L + s;
        if (m < 0 || m > 180 || s < 0 || s > 3600 || total < 5 || total > 180 * 60)
            throw ApiException.badRequest("a clock has 5 seconds to 180 minutes per player")
                    .keyed("clock-total");
        if (inc < 0 || inc > 60)
            throw ApiException.outOfRange("clock increment is 0..60 seconds, not " + inc, "increment", 0, 60, inc);
    }

    /** POST /api/lobby/seeks/{id}/accept: a guest's name, and the accepter's lobby connection. */
    record AcceptBody(String name, String connection) {}
}
