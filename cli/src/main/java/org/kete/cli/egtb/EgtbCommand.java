package org.kete.cli.egtb;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.OwareRank;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.egtb.TableRules;
import org.kete.cli.HelpOption;
import org.kete.cli.UsageException;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;
import org.kete.engine.oware.Oware;
import org.kete.server.AutoTables;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code kete egtb}: builds and probes the Oware endgame tables (docs/egtb.md).
 *
 * <pre>
 * egtb build --max-seeds N [--dir D] [--threads T] [option=value ...]
 * egtb probe &lt;position&gt; [--dir D] [option=value ...]
 * </pre>
 *
 * The build runs each pass of the retrograde analysis over chunks of ranks on a thread pool, shows a progress
 * line, and skips seed counts whose file is already there and valid, so an interrupted build resumes.
 */
@Command(
        name = "egtb",
        description = {"build and probe the Oware endgame databases", "", "See docs/egtb.md."},
        subcommands = {EgtbCommand.Build.class, EgtbCommand.Probe.class})
public final class EgtbCommand implements Callable<Integer> {
    static final String DEFAULT_DIR = "egtb";
    private static final long CHUNK = AutoTables.CHUNK;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    private final PrintStream out;

    public EgtbCommand(PrintStream out) {
        this.out = out;
    }

    /** {@code kete egtb} alone: a subcommand is needed. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Egtb needs a subcommand: build or probe");
    }

    /** The options both subcommands share: the directory and the rule options. */
    static class Common {
        @ParentCommand
        EgtbCommand parent;

        @Mixin
        HelpOption help;

        @Option(names = "--dir", paramLabel = "D", description = "the tables' directory (default: ${DEFAULT-VALUE})")
        String dir = DEFAULT_DIR;

        RuleOptions ruleOptions(List<String> options) {
            try {
                return RuleOptions.parse(Oware.TYPE.options(), options);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
    }

    @Command(
            name = "build",
            description = "build the tables of 0..N seeds on the board, resuming after the files already there")
    static final class Build extends Common implements Callable<Integer> {
        @Option(
                names = "--max-seeds",
                required = true,
                paramLabel = "N",
                description = "the largest seed count to build (0 to " + OwareEgtbBuilder.MAX_BUILD_SEEDS + ")")
        int maxSeeds;

        @Option(names = "--threads", paramLabel = "T", description = "threads (default: the processors)")
        Integer threads;

        @Parameters(
                paramLabel = "option=value",
                completionCandidates = OwareOptions.class,
                description = "an Oware rule option (the tables hold grandSlam=forfeit and allowed, cycleRule=split)")
        List<String> options = new ArrayList<>();

        @Override
        public Integer call() {
            if (maxSeeds < 0 || maxSeeds > OwareEgtbBuilder.MAX_BUILD_SEEDS) {
                throw new UsageException("--max-seeds must be a whole number from 0 to "
                        + OwareEgtbBuilder.MAX_BUILD_SEEDS + ", not " + maxSeeds);
            }
            if (threads != null && (threads < 1 || threads > 256)) {
                throw new UsageException("--threads must be a whole number from 1 to 256, not " + threads);
            }
            return guarded(() -> build(
                    maxSeeds,
                    threads == null ? Runtime.getRuntime().availableProcessors() : threads,
                    ruleOptions(options),
                    Path.of(dir),
                    parent.out));
        }
    }

    @Command(name = "probe", description = "the exact value and best moves of an Oware position in the tables")
    static final class Probe extends Common implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "<position>", description = "e.g. 0-1-0-0-0-0-0-0-0-0-0-1-23-23-N")
        String position;

        @Parameters(
                index = "1..*",
                paramLabel = "option=value",
                completionCandidates = OwareOptions.class,
                description = "an Oware rule option")
        List<String> options = new ArrayList<>();

        @Override
        public Integer call() {
            return guarded(() -> probe(position, ruleOptions(options), dir, parent.out));
        }
    }

