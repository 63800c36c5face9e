package org.kete.server.game;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.kete.ai.Levels;
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
import org.kete.engine.record.GameRecord;
import org.kete.server.common.ApiException;
import org.kete.server.game.StoredGame.Mode;
import org.kete.server.game.StoredGame.Status;
import org.kete.server.search.Analysis;
import org.kete.server.search.Analyst;
import org.kete.text.Messages;

/**
 * A game's life outside its moves: reading games, creating one, taking the second seat, uploading a record,
 * the game record and positions of a game, and the analysis of a position.
 */
public final class GameService {
    private final Changes changes;
    private final Analyst analyst;
    private final SecureRandom random = new SecureRandom();

    public GameService(Changes changes, Analyst analyst) {
        this.changes = changes;
        this.analyst = analyst;
    }

    // ---- reading

    /** Refuses (404 for no game, 403) unless {@code token} holds a seat of game {@code id}. */
    public void requireSeat(String id, String token) {
        SeatTokens.requireSeat(changes.load(id), token);
    }

    public Results.Changed get(String id) {
        StoredGame g = changes.enforce(changes.load(id));
        return new Results.Changed(g, changes.replay(g));
    }

    /** A game of a list, with its match (null if none). */
    public record Listed(StoredGame game, StoredMatch match) {}

    public List<Listed> list(String status, String gameType, Integer limit) {
        // Waiting games are never listed: their id is the invitation, and a stranger could take the seat.
        Status s;
        if (status == null || status.equals("finished")) s = Status.FINISHED;
        else if (status.equals("active")) s = Status.ACTIVE;
        else
            throw ApiException.notOneOf(
                    "status is finished or active, not '" + status + "'", "status", status, "finished", "active");
        String type = gameType == null ? null : gameType(gameType).id();
        int n = limit == null ? 50 : limit;
        if (n < 1 || n > 200) throw ApiException.outOfRange("limit is 1..200, not " + n, "limit", 1, 200, n);
        List<Listed> out = new ArrayList<>();
        // The games of one match share its row: read it once per list.
        Map<String, Optional<StoredMatch>> matches = new HashMap<>();
        for (StoredGame g : changes.store().list(s, type, n)) {
            StoredMatch m = g.match() == null
                    ? null
                    : matches.computeIfAbsent(g.match().id(), changes.matches()::find)
                            .orElse(null);
            out.add(new Listed(g, m));
        }
        return out;
    }

    public Results.PositionAt positionAt(String id, int ply) {
        StoredGame g = changes.load(id);
        Replay r = changes.replay(g);
        if (ply < 0 || ply > r.plies()) {
            throw ApiException.notFound("no position after " + ply + " moves; the game has " + r.plies());
        }
        return new Results.PositionAt(r.game(), r.positions().get(ply));
    }

    /**
     * The position after {@code ply} moves of a stored game followed by {@code then}, moves in the game's notation
     * (a line a review or an analysis suggests there: the review page steps through the better line). A move that
     * is not legal where it comes is refused {@code 422 illegal-move} with the engine's reason.
     */
    public Results.PositionAt positionAt(String id, int ply, List<String> then) {
        Results.PositionAt at = positionAt(id, ply);
        Position p = at.position();
        for (String notation : then) {
            try {
                p = at.game().play(p, notation).after();
            } catch (IllegalMoveException | NotationException | IllegalArgumentException e) {
                throw new ApiException(422, "illegal-move", e.getMessage()).because(e);
            }
        }
        return new Results.PositionAt(at.game(), p);
    }

    public Results.PositionAt sharedPosition(String gameId, String options, String text) {
        Game game = createGame(gameType(gameId), options == null ? "" : options);
        Position p = text == null || text.isBlank() ? game.start() : parsePosition(game, text);
        return new Results.PositionAt(game, p);
    }

    /** A game record and the id of its game. */
    public record Record(String text, String gameType) {}

