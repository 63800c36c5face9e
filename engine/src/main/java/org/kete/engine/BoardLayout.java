package org.kete.engine;

/**
 * How a game's pits are drawn, as South sees the board: {@code grid[row][column]} holds a pit index, rows
 * from the top (North's side) down to South's. Two-row games have North's row on top and South's below;
 * four-row games have North's back, North's front, South's front, South's back. Stores, where a game has
 * them, sit beside the rows: {@code storeOnLeft} names the player whose store is at the left (West) end.
 */
public record BoardLayout(int[][] grid, boolean hasStores, Player storeOnLeft) {

    public int rows() {
        return grid.length;
    }

    public int columns() {
        return grid[0].length;
    }

    public int pit(int row, int column) {
        return grid[row][column];
    }

    /** Two rows of n pits numbered counter-clockwise from South's left: South 0..n-1, North n..2n-1. */
    public static BoardLayout twoRow(int n, boolean hasStores) {
        int[][] g = new int[2][n];
        for (int c = 0; c < n; c++) {
            g[0][c] = 2 * n - 1 - c;
            g[1][c] = c;
        }
        return new BoardLayout(g, hasStores, hasStores ? Player.NORTH : null);
    }
}