    /** Oware's {@code name=value} rule options, for completion. */
    static final class OwareOptions implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            List<String> all = new ArrayList<>();
            for (var o : Oware.TYPE.options()) for (String v : o.values()) all.add(o.name() + "=" + v);
            return all.iterator();
        }
    }

    /** A bad position, table file or rule choice is the user's to fix: a usage error (exit 2) with the reason. */
    private static int guarded(java.util.function.IntSupplier body) {
        try {
            return body.getAsInt();
        } catch (IllegalArgumentException
                | IllegalStateException
                | NotationException
                | java.io.UncheckedIOException e) {
            throw new UsageException(e.getMessage());
        }
    }

    // ---- build ----

    private static int build(int maxSeeds, int threads, RuleOptions options, Path dir, PrintStream out) {
        TableRules rules = TableRules.of(options);
        OwareEgtbBuilder builder = new OwareEgtbBuilder(rules);
        out.printf(
                Locale.ROOT,
                "Building Oware endgame tables, %s, 0..%d seeds, in %s with %d thread(s)%n",
                rules.describe(),
                maxSeeds,
                dir,
                threads);
        long remaining = 0;
        for (int k = 0; k <= maxSeeds; k++) remaining += OwareRank.size(k);
        double rate = 0; // positions per second of the layers built so far (all passes)
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "egtb");
            t.setDaemon(true);
            return t;
        });
        long totalStart = System.nanoTime();
        try {
            for (int k = 0; k <= maxSeeds; k++) {
                long size = OwareRank.size(k);
                if (Files.exists(EgtbFile.path(dir, k))) {
                    builder.install(k, EgtbFile.read(dir, k, rules));
                    out.printf(Locale.ROOT, "k=%-2d %,15d positions  already built, skipped%n", k, size);
                    remaining -= size;
                    continue;
                }
                long start = System.nanoTime();
                try {
                    builder.start(k);
                } catch (OutOfMemoryError e) {
                    long need = 0;
                    for (int j = 0; j < k; j++) need += OwareRank.size(j);
                    need += 2 * size;
                    throw new IllegalStateException(String.format(
                            Locale.ROOT,
                            "not enough memory to build %d seeds: it needs about %,d MB of heap (java -Xmx); the"
                                    + " counts below %d are finished and kept",
                            k,
                            need / 1_000_000 + 64,
                            k));
                }
                int passes = 0;
                long changed;
                do {
                    passes++;
                    changed = pass(builder, pool, size, true, k, passes, out, rate, remaining, start);
                } while (changed > 0);
                pass(builder, pool, size, false, k, passes, out, rate, remaining, start);
                byte[] data = builder.complete();
                EgtbFile.write(dir, k, rules, data);
                double secs = (System.nanoTime() - start) / 1e9;
                double layerRate = size / Math.max(secs, 1e-6);
                if (size > 100_000) rate = layerRate;
                remaining -= size;
                long cycle = 0;
                for (byte b : data) if (b < 0) cycle++;
                out.printf(
                        Locale.ROOT,
                        "\rk=%-2d %,15d positions  %3d passes  %8.2f s  %,12.0f pos/s  %,d bytes  %.1f%% cycle-dependent"
                                + "            %n",
                        k,
                        size,
                        passes,
                        secs,
                        layerRate,
                        Files.size(EgtbFile.path(dir, k)),
                        100.0 * cycle / size);
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted");
        } finally {
            pool.shutdownNow();
        }
        out.printf(Locale.ROOT, "done in %.1f s%n", (System.nanoTime() - totalStart) / 1e9);
        return 0;
    }

    /** Runs one pass (or the finishing sweep) over the layer in chunks, updating the progress line. */
    private static long pass(
            OwareEgtbBuilder builder,
            ExecutorService pool,
            long size,
            boolean iterate,
            int k,
            int passNo,
            PrintStream out,
            double rate,
            long remaining,
            long layerStart)
            throws InterruptedException {
        long passStart = System.nanoTime();
        long[] lastDraw = {0};
        return AutoTables.pass(builder, pool, size, iterate, (done, chunks) -> {
            long now = System.nanoTime();
            if (size <= CHUNK || now - lastDraw[0] <= 200_000_000L) return;
            lastDraw[0] = now;
            double frac = done / (double) chunks;
            double elapsed = (now - layerStart) / 1e9;
            String eta = rate > 0 ? duration(Math.max(0, remaining / rate - elapsed)) : "?";
            out.printf(
                    Locale.ROOT,
                    "\rk=%-2d %s %s %3.0f%%  %,.0f pos/s  left ~%s   ",
                    k,
                    iterate ? "pass " + passNo : "finish",
                    bar(frac),
                    100 * frac,
                    Math.min(size, done * (double) CHUNK) / Math.max((now - passStart) / 1e9, 1e-3),
                    eta);
            out.flush();
        });
    }

    static String bar(double frac) {
        int n = (int) Math.round(frac * 30);
        return "[" + "#".repeat(n) + ".".repeat(30 - n) + "]";
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600
                ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }

    // ---- probe ----

    private static int probe(String position, RuleOptions options, String dir, PrintStream out) {
        Game game = Oware.TYPE.create(options);
        Position p = game.parsePosition(position);
        OwareTablebase tb = OwareTablebase.open(Path.of(dir), options);
        out.println("position " + game.formatPosition(p) + ", " + p.toMove().displayName() + " to move");
        if (p.isOver()) {
            out.println("the game is over: " + p.outcome().describe());
            return 0;
        }
        OptionalInt v = tb.value(p);
        if (v.isEmpty()) {
            int k = 0;
            for (int i = 0; i < 12; i++) k += p.seeds(i);
            out.println("not in the tables: " + k + " seeds on the board, the tables in " + dir + " hold "
                    + (tb.maxSeeds() < 0 ? "none" : "0.." + tb.maxSeeds()));
            return 1;
        }
        Player me = p.toMove();
        int finalDiff = p.score(me) - p.score(me.opponent()) + v.getAsInt();
        String result = finalDiff > 0 ? "win" : finalDiff < 0 ? "loss" : "draw";
        out.printf(
                Locale.ROOT,
                "value %+d (the seed difference %s can force from the board)%n",
                v.getAsInt(),
                me.displayName());
        out.printf(Locale.ROOT, "result %s for %s, final difference %+d%n", result, me.displayName(), finalDiff);
        if (tb.isCycleDependent(p)) {
            out.println("note: neither side can force play out of this seed count; the value scores a repetition"
                    + " by the split of this position (docs/egtb.md)");
        }
        out.println("best moves " + tb.bestMoves(p).stream().map(Move::notation).collect(Collectors.joining(" ")));
        return 0;
    }
}
