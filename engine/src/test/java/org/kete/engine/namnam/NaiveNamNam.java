package org.kete.engine.namnam;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately naive second implementation of two-row-games.md §2, written straight from the pseudo-code
 * of §2.6 - §2.8 and §5.1 with lists, strings and copies, sharing no code with {@link NamNamState}. It exists
 * only to cross-check perft counts. Moves are a pit (PLAY) or the list of pits taken (CHOOSE).
 */
final class NaiveNamNam {
    static final String PLAY = "PLAY";
    static final String CHOOSE = "CHOOSE";
    static final String OVER = "OVER";

    final boolean fixedOwnership;

    NaiveNamNam(boolean fixedOwnership) {
        this.fixedOwnership = fixedOwnership;
    }

    /** A whole game state; every move makes a new one. */
    static final class State {
        int[] pits = new int[12];
        int[] owner = new int[12];
        int[] captured = new int[2];
        int toMove;
        int roundStarter;
        String phase = PLAY;
        List<String> history = new ArrayList<>();

        State copy() {
            State c = new State();
            c.pits = pits.clone();
            c.owner = owner.clone();
            c.captured = captured.clone();
            c.toMove = toMove;
            c.roundStarter = roundStarter;
            c.phase = phase;
            c.history = new ArrayList<>(history);
            return c;
        }
    }

    /** A position as in the rules' examples; its history holds only itself. */
    static State of(int[] pits, int[] owner, int south, int north, int toMove, int roundStarter, String phase) {
        State s = new State();
        s.pits = pits.clone();
        s.owner = owner.clone();
        s.captured = new int[] {south, north};
        s.toMove = toMove;
        s.roundStarter = roundStarter;
        s.phase = phase;
        if (phase.equals(PLAY)) s.history.add(key(s));
        return s;
    }

    static String key(State s) {
        return Arrays.toString(s.pits) + " " + s.toMove;
    }

    List<Object> legal(State s) {
        List<Object> moves = new ArrayList<>();
        if (s.phase.equals(OVER)) return moves;
        if (s.phase.equals(CHOOSE)) {
            int leader = s.toMove;
            int m = holesFor(s.captured[leader], s.captured[1 - leader]) - 6;
            List<Integer> row = new ArrayList<>();
            for (int i = 0; i < 12; i++) if (i / 6 != leader) row.add(i);
            combinations(row, 0, m, new ArrayList<>(), moves);
            return moves;
        }
        for (int h = 0; h < 12; h++) {
            if (s.owner[h] == s.toMove && s.pits[h] > 0 && !endless(s, h)) moves.add(h);
        }
        return moves;
    }

