package org.kete.ai.egtb;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.kete.engine.oware.Oware;

/**
 * The Oware endgame tables players get without asking: {@code kete serve} and {@code kete engine} find them in
 * their data directory or build them there, in the background, on first use (docs/egtb.md). Until they are
 * ready {@link #tables()} is null and everything works without them; the messages (building, ready, failed)
 * go to the caller's {@code say}, for a log line or an {@code info string}.
 *
 * <p>What is built is every seed count 0..{@code maxSeeds} for the default rules that is not already in the
 * directory ({@value #DEFAULT_MAX_SEEDS} by default: about 50 s of both cores on the quiet reference machine,
 * BENCHMARKS.md). Counts already there, larger ones built with {@code kete egtb build} included, are used as
 * they are; a directory built for other rules is used for those rules and not added to. Two processes sharing a
 * directory take turns through a lock file, so the second finds the first one's files instead of building them
 * again.
 */
public final class AutoTables {
    /** The seed counts built when nothing says otherwise: 0..17, about a minute here. */
    public static final int DEFAULT_MAX_SEEDS = 17;

    /** The directory under the data directory. */
    public static final String DIRECTORY = "egtb";

    /** Positions per chunk of a pass. */
    public static final long CHUNK = 1 << 18;

    private static final String LOCK_FILE = ".build.lock";
    /** One JVM takes a directory's file lock once; its own users queue on this lock first. */
    private static final Map<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    /** Where a build stands. */
    public enum State {
        BUILDING,
        READY,
        FAILED
    }

    private final Path dir;
    private final int maxSeeds;
    private final int threads;
    private final Consumer<String> say;
    private volatile OwareTablebase tables;
    private volatile State state = State.BUILDING;
    private volatile String failure;
    /** Completed with READY or FAILED once the work has ended (the state is set before). */
    private final CompletableFuture<State> settled = new CompletableFuture<>();

    private AutoTables(Path dir, int maxSeeds, int threads, Consumer<String> say) {
        this.dir = dir;
        this.maxSeeds = maxSeeds;
        this.threads = threads;
        this.say = say;
    }

    /**
     * Finds or builds the tables of {@code dir} on a background thread of its own, with all cores; {@code say}
     * hears what happens.
     */
    public static AutoTables start(Path dir, int maxSeeds, Consumer<String> say) {
        return start(dir, maxSeeds, Runtime.getRuntime().availableProcessors(), say, task -> {
            Thread t = new Thread(task, "kete-egtb-auto");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
        });
    }

    /** As above, the work handed to {@code background} (tests run it when they choose). */
    public static AutoTables start(Path dir, int maxSeeds, int threads, Consumer<String> say, Executor background) {
        if (maxSeeds < 0 || maxSeeds > OwareEgtbBuilder.MAX_BUILD_SEEDS) {
            throw new IllegalArgumentException(
                    "the tables go up to 0.." + OwareEgtbBuilder.MAX_BUILD_SEEDS + " seeds, not " + maxSeeds);
        }
        AutoTables auto = new AutoTables(dir, maxSeeds, Math.max(1, threads), say);
        background.execute(auto::run);
        return auto;
    }

    /** The tables once found or built; null while building or after a failure. */
    public OwareTablebase tables() {
        return tables;
    }

    public State state() {
        return state;
    }

    /** Completes, with READY or FAILED, when the tables are ready or the work has failed. */
    public CompletableFuture<State> settled() {
        return settled;
    }

    public Path directory() {
        return dir;
    }

    /** For status lines: "building Oware 0-17 seeds in DIR", "Oware 0-17 seeds (...)" or the failure. */
    public String describe() {
        return switch (state) {
            case BUILDING -> "building Oware 0-" + maxSeeds + " seeds in " + dir + " (in the background)";
            case READY ->
                "Oware " + tables.describeSeedCounts() + " seeds ("
                        + tables.rules().describe() + ") from " + dir;
            case FAILED -> "none (" + failure + ")";
        };
    }

