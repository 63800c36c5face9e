package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;

/**
 * The bench signature: the nodes alpha-beta (default settings, 2^16 table) searches from each game's start
 * position to each depth up to a fixed one. Any change to a search or to a game's rules that alters the tree
 * changes these numbers: update them on purpose and say why in the commit.
 */
class SearchBenchTest {
    private static final int DEPTH = 8;

    /** Nodes at depths 1..DEPTH, per game. */
    private static final Map<String, long[]> EXPECTED = Map.of(
            "oware", new long[] {7, 25, 58, 131, 279, 563, 1354, 2668},
            "nam-nam", new long[] {7, 33, 79, 212, 354, 711, 1204, 2503},
            "bao-kenyan-children", new long[] {10, 49, 102, 190, 396, 803, 1426, 2845},
            "bao-kenyan-laps", new long[] {9, 41, 73, 154, 313, 569, 1155, 1655},
            "bao-la-kujifunza", new long[] {17, 52, 99, 224, 413, 691, 1245, 2179},
            "bao-kigogo", new long[] {25, 151, 584, 2306, 6400, 19332, 45560, 157852},
            "bao-la-kiswahili", new long[] {5, 17, 52, 98, 239, 383, 905, 1373});

    @Test
    void node_counts_from_every_start_position_are_pinned() {
        StringBuilder actual = new StringBuilder();
        for (GameType type : Games.all()) {
            long[] nodes = signature(type);
            actual.append(type.id()).append(' ').append(Arrays.toString(nodes)).append('\n');
        }
        for (GameType type : Games.all()) {
            assertArrayEquals(EXPECTED.get(type.id()), signature(type), "bench of " + type.id() + "; all:\n" + actual);
        }
        assertEquals(7, Games.all().size());
    }

    static long[] signature(GameType type) {
        Game game = type.create();
        long[] nodes = new long[DEPTH];
        for (int depth = 1; depth <= DEPTH; depth++) {
            nodes[depth - 1] = new AlphaBeta(16)
                    .search(game.searchState(game.start()), SearchLimits.depth(depth))
                    .nodes();
        }
        return nodes;
    }
}
