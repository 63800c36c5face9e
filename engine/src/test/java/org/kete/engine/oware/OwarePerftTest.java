package org.kete.engine.oware;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Perft;
import org.kete.engine.Player;
import org.kete.engine.Position;

/**
 * Perft from the start position against the counts of independent Oware engines (issue 2), and against a
 * deliberately naive second implementation written here straight from the rules' pseudo-code.
 */
class OwarePerftTest {
    private static final long[] KNOWN = {1, 6, 36, 190, 1014, 5219, 27332, 139157, 711414};

    @Test
    void perft_from_the_start_matches_independent_engines_to_depth_8() {
        Game g = Oware.TYPE.create();
        for (int d = 1; d <= 8; d++) {
            assertEquals(KNOWN[d], new Perft(g.searchState(g.start(Player.SOUTH)), d).perft(d), "depth " + d);
        }
        assertEquals(KNOWN[6], new Perft(g.searchState(g.start(Player.SOUTH)), 6).perftFull(6));
    }

    @Test
    void divide_sums_to_perft() {
        Game g = Oware.TYPE.create();
        Map<String, Long> divide = Perft.divide(g, g.start(Player.SOUTH), 5);
        assertEquals(List.of("A", "B", "C", "D", "E", "F"), List.copyOf(divide.keySet()));
        assertEquals(
                KNOWN[5], divide.values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void naive_implementation_agrees_from_the_start() {
        for (int d = 1; d <= 7; d++) assertEquals(KNOWN[d], Naive.perft(Naive.start(), d), "naive depth " + d);
    }

    @Test
    void naive_implementation_agrees_from_midgame_positions_under_every_option() {
        String[] options = {"", "grandSlam=allowed", "grandSlam=allowed-if-wins", "grandSlam=illegal cycleRule=draw"};
        java.util.Random rng = new java.util.Random(42);
        for (String opt : options) {
            Game g = Oware.TYPE.create(opt);
            for (int game = 0; game < 12; game++) {
                Position p = g.start(Player.SOUTH);
                int plies = 10 + rng.nextInt(60);
                for (int i = 0; i < plies && !p.isOver(); i++) {
                    var moves = g.legalMoves(p);
                    p = g.apply(p, moves.get(rng.nextInt(moves.size()))).after();
                }
                if (p.isOver()) continue;
                Naive.State n = Naive.of(p, opt);
                for (int d = 1; d <= 4; d++) {
                    assertEquals(
                            Naive.perft(n, d),
                            new Perft(g.searchState(g.parsePosition(p.text())), d).perft(d),
                            opt + " depth " + d + " from " + p.text());
                }
            }
        }
    }

    @Tag("slow")
    @Test
    void naive_implementation_agrees_to_depth_9() {
        Game g = Oware.TYPE.create();
        long fast = new Perft(g.searchState(g.start(Player.SOUTH)), 9).perft(9);
        assertEquals(Naive.perft(Naive.start(), 9), fast);
    }

    /**
     * A second, independent Oware written the slow and obvious way: immutable states, lists, no shared code
     * with the engine. Cycle rule: a list of previous (board, side) since the last capture.
     */
    static final class Naive {
        record State(
                int[] board, int[] score, int side, boolean over, List<String> seen, String grandSlam, boolean split) {}

        static State start() {
            int[] b = new int[12];
            Arrays.fill(b, 4);
            return new State(b, new int[2], 0, false, List.of(key(b, 0)), "forfeit", true);
        }

        static State of(Position p, String options) {
            String gs =
                    options.contains("grandSlam=") ? options.replaceAll(".*grandSlam=([a-z-]+).*", "$1") : "forfeit";
            int[] b = p.pits();
            return new State(
                    b,
                    new int[] {p.score(Player.SOUTH), p.score(Player.NORTH)},
                    p.toMove().index(),
                    false,
                    List.of(key(b, p.toMove().index())),
                    gs,
                    !options.contains("cycleRule=draw"));
        }

        static String key(int[] b, int side) {
            return Arrays.toString(b) + side;
        }

        static long perft(State s, int depth) {
            if (depth == 0) return 1;
            long n = 0;
            for (int m : moves(s)) n += perft(apply(s, m), depth - 1);
            return n;
        }

        static int rowSum(int[] b, int player) {
            int sum = 0;
            for (int i = 0; i < 6; i++) sum += b[player * 6 + i];
            return sum;
        }

        static List<Integer> moves(State s) {
            List<Integer> result = new ArrayList<>();
            if (s.over) return result;
            int p = s.side;
            for (int h = p * 6; h < p * 6 + 6; h++) {
                if (s.board[h] == 0) continue;
                if (rowSum(s.board, 1 - p) == 0 && s.board[h] < (p * 6 + 6) - h) continue;
                result.add(h);
            }
            if (s.grandSlam.equals("illegal")) {
                List<Integer> fair = new ArrayList<>();
                for (int h : result) if (!wouldTakeAll(s, h)) fair.add(h);
                if (!fair.isEmpty()) return fair;
            }
            return result;
        }

        static boolean wouldTakeAll(State s, int h) {
            int[] b = s.board.clone();
            int last = sowCopy(b, h);
            int chain = chain(b, s.side, last);
            return chain > 0 && chain == rowSum(b, 1 - s.side);
        }

        static int sowCopy(int[] b, int h) {
            int seeds = b[h];
            b[h] = 0;
            int i = h;
            while (seeds > 0) {
                i = (i + 1) % 12;
                if (i != h) {
                    b[i]++;
                    seeds--;
                }
            }
            return i;
        }

        static int chain(int[] b, int p, int last) {
            int first = (1 - p) * 6;
            if (last < first || last >= first + 6) return 0;
            int total = 0;
            for (int j = last; j >= first && (b[j] == 2 || b[j] == 3); j--) total += b[j];
            return total;
        }

        static State apply(State s, int h) {
            int[] b = s.board.clone();
            int[] score = s.score.clone();
            int p = s.side;
            int last = sowCopy(b, h);
            int total = chain(b, p, last);
            boolean all = total > 0 && total == rowSum(b, 1 - p);
            boolean take = total > 0
                    && (!all
                            || s.grandSlam.equals("allowed")
                            || (s.grandSlam.equals("allowed-if-wins") && score[p] + total >= 25));
            if (take) {
                for (int j = last; j >= (1 - p) * 6 && (b[j] == 2 || b[j] == 3); j--) b[j] = 0;
                score[p] += total;
            }
            int next = 1 - p;
            if (score[p] >= 25) return new State(b, score, next, true, List.of(), s.grandSlam, s.split);
            List<String> seen = new ArrayList<>(take ? List.of() : s.seen);
            String k = key(b, next);
            if (seen.contains(k)) return new State(b, score, next, true, List.of(), s.grandSlam, s.split);
            seen.add(k);
            State t = new State(b, score, next, false, seen, s.grandSlam, s.split);
            if (moves(t).isEmpty()) return new State(b, score, next, true, List.of(), s.grandSlam, s.split);
            return t;
        }
    }
}
