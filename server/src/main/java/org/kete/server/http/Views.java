package org.kete.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kete.ai.Levels;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.server.game.Clocks;
import org.kete.server.game.Lifecycle;
import org.kete.server.game.LiveMessages;
import org.kete.server.game.Matches;
import org.kete.server.game.Outcomes;
import org.kete.server.game.Presence;
import org.kete.server.game.Replay;
import org.kete.server.game.Results;
import org.kete.server.game.SeatTokens;
import org.kete.server.game.StoredGame;
import org.kete.server.game.StoredGame.Status;
import org.kete.server.game.StoredMatch;
import org.kete.server.search.Analysis;

/**
 * The views of docs/api.md as records, which Jackson writes field by field in the order of their components:
 * that order is the wire format's. The engine's values inside them (positions, moves, traces) are written by
 * {@link Json}. Also the live channels' messages.
 */
public final class Views implements LiveMessages {
    private final Matches matches;
    private final Clocks clocks;

    public Views(Matches matches, Clocks clocks) {
        this.matches = matches;
        this.clocks = clocks;
    }

    // ---- the records

    public record GameView(
            String id,
            String game,
            String name,
            Map<String, String> options,
            String mode,
            Integer level,
            SeatsView seats,
            String you,
            String status,
            int version,
            String start,
            List<String> moves,
            List<String> movers,
            Json.PositionView position,
            List<Json.MoveView> legalMoves,
            OutcomeView outcome,
            OfferView offer,
            ClockView clock,
            boolean started,
            Long firstMoveMs,
            MatchView match,
            String next,
            String createdAt,
            String updatedAt) {}

    public record Summary(
            String id,
            String game,
            String name,
            String mode,
            Integer level,
            SeatsView seats,
            String status,
            int plies,
            OutcomeView outcome,
            MatchView match,
            String createdAt,
            String updatedAt) {}

    /** Each seat: "human", "computer" or "open". */
    public record SeatsView(String south, String north) {}

    public record OutcomeView(String winner, int south, int north, String reason, String result, String text) {}

    public record OfferView(String kind, String by) {}

    /** The times left; a running clock's as of now. {@code running}: the side whose clock runs, or null. */
    public record ClockView(long initialMs, long incrementMs, long southMs, long northMs, String running) {}

    /** The match of a game as its players see it: the score by this game's sides. */
    public record MatchView(
            String id, String format, int n, Integer number, SideScore score, String status, String winner) {}

    public record SideScore(int south, int north, int draws) {}

    /** GET /api/matches/{id}: the score by player (A created the match) and the games. */
    public record MatchDetail(
            String id, String format, int n, String status, String winner, PlayerScore score, List<MatchGame> games) {}

    public record PlayerScore(int a, int b, int draws) {}

    public record MatchGame(String id, Integer number, String a, String status, OutcomeView outcome) {}

    public record GameList(List<Summary> games) {}

    public record Seated(GameView game, String token, String seat) {}

    /** An online game's creation: also the invitation link. */
    public record Invited(GameView game, String token, String seat, String invite) {}

    public record Applied(GameView game, List<AppliedMove> applied) {}

    /** One move as the API and the live channel show it: ply, mover, notation, code and the full trace. */
    public record AppliedMove(int ply, String by, String notation, int code, List<Json.EventView> trace) {}

    public record GameOnly(GameView game) {}

    public record Undone(GameView game, int undone) {}

    /**
     * GET /api/games/{id}/hint. An exact hint (from the endgame tables) adds the result, its margin and text and
     * every move that keeps it; a searched hint has none of these fields.
     */
    public record Hint(
            String move,
            int code,
            int score,
            String side,
            int southScore,
            String scoreText,
            int depth,
            int level,
            boolean exact,
            @JsonInclude(JsonInclude.Include.NON_NULL) String result,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer margin,
            @JsonInclude(JsonInclude.Include.NON_NULL) String resultText,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<String> bestMoves) {}

    /**
     * A position with its legal moves, outcome and share link: a stored game's after {@code ply} moves
     * (GET /api/games/{id}/positions/{ply}: {@code ply} set), or one given as text (GET /api/position:
     * {@code game} and {@code options} set); the fields of the other kind are left out.
     */
    public record PositionAt(
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer ply,
            @JsonInclude(JsonInclude.Include.NON_NULL) String game,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> options,
            Json.PositionView position,
            List<Json.MoveView> legalMoves,
            OutcomeView outcome,
            String share) {}