    private static void combinations(List<Integer> row, int from, int m, List<Integer> chosen, List<Object> out) {
        if (chosen.size() == m) {
            out.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = from; i < row.size(); i++) {
            chosen.add(row.get(i));
            combinations(row, i + 1, m, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** §5.1 literally: the state (board, hole lifted, hand, captures) at every lap start, in a set. */
    static boolean endless(State s, int h) {
        int[] pits = s.pits.clone();
        int[] captured = s.captured.clone();
        int p = s.toMove;
        Set<String> seen = new HashSet<>();
        int hand = pits[h];
        pits[h] = 0;
        int pos = h;
        while (true) {
            String lap = Arrays.toString(pits) + " " + pos + " " + hand + " " + Arrays.toString(captured);
            if (!seen.add(lap)) return true;
            while (hand > 0) {
                pos = (pos + 1) % 12;
                pits[pos] += 1;
                hand -= 1;
                if (pits[pos] == 4) {
                    int taker = hand > 0 ? s.owner[pos] : p;
                    pits[pos] = 0;
                    captured[taker] += 4;
                    seen.clear();
                    if (48 - captured[0] - captured[1] == 4) return false;
                    if (hand == 0) return false;
                }
            }
            if (pits[pos] == 1) return false;
            hand = pits[pos];
            pits[pos] = 0;
        }
    }

    @SuppressWarnings("unchecked")
    State play(State before, Object move) {
        State s = before.copy();
        if (s.phase.equals(CHOOSE)) {
            startNextRound(s, s.toMove, (List<Integer>) move);
            return s;
        }
        int p = s.toMove;
        int h = (Integer) move;
        int capturedBefore = s.captured[0] + s.captured[1];
        // §2.6 move(h)
        int hand = s.pits[h];
        s.pits[h] = 0;
        int pos = h;
        boolean roundOver = false;
        outer:
        while (true) {
            while (hand > 0) {
                pos = (pos + 1) % 12;
                s.pits[pos] += 1;
                hand -= 1;
                if (s.pits[pos] == 4) {
                    int taker = hand > 0 ? s.owner[pos] : p;
                    s.pits[pos] = 0;
                    s.captured[taker] += 4;
                    if (48 - s.captured[0] - s.captured[1] == 4) {
                        s.captured[taker] += 4;
                        Arrays.fill(s.pits, 0);
                        roundOver = true;
                        break outer;
                    }
                    if (hand == 0) break outer;
                }
            }
            if (s.pits[pos] == 1) break;
            hand = s.pits[pos];
            s.pits[pos] = 0;
        }
        // §2.7 afterMove
        if (roundOver) {
            endRound(s);
            return s;
        }
        s.toMove = 1 - p;
        if (!ownsSeeds(s, s.toMove)) s.toMove = p;
        if (s.captured[0] + s.captured[1] > capturedBefore) s.history.clear();
        String key = key(s);
        if (s.history.contains(key)) {
            splitAndEndRound(s);
            return s;
        }
        s.history.add(key);
        if (legal(s).isEmpty()) splitAndEndRound(s);
        return s;
    }

    private static boolean ownsSeeds(State s, int player) {
        for (int i = 0; i < 12; i++) if (s.owner[i] == player && s.pits[i] > 0) return true;
        return false;
    }

    private void splitAndEndRound(State s) {
        for (int i = 0; i < 12; i++) {
            s.captured[s.owner[i]] += s.pits[i];
            s.pits[i] = 0;
        }
        endRound(s);
    }

    private void endRound(State s) {
        int a = s.captured[0];
        int b = s.captured[1];
        int ha = holesFor(a, b);
        int hb = 12 - ha;
        if (ha == 0 || hb == 0) {
            s.phase = OVER;
            Arrays.fill(s.owner, ha == 0 ? 1 : 0);
            return;
        }
        if (ha == hb) {
            startNextRound(s, 0, List.of());
            return;
        }
        int leader = ha > hb ? 0 : 1;
        int m = Math.max(ha, hb) - 6;
        if (fixedOwnership) {
            List<Integer> claimed = new ArrayList<>();
            for (int k = 0; k < m; k++) claimed.add(leader == 0 ? 6 + k : k);
            startNextRound(s, leader, claimed);
            return;
        }
        s.phase = CHOOSE;
        s.toMove = leader;
    }

    private static void startNextRound(State s, int leader, List<Integer> claimed) {
        for (int i = 0; i < 12; i++) s.owner[i] = i / 6;
        for (int i : claimed) s.owner[i] = leader;
        Arrays.fill(s.pits, 4);
        s.captured = new int[2];
        s.roundStarter = 1 - s.roundStarter; // nextRoundStarter = ALTERNATE
        s.toMove = s.roundStarter;
        s.phase = PLAY;
        s.history = new ArrayList<>();
        s.history.add(key(s));
    }

    static int holesFor(int a, int b) {
        if (a % 4 == 0) return a / 4;
        int r = a % 4;
        return a / 4 + (r == 3 || (r == 2 && a > b) ? 1 : 0);
    }

    long perft(State s, int depth) {
        if (depth == 0) return 1;
        long n = 0;
        for (Object m : legal(s)) n += perft(play(s, m), depth - 1);
        return n;
    }
}
