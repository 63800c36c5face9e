package org.kete.engine.fourrow;

import org.kete.engine.BoardLayout;
import org.kete.engine.Player;

/**
 * The common model of the four-row games (four-row-games.md §2). Each player's 2n pits form a ring indexed by
 * the track index t: t = 0..n-1 are F1..Fn (front row, owner's left to right), t = n..2n-1 are Bn..B1 (back
 * row, owner's right to left), so Bk has t = 2n - k. Board pits are numbered {@code player * 2n + t}:
 * South's ring is 0..2n-1, North's 2n..4n-1.
 *
 * <p>Pit names follow the Bao notation of Donkers and de Voogt: South's front row A1..An, South's back row
 * B1..Bn, North's a1..an and b1..bn, each numbered from its owner's left.
 */
public final class FourRowBoard {
    /** Pits per row. */
    public final int n;

    public FourRowBoard(int n) {
        this.n = n;
    }

    public int ring() {
        return 2 * n;
    }

    public int pitCount() {
        return 4 * n;
    }

    public int pit(int player, int t) {
        return player * 2 * n + t;
    }

    public int owner(int pit) {
        return pit / (2 * n);
    }

    public int track(int pit) {
        return pit % (2 * n);
    }

    public boolean isFront(int t) {
        return t < n;
    }

    /** The next track index in direction d. */
    public int next(int t, Direction d) {
        int r = 2 * n;
        return d == Direction.CW ? (t + 1 == r ? 0 : t + 1) : (t == 0 ? r - 1 : t - 1);
    }

    /** The opponent's front track index facing front index t (§2.4). */
    public int facingFront(int t) {
        return n - 1 - t;
    }

    /** The opponent's back track index behind the front pit facing t (Kigogo's file capture). */
    public int facingBack(int t) {
        return n + t;
    }

    /** Track index of front pit Fk (k = 1..n). */
    public int front(int k) {
        return k - 1;
    }

    /** Track index of back pit Bk (k = 1..n). */
    public int back(int k) {
        return 2 * n - k;
    }

    /** "A4", "b7": owner-relative name of a board pit. */
    public String name(int pit) {
        int p = owner(pit);
        int t = track(pit);
        boolean front = isFront(t);
        int k = front ? t + 1 : 2 * n - t;
        char row = front ? 'A' : 'B';
        if (p == 1) row = Character.toLowerCase(row);
        return String.valueOf(row) + k;
    }

    /** The board pit named like "A4" or "b7", or -1. */
    public int parse(String name) {
        if (name == null || name.length() < 2) return -1;
        char row = name.charAt(0);
        int player;
        boolean front;
        switch (row) {
            case 'A' -> {
                player = 0;
                front = true;
            }
            case 'B' -> {
                player = 0;
                front = false;
            }
            case 'a' -> {
                player = 1;
                front = true;
            }
            case 'b' -> {
                player = 1;
                front = false;
            }
            default -> {
                return -1;
            }
        }
        int k;
        try {
            k = Integer.parseInt(name.substring(1));
        } catch (NumberFormatException e) {
            return -1;
        }
        if (k < 1 || k > n) return -1;
        return pit(player, front ? front(k) : back(k));
    }

    /**
     * The display grid of §2.5, as South sees it: rows North back, North front, South front, South back;
     * columns 1..n from South's left.
     */
    public BoardLayout layout() {
        int[][] g = new int[4][n];
        for (int c = 0; c < n; c++) {
            int k = c + 1; // South's column number
            g[0][c] = pit(1, back(n + 1 - k));
            g[1][c] = pit(1, front(n + 1 - k));
            g[2][c] = pit(0, front(k));
            g[3][c] = pit(0, back(k));
        }
        return new BoardLayout(g, false, null);
    }

    public static Player player(int index) {
        return Player.of(index);
    }
}
