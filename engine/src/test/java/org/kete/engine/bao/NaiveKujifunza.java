package org.kete.engine.bao;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately naive second implementation of Bao la Kujifunza, written straight from the pseudo-code of
 * four-row-games.md §3.2-§3.4 with its own board (int[player][track]) and objects everywhere, for cross-checking
 * perft. It ignores repetition, which cannot occur within the depths used.
 */
final class NaiveKujifunza {
    record M(int hole, int dir, boolean capture) {}

    enum Result {
        GOES_ON,
        MOVER_WINS,
        ENDLESS
    }

    static long perft(int[][] b, int p, int depth) {
        if (depth == 0) return 1;
        List<M> moves = legal(b, p);
        if (depth == 1) return moves.size();
        long n = 0;
        for (M m : moves) {
            int[][] c = copy(b);
            Result r = execute(c, p, m);
            if (r == Result.MOVER_WINS || frontEmpty(c[1 - p])) continue; // the game is over: nothing below
            n += perft(c, 1 - p, depth - 1);
        }
        return n;
    }

    static List<M> legal(int[][] b, int p) {
        List<M> caps = new ArrayList<>();
        for (int h = 0; h < 16; h++) {
            for (int d : new int[] {1, -1}) {
                int s = b[p][h];
                if (s < 2 || s > 15) continue;
                int l = Math.floorMod(h + d * s, 16);
                if (l < 8 && b[p][l] >= 1 && b[1 - p][7 - l] > 0) caps.add(new M(h, d, true));
            }
        }
        List<M> cands = caps;
        if (caps.isEmpty()) {
            cands = new ArrayList<>();
            boolean front = false;
            for (int h = 0; h < 8; h++) if (b[p][h] >= 2) front = true;
            int occupiedFront = 0;
            for (int h = 0; h < 8; h++) if (b[p][h] > 0) occupiedFront++;
            for (int h = front ? 0 : 8; h < (front ? 8 : 16); h++) {
                if (b[p][h] < 2) continue;
                for (int d : new int[] {1, -1}) {
                    boolean loneKichwa = occupiedFront == 1 && ((h == 0 && d == -1) || (h == 7 && d == 1));
                    if (!loneKichwa) cands.add(new M(h, d, false));
                }
            }
        }
        List<M> legal = new ArrayList<>();
        for (M m : cands) if (execute(copy(b), p, m) != Result.ENDLESS) legal.add(m);
        return legal;
    }

    static Result execute(int[][] b, int p, M m) {
        int o = 1 - p;
        int d = m.dir();
        int k = b[p][m.hole()];
        b[p][m.hole()] = 0;
        int pos = m.hole();
        for (int i = 0; i < k; i++) {
            pos = Math.floorMod(pos + d, 16);
            b[p][pos]++;
        }
        int laps = 1;
        while (true) {
            if (b[p][pos] == 1) return Result.GOES_ON;
            if (m.capture() && pos < 8 && b[o][7 - pos] > 0) {
                int c = b[o][7 - pos];
                b[o][7 - pos] = 0;
                boolean left = pos <= 1 || (pos < 6 && d == 1);
                d = left ? 1 : -1;
                pos = left ? 0 : 7;
                b[p][pos]++;
                for (int i = 1; i < c; i++) {
                    pos = Math.floorMod(pos + d, 16);
                    b[p][pos]++;
                }
                laps++;
                if (frontEmpty(b[o])) return Result.MOVER_WINS;
                continue;
            }
            if (laps >= 1000) return Result.ENDLESS;
            k = b[p][pos];
            b[p][pos] = 0;
            for (int i = 0; i < k; i++) {
                pos = Math.floorMod(pos + d, 16);
                b[p][pos]++;
            }
            laps++;
        }
    }

    static boolean frontEmpty(int[] r) {
        for (int i = 0; i < 8; i++) if (r[i] > 0) return false;
        return true;
    }

    static int[][] copy(int[][] b) {
        return new int[][] {b[0].clone(), b[1].clone()};
    }
}
