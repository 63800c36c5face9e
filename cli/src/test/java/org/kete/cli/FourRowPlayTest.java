package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.BoardLayout;
import org.kete.engine.Choice;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Outcome;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;
import org.kete.engine.SearchState;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.engine.fourrow.Direction;
import org.kete.engine.fourrow.FourRowBoard;

/**
 * The terminal play of a four-row game with stores and two-choice moves (pit, then direction, as in
 * {@code A4>}), on a toy game written here: a move carries one seed from the pit one step along the
 * mover's ring. The real four-row games plug in the same way through the engine API.
 */
class FourRowPlayTest {
    private static final FourRowBoard BOARD = new FourRowBoard(8);

    record ToyPosition(Game game, int[] board, int[] stores, Player toMove) implements Position {
        @Override
        public int pitCount() {
            return board.length;
        }

        @Override
        public int seeds(int pit) {
            return board[pit];
        }

        @Override
        public int score(Player player) {
            return stores[player.index()];
        }

        @Override
        public Outcome outcome() {
            return Outcome.ONGOING;
        }
    }

    static final class Toy implements Game {
        static final GameType TYPE = GameType.of("toy", "Toy four-row game", "tests", "a toy")
                .board(4, 8, 64, new BoardLayout(BOARD.layout().grid(), true, Player.NORTH))
                .rules(options -> new Toy());

        @Override
        public GameType type() {
            return TYPE;
        }

        @Override
        public RuleOptions options() {
            return RuleOptions.defaults(List.of());
        }

        @Override
        public Position start(Player first) {
            int[] b = new int[32];
            Arrays.fill(b, 2);
            return new ToyPosition(this, b, new int[] {12, 10}, first);
        }

        @Override
        public List<Move> legalMoves(Position position) {
            List<Move> moves = new ArrayList<>();
            int side = position.toMove().index();
            for (int t = 0; t < 16; t++) {
                int pit = BOARD.pit(side, t);
                if (position.seeds(pit) == 0) continue;
                for (Direction d : Direction.values()) {
                    String name = BOARD.name(pit);
                    moves.add(new Move(
                            pit * 2 + d.ordinal(),
                            name + d.symbol,
                            List.of(
                                    Choice.pit(pit, name),
                                    Choice.of(Choice.Kind.DIRECTION, String.valueOf(d.symbol)))));
                }
            }
            return moves;
        }

        @Override
        public Transition apply(Position position, Move move) {
            if (!legalMoves(position).contains(move)) throw new IllegalMoveException(move + " is not legal");
            int pit = move.code() / 2;
            Direction d = Direction.values()[move.code() % 2];
            int side = position.toMove().index();
            int to = BOARD.pit(side, BOARD.next(BOARD.track(pit), d));
            int[] b = ((ToyPosition) position).board().clone();
            b[pit]--;
            b[to]++;
            Position after = new ToyPosition(
                    this,
                    b,
                    ((ToyPosition) position).stores(),
                    position.toMove().opponent());
            return new Transition(
                    position,
                    move,
                    after,
                    List.of(
                            new TraceEvent.Direction(d == Direction.CW ? "cw" : "ccw", null),
                            new TraceEvent.Lift(pit, 1, 1),
                            new TraceEvent.Sow(to, b[to]),
                            new TraceEvent.EndOfTurn(TraceEvent.TurnEnd.SOWN)));
        }

        @Override
        public String pitName(int pit) {
            return BOARD.name(pit);
        }

        @Override
        public String formatPosition(Position position) {
            return Arrays.toString(position.pits());
        }

        @Override
        public Position parsePosition(String text) {
            throw new UnsupportedOperationException("toy");
        }

        @Override
        public SearchState searchState(Position position) {
            throw new UnsupportedOperationException("toy");
        }

        @Override
        public int maxGameLength() {
            return 1000;
        }
    }

    @Test
    void a_pit_alone_is_incomplete_and_names_its_moves_and_the_whole_move_plays() {
        String input = "A1\nA1 >\nb8<\nquit\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = new PlaySession(
                        new Toy(),
                        new Seat[] {Seat.human(), Seat.human()},
                        "south",
                        1,
                        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                        out)
                .run();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, code);
        assertTrue(text.contains("South> A1 needs a direction: A1> or A1<.\nSouth> "), text);
        assertTrue(text.contains("1. South sows 1 from A1 clockwise"), text);
        assertTrue(text.contains("2. North sows 1 from b8 counter-clockwise"), text);
        // Four rows: North's back row on top (b1 at South's right), the stores at the ends of the middle line.
        String board = """
                  North (human)   store 10
                       +--b8--+--b7--+--b6--+--b5--+--b4--+--b3--+--b2--+--b1--+
                       |  2   |  2   |  2   |  2   |  2   |  2   |  2   |  2   |
                       +--a8--+--a7--+--a6--+--a5--+--a4--+--a3--+--a2--+--a1--+
                       |  2   |  2   |  2   |  2   |  2   |  2   |  2   |  2   |
                  [10] +======+======+======+======+======+======+======+======+ [12]
                       |  2   |  2   |  2   |  2   |  2   |  2   |  2   |  2   |
                       +--A1--+--A2--+--A3--+--A4--+--A5--+--A6--+--A7--+--A8--+
                       |  2   |  2   |  2   |  2   |  2   |  2   |  2   |  2   |
                       +--B1--+--B2--+--B3--+--B4--+--B5--+--B6--+--B7--+--B8--+
                  South (human)   store 12   <- to move
                """;
        assertTrue(text.contains(board), text);
    }
}
