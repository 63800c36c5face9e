package org.kete.engine.kenyan;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately naive second implementation of the children's Bao (§3.4), for cross-checking perft: written
 * straight from the rules' pseudo-code, with the sowing track as a list, and a fresh copy of the arrays for
 * every move. It shares no code with {@link ChildrensBaoState}.
 */
final class NaiveChildrensBao {
    private static final int STORE_S = 100;
    private static final int STORE_N = 101;

    private final boolean sowOpponentStore;
    private final boolean captureSowingSeed;
    private final int winThreshold;

    NaiveChildrensBao(boolean sowOpponentStore, boolean captureSowingSeed, int winThreshold) {
        this.sowOpponentStore = sowOpponentStore;
        this.captureSowingSeed = captureSowingSeed;
        this.winThreshold = winThreshold;
    }

    /** pits[0..15], stores[0] South's, stores[1] North's; the arrays are never changed after construction. */
    record State(int[] pits, int[] stores, int toMove, boolean over) {}

    /** Reads "p0-...-p15-storeS-storeN-S|N" (the game's position text), applying the start-of-turn end. */
    State parse(String text) {
        String[] f = text.split("-");
        int[] pits = new int[16];
        for (int i = 0; i < 16; i++) pits[i] = Integer.parseInt(f[i]);
        int[] stores = {Integer.parseInt(f[16]), Integer.parseInt(f[17])};
        int toMove = f[18].equals("S") ? 0 : 1;
        if (stores[0] >= winThreshold || stores[1] >= winThreshold) return new State(pits, stores, toMove, true);
        return startOfTurn(pits, stores, toMove);
    }

    private List<Integer> track(int p) {
        List<Integer> t = new ArrayList<>();
        if (sowOpponentStore) {
            for (int i = 0; i <= 7; i++) t.add(i);
            t.add(STORE_S);
            for (int i = 8; i <= 15; i++) t.add(i);
            t.add(STORE_N);
        } else if (p == 0) {
            for (int i = 0; i <= 7; i++) t.add(i);
            t.add(STORE_S);
            for (int i = 8; i <= 15; i++) t.add(i);
        } else {
            for (int i = 8; i <= 15; i++) t.add(i);
            t.add(STORE_N);
            for (int i = 0; i <= 7; i++) t.add(i);
        }
        return t;
    }

    List<Integer> legal(State s) {
        List<Integer> moves = new ArrayList<>();
        if (s.over()) return moves;
        for (int h = 8 * s.toMove(); h < 8 * s.toMove() + 8; h++) {
            if (s.pits()[h] > 0) moves.add(h);
        }
        return moves;
    }

    State play(State s, int h) {
        int[] pits = s.pits().clone();
        int[] stores = s.stores().clone();
        int p = s.toMove();
        List<Integer> track = track(p);
        int n = pits[h];
        pits[h] = 0;
        int idx = track.indexOf(h);
        int pos = h;
        while (n > 0) {
            idx = (idx + 1) % track.size();
            pos = track.get(idx);
            if (pos == h) continue;
            if (pos == STORE_S) stores[0]++;
            else if (pos == STORE_N) stores[1]++;
            else pits[pos]++;
            n--;
        }
        boolean extraTurn = pos == (p == 0 ? STORE_S : STORE_N);
        if (!extraTurn && pos < 16 && pos / 8 == p && pits[pos] == 1) {
            int o = 15 - pos;
            if (pits[o] > 0) {
                stores[p] += pits[o];
                pits[o] = 0;
                if (captureSowingSeed) {
                    stores[p] += 1;
                    pits[pos] = 0;
                }
            }
        }
        if (stores[0] >= winThreshold || stores[1] >= winThreshold) return new State(pits, stores, p, true);
        return startOfTurn(pits, stores, extraTurn ? p : 1 - p);
    }

    private static State startOfTurn(int[] pits, int[] stores, int toMove) {
        boolean empty = true;
        for (int h = 8 * toMove; h < 8 * toMove + 8; h++) empty &= pits[h] == 0;
        if (!empty) return new State(pits, stores, toMove, false);
        int[] p2 = pits.clone();
        int[] s2 = stores.clone();
        int q = 1 - toMove;
        for (int h = 8 * q; h < 8 * q + 8; h++) {
            s2[q] += p2[h];
            p2[h] = 0;
        }
        return new State(p2, s2, toMove, true);
    }

    long perft(State s, int depth) {
        if (depth == 0) return 1;
        long total = 0;
        for (int h : legal(s)) total += perft(play(s, h), depth - 1);
        return total;
    }
}
