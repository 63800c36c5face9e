package org.kete.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.kete.server.lobby.Seek;
import org.kete.server.lobby.Seeks;

/** The lobby's answers and channel messages (docs/api.md, Lobby): their fields in the order the docs give. */
final class LobbyViews {
    private LobbyViews() {}

    /** A seek as everyone sees it: an account's rating in the seek's pool, and whether it is provisional. */
    record SeekView(
            String id,
            String name,
            boolean account,
            Long rating,
            Boolean provisional,
            String game,
            Map<String, Object> options,
            ClockView clock,
            String speed,
            boolean rated,
            String seat,
            RangeView range,
            String createdAt) {}

    record ClockView(int initialSeconds, int increment) {}

    record RangeView(Integer min, Integer max) {}

    record SeekList(List<SeekView> seeks) {}

    record Posted(SeekView seek, String secret) {}

    /** The owner's view: once accepted, the game's id and the owner's seat and token. */
    record Owned(
            SeekView seek,
            String status,
            @JsonInclude(JsonInclude.Include.NON_NULL) String game,
            @JsonInclude(JsonInclude.Include.NON_NULL) String token,
            @JsonInclude(JsonInclude.Include.NON_NULL) String seat) {}

    record Cancelled(boolean cancelled) {}

    /** The accepter's seat in the new game ({@code game}: its GameView). */
    record Accepted(Views.GameView game, String token, String seat) {}

    record LiveGame(String id, String game, String name, SeatNames players, boolean rated, String speed, int plies) {}

    record SeatNames(String south, String north) {}

    record LiveGames(List<LiveGame> games) {}

    record Hello(String type, String connection) {}

    record SeeksMessage(String type, List<SeekView> seeks) {}

    record GamesMessage(String type, List<LiveGame> games) {}

    record Taken(String type, String seek, String game) {}

    static SeekView seek(Seek s) {
        return new SeekView(
                s.id(),
                s.name(),
                s.account() != null,
                s.rating(),
                s.provisional(),
                s.game(),
                RuleOptionsReader.values(s.options()),
                s.clock().given()
                        ? new ClockView(s.clock().initialSeconds(), s.clock().addedSeconds())
                        : null,
                s.speed(),
                s.rated(),
                s.seat(),
                s.hasRange() ? new RangeView(s.min(), s.max()) : null,
                Instant.ofEpochMilli(s.createdAt()).toString());
    }

    static List<SeekView> seeks(List<Seek> seeks) {
        return seeks.stream().map(LobbyViews::seek).toList();
    }

    /** The owner's view of its seek: its state and, once accepted, the game and the owner's seat. */
    static Owned owned(Seek s) {
        boolean taken = s.gameId() != null;
        return new Owned(seek(s), s.status(), s.gameId(), taken ? s.ownerToken() : null, taken ? s.ownerSeat() : null);
    }

    static List<LiveGame> games(List<Seeks.Playing> playing) {
        return playing.stream()
                .map(g -> new LiveGame(
                        g.id(),
                        g.game(),
                        g.name(),
                        new SeatNames(g.south(), g.north()),
                        g.rated(),
                        g.speed(),
                        g.plies()))
                .toList();
    }
}
