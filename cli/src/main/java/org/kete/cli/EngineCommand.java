package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.kete.cli.protocol.EngineProtocol;

/** {@code kete engine}: the line-based engine protocol of docs/protocol.md. */
final class EngineCommand {
    static final String HELP = """
            Usage: kete engine

            Speaks Kete's line-based engine protocol on standard input and output (UCI-style for
            Oware, with Kete's own extensions for every game): see docs/protocol.md.
            Type uci, then position startpos, go depth 8, and quit.
            """;

    private EngineCommand() {}

    static int run(List<String> rest, InputStream in, PrintStream out, PrintStream err) {
        Args a = Args.parse("engine", rest, Set.of(), Set.of());
        if (a.help()) {
            out.print(HELP);
            return Main.OK;
        }
        if (!a.positional.isEmpty()) throw new UsageException("engine takes no arguments" + a.seeHelp());
        return EngineProtocol.run(in, out);
    }
}
