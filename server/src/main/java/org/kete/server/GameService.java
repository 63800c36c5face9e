package org.kete.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.kete.ai.AlphaBeta;
import org.kete.ai.Levels;
import org.kete.ai.SearchResult;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;
import org.kete.engine.Transition;
import org.kete.engine.record.GameRecord;
import org.kete.server.StoredGame.Mode;
import org.kete.server.StoredGame.Status;
import org.kete.text.Messages;

/**
 * What the API does to games. Each change follows the same steps: load the row, check the seat token, check
 * the version, compute the new row from the replayed game, write it with the version guard, then tell the
 * game's listeners. A request refused at any step changes nothing.
 */
final class GameService {
    static final long COMPUTER_MOVE_MILLIS = 2_000;
    static final long COMPUTER_MOVE_MAX_MILLIS = 10_000;
    static final long HINT_DEFAULT_MILLIS = 1_500;

    private final GameStore store;
    private final Live live;
    private final ComputerPlayer computer;
    private final Analyst analyst;
    private final SecureRandom random = new SecureRandom();
    /**
     * Ids and tokens come from a generator per thread: every instance of the default one (NativePRNG) reads
     * through one lock shared by the whole JVM, and under a burst of new games most request threads queued on it.
     */
    private static final ThreadLocal<SecureRandom> SECRETS = ThreadLocal.withInitial(() -> {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    });
    /** Replays by game id; an entry is used only for the moves actually stored. */
    private final ReplayCache replays = new ReplayCache(ReplayCache.DEFAULT_POSITIONS);

    GameService(GameStore store, Live live, ComputerPlayer computer, Analyst analyst) {
        this.store = store;
        this.live = live;
        this.computer = computer;
        this.analyst = analyst;
    }

    /** The result of a create or join: the view, the new token (shown once) and the seat it holds. */
    record Seated(Map<String, Object> view, String token, String seat) {}

    // ---- reading

    Map<String, Object> get(String id, String token) {
        StoredGame g = checkClock(load(id));
        return view(g, replay(g), token);
    }

    List<Map<String, Object>> list(String status, String gameType, Integer limit) {
        // Waiting games are never listed: their id is the invitation, and a stranger could take the seat.
        Status s;
        if (status == null || status.equals("finished")) s = Status.FINISHED;
        else if (status.equals("active")) s = Status.ACTIVE;
        else throw ApiException.badRequest("status is finished or active, not '" + status + "'");
        String type = gameType == null ? null : gameType(gameType).id();
        int n = limit == null ? 50 : limit;
        if (n < 1 || n > 200) throw ApiException.badRequest("limit is 1..200, not " + n);
        List<Map<String, Object>> out = new ArrayList<>();
        // The games of one match share its row: read it once per list.
        Map<String, Optional<StoredMatch>> matches = new HashMap<>();
        for (StoredGame g : store.list(s, type, n)) {
            StoredMatch m = g.matchId() == null
                    ? null
                    : matches.computeIfAbsent(g.matchId(), store::findMatch).orElse(null);
            out.add(summary(g, m));
        }
        return out;
    }

    Map<String, Object> positionAt(String id, int ply) {
        StoredGame g = load(id);
        Replay r = replay(g);
        if (ply < 0 || ply > r.plies()) {
            throw ApiException.notFound("no position after " + ply + " moves; the game has " + r.plies());
        }
        Position p = r.positions().get(ply);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ply", ply);
        m.putAll(positionView(r.game(), p));
        m.put("share", shareLink(r.game(), p));
        return m;
    }

    Map<String, Object> sharedPosition(String gameId, String options, String text) {
        Game game = createGame(gameType(gameId), options == null ? "" : options);
        Position p = text == null || text.isBlank() ? game.start() : parsePosition(game, text);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", game.id());
        m.put("options", game.options().asMap());
        m.putAll(positionView(game, p));
        m.put("share", shareLink(game, p));
        return m;
    }

    String record(String id) {
        StoredGame g = load(id);
        Replay r = replay(g);
        GameRecord rec = GameRecord.of(r.game(), r.positions().get(0), r.moves())
                .withTag("South", playerName(g, Player.SOUTH))
                .withTag("North", playerName(g, Player.NORTH))
                .withTag(
                        "Date",
                        DateTimeFormatter.ofPattern("yyyy.MM.dd")
                                .withZone(ZoneOffset.UTC)
                                .format(Instant.ofEpochMilli(g.createdAt())))
                .withTag("Site", "Kete game " + g.id());
        if (g.endReason() != null && isServerReason(g.endReason())) {
            rec = rec.withTag("Termination", serverOutcomeText(g));
        }
        return rec.text();
    }

    // ---- creating and joining

