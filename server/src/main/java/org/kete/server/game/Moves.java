package org.kete.server.game;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchResult;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.Transition;
import org.kete.server.common.ApiException;
import org.kete.server.game.StoredGame.Ending;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;
import org.kete.server.search.ComputerPlayer;
import org.kete.text.Messages;

/** Playing: a player's move, the computer's move, a hint, taking moves back, and resigning. */
public final class Moves {
    static final long HINT_DEFAULT_MILLIS = 1_500;

    private final Changes changes;
    private final ComputerPlayer computer;

    public Moves(Changes changes, ComputerPlayer computer) {
        this.changes = changes;
        this.computer = computer;
    }

    public Results.Moved move(String id, String token, Requests.MoveRequest body) {
        StoredGame g = changes.load(id, body.version());
        Set<Player> held = SeatTokens.requireSeat(g, token);
        Changes.checkVersion(g, body.version());
        g = changes.requireActiveOnTime(g);
        Replay r = changes.replay(g);
        Player toMove = r.current().toMove();
        if (!held.contains(toMove)
                || (g.mode() == Mode.COMPUTER && toMove == g.seats().computer())) {
            throw ApiException.conflict(
                    "not-your-turn",
                    "it is " + toMove.displayName() + "'s turn to move",
                    "not-your-turn",
                    Map.of("side", GameService.side(toMove)));
        }
        return applyMove(g, r, readAndPlay(r, body), null);
    }

    public Results.Moved computerMove(String id, String token, Requests.Versioned body) {
        StoredGame g = changes.load(id, body.version());
        SeatTokens.requireSeat(g, token);
        if (g.mode() != Mode.COMPUTER)
            throw ApiException.conflict("this game has no computer player").keyed("no-computer");
        Changes.checkVersion(g, body.version());
        g = changes.requireActiveOnTime(g);
        Replay r = changes.replay(g);
        Player me = g.seats().computer();
        if (r.current().toMove() != me) {
            throw ApiException.conflict("it is your turn, not the computer's").keyed("your-turn-not-computer");
        }
        Levels.Level level = Levels.of(g.level());
        long seed = g.id().hashCode() * 1_000_003L + r.plies();
        Long left = !g.hasClock() ? null : g.clock().left(me);
        Long increment = !g.hasClock() ? null : g.clock().incrementMs();
        long started = changes.clocks().now();
        SearchResult result =
                computer.search(r.game(), r.current(), level, seed, Clocks.computerBudget(left, increment));
        long spent = changes.clocks().now() - started;
        if (left != null && spent >= left) {
            // Out of time while thinking: the computer loses on time, like anyone else.
            StoredGame.Builder b = g.toBuilder().noOffer();
            b.clock = g.clock().withLeft(me, 0).startedAt(null);
            b.status = Status.FINISHED;
            b.result = Outcomes.byServer(me.opponent(), Ending.TIMEOUT, r.current());
            StoredGame saved = changes.save(g, b.build(), "timeout");
            return new Results.Moved(saved, changes.replay(saved), List.of());
        }
        Move best = r.game().move(r.current(), result.bestMove());
        return applyMove(g, r, r.game().apply(r.current(), best), spent);
    }

    /** The hint, its {@code scoreText} in the language of {@code words}. */
    public Results.Hint hint(String id, String token, Integer millis, Messages words) {
        StoredGame g = changes.load(id);
        SeatTokens.requireSeat(g, token);
        if (g.mode() == Mode.ONLINE)
            throw ApiException.conflict("hints are not available in online games")
                    .keyed("no-hint-online");
        if (g.status() == Status.FINISHED) throw ApiException.gameOver();
        long ms = millis == null ? HINT_DEFAULT_MILLIS : millis;
        if (ms < 100 || ms > 5000) throw ApiException.outOfRange("ms is 100..5000, not " + ms, "ms", 100, 5000, ms);
        Replay r = changes.replay(g);
        Results.Hint exact = exactHint(r.game(), r.current(), words);
        if (exact != null) return exact;
        SearchResult result = computer.strongest(r.game(), r.current(), ms);
        Move m = r.game().move(r.current(), result.bestMove());
        Player side = r.current().toMove();
        return new Results.Hint(
                m,
                result.score(),
                side,
                side == Player.SOUTH ? result.score() : -result.score(),
                ComputerPlayer.scoreText(result.score(), words),
                result.depth(),
                false,
                null,
                null);
    }

