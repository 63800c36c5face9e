package org.kete.server;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.kete.server.common.Daemons;

/** Requests sent together, for the tests of a limit or a race: many threads, one start gate. */
final class Together {
    private Together() {}

    /**
     * Runs {@code request} 0..n-1 on {@code n} threads released at once (each waits at the gate until all are
     * ready) and returns the results in that order.
     */
    static <T> List<T> at(int n, IntFunction<T> request) {
        ExecutorService pool = Executors.newFixedThreadPool(n, Daemons.named("together"));
        try {
            CountDownLatch ready = new CountDownLatch(n);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<T>> sent = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int k = i;
                sent.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    return request.apply(k);
                }));
            }
            if (!ready.await(30, TimeUnit.SECONDS)) throw new AssertionError("the threads did not start");
            go.countDown();
            List<T> out = new ArrayList<>();
            for (Future<T> f : sent) out.add(f.get(120, TimeUnit.SECONDS));
            return out;
        } catch (Exception e) {
            throw new AssertionError(e);
        } finally {
            pool.shutdownNow();
        }
    }
}