    Seated create(JsonNode body) {
        GameType type = gameType(Json.text(body, "game", null));
        Game game = createGame(type, optionsText(body.get("options")));
        JsonNode opponent = body.get("opponent");
        if (opponent == null || !opponent.isObject()) {
            throw ApiException.badRequest("'opponent' is required: {\"type\": \"computer\" | \"local\" | \"online\"}");
        }
        String kind = Json.text(opponent, "type", "");
        Mode mode = switch (kind) {
            case "computer" -> Mode.COMPUTER;
            case "local" -> Mode.LOCAL;
            case "online" -> Mode.ONLINE;
            default -> throw ApiException.badRequest("opponent type is computer, local or online, not '" + kind + "'");
        };
        Integer level = null;
        if (mode == Mode.COMPUTER) {
            JsonNode l = opponent.get("level");
            String text = l == null || l.isNull() ? "3" : l.asText();
            try {
                level = Levels.of(text).number();
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest(e.getMessage());
            }
        }
        // Absent: the game's own firstPlayer option (South unless set); "random": the server draws.
        String firstText = Json.text(body, "first", null);
        Player first = side(firstText, "first", true);
        if (firstText == null) first = game.firstPlayer(random);
        else if (first == null) first = random.nextBoolean() ? Player.SOUTH : Player.NORTH;
        Player seat = side(Json.text(body, "seat", "south"), "seat", true);
        if (seat == null) seat = random.nextBoolean() ? Player.SOUTH : Player.NORTH;
        String positionText = Json.text(body, "position", null);
        Position start = positionText == null ? game.start(first) : parsePosition(game, positionText);
        if (start.isOver()) {
            // A finished position has nothing left to play: a game made from it would be over at move 0.
            Outcome o = start.outcome();
            throw new ApiException(
                            400,
                            "bad-position",
                            "the position is finished (" + o.describe() + "); a game cannot start from it")
                    .keyed("position-over", Map.of("result", o.describe()));
        }

        StoredGame.Builder b = new StoredGame.Builder();
        b.id = newId();
        b.gameType = type.id();
        b.options = game.options().toString();
        b.mode = mode;
        b.level = level;
        b.firstPlayer = Json.side(start.toMove());
        b.startPosition = positionText == null ? null : start.text();
        b.moves = List.of();
        b.version = 1;
        b.createdAt = System.currentTimeMillis();
        b.updatedAt = b.createdAt;
        String token = newToken();
        String seatText;
        switch (mode) {
            case COMPUTER -> {
                b.computerSeat = Json.side(seat.opponent());
                setToken(b, seat, hash(token));
                seatText = Json.side(seat);
            }
            case LOCAL -> {
                b.southToken = hash(token);
                b.northToken = b.southToken;
                seatText = "both";
            }
            default -> {
                setToken(b, seat, hash(token));
                seatText = Json.side(seat);
            }
        }
        b.status = mode == Mode.ONLINE ? Status.WAITING : Status.ACTIVE;
        readClock(body.get("clock"), b);
        StoredMatch match = readMatch(body.get("match"), b.createdAt);
        b.matchId = match.id();
        b.matchNumber = 1;
        // Player A is the creator: the human against the computer, the inviter online, South on one device.
        b.aSeat = mode == Mode.LOCAL ? "south" : Json.side(seat);
        StoredGame g = b.build();
        if (g.status() == Status.FINISHED) match = match.scored(List.of(g), g.createdAt());
        store.insert(g, match);
        Replay r = replay(g);
        return new Seated(view(g, r, token), token, seatText);
    }

    Seated join(String id, String token) {
        StoredGame g = load(id);
        if (g.mode() != Mode.ONLINE) throw ApiException.conflict("only online games have a seat to join");
        Set<Player> held = held(g, token);
        if (!held.isEmpty())
            throw ApiException.conflict(
                            "you already hold the " + Json.side(held.iterator().next()) + " seat")
                    .keyed(
                            "already-seated",
                            Map.of("side", Json.side(held.iterator().next())));
        if (g.status() != Status.WAITING)
            throw ApiException.conflict("both seats are taken; you can watch this game")
                    .keyed("seats-taken");
        Player open = g.southToken() == null ? Player.SOUTH : Player.NORTH;
        String newToken = newToken();
        StoredGame.Builder b = g.toBuilder();
        setToken(b, open, hash(newToken));
        b.status = Status.ACTIVE;
        if (g.hasClock()) b.turnStartedAt = System.currentTimeMillis();
        StoredGame saved = save(g, b.build(), "join");
        return new Seated(view(saved, replay(saved), newToken), newToken, Json.side(open));
    }

    Seated upload(String text) {
        GameRecord rec;
        try {
            rec = GameRecord.read(text);
        } catch (IllegalArgumentException | IllegalMoveException | NotationException e) {
            throw new ApiException(400, "bad-record", "the game record does not read: " + e.getMessage())
                    .keyed("record-unreadable", Map.of("detail", String.valueOf(e.getMessage())));
        }
        Game game = rec.game();
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = newId();
        b.gameType = game.id();
        b.options = game.options().toString();
        b.mode = Mode.LOCAL;
        b.firstPlayer = Json.side(rec.startPosition().toMove());
        b.startPosition = rec.fromStart() ? null : rec.startPosition().text();
        b.moves = rec.moves().stream().map(Move::notation).toList();
        b.version = 1;
        b.status = Status.ACTIVE;
        b.createdAt = System.currentTimeMillis();
        b.updatedAt = b.createdAt;
        String token = newToken();
        b.southToken = hash(token);
        b.northToken = b.southToken;
        if (rec.outcome().over()) finishByRules(b, rec.outcome());
        StoredGame g = b.build();
        store.insert(g);
        return new Seated(view(g, replay(g), token), token, "both");
    }

    // ---- playing

    /** The result of applying moves: the game view and each move with its trace. */
    record Applied(Map<String, Object> view, List<Map<String, Object>> applied) {}

    Applied move(String id, String token, JsonNode body) {
        StoredGame g = load(id);
        Set<Player> held = requireSeat(g, token);
        checkVersion(g, body);
        g = requireActiveOnTime(g);
        Replay r = replay(g);
        Player toMove = r.current().toMove();
        if (!held.contains(toMove) || (g.mode() == Mode.COMPUTER && toMove == computerSeat(g))) {
            throw new ApiException(409, "not-your-turn", "it is " + toMove.displayName() + "'s turn to move")
                    .keyed("not-your-turn", Map.of("side", Json.side(toMove)));
        }
        Move move = readMove(r, body);
        return applyMove(g, r, move, token, null);
    }

    Applied computerMove(String id, String token, JsonNode body) {
        StoredGame g = load(id);
        requireSeat(g, token);
        if (g.mode() != Mode.COMPUTER) throw ApiException.conflict("this game has no computer player");
        checkVersion(g, body);
        g = requireActiveOnTime(g);
        Replay r = replay(g);
        if (r.current().toMove() != computerSeat(g)) {
            throw ApiException.conflict("it is your turn, not the computer's").keyed("your-turn-not-computer");
        }
        Levels.Level level = Levels.of(g.level());
        long seed = g.id().hashCode() * 1_000_003L + r.plies();
        Player me = computerSeat(g);
        Long left = !g.hasClock() ? null : me == Player.SOUTH ? g.southMs() : g.northMs();
        long started = System.currentTimeMillis();
        SearchResult result =
                computer.search(r.game(), r.current(), level, seed, computerBudget(left, g.clockIncrementMs()));
        long spent = System.currentTimeMillis() - started;
        if (left != null && spent >= left) {
            // Out of time while thinking: the computer loses on time, like anyone else.
            Position p = r.current();
            StoredGame.Builder b = g.toBuilder().noOffer();
            if (me == Player.SOUTH) b.southMs = 0L;
            else b.northMs = 0L;
            finish(b, me.opponent(), p.score(Player.SOUTH), p.score(Player.NORTH), "timeout");
            StoredGame saved = save(g, b.build(), "timeout");
            return new Applied(view(saved, replay(saved), token), List.of());
        }
        return applyMove(g, r, r.game().move(r.current(), result.bestMove()), token, spent);
    }

