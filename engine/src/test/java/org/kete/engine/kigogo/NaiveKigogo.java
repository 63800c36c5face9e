package org.kete.engine.kigogo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A deliberately naive second implementation of Bao Kigogo with the default options, written straight from
 * the pseudo-code of four-row-games.md §4.3 - §4.5 for cross-checking perft. It shares nothing with the
 * engine: boards are {@code int[2][24]} in track order, every step copies, the lap limit is the plain cap of
 * §2.7 (no early exit), and positions are compared as strings.
 */
final class NaiveKigogo {
    static final int MAX_LAPS = 1000;

    /** A node: the board, who moves, the positions since the last capture (this one included), and whether over. */
    record Node(int[][] board, int toMove, List<String> history, boolean over) {}

    static Node start() {
        int[][] b = new int[2][24];
        for (int p = 0; p < 2; p++) {
            Arrays.fill(b[p], 2);
            b[p][0] = 0; // each player's own F1
        }
        return new Node(b, 0, List.of(key(b, 0)), false);
    }

    static String key(int[][] b, int toMove) {
        return Arrays.toString(b[0]) + Arrays.toString(b[1]) + toMove;
    }

    static int prev(int h) {
        return (h + 23) % 24;
    }

    /** §4.3: the legal start pits (track indices) of the player to move, in track order. */
    static List<Integer> legalMoves(Node node) {
        List<Integer> moves = new ArrayList<>();
        if (node.over()) return moves;
        int[] mine = node.board()[node.toMove()];
        boolean anyTwo = false;
        for (int h = 0; h < 24; h++) if (mine[h] >= 2) anyTwo = true;
        for (int h = 0; h < 24; h++) {
            if (anyTwo && mine[h] >= 2 && execute(node.board(), node.toMove(), h) != null) moves.add(h);
            if (!anyTwo && mine[h] == 1 && mine[prev(h)] == 0) moves.add(h);
        }
        return moves;
    }

    /** The result of a move: the new board and the seeds captured; null if the move is never-ending. */
    record Result(int[][] board, int captured) {}

    /** §4.4 execute(P, h), literally. */
    static Result execute(int[][] before, int p, int h) {
        int[][] b = {before[0].clone(), before[1].clone()};
        int[] P = b[p];
        int[] O = b[1 - p];
        int last;
        if (P[h] == 1) {
            P[h] -= 1;
            P[prev(h)] += 1;
            last = prev(h);
        } else {
            int k = P[h];
            P[h] = 0;
            int pos = h;
            int laps = 0;
            while (true) {
                for (int i = 0; i < k; i++) {
                    pos = prev(pos);
                    P[pos] += 1;
                }
                laps += 1;
                if (P[pos] == 1) {
                    last = pos;
                    break;
                }
                if (laps >= MAX_LAPS) return null;
                k = P[pos];
                P[pos] = 0;
            }
        }
        int captured = 0;
        if (last < 12) {
            int i = last + 1; // F_i
            int oppFront = (13 - i) - 1; // O.F(13-i)
            int oppBack = 24 - (13 - i); // O.B(13-i)
            if (O[oppFront] > 0) {
                captured += O[oppFront];
                O[oppFront] = 0;
                captured += O[oppBack];
                O[oppBack] = 0;
            }
        }
        return new Result(b, captured);
    }

    /** The node after a legal move: win if the opponent has no seeds, draw on the first repetition. */
    static Node play(Node node, int h) {
        int p = node.toMove();
        Result r = execute(node.board(), p, h);
        int next = 1 - p;
        int oppSeeds = 0;
        for (int x : r.board()[next]) oppSeeds += x;
        if (oppSeeds == 0) return new Node(r.board(), next, List.of(), true);
        String k = key(r.board(), next);
        List<String> earlier = r.captured() > 0 ? List.of() : node.history();
        if (earlier.contains(k)) return new Node(r.board(), next, List.of(), true);
        List<String> history = new ArrayList<>(earlier);
        history.add(k);
        return new Node(r.board(), next, history, false);
    }

    static long perft(Node node, int depth) {
        if (depth == 0) return 1;
        List<Integer> moves = legalMoves(node);
        if (depth == 1) return moves.size();
        long total = 0;
        for (int h : moves) total += perft(play(node, h), depth - 1);
        return total;
    }
}
