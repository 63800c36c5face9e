package org.kete.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The contract every game's tests implement (STYLE.md, layer 3): seeded random games that check, on every
 * position, seed conservation, make/unmake, agreement of the immutable positions with one long-lived search
 * state, the notation round trips, unique legal moves and termination within the game's declared bound.
 */
public interface GameContract {

    /** The game under test (with the options to test). */
    Game game();

    /** Random games per test; each is seeded, so failures repeat. */
    default int randomGames() {
        return 60;
    }

    /** Every seed in the game, counted where the game keeps it; must stay {@link GameType#seeds()}. */
    default int seedsAccountedFor(Position p) {
        int sum = p.score(Player.SOUTH) + p.score(Player.NORTH);
        for (int i = 0; i < p.pitCount(); i++) sum += p.seeds(i);
        return sum;
    }

    /** A seeded random game from the start, as positions (first and last included). */
    default List<Position> randomGame(long seed) {
        return randomLine(seed).positions();
    }

    /** A seeded random game: its positions and the moves between them. */
    default Line randomLine(long seed) {
        Random rng = new Random(seed);
        Game g = game();
        Position p = g.start(rng.nextBoolean() ? Player.SOUTH : Player.NORTH);
        List<Position> positions = new ArrayList<>();
        List<Move> played = new ArrayList<>();
        positions.add(p);
        while (!p.isOver()) {
            List<Move> moves = g.legalMoves(p);
            assertFalse(moves.isEmpty(), "a position that is not over has legal moves: " + p.text());
            Move m = moves.get(rng.nextInt(moves.size()));
            p = g.apply(p, m).after();
            played.add(m);
            positions.add(p);
            if (played.size() > g.maxGameLength()) fail("game longer than maxGameLength from seed " + seed);
        }
        return new Line(positions, played);
    }

    /** Positions and the moves between them: moves.get(i) leads from positions.get(i) to positions.get(i + 1). */
    record Line(List<Position> positions, List<Move> moves) {}

    @Test
    default void seeds_are_conserved_on_every_position() {
        int expected = game().type().seeds();
        for (int g = 0; g < randomGames(); g++) {
            for (Position p : randomGame(1000 + g)) {
                assertEquals(expected, seedsAccountedFor(p), () -> "seeds not conserved in " + p.text());
                for (int i = 0; i < p.pitCount(); i++) assertTrue(p.seeds(i) >= 0);
            }
        }
    }

    @Test
    default void legal_moves_are_unique_and_well_named() {
        for (int g = 0; g < randomGames(); g++) {
            for (Position p : randomGame(2000 + g)) {
                List<Move> moves = game().legalMoves(p);
                Set<Integer> codes = new HashSet<>();
                Set<String> names = new HashSet<>();
                for (Move m : moves) {
                    assertTrue(codes.add(m.code()), "duplicate move code in " + p.text());
                    assertTrue(names.add(m.notation()), "duplicate move notation " + m + " in " + p.text());
                    assertFalse(m.choices().isEmpty(), "a move names its choices");
                }
                assertEquals(p.isOver(), moves.isEmpty(), "over exactly when there is no legal move: " + p.text());
            }
        }
    }

    @Test
    default void move_notation_round_trips() {
        for (int g = 0; g < randomGames() / 2; g++) {
            for (Position p : randomGame(3000 + g)) {
                for (Move m : game().legalMoves(p)) {
                    assertEquals(m, game().parseMove(p, m.notation()), () -> "notation " + m + " in " + p.text());
                }
            }
        }
    }

    @Test
    default void position_text_round_trips() {
        for (int g = 0; g < randomGames() / 2; g++) {
            for (Position p : randomGame(4000 + g)) {
                String text = p.text();
                Position back = game().parsePosition(text);
                assertEquals(text, back.text());
                if (!p.isOver()) {
                    assertEquals(game().legalMoves(p), game().legalMoves(back), "same moves after parsing " + text);
                }
            }
        }
    }