    Map<String, Object> hint(String id, String token, Integer millis) {
        return hint(id, token, millis, Messages.english());
    }

    /** The hint, its {@code scoreText} and {@code resultText} in the language of {@code words}. */
    Map<String, Object> hint(String id, String token, Integer millis, Messages words) {
        StoredGame g = load(id);
        requireSeat(g, token);
        if (g.mode() == Mode.ONLINE)
            throw ApiException.conflict("hints are not available in online games")
                    .keyed("no-hint-online");
        if (g.status() == Status.FINISHED) throw ApiException.gameOver();
        long ms = millis == null ? HINT_DEFAULT_MILLIS : millis;
        if (ms < 100 || ms > 5000) throw ApiException.badRequest("ms is 100..5000, not " + ms);
        Replay r = replay(g);
        Map<String, Object> exact = exactHint(r.game(), r.current(), words);
        if (exact != null) return exact;
        SearchResult result = computer.strongest(r.game(), r.current(), ms);
        Move m = r.game().move(r.current(), result.bestMove());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("move", m.notation());
        out.put("code", m.code());
        out.put("score", result.score());
        out.put("side", Json.side(r.current().toMove()));
        out.put("southScore", r.current().toMove() == Player.SOUTH ? result.score() : -result.score());
        out.put("scoreText", ComputerPlayer.scoreText(result.score(), words));
        out.put("depth", result.depth());
        out.put("level", Levels.all().size());
        out.put("exact", false);
        return out;
    }

    /**
     * POST /api/analysis: a position given as {game, options, position} (the start if no position), or the
     * position after {@code ply} moves of a stored game ({gameId, ply}; the current one without ply). The
     * live position of an online game is never analysed while the game runs: no engine help in online play
     * (the game's finished positions are fine once it ends).
     */
    Map<String, Object> analyse(JsonNode body) {
        Integer msField = Json.integer(body, "ms");
        long ms = msField == null ? Analyst.DEFAULT_MILLIS : msField;
        if (ms < Analyst.MIN_MILLIS || ms > Analyst.MAX_MILLIS) {
            throw ApiException.badRequest("ms is " + Analyst.MIN_MILLIS + ".." + Analyst.MAX_MILLIS + ", not " + ms);
        }
        String gameId = Json.text(body, "gameId", null);
        if (gameId != null) {
            if (body.has("game") || body.has("position")) {
                throw ApiException.badRequest(
                        "give either \"gameId\" (and \"ply\") or \"game\" and \"position\", not both");
            }
            StoredGame g = load(gameId);
            if (g.mode() == Mode.ONLINE && g.status() != Status.FINISHED) {
                throw new ApiException(
                        409,
                        "analysis-unavailable",
                        "an online game cannot be analysed while it is played; analysis opens when it ends");
            }
            Replay r = replay(g);
            Integer plyField = Json.integer(body, "ply");
            int ply = plyField == null ? r.plies() : plyField;
            if (ply < 0 || ply > r.plies()) {
                throw ApiException.badRequest("ply is 0.." + r.plies() + " for this game, not " + ply);
            }
            String key = "game " + g.id() + " " + String.join(",", r.notations().subList(0, ply));
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("gameId", g.id());
            out.put("ply", ply);
            out.putAll(analyst.analyse(r.game(), r.positions().get(ply), ms, key));
            return out;
        }
        if (body.has("ply")) throw ApiException.badRequest("\"ply\" goes with \"gameId\"");
        Game game = createGame(gameType(Json.text(body, "game", null)), optionsText(body.get("options")));
        String text = Json.text(body, "position", null);
        Position p = text == null || text.isBlank() ? game.start() : parsePosition(game, text);
        String key = "position " + game.id() + " " + game.options() + " " + p.text();
        return analyst.analyse(game, p, ms, key);
    }

    /**
     * The hint straight from the endgame tables, or null when the position is not in them. A position whose
     * table value depends on the cycle convention (docs/egtb.md; some positions of 2-10 seeds) is not exact in a
     * game with a history, so it is searched like any other.
     */
    private Map<String, Object> exactHint(Game game, Position p, Messages words) {
        OwareTablebase tb = computer.tables().forGame(game);
        if (tb == null) return null;
        OwareTablebase.Exact exact = tb.exact(p).orElse(null);
        if (exact == null) return null;
        int difference = exact.finalDifference();
        Move m = exact.bestMoves().get(0);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("move", m.notation());
        out.put("code", m.code());
        out.put("score", AlphaBeta.tablebaseScore(difference));
        out.put("side", Json.side(p.toMove()));
        out.put(
                "southScore",
                p.toMove() == Player.SOUTH
                        ? AlphaBeta.tablebaseScore(difference)
                        : AlphaBeta.tablebaseScore(-difference));
        out.put("scoreText", ComputerPlayer.resultText(difference, words));
        out.put("depth", 0);
        out.put("level", Levels.all().size());
        out.put("exact", true);
        out.put("result", difference > 0 ? "win" : difference < 0 ? "loss" : "draw");
        out.put("margin", Math.abs(difference));
        out.put("resultText", ComputerPlayer.resultText(difference, words));
        out.put("bestMoves", exact.bestMoves().stream().map(Move::notation).toList());
        return out;
    }

    Map<String, Object> undo(String id, String token, JsonNode body) {
        StoredGame g = load(id);
        Set<Player> held = requireSeat(g, token);
        checkVersion(g, body);
        if (g.mode() == Mode.ONLINE) {
            throw ApiException.conflict("in an online game, offer a takeback; your opponent must accept it")
                    .keyed("undo-online");
        }
        if (g.endReason() != null && isServerReason(g.endReason())) throw ApiException.gameOver();
        if (g.nextGame() != null) {
            throw ApiException.conflict("this game is over and game " + g.nextGame() + " has followed it")
                    .keyed("followed", Map.of("id", g.nextGame()));
        }
        Replay r = replay(g);
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
        StoredGame saved = save(g, truncate(g, keep), "undo");
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", view(saved, replay(saved), token));
        out.put("undone", r.plies() - keep);
        return out;
    }

