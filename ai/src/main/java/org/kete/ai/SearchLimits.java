package org.kete.ai;

import java.util.function.BooleanSupplier;

/**
 * How far to search: a maximum depth in plies, a node budget, and a stop condition polled during the search
 * (a time limit is a stop condition supplied by the caller, so this module needs no clock).
 */
public record SearchLimits(int maxDepth, long maxNodes, BooleanSupplier stop) {
    private static final BooleanSupplier NEVER = () -> false;

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, Long.MAX_VALUE, NEVER);
    }

    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(Integer.MAX_VALUE / 2, nodes, NEVER);
    }

    public static SearchLimits until(BooleanSupplier stop) {
        return new SearchLimits(Integer.MAX_VALUE / 2, Long.MAX_VALUE, stop);
    }
}
