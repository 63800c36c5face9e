package org.kete.server.game;

import java.util.Map;
import java.util.Set;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.server.common.ApiException;
import org.kete.server.game.StoredGame.Ending;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Offer;
import org.kete.server.game.StoredGame.OfferKind;
import org.kete.server.game.StoredGame.Status;

/**
 * Offers between the players of an online game (a draw, a takeback, a rematch), and rematches: one player
 * offers, the other accepts or declines. Against the computer and on one device a rematch starts at once.
 */
public final class Offers {
    /** What a player does with an offer. */
    public enum Action {
        OFFER,
        ACCEPT,
        DECLINE;

        String text() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final Changes changes;

    public Offers(Changes changes) {
        this.changes = changes;
    }

    /** A draw or takeback offer, or the answer to one. */
    public Results.Changed offer(String id, String token, Requests.Versioned body, OfferKind kind, Action action) {
        StoredGame g = changes.load(id, body.version());
        Set<Player> held = SeatTokens.requireSeat(g, token);
        if (g.mode() != Mode.ONLINE)
            throw ApiException.conflict(kind.text() + " offers are for online games")
                    .keyed("offers-online-only");
        Changes.checkVersion(g, body.version());
        g = changes.requireActiveOnTime(g);
        Player seat = held.iterator().next();
        Replay r = changes.replay(g);
        StoredGame.Builder b = g.toBuilder();
        switch (action) {
            case OFFER -> {
                requireNoOffer(g);
                if (kind == OfferKind.TAKEBACK && r.lastMoveBy(seat) < 0) {
                    throw ApiException.conflict("you have no move to take back").keyed("no-move-to-take-back");
                }
                b.offer = new Offer(kind, seat);
            }
            case ACCEPT, DECLINE -> {
                requireOpponentsOffer(g, seat, kind, action);
                if (action == Action.DECLINE) {
                    b.noOffer();
                } else if (kind == OfferKind.DRAW) {
                    Position p = r.current();
                    b.noOffer();
                    b.status = Status.FINISHED;
                    b.result = Outcomes.byServer(null, Ending.AGREEMENT, p);
                    if (g.hasClock()) b.clock = g.clock().startedAt(null);
                } else {
                    b = changes.truncate(g, r.lastMoveBy(g.offer().by())).toBuilder()
                            .noOffer();
                }
            }
        }
        StoredGame saved = changes.save(g, b.build(), kind.text() + "-" + action.text());
        return new Results.Changed(saved, changes.replay(saved));
    }

    /**
     * A rematch of a finished game whose match is decided: {@code action} null starts it at once (against the
     * computer, on one device); online the opponent's acceptance of an offer starts it. The rematch is a new
     * match of the same format in which the players change sides again; the seat tokens stay valid for it, and
     * the finished game points to it ({@code next}) so that everyone watching can follow. The new game counts
     * as {@code by}'s, the sender of the request that starts it (see {@link GameCreations}).
     */
    public Results.Changed rematch(
            String id, String token, Requests.Versioned body, Action action, GameCreations.Sender by) {
        StoredGame g = changes.enforce(changes.load(id));
        Set<Player> held = SeatTokens.requireSeat(g, token);
        Changes.checkVersion(g, body.version());
        if (g.status() != Status.FINISHED) {
            throw ApiException.conflict("the game is not over yet; a rematch can follow once it has ended")
                    .keyed("rematch-not-over");
        }
        if (g.nextGame() != null) {
            throw ApiException.conflict("this game is already followed by game " + g.nextGame())
                    .keyed("followed", Map.of("id", g.nextGame()));
        }
        boolean online = g.mode() == Mode.ONLINE;
        if (online == (action == null)) {
            throw ApiException.conflict(
                            online
                                    ? "in an online game, offer a rematch; your opponent must accept it"
                                    : "rematch offers are for online games; ask for the rematch directly")
                    .keyed(online ? "rematch-is-offered" : "rematch-offer-online-only");
        }
        Player seat = held.iterator().next();
        StoredGame.Builder b = g.toBuilder();
        if (action == null || action == Action.ACCEPT) {
            if (action == Action.ACCEPT) requireOpponentsOffer(g, seat, OfferKind.REMATCH, action);
            long now = changes.clocks().now();
            StoredMatch played = changes.matches().of(g);
            StoredMatch match = changes.matches().rematchOf(g, now);
            StoredGame first = Matches.following(g, match.id(), 1, now);
            b.noOffer();
            b.nextGame = first.id();
            synchronized (changes.lock(g.id())) {
                StoredGame saved =
                        changes.store().rematch(b.build(), match, first, by).orElseThrow(() -> changes.stale(g));
                changes.matches().remember(saved, played);
                changes.matches().remember(first, match);
                changes.publish(saved, "rematch");
            }
            return new Results.Changed(first, changes.replay(first));
        }
        if (action == Action.OFFER) {
            requireNoOffer(g);
            b.offer = new Offer(OfferKind.REMATCH, seat);
        } else {
            requireOpponentsOffer(g, seat, OfferKind.REMATCH, action);
            b.noOffer();
        }
        StoredGame saved = changes.save(g, b.build(), "rematch-" + action.text());
        return new Results.Changed(saved, changes.replay(saved));
    }

    private static void requireNoOffer(StoredGame g) {
        if (g.offer() != null) {
            String pending = g.offer().kind().text();
            throw ApiException.conflict("a " + pending + " offer is already pending")
                    .keyed("offer-pending", Map.of("kind", pending));
        }
    }

    private static void requireOpponentsOffer(StoredGame g, Player seat, OfferKind kind, Action action) {
        if (g.offer() == null || g.offer().kind() != kind || g.offer().by() == seat) {
            String message = kind == OfferKind.REMATCH
                    ? "there is no rematch offer from your opponent to " + action.text()
                    : "there is no " + kind.text() + " offer from your opponent to " + action.text();
            throw ApiException.conflict(message)
                    .keyed("no-offer", Map.of("kind", kind.text(), "action", action.text()));
        }
    }
}