    public Record record(String id) {
        StoredGame g = changes.load(id);
        Replay r = changes.replay(g);
        GameRecord rec = GameRecord.of(r.game(), r.positions().get(0), r.moves())
                .withTag("South", playerName(g, Player.SOUTH))
                .withTag("North", playerName(g, Player.NORTH))
                .withTag(
                        "Date",
                        DateTimeFormatter.ofPattern("yyyy.MM.dd")
                                .withZone(ZoneOffset.UTC)
                                .format(Instant.ofEpochMilli(g.createdAt())))
                .withTag("Site", "Kete game " + g.id());
        if (g.result() != null && g.result().byServer()) {
            // A resignation, a time-out, an agreement or a player who left decided the result before the rules
            // ended the game: the record says it (an aborted game has none: "*").
            String termination = Outcomes.serverText(g.result());
            rec = g.result().aborted() || rec.finalPosition().isOver()
                    ? rec.withTag("Termination", termination)
                    : rec.withDecidedResult(Outcomes.resultText(g.result()), termination);
        }
        return new Record(rec.text(), g.gameType());
    }

    private static String playerName(StoredGame g, Player p) {
        if (p == g.seats().computer()) {
            Levels.Level l = Levels.of(g.level());
            return "Kete (computer, level " + l.number() + " " + l.name() + ")";
        }
        return "Human";
    }

    // ---- creating and joining

    /** A new game, counted as {@code by}'s (429 past the limits on creating games, see {@link GameCreations}). */
    public Results.Seated create(Requests.NewGame body, GameCreations.Sender by) {
        GameType type = gameType(body.game());
        Game game = createGame(type, body.options() == null ? "" : body.options());
        if (body.opponent() == null) {
            throw ApiException.required(
                    "'opponent' is required: {\"type\": \"computer\" | \"local\" | \"online\"}", "opponent");
        }
        String kind = body.opponent();
        Mode mode = switch (kind) {
            case "computer" -> Mode.COMPUTER;
            case "local" -> Mode.LOCAL;
            case "online" -> Mode.ONLINE;
            default ->
                throw ApiException.notOneOf(
                        "opponent type is computer, local or online, not '" + kind + "'",
                        "opponent",
                        kind,
                        "computer",
                        "local",
                        "online");
        };
        Integer level = null;
        if (mode == Mode.COMPUTER) {
            try {
                level = Levels.of(body.level() == null ? "3" : body.level()).number();
            } catch (IllegalArgumentException e) {
                throw ApiException.notOneOf(e.getMessage(), "level", body.level(), "1", "2", "3", "4", "5", "6");
            }
        }
        // Absent: the game's own firstPlayer option (South unless set); "random": the server draws.
        Player first = side(body.first(), "first", true);
        if (body.first() == null) first = game.firstPlayer(random);
        else if (first == null) first = random.nextBoolean() ? Player.SOUTH : Player.NORTH;
        Player seat = side(body.seat() == null ? "south" : body.seat(), "seat", true);
        if (seat == null) seat = random.nextBoolean() ? Player.SOUTH : Player.NORTH;
        String positionText = body.position();
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
        b.id = SeatTokens.newId();
        b.gameType = type.id();
        b.options = game.options().toString();
        b.mode = mode;
        b.level = level;
        b.firstPlayer = start.toMove();
        b.startPosition = positionText == null ? null : start.text();
        b.moves = List.of();
        b.version = 1;
        b.createdAt = changes.clocks().now();
        b.updatedAt = b.createdAt;
        String token = SeatTokens.newToken();
        String hash = SeatTokens.hash(token);
        String seatText;
        switch (mode) {
            case COMPUTER -> {
                b.seats = StoredGame.Seats.NONE.withToken(seat, hash).withComputer(seat.opponent());
                seatText = side(seat);
            }
            case LOCAL -> {
                b.seats = new StoredGame.Seats(hash, hash, null);
                seatText = "both";
            }
            default -> {
                b.seats = StoredGame.Seats.NONE.withToken(seat, hash);
                seatText = side(seat);
            }
        }
        b.status = mode == Mode.ONLINE ? Status.WAITING : Status.ACTIVE;
        if (b.status == Status.ACTIVE) b.turnSince = b.createdAt;
        // Online, the clock waits for each player's first move (docs/api.md, "A game's life").
        b.clock = Clocks.of(body.clock(), b.status == Status.ACTIVE ? b.createdAt : null);
        StoredMatch match = Matches.start(body.match(), b.createdAt);
        // Player A is the creator: the human against the computer, the inviter online, South on one device.
        b.match = new StoredGame.MatchPlace(match.id(), 1, mode == Mode.LOCAL ? Player.SOUTH : seat);
        StoredGame g = b.build();
        changes.store().insert(g, match, by);
        changes.matches().remember(g, match);
        return new Results.Seated(g, changes.replay(g), token, seatText);
    }

