package org.kete.server.game;

import java.util.List;
import java.util.Locale;
import org.kete.engine.EndReason;
import org.kete.engine.Outcome;
import org.kete.engine.Player;

/**
 * One row of the games table: everything needed to continue a game, in typed groups. The groups that a game
 * may lack are null: {@code clock} (no clock), {@code offer} (none pending), {@code result} (not finished),
 * {@code match} (an uploaded record belongs to no match). {@code nextGame} is the id of the game that followed
 * it (the match's next game, or a rematch), once there is one. {@code started}: each player has made a first
 * move (until then an online game may be aborted and its clock waits); {@code turnSince}: when the player to
 * move got the turn (the game's start, or the last move), null in rows older than it.
 */
public record StoredGame(
        String id,
        String gameType,
        String options,
        Mode mode,
        Integer level,
        Player firstPlayer,
        String startPosition,
        List<String> moves,
        int version,
        Status status,
        Seats seats,
        Clock clock,
        Offer offer,
        Result result,
        MatchPlace match,
        String nextGame,
        boolean started,
        Long turnSince,
        long createdAt,
        long updatedAt) {

    public enum Mode {
        COMPUTER,
        LOCAL,
        ONLINE;

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public enum Status {
        WAITING,
        ACTIVE,
        FINISHED;

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Who sits where: the SHA-256 hashes of the seat tokens (never the tokens; null for an open seat; on one
     * device both seats have the same token) and the computer's seat, if it plays.
     */
    public record Seats(String southToken, String northToken, Player computer) {
        public static final Seats NONE = new Seats(null, null, null);

        public String token(Player p) {
            return p == Player.SOUTH ? southToken : northToken;
        }

        public Seats withToken(Player p, String hash) {
            return p == Player.SOUTH ? new Seats(hash, northToken, computer) : new Seats(southToken, hash, computer);
        }

        public Seats withComputer(Player p) {
            return new Seats(southToken, northToken, p);
        }

        /** The same players on the other sides: the next game of a match, where they change sides. */
        public Seats swapped() {
            return new Seats(northToken, southToken, computer == null ? null : computer.opponent());
        }
    }

    /**
     * A chess clock, in milliseconds: the time each player had left when their clock last stopped, and the
     * moment (epoch ms) the running clock last started; {@code turnStartedAt} is null while no clock runs (in an
     * active game: while the clock waits for the first move).
     */
    public record Clock(long initialMs, long incrementMs, long southMs, long northMs, Long turnStartedAt) {
        /** A full clock waiting for the first move. */
        public static Clock full(long initialMs, long incrementMs) {
            return new Clock(initialMs, incrementMs, initialMs, initialMs, null);
        }

        public long left(Player p) {
            return p == Player.SOUTH ? southMs : northMs;
        }

        public Clock withLeft(Player p, long ms) {
            return p == Player.SOUTH
                    ? new Clock(initialMs, incrementMs, ms, northMs, turnStartedAt)
                    : new Clock(initialMs, incrementMs, southMs, ms, turnStartedAt);
        }

        public Clock startedAt(Long at) {
            return new Clock(initialMs, incrementMs, southMs, northMs, at);
        }
    }

    public enum OfferKind {
        DRAW,
        TAKEBACK,
        REMATCH;

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static OfferKind of(String text) {
            return valueOf(text.toUpperCase(Locale.ROOT));
        }
    }

    /** A pending offer: what, and by which side. */
    public record Offer(OfferKind kind, Player by) {}

    /**
     * How a game ended: by its rules, or by the players or their clocks. {@code ABORTED}: ended before each player
     * had made a first move (by a player, or because the first move did not come in time): no winner, not rated,
     * not a loss. {@code LEFT}: a player left the game and did not come back in time; the one who stayed claimed
     * the win (or a draw), or, in a game without a clock, both had gone and the player to move loses.
     */
    public enum Ending {
        RULES,
        RESIGNATION,
        TIMEOUT,
        AGREEMENT,
        ABORTED,
        LEFT
    }

    /**
     * The end of a finished game: the winner (null: a draw), how it ended ({@code rule} is the rules' reason
     * when {@code ending} is {@link Ending#RULES}, else null) and the scores when it ended.
     */
    public record Result(Player winner, Ending ending, EndReason rule, int southScore, int northScore) {
        public static Result byRules(Outcome o) {
            return new Result(o.winner(), Ending.RULES, o.reason(), o.southScore(), o.northScore());
        }

        /** The reason as stored and shown: the rules' reason ("no-move", "cycle", ...) or the server's own. */
        public String reasonText() {
            return ending == Ending.RULES
                    ? rule.name().toLowerCase(Locale.ROOT).replace('_', '-')
                    : ending.name().toLowerCase(Locale.ROOT);
        }

        /** Ended by the players or their clocks rather than by the rules. */
        public boolean byServer() {
            return ending != Ending.RULES;
        }

        /** Aborted: not a result at all (no winner, no loser, never rated). */
        public boolean aborted() {
            return ending == Ending.ABORTED;
        }

        /** Reads {@link #reasonText}. */
        public static Result of(Player winner, String reason, int southScore, int northScore) {
            for (Ending e : Ending.values()) {
                if (e != Ending.RULES && e.name().toLowerCase(Locale.ROOT).equals(reason)) {
                    return new Result(winner, e, null, southScore, northScore);
                }
            }
            EndReason rule = EndReason.valueOf(reason.toUpperCase(Locale.ROOT).replace('-', '_'));
            return new Result(winner, Ending.RULES, rule, southScore, northScore);
        }
    }

    /**
     * The game's place in its match: the match's id, the game's number in it (1, 2, ...) and the seat player A
     * (the match's creator) holds in this game.
     */
    public record MatchPlace(String id, int number, Player aSeat) {}

    public StoredGame {
        moves = List.copyOf(moves);
        if (seats == null) seats = Seats.NONE;
    }

    public boolean hasClock() {
        return clock != null;
    }

    /** A builder-style copy; the store bumps the version itself when it writes. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    public static final class Builder {
        public String id, gameType, options, startPosition, nextGame;
        public Mode mode;
        public Integer level;
        public Player firstPlayer;
        public List<String> moves = List.of();
        public int version;
        public Status status;
        public Seats seats = Seats.NONE;
        public Clock clock;
        public Offer offer;
        public Result result;
        public MatchPlace match;
        public boolean started;
        public Long turnSince;
        public long createdAt, updatedAt;

        public Builder() {}

        Builder(StoredGame g) {
            id = g.id;
            gameType = g.gameType;
            options = g.options;
            mode = g.mode;
            level = g.level;
            firstPlayer = g.firstPlayer;
            startPosition = g.startPosition;
            moves = g.moves;
            version = g.version;
            status = g.status;
            seats = g.seats;
            clock = g.clock;
            offer = g.offer;
            result = g.result;
            match = g.match;
            nextGame = g.nextGame;
            started = g.started;
            turnSince = g.turnSince;
            createdAt = g.createdAt;
            updatedAt = g.updatedAt;
        }

        public Builder noOffer() {
            offer = null;
            return this;
        }

        public StoredGame build() {
            return new StoredGame(
                    id,
                    gameType,
                    options,
                    mode,
                    level,
                    firstPlayer,
                    startPosition,
                    moves,
                    version,
                    status,
                    seats,
                    clock,
                    offer,
                    result,
                    match,
                    nextGame,
                    started,
                    turnSince,
                    createdAt,
                    updatedAt);
        }
    }
}
