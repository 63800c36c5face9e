package org.kete.engine.kenyan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately naive second implementation of the laps Bao (§4.3-§4.5, §5.1, §5.2), for cross-checking
 * perft: straight from the pseudo-code, fresh arrays and lists for every move, endless sowings found with a
 * set of every lap-start state seen (the general test of §5.1), and the repetition history as a list of
 * strings. It shares no code with {@link LapsBaoState}.
 */
final class NaiveLapsBao {
    private final boolean majorityEnds;
    private final boolean cycleSplits;

    NaiveLapsBao(boolean majorityEnds, boolean cycleSplits) {
        this.majorityEnds = majorityEnds;
        this.cycleSplits = cycleSplits;
    }

    /** The arrays and the history are never changed after construction. */
    record State(int[] pits, int[] captured, int toMove, boolean over, List<String> history) {}

    /** Reads the game's position text; the history starts with the position itself (§4.5). */
    State parse(String text) {
        String[] f = text.split("-");
        int[] pits = new int[16];
        for (int i = 0; i < 16; i++) pits[i] = Integer.parseInt(f[i]);
        int[] captured = {Integer.parseInt(f[16]), Integer.parseInt(f[17])};
        int toMove = f[18].equals("S") ? 0 : 1;
        if (majorityEnds && (captured[0] >= 17 || captured[1] >= 17)) {
            return new State(pits, captured, toMove, true, List.of());
        }
        return startOfTurn(pits, captured, toMove, List.of());
    }

    static boolean isEndless(int[] pits, int h) {
        int[] b = pits.clone();
        Set<String> seen = new HashSet<>();
        int hole = h;
        while (true) {
            if (!seen.add(Arrays.toString(b) + " lift " + hole + " hand " + b[hole])) return true;
            int hand = b[hole];
            b[hole] = 0;
            int pos = hole;
            while (hand > 0) {
                pos = (pos + 1) % 16;
                b[pos] += 1;
                hand -= 1;
            }
            if (b[pos] > 1) {
                hole = pos;
                continue;
            }
            return false;
        }
    }

    List<Integer> legal(State s) {
        if (s.over()) return List.of();
        return legalFor(s.pits(), s.toMove());
    }

    private static List<Integer> legalFor(int[] pits, int p) {
        List<Integer> multi = new ArrayList<>();
        for (int h = 8 * p; h < 8 * p + 8; h++) {
            if (pits[h] >= 2 && !isEndless(pits, h)) multi.add(h);
        }
        if (!multi.isEmpty()) return multi;
        List<Integer> single = new ArrayList<>();
        for (int h = 8 * p; h < 8 * p + 8; h++) {
            if (pits[h] == 1 && !isEndless(pits, h)) single.add(h);
        }
        return single;
    }

    State play(State s, int h) {
        int[] pits = s.pits().clone();
        int[] captured = s.captured().clone();
        int p = s.toMove();
        int hand = pits[h];
        pits[h] = 0;
        int pos = h;
        while (true) {
            while (hand > 0) {
                pos = (pos + 1) % 16;
                pits[pos] += 1;
                hand -= 1;
            }
            if (pits[pos] > 1) {
                hand = pits[pos];
                pits[pos] = 0;
                continue;
            }
            break;
        }
        int took = 0;
        if (pos / 8 == p) {
            int o = 15 - pos;
            took = pits[o];
            captured[p] += took;
            pits[o] = 0;
        }
        List<String> history = took > 0 ? List.of() : s.history();
        if (majorityEnds && captured[p] >= 17) return new State(pits, captured, p, true, history);
        return startOfTurn(pits, captured, 1 - p, history);
    }

    private State startOfTurn(int[] pits, int[] captured, int toMove, List<String> history) {
        int own = 0;
        for (int h = 8 * toMove; h < 8 * toMove + 8; h++) own += pits[h];
        if (own == 0) {
            int[] c2 = captured.clone();
            for (int x : pits) c2[1 - toMove] += x;
            return new State(new int[16], c2, toMove, true, history);
        }
        if (legalFor(pits, toMove).isEmpty()) return stalemate(pits, captured, toMove, history);
        String key = Arrays.toString(pits) + " " + toMove;
        if (history.contains(key)) return stalemate(pits, captured, toMove, history);
        List<String> h2 = new ArrayList<>(history);
        h2.add(key);
        return new State(pits, captured, toMove, false, List.copyOf(h2));
    }

    private State stalemate(int[] pits, int[] captured, int toMove, List<String> history) {
        if (!cycleSplits) return new State(pits, captured, toMove, true, history);
        int[] p2 = pits.clone();
        int[] c2 = captured.clone();
        for (int i = 0; i < 16; i++) {
            c2[i / 8] += p2[i];
            p2[i] = 0;
        }
        return new State(p2, c2, toMove, true, history);
    }

    long perft(State s, int depth) {
        if (depth == 0) return 1;
        long total = 0;
        for (int h : legal(s)) total += perft(play(s, h), depth - 1);
        return total;
    }
}