    public Results.Seated join(String id, String token) {
        StoredGame g = changes.load(id);
        if (g.mode() != Mode.ONLINE)
            throw ApiException.conflict("only online games have a seat to join").keyed("join-online-only");
        Set<Player> held = SeatTokens.held(g, token);
        if (!held.isEmpty())
            throw ApiException.conflict(
                            "you already hold the " + side(held.iterator().next()) + " seat")
                    .keyed("already-seated", Map.of("side", side(held.iterator().next())));
        if (g.status() != Status.WAITING)
            throw ApiException.conflict("both seats are taken; you can watch this game")
                    .keyed("seats-taken");
        Player open = g.seats().southToken() == null ? Player.SOUTH : Player.NORTH;
        String newToken = SeatTokens.newToken();
        StoredGame.Builder b = g.toBuilder();
        b.seats = g.seats().withToken(open, SeatTokens.hash(newToken));
        b.status = Status.ACTIVE;
        // The first mover's turn starts now; the clock waits for each player's first move.
        b.turnSince = changes.clocks().now();
        StoredGame saved = changes.save(g, b.build(), "join");
        return new Results.Seated(saved, changes.replay(saved), newToken, side(open));
    }

    public Results.Seated upload(String text, GameCreations.Sender by) {
        return upload(text, by, false);
    }

    /**
     * Stores a game record as a finished game on one device (or one still to play); {@code finishedOnly}: a
     * record whose game has not ended is refused (400 unfinished-record) and nothing is stored.
     */
    public Results.Seated upload(String text, GameCreations.Sender by, boolean finishedOnly) {
        GameRecord rec;
        try {
            rec = GameRecord.read(text);
        } catch (IllegalArgumentException | IllegalMoveException | NotationException e) {
            throw new ApiException(400, "bad-record", "the game record does not read: " + e.getMessage())
                    .keyed("record-unreadable", Map.of("detail", String.valueOf(e.getMessage())))
                    .because(e);
        }
        Game game = rec.game();
        StoredGame.Builder b = new StoredGame.Builder();
        b.id = SeatTokens.newId();
        b.gameType = game.id();
        b.options = game.options().toString();
        b.mode = Mode.LOCAL;
        b.firstPlayer = rec.startPosition().toMove();
        b.startPosition = rec.fromStart() ? null : rec.startPosition().text();
        b.moves = rec.moves().stream().map(Move::notation).toList();
        b.version = 1;
        b.status = Status.ACTIVE;
        b.createdAt = changes.clocks().now();
        b.updatedAt = b.createdAt;
        String token = SeatTokens.newToken();
        String hash = SeatTokens.hash(token);
        b.seats = new StoredGame.Seats(hash, hash, null);
        b.turnSince = b.createdAt;
        if (rec.outcome().over()) {
            b.status = Status.FINISHED;
            b.result = StoredGame.Result.byRules(rec.outcome());
        } else if (rec.decidedResult() != null) {
            b.status = Status.FINISHED;
            b.result = Outcomes.decided(rec.decidedResult(), rec.tag("Termination"), rec.finalPosition());
        } else if (finishedOnly) {
            throw new ApiException(
                            400,
                            "unfinished-record",
                            "the record's game has not ended; only a finished game can be reviewed")
                    .keyed("unfinished-record");
        }
        b.started = Replay.of(b.build()).bothMoved();
        StoredGame g = b.build();
        changes.store().insert(g, by);
        return new Results.Seated(g, changes.replay(g), token, "both");
    }

    // ---- analysis

    /** An analysis, of a stored game's position ({@code gameId} and {@code ply} set) or of a position given. */
    public record Analysed(String gameId, Integer ply, Analysis analysis) {}