    @Test
    default void search_state_agrees_with_positions_and_unmake_restores_it() {
        int[] buf = new int[SearchState.MAX_MOVES];
        for (int g = 0; g < randomGames(); g++) {
            Line game = randomLine(5000 + g);
            List<Position> line = game.positions();
            SearchState s = game().searchState(line.get(0));
            long[] hashes = new long[line.size()];
            for (int i = 0; i < line.size(); i++) {
                Position p = line.get(i);
                assertAgrees(p, s, buf);
                hashes[i] = s.hash();
                if (i + 1 < line.size()) s.make(game.moves().get(i).code());
            }
            for (int i = line.size() - 1; i > 0; i--) {
                s.unmake();
                assertEquals(hashes[i - 1], s.hash(), "hash restored by unmake");
                assertAgrees(line.get(i - 1), s, buf);
            }
            assertEquals(0, s.ply());
        }
    }

    private void assertAgrees(Position p, SearchState s, int[] buf) {
        String where = p.text();
        assertEquals(p.isOver(), s.isOver(), "over in " + where);
        assertEquals(p.toMove().index(), s.sideToMove(), "side to move in " + where);
        assertEquals(p.score(Player.SOUTH), s.score(0), "South's score in " + where);
        assertEquals(p.score(Player.NORTH), s.score(1), "North's score in " + where);
        for (int i = 0; i < p.pitCount(); i++) assertEquals(p.seeds(i), s.seeds(i), "pit " + i + " in " + where);
        if (p.isOver()) {
            Player w = p.outcome().winner();
            assertEquals(w == null ? -1 : w.index(), s.winner(), "winner in " + where);
        }
        int n = s.legalMoves(buf);
        List<Move> moves = game().legalMoves(p);
        assertEquals(moves.size(), n, "number of legal moves in " + where);
        for (int i = 0; i < n; i++) assertEquals(moves.get(i).code(), buf[i], "move order in " + where);
        assertEquals(p.text(), s.toPosition().text());
    }

    @Test
    default void games_end_within_the_declared_bound() {
        int longest = 0;
        for (int g = 0; g < randomGames() * 2; g++) {
            List<Position> line = randomGame(6000 + g);
            longest = Math.max(longest, line.size() - 1);
            Outcome o = line.get(line.size() - 1).outcome();
            assertTrue(o.over());
            assertTrue(o.reason() != null, "an ended game says why");
        }
        assertTrue(longest <= game().maxGameLength());
    }

    @Test
    default void illegal_and_unreadable_moves_are_refused_with_a_message() {
        Position p = game().start(Player.SOUTH);
        for (String bad : new String[] {"", "  ", "zz9", "?!", "99999"}) {
            try {
                game().parseMove(p, bad);
                fail("'" + bad + "' was accepted");
            } catch (IllegalMoveException e) {
                assertFalse(e.getMessage() == null || e.getMessage().isBlank());
            }
        }
    }

    /**
     * {@link Game#play} is {@code apply(p, parseMove(p, text))}: on every position of seeded random games, for every
     * legal move's notation, every pit name and a few texts that name no move, either the same transition (move,
     * next position with its history, as the games go on from play's positions, and trace) or the same refusal,
     * message included.
     */
    @Test
    default void play_is_parse_then_apply() {
        Game g = game();
        for (int n = 0; n < randomGames() / 4 + 1; n++) {
            Random rng = new Random(7000 + n);
            Position p = g.start(rng.nextBoolean() ? Player.SOUTH : Player.NORTH);
            for (int ply = 0; ; ply++) {
                Position at = p;
                List<String> texts = new ArrayList<>(List.of("", "zz9", "?!"));
                for (Move m : g.legalMoves(at)) texts.add(m.notation());
                for (int pit = 0; pit < at.pitCount(); pit++) texts.add(g.pitName(pit));
                for (String text : texts) {
                    Transition applied;
                    try {
                        applied = g.apply(at, g.parseMove(at, text));
                    } catch (RuntimeException refused) {
                        RuntimeException played = assertThrows(refused.getClass(), () -> g.play(at, text));
                        assertEquals(refused.getMessage(), played.getMessage(), () -> "'" + text + "' in " + at.text());
                        continue;
                    }
                    Transition played = g.play(at, text);
                    assertEquals(applied.move(), played.move());
                    assertEquals(applied.after(), played.after(), () -> text + " in " + at.text());
                    assertEquals(applied.after().text(), played.after().text());
                    assertEquals(applied.trace(), played.trace(), () -> text + " in " + at.text());
                }
                if (at.isOver()) break;
                List<Move> moves = g.legalMoves(at);
                p = g.play(at, moves.get(rng.nextInt(moves.size())).notation()).after();
                if (ply > g.maxGameLength()) fail("game longer than maxGameLength from seed " + (7000 + n));
            }
        }
    }
}
