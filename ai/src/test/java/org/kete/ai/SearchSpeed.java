package org.kete.ai;

import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * Oware search speed from the start position, for BENCHMARKS.md (not a test: timings are never asserted).
 * Run after {@code mvn -B -q test-compile -pl engine,ai}:
 * {@code java -cp engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.SearchSpeed 16}
 */
public final class SearchSpeed {
    private SearchSpeed() {}

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        Game oware = Oware.TYPE.create();
        AlphaBeta search = new AlphaBeta();
        // Warm up the JIT on a few shallow searches first.
        for (int i = 0; i < 5; i++) search.search(oware.searchState(oware.start()), SearchLimits.depth(12));
        for (int depth = 8; depth <= maxDepth; depth++) {
            SearchState s = oware.searchState(oware.start());
            long t0 = System.nanoTime();
            SearchResult r = search.search(s, SearchLimits.depth(depth));
            double seconds = (System.nanoTime() - t0) / 1e9;
            StringBuilder pv = new StringBuilder();
            for (int m : r.pv()) pv.append(oware.pitName(m));
            System.out.printf(
                    "depth %2d  nodes %,13d  time %8.3f s  nps %,11.0f  score %d  pv %s%n",
                    depth, r.nodes(), seconds, r.nodes() / seconds, r.score(), pv);
        }
    }
}
