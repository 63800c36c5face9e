package org.kete.engine.bao;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately naive second implementation of Bao la Kiswahili under the default options, written straight
 * from the pseudo-code of four-row-games.md §5.4-§5.6 (its own board int[player][track], objects everywhere),
 * for cross-checking perft. It ignores repetition, which cannot occur within the depths used.
 */
final class NaiveKiswahili {
    /** kind: 'C' capture (namua: dir is the kichwa, +1 = left), 'T' takasa, 'X' tax. */
    record M(int hole, int dir, char kind, boolean safari) {}

    static final class S {
        int[][] b = new int[2][16];
        int[] store = new int[2];
        boolean[] owned = new boolean[2];
        int side;
        int takasia = -1; // track index of the side to move's blocked hole

        S copy() {
            S c = new S();
            c.b = new int[][] {b[0].clone(), b[1].clone()};
            c.store = store.clone();
            c.owned = owned.clone();
            c.side = side;
            c.takasia = takasia;
            return c;
        }
    }

    enum End {
        NORMAL,
        STOPPED_IN_NYUMBA_BY_CHOICE,
        WIN,
        ENDLESS
    }

    static long perft(S s, int depth) {
        if (depth == 0) return 1;
        if (frontEmpty(s.b[s.side]) || frontEmpty(s.b[1 - s.side])) return 0;
        List<M> moves = legal(s);
        if (depth == 1) return moves.size();
        long n = 0;
        for (M m : moves) {
            S c = s.copy();
            End e = play(c, m);
            if (e == End.WIN) continue;
            n += perft(c, depth - 1);
        }
        return n;
    }

    static boolean functional(S s, int p) {
        return s.owned[p] && s.b[p][4] >= 6;
    }

    static List<M> legal(S s) {
        int p = s.side;
        int o = 1 - p;
        List<M> cands = new ArrayList<>();
        if (s.store[p] > 0) {
            for (int h = 0; h < 8; h++) {
                if (s.b[p][h] >= 1 && s.b[o][7 - h] > 0) {
                    if (h <= 5) cands.add(new M(h, 1, 'C', false));
                    if (h >= 2) cands.add(new M(h, -1, 'C', false));
                }
            }
            if (cands.isEmpty()) {
                List<Integer> occ = new ArrayList<>();
                for (int h = 0; h < 8; h++) if (s.b[p][h] > 0) occ.add(h);
                boolean func = functional(s, p);
                if (func && occ.size() == 1 && occ.get(0) == 4) {
                    cands.add(new M(4, 1, 'X', false));
                    cands.add(new M(4, -1, 'X', false));
                } else {
                    List<Integer> holes = new ArrayList<>(occ);
                    if (func) holes.remove(Integer.valueOf(4));
                    boolean anyBig = false;
                    for (int h : holes) if (s.b[p][h] >= 2) anyBig = true;
                    for (int h : holes) {
                        if (s.b[p][h] == 1 && anyBig && !func) continue;
                        for (int d : new int[] {1, -1}) {
                            if (occ.size() == 1 && ((h == 0 && d == -1) || (h == 7 && d == 1))) continue;
                            cands.add(new M(h, d, 'T', false));
                        }
                    }
                }
            }
        } else {
            for (int h = 0; h < 16; h++) {
                for (int d : new int[] {1, -1}) {
                    if (firstCapture(s, p, h, d) >= 0) cands.add(new M(h, d, 'C', false));
                }
            }
            if (cands.isEmpty()) {
                int occupied = 0;
                for (int h = 0; h < 8; h++) if (s.b[p][h] > 0) occupied++;
                boolean front = false;
                for (int h = 0; h < 8; h++) if (s.b[p][h] >= 2 && h != s.takasia) front = true;
                for (int h = front ? 0 : 8; h < (front ? 8 : 16); h++) {
                    if (s.b[p][h] < 2 || h == s.takasia) continue;
                    for (int d : new int[] {1, -1}) {
                        if (occupied == 1 && ((h == 0 && d == -1) || (h == 7 && d == 1))) continue;
                        cands.add(new M(h, d, 'T', false));
                    }
                }
            }
        }
        List<M> legal = new ArrayList<>();
        for (M m : cands) {
            End e = play(s.copy(), m);
            if (e != End.ENDLESS) legal.add(m);
            if (m.kind() == 'C' && e == End.STOPPED_IN_NYUMBA_BY_CHOICE) {
                M sf = new M(m.hole(), m.dir(), 'C', true);
                if (play(s.copy(), sf) != End.ENDLESS) legal.add(sf);
            }
        }
        return legal;
    }

