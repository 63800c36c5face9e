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
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.kete.ai.egtb.AutoTables;
import org.kete.ai.egtb.EgtbFile;
import org.kete.ai.egtb.OwareEgtbBuilder;
import org.kete.ai.egtb.OwareRank;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.egtb.TableRules;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.UsageException;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.NotationException;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;
import org.kete.engine.oware.Oware;
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
 * egtb build [--max-seeds N] [--dir D] [--threads T] [option=value ...]
 * egtb probe &lt;position&gt; [--dir D] [option=value ...]
 * </pre>
 *
 * The build runs each pass of the retrograde analysis over chunks of ranks on a thread pool, shows its progress
 * ({@link BuildProgress}: a line redrawn on a terminal, plain lines elsewhere), and skips seed counts whose file
 * is already there and valid, so an interrupted build resumes.
 */
@Command(
        name = "egtb",
        description = {"build and probe the Oware endgame databases", "", "See docs/egtb.md."},
        subcommands = {EgtbCommand.Build.class, EgtbCommand.Probe.class})
public final class EgtbCommand implements Callable<Integer> {
    static final String DEFAULT_DIR = "egtb";

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    /** Whether {@code out} is a terminal, where the progress line is redrawn in place. */
    private final boolean live;

    private final LongSupplier clock;

    /**
     * Writing to {@code out}; {@code live} when it is a terminal (the progress line is then redrawn in place),
     * times from {@code clock} in nanoseconds.
     */
    public EgtbCommand(PrintStream out, boolean live, LongSupplier clock) {
        this.out = out;
        this.live = live;
        this.clock = clock;
    }

    /**
     * Whether {@code out} is the process's terminal: the standard output, with a console (on Java 17 both standard
     * input and output are then a terminal; a pipe or a file on either side gives plain lines).
     */
    public static boolean isTerminal(PrintStream out) {
        return out == System.out && System.console() != null;
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
                paramLabel = "N",
                defaultValue = "" + AutoTables.DEFAULT_MAX_SEEDS,
                description = "the largest seed count to build, 0 to " + OwareEgtbBuilder.MAX_BUILD_SEEDS
                        + " (default: ${DEFAULT-VALUE}, what kete serve builds by itself)")
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
                    parent));
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

    private static int build(int maxSeeds, int threads, RuleOptions options, Path dir, EgtbCommand command) {
        TableRules rules = TableRules.of(options);
        OwareEgtbBuilder builder = new OwareEgtbBuilder(rules);
        // The positions of each count to build: the counts whose file is there are read back, not built.
        long[] toBuild = new long[maxSeeds + 1];
        long total = 0;
        for (int k = 0; k <= maxSeeds; k++) {
            if (!Files.exists(EgtbFile.path(dir, k))) toBuild[k] = OwareRank.size(k);
            total += toBuild[k];
        }
        BuildProgress progress = new BuildProgress(command.out, command.live, command.clock, toBuild);
        progress.say(String.format(
                Locale.ROOT,
                "Building Oware endgame tables, %s, 0..%d seeds (%,d positions to build), in %s with %d thread(s)",
                rules.describe(),
                maxSeeds,
                total,
                dir,
                threads));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "egtb");
            t.setDaemon(true);
            return t;
        });
        long totalStart = command.clock.getAsLong();
        try {
            for (int k = 0; k <= maxSeeds; k++) {
                long size = OwareRank.size(k);
                if (toBuild[k] == 0) {
                    builder.install(k, EgtbFile.read(dir, k, rules));
                    progress.skipped(k, size);
                    continue;
                }
                progress.layerStarted(k);
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
                    changed = pass(builder, pool, size, k, passes, progress);
                } while (changed > 0);
                pass(builder, pool, size, k, 0, progress);
                byte[] data = builder.complete();
                EgtbFile.write(dir, k, rules, data);
                long cycle = 0;
                for (byte b : data) if (b < 0) cycle++;
                progress.layerFinished(k, size, passes, cycle / (double) size);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted");
        } finally {
            pool.shutdownNow();
        }
        progress.say(String.format(Locale.ROOT, "done in %.1f s", (command.clock.getAsLong() - totalStart) / 1e9));
        return 0;
    }

    /**
     * Runs pass {@code passNo} of the layer (0: the finishing sweep, after a pass that changed nothing) in chunks,
     * telling {@code progress} after each; returns how many positions changed.
     */
    private static long pass(
            OwareEgtbBuilder builder, ExecutorService pool, long size, int k, int passNo, BuildProgress progress)
            throws InterruptedException {
        progress.passStarted();
        long changed = AutoTables.pass(
                builder, pool, size, passNo > 0, (done, chunks) -> progress.chunkDone(k, passNo, done, chunks));
        progress.passFinished();
        return changed;
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
