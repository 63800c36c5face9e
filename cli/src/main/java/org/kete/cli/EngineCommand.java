package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import org.kete.ai.egtb.AutoTables;
import org.kete.cli.common.HelpOption;
import org.kete.cli.common.UsageException;
import org.kete.cli.protocol.EngineProtocol;
import org.kete.server.config.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code kete engine}: the line-based engine protocol of docs/protocol.md. */
@Command(
        name = "engine",
        description = {
            "the line-based engine protocol on standard input and output",
            "",
            "Speaks Kete's line-based engine protocol on standard input and output (UCI-style for Oware, with"
                    + " Kete's own extensions for every game): see docs/protocol.md. Type uci, then position"
                    + " startpos, go depth 8, and quit."
        })
final class EngineCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Option(
            names = "--egtb",
            paramLabel = "DIR|none",
            description = "Oware endgame tables for the strongest level (kete egtb build --dir DIR). Default: the"
                    + " environment variable KETE_EGTB, else the tables 0-17 in DATA/egtb, found or built there in"
                    + " the background on first use (about a minute; info string lines say so). none: no tables")
    String egtbOption;

    @Option(names = "--data", paramLabel = "DIR", description = "the data directory (default ~/.kete)")
    Path dataOption;

    private final InputStream in;
    private final PrintStream out;
    private final UnaryOperator<String> environment;

    EngineCommand(Io io) {
        this(io, System::getenv);
    }

    EngineCommand(Io io, UnaryOperator<String> environment) {
        this.in = io.in();
        this.out = io.out();
        this.environment = environment;
    }

    @Override
    public Integer call() {
        String egtb = egtbOption != null ? egtbOption : environment.apply("KETE_EGTB");
        egtb = egtb == null || egtb.isBlank() ? null : egtb.trim();
        if ("none".equals(egtb)) return EngineProtocol.run(in, out);
        if (egtb != null) {
            // A directory of one's own, as setoption name EgtbDir would give.
            if (!java.nio.file.Files.isDirectory(Path.of(egtb))) {
                throw new UsageException("--egtb names no directory: '" + egtb + "'; see kete engine --help");
            }
            return EngineProtocol.run(in, out, egtb);
        }
        Path data = dataOption != null ? dataOption : ServerConfig.defaultDataDir();
        Path dir = data.resolve(AutoTables.DIRECTORY);
        return EngineProtocol.run(in, out, say -> AutoTables.start(dir, AutoTables.DEFAULT_MAX_SEEDS, say));
    }
}