    static int firstCapture(S s, int p, int h, int d) {
        int k = s.b[p][h];
        if (k < 2 || k > 15) return -1;
        int l = Math.floorMod(h + d * k, 16);
        return l < 8 && s.b[p][l] > 0 && s.b[1 - p][7 - l] > 0 ? l : -1;
    }

    static int pos;

    static void sow(S s, int p, int from, int k, int d) {
        pos = from;
        for (int i = 0; i < k; i++) {
            pos = Math.floorMod(pos + d, 16);
            s.b[p][pos]++;
        }
    }

    /** Plays m on s (s changes), switches the side, and sets takasia. */
    static End play(S s, M m) {
        int p = s.side;
        int o = 1 - p;
        boolean namua = s.store[p] > 0;
        int blocked = s.takasia;
        s.takasia = -1;
        int d = m.dir();
        boolean capture = m.kind() == 'C';
        int laps = 1;
        End end = End.NORMAL;
        if (namua) {
            s.store[p]--;
            s.b[p][m.hole()]++;
        }
        if (namua && capture) {
            if (captureAt(s, p, m.hole(), d, namua)) {
                s.side = o;
                return End.WIN;
            }
        } else if (m.kind() == 'X') {
            s.b[p][4] -= 2;
            sow(s, p, 4, 2, d);
        } else {
            int k = s.b[p][m.hole()];
            s.b[p][m.hole()] = 0;
            if (m.hole() == 4) s.owned[p] = false;
            sow(s, p, m.hole(), k, d);
        }
        while (true) {
            if (s.b[p][pos] == 1) break;
            if (capture && pos < 8 && s.b[o][7 - pos] > 0) {
                int at = pos;
                d = at <= 1 ? 1 : at >= 6 ? -1 : d;
                laps++;
                if (captureAt(s, p, at, d, namua)) {
                    s.side = o;
                    return End.WIN;
                }
                continue;
            }
            if (pos == 4) {
                if (!capture && namua && functional(s, p)) break;
                if (capture && namua && functional(s, p)) {
                    if (!m.safari()) {
                        end = End.STOPPED_IN_NYUMBA_BY_CHOICE;
                        break;
                    }
                    s.owned[p] = false;
                }
            }
            if (!capture && pos == blocked) break;
            if (laps >= 1000) return End.ENDLESS;
            int at = pos;
            int k = s.b[p][at];
            s.b[p][at] = 0;
            if (at == 4) s.owned[p] = false;
            sow(s, p, at, k, d);
            laps++;
        }
        if (!namua && !capture) takasia(s, p);
        s.side = o;
        return end;
    }

    static boolean captureAt(S s, int p, int at, int d, boolean namua) {
        int o = 1 - p;
        int c = s.b[o][7 - at];
        s.b[o][7 - at] = 0;
        if (7 - at == 4) s.owned[o] = false;
        if (!namua) s.owned[p] = false;
        boolean emptied = frontEmpty(s.b[o]);
        int start = d == 1 ? 0 : 7;
        sow(s, p, start - d, c, d);
        return emptied;
    }

    static void takasia(S s, int p) {
        int o = 1 - p;
        for (int h = 0; h < 16; h++) for (int d : new int[] {1, -1}) if (firstCapture(s, o, h, d) >= 0) return;
        java.util.Set<Integer> targets = new java.util.TreeSet<>();
        for (int h = 0; h < 16; h++) {
            for (int d : new int[] {1, -1}) {
                int l = firstCapture(s, p, h, d);
                if (l >= 0) targets.add(7 - l);
            }
        }
        if (targets.size() != 1) return;
        int t = targets.iterator().next();
        int occ = 0;
        int big = 0;
        for (int h = 0; h < 8; h++) {
            if (s.b[o][h] > 0) occ++;
            if (s.b[o][h] >= 2) big++;
        }
        if (s.b[o][t] == 1 || occ == 1 || (s.b[o][t] >= 2 && big == 1) || (t == 4 && s.owned[o])) return;
        s.takasia = t;
    }

    static boolean frontEmpty(int[] r) {
        for (int i = 0; i < 8; i++) if (r[i] > 0) return false;
        return true;
    }
}
