package org.kete.ai.egtb;

import org.kete.engine.oware.GrandSlam;

/**
 * A fast mover for the table build on a board normalised so that South (pits 0..5) is to move: it writes every
 * legal move's resulting board and capture into caller-owned arrays, allocating nothing. It restates rules
 * §1.3-§1.5 of ../shared/rules/two-row-games.md (feeding, single-lap sowing with the origin skipped, the
 * capture run of 2s and 3s ending at the last pit, the grand-slam option) and is cross-checked against
 * {@code OwareState}, the engine's one implementation, by the tests on random positions.
 */
final class OwareMoves {
    static final int PITS = 12;

    private final GrandSlam grandSlam;

    OwareMoves(GrandSlam grandSlam) {
        if (grandSlam == GrandSlam.ALLOWED_IF_WINS) throw new IllegalArgumentException("allowed-if-wins needs scores");
        this.grandSlam = grandSlam;
    }

    /**
     * Writes South's legal moves into {@code moves}, the board after each into {@code children} (12 ints per
     * move, North still unrotated) and the seeds captured into {@code gains}; returns how many. 0 means South
     * has no legal move, which ends the game with each player collecting their own row (§1.6).
     */
    int expand(int[] board, int[] moves, int[] children, int[] gains) {
        boolean mustFeed = (board[6] | board[7] | board[8] | board[9] | board[10] | board[11]) == 0;
        int n = 0;
        int slams = 0;
        for (int h = 0; h < 6; h++) {
            int seeds = board[h];
            if (seeds == 0 || (mustFeed && seeds < 6 - h)) continue;
            int at = n * PITS;
            System.arraycopy(board, 0, children, at, PITS);
            int last = sow(children, at, h);
            int gain = capture(children, at, last);
            if (gain < 0) { // a grand slam: forfeit (and ILLEGAL unless every move is one) leaves the seeds
                slams++;
                gain = 0;
                if (grandSlam == GrandSlam.ILLEGAL) gain = -1; // marked, dropped below if another move exists
            }
            moves[n] = h;
            gains[n] = gain;
            n++;
        }
        if (grandSlam == GrandSlam.ILLEGAL && slams > 0) n = dropGrandSlams(moves, children, gains, n, slams);
        return n;
    }

    private static int dropGrandSlams(int[] moves, int[] children, int[] gains, int n, int slams) {
        if (slams == n) { // every move is a grand slam: all stay, played as forfeits
            for (int i = 0; i < n; i++) gains[i] = 0;
            return n;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (gains[i] < 0) continue;
            if (kept != i) {
                moves[kept] = moves[i];
                gains[kept] = gains[i];
                System.arraycopy(children, i * PITS, children, kept * PITS, PITS);
            }
            kept++;
        }
        return kept;
    }

    /** §1.4 on children[at..at+11]: returns the last pit sown. */
    private static int sow(int[] a, int at, int h) {
        int n = a[at + h];
        a[at + h] = 0;
        int i = h;
        while (n > 0) {
            i = i == PITS - 1 ? 0 : i + 1;
            if (i == h) continue;
            a[at + i]++;
            n--;
        }
        return i;
    }

    /**
     * §1.5 for South on children[at..]: returns the seeds captured, or -1 for a grand slam that does not capture
     * (forfeit or illegal; the board is left as sown).
     */
    private int capture(int[] a, int at, int last) {
        if (last < 6) return 0;
        int total = 0;
        int j = last;
        while (j >= 6 && (a[at + j] == 2 || a[at + j] == 3)) {
            total += a[at + j];
            j--;
        }
        if (total == 0) return 0;
        int row = a[at + 6] + a[at + 7] + a[at + 8] + a[at + 9] + a[at + 10] + a[at + 11];
        if (total == row && grandSlam != GrandSlam.ALLOWED) return -1;
        for (int p = last; p > j; p--) a[at + p] = 0;
        return total;
    }
}
