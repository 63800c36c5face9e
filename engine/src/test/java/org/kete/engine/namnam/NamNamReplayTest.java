package org.kete.engine.namnam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;

/** Multi-round games through text and replay, and the trace accounting for every seed of every move. */
class NamNamReplayTest {
    private static final Game GAME = NamNam.TYPE.create();

    private static List<Transition> randomGame(Game game, long seed) {
        Random rng = new Random(seed);
        Position p = game.start(Player.SOUTH);
        List<Transition> out = new ArrayList<>();
        while (!p.isOver()) {
            List<Move> moves = game.legalMoves(p);
            Transition t = game.apply(p, moves.get(rng.nextInt(moves.size())));
            out.add(t);
            p = t.after();
        }
        return out;
    }

    @Test
    void a_multi_round_game_round_trips_through_position_text_and_replays_from_its_notation() {
        List<Transition> game = randomGame(GAME, 12L); // the golden game: 8 rounds, 6 choices
        NamNamPosition last = (NamNamPosition) game.get(game.size() - 1).after();
        assertEquals(8, last.round());
        Position replay = GAME.start(Player.SOUTH);
        int chooses = 0;
        for (Transition t : game) {
            // Reading the text back gives the same position, the same moves and the same result of the move.
            Position read = GAME.parsePosition(t.before().text());
            assertEquals(t.before().text(), read.text());
            assertEquals(GAME.legalMoves(t.before()), GAME.legalMoves(read));
            Move fromText = GAME.parseMove(read, t.move().notation());
            assertEquals(t.after().text(), GAME.apply(read, fromText).after().text());
            if (((NamNamPosition) t.before()).phase() == Phase.CHOOSE) chooses++;
            replay = GAME.apply(replay, GAME.parseMove(replay, t.move().notation()))
                    .after();
            assertEquals(t.after().text(), replay.text());
        }
        assertEquals(6, chooses);
        assertTrue(replay.isOver());
        assertEquals(EndReason.ALL_PITS, replay.outcome().reason());
    }

    @Test
    void replaying_each_move_trace_on_the_board_before_gives_exactly_the_board_after() {
        Set<EndReason> roundEnds = EnumSet.noneOf(EndReason.class);
        int sweeps = 0;
        int passes = 0;
        for (String options : new String[] {"", "ownershipChoice=fixed"}) {
            Game game = NamNam.TYPE.create(options);
            for (long seed = 1; seed <= 12; seed++) {
                for (Transition t : randomGame(game, seed)) {
                    replayTrace(t);
                    for (TraceEvent e : t.trace()) {
                        if (e instanceof TraceEvent.LastFour) sweeps++;
                        if (e instanceof TraceEvent.Pass) passes++;
                        if (e instanceof TraceEvent.RoundEnd r) roundEnds.add(r.why());
                    }
                }
            }
        }
        assertTrue(sweeps > 0 && passes > 0 && roundEnds.contains(EndReason.CYCLE), "the games cover the rules");
        // Random games almost never end a round by stalemate: replay the rules test's example too.
        Position stalemate = GAME.parsePosition("0-4-9-0-0-0-1-2-2-0-0-6-12-12-N SNSSSS/NNNNNN r1-S play");
        replayTrace(GAME.apply(stalemate, GAME.parseMove(stalemate, "b")));
    }

