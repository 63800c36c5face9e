package org.kete.cli.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * The game the engine is set to and its position: {@code game}, {@code position}, {@code play}, {@code moves},
 * {@code state} and {@code d}. A refused command leaves the position as it was.
 */
final class EngineGame {
    static final String DEFAULT_GAME = "oware";
    private static final String EXAMPLE_POSITION = "position startpos moves FfBc";

    private final Replies replies;

    private Game game;
    private Position start;
    private Position current;
    private final List<Move> played = new ArrayList<>();

    EngineGame(Replies replies) {
        this.replies = replies;
        select(Games.byId(DEFAULT_GAME).create());
    }

    Game game() {
        return game;
    }

    Position current() {
        return current;
    }

    /** {@code ucinewgame}: the same game from its start. */
    void restart() {
        select(game);
    }

    /** {@code game <id> [option=value ...]}: the game under those rules, from its start. */
    void choose(String[] t) {
        if (t.length < 2) {
            throw new Refused("game needs a game id, e.g. game oware; games: " + gameIds());
        }
        select(Games.byId(t[1]).create(String.join(" ", Arrays.asList(t).subList(2, t.length))));
    }

    private void select(Game g) {
        game = g;
        start = g.start();
        current = start;
        played.clear();
    }

    static String gameIds() {
        List<String> ids = new ArrayList<>();
        for (var type : Games.all()) ids.add(type.id());
        return String.join(", ", ids);
    }

    /** {@code position startpos|fen <text> [moves ...]}: all or nothing, the old position stays on error. */
    void setPosition(String[] t) {
        if (t.length < 2) {
            throw new Refused("position needs startpos or fen <position>, e.g. " + EXAMPLE_POSITION);
        }
        int movesAt = EngineOptions.indexOf(t, "moves");
        int end = movesAt < 0 ? t.length : movesAt;
        Position base;
        if (t[1].equals("startpos")) {
            if (end != 2) throw new Refused("unexpected '" + t[2] + "' after startpos; the moves follow 'moves'");
            base = game.start();
        } else if (t[1].equals("fen")) {
            if (end <= 2) {
                throw new Refused("position fen needs a position text, e.g. position fen "
                        + game.start().text());
            }
            base = game.parsePosition(String.join(" ", Arrays.asList(t).subList(2, end)));
        } else {
            throw new Refused("position needs startpos or fen <position>, not '" + t[1] + "'");
        }
        List<Move> moves = new ArrayList<>();
        Position p = movesAt < 0 ? base : applyMoves(base, Arrays.asList(t).subList(movesAt + 1, t.length), moves, 0);
        start = base;
        current = p;
        played.clear();
        played.addAll(moves);
    }

    /** {@code play <move> ...}: the moves from the current position, all or none. */
    void play(String[] t) {
        if (t.length < 2) throw new Refused("play needs a move, e.g. play " + exampleMove());
        List<Move> moves = new ArrayList<>();
        current = applyMoves(current, Arrays.asList(t).subList(1, t.length), moves, played.size());
        played.addAll(moves);
    }

    /** {@code moves}: the legal moves of the current position. */
    void sendMoves() {
        StringBuilder sb = new StringBuilder("moves");
        for (Move m : game.legalMoves(current)) sb.append(' ').append(m.notation());
        replies.send(sb.toString());
    }

    /** {@code d}: the board for people. */
    void display() {
        for (String line : BoardText.render(current)) replies.send(line);
    }

    /** {@code state}: the whole position as one line of JSON. */
    void sendState() {
        replies.send(stateJson());
    }

    /**
     * Plays the moves from {@code p} and returns the position reached, collecting the moves. Where every legal
     * move is written with one letter (Oware and its kin), a token of several letters that is not itself a
     * move is read as one move per letter, so {@code FfBc} and {@code F f B c} are the same.
     */
    private Position applyMoves(Position p, List<String> tokens, List<Move> moves, int numberedFrom) {
        for (String token : tokens) {
            List<String> parts = splitsIntoLetters(p, token) ? letters(token) : List.of(token);
            for (String part : parts) {
                Move m;
                try {
                    m = game.parseMove(p, part);
                } catch (RuntimeException e) {
                    throw new Refused(
                            "move " + (numberedFrom + moves.size() + 1) + " '" + part + "': " + e.getMessage());
                }
                p = game.apply(p, m).after();
                moves.add(m);
            }
        }
        return p;
    }

    private boolean splitsIntoLetters(Position p, String token) {
        if (token.length() < 2) return false;
        List<Move> legal = game.legalMoves(p);
        if (legal.isEmpty()) return false;
        for (Move m : legal) {
            if (m.notation().length() != 1 || m.notation().equals(token)) return false;
        }
        return true;
    }

    private static List<String> letters(String token) {
        List<String> out = new ArrayList<>();
        token.codePoints().forEach(c -> out.add(new String(Character.toChars(c))));
        return out;
    }

    private String exampleMove() {
        List<Move> legal = game.legalMoves(current);
        return legal.isEmpty() ? "A" : legal.get(0).notation();
    }

    /** The whole position as one line of JSON; the fields are documented in docs/protocol.md. */
    private String stateJson() {
        Position p = current;
        List<String> pitNames = new ArrayList<>();
        for (int i = 0; i < p.pitCount(); i++) pitNames.add(game.pitName(i));
        Player winner = p.outcome().winner();
        return Json.write(new StateReply(
                game.id(),
                game.options().asMap(),
                p.text(),
                start.text(),
                names(played),
                pitNames,
                p.pits(),
                new Scores(p.score(Player.SOUTH), p.score(Player.NORTH)),
                lower(p.toMove().name()),
                names(game.legalMoves(p)),
                p.isOver(),
                p.isOver() && winner != null ? lower(winner.name()) : null,
                p.outcome().resultText(),
                p.outcome().reason() == null ? null : lower(p.outcome().reason().name())));
    }

    /** The reply to {@code state}, field by field in the order of docs/protocol.md. */
    record StateReply(
            String game,
            Map<String, String> options,
            String position,
            String start,
            List<String> moves,
            List<String> pitNames,
            int[] pits,
            Scores scores,
            String toMove,
            List<String> legalMoves,
            boolean over,
            String winner,
            String result,
            String endReason) {}

    record Scores(int south, int north) {}

    private static List<String> names(List<Move> moves) {
        List<String> out = new ArrayList<>();
        for (Move m : moves) out.add(m.notation());
        return out;
    }

    private static String lower(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