    /**
     * POST /api/analysis: a position given as {game, options, position} (the start if no position), or the
     * position after {@code ply} moves of a stored game ({gameId, ply}; the current one without ply). The
     * live position of an online game is never analysed while the game runs: no engine help in online play
     * (the game's finished positions are fine once it ends).
     */
    public Analysed analyse(Requests.Analysis body, Messages words) {
        long ms = body.ms() == null ? Analyst.DEFAULT_MILLIS : body.ms();
        if (ms < Analyst.MIN_MILLIS || ms > Analyst.MAX_MILLIS) {
            throw ApiException.outOfRange(
                    "ms is " + Analyst.MIN_MILLIS + ".." + Analyst.MAX_MILLIS + ", not " + ms,
                    "ms",
                    Analyst.MIN_MILLIS,
                    Analyst.MAX_MILLIS,
                    ms);
        }
        String viewer = body.viewer();
        if (viewer != null && !viewer.matches("[A-Za-z0-9_-]{1," + Analyst.MAX_VIEWER_LENGTH + "}")) {
            throw ApiException.badRequest("\"viewer\" is 1.." + Analyst.MAX_VIEWER_LENGTH
                            + " letters, digits, '-' or '_' (an id the client makes up)")
                    .keyed("viewer-id", Map.of("max", Analyst.MAX_VIEWER_LENGTH));
        }
        if (body.gameId() != null) {
            if (body.mixed()) {
                throw ApiException.badRequest(
                                "give either \"gameId\" (and \"ply\") or \"game\" and \"position\", not both")
                        .keyed("analysis-mixed");
            }
            StoredGame g = changes.load(body.gameId());
            if (g.mode() == Mode.ONLINE && g.status() != Status.FINISHED) {
                throw ApiException.conflict(
                        "analysis-unavailable",
                        "an online game cannot be analysed while it is played; analysis opens when it ends");
            }
            Replay r = changes.replay(g);
            int ply = body.ply() == null ? r.plies() : body.ply();
            if (ply < 0 || ply > r.plies()) {
                throw ApiException.outOfRange(
                        "ply is 0.." + r.plies() + " for this game, not " + ply, "ply", 0, r.plies(), ply);
            }
            String key = "game " + g.id() + " " + String.join(",", r.notations().subList(0, ply));
            return new Analysed(
                    g.id(), ply, analyst.analyse(r.game(), r.positions().get(ply), ms, key, viewer, words));
        }
        if (body.hasPly())
            throw ApiException.badRequest("\"ply\" goes with \"gameId\"").keyed("ply-without-game");
        Game game = createGame(gameType(body.game()), body.options() == null ? "" : body.options());
        String text = body.position();
        Position p = text == null || text.isBlank() ? game.start() : parsePosition(game, text);
        String key = "position " + game.id() + " " + game.options() + " " + p.text();
        return new Analysed(null, null, analyst.analyse(game, p, ms, key, viewer, words));
    }

    // ---- reading what a request names

    static GameType gameType(String id) {
        if (id == null) throw new ApiException(400, "unknown-game", "'game' is required: a game id of the catalogue");
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-game", e.getMessage());
        }
    }

    static Game createGame(GameType type, String options) {
        try {
            return type.create(RuleOptions.parse(type.options(), options));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "unknown-option", e.getMessage()).because(e);
        }
    }

    static Position parsePosition(Game game, String text) {
        try {
            return game.parsePosition(text);
        } catch (RuntimeException e) {
            throw new ApiException(400, "bad-position", "the position does not read: " + e.getMessage())
                    .keyed("position-unreadable", Map.of("detail", String.valueOf(e.getMessage())))
                    .because(e);
        }
    }

    /** "south", "north", or (where allowed) "random" as null. */
    static Player side(String text, String field, boolean randomAllowed) {
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
        throw (randomAllowed
                ? ApiException.notOneOf(
                        "'" + field + "' is south, north" + (randomAllowed ? " or random" : "") + ", not '" + text
                                + "'",
                        field,
                        text,
                        "south",
                        "north",
                        "random")
                : ApiException.notOneOf(
                        "'" + field + "' is south, north" + (randomAllowed ? " or random" : "") + ", not '" + text
                                + "'",
                        field,
                        text,
                        "south",
                        "north"));
    }

    static String side(Player p) {
        return p == null ? null : p.name().toLowerCase(java.util.Locale.ROOT);
    }
}
