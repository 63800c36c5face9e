package org.kete.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kete.engine.Player;
import org.kete.server.common.ApiException;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;

/**
 * Matches: a new game's match, the score counted again whenever a game of the match ends (or is reopened), and
 * the game that follows a finished one (the match's next game, or the first of a rematch).
 */
public final class Matches {
    private final GameStore store;
    /** The matches of the games in play, so that a move's answer does not read the matches table. */
    private final MatchCache cache = new MatchCache(MatchCache.DEFAULT_GAMES);

    public Matches(GameStore store) {
        this.store = store;
    }

    /** The match of {@code g} as stored now (null if it has none), from the cache when it holds it. */
    public StoredMatch of(StoredGame g) {
        return cache.of(g, store::findMatch);
    }

    /** {@code m} is the stored match of {@code g} as it is now, just written (a new game, a rematch). */
    public void remember(StoredGame g, StoredMatch m) {
        cache.put(g, m);
    }

    public Optional<StoredMatch> find(String id) {
        return store.findMatch(id);
    }

    /** The match with this id; 404 if there is none. */
    public StoredMatch require(String id) {
        return store.findMatch(id).orElseThrow(() -> ApiException.notFound("no match '" + id + "'"));
    }

    /** The games of a match in order. */
    public List<StoredGame> games(String matchId) {
        return store.matchGames(matchId);
    }

    /** The match a new game asks for: a single game unless the request says otherwise. */
    public static StoredMatch start(Requests.MatchRequest request, long now) {
        if (request == null) return StoredMatch.start(SeatTokens.newId(), StoredMatch.Format.SINGLE, 1, now);
        StoredMatch.Format format = StoredMatch.Format.of(request.format() == null ? "single" : request.format());
        Integer n = request.n();
        if (format == StoredMatch.Format.SINGLE) return StoredMatch.start(SeatTokens.newId(), format, 1, now);
        if (n == null) throw ApiException.required("a " + format.text() + " match needs \"n\", 1..15", "n");
        if (n < 1 || n > 15) throw ApiException.outOfRange("a match's n is 1..15, not " + n, "n", 1, 15, n);
        return StoredMatch.start(SeatTokens.newId(), format, n, now);
    }

    /** The match of a rematch of {@code g}: a new one of the same format (a single game if {@code g} had none). */
    public StoredMatch rematchOf(StoredGame g, long now) {
        StoredMatch old = of(g);
        return old == null
                ? StoredMatch.start(SeatTokens.newId(), StoredMatch.Format.SINGLE, 1, now)
                : StoredMatch.start(SeatTokens.newId(), old.format(), old.target(), now);
    }

    /**
     * The guarded write of a change. When the change finishes (or reopens) a game of a match, the match's score
     * is counted again from its games and, if the match goes on, its next game is created: the finished game,
     * the score and the next game are stored in one transaction.
     */
    public Optional<StoredGame> write(StoredGame before, StoredGame changed, long now) {
        if (changed.match() == null || before.status() == changed.status()) {
            // The match is read before the commit (a failure refuses the change cleanly), so that the answer
            // built after it needs no database (see MatchCache).
            StoredMatch unchanged = of(before);
            Optional<StoredGame> saved = store.update(changed);
            saved.ifPresent(x -> cache.put(x, unchanged));
            return saved;
        }
        StoredMatch match = store.findMatch(changed.match().id()).orElse(null);
        if (match == null) return store.update(changed);
        List<StoredGame> games = new ArrayList<>();
        for (StoredGame x : store.matchGames(match.id())) games.add(x.id().equals(changed.id()) ? changed : x);
        StoredMatch scored = match.scored(games, now);
        StoredGame next = null;
        if (changed.status() == Status.FINISHED && !scored.finished() && changed.nextGame() == null) {
            next = following(changed, match.id(), changed.match().number() + 1, now);
            StoredGame.Builder b = changed.toBuilder();
            b.nextGame = next.id();
            changed = b.build();
        }
        Optional<StoredGame> saved = store.update(changed, next, scored);
        if (saved.isPresent()) {
            if (next != null) cache.put(next, scored);
            cache.put(saved.get(), scored);
        }
        return saved;
    }

    /**
     * The game after {@code g} (in its match, or the first of a rematch): the same game, options, opponent and
     * clock, with the same seat tokens. Who starts alternates: against the computer and online the players
     * change sides and the same side starts; on one device the players keep their sides and the other side
     * starts (a game from a set-up position starts as that position says). Its clock, full again, waits for
     * the first move: the players may not be looking at the new game yet when it is created.
     */
    public static StoredGame following(StoredGame g, String matchId, int number, long now) {
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = SeatTokens.newId();
        b.gameType = g.gameType();
        b.options = g.options();
        b.mode = g.mode();
        b.level = g.level();
        b.startPosition = g.startPosition();
        b.firstPlayer = g.firstPlayer();
        b.moves = List.of();
        b.version = 1;
        b.status = Status.ACTIVE;
        b.createdAt = now;
        b.updatedAt = now;
        b.turnSince = now;
        Player aSeat = g.match() == null ? null : g.match().aSeat();
        if (g.mode() == Mode.LOCAL) {
            b.seats = g.seats();
            aSeat = aSeat == null ? Player.SOUTH : aSeat;
            if (g.startPosition() == null) b.firstPlayer = g.firstPlayer().opponent();
        } else {
            b.seats = g.seats().swapped();
            aSeat = aSeat == null ? null : aSeat.opponent();
        }
        b.match = new StoredGame.MatchPlace(matchId, number, aSeat);
        if (g.hasClock())
            b.clock = StoredGame.Clock.full(g.clock().initialMs(), g.clock().incrementMs());
        return b.build();
    }
}
