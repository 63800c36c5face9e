package org.kete.server.http;

import java.util.List;
import org.kete.server.game.GameBridge;
import org.kete.server.game.GameCreations;
import org.kete.server.game.GameService;
import org.kete.server.game.Requests;
import org.kete.server.game.Results;

/** The social packages' view of the games: the facts they need, and the view records of docs/api.md. */
public final class SocialBridge implements GameBridge {
    private final GameService games;
    private final Views views;

    public SocialBridge(GameService games, Views views) {
        this.games = games;
        this.views = views;
    }

    @Override
    public GameFacts facts(String id, String token) {
        Views.GameView v = views.game(games.get(id), token);
        return new GameFacts(
                v.id(),
                v.mode(),
                v.status(),
                v.you(),
                v.outcome() == null ? null : v.outcome().winner(),
                v.outcome() == null ? null : v.outcome().reason(),
                (int) v.movers().stream().filter("south"::equals).count(),
                (int) v.movers().stream().filter("north"::equals).count());
    }

    /** {@code GET /api/games/{id}} as {@code token} sees it, for an answer that includes the game. */
    public Views.GameView view(String id, String token) {
        return views.game(games.get(id), token);
    }

    @Override
    public NewGame createOnline(OnlineGame r) {
        boolean clock = r.minutes() != null || r.seconds() != null;
        Results.Seated creator = games.create(
                new Requests.NewGame(
                        r.game(),
                        r.options() == null ? "" : r.options(),
                        "online",
                        null,
                        null,
                        r.seat(),
                        null,
                        clock
                                ? new Requests.ClockRequest(
                                        r.minutes(), r.seconds(), r.increment() == null ? 0 : r.increment())
                                : null,
                        null),
                // The lobby's games are bounded by the seeks' own limits: each costs its owner a seek.
                GameCreations.Sender.NONE);
        String id = creator.game().id();
        Results.Seated joiner = games.join(id, null);
        return new NewGame(id, creator.seat(), creator.token(), joiner.seat(), joiner.token());
    }

    @Override
    public List<ActiveGame> active(int limit) {
        return games.list("active", null, limit).stream()
                .map(l -> {
                    Views.Summary s = Views.summary(l.game(), l.match());
                    return new ActiveGame(s.id(), s.game(), s.name(), s.mode(), s.plies());
                })
                .toList();
    }
}