    /** POST /api/analysis of a stored game's position: its id and ply first, then the analysis's fields. */
    public record GameAnalysis(
            String gameId, int ply, @JsonUnwrapped Analysis analysis) {}

    public record Level(int number, String name) {}

    public record Catalogue(List<Json.GameTypeView> games, List<Level> levels) {}

    public record StateMessage(String type, GameView game) {}

    public record StateMessageWithReason(String type, GameView game, String reason) {}

    public record MovesMessage(String type, GameView game, List<AppliedMove> applied) {}

    // ---- building them

    /** The game as {@code token}'s holder sees it ({@code you}); null: a spectator. */
    public GameView game(StoredGame g, Replay r, String token) {
        Set<Player> held = SeatTokens.held(g, token);
        Position p = r.current();
        return new GameView(
                g.id(),
                g.gameType(),
                Games.byId(g.gameType()).name(),
                r.game().options().asMap(),
                g.mode().text(),
                g.level(),
                seats(g),
                held.size() == 2
                        ? "both"
                        : held.isEmpty() ? null : Json.side(held.iterator().next()),
                g.status().text(),
                g.version(),
                r.positions().get(0).text(),
                r.notations(),
                movers(r),
                Json.position(p),
                g.status() == Status.FINISHED ? List.of() : Json.moves(r.game().legalMoves(p)),
                outcome(g),
                g.offer() == null
                        ? null
                        : new OfferView(
                                g.offer().kind().text(), Json.side(g.offer().by())),
                clock(g, p),
                g.started(),
                firstMoveMs(g),
                match(g, matches.of(g)),
                g.nextGame(),
                Instant.ofEpochMilli(g.createdAt()).toString(),
                Instant.ofEpochMilli(g.updatedAt()).toString());
    }

    /**
     * The time left for the awaited first move of an online game before it aborts by itself (null: none awaited;
     * docs/api.md, "A game's life").
     */
    private Long firstMoveMs(StoredGame g) {
        Long deadline = Lifecycle.firstMoveDeadline(g);
        return deadline == null ? null : Math.max(0, deadline - clocks.now());
    }

    /** Who made each move, "south" or "north", in order: a player may move twice in a row in some games. */
    private static List<String> movers(Replay r) {
        List<String> out = new java.util.ArrayList<>(r.plies());
        for (int i = 0; i < r.plies(); i++) out.add(Json.side(r.moverAt(i)));
        return out;
    }

    public GameView game(Results.Changed c, String token) {
        return game(c.game(), c.replay(), token);
    }

    public Seated seated(Results.Seated s) {
        return new Seated(game(s.game(), s.replay(), s.token()), s.token(), s.seat());
    }

    public Applied applied(Results.Moved m, String token) {
        return new Applied(game(m.game(), m.replay(), token), applied(m.applied()));
    }

    static Summary summary(StoredGame g, StoredMatch match) {
        return new Summary(
                g.id(),
                g.gameType(),
                Games.byId(g.gameType()).name(),
                g.mode().text(),
                g.level(),
                seats(g),
                g.status().text(),
                g.moves().size(),
                outcome(g),
                match(g, match),
                Instant.ofEpochMilli(g.createdAt()).toString(),
                Instant.ofEpochMilli(g.updatedAt()).toString());
    }

    private static SeatsView seats(StoredGame g) {
        return new SeatsView(seat(g, Player.SOUTH), seat(g, Player.NORTH));
    }

    private static String seat(StoredGame g, Player p) {
        if (p == g.seats().computer()) return "computer";
        return g.seats().token(p) != null ? "human" : "open";
    }

    static OutcomeView outcome(StoredGame g) {
        if (g.status() != Status.FINISHED) return null;
        StoredGame.Result r = g.result();
        return new OutcomeView(
                Json.side(r.winner()),
                r.southScore(),
                r.northScore(),
                r.reasonText(),
                Outcomes.resultText(r),
                Outcomes.text(r));
    }