    Map<String, Object> resign(String id, String token, JsonNode body) {
        StoredGame g = load(id);
        Set<Player> held = requireSeat(g, token);
        checkVersion(g, body);
        g = requireActiveOnTime(g);
        Player seat;
        if (held.size() == 1) {
            seat = held.iterator().next();
        } else {
            seat = side(Json.text(body, "seat", null), "seat", false);
            if (seat == null) throw ApiException.badRequest("say which side resigns: \"seat\": \"south\" or \"north\"");
        }
        Position p = replay(g).current();
        StoredGame.Builder b = g.toBuilder().noOffer();
        finish(b, seat.opponent(), p.score(Player.SOUTH), p.score(Player.NORTH), "resignation");
        StoredGame saved = save(g, b.build(), "resign");
        return Map.of("game", view(saved, replay(saved), token));
    }

    Map<String, Object> offer(String id, String token, JsonNode body, String kind, String action) {
        StoredGame g = load(id);
        Set<Player> held = requireSeat(g, token);
        if (g.mode() != Mode.ONLINE) throw ApiException.conflict(kind + " offers are for online games");
        checkVersion(g, body);
        g = requireActiveOnTime(g);
        Player seat = held.iterator().next();
        Replay r = replay(g);
        StoredGame.Builder b = g.toBuilder();
        switch (action) {
            case "offer" -> {
                if (g.offerKind() != null)
                    throw ApiException.conflict("a " + g.offerKind() + " offer is already pending")
                            .keyed("offer-pending", Map.of("kind", g.offerKind()));
                if (kind.equals("takeback") && r.lastMoveBy(seat) < 0) {
                    throw ApiException.conflict("you have no move to take back").keyed("no-move-to-take-back");
                }
                b.offerKind = kind;
                b.offerBy = Json.side(seat);
            }
            case "accept", "decline" -> {
                if (!kind.equals(g.offerKind()) || g.offerBy().equals(Json.side(seat))) {
                    throw ApiException.conflict("there is no " + kind + " offer from your opponent to " + action)
                            .keyed("no-offer", Map.of("kind", kind, "action", action));
                }
                if (action.equals("decline")) {
                    b.noOffer();
                } else if (kind.equals("draw")) {
                    Position p = r.current();
                    b.noOffer();
                    finish(b, null, p.score(Player.SOUTH), p.score(Player.NORTH), "agreement");
                } else {
                    Player by = Player.valueOf(g.offerBy().toUpperCase(Locale.ROOT));
                    b = truncate(g, r.lastMoveBy(by)).toBuilder().noOffer();
                }
            }
            default -> throw ApiException.notFound("no such action: " + action);
        }
        StoredGame saved = save(g, b.build(), kind + "-" + action);
        return Map.of("game", view(saved, replay(saved), token));
    }

    // ---- matches and rematches

