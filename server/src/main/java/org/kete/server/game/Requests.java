package org.kete.server.game;

/**
 * What the API asks of the games, read from the request bodies by the API layer (org.kete.server.api), which
 * refuses a body of the wrong shape (400 bad-json). Fields a body left out are null; what the values must be is
 * checked here, in the domain, in the order docs/api.md gives the errors.
 */
public final class Requests {
    private Requests() {}

    /**
     * POST /api/games. {@code options}: the rule options as text ("name=value ..."); {@code opponent}: the
     * opponent's type, null if the body has no opponent object; {@code level}: the computer's level as given.
     */
    public record NewGame(
            String game,
            String options,
            String opponent,
            String level,
            String first,
            String seat,
            String position,
            ClockRequest clock,
            MatchRequest match) {}

    /** A clock: minutes and/or seconds per player, and the increment in seconds. */
    public record ClockRequest(Integer minutes, Integer seconds, Integer increment) {}

    /** A match: its format ("single", "best-of", "first-to"; null: single) and its N. */
    public record MatchRequest(String format, Integer n) {}

    /** A change that names the version it was made from. */
    public record Versioned(Integer version) {}

    /** POST .../moves: the move in notation, or its code. */
    public record MoveRequest(Integer version, String move, Integer code) {}

    /** POST .../claim: what the player who stayed claims ("win", the default, or "draw"). */
    public record ClaimRequest(Integer version, String result) {}

    /** POST .../resign: on one device, which side resigns. */
    public record Resign(Integer version, String seat) {}

    /**
     * POST /api/analysis: a stored game ({@code gameId}, {@code ply}) or a position ({@code game},
     * {@code options}, {@code position}); {@code mixed}: the body names a stored game and a position too;
     * {@code viewer}: the asking page's own id (null: anonymous), whose newer request replaces its older one.
     */
    public record Analysis(
            Integer ms,
            String viewer,
            String gameId,
            Integer ply,
            boolean hasPly,
            boolean mixed,
            String game,
            String options,
            String position) {}
}