    private ClockView clock(StoredGame g, Position p) {
        if (!g.hasClock()) return null;
        StoredGame.Clock c = g.clock();
        long now = clocks.now();
        boolean running = g.status() == Status.ACTIVE && c.turnStartedAt() != null;
        Player toMove = p.toMove();
        return new ClockView(
                c.initialMs(),
                c.incrementMs(),
                Math.max(0, running && toMove == Player.SOUTH ? Clocks.remaining(g, Player.SOUTH, now) : c.southMs()),
                Math.max(0, running && toMove == Player.NORTH ? Clocks.remaining(g, Player.NORTH, now) : c.northMs()),
                running ? Json.side(toMove) : null);
    }

    /** The match of {@code g} as its players see it: the score by this game's sides, as it stands now. */
    private static MatchView match(StoredGame g, StoredMatch m) {
        if (m == null || g.match() == null) return null;
        boolean aSouth = g.match().aSeat() == Player.SOUTH;
        String w = m.winner() == null ? null : (m.winner() == StoredMatch.Side.A) == aSouth ? "south" : "north";
        return new MatchView(
                m.id(),
                m.format().text(),
                m.target(),
                g.match().number(),
                new SideScore(aSouth ? m.aWins() : m.bWins(), aSouth ? m.bWins() : m.aWins(), m.draws()),
                m.statusText(),
                w);
    }

    static MatchDetail matchDetail(StoredMatch m, List<StoredGame> games) {
        return new MatchDetail(
                m.id(),
                m.format().text(),
                m.target(),
                m.statusText(),
                m.winner() == null ? null : m.winner().text(),
                new PlayerScore(m.aWins(), m.bWins(), m.draws()),
                games.stream()
                        .map(g -> new MatchGame(
                                g.id(),
                                g.match() == null ? null : g.match().number(),
                                g.match() == null ? null : Json.side(g.match().aSeat()),
                                g.status().text(),
                                outcome(g)))
                        .toList());
    }

    static List<AppliedMove> applied(List<Results.Played> played) {
        return played.stream()
                .map(p -> new AppliedMove(
                        p.ply(),
                        Json.side(p.transition().before().toMove()),
                        p.transition().move().notation(),
                        p.transition().move().code(),
                        Json.trace(p.transition())))
                .toList();
    }

    static Hint hint(Results.Hint h) {
        int difference = h.exact() ? h.difference() : 0;
        return new Hint(
                h.move().notation(),
                h.move().code(),
                h.score(),
                Json.side(h.side()),
                h.southScore(),
                h.scoreText(),
                h.depth(),
                Levels.all().size(),
                h.exact(),
                h.exact() ? (difference > 0 ? "win" : difference < 0 ? "loss" : "draw") : null,
                h.exact() ? Math.abs(difference) : null,
                h.exact() ? h.scoreText() : null,
                h.exact() ? h.bestMoves().stream().map(Move::notation).toList() : null);
    }

    /** The position after {@code ply} moves of a stored game. */
    static PositionAt plyPosition(int ply, Results.PositionAt at) {
        return positionAt(ply, null, null, at);
    }

    /** A position given as text, with its game and options. */
    static PositionAt sharedPosition(Results.PositionAt at) {
        return positionAt(null, at.game().id(), at.game().options().asMap(), at);
    }

    private static PositionAt positionAt(Integer ply, String game, Map<String, String> options, Results.PositionAt at) {
        Game g = at.game();
        Position p = at.position();
        return new PositionAt(
                ply,
                game,
                options,
                Json.position(p),
                Json.moves(g.legalMoves(p)),
                Json.outcome(p.outcome()),
                shareLink(g, p));
    }

    private static String shareLink(Game game, Position p) {
        return "/position?game=" + game.id() + "&options="
                + encode(game.options().toShortString()) + "&position=" + encode(p.text());
    }

    private static String encode(String s) {
        return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    // ---- the live channels' messages

    @Override
    public String state(StoredGame g, Replay r, String reason) {
        GameView view = game(g, r, null);
        return Json.write(
                reason == null ? new StateMessage("state", view) : new StateMessageWithReason("state", view, reason));
    }

    @Override
    public String moves(StoredGame g, Replay r, List<Results.Played> applied) {
        return Json.write(new MovesMessage("moves", game(g, r, null), applied(applied)));
    }

    /** {"type": "presence", "presence": {game, leaveMs, south, north}}. */
    public record PresenceMessage(String type, Presence.View presence) {}

    @Override
    public String presence(Presence.View v) {
        return Json.write(new PresenceMessage("presence", v));
    }
}