    /** {@code GET /api/matches/{id}}: the match, its score by player (A created it) and its games. */
    Map<String, Object> match(String id) {
        StoredMatch m = store.findMatch(id).orElseThrow(() -> ApiException.notFound("no match '" + id + "'"));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", m.id());
        out.put("format", m.format().text());
        out.put("n", m.target());
        out.put("status", m.finished() ? "finished" : "active");
        out.put("winner", m.winner());
        out.put("score", Map.of("a", m.aWins(), "b", m.bWins(), "draws", m.draws()));
        List<Map<String, Object>> games = new ArrayList<>();
        for (StoredGame g : store.matchGames(id)) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("id", g.id());
            e.put("number", g.matchNumber());
            e.put("a", g.aSeat());
            e.put("status", g.status().text());
            e.put("outcome", outcome(g));
            games.add(e);
        }
        out.put("games", games);
        return out;
    }

    /**
     * A rematch of a finished game whose match is decided: {@code action} "" starts it at once (against the
     * computer, on one device); online it is "offer", "accept" or "decline", and the opponent's acceptance
     * starts it. The rematch is a new match of the same format in which the players change sides again; the
     * seat tokens stay valid for it, and the finished game points to it ({@code next}) so that everyone
     * watching can follow.
     */
    Map<String, Object> rematch(String id, String token, JsonNode body, String action) {
        StoredGame g = checkClock(load(id));
        Set<Player> held = requireSeat(g, token);
        checkVersion(g, body);
        if (g.status() != Status.FINISHED) {
            throw ApiException.conflict("the game is not over yet; a rematch can follow once it has ended")
                    .keyed("rematch-not-over");
        }
        if (g.nextGame() != null) {
            throw ApiException.conflict("this game is already followed by game " + g.nextGame())
                    .keyed("followed", Map.of("id", g.nextGame()));
        }
        boolean online = g.mode() == Mode.ONLINE;
        if (online == action.isEmpty()) {
            throw ApiException.conflict(
                    online
                            ? "in an online game, offer a rematch; your opponent must accept it"
                            : "rematch offers are for online games; ask for the rematch directly");
        }
        Player seat = held.iterator().next();
        StoredGame.Builder b = g.toBuilder();
        switch (action) {
            case "", "accept" -> {
                if (action.equals("accept")
                        && (!"rematch".equals(g.offerKind()) || g.offerBy().equals(Json.side(seat)))) {
                    throw ApiException.conflict("there is no rematch offer from your opponent to accept")
                            .keyed("no-offer", Map.of("kind", "rematch", "action", "accept"));
                }
                long now = System.currentTimeMillis();
                StoredMatch old = g.matchId() == null
                        ? null
                        : store.findMatch(g.matchId()).orElse(null);
                StoredMatch match = old == null
                        ? StoredMatch.start(newId(), StoredMatch.Format.SINGLE, 1, now)
                        : StoredMatch.start(newId(), old.format(), old.target(), now);
                StoredGame first = following(g, match.id(), 1, now);
                b.noOffer();
                b.nextGame = first.id();
                StoredGame saved;
                synchronized (live.lock(g.id())) {
                    saved = store.rematch(b.build(), match, first).orElseThrow(() -> stale(g));
                    live.publish(saved, () -> stateMessage(saved, "rematch"));
                }
                return Map.of("game", view(first, replay(first), token));
            }
            case "offer" -> {
                if (g.offerKind() != null)
                    throw ApiException.conflict("a " + g.offerKind() + " offer is already pending")
                            .keyed("offer-pending", Map.of("kind", g.offerKind()));
                b.offerKind = "rematch";
                b.offerBy = Json.side(seat);
            }
            case "decline" -> {
                if (!"rematch".equals(g.offerKind()) || g.offerBy().equals(Json.side(seat))) {
                    throw ApiException.conflict("there is no rematch offer from your opponent to decline")
                            .keyed("no-offer", Map.of("kind", "rematch", "action", "decline"));
                }
                b.noOffer();
            }
            default -> throw ApiException.notFound("no such action: " + action);
        }
        StoredGame saved = save(g, b.build(), "rematch-" + action);
        return Map.of("game", view(saved, replay(saved), token));
    }

    /**
     * The guarded write of a change. When the change finishes (or reopens) a game of a match, the match's score
     * is counted again from its games and, if the match goes on, its next game is created: the finished game,
     * the score and the next game are stored in one transaction.
     */
    private Optional<StoredGame> write(StoredGame before, StoredGame changed) {
        if (changed.matchId() == null || before.status() == changed.status()) return store.update(changed);
        StoredMatch match = store.findMatch(changed.matchId()).orElse(null);
        if (match == null) return store.update(changed);
        long now = System.currentTimeMillis();
        List<StoredGame> games = new ArrayList<>();
        for (StoredGame x : store.matchGames(match.id())) games.add(x.id().equals(changed.id()) ? changed : x);
        StoredMatch scored = match.scored(games, now);
        StoredGame next = null;
        if (changed.status() == Status.FINISHED && !scored.finished() && changed.nextGame() == null) {
            next = following(changed, match.id(), changed.matchNumber() + 1, now);
            StoredGame.Builder b = changed.toBuilder();
            b.nextGame = next.id();
            changed = b.build();
        }
        return store.update(changed, next, scored);
    }

    /**
     * The game after {@code g} (in its match, or the first of a rematch): the same game, options, opponent and
     * clock, with the same seat tokens. Who starts alternates: against the computer and online the players
     * change sides and the same side starts; on one device the players keep their sides and the other side
     * starts (a game from a set-up position starts as that position says). Its clock, full again, waits for
     * the first move: the players may not be looking at the new game yet when it is created.
     */
    private StoredGame following(StoredGame g, String matchId, int number, long now) {
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = newId();
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
        b.matchId = matchId;
        b.matchNumber = number;
        if (g.mode() == Mode.LOCAL) {
            b.southToken = g.southToken();
            b.northToken = g.northToken();
            b.aSeat = g.aSeat() == null ? "south" : g.aSeat();
            if (g.startPosition() == null) b.firstPlayer = other(g.firstPlayer());
        } else {
            b.southToken = g.northToken();
            b.northToken = g.southToken();
            b.computerSeat = g.computerSeat() == null ? null : other(g.computerSeat());
            b.aSeat = g.aSeat() == null ? null : other(g.aSeat());
        }
        if (g.hasClock()) {
            b.clockInitialMs = g.clockInitialMs();
            b.clockIncrementMs = g.clockIncrementMs();
            b.southMs = g.clockInitialMs();
            b.northMs = g.clockInitialMs();
            b.turnStartedAt = null;
        }
        return b.build();
    }

    private StoredMatch readMatch(JsonNode match, long now) {
        if (match == null || match.isNull()) return StoredMatch.start(newId(), StoredMatch.Format.SINGLE, 1, now);
        if (!match.isObject()) {
            throw new ApiException(400, "bad-json", "'match' must be {\"format\": \"best-of\", \"n\": 3}");
        }
        StoredMatch.Format format = StoredMatch.Format.of(Json.text(match, "format", "single"));
        Integer n = Json.integer(match, "n");
        if (format == StoredMatch.Format.SINGLE) return StoredMatch.start(newId(), format, 1, now);
        if (n == null) throw ApiException.badRequest("a " + format.text() + " match needs \"n\", 1..15");
        if (n < 1 || n > 15) throw ApiException.badRequest("a match's n is 1..15, not " + n);
        return StoredMatch.start(newId(), format, n, now);
    }

    private Map<String, Object> matchView(StoredGame g) {
        if (g.matchId() == null) return null;
        return matchView(g, store.findMatch(g.matchId()).orElse(null));
    }

    /** The match of {@code g} as its players see it: the score by this game's sides, as it stands now. */
    private static Map<String, Object> matchView(StoredGame g, StoredMatch m) {
        if (m == null) return null;
        boolean aSouth = "south".equals(g.aSeat());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", m.id());
        out.put("format", m.format().text());
        out.put("n", m.target());
        out.put("number", g.matchNumber());
        Map<String, Object> score = new LinkedHashMap<>();
        score.put("south", aSouth ? m.aWins() : m.bWins());
        score.put("north", aSouth ? m.bWins() : m.aWins());
        score.put("draws", m.draws());
        out.put("score", score);
        out.put("status", m.finished() ? "finished" : "active");
        String w = m.winner() == null ? null : m.winner().equals("a") == aSouth ? "south" : "north";
        out.put("winner", w);
        return out;
    }

    // ---- steps shared by the changes

    /** {@code computerMillis}: the computer's search time, charged to its clock instead of the wall clock. */
    private Applied applyMove(StoredGame g, Replay r, Move move, String token, Long computerMillis) {
        Transition t = r.game().apply(r.current(), move);
        Replay next = r.plus(t);
        StoredGame.Builder b = g.toBuilder().noOffer();
        b.moves = next.notations();
        long now = System.currentTimeMillis();
        if (g.hasClock() && g.turnStartedAt() != null) {
            Player mover = t.before().toMove();
            long left = (computerMillis == null ? remaining(g, mover, now) : remaining(g, mover, now) - computerMillis)
                    + g.clockIncrementMs();
            if (mover == Player.SOUTH) b.southMs = left;
            else b.northMs = left;
            b.turnStartedAt = now;
        } else if (g.hasClock()) {
            // A clock that waits for the first move (the next game of a match, a rematch): that move is free,
            // and from it on the clocks run as usual.
            b.turnStartedAt = now;
        }
        if (t.after().isOver()) finishByRules(b, t.after().outcome());
        List<Map<String, Object>> list = List.of(applied(next.plies(), t));
        StoredGame saved;
        synchronized (live.lock(g.id())) {
            saved = write(g, b.build()).orElseThrow(() -> stale(g));
            replays.put(saved.id(), next);
            StoredGame published = saved;
            live.publish(saved, () -> {
                Map<String, Object> msg = new LinkedHashMap<>();
                msg.put("type", "moves");
                msg.put("game", view(published, next, null));
                msg.put("applied", list);
                return Json.write(msg);
            });
        }
        return new Applied(view(saved, next, token), list);
    }

    /** One move as the API and the live channel show it: ply, mover, notation, code and the full trace. */
    private static Map<String, Object> applied(int ply, Transition t) {
        Map<String, Object> applied = new LinkedHashMap<>();
        applied.put("ply", ply);
        applied.put("by", Json.side(t.before().toMove()));
        applied.put("notation", t.move().notation());
        applied.put("code", t.move().code());
        applied.put("trace", Json.trace(t.trace()));
        return applied;
    }

    /** Writes a change with the version guard and tells the listeners (reason: join, undo, resign, ...). */
    private StoredGame save(StoredGame before, StoredGame changed, String reason) {
        synchronized (live.lock(before.id())) {
            StoredGame saved = write(before, changed).orElseThrow(() -> stale(before));
            live.publish(saved, () -> stateMessage(saved, reason));
            return saved;
        }
    }

    String stateMessage(StoredGame g, String reason) {
        Map<String, Object> msg = new LinkedHashMap<>();
        msg.put("type", "state");
        msg.put("game", view(g, replay(g), null));
        if (reason != null) msg.put("reason", reason);
        return Json.write(msg);
    }

    /**
     * Brings a watched game's listeners up to date from the database (when another process announced a change,
     * after the listening connection was lost, or when a running clock may have run out): ends the game on time
     * if its clock has run out, and publishes the stored game if it is newer than what this process last
     * published.
     */
    void poll(String id) {
        synchronized (live.lock(id)) {
            var found = store.find(id);
            if (found.isEmpty()) return;
            StoredGame g = checkClock(found.get());
            if (g.version() > live.published(id)) live.catchUp(g, changeMessage(g));
        }
    }

    /**
     * What another process changed, for this process's listeners. If the stored moves only add to the moves
     * last published here, the change was made of moves (possibly followed by an end such as a resignation):
     * they are sent as a "moves" message with their traces, rebuilt by replaying them (the rules are
     * deterministic), so the browser animates them as it does a move made here. Anything else (an undo, a
     * takeback, a join, an offer) is a "state" message.
     */
    private String changeMessage(StoredGame g) {
        List<String> before = live.publishedMoves(g.id());
        List<String> now = g.moves();
        if (before == null
                || now.size() <= before.size()
                || !now.subList(0, before.size()).equals(before)) {
            return stateMessage(g, null);
        }
        Replay r = replay(g);
        List<Map<String, Object>> list = new ArrayList<>();
        for (int ply = before.size(); ply < now.size(); ply++) {
            list.add(applied(
                    ply + 1, r.game().apply(r.positions().get(ply), r.moves().get(ply))));
        }
        Map<String, Object> msg = new LinkedHashMap<>();
        msg.put("type", "moves");
        msg.put("game", view(g, r, null));
        msg.put("applied", list);
        return Json.write(msg);
    }

    /** Adds a WebSocket listener and sends it the current state; false if there is no such game. */
    boolean joinLive(String id, io.javalin.websocket.WsContext ws) {
        // Under the game's lock, so no change of this process falls between the state sent and the version
        // recorded; changes of other processes after it are announced by the database (see Live).
        synchronized (live.lock(id)) {
            var found = store.find(id);
            if (found.isEmpty()) return false;
            StoredGame g = checkClock(found.get());
            live.join(id, ws, g, stateMessage(g, null));
            return true;
        }
    }

    /** A listener of the game's channel only watches: it is counted among the spectators. */
    void watchLive(String id, io.javalin.websocket.WsContext ws) {
        live.watch(id, ws);
    }

    void leaveLive(String id, io.javalin.websocket.WsContext ws) {
        live.leave(id, ws);
    }

    /** The game with only the first {@code keep} moves, active again, with no offer or result. */
    private StoredGame truncate(StoredGame g, int keep) {
        StoredGame.Builder b = g.toBuilder().noOffer().noResult();
        b.moves = g.moves().subList(0, keep);
        b.status = Status.ACTIVE;
        if (g.hasClock()) b.turnStartedAt = System.currentTimeMillis();
        return b.build();
    }

    private ApiException stale(StoredGame g) {
        int now = store.version(g.id()).orElse(g.version());
        return ApiException.stale(g.version(), now);
    }

    private void checkVersion(StoredGame g, JsonNode body) {
        int v = Json.requiredInt(body, "version");
        if (v != g.version()) throw ApiException.stale(v, g.version());
    }

    /** Refuses finished and waiting games; a game whose mover's time has run out is ended on time first. */
    private StoredGame requireActiveOnTime(StoredGame g) {
        StoredGame checked = checkClock(g);
        if (checked.status() == Status.FINISHED) {
            if ("timeout".equals(checked.endReason()) && g.status() != Status.FINISHED) {
                throw new ApiException(409, "game-over", "the time ran out: " + serverOutcomeText(checked))
                        .keyed("time-ran-out");
            }
            throw ApiException.gameOver();
        }
        if (checked.status() == Status.WAITING)
            throw ApiException.conflict("the game waits for a second player").keyed("waiting-for-player");
        return checked;
    }

    /** If the running clock has run out, ends the game on time (stored); returns the current row. */
    private StoredGame checkClock(StoredGame g) {
        if (!g.hasClock() || g.status() != Status.ACTIVE || g.turnStartedAt() == null) return g;
        Player toMove = replay(g).current().toMove();
        long now = System.currentTimeMillis();
        if (remaining(g, toMove, now) > 0) return g;
        Position p = replay(g).current();
        StoredGame.Builder b = g.toBuilder().noOffer();
        if (toMove == Player.SOUTH) b.southMs = 0L;
        else b.northMs = 0L;
        b.turnStartedAt = null;
        finish(b, toMove.opponent(), p.score(Player.SOUTH), p.score(Player.NORTH), "timeout");
        synchronized (live.lock(g.id())) {
            var saved = write(g, b.build());
            if (saved.isPresent()) {
                StoredGame ended = saved.get();
                live.publish(ended, () -> stateMessage(ended, "timeout"));
                return saved.get();
            }
        }
        return load(g.id());
    }

    /**
     * The time left to {@code p}, whose clock is the running one (if any clock runs). The computer's clock is
     * charged only with its own search time, measured around the search ({@link #computerMove}), so the time a
     * client takes to ask for its move is never counted against it.
     */
    private static long remaining(StoredGame g, Player p, long now) {
        long stored = p == Player.SOUTH ? g.southMs() : g.northMs();
        if (p == computerSeat(g)) return stored;
        return g.turnStartedAt() == null ? stored : stored - (now - g.turnStartedAt());
    }

    /**
     * How long the computer may think: without a clock, the fixed budget; with one, a share of its remaining
     * time plus most of the increment (the strongest level uses it all; lower levels stop at their node budgets
     * long before), never more than a third of what is left, nor more than {@link #COMPUTER_MOVE_MAX_MILLIS}.
     */
    static long computerBudget(Long leftMs, Long incrementMs) {
        if (leftMs == null) return COMPUTER_MOVE_MILLIS;
        long budget = leftMs / 25 + incrementMs * 3 / 4;
        budget = Math.min(budget, leftMs / 3);
        return Math.max(10, Math.min(budget, COMPUTER_MOVE_MAX_MILLIS));
    }

    private static void finishByRules(StoredGame.Builder b, Outcome o) {
        b.status = Status.FINISHED;
        b.winner = Json.side(o.winner());
        b.southScore = o.southScore();
        b.northScore = o.northScore();
        b.endReason = Json.enumText(o.reason());
        b.turnStartedAt = null;
    }

    private static void finish(StoredGame.Builder b, Player winner, int south, int north, String reason) {
        b.status = Status.FINISHED;
        b.winner = Json.side(winner);
        b.southScore = south;
        b.northScore = north;
        b.endReason = reason;
        b.turnStartedAt = null;
    }

    private static boolean isServerReason(String reason) {
        return reason.equals("resignation") || reason.equals("timeout") || reason.equals("agreement");
    }

    private Move readMove(Replay r, JsonNode body) {
        String text = Json.text(body, "move", null);
        Integer code = Json.integer(body, "code");
        try {
            if (text != null) return r.game().parseMove(r.current(), text);
            if (code != null) return r.game().move(r.current(), code);
        } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
            throw new ApiException(422, "illegal-move", e.getMessage());
        }
        throw ApiException.badRequest("give the move as \"move\" (notation) or \"code\"");
    }

    // ---- seats and tokens

    private Set<Player> requireSeat(StoredGame g, String token) {
        Set<Player> held = held(g, token);
        if (held.isEmpty()) {
            throw ApiException.forbidden(
                    token == null
                            ? "this needs the token of a seat in this game"
                            : "your token holds no seat in this game");
        }
        return held;
    }

    private static Set<Player> held(StoredGame g, String token) {
        Set<Player> s = EnumSet.noneOf(Player.class);
        if (token == null || token.isBlank()) return s;
        String h = hash(token);
        if (sameHash(h, g.southToken())) s.add(Player.SOUTH);
        if (sameHash(h, g.northToken())) s.add(Player.NORTH);
        return s;
    }

    /** Compares in time independent of where the hashes differ (both are hex digests of the same length). */
    private static boolean sameHash(String a, String stored) {
        if (stored == null) return false;
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.US_ASCII), stored.getBytes(StandardCharsets.US_ASCII));
    }

    private static void setToken(StoredGame.Builder b, Player seat, String hash) {
        if (seat == Player.SOUTH) b.southToken = hash;
        else b.northToken = hash;
    }

    private String newToken() {
        byte[] bytes = new byte[24];
        SECRETS.get().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private String newId() {
        byte[] bytes = new byte[9];
        SECRETS.get().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String hash(String token) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(d.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- parsing requests

    private static GameType gameType(String id) {
        if (id == null) throw new ApiException(400, "unknown-game", "'game' is required: a game id of the catalogue");
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", e.getMessage());
        }
    }

    private static Game createGame(GameType type, String options) {
        try {
            return type.create(RuleOptions.parse(type.options(), options));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-option", e.getMessage());
        }
    }

    private static String optionsText(JsonNode options) {
        if (options == null || options.isNull()) return "";
        if (!options.isObject()) throw new ApiException(400, "bad-json", "'options' must be an object of name: value");
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : options.properties()) {
            if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                throw new ApiException(400, "bad-json", "option " + e.getKey() + " needs a string, number or boolean");
            }
            String value = e.getValue().asText();
            if (e.getKey().contains("=") || e.getKey().isBlank() || value.isBlank() || value.matches(".*[\\s,=].*")) {
                throw new ApiException(400, "unknown-option", "option " + e.getKey() + " has no value '" + value + "'");
            }
            parts.add(e.getKey() + "=" + value);
        }
        return String.join(" ", parts);
    }

    private static Position parsePosition(Game game, String text) {
        try {
            return game.parsePosition(text);
        } catch (RuntimeException e) {
            throw new ApiException(400, "bad-position", "the position does not read: " + e.getMessage())
                    .keyed("position-unreadable", Map.of("detail", String.valueOf(e.getMessage())));
        }
    }

    /** "south", "north", or (where allowed) "random" as null. */
    private static Player side(String text, String field, boolean randomAllowed) {
        if (text == null) return null;
        switch (text) {
            case "south":
                return Player.SOUTH;
            case "north":
                return Player.NORTH;
            case "random":
                if (randomAllowed) return null;
                break;
            default:
                break;
        }
        throw ApiException.badRequest(
                "'" + field + "' is south, north" + (randomAllowed ? " or random" : "") + ", not '" + text + "'");
    }

    private static void readClock(JsonNode clock, StoredGame.Builder b) {
        if (clock == null || clock.isNull()) return;
        if (!clock.isObject())
            throw new ApiException(400, "bad-json", "'clock' must be {\"minutes\": m, \"increment\": s}");
        Integer min = Json.integer(clock, "minutes");
        Integer sec = Json.integer(clock, "seconds");
        if (min == null && sec == null) {
            throw ApiException.badRequest("a clock needs \"minutes\" (and/or \"seconds\") per player");
        }
        int minutes = min == null ? 0 : min;
        int seconds = sec == null ? 0 : sec;
        Integer inc = Json.integer(clock, "increment");
        int increment = inc == null ? 0 : inc;
        if (minutes < 0 || minutes > 180) throw ApiException.badRequest("clock minutes are 0..180, not " + minutes);
        if (seconds < 0 || seconds > 3600) throw ApiException.badRequest("clock seconds are 0..3600, not " + seconds);
        long total = minutes * 60L + seconds;
        if (total < 5 || total > 180 * 60) {
            throw ApiException.badRequest("a clock has 5 seconds to 180 minutes per player, not " + total + " seconds");
        }
        if (increment < 0 || increment > 60)
            throw ApiException.badRequest("clock increment is 0..60 seconds, not " + increment);
        b.clockInitialMs = total * 1000L;
        b.clockIncrementMs = increment * 1000L;
        b.southMs = b.clockInitialMs;
        b.northMs = b.clockInitialMs;
        b.turnStartedAt = b.status == Status.ACTIVE ? b.createdAt : null;
    }

    /** Test hook: sets a clock's remaining time directly (tests cannot wait minutes), as any change is published. */
    void setRemainingForTest(String id, Player p, long millis) {
        StoredGame g = load(id);
        StoredGame.Builder b = g.toBuilder();
        if (p == Player.SOUTH) b.southMs = millis;
        else b.northMs = millis;
        synchronized (live.lock(id)) {
            StoredGame saved = store.update(b.build()).orElseThrow();
            live.publish(saved, () -> stateMessage(saved, null));
        }
    }

    // ---- views

    StoredGame load(String id) {
        return store.find(id)
                .orElseThrow(() -> ApiException.notFound("no game '" + id + "'").keyed("no-game", Map.of("id", id)));
    }

    private Replay replay(StoredGame g) {
        return replays.replay(g);
    }

    /** The replays in use: their counters show how often a game had to be replayed from its start. */
    ReplayCache replays() {
        return replays;
    }

    private static Player computerSeat(StoredGame g) {
        return g.computerSeat() == null ? null : Player.valueOf(g.computerSeat().toUpperCase(Locale.ROOT));
    }

    private Map<String, Object> view(StoredGame g, Replay r, String token) {
        Map<String, Object> m = new LinkedHashMap<>();
        GameType type = Games.byId(g.gameType());
        m.put("id", g.id());
        m.put("game", g.gameType());
        m.put("name", type.name());
        m.put("options", r.game().options().asMap());
        m.put("mode", g.mode().text());
        m.put("level", g.level());
        m.put("seats", seats(g));
        Set<Player> held = held(g, token);
        m.put(
                "you",
                held.size() == 2
                        ? "both"
                        : held.isEmpty() ? null : Json.side(held.iterator().next()));
        m.put("status", g.status().text());
        m.put("version", g.version());
        m.put("start", r.positions().get(0).text());
        m.put("moves", r.notations());
        m.put("movers", r.movers());
        Position p = r.current();
        m.put("position", Json.position(p));
        m.put(
                "legalMoves",
                g.status() == Status.FINISHED ? List.of() : Json.moves(r.game().legalMoves(p)));
        m.put("outcome", outcome(g));
        if (g.offerKind() == null) {
            m.put("offer", null);
        } else {
            m.put("offer", Map.of("kind", g.offerKind(), "by", g.offerBy()));
        }
        m.put("clock", clock(g, p));
        m.put("match", matchView(g));
        m.put("next", g.nextGame());
        m.put("createdAt", Instant.ofEpochMilli(g.createdAt()).toString());
        m.put("updatedAt", Instant.ofEpochMilli(g.updatedAt()).toString());
        return m;
    }

    private Map<String, Object> summary(StoredGame g, StoredMatch match) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", g.id());
        m.put("game", g.gameType());
        m.put("name", Games.byId(g.gameType()).name());
        m.put("mode", g.mode().text());
        m.put("level", g.level());
        m.put("seats", seats(g));
        m.put("status", g.status().text());
        m.put("plies", g.moves().size());
        m.put("outcome", outcome(g));
        m.put("match", matchView(g, match));
        m.put("createdAt", Instant.ofEpochMilli(g.createdAt()).toString());
        m.put("updatedAt", Instant.ofEpochMilli(g.updatedAt()).toString());
        return m;
    }

    private static Map<String, Object> seats(StoredGame g) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Player p : Player.values()) {
            String kind;
            if (Json.side(p).equals(g.computerSeat())) kind = "computer";
            else if ((p == Player.SOUTH ? g.southToken() : g.northToken()) != null) kind = "human";
            else kind = "open";
            m.put(Json.side(p), kind);
        }
        return m;
    }

    private static Map<String, Object> outcome(StoredGame g) {
        if (g.status() != Status.FINISHED) return null;
        String result = g.winner() == null ? "1/2-1/2" : g.winner().equals("south") ? "1-0" : "0-1";
        return Json.outcome(g.winner(), g.southScore(), g.northScore(), g.endReason(), result, outcomeText(g));
    }

    private static String outcomeText(StoredGame g) {
        if (isServerReason(g.endReason())) return serverOutcomeText(g);
        String score = g.southScore() + "-" + g.northScore();
        String who = g.winner() == null ? "Draw " : capital(g.winner()) + " wins ";
        return who + score + " (" + g.endReason().replace('-', ' ') + ")";
    }

    private static String serverOutcomeText(StoredGame g) {
        return switch (g.endReason()) {
            case "resignation" -> capital(g.winner()) + " wins: " + capital(other(g.winner())) + " resigned";
            case "timeout" -> capital(g.winner()) + " wins on time";
            default -> "Draw agreed";
        };
    }

    private static String other(String side) {
        return side.equals("south") ? "north" : "south";
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static Map<String, Object> clock(StoredGame g, Position p) {
        if (!g.hasClock()) return null;
        long now = System.currentTimeMillis();
        boolean running = g.status() == Status.ACTIVE && g.turnStartedAt() != null;
        Player toMove = p.toMove();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("initialMs", g.clockInitialMs());
        m.put("incrementMs", g.clockIncrementMs());
        m.put(
                "southMs",
                Math.max(0, running && toMove == Player.SOUTH ? remaining(g, Player.SOUTH, now) : g.southMs()));
        m.put(
                "northMs",
                Math.max(0, running && toMove == Player.NORTH ? remaining(g, Player.NORTH, now) : g.northMs()));
        m.put("running", running ? Json.side(toMove) : null);
        return m;
    }

    private static Map<String, Object> positionView(Game game, Position p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("position", Json.position(p));
        m.put("legalMoves", Json.moves(game.legalMoves(p)));
        m.put("outcome", Json.outcome(p.outcome()));
        return m;
    }

    private static String shareLink(Game game, Position p) {
        return "/position?game=" + game.id() + "&options="
                + encode(game.options().toShortString()) + "&position=" + encode(p.text());
    }

    private static String encode(String s) {
        return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String playerName(StoredGame g, Player p) {
        if (Json.side(p).equals(g.computerSeat())) {
            Levels.Level l = Levels.of(g.level());
            return "Kete (computer, level " + l.number() + " " + l.name() + ")";
        }
        return "Human";
    }
}
