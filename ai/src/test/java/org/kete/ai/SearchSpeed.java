package org.kete.ai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.kete.ai.eval.OwareEvaluator;
import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * Oware search speed from the start position, for BENCHMARKS.md (not a test: timings are never asserted).
 * Run after {@code mvn -B -q test-compile -pl engine,ai}:
 * {@code java -cp engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.SearchSpeed 16 [full|lmr [tableBits [material|oware]]]}
 * ({@code oware}: the levels' Oware evaluation instead of the material count).
 */
public final class SearchSpeed {
    private SearchSpeed() {}

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        // "full": no late-move reductions (every move to the full depth), for comparison.
        boolean reductions = args.length < 2 || !args[1].equals("full");
        // On a shared machine wall time depends on the load; the thread's CPU time much less so.
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Game oware = Oware.TYPE.create();
        int tableBits = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        Evaluator eval = args.length > 3 && args[3].equals("oware") ? new OwareEvaluator() : Evaluator.MATERIAL;
        AlphaBeta search = new AlphaBeta(tableBits, eval, reductions);
        // Warm up the JIT on a few shallow searches first.
        for (int i = 0; i < 5; i++) search.search(oware.searchState(oware.start()), SearchLimits.depth(12));
        for (int depth = 8; depth <= maxDepth; depth++) {
            SearchState s = oware.searchState(oware.start());
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            SearchResult r = search.search(s, SearchLimits.depth(depth));
            double seconds = (System.nanoTime() - t0) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
            StringBuilder pv = new StringBuilder();
            for (int m : r.pv()) pv.append(oware.pitName(m));
            System.out.printf(
                    "depth %2d  nodes %,13d  time %7.3f s  nps %,11.0f  cpu %7.3f s  cpu nps %,11.0f  score %d  pv %s%n",
                    depth, r.nodes(), seconds, r.nodes() / seconds, cpu, r.nodes() / cpu, r.score(), pv);
        }
    }
}