    @Test
    void captures_are_multiples_of_four_during_a_round_and_every_round_starts_with_four_in_each_pit() {
        for (String options : new String[] {"", "ownershipChoice=fixed"}) {
            Game game = NamNam.TYPE.create(options);
            for (long seed = 100; seed < 110; seed++) {
                for (Transition t : randomGame(game, seed)) {
                    NamNamPosition before = (NamNamPosition) t.before();
                    NamNamPosition after = (NamNamPosition) t.after();
                    if (after.phase() == Phase.PLAY && after.round() == before.round()) {
                        assertEquals(0, after.score(Player.SOUTH) % 4, after.text());
                        assertEquals(0, after.score(Player.NORTH) % 4, after.text());
                    }
                    if (after.round() != before.round()) {
                        assertEquals(before.round() + 1, after.round());
                        for (int i = 0; i < 12; i++) assertEquals(4, after.seeds(i), after.text());
                        assertTrue(after.pitsOwned(Player.SOUTH) >= 1 && after.pitsOwned(Player.NORTH) >= 1);
                    }
                    if (after.phase() == Phase.CHOOSE) {
                        assertEquals(48, after.score(Player.SOUTH) + after.score(Player.NORTH));
                        int m = after.pitsToClaim();
                        assertTrue(m >= 1 && m <= 5);
                        assertEquals(
                                new int[] {0, 6, 15, 20, 15, 6}[m],
                                game.legalMoves(after).size());
                    }
                }
            }
        }
    }

    /**
     * Plays the trace on the board before: Lift empties a pit into the hand, Sow drops one seed, Capture takes
     * seeds from a pit, Collect takes the seeds still in hand (eight-seed rule) or, with an empty hand, the
     * seeds in the player's own pits (cycle or stalemate split), PlaceFromStore puts a seed on the board for
     * a new round. Every count the trace states is checked on the way.
     */
    private static void replayTrace(Transition t) {
        NamNamPosition before = (NamNamPosition) t.before();
        int[] board = before.pits();
        int hand = 0;
        int[] gained = new int[2];
        boolean newRound = false;
        for (TraceEvent e : t.trace()) {
            if (e instanceof TraceEvent.Lift l) {
                assertEquals(0, hand, "a lap starts with an empty hand");
                assertEquals(board[l.pit()], l.seeds(), "lifted seeds");
                hand = board[l.pit()];
                board[l.pit()] = 0;
            } else if (e instanceof TraceEvent.Sow s) {
                assertTrue(hand > 0, "sowing from an empty hand");
                hand--;
                assertEquals(++board[s.pit()], s.seedsAfter(), "seeds after sowing");
            } else if (e instanceof TraceEvent.Capture c) {
                assertEquals(TraceEvent.Destination.SCORE, c.to());
                assertEquals(board[c.pit()], c.seeds(), "a capture takes the whole pit");
                board[c.pit()] = 0;
                gained[c.by().index()] += c.seeds();
            } else if (e instanceof TraceEvent.Collect c) {
                if (hand > 0) {
                    assertEquals(hand, c.seeds(), "the seeds in hand");
                    hand = 0;
                } else {
                    int sum = 0;
                    for (int i = 0; i < 12; i++) {
                        if (before.owner(i) == c.player()) {
                            sum += board[i];
                            board[i] = 0;
                        }
                    }
                    assertEquals(sum, c.seeds(), "the seeds in the player's pits");
                }
                gained[c.player().index()] += c.seeds();
            } else if (e instanceof TraceEvent.PlaceFromStore f) {
                if (!newRound) {
                    // The round's captures are complete before the board is refilled for the next one.
                    assertEquals(0, sumOf(board), "the board is empty when the round ends");
                    assertEquals(
                            48,
                            before.score(Player.SOUTH) + before.score(Player.NORTH) + gained[0] + gained[1],
                            "all 48 seeds captured when the round ends");
                }
                newRound = true;
                assertEquals(++board[f.pit()], f.seedsAfter(), "seeds after the refill");
            }
        }
        assertEquals(0, hand, "no seed left in hand");
        assertArrayEquals(t.after().pits(), board, () -> "board after " + t.move() + " from " + before.text());
        if (!newRound) {
            for (Player p : Player.values()) {
                assertEquals(t.after().score(p), before.score(p) + gained[p.index()], "captures of " + p);
            }
        }
    }

    private static int sumOf(int[] a) {
        int s = 0;
        for (int x : a) s += x;
        return s;
    }
}