    private void run() {
        try {
            Files.createDirectories(dir);
            ReentrantLock local = lockFor(dir);
            local.lock();
            try (FileChannel channel =
                    FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                // Another process building here holds the file lock: wait for it, then find its files.
                FileLock lock = channel.lock();
                try {
                    findOrBuild();
                } finally {
                    lock.release();
                }
            } finally {
                local.unlock();
            }
        } catch (OutOfMemoryError e) {
            fail("not enough memory for the endgame tables (java -Xmx); playing without them");
        } catch (RuntimeException | IOException e) {
            fail(e.getMessage() == null ? e.toString() : e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
        }
    }

    /** This JVM's lock on a table directory, taken before the file lock (which is JVM-wide). */
    public static ReentrantLock lockFor(Path dir) {
        return LOCKS.computeIfAbsent(dir.toAbsolutePath().normalize(), d -> new ReentrantLock());
    }

    private void fail(String why) {
        failure = why;
        state = State.FAILED;
        settled.complete(State.FAILED);
        say.accept("endgame tables not available: " + why);
    }

    private void findOrBuild() throws InterruptedException {
        TableRules rules = TableRules.of(Oware.TYPE.create().options());
        List<Integer> missing = new ArrayList<>();
        for (int k = 0; k <= maxSeeds; k++) if (!Files.exists(EgtbFile.path(dir, k))) missing.add(k);
        if (!missing.isEmpty() && hasAnyTable()) {
            OwareTablebase existing = OwareTablebase.openDirectory(dir);
            if (!existing.rules().equals(rules)) {
                // Someone's tables for other rules: use them for those rules, never mix files of two rules.
                say.accept("endgame tables in " + dir + " are for '"
                        + existing.rules().describe() + "'; using them" + " as they are");
                missing.clear();
            }
        }
        if (!missing.isEmpty()) {
            long positions = 0;
            for (int k : missing) positions += OwareRank.size(k);
            say.accept(String.format(
                    Locale.ROOT,
                    "building the Oware endgame tables (%s seeds, %,d positions) in %s in the background;"
                            + " playing without them until they are ready",
                    missing.size() == 1 ? missing.get(0) : missing.get(0) + "-" + missing.get(missing.size() - 1),
                    positions,
                    dir));
            long start = System.nanoTime();
            build(rules);
            say.accept(String.format(
                    Locale.ROOT, "built the Oware endgame tables in %.1f s", (System.nanoTime() - start) / 1e9));
        }
        OwareTablebase tb = OwareTablebase.openDirectory(dir);
        long bytes = tb.loadAll();
        tables = tb;
        state = State.READY;
        settled.complete(State.READY);
        say.accept("endgame tables ready: Oware " + tb.describeSeedCounts() + " seeds ("
                + tb.rules().describe() + "), "
                + (bytes < 1_000_000 ? (bytes + 999) / 1000 + " KB" : Math.round(bytes / 1e6) + " MB")
                + ", from " + dir);
    }

    private boolean hasAnyTable() {
        for (int k = 0; k <= OwareEgtbBuilder.MAX_BUILD_SEEDS; k++)
            if (Files.exists(EgtbFile.path(dir, k))) return true;
        return false;
    }

    /** Builds the missing counts 0..maxSeeds in order, each layer's passes in chunks on a small pool. */
    private void build(TableRules rules) throws InterruptedException {
        OwareEgtbBuilder builder = new OwareEgtbBuilder(rules);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "kete-egtb-auto-worker");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        try {
            for (int k = 0; k <= maxSeeds; k++) {
                if (Files.exists(EgtbFile.path(dir, k))) {
                    builder.install(k, EgtbFile.read(dir, k, rules));
                    continue;
                }
                builder.start(k);
                long size = OwareRank.size(k);
                while (pass(builder, pool, size, true) > 0) {
                    // passes until nothing changes: the fixpoint (docs/egtb.md)
                }
                pass(builder, pool, size, false);
                EgtbFile.write(dir, k, rules, builder.complete());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Told after each chunk of a pass: how many of the pass's chunks are done, of how many. */
    @FunctionalInterface
    public interface PassProgress {
        void chunkDone(int done, int chunks);
    }

    private static long pass(OwareEgtbBuilder builder, ExecutorService pool, long size, boolean iterate)
            throws InterruptedException {
        return pass(builder, pool, size, iterate, (done, chunks) -> {});
    }

    /**
     * One pass of a table layer of {@code size} positions ({@code iterate}: a fixpoint pass, returning how many
     * positions changed; otherwise the finishing sweep, returning 0), cut into chunks of {@link #CHUNK}
     * positions on {@code pool}. Shared by the automatic build and {@code kete egtb build}.
     */
    public static long pass(
            OwareEgtbBuilder builder, ExecutorService pool, long size, boolean iterate, PassProgress progress)
            throws InterruptedException {
        List<Future<Long>> parts = new ArrayList<>();
        for (long from = 0; from < size; from += CHUNK) {
            long f = from;
            long t = Math.min(size, from + CHUNK);
            parts.add(pool.submit(() -> {
                if (iterate) return builder.iterate(f, t);
                builder.finish(f, t);
                return 0L;
            }));
        }
        long changed = 0;
        for (int i = 0; i < parts.size(); i++) {
            try {
                changed += parts.get(i).get();
            } catch (ExecutionException e) {
                throw new IllegalStateException("the table build failed: " + e.getCause(), e.getCause());
            }
            progress.chunkDone(i + 1, parts.size());
        }
        return changed;
    }
}