    /**
     * The hint straight from the endgame tables, or null when the position is not in them. A position whose
     * table value depends on the cycle convention (docs/egtb.md; some positions of 2-10 seeds) is not exact in a
     * game with a history, so it is searched like any other.
     */
    private Results.Hint exactHint(Game game, Position p, Messages words) {
        OwareTablebase tb = computer.tables().forGame(game);
        if (tb == null) return null;
        OwareTablebase.Exact exact = tb.exact(p).orElse(null);
        if (exact == null) return null;
        int difference = exact.finalDifference();
        Player side = p.toMove();
        return new Results.Hint(
                exact.bestMoves().get(0),
                AlphaBeta.tablebaseScore(difference),
                side,
                side == Player.SOUTH ? AlphaBeta.tablebaseScore(difference) : AlphaBeta.tablebaseScore(-difference),
                ComputerPlayer.resultText(difference, words),
                0,
                true,
                difference,
                exact.bestMoves());
    }

    public Results.Undone undo(String id, String token, Requests.Versioned body) {
        StoredGame g = changes.load(id, body.version());
        Set<Player> held = SeatTokens.requireSeat(g, token);
        Changes.checkVersion(g, body.version());
        if (g.mode() == Mode.ONLINE) {
            throw ApiException.conflict("in an online game, offer a takeback; your opponent must accept it")
                    .keyed("undo-online");
        }
        if (g.result() != null && g.result().byServer()) throw ApiException.gameOver();
        if (g.nextGame() != null) {
            throw ApiException.conflict("this game is over and game " + g.nextGame() + " has followed it")
                    .keyed("followed", Map.of("id", g.nextGame()));
        }
        Replay r = changes.replay(g);
        int keep;
        if (g.mode() == Mode.COMPUTER) {
            Player human = held.iterator().next();
            keep = r.lastMoveBy(human);
            if (keep < 0)
                throw ApiException.conflict("you have no move to take back").keyed("no-move-to-take-back");
        } else {
            keep = r.plies() - 1;
            if (keep < 0)
                throw ApiException.conflict("there is no move to take back").keyed("nothing-to-take-back");
        }
        StoredGame saved = changes.save(g, changes.truncate(g, keep), "undo");
        return new Results.Undone(saved, changes.replay(saved), r.plies() - keep);
    }

    public Results.Changed resign(String id, String token, Requests.Resign body) {
        StoredGame g = changes.load(id, body.version());
        Set<Player> held = SeatTokens.requireSeat(g, token);
        Changes.checkVersion(g, body.version());
        g = changes.requireActiveOnTime(g);
        Player seat;
        if (held.size() == 1) {
            seat = held.iterator().next();
        } else {
            seat = GameService.side(body.seat(), "seat", false);
            if (seat == null)
                throw ApiException.required("say which side resigns: \"seat\": \"south\" or \"north\"", "seat");
        }
        Position p = changes.replay(g).current();
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.status = Status.FINISHED;
        b.result = Outcomes.byServer(seat.opponent(), Ending.RESIGNATION, p);
        if (g.hasClock()) b.clock = g.clock().startedAt(null);
        StoredGame saved = changes.save(g, b.build(), "resign");
        return new Results.Changed(saved, changes.replay(saved));
    }

    /** The move the request names, played (a move in notation is read and played with one build of the rules). */
    private static Transition readAndPlay(Replay r, Requests.MoveRequest body) {
        Move move;
        try {
            if (body.move() != null) return r.game().play(r.current(), body.move());
            if (body.code() == null)
                throw ApiException.required("give the move as \"move\" (notation) or \"code\"", "move");
            move = r.game().move(r.current(), body.code());
        } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
            throw new ApiException(422, "illegal-move", e.getMessage()).because(e);
        }
        return r.game().apply(r.current(), move);
    }

    /**
     * {@code t}: the move played on the game's current position. {@code computerMillis}: the computer's search
     * time, charged to its clock instead of the wall clock.
     */
    private Results.Moved applyMove(StoredGame g, Replay r, Transition t, Long computerMillis) {
        Replay next = r.plus(t);
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.moves = next.notations();
        long now = changes.clocks().now();
        b.turnSince = now;
        b.started = g.started() || next.bothMoved();
        if (g.hasClock() && g.clock().turnStartedAt() != null) {
            Player mover = t.before().toMove();
            long remaining = Clocks.remaining(g, mover, now);
            long left = (computerMillis == null ? remaining : remaining - computerMillis)
                    + g.clock().incrementMs();
            b.clock = g.clock().withLeft(mover, left).startedAt(now);
        } else if (g.hasClock() && (g.mode() != Mode.ONLINE || b.started)) {
            // A clock that waits: online, for each player's first move (those are free, and the clock starts
            // with the move that completes them); against the computer and on one device, the next game of a
            // match or a rematch waits for its first move. From then on the clocks run as usual.
            b.clock = g.clock().startedAt(now);
        }
        if (t.after().isOver()) {
            b.status = Status.FINISHED;
            b.result = StoredGame.Result.byRules(t.after().outcome());
            if (b.clock != null) b.clock = b.clock.startedAt(null);
        }
        List<Results.Played> list = List.of(new Results.Played(next.plies(), t));
        StoredGame saved = changes.saveMoves(g, b.build(), next, list);
        return new Results.Moved(saved, next, list);
    }
}
