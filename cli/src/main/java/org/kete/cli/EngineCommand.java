package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.kete.cli.protocol.EngineProtocol;
import org.kete.server.AutoTables;
import org.kete.server.ServerConfig;

/** {@code kete engine}: the line-based engine protocol of docs/protocol.md. */
final class EngineCommand {
    static final String HELP = """
            Usage: kete engine [--egtb DIR|none] [--data DIR]

            Speaks Kete's line-based engine protocol on standard input and output (UCI-style for
            Oware, with Kete's own extensions for every game): see docs/protocol.md.
            Type uci, then position startpos, go depth 8, and quit.

              --egtb DIR|none   Oware endgame tables for the strongest level (kete egtb build --dir DIR).
                                Default: the environment variable KETE_EGTB, else the tables 0-17 in
                                DATA/egtb, found or built there in the background on first use (about
                                a minute; info string lines say so). none: no tables
              --data DIR        the data directory (default ~/.kete)
            """;

    private EngineCommand() {}

    static int run(List<String> rest, InputStream in, PrintStream out, PrintStream err) {
        return run(rest, in, out, System::getenv);
    }

    static int run(List<String> rest, InputStream in, PrintStream out, UnaryOperator<String> environment) {
        Args a = Args.parse("engine", rest, Set.of("--egtb", "--data"), Set.of());
        if (a.help()) {
            out.print(HELP);
            return Main.OK;
        }
        if (!a.positional.isEmpty()) throw new UsageException("engine takes no arguments" + a.seeHelp());
        String egtb = a.has("--egtb") ? a.get("--egtb", "") : environment.apply("KETE_EGTB");
        egtb = egtb == null || egtb.isBlank() ? null : egtb.trim();
        if ("none".equals(egtb)) return EngineProtocol.run(in, out);
        if (egtb != null) {
            // A directory of one's own, as setoption name EgtbDir would give.
            if (!java.nio.file.Files.isDirectory(Path.of(egtb))) {
                throw new UsageException("--egtb names no directory: '" + egtb + "'" + a.seeHelp());
            }
            return EngineProtocol.run(in, out, egtb);
        }
        Path data = a.has("--data") ? Path.of(a.get("--data", "")) : ServerConfig.defaultDataDir();
        Path dir = data.resolve(AutoTables.DIRECTORY);
        return EngineProtocol.run(in, out, say -> AutoTables.start(dir, AutoTables.DEFAULT_MAX_SEEDS, say));
    }
}
